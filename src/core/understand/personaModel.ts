/**
 * A word profile per persona, learnt from hand-labelled review files (`npm run train:personas`; the files are in
 * test/corpus): a naive Bayes model over which words a quote uses, so that a quote written in words no cue of
 * `personas.ts` lists still reads as the builder's, the skeptic's… The cue tables say why in phrases; the profile
 * catches the rest of the vocabulary ("revenue", "bracket", "wager") in any domain.
 *
 * Features, each counted once per quote: every word in lower case, except the product's own names (one feature
 * for "a product is named") and numbers (one feature); and the first OPENING_WORDS words of the opening sentence
 * again, marked, since reviewers announce their angle there; and each two words written next to each other ("your
 * bill", "pricing power"), which tell the reader's costs from the company's. The weights file lists, per feature, one integer
 * per persona (log-probabilities × QUANT, centred); the first line is the prior. Rows marked `=` are no word but a
 * call (`=skip`): how likely each persona is to make it, read by `callLean`, not by the profile.
 */

import type { PersonaId } from '../model';
import { PERSONA_WEIGHTS } from './personaWeights';
import { LEXICON, type AnalyzedText } from './text';

/** The personas the model scores, in the order of each weights row. */
export const MODEL_PERSONAS: readonly PersonaId[] = ['builder', 'skeptic', 'strategist', 'product', 'investor'];
/** How many words of the opening sentence count again as opening words. */
export const OPENING_WORDS = 8;
/** Feature names that are no word: a product name, a number. */
export const NAME_FEATURE = '#name';
export const NUMBER_FEATURE = '#num';
/** The opening-word mark. */
export const OPENING_MARK = '^';
/** The mark of a call's row (`=skip`): no word of a text, so never a feature of the profile. */
export const CALL_MARK = '=';

const P = MODEL_PERSONAS.length;

/** What kind of feature a token is. */
const enum Kind {
  Word = 0,
  Name = 1,
  Number = 2,
}

/**
 * Visits the quote's tokens as features, in order (the same feature may come more than once: callers count each
 * once). `names` holds token spans of the product names (first, end, first, end, …).
 */
function forEachFeatureToken(analyzed: AnalyzedText, names: readonly number[] | undefined, visit: (token: number, kind: Kind, opening: boolean) => void): void {
  const count = analyzed.tokenCount;
  for (let t = 0; t < count; t++) {
    const opening = analyzed.tokenSentence[t] === 0 && analyzed.tokenIndexInSentence[t] < OPENING_WORDS;
    if (names && names.length) {
      const name = nameAt(names, t);
      if (name >= 0) {
        // One feature per name, at its first token.
        if (t === name) visit(t, Kind.Name, opening);
        continue;
      }
    }
    const first = analyzed.text.charCodeAt(analyzed.tokenStart[t]);
    visit(t, first >= 48 && first <= 57 ? Kind.Number : Kind.Word, opening);
  }
}

/** The first token of the name span holding token `t`, or -1. */
function nameAt(names: readonly number[], t: number): number {
  for (let k = 0; k < names.length; k += 2) if (t >= names[k] && t < names[k + 1]) return names[k];
  return -1;
}

/**
 * The quote's features as strings, each once (for training and tests).
 */
export function personaFeatures(analyzed: AnalyzedText, names?: readonly number[]): string[] {
  const seen = new Set<string>();
  let previous = -1;
  forEachFeatureToken(analyzed, names, (token, kind, opening) => {
    const key = kind === Kind.Name ? NAME_FEATURE : kind === Kind.Number ? NUMBER_FEATURE : analyzed.tokenLower(token);
    seen.add(key);
    if (opening) seen.add(OPENING_MARK + key);
    if (kind === Kind.Word && previous === token - 1 && pairJoined(analyzed, token)) seen.add(`${analyzed.tokenLower(previous)}${PAIR_MARK}${key}`);
    previous = kind === Kind.Word ? token : -1;
  });
  return [...seen];
}

/** What joins the two words of a pair feature ("your bill"): no word has a space. */
export const PAIR_MARK = ' ';

/** Whether token `t` follows the one before it in its sentence with only spaces between (a pair as written). */
function pairJoined(analyzed: AnalyzedText, t: number): boolean {
  if (analyzed.tokenSentence[t] !== analyzed.tokenSentence[t - 1]) return false;
  const { text } = analyzed;
  for (let p = analyzed.tokenEnd[t - 1]; p < analyzed.tokenStart[t]; p++) {
    const c = text.charCodeAt(p);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return false;
  }
  return true;
}

