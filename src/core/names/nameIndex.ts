import type { Product } from '../model';

export interface NameMatch {
  /** 0-based offsets into the line; `end` is exclusive. */
  start: number;
  end: number;
  text: string;
  /** Every product the name stands for: several when a short form is ambiguous. */
  productIds: string[];
}

/** A first word with more names than this indexes them by their second word instead (one vendor, many products). */
const SECOND_WORD_INDEX_FROM = 8;

const WORD = /[\p{L}\p{N}]+(?:[.\-][\p{L}\p{N}]+)*/gu;

/** A group's `single` when its names are searched in order, longest first (eight names or fewer). */
const IN_ORDER = -2;
/** A group's `single` when it has many names but no one-word name. */
const NO_SINGLE = -1;

/**
 * Finds product names and their short forms in a line of text, whole words only and case-sensitive
 * ("cursor" is a word, "Cursor" a product). Names are keyed by their first word, and where one first word
 * starts many names they are searched by their second, so a lookup costs a few probes per word of the
 * line, whatever the size of the catalog.
 *
 * Names are held in two flat arrays (no object per name): per name, the words after the first joined by single
 * spaces (`rests`, '' for a one-word name) and the product, or every product when the name is ambiguous (`ids`).
 * Each first word is a group, a run of those arrays: its names longest first (names of equal length in catalog
 * order); or, when it starts many names, those of two words or more sorted by second word (then longest first) and
 * its one-word name, if any, after them.
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
      if (run.length > SECOND_WORD_INDEX_FROM) {
        // Only names whose second word is the line's next word can match; among those, the order stays longest first.
        const longer = run.filter((k) => pendingRests[k] !== '');
        const rank = new Map(longer.map((k, i) => [k, i]));
        const second = (k: number) => secondWord(pendingRests[k], pendingAt[k]);
        longer.sort((a, b) => compareStrings(second(a), second(b)) || rank.get(a)! - rank.get(b)!);
        const one = run.find((k) => pendingRests[k] === '');
        single = one === undefined ? NO_SINGLE : next + longer.length;
        run = one === undefined ? longer : [...longer, one];
      }
      this.groupStart[group] = next;
      this.groupLength[group] = single >= 0 ? run.length - 1 : run.length;
      this.groupSingle[group] = single;
      for (const k of run) place(k);
      this.byFirst.set(first, group++);
    }
  }

  get size(): number {
    return this.byFirst.size;
  }

  /** All matches in the line, longest first at each position, never overlapping. */
  find(line: string): NameMatch[] {
    const words = tokenize(line);
    const matches: NameMatch[] = [];
    for (let i = 0; i < words.length; i++) {
      const entry = this.entryAt(words, i);
      if (entry >= 0) {
        const last = i + restWords(this.rests[entry], this.restAt[entry]);
        const start = words[i].start;
        const end = words[last].end;
        const ids = this.ids[entry];
        matches.push({ start, end, text: line.slice(start, end), productIds: typeof ids === 'string' ? [ids] : [...ids] });
        i = last;
      }
    }
    return matches;
  }

  /** The match covering a 0-based character position, if any. */
  at(line: string, character: number): NameMatch | undefined {
    for (const match of this.find(line)) {
      if (character >= match.start && character < match.end) return match;
      if (match.start > character) break;
    }
    return undefined;
  }

  /** The longest name starting at word i: its index in `rests` and `ids`, or -1. */
  private entryAt(words: Word[], i: number): number {
    const group = this.byFirst.get(words[i].text);
    if (group === undefined) return -1;
    const { rests, restAt } = this;
    const start = this.groupStart[group];
    const stop = start + this.groupLength[group];
    const single = this.groupSingle[group];
    if (single === IN_ORDER) {
      for (let k = start; k < stop; k++) if (restMatches(words, i, rests[k], restAt[k])) return k;
      return -1;
    }
    const next = words[i + 1];
    if (next) {
      // The first name whose second word is `next.text`, by binary search, then each one after it with that word.
      let low = start;
      let high = stop;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compareSecondWord(rests[middle], restAt[middle], next.text) < 0) low = middle + 1;
        else high = middle;
      }
      for (let k = low; k < stop && compareSecondWord(rests[k], restAt[k], next.text) === 0; k++) {
        if (restMatches(words, i, rests[k], restAt[k])) return k;
      }
    }
    return single;
  }
}

/** How many words a name's rest holds (the rest is `text` from `at`). */
function restWords(text: string, at: number): number {
  if (at >= text.length) return 0;
  let words = 1;
  for (let space = text.indexOf(' ', at); space >= 0; space = text.indexOf(' ', space + 1)) words++;
  return words;
}

function secondWord(text: string, at: number): string {
  const space = text.indexOf(' ', at);
  return space < 0 ? text.slice(at) : text.slice(at, space);
}

/** `compareStrings(secondWord(text, at), word)` without slicing the second word out. */
function compareSecondWord(text: string, at: number, word: string): number {
  for (let k = 0; ; k++) {
    const a = at + k < text.length && text.charCodeAt(at + k) !== 32 ? text.charCodeAt(at + k) : -1;
    const b = k < word.length ? word.charCodeAt(k) : -1;
    if (a !== b) return a < b ? -1 : 1;
    if (a < 0) return 0;
  }
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function addName(names: Map<string, string | string[]>, name: string, id: string): void {
  const ids = names.get(name);
  if (ids === undefined) names.set(name, id);
  else if (typeof ids === 'string') {
    if (ids !== id) names.set(name, [ids, id]);
  } else if (!ids.includes(id)) ids.push(id);
}

/** Whether the words after word i are a name's rest (`text` from `at`), word for word. */
function restMatches(words: Word[], i: number, text: string, at: number): boolean {
  for (let k = i + 1; at < text.length; k++) {
    if (k >= words.length) return false;
    const word = words[k].text;
    if (!text.startsWith(word, at)) return false;
    at += word.length;
    // Words hold no spaces: between two, the rest has exactly one, and after the last it ends.
    if (at < text.length && text.charCodeAt(at++) !== 32) return false;
  }
  return true;
}

interface Word {
  text: string;
  start: number;
  end: number;
}

function tokenize(line: string): Word[] {
  const words: Word[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(line); m; m = WORD.exec(line)) words.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return words;
}
