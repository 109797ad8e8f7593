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
  rest: string[];
  productIds: string[];
}

const WORD = /[\p{L}\p{N}]+(?:[.\-][\p{L}\p{N}]+)*/gu;

/**
 * Finds product names and their short forms in a line of text, whole words only and case-sensitive
 * ("cursor" is a word, "Cursor" a product). Names are keyed by their first word, so a lookup costs a
 * few Map probes per word of the line, whatever the size of the catalog.
 */
export class NameIndex {
  private readonly byFirst = new Map<string, Entry[]>();

  constructor(products: readonly Product[]) {
    const names = new Map<string, string[]>();
    for (const product of products) {
      for (const name of [product.name, ...product.aliases]) {
        const ids = names.get(name);
        if (!ids) names.set(name, [product.id]);
        else if (!ids.includes(product.id)) ids.push(product.id);
      }
    }
    for (const [name, productIds] of names) {
      const words = name.match(WORD);
      if (!words) continue;
      const list = this.byFirst.get(words[0]);
      const entry = { rest: words.slice(1), productIds };
      if (list) list.push(entry);
      else this.byFirst.set(words[0], [entry]);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.rest.length - a.rest.length);
  }

  get size(): number {
    return this.byFirst.size;
  }

  /** All matches in the line, longest first at each position, never overlapping. */
  find(line: string): NameMatch[] {
    const words = tokenize(line);
    const matches: NameMatch[] = [];
    for (let i = 0; i < words.length; i++) {
      const match = this.matchAt(line, words, i);
      if (match) {
        matches.push(match.match);
        i += match.length - 1;
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

  private matchAt(line: string, words: Word[], i: number): { match: NameMatch; length: number } | undefined {
    const candidates = this.byFirst.get(words[i].text);
    if (!candidates) return undefined;
    for (const entry of candidates) {
      if (i + entry.rest.length >= words.length) continue;
      let ok = true;
      for (let k = 0; k < entry.rest.length; k++) {
        if (words[i + 1 + k].text !== entry.rest[k]) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      const start = words[i].start;
      const end = words[i + entry.rest.length].end;
      return { match: { start, end, text: line.slice(start, end), productIds: entry.productIds }, length: entry.rest.length + 1 };
    }
    return undefined;
  }
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
