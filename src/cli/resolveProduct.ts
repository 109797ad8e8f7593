import type { CatalogView, Product } from '../core';

/**
 * What a name typed on the command line stands for: one product, several (ambiguous), or none, with the
 * closest names as suggestions. Exact ids and full names win over short forms, so a product called
 * "Cursor" is never ambiguous with another product's short form "Cursor".
 */
export type Resolution =
  | { kind: 'found'; product: Product }
  | { kind: 'ambiguous'; candidates: Product[] }
  | { kind: 'unknown'; suggestions: string[] };

const MAX_SUGGESTIONS = 3;

/** Case, white space and dash style do not matter: "cursor v0.50 - background agent" finds the en dash. */
function normalize(text: string): string {
  return text.normalize('NFC').replace(/[\u2010-\u2015\u2212]/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();
}

export function resolveProduct(view: CatalogView, typed: string): Resolution {
  const key = normalize(typed);
  const products = view.catalog.products;

  const byId = view.product(typed.trim());
  if (byId) return { kind: 'found', product: byId };
  const byName = products.filter((p) => normalize(p.name) === key);
  if (byName.length) return pick(byName);
  const byAlias = view.productsByAlias(typed);
  if (byAlias.length) return pick(byAlias);
  const byLooseAlias = products.filter((p) => p.aliases.some((alias) => normalize(alias) === key) || p.id === key);
  if (byLooseAlias.length) return pick(byLooseAlias);
  return { kind: 'unknown', suggestions: suggest(products, key) };
}

function pick(products: Product[]): Resolution {
  const unique = [...new Set(products)];
  return unique.length === 1 ? { kind: 'found', product: unique[0]! } : { kind: 'ambiguous', candidates: unique };
}

/** Product names whose name or a short form is a few edits away from the typed text, or contains it. */
function suggest(products: readonly Product[], key: string): string[] {
  if (!key) return [];
  const limit = Math.max(2, Math.floor(key.length / 3));
  const scored: { name: string; score: number }[] = [];
  for (const product of products) {
    let best = Infinity;
    for (const name of [product.name, ...product.aliases]) {
      const candidate = normalize(name);
      const distance = candidate.includes(key) && key.length >= 3 ? 0.5 : editDistance(key, candidate, limit);
      if (distance < best) best = distance;
    }
    if (best <= limit) scored.push({ name: product.name, score: best });
  }
  scored.sort((x, y) => x.score - y.score || x.name.localeCompare(y.name));
  return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.name);
}

/** Levenshtein distance, giving up (returning limit + 1) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}
