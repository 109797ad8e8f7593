export * from './base';
export { renderInlineMarkdown, renderQuote } from './markdown';
export { renderProductBody } from './productBody';
export { renderCompareBody } from './compareBody';
