import type { Product } from '../model';

export interface NameMatch {
  /** 0-based offsets into the line; `end` is exclusive. */
  start: number;
  end: number;
  text: string;
  /** Every product the name stands for: several when a short form is ambiguous (the index's own list, not a copy). */
  productIds: readonly string[];
}

/** A first word with more names than this keeps them sorted by their rest, for binary search (one vendor, many products). */
const SORTED_FROM = 8;

const WORD = /[\p{L}\p{N}]+(?:[.\-][\p{L}\p{N}]+)*/gu;

const SHAPES = 1024;

/** A group's `single` when its names are searched in order, longest first (eight names or fewer). */
const IN_ORDER = -2;
/** A group's `single` when it has many names but no one-word name. */
const NO_SINGLE = -1;

/**
 * Finds product names and their short forms in a line of text, whole words only and case-sensitive
 * ("cursor" is a word, "Cursor" a product). Names are keyed by their first word, and where one first word
 * starts many names they are found by binary search on the words after it, so a lookup costs a few probes per
 * word of the line, whatever the size of the catalog.
 *
 * Names are held in two flat arrays (no object per name): per name, the words after the first joined by single
 * spaces (`rests`, '' for a one-word name) and the product, or every product when the name is ambiguous (`ids`).
 * Each first word is a group, a run of those arrays: its names longest first (names of equal length in catalog
 * order); or, when it starts many names, those of two words or more sorted by their rest (equal rests in catalog
 * order) and its one-word name, if any, after them.
 */
export class NameIndex {
  /** Group number by first word. */
  private readonly byFirst = new Map<string, number>();
  private readonly rests: string[];
  /** Where each rest starts in its string of `rests`: 0, or after the first word when that string is the name itself. */
  private readonly restAt: Int32Array;
  private readonly ids: (string | readonly string[])[];
  /** Per group: where its run starts, how long it is, and how it is searched (IN_ORDER, or many names: the one-word name's index, or NO_SINGLE). */
  private readonly groupStart: Int32Array;
  private readonly groupLength: Int32Array;
  private readonly groupSingle: Int32Array;
  /** Per sorted group (a few vendors): the most words a rest of it has. */
  private readonly groupWords = new Map<number, number>();
  /**
   * A filter before the map: per first character (its code unit modulo SHAPES), a bit per length (31: longer) of
   * the first words that start with it. A word whose bit is clear starts no name.
   */
  private readonly firstShapes = new Uint32Array(SHAPES);

  constructor(products: readonly Product[]) {
    const names = new Map<string, string | string[]>();
    for (const product of products) {
      addName(names, product.name, product.id);
      for (const alias of product.aliases) addName(names, alias, product.id);
    }
    // Per first word, the indexes of its names in `pending` (rest, ids), in catalog order.
    const lists = new Map<string, number[]>();
    const pendingRests: string[] = [];
    const pendingAt: number[] = [];
    const pendingIds: (string | string[])[] = [];
    for (const [name, ids] of names) {
      const words = name.match(WORD);
      if (!words) continue;
      // A one-word name is its own key: no copy of the word.
      const first = words.length === 1 && words[0] === name ? name : words[0];
      const rest = words.length > 1 ? words.slice(1).join(' ') : '';
      // The rest as part of the name when the name is its words one space apart (no copy), else as its own string.
      const at = words[0].length + 1;
      const inName = rest !== '' && name.length === at + rest.length && name.startsWith(words[0]) && name.charCodeAt(at - 1) === 32 && name.endsWith(rest);
      const k = pendingRests.push(inName ? name : rest) - 1;
      pendingAt.push(inName ? at : 0);
      pendingIds.push(ids);
      const list = lists.get(first);
      if (list) list.push(k);
      else lists.set(first, [k]);
    }
    const count = pendingRests.length;
    this.rests = [];
    this.restAt = new Int32Array(count);
    this.ids = [];
    this.groupStart = new Int32Array(lists.size);
    this.groupLength = new Int32Array(lists.size);
    this.groupSingle = new Int32Array(lists.size);
    let next = 0;
    let group = 0;
    const place = (k: number) => {
      this.rests.push(pendingRests[k]);
      this.restAt[next] = pendingAt[k];
      this.ids.push(pendingIds[k]);
      return next++;
    };
    for (const [first, list] of lists) {
      const words = list.map((k) => restWords(pendingRests[k], pendingAt[k]));
      // Longest first; equal lengths keep catalog order (a stable sort of positions in `list`).
      const order = list.map((_, i) => i).sort((a, b) => words[b] - words[a]);
      let run = order.map((i) => list[i]);
      let single = IN_ORDER;
      if (run.length > SORTED_FROM) {
        // A line's next words match a rest only when they are that rest, word for word: one binary search per word
        // count, the longest first. Equal rests (names that differ only between their words) keep catalog order.
        const longer = run.filter((k) => pendingRests[k] !== '');
        const rank = new Map(longer.map((k, i) => [k, i]));
        const rest = new Map(longer.map((k) => [k, pendingRests[k].slice(pendingAt[k])]));
        longer.sort((a, b) => compareStrings(rest.get(a)!, rest.get(b)!) || rank.get(a)! - rank.get(b)!);
        this.groupWords.set(group, Math.max(...longer.map((k) => restWords(pendingRests[k], pendingAt[k]))));
        const one = run.find((k) => pendingRests[k] === '');
        single = one === undefined ? NO_SINGLE : next + longer.length;
        run = one === undefined ? longer : [...longer, one];
      }
      this.groupStart[group] = next;
      this.groupLength[group] = single >= 0 ? run.length - 1 : run.length;
      this.groupSingle[group] = single;
      for (const k of run) place(k);
      this.byFirst.set(first, group++);
      this.firstShapes[first.charCodeAt(0) % SHAPES] |= 1 << Math.min(first.length, 31);
    }
  }

