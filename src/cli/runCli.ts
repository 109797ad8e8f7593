import {
  CatalogBuilder,
  CatalogView,
  NO_FILTER,
  arrangeBoard,
  buildBoard,
  compareProducts,
  contentHash,
  describeBoardCell,
  explainReview,
  plainReview,
  productDecision,
  openFileAnalysisCache,
  type Catalog,
  type CatalogFileInput,
  type FileStamp,
  type Problem,
  type Product,
  type ReviewFileInput,
} from '../core';
import { boardCellTooltip, renderBoardCsv, renderBoardMarkdown, renderBoardTable, renderCompareBody, renderCompareMarkdown, renderHtmlDocument } from '../core/render';
import { COMMAND_USAGE, USAGE, parseArgs, type BoardFormat, type BoardSort, type CliRequest, type CompareFormat } from './args';
import { formatProblem, formatSummary, neutralizeControls, sortProblems } from './checkReport';
import { resolveProduct } from './resolveProduct';

/**
 * The command-line tool without the process around it: everything it needs from the outside comes
 * through `CliHost`, so src/cli.ts is the only file that touches Node, and this one is tested with fakes.
 */

export interface ReviewSet {
  /**
   * Every review file found, keyed by the path as the user wrote it (or relative to the working folder), with
   * its size and modification time when the host knows them (without, a cached analysis is checked by content).
   */
  files: (ReviewFileInput & { stamp?: FileStamp })[];
  /** Paths that could not be read, folders without review files: reported like the core's problems. */
  problems: Problem[];
}

export interface CliHost {
  version: string;
  /** Reads the files and folders named on the command line; no paths means the bundled sample reviews. */
  readReviews(paths: readonly string[]): ReviewSet;
  stdout(text: string): void;
  stderr(text: string): void;
  /** A fresh nonce (16+ base64 characters) for each standalone HTML document. */
  nonce(): string;
  /** The panel stylesheet to inline in standalone HTML, when the package ships one. */
  standaloneCss(): string | undefined;
  /** The analysis cache file's bytes (`--cache FILE`); undefined when there is none yet or it cannot be read. */
  readCache?(path: string): Uint8Array | undefined;
  /** Replaces the analysis cache file as a whole (never half-written); a message when that failed. */
  writeCache?(path: string, bytes: Uint8Array): string | undefined;
  /**
   * Analyses many files at once off this thread (src/cli.ts: worker threads), each as `CatalogFileInput`, or
   * undefined for a file it could not (that one is analysed here). Asked only for more than PARALLEL_AFTER files.
   */
  analyseMany?(files: readonly { file: string; content: Uint8Array }[]): Promise<(CatalogFileInput | undefined)[]>;
}

/** Files to analyse before a run hands them to `CliHost.analyseMany`: fewer are quicker here than starting threads. */
export const PARALLEL_AFTER = 16;

export const EXIT = { ok: 0, errors: 1, usage: 2 } as const;

