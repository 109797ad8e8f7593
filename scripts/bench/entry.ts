// What the benchmark measures, bundled by esbuild into one CommonJS file (scripts/bench/loadCore.mjs).
export { CatalogBuilder, CatalogView, NameIndex, compareProducts, excerptFor, personaById, searchReviews } from '../../src/core';
export { NO_FILTER, arrangeBoard, buildBoard, diffBoard } from '../../src/core';
export { renderCompareBody, renderProductBody } from '../../src/core/render';
export { renderBoardHeader, renderBoardRows } from '../../src/core/render';
