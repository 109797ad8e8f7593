import type { CatalogView } from '../catalog/catalogView';
import type { ReviewFilter } from '../catalog/reviewFilter';
import type { PersonaId, Review, Tally, Verdict } from '../model';
import { PERSONAS } from '../understand/personas';

/**
 * The verdict board: the whole catalog as a grid, a row per product and a column per persona, each cell
 * that persona's call on that product. `BoardData` is what the extension sends the board page once (then
 * only `BoardPatch`es); `arrangeBoard` turns it into what is shown (filters, search, sort) on both sides of
 * the wire, so the page, the exports and the CLI agree row for row.
 */

/** A cell's call: a verdict, or nothing from this persona at all. */
export type BoardCall = Verdict | 'unreviewed';

/** How rows are ordered: by name, most ships first, or the rows where personas split (ship and skip) first. */
export type BoardOrder = 'name' | 'ships' | 'disagreement';

export const BOARD_ORDERS: readonly BoardOrder[] = ['name', 'ships', 'disagreement'];

export interface BoardColumn {
  id: PersonaId;
  name: string;
}

export interface BoardRowData {
  id: string;
  name: string;
  /** One character per column of `BoardData.columns` (see `CALL_CODE`): compact, since it is sent for every product. */
  calls: string;
}

export interface BoardData {
  columns: BoardColumn[];
  /** In name order (`compareRowNames`); `arrangeBoard` relies on it. */
  rows: BoardRowData[];
}

/** The change from one `BoardData` to the next with the same columns: rows added or changed, rows gone. */
export interface BoardPatch {
  upserts: BoardRowData[];
  removals: string[];
}

/** What the reader chose on the board itself; the review filter comes from the tree. */
export interface BoardViewOptions {
  filter: ReviewFilter;
  order: BoardOrder;
  /** Narrows rows to products whose name holds every word of it (case-insensitive). */
  query: string;
}

export interface BoardTally extends Tally {
  unreviewed: number;
}

export interface ShownColumn extends BoardColumn {
  /** Index into `BoardData.columns` (and into each row's `calls`). */
  index: number;
  /** The calls in this column over the rows shown. */
  tally: BoardTally;
}

export interface ShownRow {
  id: string;
  name: string;
  /** The calls in the shown columns, in their order. */
  calls: BoardCall[];
  tally: BoardTally;
  /** How far the personas split: the smaller of the ship and skip counts (0: they do not). */
  split: number;
  /** The row's place in name order. */
  rank: number;
}

export interface BoardLayout {
  columns: ShownColumn[];
  rows: ShownRow[];
  /** Rows before filters and search. */
  totalRows: number;
  order: BoardOrder;
}

/** The code of each call in `BoardRowData.calls`. */
export const CALL_CODE: Readonly<Record<BoardCall, string>> = { ship: 'y', skip: 'n', none: 'o', unreviewed: '.' };
const CALL_BY_CODE: Readonly<Record<string, BoardCall>> = { y: 'ship', n: 'skip', o: 'none', '.': 'unreviewed' };

export function callAt(row: BoardRowData, column: number): BoardCall {
  return CALL_BY_CODE[row.calls.charAt(column)] ?? 'unreviewed';
}

/**
 * One persona's call on one product from its reviews (a product in several matchups can have several from one
 * persona): the call they agree on; when ships and skips disagree, the majority; a tie is no call.
 */
export function cellCall(reviews: readonly Pick<Review, 'verdict'>[]): BoardCall {
  if (reviews.length === 0) return 'unreviewed';
  let ship = 0;
  let skip = 0;
  for (const review of reviews) {
    if (review.verdict === 'ship') ship++;
    else if (review.verdict === 'skip') skip++;
  }
  return ship > skip ? 'ship' : skip > ship ? 'skip' : 'none';
}

/**
 * The board of a catalog: every product, the five personas (and "Unclassified reviewer" when some review has
 * no persona), rows in name order. One pass over the reviews, counting into typed arrays.
 */
