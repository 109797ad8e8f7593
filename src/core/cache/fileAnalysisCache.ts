import type { CatalogFileInput } from '../catalog/catalogBuilder';
import { CachedAnalyses } from './cachedAnalyses';

/**
 * The analysis cache for review files: a session over a cache file (or none) whose records are what the catalog
 * reads of each file's analysis (`CatalogFileInput`). A decoded record is checked to be of the file asked for.
 */
export function openFileAnalysisCache(cacheFile: Uint8Array | undefined, engine?: string): CachedAnalyses {
  return engine === undefined ? new CachedAnalyses(cacheFile, isFileAnalysisOf) : new CachedAnalyses(cacheFile, isFileAnalysisOf, engine);
}

export function isFileAnalysisOf(record: unknown, key: string): record is CatalogFileInput {
  return typeof record === 'object' && record !== null && (record as CatalogFileInput).file === key && Array.isArray((record as CatalogFileInput).quotes);
}
