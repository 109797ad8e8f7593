import type { PersonaId } from '../model';
import { PhraseMatcher } from './phraseMatcher';
import type { AnalyzedText, Token } from './text';

/**
 * Decides which of a matchup's two products each quote reviews.
 *
 * 1. Mentions: every name or short form found in the quote scores for its product, more in the opening
 *    sentence and as the subject of a sentence; a product named as a competitor ("The direct competitor
 *    is X") scores against it.
 * 2. Each persona reviews each product at most once, so a persona's two quotes are assigned together:
 *    the pairing with the higher total wins.
 * 3. Ties fall back on vocabulary shared with the quotes already attributed, then on order (within a
 *    persona the first product's quote comes first), then on balance (the side a quote short). A lone
 *    quote that nothing decides is unattributed.
 */

export interface AttributionInput {
  analyzed: AnalyzedText;
  persona: PersonaId;
}

export interface Attribution {
  /** 0 or 1 (the side of the matchup), or null when nothing decides. */
  side: 0 | 1 | null;
  /** How it was decided, for diagnostics and tests. */
  by: 'names' | 'pairing' | 'vocabulary' | 'order' | 'balance' | 'none';
}

const OPENING_WEIGHT = 2;
const SUBJECT_WEIGHT = 1.5;
const SUBJECT_WORDS = 4;
const COMPETITOR_WEIGHT = -0.75;
/** A name inside the list that follows "competitors are …", up to the end of that clause, counts against it. */
const COMPETITOR_CONTEXT = /\b(?:competitors?|competition|rivals?|alternatives?|compared (?:to|with)|versus|vs\.?|unlike|such as|rather than|instead of|same as|against)\b(?:(?![.;:—–]|,\s*(?:and|but|which|who|while|whereas|so|yet)\b|\b(?:but|which|while|whereas)\b)[^])*$/iu;

const STOP_WORDS = new Set(
  ('that this with from have they their there which what when where will would could should about into than then them these those ' +
    'been being were your more most much many just also only even over under here every because while other some such very ' +
    'real thing things right first second make makes made isn\'t it\'s that\'s doesn\'t don\'t actually still same each ' +
    'product model team teams ship shipping skip thesis moat buyer primitive competitor competitors trend months years').split(' '),
);

export function buildNameMatcher(names: [string[], string[]]): PhraseMatcher<number[]> {
  const sides = new Map<string, number[]>();
  names.forEach((list, side) => {
    for (const name of list) {
      const key = name.trim();
      if (!key) continue;
      const entry = sides.get(key) ?? [];
      if (!entry.includes(side)) entry.push(side);
      sides.set(key, entry);
    }
  });
  return new PhraseMatcher<number[]>(sides.entries(), true);
}

function mentionScores(analyzed: AnalyzedText, matcher: PhraseMatcher<number[]>): [number, number] {
  const scores: [number, number] = [0, 0];
  for (const hit of matcher.findLongest(analyzed.tokens)) {
    const token: Token = analyzed.tokens[hit.token];
    let weight = 1;
    if (token.sentence === 0) weight *= OPENING_WEIGHT;
    if (token.indexInSentence < SUBJECT_WORDS) weight *= SUBJECT_WEIGHT;
    const sentence = analyzed.sentences[token.sentence];
    if (sentence && COMPETITOR_CONTEXT.test(analyzed.text.slice(sentence.start, token.start))) weight = COMPETITOR_WEIGHT;
    // A name shared by both sides says nothing about which one is meant.
    if (hit.value.length === 1) scores[hit.value[0]] += weight;
  }
  return scores;
}

function contentWords(analyzed: AnalyzedText): Set<string> {
  const set = new Set<string>();
  for (const token of analyzed.tokens) {
    if (token.lower.length >= 4 && !STOP_WORDS.has(token.lower) && !/^\d/.test(token.lower)) set.add(token.lower);
  }
  return set;
}

export function attributeQuotes(quotes: readonly AttributionInput[], names: [string[], string[]]): Attribution[] {
  const matcher = buildNameMatcher(names);
  const scores = quotes.map((q) => mentionScores(q.analyzed, matcher));
  const result: Attribution[] = quotes.map(() => ({ side: null, by: 'none' }));

  const groups = new Map<string, number[]>();
  quotes.forEach((q, i) => {
    const key = q.persona === 'unknown' ? `unknown:${i}` : q.persona;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });

  const undecided: number[][] = [];
  for (const members of groups.values()) {
    if (members.length === 2) {
      const [i, j] = members;
      const straight = scores[i][0] + scores[j][1];
      const crossed = scores[i][1] + scores[j][0];
      if (straight !== crossed) {
        const iSide = straight > crossed ? 0 : 1;
        result[i] = { side: iSide, by: 'pairing' };
        result[j] = { side: iSide === 0 ? 1 : 0, by: 'pairing' };
        if (scores[i][iSide] > scores[i][1 - iSide]) result[i].by = 'names';
        if (scores[j][1 - iSide] > scores[j][iSide]) result[j].by = 'names';
      } else {
        undecided.push(members);
      }
    } else {
      for (const i of members) {
        if (scores[i][0] !== scores[i][1]) result[i] = { side: scores[i][0] > scores[i][1] ? 0 : 1, by: 'names' };
        else undecided.push([i]);
      }
    }
  }
  if (!undecided.length) return result;

  // Vocabulary of what each side's decided quotes talk about, minus the words both sides use.
  const vocab: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
  const words = quotes.map((q) => contentWords(q.analyzed));
  result.forEach((r, i) => {
    if (r.side === null) return;
    for (const w of words[i]) vocab[r.side].set(w, (vocab[r.side].get(w) ?? 0) + 1);
  });
  const affinity = (i: number, side: 0 | 1): number => {
    let score = 0;
    for (const w of words[i]) if (vocab[side].has(w) && !vocab[1 - side].has(w)) score++;
    return score;
  };

  for (const members of undecided) {
    if (members.length === 2) {
      const [i, j] = members;
      const straight = affinity(i, 0) + affinity(j, 1);
      const crossed = affinity(i, 1) + affinity(j, 0);
      const iSide: 0 | 1 = crossed > straight ? 1 : 0;
      const by = straight === crossed ? 'order' : 'vocabulary';
      result[i] = { side: iSide, by };
      result[j] = { side: iSide === 0 ? 1 : 0, by };
    } else {
      const [i] = members;
      const a = affinity(i, 0);
      const b = affinity(i, 1);
      // One stray shared word is not evidence: ask for a clear margin.
      if (Math.abs(a - b) >= 2) result[i] = { side: a > b ? 0 : 1, by: 'vocabulary' };
    }
  }

  // Matchups review both products alike: when the lone quotes left over are exactly what one side lacks
  // to even the count, and that side has no quote from their personas yet, they are that side's.
  const left = result.flatMap((r, i) => (r.side === null ? [i] : []));
  if (left.length) {
    const counts = [0, 0];
    for (const r of result) if (r.side !== null) counts[r.side]++;
    const short: 0 | 1 = counts[0] < counts[1] ? 0 : 1;
    const personasOnShortSide = new Set(quotes.filter((_, i) => result[i].side === short).map((q) => q.persona));
    if (counts[1 - short] - counts[short] === left.length && left.every((i) => !personasOnShortSide.has(quotes[i].persona))) {
      for (const i of left) result[i] = { side: short, by: 'balance' };
    }
  }
  return result;
}
