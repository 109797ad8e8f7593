// The pieces of the cold analysis, for timing them one by one (scripts/bench/stages.mjs).
export { parseReviewFile } from '../../src/core/parse/parseReviewFile';
export { attributionNames, deriveAliases } from '../../src/core/understand/aliases';
export { buildNameMatcher, ContentWords, mentionScores } from '../../src/core/understand/attributeQuotes';
export { classifyPersona } from '../../src/core/understand/classifyPersona';
export { classifyVerdict } from '../../src/core/understand/classifyVerdict';
export { AnalyzedText, analyzeText } from '../../src/core/understand/text';
