import type { FileAnalysis } from '../catalog/analyzeFile';
import { CachedAnalyses } from './cachedAnalyses';

/**
 * The analysis cache for review files: a session over a cache file (or none) whose records are `FileAnalysis`es.
 * A decoded record is checked for the fields the catalog reads before it stands in for an analysis; fields it does
 * not know (added to the analysis later) pass through as they are.
 */
export function openFileAnalysisCache(cacheFile: Uint8Array | undefined, engine?: string): CachedAnalyses<FileAnalysis> {
  return engine === undefined ? new CachedAnalyses(cacheFile, isFileAnalysisOf) : new CachedAnalyses(cacheFile, isFileAnalysisOf, engine);
}

export function isFileAnalysisOf(record: unknown, key: string): record is FileAnalysis {
  if (!isObject(record)) return false;
  const { file, title, sides, quotes, problems } = record as Partial<Record<keyof FileAnalysis, unknown>>;
  return (
    file === key &&
    (title === null || isObject(title)) &&
    Array.isArray(sides) &&
    sides.every((side) => typeof side === 'string') &&
    Array.isArray(quotes) &&
    quotes.every(isQuote) &&
    Array.isArray(problems) &&
    problems.every((problem) => isObject(problem) && typeof problem.message === 'string' && typeof problem.line === 'number')
  );
}

function isQuote(quote: unknown): boolean {
  if (!isObject(quote)) return false;
  const { text, line, column, persona, verdict, verdictSentence, gist, side } = quote;
  return (
    typeof text === 'string' &&
    typeof line === 'number' &&
    typeof column === 'number' &&
    typeof persona === 'string' &&
    typeof verdict === 'string' &&
    typeof verdictSentence === 'string' &&
    typeof gist === 'string' &&
    (side === null || side === 0 || side === 1)
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
