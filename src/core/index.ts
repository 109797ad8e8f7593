/**
 * The core's public surface. Everything here is pure: no `vscode`, no Node built-ins.
 * review files → parse → understand → catalog → (compare, names, render)
 */
export * from './model';
export { PERSONAS, personaById } from './understand/personas';
export { parseReviewFile } from './parse/parseReviewFile';
export type { ParsedFile, ParsedQuote, ParsedTitle } from './parse/parseReviewFile';
export { CatalogBuilder, buildCatalog } from './catalog/catalogBuilder';
export { CatalogView } from './catalog/catalogView';
export { NameIndex } from './names/nameIndex';
export type { NameMatch } from './names/nameIndex';
export { compareProducts } from './compare/compareProducts';
export type { Comparison, ComparisonRow } from './compare/compareProducts';
export { analyzeFile } from './catalog/analyzeFile';
export type { FileAnalysis } from './catalog/analyzeFile';
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
export { excerptFor, searchReviews } from './catalog/reviewSearch';
export { TEMPLATE_PLACEHOLDER, checkProductName, reviewFileName, reviewTemplate } from './template/reviewTemplate';
export type { ProductNameProblem } from './template/reviewTemplate';
export { AnalysisCache, AnalysisCacheWriter, CACHE_FORMAT, RACY_MS } from './cache/analysisCache';
export type { CachedStamp, CacheReading, CacheRejection, FileStamp, Freshness } from './cache/analysisCache';
export { CachedAnalyses } from './cache/cachedAnalyses';
export { contentHash } from './cache/contentHash';
export type { ContentHash } from './cache/contentHash';
export { ENGINE_VERSION } from './cache/engineVersion';
export { isFileAnalysisOf, openFileAnalysisCache } from './cache/fileAnalysisCache';
