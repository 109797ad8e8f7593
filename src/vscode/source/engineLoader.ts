import * as vscode from 'vscode';
import type * as EngineModule from '../../core/engine';
import type { Logger } from './logger';

/** The analysis engine (src/core/engine.ts): what reads review text and renders quotes. */
export type Engine = typeof EngineModule;

/** Which extension host this bundle is for: esbuild.mjs defines it per bundle. */
declare const VERDICTS_HOST: 'web' | 'node' | undefined;
/** The Node host's `require` (the Node bundle only). */
declare function require(id: string): unknown;
/** The web worker's `fetch` (the web bundle only; the host resolves the extension's own file: and vscode-remote: URIs). */
declare function fetch(url: string): Promise<{ ok: boolean; status: number; statusText: string; text(): Promise<string> }>;

/**
 * Loads the analysis engine, once, when something first needs it. It is a bundle of its own next to the
 * extension's (dist/web/engine.js, dist/node/engine.js), so activation reads only the extension's part, and a
 * window that reopens a folder from its analysis cache and opens no review file and no panel never reads it.
 * The Node host `require`s it. The web worker host has no `require` for an extension's own files: the engine is
 * fetched and evaluated as CommonJS, which is how that host loads the extension's main file itself. It is the
 * extension's own code, shipped beside its main file; nothing from a review file is ever evaluated.
 */
export class EngineLoader {
  private loading: Promise<Engine> | undefined;
  /** The engine once loaded, for surfaces that only read what it has already produced. */
  loaded: Engine | undefined;
  /** Why the last load failed, until one succeeds: surfaces say so instead of waiting (and do not retry on their own). */
  failed: string | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly logger: Logger,
  ) {}

  /** The engine, loading it the first time; a failed load is tried again on the next call. */
  load(): Promise<Engine> {
    this.loading ??= this.read().then(
      (engine) => {
        this.failed = undefined;
        return (this.loaded = engine);
      },
      (error: unknown) => {
        this.loading = undefined;
        this.failed = error instanceof Error ? error.message : String(error);
        this.logger.error(`Cannot load the analysis engine: ${this.failed}`);
        throw error;
      },
    );
    return this.loading;
  }

  private async read(): Promise<Engine> {
    const started = performance.now();
    let engine: Engine;
    if (VERDICTS_HOST === 'node') {
      engine = require(vscode.Uri.joinPath(this.extensionUri, 'dist', 'node', 'engine.js').fsPath) as Engine;
    } else {
      const uri = vscode.Uri.joinPath(this.extensionUri, 'dist', 'web', 'engine.js');
      const response = await fetch(uri.toString(true));
      if (!response.ok) throw new Error(`${uri.toString(true)}: ${response.status} ${response.statusText}`);
      const source = `${await response.text()}\n//# sourceURL=${uri.toString(true)}`;
      const module: { exports: unknown } = { exports: {} };
      new Function('module', 'exports', source)(module, module.exports);
      engine = module.exports as Engine;
    }
    if (typeof engine?.analyzeFile !== 'function') throw new Error('the analysis engine bundle exports no analyzeFile');
    this.logger.info(`Analysis engine loaded in ${(performance.now() - started).toFixed(1)} ms.`);
    return engine;
  }
}
