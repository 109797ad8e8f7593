import { LEXICON, WordMap, type AnalyzedText } from './text';

/**
 * Finds the rows of an expression table in a quote's tokens. A row is a short word pattern (see
 * `callExpressions.ts` for the syntax); rows are keyed by their first word, so the cost is one table
 * probe per token, and a sentence with none of the first words costs nothing more.
 */

type Slot =
  | { kind: 'words'; words: number[]; optional: boolean }
  | { kind: 'it' }
  | { kind: 'end' }
  | { kind: 'gap' };

interface CompiledRow<T> {
  slots: Slot[];
  value: T;
  /** Number of slots, for longest-first ordering. */
  size: number;
  /** The words one of which must follow the first (its second slot, when that is a required word); null when any may. */
  next: number[] | null;
  /**
   * The row's required word slots after the first, the rarest first (by how many rows use their words): a row can
   * only match in a sentence that holds one word of each, so the scan checks that before trying it.
   */
  required: number[][];
  /** The word of its first required slot when that slot is one word, else -1: the quick check. */
  key: number;
}

export interface ExpressionHit<T> {
  value: T;
  /** First and last token (inclusive). */
  first: number;
  last: number;
}

/** How many words a `~` may stand for. */
const MAX_GAP = 6;

/** Words that stand for the thing reviewed after a verb: "get it", "avoid this one" (by word number). */
const PRONOUNS = new WordMap<'plain' | 'demonstrative'>();
for (const word of ['it', 'them', 'one', 'these', 'those']) PRONOUNS.set(LEXICON.intern(word), 'plain');
for (const word of ['this', 'that']) PRONOUNS.set(LEXICON.intern(word), 'demonstrative');
const ONE = LEXICON.intern('one');
const OF = LEXICON.intern('of');
/** "this year", "that week": a demonstrative before a word of time is a time, not the thing reviewed. */
const TIMES = new WordMap<true>();
for (const word of ['year', 'week', 'month', 'quarter', 'season', 'time', 'weekend', 'morning', 'evening', 'spring', 'summer', 'autumn', 'fall', 'winter', 'cycle', 'round', 'release', 'sprint']) TIMES.set(LEXICON.intern(word), true);
const THE = LEXICON.intern('the');
/** The speaker's "I": capitalised, but never a name ("the pack I grab first" is not "pack {it}"). */
const I = LEXICON.intern('i');
/** Words a `~` does not pass over: "I haven't recommended it" is not the row "i ~ recommended {it}" (the scope rules negate it). */
const NEGATIONS = new WordMap<true>();
for (const word of ['not', 'never', 'no', 'nobody', 'nothing', 'neither', 'nor', 't']) NEGATIONS.set(LEXICON.intern(word), true);

/**
 * Words that may stand between two words of a row without changing it: "I would happily take a piece", "I'd quite
 * gladly own it" read as "I'd take a piece", "I'd own it". A few by name, and any word of five letters or more that
 * ends in -ly but these: the words that negate or narrow ("hardly", "barely"), and nouns and adjectives in -ly.
 */
const BETWEEN_WORDS = new WordMap<true>();
for (const word of ['still', 'quite', 'just', 'also', 'even', 'already', 'now', 'gladly', 'happily', 'really']) BETWEEN_WORDS.set(LEXICON.intern(word), true);
const NOT_BETWEEN = new WordMap<true>();
for (const word of ['hardly', 'barely', 'scarcely', 'rarely', 'seldom', 'only', 'merely', 'solely', 'early', 'family', 'daily', 'weekly', 'monthly', 'yearly', 'hourly', 'nightly', 'quarterly', 'friendly', 'unfriendly', 'ugly', 'holy', 'supply', 'apply', 'reply', 'rally', 'ally', 'bully', 'jelly', 'belly', 'lovely', 'lonely', 'costly', 'likely', 'unlikely', 'elderly', 'deadly', 'silly', 'jolly', 'assembly', 'butterfly', 'firefly', 'italy', 'july', 'comply', 'multiply', 'occasionally', 'partially', 'partly']) NOT_BETWEEN.set(LEXICON.intern(word), true);

