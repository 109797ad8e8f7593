/**
 * The core without its analysis engine (engine.ts): the catalog, its cache, lookups, comparisons and the board,
 * which is what the editor's own bundle holds; it loads the engine when it first needs it. Pure: no `vscode`, no
 * Node built-ins. index.ts is both, for the CLI and the tests.
 */
export * from './model';
export { PERSONAS, personaById } from './understand/personas';
export type { ParsedFile, ParsedQuote, ParsedTitle } from './parse/parseReviewFile';
export { CALL_WORD, closestNames, formatAttribution, personaFromName } from './parse/attribution';
export type { StatedLabels } from './parse/attribution';
export { CatalogAssembler } from './catalog/catalogBuilder';
export type { CatalogFileInput, CatalogQuote, FileAssembly } from './catalog/catalogBuilder';
export type { AssemblyOf, CatalogOf } from './cache/cachedAnalyses';
export { pendingReviews, type CatalogPlan } from './catalog/catalogPlan';
export { CatalogView } from './catalog/catalogView';
export { readPendingTexts } from './catalog/storedReview';
export { NameIndex, sameNames } from './names/nameIndex';
export type { NameMatch } from './names/nameIndex';
export { compareProducts } from './compare/compareProducts';
export type { Comparison, ComparisonRow } from './compare/compareProducts';
export type { FileAnalysis, UnderstoodQuote } from './catalog/analyzeFile';
export {
  NO_FILTER,
  isFilterActive,
  matchesFilter,
  normalizeFilter,
  normalizeOrder,
  normalizePersonas,
  normalizeVerdicts,
  sortMatchups,
  sortProducts,
} from './catalog/reviewFilter';
export type { ProductOrder, ReviewFilter } from './catalog/reviewFilter';
export { excerptFor, findReviews, searchReviews, type ReviewMatches } from './catalog/reviewSearch';
export {
  BOARD_ORDERS,
  CALL_CODE,
  applyBoardPatch,
  arrangeBoard,
  buildBoard,
  callAt,
  cellCall,
  describeBoardCell,
  diffBoard,
  isEmptyPatch,
  normalizeBoardOrder,
  queryWords,
} from './board/boardModel';
export type {
  BoardCall,
  BoardCellDetail,
  BoardColumn,
  BoardData,
  BoardLayout,
  BoardOrder,
  BoardPatch,
  BoardRowData,
  BoardTally,
  BoardViewOptions,
  ShownColumn,
  ShownRow,
} from './board/boardModel';
export { attributionEdit, inferredLabels, quoteAtLine, quoteSymbolName, shortestName } from './authoring/reviewOutline';
export type { LabelKind, LabelOrigin, QuoteOutline, ReviewOutline, TextEdit } from './authoring/reviewOutline';
export type { QuoteEvidence } from './authoring/quoteEvidence';
export { AnalysisCache, AnalysisCacheWriter, CACHE_FORMAT, RACY_MS } from './cache/analysisCache';
export type { CachedStamp, CacheReading, CacheRejection, FileStamp, Freshness } from './cache/analysisCache';
export { CachedAnalyses } from './cache/cachedAnalyses';
export { contentHash } from './cache/contentHash';
export type { ContentHash } from './cache/contentHash';
export { ENGINE_VERSION } from './cache/engineVersion';
export { isFileAnalysisOf, openFileAnalysisCache } from './cache/fileAnalysisCache';
