// Both extension hosts (Node and the web worker) provide Web Crypto as a global; tsconfig loads neither typing.
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

/** A fresh nonce for one render of a panel: 128 random bits as hex. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