export function buildBoard(view: CatalogView): BoardData {
  const { products, reviews } = view.catalog;
  const hasUnknown = reviews.some((review) => review.persona === 'unknown' && review.product !== null);
  const columns = PERSONAS.filter((persona) => persona.id !== 'unknown' || hasUnknown).map(({ id, name }) => ({ id, name }));
  const width = columns.length;
  const slot = new Map<PersonaId, number>(columns.map((column, i) => [column.id, i]));
  const index = new Map<string, number>();
  products.forEach((product, i) => index.set(product.id, i));
  // Per product × persona: reviews seen, ships minus skips.
  const seen = new Uint16Array(products.length * width);
  const balance = new Int16Array(products.length * width);
  for (const review of reviews) {
    const p = review.product === null ? undefined : index.get(review.product);
    const c = slot.get(review.persona);
    if (p === undefined || c === undefined) continue;
    const at = p * width + c;
    if (seen[at]! < 0xffff) seen[at]++;
    if (review.verdict === 'ship') balance[at]++;
    else if (review.verdict === 'skip') balance[at]--;
  }
  const rows: BoardRowData[] = new Array(products.length);
  const keys: string[] = new Array(products.length);
  for (let p = 0; p < products.length; p++) {
    let calls = '';
    for (let at = p * width; at < (p + 1) * width; at++) {
      calls += CALL_CODE[seen[at] === 0 ? 'unreviewed' : balance[at]! > 0 ? 'ship' : balance[at]! < 0 ? 'skip' : 'none'];
    }
    rows[p] = { id: products[p]!.id, name: products[p]!.name, calls };
    keys[p] = nameKey(products[p]!.name);
  }
  // Sorting 20,000 names with a collator costs ten times more than comparing keys made once.
  const order = Array.from(rows.keys()).sort((a, b) => compareKeys(keys[a]!, keys[b]!) || compareIds(rows[a]!.id, rows[b]!.id));
  return { columns, rows: order.map((i) => rows[i]!) };
}

/**
 * A name's sort key: lowercase, accents dropped, numbers padded so "Gamma 9" comes before "Gamma 10". Plain
 * string order on keys is then name order.
 */
export function nameKey(name: string): string {
  let key = name.toLowerCase();
  // Only accented letters need the decomposition; most names (dashes and quotes included) skip it.
  if (ACCENTED.test(key)) key = key.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return DIGIT.test(key) ? key.replace(DIGITS, padNumber) : key;
}

const ACCENTED = /[\u00c0-\u024f\u1e00-\u1eff]/;
const DIGIT = /\d/;
const DIGITS = /\d+/g;
const padNumber = (digits: string) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0');

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareIds = compareKeys;

/** Name order (by `nameKey`), then id: the order `BoardData.rows` keeps. */
export function compareRowNames(a: Pick<BoardRowData, 'id' | 'name'>, b: Pick<BoardRowData, 'id' | 'name'>): number {
  return compareKeys(nameKey(a.name), nameKey(b.name)) || compareIds(a.id, b.id);
}

/** The patch from `previous` to `next`, or undefined when the columns changed (then the whole board is sent). */
export function diffBoard(previous: BoardData, next: BoardData): BoardPatch | undefined {
  if (!sameColumns(previous.columns, next.columns)) return undefined;
  const before = new Map(previous.rows.map((row) => [row.id, row]));
  const upserts: BoardRowData[] = [];
  for (const row of next.rows) {
    const old = before.get(row.id);
    before.delete(row.id);
    if (!old || old.name !== row.name || old.calls !== row.calls) upserts.push(row);
  }
  return { upserts, removals: [...before.keys()] };
}

export function isEmptyPatch(patch: BoardPatch): boolean {
  return patch.upserts.length === 0 && patch.removals.length === 0;
}

/** `data` with `patch` applied, rows still in name order (new and renamed rows inserted in place). */
export function applyBoardPatch(data: BoardData, patch: BoardPatch): BoardData {
  const removed = new Set(patch.removals);
  const changed = new Map(patch.upserts.map((row) => [row.id, row]));
  const rows: BoardRowData[] = [];
  for (const row of data.rows) {
    if (removed.has(row.id)) continue;
    const update = changed.get(row.id);
    if (update && update.name === row.name) {
      changed.delete(row.id);
      rows.push(update);
    } else if (!update) rows.push(row);
  }
  for (const row of [...changed.values()].sort(compareRowNames)) rows.splice(insertionPoint(rows, row), 0, row);
  return { columns: data.columns, rows };
}

