/**
 * A profile of how reviewers name the product a quote is about, learnt from hand-labelled review files (`npm run
 * train:mentions`; the files are in test/corpus): per mention of a matchup's product, the words around the name say
 * whether it is the one reviewed or the one it is set against, beyond what the rules of `mentionScores` catch.
 * "X costs twice as much", "X or Y", "X will …" name a yardstick more often than the product reviewed; "my X", "on the
 * X", "X is" name the one reviewed. The rules say why in phrases; the profile weighs the context words any domain
 * uses, and corrects the rules where they overreach ("like the X" is mostly no comparison).
 *
 * Features of one mention (`mentionFeatures`): the word before the name (`<word`; `^` when the name opens its
 * sentence), the two words before it (`<<word word`), the word after it (`>word`; `$` at the sentence's end), the first
 * mark after it (`.,`), where its sentence is (`s0` the opening one, `sL` the last, `sM` between), where the name
 * stands in its sentence (`i0` … `i5`, 5 and later), and whether the rules counted it for its side (`+`), against
 * (`-`) or not at all (`0`). A word that is inside a name of the matchup is `#name`, a number `#num`. The weights file
 * lists one integer per feature, its log-odds × QUANT of the mention being the product reviewed; a mention's lean is
 * their sum, in the units of the rules' weights (the profile was fitted with the rules' scores as its offset).
 */

import { MENTION_WEIGHTS } from './mentionWeights';
import { LEXICON, type AnalyzedText } from './text';

/** What a neighbour of a name can be besides a word: the sentence's edge, a name, a number. */
const START = '^';
const END = '$';
const NAME = '#name';
const NUMBER = '#num';
const SPECIALS = [START, END, NAME, NUMBER];
/** Keys of neighbours: the specials first, then 4 + the word's number in `LEXICON` (0: a word no row has). */
const SPECIAL_COUNT = SPECIALS.length;
const NAME_KEY = 2;
const NUMBER_KEY = 3;
/** A pair's key: the earlier word's key × PAIR + the later one's (exact as a double while LEXICON stays below 2^21). */
const PAIR = 2 ** 21;
/** The last index class: a name this far into its sentence, or further. */
const LAST_INDEX = 5;

interface Model {
  quant: number;
  /** Per neighbour key: the weight of the word before, and of the word after (× quant). */
  before: Int32Array;
  after: Int32Array;
  pairs: Map<number, number>;
  /** Per character code of the mark after the name. */
  marks: Map<number, number>;
  /** Per sentence place (0 opening, 1 between, 2 last), per index class, per sign (0 against, 1 none, 2 for). */
  place: Int32Array;
  index: Int32Array;
  sign: Int32Array;
}

function keyOfWord(word: string): number {
  const special = SPECIALS.indexOf(word);
  return special >= 0 ? special : SPECIAL_COUNT + LEXICON.intern(word);
}

function parseModel(source: string): Model {
  const lines = source.split('\n').filter((line) => line.length > 0);
  const quant = Number(/quant=(\d+)/.exec(lines[0])?.[1] ?? 100);
  const before = new Map<number, number>();
  const after = new Map<number, number>();
  const pairs = new Map<number, number>();
  const marks = new Map<number, number>();
  const place = new Int32Array(3);
  const index = new Int32Array(LAST_INDEX + 1);
  const sign = new Int32Array(3);
  for (const line of lines.slice(1)) {
    const tab = line.indexOf('\t');
    const key = line.slice(0, tab);
    const weight = Number(line.slice(tab + 1));
    if (key.startsWith('<<')) {
      const [a, b] = key.slice(2).split(' ');
      pairs.set(keyOfWord(a) * PAIR + keyOfWord(b), weight);
    } else if (key.startsWith('<')) before.set(keyOfWord(key.slice(1)), weight);
    else if (key.startsWith('>')) after.set(keyOfWord(key.slice(1)), weight);
    else if (key.startsWith('.')) marks.set(key.charCodeAt(1), weight);
    else if (key.startsWith('s')) place['0ML'.indexOf(key[1])] = weight;
    else if (key.startsWith('i')) index[Number(key.slice(1))] = weight;
    else sign['-0+'.indexOf(key)] = weight;
  }
  const size = Math.max(SPECIAL_COUNT, ...before.keys(), ...after.keys()) + 1;
  const table = (map: Map<number, number>) => {
    const array = new Int32Array(size);
    for (const [k, w] of map) array[k] = w;
    return array;
  };
  return { quant, before: table(before), after: table(after), pairs, marks, place, index, sign };
}

// Interned when this module loads, like every table: a word interned later is not found in texts read before.
const MODEL = parseModel(MENTION_WEIGHTS);

/** Whether token `t` lies inside one of the name spans (first, end, first, end, …). */
function inSpans(spans: readonly number[], t: number): boolean {
  for (let k = 0; k < spans.length; k += 2) if (t >= spans[k] && t < spans[k + 1]) return true;
  return false;
}

function isDigit(analyzed: AnalyzedText, t: number): boolean {
  const c = analyzed.text.charCodeAt(analyzed.tokenStart[t]);
  return c >= 48 && c <= 57;
}

/** The neighbour key of token `t` (see `keyOfWord`). */
function keyAt(analyzed: AnalyzedText, spans: readonly number[], t: number): number {
  if (inSpans(spans, t)) return NAME_KEY;
  if (isDigit(analyzed, t)) return NUMBER_KEY;
  const id = analyzed.wordId[t];
  return id === 0 ? -1 : SPECIAL_COUNT + id;
}

