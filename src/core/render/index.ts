/** catalog → HTML and Markdown strings. Pure: adapters and the CLI turn them into surfaces. */
export { escapeHtml, escapeMarkdown, escapeMarkdownProse, stripBidiControls } from './escape';
export { renderInlineMarkdown, renderQuote } from './markdown';
export { VERDICT_LABEL, formatTally, sourceLabel, describePersona } from './format';
export { renderMessageBody } from './fragments';
export type { RenderOptions } from './fragments';
export { renderProductBody } from './productBody';
export type { ProductBodySource } from './productBody';
export { renderCompareBody } from './compareBody';
export type { CompareBodyOptions } from './compareBody';
export { renderCompareMarkdown } from './compareMarkdown';
export { renderHoverMarkdown, commandLink } from './hoverMarkdown';
export type { HoverOptions, HoverSource } from './hoverMarkdown';
export { renderHtmlDocument, contentSecurityPolicy } from './htmlDocument';
export type { HtmlDocumentOptions } from './htmlDocument';
export { renderQuoteHoverMarkdown } from './quoteHoverMarkdown';
export type { QuoteHoverOptions } from './quoteHoverMarkdown';
