import * as vscode from 'vscode';
import { contentHash, openFileAnalysisCache, type CachedAnalyses, type CatalogAssembler, type CatalogFileInput, type CatalogOf, type ContentHash, type FileStamp, type AssemblyOf } from '../../core/base';
import { Disposable } from '../disposable';
import type { Logger } from './logger';
import { createReviewFiles, type ReviewFiles } from './reviewFiles';

/** The cache file, in the extension's storage for this workspace (or, without a workspace, its global storage). */
const CACHE_FILE = 'analysis-cache.bin';
/** How long after the last change the cache file is written: one write per burst of edits. */
const WRITE_DELAY_MS = 2_000;
/** After a load, the cache is written once the views have had their turn. */
const WRITE_AFTER_LOAD_MS = 500;
/** Files stat'ed at once before a reopen restores the last catalog: as many as a load reads at once (catalogStore.ts). */
const STAT_BATCH = 256;
/**
 * Files whose stamp does not vouch for them that a reopen reads before it restores the last catalog (their load then
 * takes those bytes, not reading them again); with more, it reads none first, and counts them all as changed.
 */
const READS_BEFORE_RESTORE = 64;
/** Writing yields to the extension host after this much work, as indexing does. */
const SLICE_MS = 15;

/** One review file as the catalog store gets it: its bytes, or the analysis the cache kept of the same bytes. */
export interface LoadedFile {
  /** The content hash: equal for equal bytes, whether they were read or the cache vouched for them. */
  fingerprint: ContentHash;
  /** The bytes, unless the cache stood in for reading them. */
  content?: Uint8Array;
  /** The cached analysis, when the cache stood in for analysing the bytes. */
  cached?: CatalogFileInput;
  /** Size and time, when the file was stat'ed (only with a cache). */
  stamp?: FileStamp;
  /** The catalog holds the file as it is (restored from the cache, and the cache vouches for it): nothing to take. */
  unchanged?: true;
}

/** What a load asks of the catalog about a file it may hold already, restored from the cache. */
export interface Holding {
  /** Whether the catalog holds the file with this content hash. */
  holds(key: string, hash: ContentHash): boolean;
  /** Whether the file has problems in the catalog (its bytes are then read, for their lines). */
  hasProblems(key: string): boolean;
}

/**
 * The persisted analysis cache in the editor (the core's CachedAnalyses over `workspace.fs`, so it works in the
 * desktop and the web host alike; review files are stat'ed and read through `files`): at a load, a file whose size
 * and time are those cached is not even read, one whose content hash is cached is not analysed; what was analysed
 * is written back after the load and after changes. The file is written beside itself and renamed over, or written in place where the file system cannot
 * rename (its trailer then shows a half-written file, which is ignored). Every failure here only costs speed.
 */
export class AnalysisCacheStore extends Disposable {
  private session: CachedAnalyses | undefined;
  private opened = false;
  private writeHandle: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** What the catalog's last assembly derived from a file with this content, kept in the cache beside its analysis. */
  assemblyOf: AssemblyOf | undefined;
  /** The plan of the catalog's last assembly, kept in the cache as its catalog snapshot when it is of the files written. */
  catalogOf: CatalogOf | undefined;
  /** Files read before a restore to verify them by their content, for their load to take (each once). */
  private verifiedReads = new Map<string, { content: Uint8Array; hash: ContentHash; stamp: FileStamp }>();

  constructor(
    /** Where the cache lives; undefined: no cache, every file is read and analysed. */
    private readonly folder: vscode.Uri | undefined,
    private readonly logger: Logger,
    /** How review files are stat'ed and read (the disk directly in the desktop host). */
    readonly files: ReviewFiles = createReviewFiles(),
  ) {
    super();
    this._register({ dispose: () => clearTimeout(this.writeHandle) });
  }

  get file(): vscode.Uri | undefined {
    return this.folder && vscode.Uri.joinPath(this.folder, CACHE_FILE);
  }

  /** Files that came from the cache without reading, after reading, or were analysed, since activation. */
  get counts(): { fresh: number; verified: number; analysed: number } {
    return { ...(this.session?.counts ?? { fresh: 0, verified: 0, analysed: 0 }) };
  }

  /** Before the first load: reads the cache file (a missing or unusable one is simply not used). */
  async open(): Promise<void> {
    if (this.opened || !this.file) return;
    this.opened = true;
    const bytes = await this.readCacheFile();
    this.session = openFileAnalysisCache(bytes);
    if (this.session.rejected && this.session.rejected !== 'other-engine') {
      this.logger.warn(`The analysis cache ${this.file.toString(true)} is ${this.session.rejected}; it is rebuilt.`);
    }
  }

