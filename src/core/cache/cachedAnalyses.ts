import type { Catalog } from '../model';
import type { CatalogFileInput, FileAssembly } from '../catalog/catalogBuilder';
import type { DraftFile } from '../catalog/catalogEntries';
import type { CatalogPlan } from '../catalog/catalogPlan';
import { AnalysisCache, AnalysisCacheWriter, RACY_MS, type CachedStamp, type CacheRejection, type FileStamp, type Freshness } from './analysisCache';
import { decodeCatalogPlan, encodeCatalogPlan } from './catalogSnapshot';
import type { ContentHash } from './contentHash';
import { ENGINE_VERSION } from './engineVersion';

/** The most of a catalog's files that may be out of date for a host to show that catalog while it takes the changes (`restorableAsLast`). */
const STALE_RESTORE_SHARE = 0.25;

/**
 * One session of a persisted analysis cache, for a host that loads files and keeps them current (the editor's
 * catalog store, the CLI): per file it says whether the cached analysis can stand in for reading it (by stamp)
 * or for analysing it (by content hash), remembers what was analysed instead, and writes the next cache file.
 *
 * Per file, the host calls `beforeRead(key, stamp)`: an analysis means done, without reading the file. Otherwise
 * it reads the file and calls `afterRead(key, stamp, contentHash(bytes))`: an analysis means done, without
 * analysing. Otherwise it analyses and calls `remember`. `write()` then gives the next cache file's bytes.
 *
 * A cache file written with the catalog of its files (`write(…, catalogOf)`) lets a host start where the last
 * session ended: `restore` gives a new assembler that catalog and the state behind it without assembling, and the
 * host then only vouches for each file (`vouch`), replaces what changed and deletes what is gone.
 */
export class CachedAnalyses {
  private previous: AnalysisCache | undefined;
  /** Why the cache handed in was not used; undefined when it was, or when there was none. */
  readonly rejected: CacheRejection | undefined;
  /** The stamp of every file in use: what the next cache file records. */
  private readonly stamps = new Map<string, CachedStamp>();
  /** Analyses not in the cache file (new or changed files), until the next write. */
  private readonly pending = new Map<string, CatalogFileInput>();
  private changed = false;
  /** Counts changes, so a write that was interleaved with one does not mark the session clean. */
  private generation = 0;
  /** Files whose analysis came from the cache without reading them, after reading them, or from analysing. */
  readonly counts = { fresh: 0, verified: 0, analysed: 0 };

  constructor(
    cacheFile: Uint8Array | undefined,
    /** Whether a decoded record is an analysis of the file with this key (a record from the cache is checked, not trusted). */
    private readonly accept: (record: unknown, key: string) => record is CatalogFileInput,
    private readonly engine: string | undefined = ENGINE_VERSION,
  ) {
    const reading = cacheFile === undefined ? undefined : AnalysisCache.read(cacheFile, engine);
    if (reading && 'cache' in reading) this.previous = reading.cache;
    this.rejected = reading && 'rejected' in reading ? reading.rejected : undefined;
    // A cache file that is not used is replaced at the next write, even when nothing else changes.
    this.changed = cacheFile !== undefined && !this.previous;
  }

  /** Whether the cache handed in was read. */
  get used(): boolean {
    return this.previous !== undefined || this.counts.fresh + this.counts.verified > 0;
  }

  /** Whether the cache file handed in holds a catalog snapshot (see `restorable`). */
  get holdsCatalog(): boolean {
    return this.previous?.snapshot !== undefined;
  }

  /** Whether the cache file handed in is still held (until `release` or `write`). */
  get holdsCacheFile(): boolean {
    return this.previous !== undefined;
  }

  /** Whether the next write would differ from the cache file read. */
  get dirty(): boolean {
    return this.changed;
  }

  /**
   * Lets go of the cache file handed in (its bytes are as large as the reviews) once the load it served is over
   * and nothing needs writing; later writes copy from the file as it is then (`write(current)`).
   */
  release(): void {
    this.previous = undefined;
  }

