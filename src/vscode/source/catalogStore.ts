import * as vscode from 'vscode';
import { readPendingTexts, type Catalog, type CatalogFileInput, type CatalogView, type FileStamp, type NameIndex } from '../../core/base';
import { Disposable } from '../disposable';
import type { PanelHost } from '../panel/panelHost';
import { Setting } from '../settings';
import { CatalogState } from './catalogState';
import { EngineLoader } from './engineLoader';
import { ChangeCoalescer, type Burst } from './changeCoalescer';
import { FolderReader } from './folderReader';
import { LoadProgress } from './loadProgress';
import { AnalysisCacheStore, type Holding, type LoadedFile } from './analysisCacheStore';
import { createAnalysisThreads, HOST_HAS_THREADS, type AnalysisThreads } from './analysisThreads';
import type { Logger } from './logger';
import { isInside, isReviewFileName, listBundledSeeds, resolveReviewFolders } from './reviewLocations';
import { ReviewDiagnostics, type EditedDocuments } from './reviewDiagnostics';
import { workspaceFileSystem } from './workspaceFileSystem';

/** Indexing yields to the extension host after this much work, so hovers and other extensions get their turn. */
const SLICE_MS = 15;
/**
 * Files read at once: enough to hide latency, few enough not to flood a remote file system. Each file is a stat and
 * a read through the host's file service (reviewFiles.ts): in the Node host, 64 at once loaded 3,000 files about a
 * quarter faster than 16 did (4.4 s against 6.1 s on one thread); the web host's in-memory file system took the same
 * time either way.
 */
const READ_BATCH = 64;
/**
 * Batches being read at once (a load reads the next ones while it takes the first). Mostly for a reopen: in the Node
 * host, through `workspace.fs`, a stat took about 8 ms when 64 waited together, and a reopen of 3,000 cached files
 * spent 0.6 s of its 1.0 s waiting for stats one batch at a time; with four batches in flight, 0.3 s of 0.65 s. (The
 * Node host now stats and reads `file:` URIs on the disk directly.)
 */
const READ_AHEAD = 4;
/** A read analyses this many files on the extension host's thread before it hands the rest to worker threads. */
const PARALLEL_AFTER = 8;
/** Batches read ahead of the one being taken while worker threads analyse. */
const THREAD_LOOKAHEAD = 3;
/**
 * The first partial catalog of a full load is published after this many new files, each next after twice as
 * many: the views fill early, and all the partial assemblies together cost about what the final one does.
 */
const FIRST_PARTIAL_PUBLISH = 100;
/**
 * A full load that has analysed nothing yet (a reopen, every file from the analysis cache) publishes partial
 * catalogs only once it has run this long. Most such loads are over sooner, and their partial catalogs cost about
 * as much again as the final one. In the Node host, a reopen of 3,000 files published once instead of six times,
 * its catalog after 0.44–0.53 s instead of 0.52–0.67 s, and the views refreshed once.
 */
const CACHED_PARTIAL_AFTER_MS = 1_000;

/**
 * The texts a load left in the analysis cache are read once it has been over this long, TEXTS_SLICE reviews a turn
 * (about 250 files, a few milliseconds): the views and hovers that come right after a reopen go first.
 */
const TEXTS_AFTER_MS = 1_000;
const TEXTS_SLICE = 2_000;

/**
 * The catalog and everything that keeps it current, wired to VS Code. The work is cut into rooms, each tested
 * alone: `FolderReader` lists and reads (through `workspace.fs`, or the disk directly in the desktop host),
 * `ChangeCoalescer` turns file events into bursts (the only place with timers), `CatalogState` holds the catalog
 * and fires the change event. This class decides when to read what (settings, trust, watchers, saves), runs one
 * read at a time, and shows progress and diagnostics. Files are keyed by their URI string, which is also what core
 * `Problem.file` and `ReviewSource.file` carry.
 */
export class CatalogStore extends Disposable implements PanelHost {
  /** The analysis engine, loaded when a file needs analysing or a surface needs it (panels, review documents). */
  readonly engine: EngineLoader;
  private readonly state = new CatalogState(() => this.engine.loaded?.analyzeFile);
  private readonly reader: FolderReader;
  private readonly coalescer: ChangeCoalescer;
  private folders: vscode.Uri[] = [];
  private restricted = false;
  private watchers: vscode.Disposable | undefined;

