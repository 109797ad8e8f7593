import * as vscode from 'vscode';
import { CatalogBuilder, CatalogView, NameIndex, type Catalog } from '../../core';
import { Disposable } from '../disposable';
import type { PanelHost } from '../panel/panelHost';
import { Setting } from '../settings';
import { AnalysisCacheStore, type LoadedFile } from './analysisCacheStore';
import type { Logger } from './logger';
import { isInside, isReviewFileName, listBundledSeeds, listReviewFiles, resolveReviewFolders } from './reviewLocations';
import { ReviewDiagnostics } from './reviewDiagnostics';

/**
 * How long file events are collected before the catalog is rebuilt: one rebuild per save or burst. The workbench
 * delivers the events of a burst (a checkout, a tool rewriting files) in clumps, with pauses of over 250 ms
 * measured in VS Code for the Web; a silence of DEBOUNCE_MS, and of BURST_DEBOUNCE_MS once BURST_EVENTS have
 * come, ends the burst, so it is still read once.
 */
const DEBOUNCE_MS = 400;
const BURST_EVENTS = 3;
const BURST_DEBOUNCE_MS = 1_000;
/** Files read at once; enough to hide latency, few enough not to flood a remote file system. */
const READ_BATCH = 16;
/** Indexing yields to the extension host after this much work, so hovers and other extensions get their turn. */
const SLICE_MS = 15;
/**
 * The first partial catalog is published after this many new files, each next after twice as many: the views
 * fill early, and all the partial assemblies together cost about what the final one does.
 */
const FIRST_PARTIAL_PUBLISH = 100;
/** Loads of more files than this report their progress in a notification from the start. */
const NOTIFY_FROM_FILES = 200;
/** Loads that take longer than this report their progress in the status bar. */
const SLOW_LOAD_MS = 1_000;

/**
 * The catalog and everything that keeps it current: reads the bundled seeds and the configured review folders
 * through `workspace.fs`, watches the folders, re-reads only what changed, and publishes problems as diagnostics.
 * Files are keyed by their URI string, which is also what core `Problem.file` and `ReviewSource.file` carry.
 */
export class CatalogStore extends Disposable implements PanelHost {
  private readonly builder = new CatalogBuilder();
  /** A fingerprint of the bytes last read for each file, so a save that changed nothing does not rebuild. */
  private readonly fingerprints = new Map<string, string>();
  /** Bytes read since the last publish, and the bytes of files with problems (their lines give diagnostic ranges). */
  private readonly recentContents = new Map<string, Uint8Array>();
  private problemContents = new Map<string, Uint8Array>();
  private currentView: CatalogView;
  private currentNameIndex: NameIndex | undefined;
  private folders: vscode.Uri[] = [];
  private restricted = false;
  private watchers: vscode.Disposable | undefined;