/** The parsed weights: rows of P integers; per word number, its plain and opening row (+1; 0 for none). */
interface Model {
  quant: number;
  prior: Int16Array;
  weights: Int16Array;
  plainRow: Int32Array;
  openingRow: Int32Array;
  special: { name: number; number: number; openingName: number; openingNumber: number };
  /** Per row, the word as written in the weights (for evidence). */
  words: string[];
  /** Per call (`ship`, `skip`, `none`), its row: how likely each persona is to make it (see `callLean`). */
  calls: Map<string, number>;
  /** Per row, the quote it last counted for (each feature once per quote). */
  stamp: Int32Array;
  /** The pair rows: an open-addressing table of (first word, second word) → row + 1. */
  pairs: PairTable;
}

/** Rows of two words, found by the words' numbers: one probe or two per pair of a quote. */
class PairTable {
  private readonly firsts: Int32Array;
  private readonly seconds: Int32Array;
  private readonly rows: Int32Array;
  private readonly mask: number;
  /** Per word number, 1 when some pair starts with that word: most words start none, and cost no probe. */
  private readonly starts: Uint8Array;

  constructor(entries: readonly [first: number, second: number, row: number][]) {
    this.starts = new Uint8Array(Math.max(0, ...entries.map(([first]) => first)) + 1);
    for (const [first] of entries) this.starts[first] = 1;
    let size = 16;
    while (size < entries.length * 2) size *= 2;
    this.firsts = new Int32Array(size);
    this.seconds = new Int32Array(size);
    this.rows = new Int32Array(size);
    this.mask = size - 1;
    for (const [first, second, row] of entries) {
      let slot = PairTable.hash(first, second) & this.mask;
      while (this.rows[slot] !== 0) slot = (slot + 1) & this.mask;
      this.firsts[slot] = first;
      this.seconds[slot] = second;
      this.rows[slot] = row;
    }
  }

  private static hash(first: number, second: number): number {
    return (Math.imul(first, 0x9e3779b1) ^ Math.imul(second, 0x85ebca6b)) >>> 0;
  }

  /** Whether some pair starts with word number `first`. */
  startsWith(first: number): boolean {
    return first < this.starts.length && this.starts[first] === 1;
  }

  /** The row (+1) of the pair, or 0. */
  get(first: number, second: number): number {
    const { firsts, seconds, rows, mask } = this;
    for (let slot = PairTable.hash(first, second) & mask; rows[slot] !== 0; slot = (slot + 1) & mask) {
      if (firsts[slot] === first && seconds[slot] === second) return rows[slot];
    }
    return 0;
  }
}

function parseModel(source: string): Model {
  const lines = source.split('\n').filter((line) => line.length > 0);
  const [header, priorLine, ...rows] = lines;
  const quant = Number(/quant=(\d+)/.exec(header)?.[1] ?? 10);
  const prior = Int16Array.from(priorLine.split(',').map(Number));
  const weights = new Int16Array(rows.length * P);
  const words: string[] = [];
  const plain = new Map<number, number>();
  const opening = new Map<number, number>();
  const special = { name: 0, number: 0, openingName: 0, openingNumber: 0 };
  const calls = new Map<string, number>();
  const pairs: [number, number, number][] = [];
  rows.forEach((line, r) => {
    const tab = line.indexOf('\t');
    const key = line.slice(0, tab);
    const values = line.slice(tab + 1).split(',');
    for (let k = 0; k < P; k++) weights[r * P + k] = Number(values[k]);
    words.push(key);
    if (key.startsWith(CALL_MARK)) {
      calls.set(key.slice(CALL_MARK.length), r);
      return;
    }
    const space = key.indexOf(PAIR_MARK);
    if (space > 0) {
      pairs.push([LEXICON.intern(key.slice(0, space)), LEXICON.intern(key.slice(space + 1)), r + 1]);
      return;
    }
    const isOpening = key.startsWith(OPENING_MARK);
    const word = isOpening ? key.slice(1) : key;
    if (word === NAME_FEATURE) special[isOpening ? 'openingName' : 'name'] = r + 1;
    else if (word === NUMBER_FEATURE) special[isOpening ? 'openingNumber' : 'number'] = r + 1;
    else (isOpening ? opening : plain).set(LEXICON.intern(word), r + 1);
  });
  const size = Math.max(0, ...plain.keys(), ...opening.keys()) + 1;
  const plainRow = new Int32Array(size);
  const openingRow = new Int32Array(size);
  for (const [id, row] of plain) plainRow[id] = row;
  for (const [id, row] of opening) openingRow[id] = row;
  return { quant, prior, weights, plainRow, openingRow, special, words, calls, stamp: new Int32Array(rows.length + 1), pairs: new PairTable(pairs) };
}