  private startHandle: ReturnType<typeof setTimeout> | undefined;
  /** The next slice of the idle read of the texts a load left in the analysis cache (`readTextsWhenIdle`). */
  private textsHandle: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private readonly firstLoad: Promise<void>;
  private resolveFirstLoad!: () => void;
  /** Resolves at the first catalog published, partial or whole. */
  private readonly firstCatalog: Promise<void>;
  private resolveFirstCatalog!: () => void;
  private hasLoaded = false;
  /** Files whose catalog the first load restored from the analysis cache (0: it started from nothing). */
  restoredFiles = 0;
  private sweeping = false;
  private readonly counts = { full: 0, batches: 0 };
  private engineFailed = false;
  /** Worker threads that analyse the files of a large read (the desktop host); made when first needed. */
  private threads: AnalysisThreads | undefined;

  private readonly _onDidChangeCatalog = this._register(new vscode.EventEmitter<void>());
  readonly onDidChangeCatalog: vscode.Event<void> = this._onDidChangeCatalog.event;
  private readonly diagnostics = this._register(new ReviewDiagnostics((uri) => this.isInReviewFolder(uri)));

  constructor(
    readonly extensionUri: vscode.Uri,
    private readonly logger: Logger,
    /** The persisted analysis cache; without one, every file is read and analysed. */
    readonly analysisCache: AnalysisCacheStore = new AnalysisCacheStore(undefined, logger),
  ) {
    super();
    this.engine = new EngineLoader(extensionUri, logger);
    this._register(analysisCache);
    // The cache keeps what assembly derived from each file, so the next window's first catalog need not derive it.
    analysisCache.assemblyOf = (key, hash) => this.state.assemblyOf(key, hash);
    // And the plan of the catalog, so the next window starts from this catalog instead of assembling it.
    analysisCache.catalogOf = this.state.catalogOf;
    this.firstLoad = new Promise((resolve) => (this.resolveFirstLoad = resolve));
    this.firstCatalog = new Promise((resolve) => (this.resolveFirstCatalog = resolve));
    this.reader = new FolderReader(workspaceFileSystem(logger, analysisCache.files), logger);
    this.coalescer = new ChangeCoalescer(
      (burst) => void this.enqueue(() => this.applyBurst(burst)),
      (folder) => this.folders.some((root) => isInside(vscode.Uri.parse(folder), root)),
    );
    const stopListening = this.state.onDidPublish(({ catalog, linesOf }) => {
      this.diagnostics.publishCatalog(catalog.problems, linesOf);
      this.logger.trace(
        `Catalog: ${catalog.products.length} products, ${catalog.matchups.length} matchups, ${this.state.view.reviewCount} reviews, ${catalog.problems.length} problems.`,
      );
      this.resolveFirstCatalog();
      this._onDidChangeCatalog.fire();
    });

    this._register(
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (event.affectsConfiguration(Setting.reviewFolders) || event.affectsConfiguration(Setting.includeBundledSeeds)) {
          void this.reload();
        }
      }),
    );
    this._register(vscode.workspace.onDidGrantWorkspaceTrust(() => void this.reload()));
    this._register(vscode.workspace.onDidChangeWorkspaceFolders(() => void this.reload()));
    // Watchers miss changes on some file systems; edits made in the editor are reported here as well.
    this._register(vscode.workspace.onDidSaveTextDocument((document) => this.noteChange(document.uri)));
    this._register(vscode.workspace.onDidCreateFiles((event) => event.files.forEach((uri) => this.noteChange(uri))));
    this._register(vscode.workspace.onDidDeleteFiles((event) => event.files.forEach((uri) => this.noteChange(uri))));
    this._register(
      vscode.workspace.onDidRenameFiles((event) =>
        event.files.forEach(({ oldUri, newUri }) => {
          this.noteChange(oldUri);
          this.noteChange(newUri);
        }),
      ),
    );
    this._register({
      dispose: () => {
        clearTimeout(this.startHandle);
        clearTimeout(this.textsHandle);
        this.coalescer.dispose();
        stopListening();
        this.watchers?.dispose();
        this.watchers = undefined;
      },
    });
  }

  /** Loads the catalog after the current task, so activation returns first. */
  start(): void {
    this.startHandle = setTimeout(() => void this.reload(), 0);
  }

  get view(): CatalogView {
    return this.state.view;
  }

  get catalog(): Catalog {
    return this.state.view.catalog;
  }

  /** Product names for hovers, built once per catalog on first use. */
  get nameIndex(): NameIndex {
    return this.state.nameIndex;
  }

  /** Files analysed in worker threads and threads started so far; undefined in a host without them (the web). */
  get analysisThreads(): { analysed: number; started: number } | undefined {
    return HOST_HAS_THREADS ? { ...(this.threads?.counts ?? { analysed: 0, started: 0 }) } : undefined;
  }

  /** The URI strings of every file in the catalog. */
  get files(): string[] {
    return this.state.files();
  }

  /** The review folders being read (and watched). */
  get reviewFolders(): readonly vscode.Uri[] {
    return this.folders;
  }

  /** True when the workspace names review folders that are ignored until it is trusted. */
  get foldersRestricted(): boolean {
    return this.restricted;
  }

  get loaded(): boolean {
    return this.hasLoaded;
  }

  /** Whether file system watchers are live (false once disposed). */
  get watching(): boolean {
    return this.watchers !== undefined;
  }

  /**
   * How often files were read (full loads, and batches of file changes: one per burst) and how many file events
   * came in; the in-editor tests check that a burst is one batch.
   */
  get reloads(): { full: number; batches: number; events: number } {
    return { ...this.counts, events: this.coalescer.counts.events };
  }

  /** Diagnostics of unsaved edits come from `edited` (the authoring outlines), read again after a pause in typing. */
  checkEdits(edited: EditedDocuments): void {
    this.diagnostics.follow(edited);
  }

  /** A review file in one of the review folders (the bundled seeds are not edited). */
  isInReviewFolder(uri: vscode.Uri): boolean {
    return isReviewFileName(uri.path) && this.folders.some((folder) => isInside(uri, folder));
  }

  /** Resolves once the first load is done and no reload is queued or being collected (a burst is read now). */
  async whenLoaded(): Promise<void> {
    await this.firstLoad;
    for (;;) {
      if (this.coalescer.collecting) this.coalescer.flush();
      const queued = this.queue;
      await queued;
      if (queued === this.queue && !this.coalescer.collecting) return;
    }
  }

  /**
   * Resolves once there is a catalog to show: the first partial one of a long load, or the whole of a short
   * one. The trees wait for this, not for the whole load, and fill in as the rest arrives.
   */
  async whenReady(): Promise<void> {
    await Promise.race([this.firstCatalog, this.firstLoad]);
  }

  /** Lists and reads everything again: after a settings or trust change, or on request. */
  reload(): Promise<void> {
    clearTimeout(this.startHandle);
    // The full load reads every file as it is then: events collected so far need no batch of their own.
    this.coalescer.discard();
    return this.enqueue(() => this.loadAll());
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work).catch((error) => this.logger.error(error instanceof Error ? error : String(error)));
    return this.queue;
  }

  private async loadAll(): Promise<void> {
    try {
      await this.readEverything();
    } finally {
      // Even a failed load counts: the views show what there is instead of waiting forever.
      this.hasLoaded = true;
      this.resolveFirstLoad();
    }
  }

  private async readEverything(): Promise<void> {
    if (this.isDisposed) return;
    this.counts.full++;
    const started = performance.now();
    await this.analysisCache.open();
    const includeSeeds = vscode.workspace.getConfiguration().get<boolean>(Setting.includeBundledSeeds, true);
    const seeds = includeSeeds ? (await listBundledSeeds(this.extensionUri, this.logger)).map(String) : [];
    const { folders, restricted } = resolveReviewFolders(this.logger);
    if (restricted) this.logger.info('Restricted Mode: review folders from workspace settings are ignored until the workspace is trusted.');
    const wanted = [...new Set([...seeds, ...(await this.reader.list(folders.map(String)))])];

    const wantedSet = new Set(wanted);
    let changed = false;
    for (const file of this.state.files()) {
      if (!wantedSet.has(file)) changed = this.forget(file) || changed;
    }
    // A reopened window starts from the catalog the last one left in the cache when every file is as it was then: its
    // files are then only stat'ed. With a few changed, come or gone (a pull, an edit in another window), it shows
    // that catalog at once, as the last session left it, and then takes the changes as any load does. The stamps
    // serve the reads below.
    let stamps: ReadonlyMap<string, FileStamp> | undefined;
    let showingLast = false;
    if (!this.hasLoaded && this.analysisCache.holdsCatalog) {
      stamps = await this.analysisCache.stampsOf(wanted);
      const fit = this.isDisposed ? undefined : await this.analysisCache.restorable(wanted, stamps);
      if (fit && !this.isDisposed) {
        const restored = this.state.restore((assembler) => this.analysisCache.restore(assembler), (file) => this.analysisCache.cachedHash(file));
        this.restoredFiles = restored.length;
        showingLast = fit === 'last' && restored.length > 0;
        if (showingLast) {
          this.logger.info(`Showing the last catalog of ${restored.length} review files from the analysis cache while reading what changed since.`);
          this.state.publish();
          for (const file of restored) if (!wantedSet.has(file)) this.forget(file);
          changed = true;
        } else if (restored.length) this.logger.info(`Restored the catalog of ${restored.length} review files from the analysis cache.`);
      }
    }
    // Partial catalogs while the files arrive, unless the last one is showing: the next is then the whole.
    changed = (await this.readInSlices(wanted, started, !showingLast, stamps)) || changed;

    // The extension may have been deactivated while files were read.
    if (this.isDisposed) return;
    if (restricted !== this.restricted) changed = true;
    this.restricted = restricted;
    if (folders.map(String).join('\n') !== this.folders.map(String).join('\n') || !this.watchers) this.watch(folders);
    this.folders = folders;
    if (!this.sweeping) {
      this.sweeping = true;
      this.coalescer.startSweeping(() => this.sweep());
    }
    if (changed || !this.hasLoaded) this.state.publish();
    this.logger.info(`Loaded ${wanted.length} review files (${seeds.length} bundled) in ${Math.round(performance.now() - started)} ms.`);
    this.analysisCache.settle(true);
    this.readTextsWhenIdle();
  }

  /**
   * Reads, a slice at a time once the load has been over a moment, the quotes' texts it left in the analysis cache's
   * bytes (a catalog from the cache decodes a text only when first read): the first hover, panel or search after a
   * reopen then finds them decoded, and the cache's bytes are let go once all are read.
   */
  private readTextsWhenIdle(): void {
    clearTimeout(this.textsHandle);
    // Read when the first slice runs: a catalog restored from the cache makes its reviews then, not during the load.
    const catalog = this.catalog;
    let next = 0;
    const slice = () => {
      if (this.isDisposed) return;
      next = readPendingTexts(catalog.reviews, next, TEXTS_SLICE);
      if (next >= 0) this.textsHandle = setTimeout(slice, 0);
    };
    this.textsHandle = setTimeout(slice, TEXTS_AFTER_MS);
  }

  private watch(folders: readonly vscode.Uri[]): void {
    this.watchers?.dispose();
    this.watchers = vscode.Disposable.from(
      ...folders.map((folder) => {
        const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder, '**'));
        return vscode.Disposable.from(
          watcher,
          watcher.onDidCreate((uri) => this.noteChange(uri)),
          watcher.onDidChange((uri) => this.noteChange(uri)),
          watcher.onDidDelete((uri) => this.noteChange(uri)),
        );
      }),
    );
  }

  private noteChange(uri: vscode.Uri): void {
    if (!this.folders.some((folder) => isInside(uri, folder))) return;
    const key = uri.toString();
    // Anything may have been deleted or created as a folder; other files only matter when they are reviews.
    if (!isReviewFileName(uri.path) && !this.hasFilesUnder(key) && /\.[^/]*$/.test(uri.path)) return;
    this.coalescer.note(key);
  }

  /** Compares the review folders with the catalog, between reads, and notes what no watcher reported. */
  private async sweep(): Promise<void> {
    if (this.isDisposed || !this.folders.length) return;
    const queued = this.queue;
    await queued;
    if (queued !== this.queue || this.coalescer.collecting) return; // something is being read: its listing will tell
    const unreported = await this.reader.unreported(this.folders.map(String), this.state.files());
    // A read that began meanwhile makes the comparison stale; the next sweep compares again.
    if (queued !== this.queue || this.coalescer.collecting || this.isDisposed) return;
    if (unreported.length) this.logger.info(`${unreported.length} changed review files were not reported by the file watcher; reading them.`);
    for (const key of unreported) this.coalescer.note(key);
  }

  /** Reads what one burst of changes touched; a deleted folder takes its files with it. */
  private async applyBurst(burst: Burst): Promise<void> {
    if (this.isDisposed) return;
    this.counts.batches++;
    const started = performance.now();
    const plan = await this.reader.plan(burst, this.state.files());
    let changed = false;
    for (const file of plan.forget) changed = this.forget(file) || changed;
    changed = (await this.readInSlices(plan.read, started, false)) || changed;
    if (changed && !this.isDisposed) this.state.publish();
    this.analysisCache.settle(false);
  }

  /** Loads the engine; when it cannot be, says so once (files not in the analysis cache are then left out). */
  private async loadEngine(): Promise<void> {
    try {
      await this.engine.load();
    } catch (error) {
      if (this.engineFailed) return;
      this.engineFailed = true;
      void vscode.window.showErrorMessage(vscode.l10n.t('Verdicts could not load its analysis engine ({0}); files not in its analysis cache are left out.', String(error)));
    }
  }

  /**
   * Reads and indexes files without holding the extension host: reading overlaps in batches (several in flight), indexing yields
   * after every SLICE_MS of work, a long read shows its progress, and a full load (`partial`) publishes partial
   * catalogs as files arrive. In the desktop host, once a read has more than PARALLEL_AFTER files to analyse, the
   * rest are analysed in worker threads while the next batches are read; files are still taken in order, so the
   * catalog is the one a single thread makes. True when any file was new or changed.
   */
  private async readInSlices(files: readonly string[], started: number, partial: boolean, stamps?: ReadonlyMap<string, FileStamp>): Promise<boolean> {
    const progress = new LoadProgress(files.length, started);
    const run: ReadRun = { started, changed: false, newFiles: 0, read: 0, nextPublish: FIRST_PARTIAL_PUBLISH, sliceStart: performance.now(), toAnalyse: 0, inThreads: 0, fellBack: 0, firstFailure: '' };
    /** Batches read, waiting to be taken (their analyses may still be under way in the threads). */
    const queued: ReadBatch[] = [];
    // Batches are read READ_AHEAD at a time: a file's stat and read are round trips to the host's file service.
    const read = (from: number) => Promise.all(files.slice(from, from + READ_BATCH).map((key) => this.analysisCache.load(vscode.Uri.parse(key), this.holding, stamps?.get(key))));
    const reading: ReturnType<typeof read>[] = [];
    let nextRead = 0;
    try {
      for (let i = 0; i < files.length; i += READ_BATCH) {
        const batch = files.slice(i, i + READ_BATCH);
        for (; reading.length < READ_AHEAD && nextRead < files.length; nextRead += READ_BATCH) reading.push(read(nextRead));
        const loads = await reading.shift()!;
        // Bytes the analysis cache could not vouch for are analysed: the engine is loaded the first time.
        if (!this.engine.loaded && loads.some((loaded) => loaded !== undefined && !loaded.cached && !loaded.unchanged)) await this.loadEngine();
        queued.push({ batch, loads, made: this.analyseInThreads(batch, loads, run) });
        // Threads at work: the next batches are read meanwhile, so they always have files to go on with.
        while (queued.length > (run.inThreads ? THREAD_LOOKAHEAD : 0)) {
          if (!(await this.takeBatch(queued.shift()!, run, files.length, partial, progress))) return run.changed;
        }
      }
      while (queued.length) if (!(await this.takeBatch(queued.shift()!, run, files.length, partial, progress))) return run.changed;
    } finally {
      progress.done();
    }
    if (run.inThreads) this.logger.info(`${run.inThreads} review files were analysed in ${this.threads?.counts.started ?? 0} worker threads.`);
    // Once per read, not once per file: threads that cannot start would otherwise fill the log.
    if (run.fellBack) this.logger.warn(`${run.fellBack} review files were analysed on the extension host's thread: their analysis threads failed (${run.firstFailure}).`);
    return run.changed;
  }

  /**
   * Starts the analysis of a batch's files in worker threads, when the host has them and this read has had more
   * than PARALLEL_AFTER files to analyse (a few are quicker here than starting a thread); per file, its analysis
   * (undefined when its thread failed: it is then analysed here), or undefined for a file taken as before.
   */
  private analyseInThreads(batch: readonly string[], loads: readonly (LoadedFile | undefined)[], run: ReadRun): (Promise<CatalogFileInput | undefined> | undefined)[] {
    return batch.map((key, k) => {
      const loaded = loads[k];
      if (!loaded?.content || loaded.cached || !this.engine.loaded || this.state.isCurrent(key, loaded.fingerprint)) return undefined;
      if (++run.toAnalyse <= PARALLEL_AFTER) return undefined;
      this.threads ??= this._register(createAnalysisThreads(this.extensionUri, this.logger) ?? NO_THREADS);
      if (!this.threads.usable) return undefined;
      run.inThreads++;
      return this.threads.analyze(key, loaded.content).catch((error: unknown) => {
        run.inThreads--;
        if (!run.fellBack++) run.firstFailure = String(error);
        return undefined;
      });
    });
  }

  /** Takes a batch's files in order (publishing partial catalogs and yielding as it goes); false when the store was disposed. */
  private async takeBatch({ batch, loads, made }: ReadBatch, run: ReadRun, total: number, partial: boolean, progress: LoadProgress): Promise<boolean> {
    for (let k = 0; k < batch.length; k++) {
      const key = batch[k]!;
      const loaded = loads[k];
      const analysis = made[k] && (await made[k]);
      if (this.isDisposed) return false;
      // Without the engine (it could not be loaded, said once), such a file stays out of the catalog.
      if (loaded !== undefined && !loaded.cached && !loaded.unchanged && !analysis && !this.engine.loaded) continue;
      const taken = loaded && analysis ? { ...loaded, made: analysis } : loaded;
      if (taken === undefined ? this.forget(key) : this.state.take(key, taken, (analysed) => this.analysisCache.analysed(key, taken, analysed))) {
        run.changed = true;
        run.newFiles++;
      }
      if (performance.now() - run.sliceStart > SLICE_MS) {
        await yieldToHost();
        run.sliceStart = performance.now();
      }
    }
    run.read += batch.length;
    progress.report(run.read);
    const due = run.toAnalyse > 0 || performance.now() - run.started >= CACHED_PARTIAL_AFTER_MS;
    if (partial && due && run.newFiles >= run.nextPublish && run.read < total && !this.isDisposed) {
      this.state.publish();
      run.nextPublish = run.newFiles * 2;
      await yieldToHost();
      run.sliceStart = performance.now();
    }
    return true;
  }

  /** What a load asks of the catalog about files it restored from the analysis cache. */
  private readonly holding: Holding = {
    holds: (key, hash) => this.state.isCurrent(key, hash),
    hasProblems: (key) => this.state.hasRestoredProblems(key),
  };

  /** Drops a file from the catalog and from the analysis cache; true when it was in the catalog. */
  private forget(key: string): boolean {
    this.analysisCache.forget(key);
    return this.state.forget(key);
  }

  private hasFilesUnder(key: string): boolean {
    return this.state.files().some((file) => file.startsWith(`${key}/`));
  }
}

/** Lets the extension host run whatever is waiting (a hover, another extension) before the next slice of work. */
function yieldToHost(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** One read's running totals. */
interface ReadRun {
  /** When the read (or the load it is part of) began, in `performance.now()` time. */
  started: number;
  changed: boolean;
  newFiles: number;
  read: number;
  nextPublish: number;
  sliceStart: number;
  /** Files this read had to analyse so far, and how many of them went to worker threads. */
  toAnalyse: number;
  inThreads: number;
  /** Files whose thread failed (analysed on the host's thread instead), and the first failure. */
  fellBack: number;
  firstFailure: string;
}

/** A batch of files read, and per file the analysis under way in a worker thread, if any. */
interface ReadBatch {
  batch: readonly string[];
  loads: readonly (LoadedFile | undefined)[];
  made: readonly (Promise<CatalogFileInput | undefined> | undefined)[];
}

/** The host has no analysis threads (the web worker host): every file is analysed on the host's thread. */
const NO_THREADS: AnalysisThreads & vscode.Disposable = {
  usable: false,
  counts: { analysed: 0, started: 0 },
  analyze: () => Promise.reject(new Error('no analysis threads')),
  dispose: () => undefined,
};