  private readonly changedFiles = new Set<string>();
  /** File events since the last rebuild: many of them mean a burst. */
  private eventsInWindow = 0;
  private debounceHandle: ReturnType<typeof setTimeout> | undefined;
  private startHandle: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private readonly firstLoad: Promise<void>;
  private resolveFirstLoad!: () => void;
  /** Resolves at the first catalog published, partial or whole. */
  private readonly firstCatalog: Promise<void>;
  private resolveFirstCatalog!: () => void;
  private hasLoaded = false;
  /** How often files were read: full loads and batches of file changes (a test checks a burst is one batch). */
  readonly reloads = { full: 0, batches: 0 };

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
    this._register(analysisCache);
    this.currentView = new CatalogView(this.builder.build());
    this.firstLoad = new Promise((resolve) => (this.resolveFirstLoad = resolve));
    this.firstCatalog = new Promise((resolve) => (this.resolveFirstCatalog = resolve));

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
        clearTimeout(this.debounceHandle);
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
    return this.currentView;
  }

  get catalog(): Catalog {
    return this.currentView.catalog;
  }

  /** Product names for hovers, built once per catalog on first use. */
  get nameIndex(): NameIndex {
    return (this.currentNameIndex ??= new NameIndex(this.currentView.catalog.products));
  }

  /** The URI strings of every file in the catalog. */
  get files(): string[] {
    return this.builder.files();
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

  /** A review file in one of the review folders (the bundled seeds are not edited). */
  isInReviewFolder(uri: vscode.Uri): boolean {
    return isReviewFileName(uri.path) && this.folders.some((folder) => isInside(uri, folder));
  }

  /** Resolves once the first load is done and no reload is queued or waiting for its debounce. */
  async whenLoaded(): Promise<void> {
    await this.firstLoad;
    for (;;) {
      if (this.debounceHandle !== undefined) this.flushChanges();
      const queued = this.queue;
      await queued;
      if (queued === this.queue && this.debounceHandle === undefined) return;
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
    this.reloads.full++;
    const started = performance.now();
    await this.analysisCache.open();
    const includeSeeds = vscode.workspace.getConfiguration().get<boolean>(Setting.includeBundledSeeds, true);
    const seeds = includeSeeds ? await listBundledSeeds(this.extensionUri, this.logger) : [];
    const { folders, restricted } = resolveReviewFolders(this.logger);
    if (restricted) this.logger.info('Restricted Mode: review folders from workspace settings are ignored until the workspace is trusted.');
    const listed = await Promise.all(
      folders.map((folder) =>
        listReviewFiles(folder, this.logger).catch((error) => {
          this.logger.warn(`Review folder ${folder.toString(true)} cannot be read: ${String(error)}`);
          return [];
        }),
      ),
    );

    const wanted = new Map<string, vscode.Uri>();
    for (const uri of [...seeds, ...listed.flat()]) wanted.set(uri.toString(), uri);
    let changed = false;
    for (const file of this.builder.files()) {
      if (!wanted.has(file)) changed = this.forget(file) || changed;
    }
    changed = (await this.readInSlices([...wanted.values()], started)) || changed;

    // The extension may have been deactivated while files were read.
    if (this.isDisposed) return;
    if (restricted !== this.restricted) changed = true;
    this.restricted = restricted;
    if (folders.map(String).join('\n') !== this.folders.map(String).join('\n') || !this.watchers) this.watch(folders);
    this.folders = folders;
    if (changed || !this.hasLoaded) this.publish();
    this.logger.info(`Loaded ${wanted.size} review files (${seeds.length} bundled) in ${Math.round(performance.now() - started)} ms.`);
    this.analysisCache.settle(true);
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
    this.changedFiles.add(key);
    this.eventsInWindow++;
    clearTimeout(this.debounceHandle);
    this.debounceHandle = setTimeout(() => this.flushChanges(), this.eventsInWindow >= BURST_EVENTS ? BURST_DEBOUNCE_MS : DEBOUNCE_MS);
  }

  private flushChanges(): void {
    clearTimeout(this.debounceHandle);
    this.debounceHandle = undefined;
    this.eventsInWindow = 0;
    const files = [...this.changedFiles];
    this.changedFiles.clear();
    if (files.length) void this.enqueue(() => this.applyChanges(files));
  }

  /** Re-reads only the files that changed; a deleted folder takes its files with it. */
  private async applyChanges(keys: string[]): Promise<void> {
    if (this.isDisposed) return;
    this.reloads.batches++;
    let changed = false;
    for (const key of keys) {
      const uri = vscode.Uri.parse(key);
      let stat: vscode.FileStat | undefined;
      try {
        stat = await vscode.workspace.fs.stat(uri);
      } catch {
        stat = undefined;
      }
      if (!stat) {
        for (const file of this.builder.files()) {
          if (file === key || file.startsWith(`${key}/`)) changed = this.forget(file) || changed;
        }
      } else if (stat.type & vscode.FileType.Directory) {
        const files = await listReviewFiles(uri, this.logger).catch(() => []);
        for (const file of files) changed = (await this.read(file)) || changed;
      } else if (isReviewFileName(uri.path)) {
        changed = (await this.read(uri)) || changed;
      }
    }
    if (changed && !this.isDisposed) this.publish();
    this.analysisCache.settle(false);
  }

  /**
   * Reads and indexes files without holding the extension host: reading overlaps in batches, indexing yields
   * after every SLICE_MS of work, partial catalogs are published as files arrive, and a long load shows its
   * progress. True when any file was new or changed.
   */
  private async readInSlices(uris: readonly vscode.Uri[], started: number): Promise<boolean> {
    const progress = new LoadProgress(uris.length, started);
    let changed = false;
    let newFiles = 0;
    let nextPublish = FIRST_PARTIAL_PUBLISH;
    let sliceStart = performance.now();
    try {
      for (let i = 0; i < uris.length; i += READ_BATCH) {
        const batch = uris.slice(i, i + READ_BATCH);
        const contents = await Promise.all(batch.map((uri) => this.analysisCache.load(uri)));
        for (let k = 0; k < batch.length; k++) {
          if (this.isDisposed) return changed;
          const content = contents[k];
          const accepted = content === undefined ? this.forget(batch[k].toString()) : this.accept(batch[k].toString(), content);
          if (accepted) {
            changed = true;
            newFiles++;
          }
          if (performance.now() - sliceStart > SLICE_MS) {
            await yieldToHost();
            sliceStart = performance.now();
          }
        }
        progress.report(Math.min(i + READ_BATCH, uris.length));
        if (newFiles >= nextPublish && i + READ_BATCH < uris.length && !this.isDisposed) {
          this.publish();
          nextPublish = newFiles * 2;
          await yieldToHost();
          sliceStart = performance.now();
        }
      }
    } finally {
      progress.done();
    }
    return changed;
  }

  /** Reads one file into the builder; true when its content is new. */
  private async read(uri: vscode.Uri): Promise<boolean> {
    const loaded = await this.analysisCache.load(uri);
    return loaded === undefined ? this.forget(uri.toString()) : this.accept(uri.toString(), loaded);
  }

  /** Indexes a file (its bytes, or the cache's analysis of them) unless it is what was read last time; true when new. */
  private accept(key: string, loaded: LoadedFile): boolean {
    if (this.fingerprints.get(key) === loaded.fingerprint) return false;
    this.fingerprints.set(key, loaded.fingerprint);
    if (loaded.content) this.recentContents.set(key, loaded.content);
    if (loaded.cached) this.builder.set(key, loaded.cached);
    else if (loaded.content) this.analysisCache.analysed(key, loaded, this.builder.set(key, loaded.content));
    return true;
  }

  private forget(key: string): boolean {
    if (!this.builder.has(key)) return false;
    this.builder.delete(key);
    this.analysisCache.forget(key);
    this.fingerprints.delete(key);
    this.recentContents.delete(key);
    this.problemContents.delete(key);
    return true;
  }

  private hasFilesUnder(key: string): boolean {
    return this.builder.files().some((file) => file.startsWith(`${key}/`));
  }

  private publish(): void {
    const catalog = this.builder.build();
    this.currentView = new CatalogView(catalog);
    this.currentNameIndex = undefined;
    // Only files with problems keep their bytes, for the line lengths of diagnostic ranges; the rest are dropped.
    const problemContents = new Map<string, Uint8Array>();
    for (const { file } of catalog.problems) {
      const content = this.recentContents.get(file) ?? this.problemContents.get(file);
      if (content) problemContents.set(file, content);
    }
    this.problemContents = problemContents;
    this.recentContents.clear();
    const decoder = new TextDecoder();
    const lines = new Map<string, string[]>();
    const linesOf = (file: string) => {
      const content = problemContents.get(file);
      if (content && !lines.has(file)) lines.set(file, decoder.decode(content).split(/\r\n|\r|\n/));
      return lines.get(file);
    };
    this.diagnostics.publishCatalog(catalog.problems, linesOf);
    this.logger.trace(
      `Catalog: ${catalog.products.length} products, ${catalog.matchups.length} matchups, ${catalog.reviews.length} reviews, ${catalog.problems.length} problems.`,
    );
    this.resolveFirstCatalog();
    this._onDidChangeCatalog.fire();
  }
}

/** Lets the extension host run whatever is waiting (a hover, another extension) before the next slice of work. */
function yieldToHost(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The progress of one load: nothing for a short one, a notification from the start when there are many files,
 * the status bar once a load turns out slow.
 */
class LoadProgress {
  private reporter: vscode.Progress<{ message?: string; increment?: number }> | undefined;
  private finish: (() => void) | undefined;
  private shown = 0;
  private finished = false;

  constructor(
    private readonly total: number,
    private readonly started: number,
  ) {
    if (total > NOTIFY_FROM_FILES) this.show(vscode.ProgressLocation.Notification);
  }

  report(read: number): void {
    if (!this.reporter && !this.finished && performance.now() - this.started > SLOW_LOAD_MS) this.show(vscode.ProgressLocation.Window);
    if (!this.reporter) return;
    const increment = ((read - this.shown) / this.total) * 100;
    this.shown = read;
    this.reporter.report({ message: vscode.l10n.t('{0} of {1} files', read.toLocaleString(), this.total.toLocaleString()), increment });
  }

  done(): void {
    this.finished = true;
    this.finish?.();
  }

  private show(location: vscode.ProgressLocation): void {
    void vscode.window.withProgress({ location, title: vscode.l10n.t('Verdicts: reading review files') }, (reporter) => {
      this.reporter = reporter;
      return new Promise<void>((resolve) => (this.finished ? resolve() : (this.finish = resolve)));
    });
  }
}
