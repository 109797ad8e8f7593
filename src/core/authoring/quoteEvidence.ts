import type { UnderstoodQuote } from '../catalog/analyzeFile';
import type { PersonaId } from '../model';
import { personaById } from '../understand/personas';

/**
 * Why a quote got its labels: what the engine read. The one place the "why" hover takes its facts from, so
 * richer evidence (the cue rows that fired, their weights) plugs in here without touching the surfaces.
 */
export interface QuoteEvidence {
  persona: {
    stated: boolean;
    /** The personas whose cues scored, best first, with their scores. */
    scores: { persona: string; score: number }[];
  };
  product: {
    stated: boolean;
    /** How strongly the quote names each side (name and short forms, weighed by where they stand). */
    mentions: { name: string; score: number }[];
    /** How the side was settled when inferred: by the names, the persona's pairing, shared vocabulary, order, balance. */
    decidedBy: string;
  };
  verdict: {
    stated: boolean;
    /** The sentence that carries the inferred call; empty when there is none (or a stated call overrules it). */
    sentence: string;
    /** The call inference alone read. */
    inferred: string;
  };
}

const DECIDED_BY: Record<UnderstoodQuote['readings']['attributedBy'], string> = {
  names: 'the names it mentions',
  pairing: 'pairing with the same persona’s other quote',
  vocabulary: 'vocabulary shared with the other quotes',
  order: 'the order of the quotes (a guess: the earlier of two for the product the title names first)',
  balance: 'balance between the two products',
  none: 'nothing: no name, pairing or vocabulary decides',
};

export function quoteEvidence(quote: UnderstoodQuote, names: readonly [readonly string[], readonly string[]] | null): QuoteEvidence {
  const scores = (Object.entries(quote.readings.personaScores) as [PersonaId, number][])
    .filter(([id, score]) => id !== 'unknown' && score > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([id, score]) => ({ persona: personaById(id).name, score: round(score) }));
  return {
    persona: { stated: !!quote.stated?.persona, scores },
    product: {
      stated: !!quote.stated?.product,
      mentions: names ? [0, 1].map((side) => ({ name: names[side][0], score: round(quote.readings.mentions[side]) })) : [],
      decidedBy: DECIDED_BY[quote.readings.attributedBy],
    },
    verdict: {
      stated: !!quote.stated?.verdict,
      sentence: quote.verdictSentence,
      inferred: quote.inferred.verdict,
    },
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
