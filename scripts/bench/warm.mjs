// The persisted analysis cache as the editor uses it (src/vscode/source/analysisCacheStore.ts), with Node's fs in
// place of workspace.fs: write it after a cold index, then index again from it: restore the last catalog, stat every
// file, keep it when size and time vouch for it, else read it and compare content hashes, else analyse it.
import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';

const now = () => process.hrtime.bigint();
const ms = (from, to = now()) => Number(to - from) / 1e6;

/**
 * Writes the cache of a cold index (the analyses of every file, what `builder`, the index's catalog builder, derived
 * from each in assembly, and the plan of its catalog: the editor writes the cache after the load's catalog) to
 * `cacheFile`; its size and the time taken.
 */
export function writeCache(core, files, cacheFile, builder) {
  const started = now();
  const session = core.openFileAnalysisCache(undefined);
  const hashes = new Map();
  for (const file of files) {
    const content = readFileSync(file);
    const { size, mtimeMs } = statSync(file);
    const hash = core.contentHash(content);
    hashes.set(file, hash);
    session.remember(file, { size, mtime: mtimeMs, hash }, core.analyzeFile(file, content));
  }
  const encoding = now();
  // The builder indexed these very files: its hashes are of the bytes just hashed.
  const catalogOf = () => {
    const plan = builder.plan();
    return plan && { plan, fingerprint: (file) => hashes.get(file) };
  };
  const bytes = session.write(undefined, (file) => builder.assemblyOf(file), catalogOf);
  const encodeMs = ms(encoding);
  writeFileSync(`${cacheFile}.tmp`, bytes);
  renameSync(`${cacheFile}.tmp`, cacheFile);
  return { bytes: bytes.length, encodeMs, totalMs: ms(started) };
}

/**
 * Indexes `files` from the cache file, as a window reopening the folder does (src/vscode/source/catalogStore.ts):
 * every file stat'ed; when each is as cached, the last catalog restored from the cache's snapshot (a file with
 * problems is read for its diagnostics' lines). With up to a quarter changed, come or gone, the last catalog is
 * restored all the same, to be shown at once (`shownMs`), and then the files not as cached are read, analysed when
 * their content changed, and the catalog assembled again. Else each file's cached analysis is taken while its stamp
 * or content hash vouches for it, the others analysed, and the catalog assembled. The time to the catalog of the
 * files as they are, by stage; then, apart, the time the catalog's reviews take to be made when first read (a
 * restored catalog makes them then).
 */
export function warmIndex(core, files, cacheFile) {
  const stages = { readCache: 0, openCache: 0, stat: 0, restore: 0, fromCache: 0, readChanged: 0, analyse: 0, assemble: 0 };
  const started = now();
  let t = now();
  const bytes = readFileSync(cacheFile);
  stages.readCache = ms(t);
  t = now();
  const session = core.openFileAnalysisCache(bytes);
  stages.openCache = ms(t);
  if (session.rejected) throw new Error(`bench: the cache was rejected: ${session.rejected}`);
  const builder = new core.CatalogBuilder();
  t = now();
  const stamps = new Map();
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    stamps.set(file, { size, mtime: mtimeMs });
  }
  stages.stat = ms(t);
  /**
   * Reads a file its stamp does not vouch for: its cached analysis is taken when its content hash is the cached one
   * (nothing to take when the restored catalog `holds` it), else it is analysed.
   */
  const readAndTake = (file, stamp, holds) => {
    const t2 = now();
    const content = readFileSync(file);
    const hash = core.contentHash(content);
    const verified = session.afterRead(file, stamp, hash);
    const t3 = now();
    stages.readChanged += ms(t2, t3);
    if (verified && holds) return;
    if (verified) builder.set(file, verified);
    else session.remember(file, { ...stamp, hash }, builder.set(file, content));
    stages.analyse += ms(t3);
  };
  // The last catalog, when every file is as cached; or, with a few changed, come or gone, to show at once while the
  // changes are taken (else taking each file's cached analysis and assembling costs less).
  t = now();
  const stampOf = (file) => stamps.get(file);
  const exact = session.restorable(files, stampOf);
  const asLast = !exact && session.restorableAsLast(files, stampOf);
  const restored = exact || asLast ? session.restore(builder) : undefined;
  stages.restore = ms(t);
  let shownMs;
  if (restored) {
    // The catalog the views show now: the restored one (built when restored).
    const shown = builder.build();
    shownMs = ms(started);
    t = now();
    const withProblems = new Set(shown.problems.map((problem) => problem.file));
    const held = new Set(restored);
    for (const file of files) {
      const stamp = stamps.get(file);
      // As cached: in use as it is; a file with problems is read for its diagnostics' lines.
      if (held.has(file) && session.vouch(file, stamp)) {
        if (withProblems.has(file)) readFileSync(file);
        continue;
      }
      // The last catalog showing, a file not as its stamp says: read, and taken again unless its content is the same.
      readAndTake(file, stamp, held.has(file));
    }
    for (const file of restored) if (!stamps.has(file)) builder.delete(file);
    stages.fromCache = ms(t) - stages.readChanged - stages.analyse;
  }
  for (const file of restored ? [] : files) {
    const t1 = now();
    const stamp = stamps.get(file);
    const cached = session.beforeRead(file, stamp);
    if (cached) {
      // As the editor does: a file with problems is read all the same, for the lines of its diagnostics.
      if (cached.problems.length) readFileSync(file);
      builder.set(file, cached);
      stages.fromCache += ms(t1);
      continue;
    }
    readAndTake(file, stamp, false);
  }
  t = now();
  const catalog = builder.build();
  stages.assemble = ms(t);
  const totalMs = ms(started);
  session.release();
  // A restored catalog makes its reviews when a view first reads them (the editor's, once the load is over): that
  // is after the index, and timed apart.
  t = now();
  if (catalog.reviews.length < 0) throw new Error('unreachable');
  const reviewsMs = ms(t);
  return { totalMs, shownMs: shownMs ?? totalMs, stages, reviewsMs, builder, catalog, counts: { ...session.counts }, restored: restored !== undefined, asLast, builtBy: builder.builtBy };
}

/**
 * The median (by total time) of `runs` warm indexes, each in a fresh Node process (`warmChild.mjs`) over the core
 * bundle at `bundle`, the files listed in `filesJson` and `cacheFile`: what a reopened window pays. Each run's
 * total, stages and counts.
 */
export function freshWarmIndex(bundle, filesJson, cacheFile, runs) {
  const child = new URL('./warmChild.mjs', import.meta.url).pathname;
  const made = [];
  for (let i = 0; i < runs; i++) {
    const result = spawnSync(process.execPath, [child, bundle, filesJson, cacheFile], { encoding: 'utf8', maxBuffer: 1 << 20 });
    if (result.status !== 0) throw new Error(`bench: a warm index in a fresh process failed: ${result.stderr}`);
    made.push(JSON.parse(result.stdout.trim().split('\n').pop()));
  }
  return made.sort((a, b) => a.totalMs - b.totalMs)[Math.floor(runs / 2)];
}
