import { hashWord, phraseTokens, type AnalyzedText } from './text';

interface Phrase<T> {
  rest: string[];
  restHashes: number[];
  value: T;
}

/** A word in capitals, four letters or more; one cased in two capitalised parts. */
const SHOUTED = /^\p{Lu}{4,}$/u;
const CAMEL = /^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}/u;

/**
 * Finds multi-word phrases in a quote's tokens with one cheap test per token: phrases are keyed by
 * their first word, so the cost grows with the text, not with the number of phrases.
 *
 * Made for small tables built often (a matchup's names, once per file): plain arrays and a 256-bit
 * filter in eight numbers, no typed array or hash table to allocate, and a token that passes the
 * filter is compared with the first words one by one.
 */
export class PhraseMatcher<T> {
  /** The distinct first words (lower-case unless case-sensitive), the hashes of their lower-case forms, and their phrases. */
  private readonly firstWords: string[] = [];
  private readonly firstHashes: number[] = [];
  private readonly lists: Phrase<T>[][] = [];
  /** Per low byte of a first word's hash, one bit: whether any phrase starts with such a word. Most tokens stop here. */
  private readonly firstBytes = [0, 0, 0, 0, 0, 0, 0, 0];

  constructor(entries: Iterable<[phrase: string, value: T]>, readonly caseSensitive = false) {
    for (const [phrase, value] of entries) {
      const words = phraseTokens(caseSensitive ? phrase : phrase.toLowerCase());
      if (!words.length) continue;
      const first = words[0];
      const hash = hashWord(first.toLowerCase());
      let index = this.firstWords.indexOf(first);
      if (index < 0) {
        index = this.firstWords.push(first) - 1;
        this.firstHashes.push(hash);
        this.lists.push([]);
      }
      const list = this.lists[index];
      this.firstBytes[(hash >>> 5) & 7] |= 1 << (hash & 31);
      const rest = words.slice(1);
      // Longest phrases first, so the first hit at a position is the most specific one; equal lengths in order.
      const restHashes: number[] = [];
      for (const word of rest) restHashes.push(hashWord(word.toLowerCase()));
      // Moved up by hand: splice is a runtime call that allocates the (empty) array of what it removed.
      const entry: Phrase<T> = { rest, restHashes, value };
      let at = list.length;
      list.push(entry);
      for (; at > 0 && list[at - 1].rest.length < rest.length; at--) list[at] = list[at - 1];
      list[at] = entry;
    }
  }

  /** Calls `visit` for every phrase that starts at every token (overlapping hits included), in token order. */
  forEachHit(analyzed: AnalyzedText, visit: (value: T, token: number, length: number) => void): void {
    for (let i = 0; i < analyzed.tokenCount; i++) {
      const candidates = this.candidatesAt(analyzed, i);
      if (!candidates) continue;
      for (const candidate of candidates) {
        if (this.restMatches(analyzed, i, candidate)) visit(candidate.value, i, candidate.rest.length + 1);
      }
    }
  }

  /** Calls `visit` for the longest non-overlapping hits, left to right. */
  forEachLongest(analyzed: AnalyzedText, visit: (value: T, token: number, length: number) => void): void {
    for (let i = 0; i < analyzed.tokenCount; i++) {
      const candidates = this.candidatesAt(analyzed, i);
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

  /** The phrases whose first word is token `i`, if any. */
  private candidatesAt(analyzed: AnalyzedText, i: number): Phrase<T>[] | undefined {
    const hash = analyzed.lowerHash[i];
    if (((this.firstBytes[(hash >>> 5) & 7] >>> (hash & 31)) & 1) === 0) return undefined;
    const { firstHashes, firstWords } = this;
    for (let k = 0; k < firstHashes.length; k++) {
      if (firstHashes[k] === hash && this.tokenIs(analyzed, i, firstWords[k])) return this.lists[k];
    }
    return undefined;
  }

  private tokenIs(analyzed: AnalyzedText, i: number, word: string): boolean {
    if (!this.caseSensitive) return analyzed.lowerEquals(i, word);
    if (analyzed.exactEquals(i, word)) return true;
    // A maker a shop lists in capitals, written as the maker writes it: "DeWalt" for "DEWALT", "GoPro" for "GOPRO".
    return SHOUTED.test(word) && analyzed.lowerEquals(i, word.toLowerCase()) && CAMEL.test(analyzed.text.slice(analyzed.tokenStart[i], analyzed.tokenEnd[i]));
  }

  private restMatches(analyzed: AnalyzedText, at: number, phrase: Phrase<T>): boolean {
    const { rest, restHashes } = phrase;
    if (at + rest.length >= analyzed.tokenCount) return rest.length === 0;
    for (let k = 0; k < rest.length; k++) {
      if (analyzed.lowerHash[at + 1 + k] !== restHashes[k] || !this.tokenIs(analyzed, at + 1 + k, rest[k])) return false;
    }
    return true;
  }
}