  get size(): number {
    return this.byFirst.size;
  }

  /** All matches in the line, longest first at each position, never overlapping. */
  find(line: string): NameMatch[] {
    const matches: NameMatch[] = [];
    for (let from = 0, entry = this.nextMatch(line, from, line.length); entry >= 0; entry = this.nextMatch(line, from, line.length)) {
      matches.push(this.match(line, matchStart, scanEnd, entry));
      from = scanEnd;
    }
    return matches;
  }

  /**
   * The match covering a 0-based character position, if any: the scan of `find` up to that position, allocating
   * nothing but the answer (a hover's cost is the words before the pointer, a few character tests each).
   */
  at(line: string, character: number): NameMatch | undefined {
    for (let from = 0, entry = this.nextMatch(line, from, character); entry >= 0; entry = this.nextMatch(line, from, character)) {
      if (character < scanEnd) return this.match(line, matchStart, scanEnd, entry);
      from = scanEnd;
    }
    return undefined;
  }

  /**
   * The first name that starts at a word from `from` on, no later than `limit`: its index in `rests` and `ids`, or
   * -1; where it starts and ends is left in `matchStart` and `scanEnd`.
   */
  private nextMatch(line: string, from: number, limit: number): number {
    for (let start = nextWord(line, from); start >= 0 && start <= limit; ) {
      const end = scanEnd;
      const entry = this.entryAt(line, start, end);
      if (entry >= 0) {
        matchStart = start;
        return entry;
      }
      // entryAt may have read further words: go on from this one's end.
      start = nextWord(line, end);
    }
    return -1;
  }

  private match(line: string, start: number, end: number, entry: number): NameMatch {
    const ids = this.ids[entry];
    return { start, end, text: line.slice(start, end), productIds: typeof ids === 'string' ? [ids] : ids };
  }

  /**
   * The longest name starting with the line's word [start, end): its index in `rests` and `ids`, or -1; where the
   * name ends is left in `scanEnd`. A word no first word could be (by its first character and length) is not sliced.
   */
  private entryAt(line: string, start: number, end: number): number {
    const length = end - start;
    if (!(this.firstShapes[line.charCodeAt(start) % SHAPES] & (1 << (length < 31 ? length : 31)))) return -1;
    const group = this.byFirst.get(line.slice(start, end));
    if (group === undefined) return -1;
    const { rests, restAt } = this;
    const from = this.groupStart[group];
    const stop = from + this.groupLength[group];
    const single = this.groupSingle[group];
    if (single === IN_ORDER) {
      for (let k = from; k < stop; k++) if (restMatches(line, end, rests[k], restAt[k])) return k;
      return -1;
    }
    // The line's next words, as many as the longest rest has; then each count of them, most first.
    let count = 0;
    for (let at = end, most = this.groupWords.get(group)!; count < most; count++) {
      const next = nextWord(line, at);
      if (next < 0) break;
      if (count === wordStarts.length) growWords();
      wordStarts[count] = next;
      at = wordEnds[count] = scanEnd;
    }
    for (; count > 0; count--) {
      let low = from;
      let high = stop;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compareRest(rests[middle], restAt[middle], line, count) < 0) low = middle + 1;
        else high = middle;
      }
      if (low < stop && compareRest(rests[low], restAt[low], line, count) === 0) {
        scanEnd = wordEnds[count - 1];
        return low;
      }
    }
    scanEnd = end;
    return single;
  }
}

/**
 * Where the scan stands: the end of the word `nextWord` found, or of the name `restMatches` matched. Module state
 * rather than a returned pair, so a lookup allocates nothing; every reader takes it right after the call that set it.
 */
