import type { Product } from '../model';

export interface NameMatch {
  /** 0-based offsets into the line; `end` is exclusive. */
  start: number;
  end: number;
  text: string;
  /** Every product the name stands for: several when a short form is ambiguous. */
  productIds: string[];
}

interface Entry {
  /** The words after the first, joined by single spaces ('' for a one-word name): one string, not one per word. */
  rest: string;
  /** The product, or every product when the name is ambiguous. */
  ids: string | readonly string[];
}

/** How many words an entry's `rest` holds. */
function restWords(entry: Entry): number {
  if (!entry.rest) return 0;
  let words = 1;
  for (let at = entry.rest.indexOf(' '); at >= 0; at = entry.rest.indexOf(' ', at + 1)) words++;
  return words;
}

/** A first word with more names than this indexes them by their second word instead (one vendor, many products). */
const SECOND_WORD_INDEX_FROM = 8;

const WORD = /[\p{L}\p{N}]+(?:[.\-][\p{L}\p{N}]+)*/gu;

/** The names of a first word that starts many: the longer ones sorted by second word (then longest first), and the one-word name. */
interface ManyNames {
  bySecond: Entry[];
  single: Entry | undefined;
}

/**
 * Finds product names and their short forms in a line of text, whole words only and case-sensitive
 * ("cursor" is a word, "Cursor" a product). Names are keyed by their first word, and where one first word
 * starts many names they are searched by their second, so a lookup costs a few probes per word of the
 * line, whatever the size of the catalog.
 */
export class NameIndex {
  /** Names by first word: one name, a few (longest first, names of equal length in catalog order), or many. */
  private readonly byFirst = new Map<string, Entry | Entry[] | ManyNames>();

  constructor(products: readonly Product[]) {
    const names = new Map<string, string | string[]>();
    for (const product of products) {
      addName(names, product.name, product.id);
      for (const alias of product.aliases) addName(names, alias, product.id);
    }
    const lists = new Map<string, Entry[]>();
    for (const [name, ids] of names) {
      const words = name.match(WORD);
      if (!words) continue;
      const entry: Entry = { rest: words.length > 1 ? words.slice(1).join(' ') : '', ids };
      const list = lists.get(words[0]);
      if (list) list.push(entry);
      else lists.set(words[0], [entry]);
    }
    for (const [first, list] of lists) {
      const lengths = new Map(list.map((entry) => [entry, restWords(entry)]));
      list.sort((a, b) => lengths.get(b)! - lengths.get(a)!);
      if (list.length === 1) this.byFirst.set(first, list[0]);
      else if (list.length <= SECOND_WORD_INDEX_FROM) this.byFirst.set(first, list);
      else {
        // Only names whose second word is the line's next word can match; among those, the order stays longest first.
        const longer = list.filter((entry) => entry.rest !== '');
        const order = new Map(longer.map((entry, i) => [entry, i]));
        longer.sort((a, b) => compareStrings(secondWord(a), secondWord(b)) || order.get(a)! - order.get(b)!);
        this.byFirst.set(first, { bySecond: longer, single: list.find((entry) => entry.rest === '') });
      }
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
      if (entry) {
        const last = i + restWords(entry);
        const start = words[i].start;
        const end = words[last].end;
        matches.push({ start, end, text: line.slice(start, end), productIds: typeof entry.ids === 'string' ? [entry.ids] : [...entry.ids] });
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

  /** The longest name starting at word i. */
  private entryAt(words: Word[], i: number): Entry | undefined {
    const found = this.byFirst.get(words[i].text);
    if (!found) return undefined;
    if (Array.isArray(found)) {
      for (const entry of found) if (restMatches(words, i, entry)) return entry;
      return undefined;
    }
    if ('ids' in found) return restMatches(words, i, found) ? found : undefined;
    const next = words[i + 1];
    if (next) {
      const { bySecond } = found;
      // The first name whose second word is `next.text`, by binary search, then each one after it with that word.
      let low = 0;
      let high = bySecond.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compareSecondWord(bySecond[middle].rest, next.text) < 0) low = middle + 1;
        else high = middle;
      }
      for (let k = low; k < bySecond.length && compareSecondWord(bySecond[k].rest, next.text) === 0; k++) {
        if (restMatches(words, i, bySecond[k])) return bySecond[k];
      }
    }
    return found.single;
  }
}

function secondWord(entry: Entry): string {
  const space = entry.rest.indexOf(' ');
  return space < 0 ? entry.rest : entry.rest.slice(0, space);
}

/** `compareStrings(secondWord(entry), word)` without slicing the second word out of `rest`. */
function compareSecondWord(rest: string, word: string): number {
  for (let k = 0; ; k++) {
    const a = k < rest.length && rest.charCodeAt(k) !== 32 ? rest.charCodeAt(k) : -1;
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

/** Whether the words after word i are the entry's rest, word for word. */
function restMatches(words: Word[], i: number, entry: Entry): boolean {
  const { rest } = entry;
  let at = 0;
  for (let k = i + 1; at < rest.length; k++) {
    if (k >= words.length) return false;
    const word = words[k].text;
    if (!rest.startsWith(word, at)) return false;
    at += word.length;
    // Words hold no spaces: between two, the rest has exactly one, and after the last it ends.
    if (at < rest.length && rest.charCodeAt(at++) !== 32) return false;
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
