// src runs in the web-worker extension host, the Node one and the CLI. tsconfig loads neither the DOM nor the
// Node typings, so the few globals all of them share, and that src uses, are declared here.
declare function setTimeout(callback: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;

interface HostPerformance {
  now(): number;
}
declare var performance: HostPerformance;

interface HostTextDecoder {
  decode(input?: Uint8Array): string;
}
declare var TextDecoder: { new (label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean }): HostTextDecoder };

interface HostTextEncoder {
  encode(input?: string): Uint8Array;
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}
declare var TextEncoder: { new (): HostTextEncoder };

/** The WHATWG URL parser (for host names in ASCII). */
declare class URL {
  constructor(url: string);
  readonly hostname: string;
}