function insertionPoint(rows: readonly BoardRowData[], row: BoardRowData): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareRowNames(rows[mid]!, row) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

function sameColumns(a: readonly BoardColumn[], b: readonly BoardColumn[]): boolean {
  return a.length === b.length && a.every((column, i) => column.id === b[i]!.id && column.name === b[i]!.name);
}

const emptyTally = (): BoardTally => ({ ship: 0, skip: 0, none: 0, unreviewed: 0 });

/** Lowercase words of a search; an empty list matches everything. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

// Rows arrive in name order: their position stands for the name, so no sort compares strings.
const byName = (a: ShownRow, b: ShownRow) => a.rank - b.rank;

const ORDERS: Readonly<Record<BoardOrder, ((a: ShownRow, b: ShownRow) => number) | undefined>> = {
  name: undefined,
  // Most ships first; among equals, fewer skips.
  ships: (a, b) => b.tally.ship - a.tally.ship || a.tally.skip - b.tally.skip || byName(a, b),
  // The widest split first (2 ship / 2 skip before 3 ship / 1 skip); then the row with more decisive calls.
  disagreement: (a, b) =>
    b.split - a.split || b.tally.ship + b.tally.skip - (a.tally.ship + a.tally.skip) || byName(a, b),
};

/**
 * The board as shown: the persona filter picks the columns, the verdict filter keeps rows with a matching call in
 * a shown column, the search narrows by name, then the order sorts. Tallies count what is shown.
 */
export function arrangeBoard(data: BoardData, options: BoardViewOptions): BoardLayout {
  const personas = options.filter.personas;
  const verdicts = options.filter.verdicts;
  const shown = data.columns
    .map((column, index) => ({ ...column, index, tally: emptyTally() }))
    .filter((column) => personas.length === 0 || personas.includes(column.id));
  const words = queryWords(options.query);
  const rows: ShownRow[] = [];
  for (let rank = 0; rank < data.rows.length; rank++) {
    const row = data.rows[rank]!;
    if (words.length) {
      const name = row.name.toLowerCase();
      if (!words.every((word) => name.includes(word))) continue;
    }
    const calls: BoardCall[] = new Array(shown.length);
    const tally = emptyTally();
    let matches = verdicts.length === 0;
    for (let i = 0; i < shown.length; i++) {
      const call = callAt(row, shown[i]!.index);
      calls[i] = call;
      tally[call]++;
      if (!matches && call !== 'unreviewed' && verdicts.includes(call)) matches = true;
    }
    if (!matches) continue;
    rows.push({ id: row.id, name: row.name, calls, tally, split: Math.min(tally.ship, tally.skip), rank });
  }
  const order = ORDERS[options.order];
  if (order) rows.sort(order);
  for (const row of rows) row.calls.forEach((call, i) => shown[i]!.tally[call]++);
  return { columns: shown, rows, totalRows: data.rows.length, order: options.order };
}

export function normalizeBoardOrder(value: unknown): BoardOrder {
  return BOARD_ORDERS.includes(value as BoardOrder) ? (value as BoardOrder) : 'name';
}

/** What a cell stands for, with its reasons: the reviews behind the call and the sentence that decided each. */
export interface BoardCellDetail {
  productName: string;
  personaName: string;
  call: BoardCall;
  reviews: { verdict: Verdict; sentence: string }[];
}

/** The cell of `productId` × `persona`; undefined when the product is gone. */
export function describeBoardCell(view: CatalogView, productId: string, persona: PersonaId): BoardCellDetail | undefined {
  const product = view.product(productId);
  if (!product) return undefined;
  const reviews = view.reviewsOf(productId).filter((review) => review.persona === persona);
  return {
    productName: product.name,
    personaName: PERSONAS.find((p) => p.id === persona)?.name ?? persona,
    call: cellCall(reviews),
    reviews: reviews.map((review) => ({
      verdict: review.verdict,
      sentence: (review.verdict !== 'none' && review.verdictSentence.trim() ? review.verdictSentence : review.gist).trim(),
    })),
  };
}
