import type { PersonaId } from '../model';
import { PERSONA_TABLE } from './personas';
import { PhraseMatcher } from './phraseMatcher';
import type { AnalyzedText } from './text';

const cueMatcher = new PhraseMatcher<{ persona: PersonaId; weight: number }>(
  PERSONA_TABLE.flatMap((persona) => persona.cues.map((c) => [c.phrase, { persona: persona.id, weight: c.weight }] as [string, { persona: PersonaId; weight: number }])),
);

/** How much more a cue counts in the opening sentence, where reviewers announce their angle. */
const OPENING_WEIGHT = 3;
/** The first few words of the opening sentence ("The thesis…", "The buyer…") count more still. */
const LEAD_WEIGHT = 2;
const LEAD_WORDS = 6;
/** Below this score a quote is `unknown` rather than a guess. */
const MIN_SCORE = 4;

export interface PersonaScores {
  persona: PersonaId;
  scores: Record<PersonaId, number>;
}

export function classifyPersona(analyzed: AnalyzedText): PersonaScores {
  const scores: Record<PersonaId, number> = { builder: 0, skeptic: 0, strategist: 0, product: 0, investor: 0, unknown: 0 };
  cueMatcher.forEachHit(analyzed, (cue, token) => {
    let weight = cue.weight;
    if (analyzed.tokenSentence[token] === 0) {
      weight *= OPENING_WEIGHT;
      if (analyzed.tokenIndexInSentence[token] < LEAD_WORDS) weight *= LEAD_WEIGHT;
    }
    scores[cue.persona] += weight;
  });
  let best: PersonaId = 'unknown';
  let bestScore = MIN_SCORE - 1e-9;
  for (const persona of PERSONA_TABLE) {
    if (persona.id !== 'unknown' && scores[persona.id] > bestScore) {
      best = persona.id;
      bestScore = scores[persona.id];
    }
  }
  return { persona: best, scores };
}
