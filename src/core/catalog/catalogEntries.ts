import type { Catalog, Matchup, Problem, Product, Review } from '../model';
import type { UnderstoodQuote } from './analyzeFile';
import { PERSONAS, personaRank } from '../understand/personas';
import { quoteHash, reviewSeed } from './identity';
import { StoredReview } from './storedReview';

// What assembly takes and keeps per file (catalogBuilder.ts), and the small codes it keeps there: shared with the
// catalog plan (catalogPlan.ts), which describes a catalog through these entries and makes them again from it.

/** What the catalog reads of a quote's analysis (the analysis also keeps its evidence, for "Why?"). */
export type CatalogQuote = Pick<UnderstoodQuote, 'text' | 'line' | 'column' | 'persona' | 'verdict' | 'verdictSentence' | 'gist' | 'side' | 'stated' | 'decidedBy'>;

/** What the catalog reads of a file's analysis: all an analysis cache needs to keep. A `FileAnalysis` is one. */
export interface CatalogFileInput {
  file: string;
  title: { line: number } | null;
  sides: string[];
  quotes: readonly CatalogQuote[];
  problems: Problem[];
  /** What an earlier assembly derived from the same file, when an analysis cache kept it. */
  assembly?: FileAssembly;
}

/**
 * What assembly derives from a file that only the catalog around it could change: per side, the identity seed of
 * the product it named (`reviewSeed`), and per quote its identity hash (`reviewHash`). Kept by an analysis cache,
 * it spares the next assembly hashing every quote again: a hash stands while its product's seed is the same.
 */
export interface FileAssembly {
  /** The seeds the hashes were computed with, for side 0 and side 1 (the seed of no product for a side that named none). */
  seeds: readonly [number, number];
  /** Per quote, its identity hash (unsigned 32 bits). */
  hashes: readonly number[];
  /** Per side, the short forms of its name (trimmed), when known. They depend on the name alone. */
  aliases?: readonly [readonly string[] | undefined, readonly string[] | undefined];
  /** The sides as the file names them (what `aliases` are of), when known. */
  sides?: readonly [string | undefined, string | undefined];
  /**
   * Per side, where its product stood in the catalog's product order (-1: none): the next assembly from scratch
   * starts its sort from there, so sorting a catalog that did not change compares each product with its neighbour once.
   */
  ranks?: readonly [number, number];
}

/**
 * A file's analysis as assembly starts from it: each quote already a draft review (not yet placed: no product, id or
 * matchup; its one source the quote's place), and each quote's side (-1: none). An analysis cache reads a file back
 * this way for restoring a catalog, without making the quotes first.
 */
export interface DraftFile {
  file: string;
  title: { line: number } | null;
  sides: string[];
  problems: Problem[];
  drafts: StoredReview[];
  quoteSides: number[];
}

/** A quote's draft review: not yet placed (no product, id or matchup), its one source the quote's place. */
export function draftOf(file: string, quote: CatalogQuote): StoredReview {
  return StoredReview.of({ id: '', product: null, source: { file, line: quote.line, column: quote.column, matchup: null } }, quote);
}

/** A file's analysis as assembly starts from it (`DraftFile`). */
export function draftFileOf(input: CatalogFileInput): DraftFile {
  const { file, title, sides, problems, quotes } = input;
  return { file, title, sides, problems, drafts: quotes.map((quote) => draftOf(file, quote)), quoteSides: quotes.map((quote) => (quote.side === null ? -1 : quote.side)) };
}

/**
 * What one file contributes to the catalog, derived from it alone and kept until the file changes:
 * re-assembling after a change to another file then costs map look-ups, not text processing.
 */
export interface FileEntry {
  file: string;
  /** The title's line when it names both sides, 0 when the file has no valid title. */
  titleLine: number;
  /** The sides the title names, as written: both, one (a broken title) or none. Fields, not an array: one less object per file. */
  sideA: string | undefined;
  sideB: string | undefined;
  problems: Problem[];
  /**
   * One review per quote, as the last catalog had it (or, before the first, as far as the file alone
   * tells). Assembly reuses the object while the catalog still agrees with it, so a catalog costs no
   * second object per quote and re-assembly allocates only what changed. Published objects are never
   * changed, only replaced: views still showing the previous catalog see it as it was.
   */
  reviews: StoredReview[];
  /**
   * Per quote: the side of the matchup it reviews, once assembled how many reviews before it share its id's base
   * (-1 when it was merged into another review), and its identity hash when known, packed (`packQuote`). A plain
   * array of numbers: typed arrays would cost more than the numbers they hold.
   */
  quotes: number[];
  /** The seeds the quotes' hashes were computed with (side 0, side 1), as int32 (small integers in V8); undefined when the hashes are not known. */
  seedA: number | undefined;
  seedB: number | undefined;
  /** Whether `reviews` have been in a catalog (and `quotes` counts are known). */
  published: boolean;
}

export const NO_PROBLEMS: Problem[] = [];

/** What a file's analysis tells assembly before its quotes: its title's line (0: no products), its sides, its problems. */
export type EntryHead = Pick<FileEntry, 'titleLine' | 'sideA' | 'sideB' | 'problems'>;