  /** Whether the cache file holds the catalog it was written with (see `restore`). */
  get holdsCatalog(): boolean {
    return this.session?.holdsCatalog ?? false;
  }

  /** Stats `keys` as loads do (several at once); a file that cannot be stat'ed has no stamp. */
  async stampsOf(keys: readonly string[]): Promise<Map<string, FileStamp>> {
    const stamps = new Map<string, FileStamp>();
    for (let from = 0; from < keys.length; from += STAT_BATCH) {
      const batch = keys.slice(from, from + STAT_BATCH);
      const stats = await Promise.all(batch.map((key) => this.statOf(vscode.Uri.parse(key))));
      stats.forEach((stat, i) => stat && stamps.set(batch[i]!, { size: stat.size, mtime: stat.mtime }));
    }
    return stamps;
  }

  /**
   * Whether the cache holds the catalog of exactly `keys`, each as cached (CachedAnalyses.restorable): by its stamp,
   * or for a few files whose stamp does not vouch (touched, or changed just before the cache was written), by their
   * content, read here: `exact`. Else `last` when that catalog is worth showing while the load takes the files that
   * changed, came or went (CachedAnalyses.restorableAsLast: at most a quarter of them), or undefined.
   */
  async restorable(keys: readonly string[], stamps: ReadonlyMap<string, FileStamp>): Promise<'exact' | 'last' | undefined> {
    const session = this.session;
    if (!session?.holdsCatalog) return undefined;
    const unsure = keys.filter((key) => stamps.has(key) && session.freshness(key, stamps.get(key)!) === 'verify');
    const read = new Map<string, { content: Uint8Array; hash: ContentHash; stamp: FileStamp }>();
    if (unsure.length <= READS_BEFORE_RESTORE) {
      await Promise.all(
        unsure.map((key) =>
          this.files.readFile(vscode.Uri.parse(key)).then(
            // The size is the bytes' (as a load takes it: some file systems on the web stat no true size).
            (content) => void read.set(key, { content, hash: contentHash(content), stamp: { size: content.length, mtime: stamps.get(key)!.mtime } }),
            () => undefined,
          ),
        ),
      );
    }
    const stampOf = (key: string) => read.get(key)?.stamp ?? stamps.get(key);
    const hashOf = (key: string) => read.get(key)?.hash;
    const fit = session.restorable(keys, stampOf, hashOf) ? 'exact' : session.restorableAsLast(keys, stampOf, hashOf) ? 'last' : undefined;
    // Kept for the load that follows a restore, and only until it has settled.
    this.verifiedReads = fit ? read : new Map();
    return fit;
  }

  /** Gives `assembler` (a new one) the catalog the cache holds and the state behind it (CachedAnalyses.restore); the files it then holds. */
  restore(assembler: CatalogAssembler): readonly string[] | undefined {
    return this.session?.restore(assembler);
  }

  /** The content hash the cache file has for a file. */
  cachedHash(key: string): ContentHash | undefined {
    return this.session?.cachedHash(key);
  }

  /**
   * A file's bytes or its cached analysis, or that the catalog holds it as it is (`holding`: restored from the cache,
   * which vouches for it); undefined when it cannot be read (said in the log). `known`: its stamp, when just stat'ed.
   */
  async load(uri: vscode.Uri, holding?: Holding, known?: FileStamp): Promise<LoadedFile | undefined> {
    const key = uri.toString();
    const session = this.session;
    // Read already to verify it before a restore: its bytes, hash and true size stand in for reading it again.
    const verified = this.verifiedReads.get(key);
    if (verified) this.verifiedReads.delete(key);
    try {
      let stamp: FileStamp | undefined;
      // A file system that cannot stat (some extension resources on the web) is read as without a cache.
      const stat = session ? (verified?.stamp ?? known ?? (await this.statOf(uri))) : undefined;
      if (session && stat) {
        stamp = { size: stat.size, mtime: stat.mtime };
        const cachedHash = holding && session.cachedHash(key);
        if (cachedHash !== undefined && holding!.holds(key, cachedHash) && session.vouch(key, stamp, verified?.hash)) {
          // A file with problems is read all the same: diagnostics need its lines.
          const content = holding!.hasProblems(key) ? (verified?.content ?? (await this.files.readFile(uri))) : undefined;
          return { fingerprint: cachedHash, content, stamp, unchanged: true };
        }
        const cached = session.beforeRead(key, stamp);
        if (cached) {
          // A file with problems is read all the same: diagnostics need its lines.
          const content = cached.problems.length ? (verified?.content ?? (await this.files.readFile(uri))) : undefined;
          return { fingerprint: session.stampOf(key)!.hash, cached, content, stamp };
        }
      }
      const content = verified?.content ?? (await this.files.readFile(uri));
      const fingerprint = verified?.hash ?? contentHash(content);
      if (stamp && content.length !== stamp.size) stamp = { size: content.length, mtime: stamp.mtime };
      const cached = session && stamp ? session.afterRead(key, stamp, fingerprint) : undefined;
      return { fingerprint, content, cached, stamp };
    } catch (error) {
      this.logger.warn(`Cannot read ${uri.toString(true)}: ${String(error)}`);
      return undefined;
    }
  }

