import type { Catalog, ReviewFileInput } from '../model';
import { analyzeFile, type FileAnalysis } from './analyzeFile';
import { CatalogAssembler, type CatalogFileInput } from './catalogBuilder';

/** A `CatalogAssembler` that also takes a file's bytes, and parses and understands them (the analysis engine). */
export class CatalogBuilder extends CatalogAssembler {
  /**
   * Adds or replaces a file: from its bytes (parsed and understood here) or from what an earlier analysis of
   * the same bytes produced (an analysis cache's hit: no parsing, no understanding). Returns the analysis, for
   * the caller to cache.
   */
  override set(file: string, source: Uint8Array | string): FileAnalysis;
  override set<T extends CatalogFileInput>(file: string, source: T): T;
  override set(file: string, source: Uint8Array | string | CatalogFileInput): CatalogFileInput {
    return super.set(file, typeof source === 'string' || source instanceof Uint8Array ? analyzeFile(file, source, this.aliasesOf) : source);
  }
}

export function buildCatalog(files: readonly ReviewFileInput[]): Catalog {
  const builder = new CatalogBuilder();
  for (const { file, content } of files) builder.set(file, content);
  return builder.build();
}
