import { describe, expect, it } from 'vitest';
import { ExpressionMatcher, type ExpressionHit } from '../../src/core/understand/expressionMatcher';
import { analyzeText, type AnalyzedText } from '../../src/core/understand/text';

// The matcher skips a row when its sentence lacks one of the row's required words (a speed filter over the table).
// These cases pin what that filter must not change: a word counts only in the sentence scanned, from the token the
// scan starts at, and either word of a slot's alternatives will do.

const matcher = new ExpressionMatcher<string>([
  ['zorbl ~ wibbet today', 'long'],
  ['zorbl ~ wibbet', 'short'],
  ['zorbl the plunk|frandle $', 'either'],
  ['zorbl quaxly? {it}', 'optional'],
]);

function hits(text: string, sentence = 0, from?: number): string[] {
  const analyzed: AnalyzedText = analyzeText(text);
  let start = from ?? 0;
  if (from === undefined) while (start < analyzed.tokenCount && analyzed.tokenSentence[start] !== sentence) start++;
  const found: ExpressionHit<string>[] = [];
  return matcher.hitsInSentence(analyzed, start, found).map((hit) => `${hit.value}:${hit.first}-${hit.last}`);
}

describe('ExpressionMatcher: rows needing a word the sentence lacks', () => {
  it('takes the longest row when the sentence holds all its words, and a shorter one when it lacks the last', () => {
    expect(hits('We zorbl a wibbet today.')).toEqual(['long:1-4']);
    expect(hits('We zorbl a wibbet tomorrow.')).toEqual(['short:1-3']);
  });

  it('a word of the sentence before does not count: each sentence is scanned for its own words', () => {
    // "today" and "frandle" end the first sentence; the second holds the row's other words only.
    expect(hits('It is today. We zorbl a wibbet tomorrow.', 1)).toEqual(['short:4-6']);
    expect(hits('Frandle went today. Then we zorbl the bus.', 1)).toEqual([]);
    expect(hits('We zorbl the frandle. We zorbl the bus.', 1)).toEqual([]);
    expect(hits('We zorbl the frandle. We zorbl the bus.', 0)).toEqual(['either:1-3']);
  });

  it('a word before the token the scan starts at does not count', () => {
    // Scanning "today zorbl a wibbet" from "zorbl": the row needing "today" after it cannot match.
    expect(hits('Today zorbl a wibbet.', 0, 1)).toEqual(['short:1-3']);
  });

  it('either word of a slot of alternatives will do, and an optional word is never required', () => {
    expect(hits('We zorbl the plunk.')).toEqual(['either:1-3']);
    expect(hits('We zorbl the frandle.')).toEqual(['either:1-3']);
    expect(hits('We zorbl it.')).toEqual(['optional:1-2']);
    expect(hits('We zorbl quaxly it.')).toEqual(['optional:1-3']);
  });

  it('the same text scanned twice gives the same hits (nothing is left over from the scan before)', () => {
    const text = 'We zorbl a wibbet today. We zorbl a wibbet tomorrow.';
    expect([hits(text, 0), hits(text, 1), hits(text, 0)]).toEqual([['long:1-4'], ['short:6-8'], ['long:1-4']]);
  });
});
