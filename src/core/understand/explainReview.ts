import type { Review, ReviewEvidence } from '../model';
import { attributionNames, deriveAliases } from './aliases';
import { buildNameMatcher, CALL_OBJECT_WEIGHT, callObject, mentionScores, movedToSide, weighsAsObject } from './attributeQuotes';
import { classifyPersona } from './classifyPersona';
import { asTableRead, classifyVerdict, type VerdictReading } from './classifyVerdict';
import { mentionLean, namesBoth } from './mentionModel';
import { analyzeText } from './text';

/**
 * The evidence behind a quote's labels, read again from its text and its matchup's two names: the same
 * tables and rules as the first reading, so what the panel's "Why?" and `export --json` show is what
 * decided. (The file-level steps, joint persona seats and pairing, are reported by the labels themselves.)
 */
/** What settled a review's product, as far as the catalog knows it (`ReviewEvidence.product.decidedBy`). */
export function productDecision(review: Pick<Review, 'product' | 'stated' | 'decidedBy'>): NonNullable<ReviewEvidence['product']['decidedBy']> {
  if (review.product === null) return 'none';
  if (review.stated?.product) return 'stated';
  return review.decidedBy ?? 'names';
}

export function explainReview(text: string, sides: readonly [string, string] | null, aliasesOf: (name: string) => string[] = deriveAliases): ReviewEvidence {
  const analyzed = analyzeText(text);
  const slice = (token: number, length: number) => text.slice(analyzed.tokenStart[token], analyzed.tokenEnd[token + length - 1]);
  const mentions: ReviewEvidence['product']['mentions'] = [];
  const names: number[] = [];
  const nameSides: (0 | 1)[] = [];
  if (sides) {
    const matcher = buildNameMatcher(attributionNames(sides[0], sides[1], aliasesOf));
    mentionScores(analyzed, matcher, (side, token, length, weight) => {
      mentions.push({ name: slice(token, length), side, weight });
      names.push(token, token + length);
      nameSides.push(side);
    });
    // Each name's weight with the name profile's lean (only in a quote that names both sides), once every name is known
    // (a name beside another is `#name`).
    if (namesBoth(nameSides)) mentions.forEach((mention, k) => (mention.weight += mentionLean(analyzed, names, nameSides, k, mention.weight)));
  }
  const profiled = namesBoth(nameSides);
  const cues: ReviewEvidence['persona']['cues'] = [];
  const { scores } = classifyPersona(analyzed, (persona, token, length, weight) => cues.push({ phrase: slice(token, length), persona, weight }), names);
  cues.sort((a, b) => b.weight - a.weight);
  analyzed.names = names;
  const call = classifyVerdict(analyzed);
  // The name the call itself takes ("give the Max a miss") counts once more, as it did in the first reading, when it
  // weighs as the call's object (`weighsAsObject`).
  // So does the side a ship's sentence says the speaker moved to ("I moved us onto the X and haven't looked back").
  const read = asTableRead(call);
  const object = sides ? callObject(analyzed, read, names, nameSides) : null;
  const called = sides ? (object ? (weighsAsObject(object, read.verdict) ? object : null) : movedToSide(analyzed, read, names, nameSides)) : null;
  const nameOf = (span: number) => slice(names[2 * span], names[2 * span + 1] - names[2 * span]);
  if (called) mentions.push({ name: nameOf(called.span), side: called.side, weight: CALL_OBJECT_WEIGHT });
  // "Don't buy this one; buy the X": the side the call turns from takes the call's weight, as in the first reading.
  const turnedFrom = !called && object?.against ? { name: nameOf(object.span), side: object.side, weight: CALL_OBJECT_WEIGHT } : undefined;
  const product: ReviewEvidence['product'] = profiled ? { mentions, profiled } : { mentions };
  if (turnedFrom) product.turnedFrom = turnedFrom;
  return { persona: { scores, cues }, verdict: verdictEvidence(call), product };
}

/** What made the call, for the evidence: the words of the profile when it made or overruled the call. */
function verdictEvidence(call: VerdictReading): ReviewEvidence['verdict'] {
  const made = { sentence: call.sentence, expression: call.expression };
  if (call.profiled) return { ...made, profiled: call.profiled };
  if (call.overruled) return { ...made, overruled: call.overruled };
  return made;
}
