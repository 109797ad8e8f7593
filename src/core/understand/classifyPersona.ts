import type { PersonaId } from '../model';
import { FIRST_HAND, PERSONA_TABLE, WHO_QUESTION } from './personaCues';
import { CueMatcher } from './cueMatcher';
import { callLean, MIN_MODEL_FEATURES, MODEL_PERSONAS, PAIR_MARK, personaProfile, profileWord } from './personaModel';
import { isQuestion, type AnalyzedText } from './text';

/** A cue's word forms: "bet" also reads "bets", "betting"; "outage" also "outages". Only the last word varies. */
function inflections(phrase: string): string[] {
  const words = phrase.split(' ');
  const last = words[words.length - 1];
  if (!/^[a-z]{4,}$/.test(last)) return [phrase];
  const stem = last.endsWith('e') ? last.slice(0, -1) : last;
  const forms = new Set([last, last.endsWith('s') ? last : `${last}s`, `${stem}ed`, `${stem}ing`]);
  return [...forms].map((form) => [...words.slice(0, -1), form].join(' '));
}

/** Every cue once per persona (its highest weight), in every word form. */
function cueEntries(): [string, { persona: PersonaId; weight: number }][] {
  const entries = new Map<string, { persona: PersonaId; weight: number }>();
  for (const persona of PERSONA_TABLE) {
    for (const c of persona.cues) {
      for (const form of inflections(c.phrase.toLowerCase())) {
        const key = `${persona.id}\u0000${form}`;
        const known = entries.get(key);
        if (!known || known.weight < c.weight) entries.set(key, { persona: persona.id, weight: c.weight });
      }
    }
  }
  return [...entries].map(([key, value]) => [key.slice(key.indexOf('\u0000') + 1), value]);
}

const cueMatcher = new CueMatcher<{ persona: PersonaId; weight: number }>(cueEntries());

/** How much more a cue counts in the opening sentence, where reviewers announce their angle. */
const OPENING_WEIGHT = 3;
/** The first few words of the opening sentence ("The thesis…", "The buyer…") count more still. */
const LEAD_WEIGHT = 2;
const LEAD_WORDS = 6;
/** Below this score a quote is `unknown` rather than a guess. */
export const MIN_SCORE = 4;

/**
 * What one unit of the word profile's log-odds (`personaModel.ts`) counts against cue weights. On the labelled
 * review files, cues and profile together were right more often than either alone, for any weight from 2 to 5. With
 * the profile's pairs of words (8,000 rows), on 1,120 quotes of 28 blind sets the corpus does not hold, 1.5, 2, 2.5 and
 * 3.5 read 1,087, 1,090, 1,090 and 1,090 personas and 1,093, 1,093, 1,091 and 1,093 products right (2,000 words alone
 * at 2.5: 1,063 and 1,080); above 2 the profile outweighs the cues of the bundled seeds' template (3.5: 13 of their
 * assertions fail), so 2.
 */
export const PROFILE_WEIGHT = 2;
/** A word of the profile is named as evidence when it leans towards a persona by at least this much (in score units). */
const PROFILE_EVIDENCE = 1.5;

export interface PersonaScores {
  persona: PersonaId;
  scores: Record<PersonaId, number>;
  /** Whether the word profile knew enough of the quote's words to count (every persona then gets its share). */
  profiled: boolean;
}

/**
 * `onCue`, when given, hears every cue that counted (for evidence): its first token, length and weight.
 * `names`, when given, holds the token spans of product names (first, end, first, end, …): a word that is
 * part of a name ("Premium" in "Acme Premium", "Business" in "Foo Business") is the product, not a concern.
 */