/** The neighbour as the weights file writes it. */
function wordAt(analyzed: AnalyzedText, spans: readonly number[], t: number): string {
  if (inSpans(spans, t)) return NAME;
  if (isDigit(analyzed, t)) return NUMBER;
  return analyzed.tokenLower(t);
}

const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;

/** The first character after the name that is not white space, before the next word (’ read as '); -1 when none. */
function markAfter(analyzed: AnalyzedText, last: number): number {
  const { text } = analyzed;
  const stop = last + 1 < analyzed.tokenCount ? analyzed.tokenStart[last + 1] : text.length;
  for (let i = analyzed.tokenEnd[last]; i < stop; i++) {
    const c = text.charCodeAt(i);
    // A curly apostrophe is the straight one typed by another keyboard: "X’s" and "X's" are one possessive.
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 0xa0) return c === RIGHT_QUOTE ? APOSTROPHE : c;
  }
  return -1;
}

/** Where a mention stands: its neighbours (token numbers, -1 for the sentence's edge), sentence place, index class, sign. */
function placeOf(analyzed: AnalyzedText, token: number, length: number, weight: number) {
  const inSentence = analyzed.tokenIndexInSentence[token];
  const sentence = analyzed.tokenSentence[token];
  const next = token + length;
  return {
    before: inSentence > 0 ? token - 1 : -1,
    before2: inSentence > 1 ? token - 2 : -1,
    after: next < analyzed.tokenCount && analyzed.tokenSentence[next] === sentence ? next : -1,
    place: sentence === 0 ? 0 : sentence === analyzed.sentenceCount - 1 ? 2 : 1,
    index: Math.min(inSentence, LAST_INDEX),
    sign: weight < 0 ? 0 : weight === 0 ? 1 : 2,
  };
}

/**
 * Whether mention `k` goes on the name before it: "Instant" then "Pot", found as two names of one side, are one name
 * said once. The profile reads the name's first piece only.
 */
function continues(spans: readonly number[], sides: readonly (0 | 1)[], k: number): boolean {
  return k > 0 && spans[2 * k - 1] === spans[2 * k] && sides[k - 1] === sides[k];
}

/**
 * The features of mention `k` of the quote (its span `spans[2k]`, `spans[2k + 1]`; `sides[k]`), which the rules
 * weighed `weight`, as the weights file names them; none for the second piece of one name (`continues`). `spans` and
 * `sides` hold every mention of the quote, as `mentionScores` reports them. For training and tests: the engine reads
 * the same through `mentionLean`.
 */
export function mentionFeatures(analyzed: AnalyzedText, spans: readonly number[], sides: readonly (0 | 1)[], k: number, weight: number): string[] {
  if (continues(spans, sides, k)) return [];
  const token = spans[2 * k];
  const length = spans[2 * k + 1] - token;
  const at = placeOf(analyzed, token, length, weight);
  const word = (t: number, edge: string) => (t < 0 ? edge : wordAt(analyzed, spans, t));
  const features = [`<${word(at.before, START)}`, `<<${word(at.before2, START)} ${word(at.before, START)}`, `>${word(at.after, END)}`];
  const mark = markAfter(analyzed, token + length - 1);
  if (mark >= 0) features.push(`.${String.fromCharCode(mark)}`);
  features.push(`s${'0ML'[at.place]}`, `i${at.index}`, '-0+'[at.sign]);
  return features;
}

/** How far the profile leans mention `k` towards being the product reviewed (negative: the one set against), in the rules' units. */
export function mentionLean(analyzed: AnalyzedText, spans: readonly number[], sides: readonly (0 | 1)[], k: number, weight: number): number {
  if (continues(spans, sides, k)) return 0;
  const token = spans[2 * k];
  const length = spans[2 * k + 1] - token;
  const m = MODEL;
  const at = placeOf(analyzed, token, length, weight);
  const key = (t: number, edge: number) => (t < 0 ? edge : keyAt(analyzed, spans, t));
  const before = key(at.before, 0);
  const before2 = key(at.before2, 0);
  const after = key(at.after, 1);
  let sum = m.place[at.place] + m.index[at.index] + m.sign[at.sign];
  if (before >= 0 && before < m.before.length) sum += m.before[before];
  if (after >= 0 && after < m.after.length) sum += m.after[after];
  if (before >= 0 && before2 >= 0) sum += m.pairs.get(before2 * PAIR + before) ?? 0;
  const mark = markAfter(analyzed, token + length - 1);
  if (mark >= 0) sum += m.marks.get(mark) ?? 0;
  return sum / m.quant;
}

/**
 * Whether the quote names both sides: the profile weighs which of two named products a quote is about. A quote that
 * names one side only is left to the rules (trained on both kinds, the profile moved such quotes to the side they never
 * name about as often wrongly as rightly; on both-sides quotes alone it fitted as well and read blind sets better).
 */
export function namesBoth(sides: readonly (0 | 1)[]): boolean {
  return sides.includes(0) && sides.includes(1);
}

/**
 * Adds the profile's lean of every mention to its side's score, when the quote names both sides (`namesBoth`): the
 * mentions as `mentionScores` reported them (`spans` first, end, …; `sides` and `weights` one per span).
 */
export function addMentionLeans(analyzed: AnalyzedText, spans: readonly number[], sides: readonly (0 | 1)[], weights: readonly number[], scores: [number, number]): void {
  if (!namesBoth(sides)) return;
  let margin = 0;
  for (let k = 0; k < sides.length; k++) margin += (sides[k] === 0 ? 1 : -1) * mentionLean(analyzed, spans, sides, k, weights[k]);
  scores[margin > 0 ? 0 : 1] += Math.abs(margin);
}
