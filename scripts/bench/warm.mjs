// The persisted analysis cache as the editor uses it (src/vscode/source/analysisCacheStore.ts), with Node's fs in
// place of workspace.fs: write it after a cold index, then index again from it: stat every file, take the cached
// analysis when size and time vouch for the file, else read it and compare content hashes, else analyse it.
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';

const now = () => process.hrtime.bigint();
const ms = (from, to = now()) => Number(to - from) / 1e6;

/**
 * Writes the cache of a cold index (the analyses of every file, and what `builder`, the index's catalog builder,
 * derived from each in assembly: the editor writes the cache after the load's catalog) to `cacheFile`; its size and
 * the time taken.
 */
export function writeCache(core, files, cacheFile, builder) {
  const started = now();
  const session = core.openFileAnalysisCache(undefined);
  for (const file of files) {
    const content = readFileSync(file);
    const { size, mtimeMs } = statSync(file);
    session.remember(file, { size, mtime: mtimeMs, hash: core.contentHash(content) }, core.analyzeFile(file, content));
  }
  const encoding = now();
  // The builder indexed these very files: its hashes are of the bytes just hashed.
  const bytes = session.write(undefined, (file) => builder.assemblyOf(file));
  const encodeMs = ms(encoding);
  writeFileSync(`${cacheFile}.tmp`, bytes);
  renameSync(`${cacheFile}.tmp`, cacheFile);
  return { bytes: bytes.length, encodeMs, totalMs: ms(started) };
}

/** Indexes `files` from the cache file, as a window reopening the folder does; the time, by stage. */
export function warmIndex(core, files, cacheFile) {
  const stages = { readCache: 0, openCache: 0, stat: 0, fromCache: 0, readChanged: 0, analyse: 0, assemble: 0 };
  const started = now();
  let t = now();
  const bytes = readFileSync(cacheFile);
  stages.readCache = ms(t);
  t = now();
  const session = core.openFileAnalysisCache(bytes);
  stages.openCache = ms(t);
  if (session.rejected) throw new Error(`bench: the cache was rejected: ${session.rejected}`);
  const builder = new core.CatalogBuilder();
  for (const file of files) {
    t = now();
    const { size, mtimeMs } = statSync(file);
    const stamp = { size, mtime: mtimeMs };
    const t1 = now();
    stages.stat += ms(t, t1);
    const cached = session.beforeRead(file, stamp);
    if (cached) {
      // As the editor does: a file with problems is read all the same, for the lines of its diagnostics.
      if (cached.problems.length) readFileSync(file);
      builder.set(file, cached);
      stages.fromCache += ms(t1);
      continue;
    }
    const t2 = now();
    const content = readFileSync(file);
    const hash = core.contentHash(content);
    const verified = session.afterRead(file, stamp, hash);
    const t3 = now();
    stages.readChanged += ms(t2, t3);
    if (verified) builder.set(file, verified);
    else session.remember(file, { ...stamp, hash }, builder.set(file, content));
    stages.analyse += ms(t3);
  }
  t = now();
  const catalog = builder.build();
  stages.assemble = ms(t);
  const totalMs = ms(started);
  session.release();
  return { totalMs, stages, builder, catalog, counts: { ...session.counts } };
}
