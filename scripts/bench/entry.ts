// What the benchmark measures, bundled by esbuild into one CommonJS file (scripts/bench/loadCore.mjs).
export { NO_FILTER, arrangeBoard, buildBoard, diffBoard, sortMatchups, sortProducts } from '../../src/core';
export { renderBoardHeader, renderBoardRows } from '../../src/core/render';
export { analyzeFile, CatalogBuilder, CatalogView, NameIndex, sameNames, compareProducts, excerptFor, outlineReviewFile, personaById, quoteAtLine, searchReviews } from '../../src/core';
export { contentHash, openFileAnalysisCache } from '../../src/core';
export { renderCompareBody, renderProductBody, renderQuoteHoverMarkdown, renderWhy } from '../../src/core/render';
// The cold analysis stage by stage (scripts/bench/stages.mjs).
export * as stages from './stagesEntry';
// The desktop host's analysis threads (scripts/bench/threads.mjs), in this bundle so that what they hand back is
// read by the same classes the catalog uses, as in the extension's bundle.
export { AnalysisPool, defaultPoolSize } from '../../src/node/analysisPool';
