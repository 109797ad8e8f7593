// The analysis engine: what reads review text (the parser and the understanding tables and rules) and what renders
// quotes as Markdown. The editor loads it as a bundle of its own when something needs it (a file to analyse, an
// open review document, a panel, a new file's template); a window that reopens a folder from its analysis cache
// and opens no panel never loads it. The CLI and the tests import it like the rest of the core.
export { analyzeFile } from './catalog/analyzeFile';
export { outlineOf, outlineReviewFile } from './authoring/outlineReview';
export { renderCompareBody } from './render/compareBody';
export { renderProductBody, renderWhy } from './render/productBody';
export { TEMPLATE_PLACEHOLDER, checkProductName, reviewFileName, reviewTemplate, reviewTemplateSnippet } from './template/reviewTemplate';
export type { ProductNameProblem } from './template/reviewTemplate';