export async function runCli(argv: readonly string[], host: CliHost): Promise<number> {
  const request = parseArgs(argv);
  try {
    return await dispatch(request, host);
  } catch (error) {
    // The core never throws on bad input; if something still does, say so instead of a stack trace.
    host.stderr(`verdicts: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.errors;
  }
}

async function dispatch(request: CliRequest, host: CliHost): Promise<number> {
  switch (request.kind) {
    case 'help':
      host.stdout(`${request.command ? COMMAND_USAGE[request.command] : USAGE}\n`);
      return EXIT.ok;
    case 'version':
      host.stdout(`${host.version}\n`);
      return EXIT.ok;
    case 'usage-error':
      return usageError(host, request.message, request.command ? `verdicts ${request.command} --help` : 'verdicts --help');
    case 'check':
      return check(host, request.paths, request.cache);
    case 'export':
      return exportJson(host, request.paths, request.cache);
    case 'compare':
      return compare(host, request.a, request.b, request.paths, request.format, request.cache);
    case 'board':
      return board(host, request.paths, request.format, request.sort, request.cache);
  }
}

function usageError(host: CliHost, message: string, helpCommand: string): number {
  host.stderr(`verdicts: ${neutralizeControls(message)}\nRun “${helpCommand}” for usage.\n`);
  return EXIT.usage;
}

interface Loaded {
  catalog: Catalog;
  files: number;
  /** The host's problems (unreadable paths) followed by the core's. */
  problems: Problem[];
}

async function load(host: CliHost, paths: readonly string[], cachePath: string | undefined): Promise<Loaded> {
  const { files, problems } = host.readReviews(paths);
  const builder = new CatalogBuilder();
  const cache = cachePath === undefined ? undefined : openCache(host, cachePath);
  // The catalog of the last run, when every file is as it was then (by its stamp, else its bytes): nothing to decode
  // or assemble. Only with a stamp for every file: without, only the content vouches for a file, file by file.
  const stamps = new Map(files.map(({ file, stamp }) => [file, stamp]));
  const contents = new Map(files.map(({ file, content }) => [file, content]));
  const hashOf = (file: string) => {
    const content = contents.get(file)!;
    return contentHash(bytesOf(content));
  };
  if (files.every((f) => f.stamp) && cache?.restorable(stamps.keys(), (file) => stamps.get(file), hashOf) && cache.restore(builder)) {
    for (const [file, stamp] of stamps) if (!cache.vouch(file, stamp!)) cache.vouch(file, stamp!, hashOf(file));
  } else {
    await loadEach(host, files, builder, cache);
  }
  const catalog = builder.build();
  // Written after assembly, so the cache keeps what it derived (identity hashes, short forms) for the next run:
  // the builder's files are the ones just read, so each file's assembly is that of the content cached for it.
  // Only the files read now are written: the entries of files no longer there are dropped.
  if (cache?.dirty) {
    // With the plan of this catalog, so the next run starts from it (the cache's hashes are of the files just read).
    const catalogOf = () => {
      const plan = builder.plan();
      return plan && { plan, fingerprint: (file: string) => cache.stampOf(file)?.hash };
    };
    writeCache(host, cache.write(undefined, (file) => builder.assemblyOf(file), catalogOf), cachePath!);
  }
  return { catalog, files: files.length, problems: [...problems, ...catalog.problems] };
}

/**
 * Each file's analysis from the cache while the file is unchanged (same size and time, else same content hash), else
 * analysed (many at once off this thread when the host can) and kept for next time.
 */
async function loadEach(host: CliHost, files: ReviewSet['files'], builder: CatalogBuilder, cache: ReturnType<typeof openFileAnalysisCache> | undefined): Promise<void> {
  const reads = files.map(({ file, content, stamp }) => {
    const bytes = bytesOf(content);
    if (!cache) return { file, content, bytes, cached: undefined, stamp: undefined, hash: undefined };
    // Without a stamp from the host, only the content vouches for the file.
    const known = stamp ?? { size: bytes.length, mtime: -1 };
    let hash: string | undefined;
    const cached = (stamp ? cache.beforeRead(file, stamp) : undefined) ?? cache.afterRead(file, known, (hash = contentHash(bytes)));
    return { file, content, bytes, cached, stamp: known, hash };
  });
  const toAnalyse = reads.filter((read) => !read.cached);
  const made = toAnalyse.length > PARALLEL_AFTER && host.analyseMany ? await host.analyseMany(toAnalyse.map(({ file, bytes }) => ({ file, content: bytes }))) : [];
  let next = 0;
  for (const { file, content, bytes, cached, stamp, hash } of reads) {
    if (cached) {
      builder.set(file, cached);
      continue;
    }
    const given = made[next++];
    const analysis = given ? builder.set(file, given) : builder.set(file, content);
    if (cache) cache.remember(file, { ...stamp!, hash: hash ?? contentHash(bytes) }, analysis);
  }
}

/** A review file's content as bytes (hosts may hand it over as text). */
function bytesOf(content: Uint8Array | string): Uint8Array {
  return typeof content === 'string' ? new TextEncoder().encode(content) : content;
}

/** The analysis cache (`--cache FILE`): one that cannot be trusted is ignored and rewritten; the cache never changes the result. */
function openCache(host: CliHost, cachePath: string): ReturnType<typeof openFileAnalysisCache> {
  const cache = openFileAnalysisCache(host.readCache?.(cachePath));
  if (cache.rejected === 'damaged' || cache.rejected === 'truncated' || cache.rejected === 'not-a-cache') {
    host.stderr(`verdicts: note: the cache ${neutralizeControls(cachePath)} is ${cache.rejected === 'not-a-cache' ? 'not an analysis cache' : cache.rejected}; it is rebuilt.\n`);
  }
  return cache;
}

function writeCache(host: CliHost, bytes: Uint8Array | undefined, cachePath: string): void {
  const failure = bytes && host.writeCache?.(cachePath, bytes);
  if (failure) host.stderr(`verdicts: note: cannot write the cache ${neutralizeControls(cachePath)}: ${neutralizeControls(failure)}\n`);
}

async function check(host: CliHost, paths: readonly string[], cachePath: string | undefined): Promise<number> {
  const { catalog, files, problems } = await load(host, paths, cachePath);
  const lines = sortProblems(problems).map(formatProblem);
  lines.push(formatSummary({ files, reviews: catalog.reviews.length, problems }));
  host.stdout(`${lines.join('\n')}\n`);
  return problems.some((p) => p.severity === 'error') ? EXIT.errors : EXIT.ok;
}

/** Schema version 2: version 1 plus, on every review, the `evidence` that decided its labels. */
async function exportJson(host: CliHost, paths: readonly string[], cachePath: string | undefined): Promise<number> {
  const { catalog, problems } = await load(host, paths, cachePath);
  const names = new Map(catalog.products.map((p) => [p.id, p.name]));
  const sidesOf = new Map(catalog.matchups.map((m) => [m.id, [names.get(m.products[0]) ?? '', names.get(m.products[1]) ?? ''] as [string, string]]));
  const reviews = catalog.reviews.map((review) => {
    const matchup = review.sources.find((s) => s.matchup !== null)?.matchup;
    const evidence = explainReview(review.text, matchup ? sidesOf.get(matchup) ?? null : null);
    evidence.product.decidedBy = productDecision(review);
    return { ...plainReview(review), evidence };
  });
  host.stdout(`${JSON.stringify({ ...catalog, version: 2, reviews, problems }, null, 2)}\n`);
  return EXIT.ok;
}

async function compare(host: CliHost, typedA: string, typedB: string, paths: readonly string[], format: CompareFormat, cachePath: string | undefined): Promise<number> {
  const { catalog, problems } = await load(host, paths, cachePath);
  const view = new CatalogView(catalog);
  const a = findProduct(host, view, typedA);
  if (!a) return EXIT.usage;
  const b = findProduct(host, view, typedB);
  if (!b) return EXIT.usage;
  if (a.id === b.id) {
    return usageError(host, `“${typedA}” and “${typedB}” are both ${a.name}: name two different products`, 'verdicts compare --help');
  }
  const comparison = compareProducts(view, a.id, b.id);
  if (!comparison) return usageError(host, 'one of the products is missing from the catalog', 'verdicts compare --help');

  const errors = problems.filter((p) => p.severity === 'error').length;
  if (errors) host.stderr(`verdicts: note: the review files have ${errors === 1 ? '1 error' : `${errors} errors`}; run “verdicts check” to see them.\n`);

  if (format === 'md') {
    host.stdout(neutralizeControls(renderCompareMarkdown(comparison)));
    return EXIT.ok;
  }
  const html = renderHtmlDocument({
    title: `${a.name} vs ${b.name} · Verdicts`,
    body: renderCompareBody(comparison, { interactive: false }),
    nonce: host.nonce(),
    standalone: true,
    inlineCss: host.standaloneCss(),
    bodyClass: 'compare-panel',
  });
  host.stdout(neutralizeControls(html));
  return EXIT.ok;
}

/** The verdict board of the catalog, from the same core as the board panel and its exports. */
async function board(host: CliHost, paths: readonly string[], format: BoardFormat, sort: BoardSort, cachePath: string | undefined): Promise<number> {
  const { catalog, problems } = await load(host, paths, cachePath);
  const view = new CatalogView(catalog);
  const layout = arrangeBoard(buildBoard(view), { filter: NO_FILTER, order: sort, query: '' });
  const errors = problems.filter((p) => p.severity === 'error').length;
  if (errors) host.stderr(`verdicts: note: the review files have ${errors === 1 ? '1 error' : `${errors} errors`}; run “verdicts check” to see them.\n`);
  if (format === 'md') {
    host.stdout(neutralizeControls(renderBoardMarkdown(layout)));
    return EXIT.ok;
  }
  if (format === 'csv') {
    host.stdout(neutralizeControls(renderBoardCsv(layout, '\n')));
    return EXIT.ok;
  }
  const tooltip = (row: { id: string }, column: number) => {
    const detail = describeBoardCell(view, row.id, layout.columns[column]!.id);
    return detail && boardCellTooltip(detail);
  };
  const html = renderHtmlDocument({
    title: 'Verdict board · Verdicts',
    body: renderBoardTable(layout, tooltip),
    nonce: host.nonce(),
    standalone: true,
    inlineCss: host.standaloneCss(),
    bodyClass: 'board-panel board-static',
  });
  host.stdout(neutralizeControls(html));
  return EXIT.ok;
}

/** The product a typed name stands for, or undefined after explaining on stderr why there is none. */
function findProduct(host: CliHost, view: CatalogView, typed: string): Product | undefined {
  const resolution = resolveProduct(view, typed);
  const shown = neutralizeControls(typed);
  switch (resolution.kind) {
    case 'found':
      return resolution.product;
    case 'ambiguous':
      host.stderr(
        `verdicts: “${shown}” is ambiguous; it could mean:\n` +
          resolution.candidates.map((p) => `  ${neutralizeControls(p.name)}\n`).join('') +
          'Use a longer name.\n',
      );
      return undefined;
    case 'unknown': {
      const hint = resolution.suggestions.length
        ? `Did you mean ${resolution.suggestions.map((s) => `“${neutralizeControls(s)}”`).join(', or ')}?\n`
        : view.catalog.products.length
          ? 'Run “verdicts export --json” to list the products.\n'
          : 'The catalog has no products: check the paths (“verdicts check”).\n';
      host.stderr(`verdicts: no product is called “${shown}”.\n${hint}`);
      return undefined;
    }
  }
}