export function classifyPersona(analyzed: AnalyzedText, onCue?: (persona: PersonaId, token: number, length: number, weight: number) => void, names?: readonly number[]): PersonaScores {
  // With evidence asked for: the tokens the cues covered, so the profile does not name the same word again.
  const covered: number[] = [];
  const heard = onCue && ((persona: PersonaId, token: number, length: number, weight: number) => {
    covered.push(token, token + length);
    onCue(persona, token, length, weight);
  });
  const scores: Record<PersonaId, number> = { builder: 0, skeptic: 0, strategist: 0, product: 0, investor: 0, unknown: 0 };
  cueMatcher.forEachHit(analyzed, (cue, token, length) => {
    if (names && insideName(names, token, length)) return;
    let weight = cue.weight;
    if (analyzed.tokenSentence[token] === 0) {
      weight *= OPENING_WEIGHT;
      if (analyzed.tokenIndexInSentence[token] < LEAD_WORDS) weight *= LEAD_WEIGHT;
    }
    scores[cue.persona] += weight;
    heard?.(cue.persona, token, length, weight);
  });
  const act = firstHandAct(analyzed);
  if (act > 0) {
    const weight = FIRST_HAND.weight * OPENING_WEIGHT * LEAD_WEIGHT;
    scores.builder += weight;
    heard?.('builder', 0, act, weight);
  }
  if (opensWithWho(analyzed)) {
    const weight = WHO_QUESTION.weight * OPENING_WEIGHT * LEAD_WEIGHT;
    scores[WHO_QUESTION.persona] += weight;
    heard?.(WHO_QUESTION.persona, 0, 1, weight);
  }
  const profiled = addProfile(analyzed, scores, names, onCue, covered);
  let best: PersonaId = 'unknown';
  let bestScore = MIN_SCORE - 1e-9;
  for (const persona of PERSONA_TABLE) {
    if (persona.id !== 'unknown' && scores[persona.id] > bestScore) {
      best = persona.id;
      bestScore = scores[persona.id];
    }
  }
  return { persona: best, scores, profiled };
}

/**
 * Adds the word profile to `scores` when it knows enough of the quote: each persona its log-odds over the least
 * likely one, × PROFILE_WEIGHT. `onCue` hears the words that lean most, each for the persona it leans to, except
 * words a cue already named (`covered`: token spans).
 */
function addProfile(analyzed: AnalyzedText, scores: Record<PersonaId, number>, names: readonly number[] | undefined, onCue: ((persona: PersonaId, token: number, length: number, weight: number) => void) | undefined, covered: readonly number[]): boolean {
  const rows: number[] = [];
  const profile = personaProfile(analyzed, names, onCue ? (token, row) => void rows.push(token, row) : undefined);
  if (profile.known < MIN_MODEL_FEATURES) return false;
  let least = Infinity;
  for (const logit of profile.logits) least = Math.min(least, logit);
  MODEL_PERSONAS.forEach((persona, k) => (scores[persona] += Math.round(PROFILE_WEIGHT * (profile.logits[k] - least) * 10) / 10));
  if (onCue) {
    // A word's plain and opening rows lean together: one piece of evidence per token.
    const leans = new Map<number, Float64Array>();
    for (let r = 0; r < rows.length; r += 2) {
      // A pair of words leans as one feature; its second word alone is no evidence of it.
      if (profileWord(rows[r + 1], 0).word.includes(PAIR_MARK)) continue;
      const lean = leans.get(rows[r]) ?? new Float64Array(MODEL_PERSONAS.length);
      for (let k = 0; k < MODEL_PERSONAS.length; k++) lean[k] += profileWord(rows[r + 1], k).lean;
      leans.set(rows[r], lean);
    }
    for (const [token, lean] of leans) {
      if (insideName(covered, token, 1)) continue;
      const k = lean.indexOf(Math.max(...lean));
      const weight = Math.round(PROFILE_WEIGHT * lean[k] * 10) / 10;
      // Words, not numbers, names or short function words ("an", "I"), are shown: they say why to a reader.
      const word = analyzed.tokenEnd[token] - analyzed.tokenStart[token] >= 3 && analyzed.text.charCodeAt(analyzed.tokenStart[token]) > 64;
      if (weight >= PROFILE_EVIDENCE && word && !insideName(names ?? [], token, 1)) onCue(MODEL_PERSONAS[k], token, 1, weight);
    }
  }
  return true;
}