/** Whether token `at`, in `sentence` and joined to the one before, is a word that may stand between two words of a row. */
function isBetweenWord(analyzed: AnalyzedText, at: number, sentence: number): boolean {
  if (at >= analyzed.tokenCount || analyzed.tokenSentence[at] !== sentence || !joined(analyzed, at)) return false;
  const id = analyzed.wordId[at];
  if (BETWEEN_WORDS.get(id)) return true;
  if (NOT_BETWEEN.get(id)) return false;
  const start = analyzed.tokenStart[at];
  const end = analyzed.tokenEnd[at];
  return end - start >= 5 && analyzed.text.charCodeAt(end - 1) === 121 && analyzed.text.charCodeAt(end - 2) === 108;
}

/** `interned` keeps each alternative's word numbers: the table's rows say the same few hundred words thousands of times. */
function compile(pattern: string, interned: Map<string, number[]>): Slot[] {
  return pattern.split(/\s+/).filter(Boolean).map((part): Slot => {
    if (part === '{it}') return { kind: 'it' };
    if (part === '$') return { kind: 'end' };
    if (part === '~') return { kind: 'gap' };
    const optional = part.endsWith('?');
    const words = (optional ? part.slice(0, -1) : part).split('|').flatMap((w) => {
      let ids = interned.get(w);
      if (ids === undefined) interned.set(w, (ids = LEXICON.internPhrase(w)));
      return ids;
    });
    return { kind: 'words', words, optional };
  });
}

/**
 * The rows that start with one word, longest first, and the same rows sorted by the word after it: a row whose second
 * slot is a required word can only match before one of its words, so the scan tries only the rows the next word allows.
 */
interface FirstWordRows<T> {
  all: CompiledRow<T>[];
  /** Per word number of a second word: the rows it allows (those that want it, and every open one), longest first. */
  bySecond: Map<number, CompiledRow<T>[]>;
  /** The rows whose second slot takes any word (a gap, `{it}`, an optional word, the end), longest first. */
  open: CompiledRow<T>[];
}

export class ExpressionMatcher<T> {
  /** Per word number, the rows that start with that word. */
  private readonly byFirst = new WordMap<FirstWordRows<T>>();
  private readonly firstWordList = new Set<number>();
  /** Per word number, 1 when some row wants it second: any other next word leaves only the open rows, without a lookup. */
  private readonly isSecond: Uint8Array;
  /** Per word number of a row's word, the number of the last sentence scan that saw it (`stamp`). */
  private readonly seen: Int32Array;
  private stamp = 0;

  constructor(rows: Iterable<[pattern: string, value: T]>) {
    const interned = new Map<string, number[]>();
    for (const [pattern, value] of rows) {
      const slots = compile(pattern, interned);
      const first = slots[0];
      if (!first || first.kind !== 'words' || first.optional) throw new Error(`expression must start with a word: ${pattern}`);
      const second = slots[1];
      const next = second?.kind === 'words' && !second.optional ? second.words : null;
      const required = slots.slice(1).flatMap((slot) => (slot.kind === 'words' && !slot.optional ? [slot.words] : []));
      for (const word of first.words) {
        this.firstWordList.add(word);
        const list = this.byFirst.upsert(word, () => ({ all: [], bySecond: new Map(), open: [] })).all;
        list.push({ slots, value, size: slots.length, next, required: required.slice(), key: -1 });
      }
    }
    // Each word's rows longest first, rows of one length in the table's order (a stable sort: inserting each row after
    // the longer ones, as it once did, cost a pass over the list per row).
    for (const first of this.firstWordList) this.byFirst.get(first)!.all.sort((a, b) => b.size - a.size);
    // Sorted by the second word once every row is in, each list in the longest-first order.
    const secondWords: number[] = [];
    for (const first of this.firstWordList) {
      const entry = this.byFirst.get(first)!;
      entry.open = entry.all.filter((row) => row.next === null);
      const seconds = new Set(entry.all.flatMap((row) => row.next ?? []));
      // Each second word's rows in the list's order: the open ones and those that want it, in one pass over the rows.
      for (const second of seconds) entry.bySecond.set(second, []);
      for (const row of entry.all) {
        if (row.next === null) for (const list of entry.bySecond.values()) list.push(row);
        else for (const second of new Set(row.next)) entry.bySecond.get(second)!.push(row);
      }
      secondWords.push(...seconds);
    }
    this.isSecond = new Uint8Array(Math.max(0, ...secondWords) + 1);
    for (const second of secondWords) this.isSecond[second] = 1;
    // The required slots, rarest first: a word many rows use ("would", "it") is a word most sentences hold.
    const compiled = [...this.firstWordList].flatMap((first) => this.byFirst.get(first)!.all);
    // Per word number, how many rows require it; and the largest such number.
    const uses = new Int32Array(LEXICON.count + 1);
    let lastUsed = 0;
    for (const row of compiled) {
      for (const words of row.required) {
        for (const word of words) {
          uses[word]++;
          if (word > lastUsed) lastUsed = word;
        }
      }
    }
    // Once per slot (rows share their pattern's slots), not at every comparison of the sort.
    const counted = new Map<number[], number>();
    const commonness = (words: number[]): number => {
      let sum = counted.get(words);
      if (sum === undefined) counted.set(words, (sum = words.reduce((total, word) => total + uses[word], 0)));
      return sum;
    };
    for (const row of compiled) {
      row.required.sort((a, b) => commonness(a) - commonness(b));
      row.key = row.required.length > 0 && row.required[0].length === 1 ? row.required[0][0] : -1;
    }
    this.seen = new Int32Array(lastUsed + 1);
  }

