import { LEXICON, phraseTokens, WordMap, type AnalyzedText } from './text';

interface AnchoredPhrase<T> {
  /** Word numbers (`LEXICON`) before and after the anchor word, in order. */
  before: number[];
  after: number[];
  value: T;
}

/**
 * Finds every occurrence of many phrases (overlaps included), each keyed on its longest word rather than
 * its first: "the catch", "the job", "the pitch" are found from "catch", "job", "pitch", so a common word
 * such as "the" or "I" finds nothing, however many cues start with it. Words are compared by their
 * number in the lexicon, which `analyzeText` gave every token: a token costs one array read.
 */
export class CueMatcher<T> {
  /** Per anchor word number, the phrases anchored on it. */
  private readonly byAnchor = new WordMap<AnchoredPhrase<T>[]>();

  constructor(entries: Iterable<[phrase: string, value: T]>) {
    for (const [phrase, value] of entries) {
      const tokens = phraseTokens(phrase.toLowerCase());
      if (!tokens.length) continue;
      const words = tokens.map((word) => LEXICON.intern(word));
      let anchor = 0;
      for (let k = 1; k < tokens.length; k++) if (tokens[k].length > tokens[anchor].length) anchor = k;
      this.byAnchor.upsert(words[anchor], () => []).push({ before: words.slice(0, anchor), after: words.slice(anchor + 1), value });
    }
  }

  /** Calls `visit` with the first token and length of every hit, in anchor order. */
  forEachHit(analyzed: AnalyzedText, visit: (value: T, token: number, length: number) => void): void {
    const ids = analyzed.wordId;
    const count = analyzed.tokenCount;
    for (let i = 0; i < count; i++) {
      const candidates = this.byAnchor.get(ids[i]);
      if (candidates === undefined) continue;
      for (const c of candidates) {
        const start = i - c.before.length;
        const end = i + c.after.length;
        if (start < 0 || end >= count) continue;
        if (!wordsAt(ids, start, c.before) || !wordsAt(ids, i + 1, c.after)) continue;
        visit(c.value, start, c.before.length + 1 + c.after.length);
      }
    }
  }
}

function wordsAt(ids: Int32Array, at: number, words: number[]): boolean {
  for (let k = 0; k < words.length; k++) if (ids[at + k] !== words[k]) return false;
  return true;
}
