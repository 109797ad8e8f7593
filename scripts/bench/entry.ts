// What the benchmark measures, bundled by esbuild into one CommonJS file (scripts/bench/loadCore.mjs).
export { NO_FILTER, arrangeBoard, buildBoard, diffBoard } from '../../src/core';
export { renderBoardHeader, renderBoardRows } from '../../src/core/render';
export { analyzeFile, CatalogBuilder, CatalogView, NameIndex, compareProducts, excerptFor, outlineReviewFile, personaById, quoteAtLine, searchReviews } from '../../src/core';
export { contentHash, openFileAnalysisCache } from '../../src/core';
export { renderCompareBody, renderProductBody, renderQuoteHoverMarkdown, renderWhy } from '../../src/core/render';
// The cold analysis stage by stage (scripts/bench/stages.mjs).
export * as stages from './stagesEntry';