/**
 * The head of a file's entry, from its title, sides, problems and number of quotes: products come from reviews, so a
 * title without a quote yet (an untouched new file) names none.
 */
export function headOf(input: Pick<CatalogFileInput, 'title' | 'sides' | 'problems'>, quoteCount: number): EntryHead {
  const named = quoteCount > 0;
  return {
    titleLine: input.title && named ? input.title.line : 0,
    sideA: named ? input.sides[0] : undefined,
    sideB: named ? input.sides[1] : undefined,
    problems: input.problems.length ? input.problems : NO_PROBLEMS,
  };
}

/** Whether a file's title made products: a title that names both sides, in a file with quotes. */
export function isTitled(entry: Pick<FileEntry, 'titleLine' | 'sideA' | 'sideB'>): boolean {
  return entry.titleLine !== 0 && entry.sideA !== undefined && entry.sideB !== undefined;
}

/** The identity seed of quotes of no product. */
export const NULL_SEED = reviewSeed(null) | 0;
/** Where a packed quote's hash starts: 2 bits of side, 19 of numbering below it; 32 bits of hash make 53, a double's integers. */
export const HASH_UNIT = 2 ** 21;
export const MAX_NUMBERED = 2 ** 19 - 2;

/**
 * A quote's side (-1, 0 or 1), how many reviews before it share its id's base (-1 or more; beyond 2^19 - 2 stored as
 * that, which only makes the next assembly spell the id again) and its identity hash, in one number.
 */
export function packQuote(side: number, numbered: number, hash: number): number {
  return ((side + 1) | ((Math.min(numbered, MAX_NUMBERED) + 1) << 2)) + hash * HASH_UNIT;
}

export function hashOf(packed: number): number {
  return Math.floor(packed / HASH_UNIT);
}

/** A packed quote's side (-1: none). */
export function sideOf(packed: number): number {
  return ((packed % HASH_UNIT) & 3) - 1;
}

/** How many reviews before a packed quote share its id's base (-1: merged into another review). */
export function numberedOf(packed: number): number {
  return ((packed % HASH_UNIT) >> 2) - 1;
}

/** The warning for a file whose matchup an earlier file already made: their quotes are merged. */
export function duplicateMatchupProblem(file: string, line: number, existing: Matchup): Problem {
  return {
    file, line, column: 1, severity: 'warning', code: 'duplicate-matchup',
    message: `The matchup “${existing.title}” is also in ${existing.source.file}:${existing.source.line}; the quotes of both files were merged.`,
  };
}

/** The key assembly finds a matchup by, from its sides' product keys (`productKey`): the same in either order. */
export function matchupKeyOf(keyA: string, keyB: string): string {
  return keyA < keyB ? `${keyA}\u0000${keyB}` : `${keyB}\u0000${keyA}`;
}

/**
 * A quote's identity hash (int32), quote `q` of `entry`, under its sides' products' seeds `seedA`, `seedB` (as
 * int32): the one kept with it while it was computed with the same seed, else computed from its text.
 */
export function entryQuoteHash(entry: FileEntry, q: number, seedA: number, seedB: number): number {
  const packed = entry.quotes[q];
  const side = sideOf(packed);
  const kept = side < 0 ? entry.seedA !== undefined : side === 0 ? entry.seedA === seedA : entry.seedB === seedB;
  return kept ? hashOf(packed) | 0 : quoteHash(side < 0 ? NULL_SEED : side === 0 ? seedA : seedB, entry.reviews[q].text) | 0;
}

/** A catalog of these products, matchups, reviews and problems (each catalog its own copy of the personas). */
export function catalogOf(products: Product[], matchups: Matchup[], reviews: Review[], problems: Problem[]): Catalog {
  return { version: 1, personas: PERSONAS.map((p) => ({ ...p })), products, matchups, reviews, problems };
}

/** A product's reviews by persona, then where they were first written: `list[from, to)` in place. */
export function sortRun(list: StoredReview[], from: number, to: number): void {
  if (to - from <= SHORT_RUN) {
    // Insertion: a product has a handful of reviews, and a sort call costs more than sorting them.
    for (let i = from + 1; i < to; i++) {
      const review = list[i];
      let j = i - 1;
      for (; j >= from && byPersonaThenSource(list[j], review) > 0; j--) list[j + 1] = list[j];
      list[j + 1] = review;
    }
    return;
  }
  const run = list.slice(from, to).sort(byPersonaThenSource);
  for (let i = 0; i < run.length; i++) list[from + i] = run[i];
}
const SHORT_RUN = 16;

function byPersonaThenSource(x: StoredReview, y: StoredReview): number {
  return personaRank(x.persona) - personaRank(y.persona) || compareSource(x, y);
}

/** By first source (read without making a review's `sources` array). */
function compareSource(x: StoredReview, y: StoredReview): number {
  const a = x.sourceFile;
  const b = y.sourceFile;
  return a < b ? -1 : a > b ? 1 : x.sourceLine - y.sourceLine;
}