  /** Whether the sentence scanned last (`seen`) holds one word of each of the row's required slots. */
  private couldMatch(row: CompiledRow<T>): boolean {
    const { seen, stamp } = this;
    const required = row.required;
    for (let s = 0; s < required.length; s++) {
      const words = required[s];
      let found = false;
      for (let w = 0; w < words.length; w++) {
        if (seen[words[w]] === stamp) {
          found = true;
          break;
        }
      }
      if (!found) return false;
    }
    return true;
  }

  /** The numbers (`LEXICON`) of the words rows start with, for a caller's own pre-filter. */
  firstWords(): number[] {
    return [...this.firstWordList];
  }

  /**
   * The longest non-overlapping hits in the sentence of token `from`, left to right, starting at that token:
   * written into `into` (emptied first), which is returned.
   */
  hitsInSentence(analyzed: AnalyzedText, from: number, into: ExpressionHit<T>[]): ExpressionHit<T>[] {
    into.length = 0;
    const sentence = analyzed.tokenSentence[from];
    // Which rows' words the sentence holds from `from` on: a row missing one of its required words is not tried.
    if (++this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const { seen, stamp } = this;
    for (let t = from; t < analyzed.tokenCount && analyzed.tokenSentence[t] === sentence; t++) {
      const id = analyzed.wordId[t];
      if (id < seen.length) seen[id] = stamp;
    }
    let i = from;
    for (; i < analyzed.tokenCount && analyzed.tokenSentence[i] === sentence; i++) {
      const entry = this.byFirst.get(analyzed.wordId[i]);
      if (entry === undefined) continue;
      let best: { row: CompiledRow<T>; end: number } | null = null;
      // Only the rows the word after this one allows (matchFrom fails any other on its second slot).
      // A word between ("would happily take") lets every row try: its second word may come after it.
      const nextId = i + 1 < analyzed.tokenCount ? analyzed.wordId[i + 1] : 0;
      const rows = isBetweenWord(analyzed, i + 1, sentence) ? entry.all : ((nextId < this.isSecond.length && this.isSecond[nextId] === 1 ? entry.bySecond.get(nextId) : undefined) ?? entry.open);
      // Indexed loops: an iterator per row list is garbage the scan need not make.
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r];
        if ((row.key >= 0 && seen[row.key] !== stamp) || !this.couldMatch(row)) continue;
        const end = this.matchFrom(analyzed, row.slots, 1, i + 1, sentence);
        if (end >= 0 && (!best || end > best.end)) best = { row, end };
      }
      if (!best) continue;
      into.push({ value: best.row.value, first: i, last: best.end - 1 });
      i = Math.max(i, best.end - 1);
    }
    return into;
  }

  /** Matches slots[k..] from token `at`; returns the token after the match, or -1. */
  private matchFrom(analyzed: AnalyzedText, slots: Slot[], k: number, at: number, sentence: number): number {
    if (k === slots.length) return at;
    const slot = slots[k];
    if (slot.kind === 'end') return clauseEndsAfter(analyzed, at - 1) || endsAfterTag(analyzed, at, sentence) || endsAfterPrice(analyzed, at, sentence) ? this.matchFrom(analyzed, slots, k + 1, at, sentence) : -1;
    if (slot.kind === 'words') {
      // The word first: most tries fail on it, and it costs less than checking what stands between the tokens.
      if (at < analyzed.tokenCount) {
        const id = analyzed.wordId[at];
        const words = slot.words;
        for (let w = 0; w < words.length; w++) {
          if (id === words[w]) {
            if (analyzed.tokenSentence[at] !== sentence || (!joined(analyzed, at) && slots[k - 1]?.kind !== 'end')) break;
            const end = this.matchFrom(analyzed, slots, k + 1, at + 1, sentence);
            if (end >= 0) return end;
            break;
          }
        }
      }
      if (slot.optional) return this.matchFrom(analyzed, slots, k + 1, at, sentence);
      // Between two words of the row, a word that changes nothing ("would happily take"): the row goes on after it.
      return slots[k - 1]?.kind === 'words' && isBetweenWord(analyzed, at, sentence) ? this.matchFrom(analyzed, slots, k, at + 1, sentence) : -1;
    }
    const inSentence = at < analyzed.tokenCount && analyzed.tokenSentence[at] === sentence && joined(analyzed, at);
    if (slot.kind === 'gap') {
      // Up to MAX_GAP words of the same clause, as few as will do.
      for (let skip = 0; skip <= MAX_GAP; skip++) {
        const end = this.matchFrom(analyzed, slots, k + 1, at + skip, sentence);
        if (end >= 0) return end;
        const next = at + skip;
        if (next >= analyzed.tokenCount || analyzed.tokenSentence[next] !== sentence || !joined(analyzed, next) || NEGATIONS.get(analyzed.wordId[next])) break;
      }
      return -1;
    }
    if (slot.kind === 'it') {
      if (!inSentence) return -1;
      const pronoun = PRONOUNS.get(analyzed.wordId[at]);
      if (pronoun) {
        // "this one", "that one"
        const next = at + 1;
        if (pronoun === 'demonstrative' && next < analyzed.tokenCount && analyzed.tokenSentence[next] === sentence && joined(analyzed, next) && TIMES.get(analyzed.wordId[next])) return -1;
        // "go with one of the free ones" points to one of several others, not the thing reviewed.
        if (analyzed.wordId[at] === ONE && next < analyzed.tokenCount && analyzed.wordId[next] === OF) return -1;
        const end = pronoun === 'demonstrative' && next < analyzed.tokenCount && analyzed.tokenSentence[next] === sentence && joined(analyzed, next) && analyzed.wordId[next] === ONE ? next + 1 : at + 1;
        return this.matchFrom(analyzed, slots, k + 1, end, sentence);
      }
      // A name: the run of capitalised words (and versions) that follows, maybe after "the".
      let start = at;
      if (analyzed.wordId[at] === THE && at + 1 < analyzed.tokenCount && analyzed.tokenSentence[at + 1] === sentence && joined(analyzed, at + 1)) start = at + 1;
      // One of the matchup's names, however its maker cases it ("pgvector"), is the thing reviewed.
      const named = analyzed.nameEndAt(start);
      if (named > start) return this.matchFrom(analyzed, slots, k + 1, named, sentence);
      if (!startsCapitalOrDigit(analyzed, start) || analyzed.wordId[start] === I) return -1;
      let end = start + 1;
      while (end < analyzed.tokenCount && analyzed.tokenSentence[end] === sentence && joined(analyzed, end) && startsCapitalOrDigit(analyzed, end)) end++;
      return this.matchFrom(analyzed, slots, k + 1, end, sentence);
    }
    return -1;
  }
}

