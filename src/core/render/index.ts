export * from './base';
export { renderInlineMarkdown, renderQuote } from './markdown';
export { renderProductBody, renderWhy } from './productBody';
export { renderCompareBody } from './compareBody';
