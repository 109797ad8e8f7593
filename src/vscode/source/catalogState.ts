// The catalog as it stands, and the one change event: files go in as bytes, a publish builds the catalog and tells
// the listeners. No `vscode` import and no timers or I/O: the store (catalogStore.ts) decides when to read and
// when to publish; a unit test drives this with plain bytes.
import { CatalogAssembler, CatalogView, NameIndex, sameNames, type Catalog, type CatalogFileInput, type CatalogOf, type CatalogPlan, type FileAnalysis, type FileAssembly } from '../../core/base';

/** What a publish hands its listeners: the new catalog, and the lines of files with problems (for diagnostic ranges). */
export interface Published {
  catalog: Catalog;
  linesOf(file: string): readonly string[] | undefined;
}

/** What identifies a file's bytes: equal fingerprints, equal analysis (the key an analysis cache would use). */
export type Fingerprint = string;

/** A file as the store got it: its bytes, or an analysis an analysis cache kept of the same bytes (or both). */
export interface TakenFile {
  fingerprint: Fingerprint;
  content?: Uint8Array;
  cached?: CatalogFileInput;
  /** An analysis of `content` made elsewhere (an analysis thread): taken as it is, and handed to `analysed`. */
  made?: CatalogFileInput;
}

/** The analysis engine's reading of a file's bytes (`analyzeFile`), with the catalog's short forms of names. */
export type Analyze = (file: string, content: Uint8Array, aliasesOf: (name: string) => string[]) => FileAnalysis;

export class CatalogState {
  private readonly builder = new CatalogAssembler();
  /** A fingerprint of the bytes last read for each file, so a save that changed nothing does not rebuild. */
  private readonly fingerprints = new Map<string, Fingerprint>();
  /** Bytes read since the last publish, and the bytes of files with problems (their lines give diagnostic ranges). */
  private readonly recentContents = new Map<string, Uint8Array>();
  private problemContents = new Map<string, Uint8Array>();
  /** The files with problems in the catalog restored from an analysis cache, if any. */
  private restoredProblems: ReadonlySet<string> = new Set();
  private currentView: CatalogView;
  private currentNameIndex: NameIndex | undefined;
  private readonly listeners = new Set<(published: Published) => void>();
  /** Publishes so far: 0 until the first catalog. */
  publishes = 0;

  /** `analyzer`: the engine's analysis once it is loaded (the store loads it before handing in bytes to analyse). */
  constructor(private readonly analyzer: () => Analyze | undefined) {
    this.currentView = new CatalogView(this.builder.build());
  }

  get view(): CatalogView {
    return this.currentView;
  }

  /** Product names for hovers, built once per catalog on first use. */
  get nameIndex(): NameIndex {
    return (this.currentNameIndex ??= new NameIndex(this.currentView.catalog.products));
  }

  /** Every file in the catalog (as it will be at the next publish). */
  files(): string[] {
    return this.builder.files();
  }

  has(file: string): boolean {
    return this.builder.has(file);
  }

  /** Whether `fingerprint` is what was taken last time for `file` (taking it again would change nothing). */
  isCurrent(file: string, fingerprint: Fingerprint): boolean {
    return this.fingerprints.get(file) === fingerprint;
  }

  /**
   * Before anything is taken: makes this state's assembler the one an analysis cache's catalog was written with
   * (`restore`, CachedAnalyses.restore), each file restored with its cached content hash as its fingerprint. Nothing
   * is published: files taken next with the same fingerprint change nothing. The files restored.
   */
  restore(restore: (assembler: CatalogAssembler) => readonly string[] | undefined, fingerprintOf: (file: string) => Fingerprint | undefined): readonly string[] {
    if (this.publishes > 0 || this.builder.files().length > 0) return [];
    const files = restore(this.builder) ?? [];
    for (const file of files) {
      const fingerprint = fingerprintOf(file);
      if (fingerprint !== undefined) this.fingerprints.set(file, fingerprint);
    }
    if (files.length) this.restoredProblems = new Set(this.builder.build().problems.map((problem) => problem.file));
    return files;
  }

  /** Whether a file restored from an analysis cache has problems (its bytes give their diagnostics' lines). */
  hasRestoredProblems(file: string): boolean {
    return this.restoredProblems.has(file);
  }

  /** The plan of the last catalog built, and the fingerprints of its files (for an analysis cache to keep); undefined while files changed since. */
  readonly catalogOf: CatalogOf = () => {
    const plan: CatalogPlan | undefined = this.builder.plan();
    return plan && { plan, fingerprint: (file) => this.fingerprints.get(file) };
  };