  /**
   * Whether the cache file holds the catalog of exactly the files `keys` and every one's stamp (`stampOf`), or else
   * its content hash (`hashOf`, for a file the host read), vouches for it: then `restore` gives the catalog as it is
   * now. With a file changed, added or gone, see `restorableAsLast`.
   */
  restorable(keys: Iterable<string>, stampOf: (key: string) => FileStamp | undefined, hashOf?: (key: string) => ContentHash | undefined): boolean {
    return this.outOfDate(keys, stampOf, hashOf, 0) === 0;
  }

  /**
   * Whether the catalog the cache file holds is worth showing while a host brings it up to date: some of the files
   * `keys` changed, came or went since (a pull, an edit in another window), but at most a quarter of them
   * (STALE_RESTORE_SHARE). The host then restores that catalog and shows it at once, as the last session left it,
   * and takes the changes as a load does (vouching for each file as it is, replacing each that is not, deleting
   * each that is gone). Restoring and then assembling again costs a little more than taking each file's cached
   * analysis and assembling, so the host restores this way only for the first sight of the catalog; with more
   * files out of date, the last catalog would mislead longer than a load's partial catalogs take.
   */
  restorableAsLast(keys: Iterable<string>, stampOf: (key: string) => FileStamp | undefined, hashOf?: (key: string) => ContentHash | undefined): boolean {
    const size = this.previous?.snapshot ? this.previous.size : 0;
    const most = Math.floor(size * STALE_RESTORE_SHARE);
    const outOfDate = this.outOfDate(keys, stampOf, hashOf, most);
    return outOfDate !== undefined && outOfDate > 0;
  }

  /**
   * How many of the files `keys` and of those the cache file's catalog holds are not as it has them: changed (neither
   * the stamp nor the content hash vouches), new, or gone; undefined without a catalog, or as soon as more than `most`.
   */
  private outOfDate(keys: Iterable<string>, stampOf: (key: string) => FileStamp | undefined, hashOf: ((key: string) => ContentHash | undefined) | undefined, most: number): number | undefined {
    const previous = this.previous;
    if (!previous?.snapshot) return undefined;
    const unique = new Set(keys);
    let outOfDate = 0;
    let held = 0;
    for (const key of unique) {
      const stamp = stampOf(key);
      const freshness = stamp ? previous.check(key, stamp) : previous.has(key) ? 'verify' : 'absent';
      if (freshness !== 'absent') held++;
      if (freshness === 'fresh') continue;
      // A stamp that does not vouch (touched, or written racily close to the cache): the content hash may.
      const cached = freshness === 'verify' && stamp ? previous.stamp(key) : undefined;
      if (cached && cached.size === stamp!.size && hashOf?.(key) === cached.hash) continue;
      if (++outOfDate > most) return undefined;
    }
    // Files the catalog holds that are not among `keys` are gone.
    outOfDate += previous.size - held;
    return outOfDate > most ? undefined : outOfDate;
  }

  /** How far a file's stamp vouches for its cached analysis (`Freshness`): `absent` without a cache file. */
  freshness(key: string, stamp: FileStamp): Freshness {
    return this.previous?.check(key, stamp) ?? 'absent';
  }

  /**
   * Makes `assembler` (a new one) the assembler whose catalog this cache file was written with: that catalog and the
   * state behind it, from the catalog snapshot and every entry's analysis, without assembling. The files it then
   * holds, as the cache has them: the host vouches for each that is still there (`vouch`), replaces each that is
   * not as cached, and deletes the others. Undefined, and the assembler untouched, when the cache holds no snapshot
   * or the snapshot does not fit its entries.
   */
  restore(assembler: CatalogAdopter): readonly string[] | undefined {
    const previous = this.previous;
    const bytes = previous?.snapshot;
    if (!previous || !bytes) return undefined;
    const files = [...previous.keys()];
    const plan = decodeCatalogPlan(bytes, files);
    if (!plan) return undefined;
    // Each file's record begins with its title and its number of quotes: they are what the plan says.
    for (let f = 0; f < files.length; f++) {
      const head = previous.head(files[f]);
      const quotes = plan.fileQuotes[f];
      if (!head || head.quotes !== quotes || plan.fileTitle[f] !== (quotes > 0 && head.titleLine > 0 ? head.titleLine : 0)) return undefined;
    }
    // Each file is read back as assembly starts from it (its quotes as draft reviews: none made twice) when the
    // catalog's reviews are first needed, its quotes' texts left in the cache's bytes until a view reads them; what
    // assembly derived from each is in the snapshot.
    return assembler.adoptPlan(plan, (f) => previous.pendingDrafts(files[f])) ? files : undefined;
  }

