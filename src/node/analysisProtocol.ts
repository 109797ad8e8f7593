// What the analysis pool (analysisPool.ts) and its threads (analysisWorker.ts) send each other.
import type { CatalogFileInput, FileAssembly } from '../core/catalog/catalogBuilder';
import type { EncodedRecord } from '../core/cache/catalogRecord';

/** Files for one thread, sent together: their bytes one after another in one buffer, moved to the thread. */
export interface AnalysisBatch {
  files: { id: number; file: string; start: number; end: number }[];
  bytes: Uint8Array;
}

/** A file's analysis, as a cache record (the usual way) or as plain data; or why there is none. */
export type AnalysisReply =
  | { id: number; record: EncodedRecord; assembly: FileAssembly }
  | { id: number; analysis: CatalogFileInput }
  | { id: number; error: string };

/**
 * A thread answers in groups of this many files (and at the end of a batch): each message wakes the main thread,
 * and on a machine with few cores a wake-up per file costs the threads a good part of their time.
 */
export const REPLY_GROUP = 16;