/**
 * Words a speaker tags onto the end of a clause without changing it ("zero regrets tbh", "I'd buy it again, honestly",
 * "I wouldn't bother either"): a row's end (`$`) still ends there. Tags of one word, and of several as word numbers.
 */
const END_TAGS = new WordMap<number[][]>();
for (const phrase of ['tbh', 'honestly', 'lol', 'imo', 'imho', 'ngl', 'frankly', 'though', 'either', 'too', 'anyway', 'anyways', 'period', 'haha', 'really', 'to be honest', 'for sure', 'full stop', 'if i m honest', 'if i am honest', 'to be fair', 'twice over', 'and then some', 'hands down']) {
  const tag = LEXICON.internPhrase(phrase);
  END_TAGS.upsert(tag[0], () => []).push(tag);
}

/** Whether the clause ends after one of `END_TAGS` starting at token `at`, in the same sentence and joined to what it tags. */
function endsAfterTag(analyzed: AnalyzedText, at: number, sentence: number): boolean {
  const tags = at < analyzed.tokenCount ? END_TAGS.get(analyzed.wordId[at]) : undefined;
  if (tags === undefined) return false;
  for (const tag of tags) {
    const last = at + tag.length - 1;
    if (last >= analyzed.tokenCount || analyzed.tokenSentence[last] !== sentence) continue;
    let k = 0;
    while (k < tag.length && analyzed.wordId[at + k] === tag[k] && (k > 0 ? joined(analyzed, at + k) : true)) k++;
    if (k === tag.length && clauseEndsAfter(analyzed, last)) return true;
  }
  return false;
}

