import type { Catalog, Matchup, Problem, Product, Review, ReviewFileInput } from '../model';
import { deriveAliases } from '../understand/aliases';
import { PERSONAS, personaRank } from '../understand/personas';
import { analyzeFile, type FileAnalysis } from './analyzeFile';
import { productKey, reviewKey, shortHash, slugify } from './identity';

/**
 * Keeps one analysis per file and assembles the catalog from them: a change to one file re-reads that
 * file only. Products are one per distinct name; identical quote text for the same product is one
 * review with several sources.
 */
export class CatalogBuilder {
  private readonly analyses = new Map<string, FileAnalysis>();
  private cached: Catalog | null = null;

  set(file: string, content: Uint8Array | string): void {
    this.analyses.set(file, analyzeFile(file, content));
    this.cached = null;
  }

  delete(file: string): boolean {
    const removed = this.analyses.delete(file);
    if (removed) this.cached = null;
    return removed;
  }

  has(file: string): boolean {
    return this.analyses.has(file);
  }

  files(): string[] {
    return [...this.analyses.keys()];
  }

  clear(): void {
    this.analyses.clear();
    this.cached = null;
  }

  build(): Catalog {
    this.cached ??= assembleCatalog([...this.analyses.values()]);
    return this.cached;
  }
}

export function buildCatalog(files: readonly ReviewFileInput[]): Catalog {
  const builder = new CatalogBuilder();
  for (const { file, content } of files) builder.set(file, content);
  return builder.build();
}

interface ProductDraft {
  product: Product;
  key: string;
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

export function assembleCatalog(analyses: readonly FileAnalysis[]): Catalog {
  const ordered = [...analyses].sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0));
  const problems: Problem[] = [];
  const productsByKey = new Map<string, ProductDraft>();
  const usedProductIds = new Set<string>();
  const matchupsByKey = new Map<string, Matchup>();
  const reviewsByKey = new Map<string, Review[]>();
  const normalizedOf = new Map<Review, string>();
  const usedReviewIds = new Set<string>();
  const usedMatchupIds = new Set<string>();

  const productFor = (name: string): Product => {
    const key = productKey(name);
    let draft = productsByKey.get(key);
    if (!draft) {
      const id = uniqueId(slugify(name) || 'product', usedProductIds);
      const trimmed = name.trim();
      draft = { key, product: { id, name: trimmed, aliases: deriveAliases(trimmed), matchups: [], tally: { ship: 0, skip: 0, none: 0 } } };
      productsByKey.set(key, draft);
    }
    return draft.product;
  };

  for (const analysis of ordered) {
    problems.push(...analysis.problems);
    const sideProducts = analysis.sides.map(productFor);
    let matchup: Matchup | null = null;
    if (analysis.title && sideProducts.length === 2) {
      const [a, b] = sideProducts;
      const key = [productKey(a.name), productKey(b.name)].sort().join('\u0000');
      const existing = matchupsByKey.get(key);
      if (existing) {
        matchup = existing;
        problems.push({
          file: analysis.file, line: analysis.title.line, column: 1, severity: 'warning', code: 'duplicate-matchup',
          message: `The matchup “${existing.title}” is also in ${existing.source.file}:${existing.source.line}; the quotes of both files were merged.`,
        });
      } else {
        matchup = {
          id: uniqueId(`${a.id}--vs--${b.id}`, usedMatchupIds),
          title: `${a.name} vs ${b.name}`,
          products: [a.id, b.id],
          source: { file: analysis.file, line: analysis.title.line },
        };
        matchupsByKey.set(key, matchup);
        for (const p of [a, b]) if (!p.matchups.includes(matchup.id)) p.matchups.push(matchup.id);
      }
    }

    for (const quote of analysis.quotes) {
      const product = quote.side === null ? null : sideProducts[quote.side] ?? null;
      const productId = product?.id ?? null;
      const normalized = reviewKey(productId, quote.text);
      const hash = shortHash(normalized);
      const key = `${productId ?? ''}\u0000${hash}`;
      const source = { file: analysis.file, line: quote.line, column: quote.column, matchup: matchup?.id ?? null };
      const bucket = reviewsByKey.get(key);
      const existing = bucket?.find((r) => normalizedOf.get(r) === normalized);
      if (existing) {
        if (!existing.sources.some((s) => s.file === source.file && s.line === source.line)) existing.sources.push(source);
        continue;
      }
      const review: Review = {
        id: uniqueId(`${productId ?? 'unattributed'}/${quote.persona}/${hash}`, usedReviewIds),
        product: productId,
        persona: quote.persona,
        verdict: quote.verdict,
        verdictSentence: quote.verdictSentence,
        gist: quote.gist,
        text: quote.text,
        sources: [source],
      };
      if (bucket) bucket.push(review);
      else reviewsByKey.set(key, [review]);
      normalizedOf.set(review, normalized);
      if (product) product.tally[review.verdict]++;
    }
  }

  for (const { product } of productsByKey.values()) product.matchups = product.matchups.slice();
  const products = [...productsByKey.values()].map((d) => d.product)
    .sort((x, y) => byName.compare(x.name, y.name) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const productOrder = new Map(products.map((p, i) => [p.id, i]));
  const reviews = [...reviewsByKey.values()].flat().sort((x, y) =>
    (x.product === null ? products.length : productOrder.get(x.product)!) - (y.product === null ? products.length : productOrder.get(y.product)!) ||
    personaRank(x.persona) - personaRank(y.persona) ||
    compareSource(x, y));
  const matchups = [...matchupsByKey.values()];
  return { version: 1, personas: PERSONAS.map((p) => ({ ...p })), products, matchups, reviews, problems };
}

function compareSource(x: Review, y: Review): number {
  const a = x.sources[0];
  const b = y.sources[0];
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line;
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}