let scanEnd = 0;
/** Where the name `nextMatch` found starts. */
let matchStart = 0;

const WORD_CHAR = /[\p{L}\p{N}]/uy;
/** ASCII letters and digits; above U+007F, WORD_CHAR decides (per code point). */
const ASCII_WORD = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_WORD[c] = /[A-Za-z0-9]/.test(String.fromCharCode(c)) ? 1 : 0;

/** The length of the letter or digit at `i` (2 for an astral one), or 0. */
function wordCharAt(line: string, i: number): number {
  const c = line.charCodeAt(i);
  if (c < 128) return ASCII_WORD[c];
  if (c !== c) return 0; // past the end
  WORD_CHAR.lastIndex = i;
  return WORD_CHAR.test(line) ? WORD_CHAR.lastIndex - i : 0;
}

/**
 * The start of the first word at or after `from` (as `WORD` would match it: letters and digits, joined by single
 * dots or hyphens), or -1; its end is left in `scanEnd`.
 */
function nextWord(line: string, from: number): number {
  let i = from;
  let step = 0;
  for (; i < line.length; i += step || 1) if ((step = wordCharAt(line, i))) break;
  if (i >= line.length) return -1;
  const start = i;
  for (;;) {
    while ((step = wordCharAt(line, i))) i += step;
    const joiner = line.charCodeAt(i);
    if ((joiner === 46 || joiner === 45) && (step = wordCharAt(line, i + 1))) i += 1 + step;
    else break;
  }
  scanEnd = i;
  return start;
}

/** How many words a name's rest holds (the rest is `text` from `at`). */
function restWords(text: string, at: number): number {
  if (at >= text.length) return 0;
  let words = 1;
  for (let space = text.indexOf(' ', at); space >= 0; space = text.indexOf(' ', space + 1)) words++;
  return words;
}

/** The line's words after a first word (starts and ends), for a sorted group's search; grown, never shrunk. */
let wordStarts = new Int32Array(16);
let wordEnds = new Int32Array(16);
function growWords(): void {
  const starts = new Int32Array(wordStarts.length * 2);
  const ends = new Int32Array(wordEnds.length * 2);
  starts.set(wordStarts);
  ends.set(wordEnds);
  wordStarts = starts;
  wordEnds = ends;
}

/**
 * `compareStrings(text.slice(at), words)`, where `words` is the first `count` words of `wordStarts`/`wordEnds`
 * joined by single spaces, without building that string.
 */
function compareRest(text: string, at: number, line: string, count: number): number {
  let t = at;
  for (let w = 0; w < count; w++) {
    if (w > 0) {
      const a = t < text.length ? text.charCodeAt(t++) : -1;
      if (a !== 32) return a < 32 ? -1 : 1;
    }
    for (let k = wordStarts[w], stop = wordEnds[w]; k < stop; k++, t++) {
      const a = t < text.length ? text.charCodeAt(t) : -1;
      const b = line.charCodeAt(k);
      if (a !== b) return a < b ? -1 : 1;
    }
  }
  return t < text.length ? 1 : 0;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Whether two catalogs' products give the same `NameIndex`: the same ids, names and short forms, in the same order
 * (their tallies and matchups do not count). A save that changes no title keeps them, so the index built for the
 * last catalog serves the next one.
 */
export function sameNames(a: readonly Product[], b: readonly Product[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i], b[i]];
    if (x === y) continue;
    if (x.id !== y.id || x.name !== y.name || x.aliases.length !== y.aliases.length) return false;
    if (x.aliases !== y.aliases) for (let k = 0; k < x.aliases.length; k++) if (x.aliases[k] !== y.aliases[k]) return false;
  }
  return true;
}

function addName(names: Map<string, string | string[]>, name: string, id: string): void {
  const ids = names.get(name);
  if (ids === undefined) names.set(name, id);
  else if (typeof ids === 'string') {
    if (ids !== id) names.set(name, [ids, id]);
  } else if (!ids.includes(id)) ids.push(id);
}

/**
 * Whether the line's words from `after` on are a name's rest (`text` from `at`), word for word; if so, where the
 * last of them ends is left in `scanEnd` (`after` itself for an empty rest).
 */
function restMatches(line: string, after: number, text: string, at: number): boolean {
  let end = after;
  while (at < text.length) {
    const start = nextWord(line, end);
    if (start < 0) return false;
    end = scanEnd;
    if (end - start > text.length - at) return false;
    for (let k = start; k < end; k++) if (line.charCodeAt(k) !== text.charCodeAt(at++)) return false;
    // Words hold no spaces: between two, the rest has exactly one, and after the last it ends.
    if (at < text.length && text.charCodeAt(at++) !== 32) return false;
  }
  scanEnd = end;
  return true;
}
