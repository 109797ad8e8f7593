// The cold index as the desktop (Node) host makes it: files analysed in worker threads (src/node/analysisPool.ts),
// taken in order on the main thread and assembled there. The pool comes from the core's bench bundle; its worker's
// script is built as esbuild.mjs builds it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildAnalysisWorker } from '../lib/nodeBundle.mjs';

/** The pool (from the core's bundle, `core`) and its worker's script, built into `tempFolder` as esbuild.mjs builds it. */
export async function loadPool(core, tempFolder) {
  const workerFile = join(tempFolder, 'analysis-worker.cjs');
  await buildAnalysisWorker(workerFile);
  return { AnalysisPool: core.AnalysisPool, workerFile, size: core.defaultPoolSize() };
}

/**
 * Indexes `files` with a fresh pool of `size` threads (started cold, as in a new window): every file read and sent
 * at once, each analysis taken in file order as it arrives, then the catalog built. The wall time, and how long the
 * main thread itself was busy (the rest of the time it was free for hovers and other extensions).
 */
export async function threadedIndex(core, files, { AnalysisPool, workerFile, size }) {
  const pool = new AnalysisPool({ workerFile, size });
  try {
    const started = performance.now();
    const loop = performance.eventLoopUtilization();
    const builder = new core.CatalogBuilder();
    const made = files.map((file) => pool.analyze(file, readFileSync(file)));
    for (let i = 0; i < files.length; i++) builder.set(files[i], await made[i]);
    const catalog = builder.build();
    const totalMs = performance.now() - started;
    const mainBusyMs = performance.eventLoopUtilization(loop).active;
    return { totalMs, mainBusyMs, catalog, threads: pool.counts.started };
  } finally {
    pool.dispose();
  }
}
