import { hashWord, phraseTokens, WordTable, type AnalyzedText } from './text';

interface AnchoredPhrase<T> {
  /** Words before and after the anchor word, in order. */
  before: string[];
  beforeHashes: number[];
  after: string[];
  afterHashes: number[];
  value: T;
}

/**
 * Finds every occurrence of many phrases (overlaps included), each keyed on its longest word rather than
 * its first: "the catch", "the job", "the pitch" are found from "catch", "job", "pitch", so a common word
 * such as "the" or "I" costs one probe that finds nothing, however many cues start with it.
 */
export class CueMatcher<T> {
  private readonly byAnchor = new WordTable<AnchoredPhrase<T>[]>(false);

  constructor(entries: Iterable<[phrase: string, value: T]>) {
    for (const [phrase, value] of entries) {
      const words = phraseTokens(phrase.toLowerCase());
      if (!words.length) continue;
      let anchor = 0;
      for (let k = 1; k < words.length; k++) if (words[k].length > words[anchor].length) anchor = k;
      const before = words.slice(0, anchor);
      const after = words.slice(anchor + 1);
      this.byAnchor.upsert(words[anchor], () => []).push({
        before, beforeHashes: before.map(hashWord), after, afterHashes: after.map(hashWord), value,
      });
    }
  }

  /** Calls `visit` with the first token and length of every hit, in anchor order. */
  forEachHit(analyzed: AnalyzedText, visit: (value: T, token: number, length: number) => void): void {
    for (let i = 0; i < analyzed.tokenCount; i++) {
      const candidates = this.byAnchor.get(analyzed, i);
      if (!candidates) continue;
      for (const c of candidates) {
        const start = i - c.before.length;
        const end = i + c.after.length;
        if (start < 0 || end >= analyzed.tokenCount) continue;
        if (!this.wordsAt(analyzed, start, c.before, c.beforeHashes) || !this.wordsAt(analyzed, i + 1, c.after, c.afterHashes)) continue;
        visit(c.value, start, c.before.length + 1 + c.after.length);
      }
    }
  }

  private wordsAt(analyzed: AnalyzedText, at: number, words: string[], hashes: number[]): boolean {
    for (let k = 0; k < words.length; k++) {
      if (!this.byAnchor.tokenIs(analyzed, at + k, words[k], hashes[k])) return false;
    }
    return true;
  }
}
