import { phraseTokens, type Token } from './text';

export interface PhraseHit<T> {
  value: T;
  /** Index of the first token of the hit. */
  token: number;
  length: number;
}

/**
 * Finds multi-word phrases in a token list with one Map lookup per token: phrases are keyed by their
 * first token, so the cost grows with the text, not with the number of phrases.
 */
export class PhraseMatcher<T> {
  private readonly byFirst = new Map<string, { rest: string[]; value: T }[]>();

  constructor(entries: Iterable<[phrase: string, value: T]>, private readonly caseSensitive = false) {
    for (const [phrase, value] of entries) {
      const words = phraseTokens(caseSensitive ? phrase : phrase.toLowerCase());
      if (!words.length) continue;
      const list = this.byFirst.get(words[0]) ?? [];
      list.push({ rest: words.slice(1), value });
      // Longest phrases first, so the first hit at a position is the most specific one.
      list.sort((a, b) => b.rest.length - a.rest.length);
      this.byFirst.set(words[0], list);
    }
  }

  /** Every phrase that starts at every token (overlapping hits included). */
  findAll(tokens: readonly Token[]): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const candidates = this.byFirst.get(this.key(tokens[i]));
      if (!candidates) continue;
      for (const candidate of candidates) {
        if (this.restMatches(tokens, i, candidate.rest)) hits.push({ value: candidate.value, token: i, length: candidate.rest.length + 1 });
      }
    }
    return hits;
  }

  /** Longest non-overlapping hits, left to right. */
  findLongest(tokens: readonly Token[]): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const candidates = this.byFirst.get(this.key(tokens[i]));
      if (!candidates) continue;
      const found = candidates.find((candidate) => this.restMatches(tokens, i, candidate.rest));
      if (!found) continue;
      const length = found.rest.length + 1;
      hits.push({ value: found.value, token: i, length });
      i += length - 1;
    }
    return hits;
  }

  private key(token: Token): string {
    return this.caseSensitive ? token.text : token.lower;
  }

  private restMatches(tokens: readonly Token[], at: number, rest: string[]): boolean {
    for (let k = 0; k < rest.length; k++) {
      const token = tokens[at + 1 + k];
      if (!token || this.key(token) !== rest[k]) return false;
    }
    return true;
  }
}
