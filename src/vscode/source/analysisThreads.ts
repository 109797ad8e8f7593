import * as vscode from 'vscode';
import type { CatalogFileInput } from '../../core/base';
import type { Logger } from './logger';

/** Which extension host this bundle is for: esbuild.mjs defines it per bundle. */
declare const VERDICTS_HOST: 'web' | 'node' | undefined;
/** The Node host's `require` (the Node bundle only: esbuild leaves the web bundle's dead branch out). */
declare function require(id: string): unknown;

/**
 * Threads that analyse review files off the extension host's own thread: the desktop host's worker threads
 * (src/node/analysisPool.ts). A request rejects when its thread failed; the store then analyses the file itself.
 */
export interface AnalysisThreads {
  /** False once the threads kept failing to start, or were stopped. */
  readonly usable: boolean;
  /** Files analysed in threads, and threads started, so far. */
  readonly counts: { readonly analysed: number; readonly started: number };
  analyze(file: string, content: Uint8Array): Promise<CatalogFileInput>;
  dispose(): void;
}

/** Whether this host analyses in worker threads (the desktop host). */
export const HOST_HAS_THREADS = VERDICTS_HOST === 'node';

interface PoolModule {
  AnalysisPool: new (options: { workerFile: string }) => AnalysisThreads;
}

/**
 * The analysis threads of the desktop (Node) host, none started until there is work; undefined in the web worker
 * host, which analyses on its own thread. Threads are bundled beside the extension (dist/node/analysisWorker.js).
 */
export function createAnalysisThreads(extensionUri: vscode.Uri, logger: Logger): AnalysisThreads | undefined {
  // The condition is the whole branch, so that esbuild drops the require from the web bundle.
  if (VERDICTS_HOST === 'node') {
    try {
      const { AnalysisPool } = require('../../node/analysisPool') as PoolModule;
      return new AnalysisPool({ workerFile: vscode.Uri.joinPath(extensionUri, 'dist', 'node', 'analysisWorker.js').fsPath });
    } catch (error) {
      logger.warn(`Review files are analysed on the extension host's thread: no analysis threads (${String(error)}).`);
    }
  }
  return undefined;
}