  /** Takes a file's bytes unless they are what was taken last time; true when they were new. */
  accept(file: string, content: Uint8Array): boolean {
    return this.take(file, { fingerprint: fingerprintOf(content), content });
  }

  /**
   * Takes a file unless its fingerprint is what was taken last time; true when it was new. This is the one place
   * bytes meet the analysis (the engine parses and understands them), unless an analysis cache vouched for
   * the bytes (`cached`) or an analysis thread analysed them (`made`); a fresh analysis is handed to `analysed` so
   * the cache can keep it. Bytes to analyse need
   * the engine loaded (a programming error otherwise).
   */
  take(file: string, taken: TakenFile, analysed?: (analysis: CatalogFileInput) => void): boolean {
    if (this.isCurrent(file, taken.fingerprint)) {
      // The bytes of a file taken as it was (restored with problems) give the next catalog's diagnostics their lines.
      if (taken.content && this.restoredProblems.has(file)) this.recentContents.set(file, taken.content);
      return false;
    }
    if (!taken.cached && !taken.content) return false;
    const analyze = taken.cached || taken.made ? undefined : this.analyzer();
    if (!taken.cached && !taken.made && !analyze) throw new Error('Verdicts: a file to analyse before the analysis engine was loaded.');
    this.fingerprints.set(file, taken.fingerprint);
    if (taken.content) this.recentContents.set(file, taken.content);
    if (taken.cached) this.builder.set(file, taken.cached);
    else if (taken.made) analysed?.(this.builder.set(file, taken.made));
    else {
      const analysis = this.builder.set(file, analyze!(file, taken.content!, this.builder.aliasesOf));
      analysed?.(analysis);
    }
    return true;
  }

  /** What the last catalog's assembly derived from a file, when the file taken has this fingerprint (for an analysis cache). */
  assemblyOf(file: string, fingerprint: Fingerprint): FileAssembly | undefined {
    return this.fingerprints.get(file) === fingerprint ? this.builder.assemblyOf(file) : undefined;
  }

  /** Drops a file; true when it was in the catalog. */
  forget(file: string): boolean {
    if (!this.builder.has(file)) return false;
    this.builder.delete(file);
    this.fingerprints.delete(file);
    this.recentContents.delete(file);
    this.problemContents.delete(file);
    return true;
  }

  /** Called with every catalog published; returns a function that stops it. */
  onDidPublish(listener: (published: Published) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Builds the catalog from what has been taken, makes it current and tells the listeners. */
  publish(): Catalog {
    const catalog = this.builder.build();
    // The hovers' index of names stays while the products' names and short forms do (a save that changes no title):
    // at 10,000 matchups it takes 130–210 ms to build.
    if (!sameNames(this.currentView.catalog.products, catalog.products)) this.currentNameIndex = undefined;
    this.currentView = new CatalogView(catalog);
    // Only files with problems keep their bytes, for the line lengths of diagnostic ranges; the rest are dropped.
    const problemContents = new Map<string, Uint8Array>();
    // A restored file with problems is read for its lines once; until then (the last catalog shown before a load
    // takes the changes), the load still needs to know it has problems.
    const unread = new Set<string>();
    for (const { file } of catalog.problems) {
      const content = this.recentContents.get(file) ?? this.problemContents.get(file);
      if (content) problemContents.set(file, content);
      else if (this.restoredProblems.has(file)) unread.add(file);
    }
    this.problemContents = problemContents;
    this.recentContents.clear();
    this.restoredProblems = unread;
    const decoder = new TextDecoder();
    const lines = new Map<string, string[]>();
    const linesOf = (file: string) => {
      const content = problemContents.get(file);
      if (content && !lines.has(file)) lines.set(file, decoder.decode(content).split(/\r\n|\r|\n/));
      return lines.get(file);
    };
    this.publishes++;
    for (const listener of [...this.listeners]) listener({ catalog, linesOf });
    return catalog;
  }
}

/** Length and two 32-bit FNV-1a variants: enough to tell a changed file from a save that changed nothing. */
export function fingerprintOf(bytes: Uint8Array): Fingerprint {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < bytes.length; i++) {
    a = Math.imul(a ^ bytes[i]!, 0x01000193);
    b = Math.imul(b ^ bytes[i]!, 0x5bd1e995);
  }
  return `${bytes.length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
}