  /** A file's stat, or undefined when it cannot be stat'ed. */
  private statOf(uri: vscode.Uri): Promise<Pick<vscode.FileStat, 'size' | 'mtime'> | undefined> {
    return this.files.stat(uri).then(undefined, () => undefined);
  }

  /** A file analysed afresh: kept for the next cache file. */
  analysed(key: string, loaded: LoadedFile, analysis: CatalogFileInput): void {
    if (this.session && loaded.stamp) this.session.remember(key, { ...loaded.stamp, hash: loaded.fingerprint }, analysis);
  }

  forget(key: string): void {
    this.session?.forget(key);
  }

  /** After a load or a batch of changes: writes the cache soon if anything changed, and lets go of the old file. */
  settle(afterLoad: boolean): void {
    this.verifiedReads.clear();
    const session = this.session;
    if (!session) return;
    const counts = session.counts;
    if (afterLoad) this.logger.info(`Analysis cache: ${counts.fresh} files from the cache unread, ${counts.verified} read but not analysed, ${counts.analysed} analysed.`);
    if (!session.dirty) {
      session.release();
      return;
    }
    clearTimeout(this.writeHandle);
    this.writeHandle = setTimeout(() => void this.write(), afterLoad ? WRITE_AFTER_LOAD_MS : WRITE_DELAY_MS);
  }

  /** Writes the cache file now if anything changed (and waits for a write under way). */
  flush(): Promise<void> {
    clearTimeout(this.writeHandle);
    this.writeHandle = undefined;
    return this.write();
  }

  /** Deletes the cache file: the next window analyses every file again. */
  async clear(): Promise<void> {
    clearTimeout(this.writeHandle);
    await this.writing;
    const file = this.file;
    if (!file) return;
    // Nothing of the old file is copied again; what is in the catalog now is written at the next change.
    this.session?.release();
    try {
      await vscode.workspace.fs.delete(file);
    } catch {
      // there was none
    }
    this.logger.info(`Analysis cache cleared: ${file.toString(true)}.`);
  }

  private write(): Promise<void> {
    this.writing = this.writing.then(async () => {
      const session = this.session;
      const file = this.file;
      if (!session?.dirty || !file || !this.folder || this.isDisposed) return;
      const started = performance.now();
      // Entries of unchanged files are copied from the cache file read at the load, or else from the file as it is now.
      const current = session.holdsCacheFile ? undefined : await this.readCacheFile();
      // Encoding thousands of analyses takes a while: in slices, with the extension host free between them.
      const steps = session.writing(current, this.assemblyOf, this.catalogOf);
      let step = steps.next();
      let slice = performance.now();
      while (!step.done) {
        if (performance.now() - slice > SLICE_MS) {
          await new Promise<void>((resolve) => setTimeout(resolve, 0));
          if (this.isDisposed) return;
          slice = performance.now();
        }
        step = steps.next();
      }
      const bytes = step.value;
      if (!bytes) return;
      try {
        await vscode.workspace.fs.createDirectory(this.folder);
        const temporary = vscode.Uri.joinPath(this.folder, `${CACHE_FILE}.tmp`);
        try {
          await vscode.workspace.fs.writeFile(temporary, bytes);
          await vscode.workspace.fs.rename(temporary, file, { overwrite: true });
        } catch {
          await vscode.workspace.fs.writeFile(file, bytes);
        }
        this.logger.info(`Analysis cache written: ${bytes.length.toLocaleString()} bytes in ${Math.round(performance.now() - started)} ms.`);
      } catch (error) {
        this.logger.warn(`Cannot write the analysis cache ${file.toString(true)}: ${String(error)}`);
      }
    });
    return this.writing;
  }

  private async readCacheFile(): Promise<Uint8Array | undefined> {
    try {
      return this.file && (await vscode.workspace.fs.readFile(this.file));
    } catch {
      return undefined; // none yet
    }
  }
}
