import { hashWord, phraseTokens, WordTable, type AnalyzedText } from './text';

interface Phrase<T> {
  rest: string[];
  restHashes: number[];
  value: T;
}

/**
 * Finds multi-word phrases in a quote's tokens with one table probe per token: phrases are keyed by
 * their first word, so the cost grows with the text, not with the number of phrases.
 */
export class PhraseMatcher<T> {
  private readonly byFirst: WordTable<Phrase<T>[]>;
  /** Per low byte of a first word's hash, whether any phrase starts with such a word: most tokens stop here. */
  private readonly firstBytes = new Uint8Array(256);

  constructor(entries: Iterable<[phrase: string, value: T]>, caseSensitive = false) {
    this.byFirst = new WordTable(caseSensitive);
    for (const [phrase, value] of entries) {
      const words = phraseTokens(caseSensitive ? phrase : phrase.toLowerCase());
      if (!words.length) continue;
      const list = this.byFirst.upsert(words[0], () => []);
      this.firstBytes[hashWord(words[0].toLowerCase()) & 255] = 1;
      const rest = words.slice(1);
      // Longest phrases first, so the first hit at a position is the most specific one; equal lengths in order.
      let at = list.length;
      while (at > 0 && list[at - 1].rest.length < rest.length) at--;
      list.splice(at, 0, { rest, restHashes: rest.map((word) => hashWord(word.toLowerCase())), value });
    }
  }

  /** Calls `visit` for every phrase that starts at every token (overlapping hits included), in token order. */
  forEachHit(analyzed: AnalyzedText, visit: (value: T, token: number, length: number) => void): void {
    for (let i = 0; i < analyzed.tokenCount; i++) {
      if (this.firstBytes[analyzed.lowerHash[i] & 255] === 0) continue;
      const candidates = this.byFirst.get(analyzed, i);
      if (!candidates) continue;
      for (const candidate of candidates) {
        if (this.restMatches(analyzed, i, candidate)) visit(candidate.value, i, candidate.rest.length + 1);
      }
    }
  }

  /** Calls `visit` for the longest non-overlapping hits, left to right. */
  forEachLongest(analyzed: AnalyzedText, visit: (value: T, token: number, length: number) => void): void {
    for (let i = 0; i < analyzed.tokenCount; i++) {
      if (this.firstBytes[analyzed.lowerHash[i] & 255] === 0) continue;
      const candidates = this.byFirst.get(analyzed, i);
      if (!candidates) continue;
      // A loop, not find(): a closure over `i` would make every iteration allocate its own binding.
      let found: Phrase<T> | undefined;
      for (const candidate of candidates) {
        if (this.restMatches(analyzed, i, candidate)) {
          found = candidate;
          break;
        }
      }
      if (!found) continue;
      const length = found.rest.length + 1;
      visit(found.value, i, length);
      i += length - 1;
    }
  }

  private restMatches(analyzed: AnalyzedText, at: number, phrase: Phrase<T>): boolean {
    const { rest, restHashes } = phrase;
    if (at + rest.length >= analyzed.tokenCount) return rest.length === 0;
    for (let k = 0; k < rest.length; k++) {
      if (!this.byFirst.tokenIs(analyzed, at + 1 + k, rest[k], restHashes[k])) return false;
    }
    return true;
  }
}