  /**
   * Whether a file is as the cache has it: by its stamp, or, when the host read it, by its content hash (`hash`) alone.
   * Then it is in use as cached, and its content hash is returned. For a file `restore` gave an assembler: its
   * analysis there is the cached one, so nothing more is needed.
   */
  vouch(key: string, stamp: FileStamp, hash?: ContentHash): ContentHash | undefined {
    const previous = this.previous;
    const cached = previous?.stamp(key);
    if (!previous || !cached) return undefined;
    if (hash === undefined) {
      if (previous.check(key, stamp) !== 'fresh') return undefined;
      this.fresh(key, cached);
    } else {
      if (cached.hash !== hash || cached.size !== stamp.size) return undefined;
      this.verified(key, stamp, hash, cached);
    }
    return cached.hash;
  }

  /** The cached analysis when the stamp alone vouches for the file; undefined: read it and call `afterRead`. */
  beforeRead(key: string, stamp: FileStamp): CatalogFileInput | undefined {
    if (this.previous?.check(key, stamp) !== 'fresh') return undefined;
    const record = this.recordOf(key);
    if (record === undefined) return undefined;
    this.fresh(key, this.previous.stamp(key)!);
    return record;
  }

  /** A file whose stamp vouched for it: in use as cached. */
  private fresh(key: string, cached: CachedStamp): void {
    this.stamps.set(key, cached);
    this.pending.delete(key);
    this.counts.fresh++;
  }

  /** The content hash the cache file handed in has for a file (what a restored file's analysis is of). */
  cachedHash(key: string): ContentHash | undefined {
    return this.previous?.stamp(key)?.hash;
  }

  /** The stamp (with the content hash) a file in use was loaded with. */
  stampOf(key: string): CachedStamp | undefined {
    return this.stamps.get(key);
  }

  /** After reading: the cached analysis when the content is what was analysed; undefined: analyse and `remember`. */
  afterRead(key: string, stamp: FileStamp, hash: ContentHash): CatalogFileInput | undefined {
    const cached = this.previous?.stamp(key);
    if (!cached || cached.hash !== hash || cached.size !== stamp.size) return undefined;
    const record = this.recordOf(key);
    if (record === undefined) return undefined;
    this.verified(key, stamp, hash, cached);
    return record;
  }

  /**
   * A file whose content hash vouched for it: in use under its stamp. The next cache file records the stamp when it
   * is new, or when the cache was written too soon after the file changed for the stamp to vouch (racily clean) and
   * a cache written now would be late enough: then the next session need not read the file.
   */
  private verified(key: string, stamp: FileStamp, hash: ContentHash, cached: CachedStamp): void {
    const racy = stamp.mtime + RACY_MS > this.previous!.writtenAt;
    if (cached.mtime !== stamp.mtime || (racy && stamp.mtime + RACY_MS <= Date.now())) this.touch();
    this.stamps.set(key, { size: stamp.size, mtime: stamp.mtime, hash });
    this.pending.delete(key);
    this.counts.verified++;
  }

  /** A file analysed afresh, to be in the next cache file. */
  remember(key: string, stamp: CachedStamp, analysis: CatalogFileInput): void {
    this.stamps.set(key, stamp);
    this.pending.set(key, analysis);
    this.touch();
    this.counts.analysed++;
  }

  /** A file no longer in use. */
  forget(key: string): void {
    if (this.stamps.delete(key)) this.touch();
    this.pending.delete(key);
  }

  /**
   * The next cache file: the analyses remembered since the last write, and every other file in use copied from
   * `current` (the cache file as it is now, when the host re-read it) or else from the cache file first handed
   * in. A file in neither is left out (it is analysed next time). Undefined when the engine has no version.
   * Afterwards the session holds no analysis and no cache bytes: later writes need `current`.
   */
  write(current?: Uint8Array, assemblyOf?: AssemblyOf, catalogOf?: CatalogOf): Uint8Array | undefined {
    const steps = this.writing(current, assemblyOf, catalogOf);
    let step = steps.next();
    while (!step.done) step = steps.next();
    return step.value;
  }