// Interned when this module loads, like every table: a word interned later is not found in texts read before.
const MODEL = parseModel(PERSONA_WEIGHTS);
let quoteStamp = 0;

/** How many different words of a quote the model must know before its profile counts (a sentence says little). */
export const MIN_MODEL_FEATURES = 12;

export interface ProfileScores {
  /** Per persona (MODEL_PERSONAS order), the log-probability up to a constant: higher is likelier. */
  logits: Float64Array;
  /** How many different words of the quote the model knows. */
  known: number;
}

/**
 * The quote's word profile: the features `personaFeatures` lists, scored. `onWord`, when given, hears each known
 * feature with its row (for `profileWord`).
 */
export function personaProfile(analyzed: AnalyzedText, names?: readonly number[], onWord?: (token: number, row: number) => void): ProfileScores {
  // One loop, no closures: this runs for every quote of every file.
  const { weights, stamp, plainRow, openingRow, special, pairs } = MODEL;
  const sums = new Int32Array(P);
  let known = 0;
  const stampNow = ++quoteStamp;
  const { wordId, tokenSentence, tokenIndexInSentence, tokenStart, text } = analyzed;
  const count = analyzed.tokenCount;
  const size = plainRow.length;
  const hasNames = names !== undefined && names.length > 0;
  /** The word number of the token before, when it was a word of the profile's kind (no name, no number); else 0. */
  let previousWord = 0;
  for (let t = 0; t < count; t++) {
    const before = previousWord;
    previousWord = 0;
    const opening = tokenSentence[t] === 0 && tokenIndexInSentence[t] < OPENING_WORDS;
    let plain = 0;
    let marked = 0;
    const name = hasNames ? nameAt(names, t) : -1;
    if (name >= 0) {
      if (t !== name) continue;
      plain = special.name;
      if (opening) marked = special.openingName;
    } else {
      const first = text.charCodeAt(tokenStart[t]);
      if (first >= 48 && first <= 57) {
        plain = special.number;
        if (opening) marked = special.openingNumber;
      } else {
        const id = wordId[t];
        if (id === 0) continue;
        previousWord = id;
        const pair = before !== 0 && pairs.startsWith(before) && pairJoined(analyzed, t) ? pairs.get(before, id) : 0;
        if (pair !== 0 && stamp[pair] !== stampNow) {
          stamp[pair] = stampNow;
          const at = (pair - 1) * P;
          for (let k = 0; k < P; k++) sums[k] += weights[at + k];
          if (onWord) onWord(t, pair);
        }
        if (id >= size) continue;
        plain = plainRow[id];
        if (opening) marked = openingRow[id];
      }
    }
    if (plain !== 0 && stamp[plain] !== stampNow) {
      stamp[plain] = stampNow;
      known++;
      const at = (plain - 1) * P;
      for (let k = 0; k < P; k++) sums[k] += weights[at + k];
      if (onWord) onWord(t, plain);
    }
    if (marked !== 0 && stamp[marked] !== stampNow) {
      stamp[marked] = stampNow;
      const at = (marked - 1) * P;
      for (let k = 0; k < P; k++) sums[k] += weights[at + k];
      if (onWord) onWord(t, marked);
    }
  }
  const logits = new Float64Array(P);
  for (let k = 0; k < P; k++) logits[k] = (MODEL.prior[k] + sums[k]) / MODEL.quant;
  return { logits, known };
}

/**
 * How much likelier each persona (MODEL_PERSONAS order) is to make `call` than the personas on average (log units),
 * learnt from the corpus like the profile: a skeptic's quote ends on a skip far more often than a builder's. Undefined
 * when the weights have no row for it.
 */
export function callLean(call: string): Float64Array | undefined {
  const row = MODEL.calls.get(call);
  if (row === undefined) return undefined;
  const lean = new Float64Array(P);
  for (let k = 0; k < P; k++) lean[k] = MODEL.weights[row * P + k] / MODEL.quant;
  return lean;
}

/** A row's weight for persona k over the row's mean (log units), and the word it stands for. */
export function profileWord(row: number, k: number): { word: string; lean: number } {
  const at = (row - 1) * P;
  let mean = 0;
  for (let j = 0; j < P; j++) mean += MODEL.weights[at + j];
  mean /= P;
  return { word: MODEL.words[row - 1], lean: (MODEL.weights[at + k] - mean) / MODEL.quant };
}

let keys: Set<string> | undefined;
/** Whether the profile has a weight for `feature` (as `personaFeatures` names it): for tests and tools. */
export function profileKnows(feature: string): boolean {
  keys ??= new Set(MODEL.words);
  return keys.has(feature);
}
