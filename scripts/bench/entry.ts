// What the benchmark measures, bundled by esbuild into one CommonJS file (scripts/bench/loadCore.mjs).
export { analyzeFile, CatalogBuilder, CatalogView, NameIndex, compareProducts, excerptFor, personaById, searchReviews } from '../../src/core';
export { contentHash, openFileAnalysisCache } from '../../src/core';
export { renderCompareBody, renderProductBody } from '../../src/core/render';