  /**
   * `write`, one file per step, for a host that must not be held for the whole of it: it may yield between steps,
   * and the session may change meanwhile (a change made during a write is written the next time). `assemblyOf` gives
   * what the last assembly derived from a file with that content hash (`CatalogBuilder.assemblyOf`), kept with it.
   * `catalogOf` gives the plan of the host's last catalog (`CatalogAssembler.plan`), kept as the file's catalog
   * snapshot when it is the catalog of exactly the files written, as written (by their content hashes).
   */
  *writing(current?: Uint8Array, assemblyOf?: AssemblyOf, catalogOf?: CatalogOf): Generator<void, Uint8Array | undefined> {
    if (this.engine === undefined) return undefined;
    const generation = this.generation;
    // The plan and the content hashes it was made from, as they are now: the write may be interleaved with changes.
    const planned = catalogOf?.();
    const planHashes = planned?.plan.files.map((file) => planned.fingerprint(file));
    let base = this.previous;
    if (current !== undefined) {
      const reading = AnalysisCache.read(current, this.engine);
      base = 'cache' in reading ? reading.cache : undefined;
    }
    const writer = new AnalysisCacheWriter(this.engine, base);
    const written = new Map<string, CatalogFileInput>();
    /** The content hash of each entry written, in order. */
    const writtenHashes: ContentHash[] = [];
    for (const key of [...this.stamps.keys()].sort()) {
      yield;
      const stamp = this.stamps.get(key);
      if (!stamp) continue; // forgotten meanwhile
      const analysis = this.pending.get(key);
      const hashes = assemblyOf?.(key, stamp.hash);
      if (analysis !== undefined) {
        if (writer.add(key, stamp, analysis, hashes)) written.set(key, analysis);
        else this.stamps.delete(key);
      } else {
        const there = base?.stamp(key);
        // The entry is copied only when it holds the analysis of these very bytes.
        if (!base || !there || there.hash !== stamp.hash || there.size !== stamp.size || !writer.copy(key, stamp, hashes)) this.stamps.delete(key);
      }
      if (this.stamps.has(key)) writtenHashes.push(stamp.hash);
    }
    let snapshot: Uint8Array | undefined;
    if (planned && planHashes) {
      yield;
      // The snapshot is the plan of the catalog of exactly the entries written: the same files, the same contents.
      const files = planned.plan.files;
      let i = 0;
      for (const key of writer.added) {
        if (i >= files.length || key !== files[i] || planHashes[i] === undefined || planHashes[i] !== writtenHashes[i]) break;
        i++;
      }
      if (i === files.length && i === writer.count) snapshot = encodeCatalogPlan(planned.plan);
    }
    const file = writer.finish(snapshot);
    for (const [key, analysis] of written) if (this.pending.get(key) === analysis) this.pending.delete(key);
    this.previous = undefined;
    if (this.generation === generation) this.changed = false;
    return file;
  }

  private touch(): void {
    this.changed = true;
    this.generation++;
  }

  private recordOf(key: string): CatalogFileInput | undefined {
    const record = this.previous?.record(key);
    return record !== undefined && this.accept(record, key) ? record : undefined;
  }
}

/** What the last assembly derived from a file, when the file in the catalog has this content hash. */
export type AssemblyOf = (key: string, contentHash: ContentHash) => FileAssembly | undefined;

/**
 * The plan of the host's last catalog (`CatalogAssembler.plan`), and the content hash of each of its files as the
 * catalog has it; undefined when there is none (files changed since it was built).
 */
export type CatalogOf = () => { plan: CatalogPlan; fingerprint(key: string): ContentHash | undefined } | undefined;

/** What `restore` needs of an assembler (`CatalogAssembler`). */
export interface CatalogAdopter {
  adoptPlan(plan: CatalogPlan, draftsOf: (file: number) => DraftFile | undefined): Catalog | undefined;
}