const AT = LEXICON.intern('at');
const WHAT = LEXICON.intern('what');
/** What a price named after a call is: "at this multiple", "at any price", "at the last round's valuation". */
const PRICE_WORDS = new WordMap<true>();
for (const word of ['price', 'prices', 'multiple', 'multiples', 'valuation', 'valuations', 'round', 'level', 'levels', 'premium', 'discount', 'markup', 'mark-up']) PRICE_WORDS.set(LEXICON.intern(word), true);
/** How many words a price named after a call may take ("at what the last private round implied"). */
const PRICE_SPAN = 9;
/** How many words may follow the price word before the clause ends: "at any price Teladoc would accept". */
const PRICE_TAIL = 3;

/**
 * Whether the clause ends after a price named at token `at`: "I'd be a buyer at this multiple", "not one I'd own at what
 * the last round implied". The price says on what terms the speaker calls, not that the clause goes on.
 */
function endsAfterPrice(analyzed: AnalyzedText, at: number, sentence: number): boolean {
  if (at >= analyzed.tokenCount || analyzed.wordId[at] !== AT || analyzed.tokenSentence[at] !== sentence || !joined(analyzed, at)) return false;
  const what = at + 1 < analyzed.tokenCount && analyzed.wordId[at + 1] === WHAT;
  let priced = -1;
  for (let t = at + 1; t <= at + PRICE_SPAN && t < analyzed.tokenCount && analyzed.tokenSentence[t] === sentence && joined(analyzed, t); t++) {
    if (priced < 0 && PRICE_WORDS.get(analyzed.wordId[t])) priced = t;
    // The price, then at most a few words about it ("at any price they would accept"), not a clause of its own.
    if (priced < 0 && !what) continue;
    if (clauseEndsAfter(analyzed, t)) return true;
    if (!what && t - priced >= PRICE_TAIL) return false;
  }
  return false;
}

function startsCapitalOrDigit(analyzed: AnalyzedText, i: number): boolean {
  const ch = analyzed.text[analyzed.tokenStart[i]];
  return ch !== ch.toLowerCase() || (ch >= '0' && ch <= '9');
}

/** Whether token `i` follows the previous one with only spaces, an apostrophe or a hyphen between. */
function joined(analyzed: AnalyzedText, i: number): boolean {
  if (i === 0) return true;
  const { text } = analyzed;
  for (let p = analyzed.tokenEnd[i - 1]; p < analyzed.tokenStart[i]; p++) {
    const c = text.charCodeAt(p);
    if (!(c === 32 || c === 9 || c === 10 || c === 13 || c === 39 || c === 0x2019 || c === 45 || c === 0xa0)) return false;
  }
  return true;
}

const CLAUSE_END = new Set(['.', ',', ';', ':', '!', '?', '—', '–', ')', '(']);

/** Whether the clause ends right after token `i`: punctuation, a dash or the end of its sentence. */
export function clauseEndsAfter(analyzed: AnalyzedText, i: number): boolean {
  const { text } = analyzed;
  const sentence = analyzed.tokenSentence[i];
  const stop = sentence < analyzed.sentenceCount ? analyzed.sentenceEnd[sentence] : text.length;
  for (let p = analyzed.tokenEnd[i]; p < stop; p++) {
    const ch = text[p];
    if (ch === ' ' || ch === '"' || ch === '”' || ch === '’' || ch === "'" || ch === '\n' || ch === '\r') continue;
    if (ch === '-' && text[p + 1] === ' ') return true;
    // A dot ends the clause only before white space or the end: not in "no .loc" or "3.5".
    if (ch === '.') return p + 1 >= stop || /[\s"'”’)]/u.test(text[p + 1]);
    return CLAUSE_END.has(ch);
  }
  return true;
}
