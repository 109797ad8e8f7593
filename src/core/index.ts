/**
 * The core's public surface. Everything here is pure: no `vscode`, no Node built-ins.
 * review files → parse → understand → catalog → (compare, names, render)
 * base.ts is what the editor's bundle holds; engine.ts what it loads when first needed.
 */
export * from './base';
export * from './engine';
export { explainReview, productDecision } from './understand/explainReview';
export { parseReviewFile } from './parse/parseReviewFile';
export { CatalogBuilder, buildCatalog } from './catalog/analysingBuilder';
export { quoteEvidence } from './authoring/quoteEvidence';
export { plainReview } from './catalog/storedReview';
