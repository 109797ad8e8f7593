// What the word-profile trainers (scripts/train-persona-model.mjs, scripts/train-call-model.mjs) need from the core,
// bundled by them with esbuild: each quote of a review file with the features the engine's persona and call profiles
// read and the call of the expression table alone, exactly as the engine reads them (the matchup's names found first,
// as a file's reading finds them).
import { parseReviewFile } from '../../src/core/parse/parseReviewFile';
import { attributionNames, deriveAliases } from '../../src/core/understand/aliases';
import { readCallObject, sideWordsOf } from '../../src/core/catalog/analyzeFile';
import { buildNameMatcher, mentionScores } from '../../src/core/understand/attributeQuotes';
import { callFeatures } from '../../src/core/understand/callModel';
import { ruleReading } from '../../src/core/understand/classifyVerdict';
import { mentionFeatures } from '../../src/core/understand/mentionModel';
import { personaFeatures } from '../../src/core/understand/personaModel';
import { analyzeText } from '../../src/core/understand/text';

export { CALL_CLASSES, CALL_MARGIN, MIN_KNOWN } from '../../src/core/understand/callModel';
export { CALL_MARK, MODEL_PERSONAS } from '../../src/core/understand/personaModel';
export { namesBoth } from '../../src/core/understand/mentionModel';

export interface FileQuote {
  text: string;
  /** The persona profile's features. */
  features: string[];
  /** The call profile's features. */
  callFeatures: string[];
  /** The call of the expression table and its scope rules, without the call profile. */
  rule: string;
  /** Whether the engine asks the call profile (`open`), and would if a blocker alone held it back too (`strict`). */
  open: boolean;
  strict: boolean;
  /** The matchup's two names (from the title), when it has them. */
  sides: [string, string] | null;
  /** Per mention of a side's name: its side and the name profile's features (`mentionFeatures`). */
  mentions: { side: 0 | 1; features: string[] }[];
  /** Side 0's score minus side 1's, as the rules make them (names and the call's object), without the name profile. */
  offset: number;
  /** Words written with a capital inside a sentence (names, mostly), and words written in lower case. */
  capitalised: string[];
  lowercase: string[];
}

export function fileQuotes(file: string, content: string): FileQuote[] {
  const parsed = parseReviewFile(file, content);
  const sides = parsed.title?.sides;
  const matcher = sides ? buildNameMatcher(attributionNames(sides[0], sides[1], deriveAliases)) : null;
  const sideWords = sides ? sideWordsOf(sides.map((side) => [side, ...deriveAliases(side)])) : null;
  return parsed.quotes.map((quote) => {
    const analyzed = analyzeText(quote.text);
    const names: number[] = [];
    const nameSides: (0 | 1)[] = [];
    const weights: number[] = [];
    const scores: [number, number] = matcher
      ? mentionScores(analyzed, matcher, (side, token, length, weight) => {
          names.push(token, token + length);
          nameSides.push(side);
          weights.push(weight);
        })
      : [0, 0];
    const mentions = nameSides.map((side, k) => ({ side, features: mentionFeatures(analyzed, names, nameSides, k, weights[k]) }));
    analyzed.names = names;
    readCallObject(analyzed, matcher !== null, names, nameSides, sideWords, scores);
    const capitalised: string[] = [];
    const lowercase: string[] = [];
    for (let t = 0; t < analyzed.tokenCount; t++) {
      if (analyzed.tokenIndexInSentence[t] === 0) continue;
      const first = quote.text[analyzed.tokenStart[t]];
      (first !== first.toLowerCase() ? capitalised : lowercase).push(analyzed.tokenLower(t));
    }
    const { call, open, strict } = ruleReading(analyzed);
    return { text: quote.text, sides: sides ? [sides[0], sides[1]] : null, mentions, offset: scores[0] - scores[1], features: personaFeatures(analyzed, names), callFeatures: callFeatures(analyzed), rule: call.verdict, open, strict, capitalised, lowercase };
  });
}