const SUBJECTS = new Set<string>(FIRST_HAND.subjects);
const AUXILIARIES = new Set<string>(FIRST_HAND.auxiliaries);
const ACTS = new Set<string>(FIRST_HAND.acts);
const NOT_ACTS = new Set<string>(FIRST_HAND.notActs);
const PREPOSITIONS = new Set<string>(FIRST_HAND.prepositions);
const OBJECTS = new Set<string>(FIRST_HAND.objects);
const NOT_GERUNDS = new Set<string>(FIRST_HAND.notGerunds);
const PARTICLES = new Set<string>(FIRST_HAND.particles);

/**
 * How many tokens the act takes when the quote opens on one the reviewer did (`FIRST_HAND`): "I assembled" 2,
 * "We've run" 3, "Plugged" or "Mounting" 1, "Dialling in" 2; 0 when it does not.
 */
export function firstHandAct(analyzed: AnalyzedText): number {
  const count = analyzed.tokenCount;
  if (count < 2 || analyzed.tokenSentence[1] !== 0) return 0;
  const first = analyzed.tokenLower(0);
  const next = analyzed.tokenLower(1);
  if (SUBJECTS.has(first)) {
    const at = AUXILIARIES.has(next) ? 2 : 1;
    if (at >= count || analyzed.tokenSentence[at] !== 0) return 0;
    return isPastAct(analyzed.tokenLower(at)) ? at + 1 : 0;
  }
  if (isPastAct(first) && first.endsWith('ed')) return PREPOSITIONS.has(next) ? 0 : 1;
  if (first.length >= 6 && first.endsWith('ing') && !NOT_GERUNDS.has(first)) {
    if (OBJECTS.has(next)) return 1;
    return PARTICLES.has(next) && count > 2 && analyzed.tokenSentence[2] === 0 && OBJECTS.has(analyzed.tokenLower(2)) ? 2 : 0;
  }
  return 0;
}

/** Whether the opening sentence is a question that starts with "Who". */
function opensWithWho(analyzed: AnalyzedText): boolean {
  return analyzed.tokenCount > 0 && analyzed.sentenceCount > 0 && analyzed.lowerEquals(0, 'who') && isQuestion(analyzed.sentenceText(0));
}

function isPastAct(word: string): boolean {
  return !NOT_ACTS.has(word) && (ACTS.has(word) || (word.length >= 5 && word.endsWith('ed')));
}

function insideName(names: readonly number[], token: number, length: number): boolean {
  for (let k = 0; k < names.length; k += 2) if (token >= names[k] && token + length <= names[k + 1]) return true;
  return false;
}

const CALL_LEANS = new Map<string, Readonly<Record<PersonaId, number>>>();
/**
 * Points per log-unit of a call's lean. Over the corpus (11,200 quotes), 0.5, 1, 1.5, 2.5 (the profile's weight) and 4
 * read products 10,510, 10,512, 10,510, 10,506 and 10,506 right and personas 11,048, 11,051, 11,051, 11,051 and 11,052
 * (without the lean: 10,508 and 11,045): a stronger lean seats more personas by their call, and a skeptic who ships,
 * seated as the builder, then pairs the file's quotes the wrong way.
 */
const CALL_LEAN_WEIGHT = 1;

/**
 * What a quote's call adds to each persona's score when a file's quotes are seated together (`assignPersonas`): the
 * learnt lean of each persona to that call (`callLean`), CALL_LEAN_WEIGHT points a log-unit. It tips a near tie between
 * two readings, a quote that reads as much hands-on as wary: the one that ends on a skip is likelier the skeptic's.
 */
export function callPersonaLean(call: string): Readonly<Record<PersonaId, number>> {
  let lean = CALL_LEANS.get(call);
  if (!lean) {
    const scores: Record<PersonaId, number> = { builder: 0, skeptic: 0, strategist: 0, product: 0, investor: 0, unknown: 0 };
    const logits = callLean(call);
    if (logits) MODEL_PERSONAS.forEach((persona, k) => (scores[persona] = Math.round(CALL_LEAN_WEIGHT * logits[k] * 10) / 10));
    CALL_LEANS.set(call, (lean = scores));
  }
  return lean;
}
