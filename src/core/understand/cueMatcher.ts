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
 *
 * The phrases are packed into one typed array (per anchor: its phrases one after the other, each as
 * words before, words after, value, then the words), so the scan reads integers, not an object per phrase.
 */
export class CueMatcher<T> {
  /** Per anchor word number, where its phrases start in `packed` and where they end; 0, 0 for none. */
  private readonly from: Int32Array;
  private readonly to: Int32Array;
  private readonly packed: Int32Array;
  private readonly values: T[] = [];

  constructor(entries: Iterable<[phrase: string, value: T]>) {
    const byAnchor = new WordMap<AnchoredPhrase<T>[]>();
    const anchors: number[] = [];
    for (const [phrase, value] of entries) {
      const tokens = phraseTokens(phrase.toLowerCase());
      if (!tokens.length) continue;
      const words = tokens.map((word) => LEXICON.intern(word));
      let anchor = 0;
      for (let k = 1; k < tokens.length; k++) if (tokens[k].length > tokens[anchor].length) anchor = k;
      const list = byAnchor.upsert(words[anchor], () => (anchors.push(words[anchor]), []));
      list.push({ before: words.slice(0, anchor), after: words.slice(anchor + 1), value });
    }
    const size = anchors.reduce((max, id) => Math.max(max, id + 1), 0);
    this.from = new Int32Array(size);
    this.to = new Int32Array(size);
    const packed: number[] = [];
    for (const id of anchors) {
      this.from[id] = packed.length;
      for (const phrase of byAnchor.get(id)!) {
        packed.push(phrase.before.length, phrase.after.length, this.values.push(phrase.value) - 1, ...phrase.before, ...phrase.after);
      }
      this.to[id] = packed.length;
    }
    this.packed = Int32Array.from(packed);
  }

  /** Calls `visit` with the first token and length of every hit, in anchor order. */
  forEachHit(analyzed: AnalyzedText, visit: (value: T, token: number, length: number) => void): void {
    const ids = analyzed.wordId;
    const count = analyzed.tokenCount;
    const { from, to, packed } = this;
    const anchors = from.length;
    for (let i = 0; i < count; i++) {
      const id = ids[i];
      if (id >= anchors) continue;
      const stop = to[id];
      for (let p = from[id]; p < stop; ) {
        const before = packed[p];
        const after = packed[p + 1];
        const value = packed[p + 2];
        const words = p + 3;
        p = words + before + after;
        const start = i - before;
        const end = i + after;
        if (start < 0 || end >= count) continue;
        if (!wordsAt(ids, start, packed, words, before) || !wordsAt(ids, i + 1, packed, words + before, after)) continue;
        visit(this.values[value], start, before + 1 + after);
      }
    }
  }
}

function wordsAt(ids: Int32Array, at: number, packed: Int32Array, from: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (ids[at + k] !== packed[from + k]) return false;
  return true;
}
