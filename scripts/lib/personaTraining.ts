// What the persona trainer (scripts/train-persona-model.mjs) needs from the core, bundled by it with esbuild: each
// quote of a review file with the features the engine's word profile reads, exactly as the engine reads them.
import { parseReviewFile } from '../../src/core/parse/parseReviewFile';
import { attributionNames, deriveAliases } from '../../src/core/understand/aliases';
import { buildNameMatcher, mentionScores } from '../../src/core/understand/attributeQuotes';
import { personaFeatures } from '../../src/core/understand/personaModel';
import { analyzeText } from '../../src/core/understand/text';

export { MODEL_PERSONAS } from '../../src/core/understand/personaModel';

export interface FileQuote {
  text: string;
  features: string[];
  /** Words written with a capital inside a sentence (names, mostly), and words written in lower case. */
  capitalised: string[];
  lowercase: string[];
}

export function fileQuotes(file: string, content: string): FileQuote[] {
  const parsed = parseReviewFile(file, content);
  const sides = parsed.title?.sides;
  const matcher = sides ? buildNameMatcher(attributionNames(sides[0], sides[1], deriveAliases)) : null;
  return parsed.quotes.map((quote) => {
    const analyzed = analyzeText(quote.text);
    const names: number[] = [];
    if (matcher) mentionScores(analyzed, matcher, (_side, token, length) => void names.push(token, token + length));
    const capitalised: string[] = [];
    const lowercase: string[] = [];
    for (let t = 0; t < analyzed.tokenCount; t++) {
      if (analyzed.tokenIndexInSentence[t] === 0) continue;
      const first = quote.text[analyzed.tokenStart[t]];
      (first !== first.toLowerCase() ? capitalised : lowercase).push(analyzed.tokenLower(t));
    }
    return { text: quote.text, features: personaFeatures(analyzed, names), capitalised, lowercase };
  });
}
