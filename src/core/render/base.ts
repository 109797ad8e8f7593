/**
 * catalog → HTML and Markdown strings. Pure: adapters and the CLI turn them into surfaces. This is what renders
 * without the analysis engine (no Markdown, no "Why?"), for the editor's own bundle; index.ts adds the rest.
 */
export { escapeHtml, escapeMarkdown, escapeMarkdownProse, stripBidiControls } from './escape';
export { VERDICT_LABEL, formatTally, sourceLabel, describePersona } from './format';
export { renderMessageBody, renderWhyNote } from './fragments';
export type { RenderOptions } from './fragments';
export type { ProductBodySource } from './productBody';
export type { CompareBodyOptions } from './compareBody';
export { renderCompareMarkdown } from './compareMarkdown';
export { renderHoverMarkdown, commandLink } from './hoverMarkdown';
export type { HoverOptions, HoverSource } from './hoverMarkdown';
export { renderHtmlDocument, contentSecurityPolicy } from './htmlDocument';
export type { HtmlDocumentOptions } from './htmlDocument';
export { CALL_GLYPH, CALL_LABEL, boardCellTooltip, csvField, formatBoardTally, renderBoardCsv, renderBoardMarkdown } from './boardExport';
export { BOARD_LEAD_COLUMNS, BOARD_ORDER_LABEL, renderBoardHeader, renderBoardRows, renderBoardShell, renderBoardTable } from './boardGrid';
export type { BoardRowsOptions } from './boardGrid';
export { renderQuoteHoverMarkdown } from './quoteHoverMarkdown';
export type { QuoteHoverOptions } from './quoteHoverMarkdown';
