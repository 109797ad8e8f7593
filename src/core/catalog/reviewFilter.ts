import type { Matchup, PersonaId, Product, Review, Tally, Verdict } from '../model';
import { PERSONAS } from '../understand/personas';

/**
 * Which reviews the views show. An empty list means "any": verdicts and personas combine with AND, the
 * values within one list with OR ("ship or skip, by the Skeptic").
 */
export interface ReviewFilter {
  verdicts: readonly Verdict[];
  personas: readonly PersonaId[];
}

/** How lists of products and matchups are ordered. */
export type ProductOrder = 'name' | 'ships';

export const NO_FILTER: ReviewFilter = { verdicts: [], personas: [] };

const VERDICTS: readonly Verdict[] = ['ship', 'skip', 'none'];

export function isFilterActive(filter: ReviewFilter): boolean {
  return filter.verdicts.length > 0 || filter.personas.length > 0;
}

export function matchesFilter(review: Review, filter: ReviewFilter): boolean {
  return (
    (filter.verdicts.length === 0 || filter.verdicts.includes(review.verdict)) &&
    (filter.personas.length === 0 || filter.personas.includes(review.persona))
  );
}

/**
 * A filter read back from storage or a command argument: unknown values are dropped, duplicates removed
 * and the order made canonical (verdicts ship, skip, none; personas in display order).
 */
export function normalizeFilter(value: unknown): ReviewFilter {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { verdicts: normalizeVerdicts(record.verdicts), personas: normalizePersonas(record.personas) };
}

export function normalizeVerdicts(value: unknown): Verdict[] {
  const wanted = new Set(asList(value));
  return VERDICTS.filter((verdict) => wanted.has(verdict));
}

export function normalizePersonas(value: unknown): PersonaId[] {
  const wanted = new Set(asList(value));
  return PERSONAS.map((persona) => persona.id).filter((id) => wanted.has(id));
}

/** A single value counts as a list of one, so `filterByVerdict('ship')` works from a keybinding too. */
function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

export function normalizeOrder(value: unknown): ProductOrder {
  return value === 'ships' ? 'ships' : 'name';
}

/**
 * One collator for every comparison: `localeCompare` with a locale and options makes one per call (about 4 µs each
 * here), which put half a second into sorting the Matchups view of 10,000 matchups.
 */
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/** Most ships first; among equals, fewer skips, then by name. */
function byShips(a: Tally, b: Tally): number {
  return b.ship - a.ship || a.skip - b.skip;
}

export function sortProducts(products: readonly Product[], order: ProductOrder): Product[] {
  return [...products].sort((a, b) => (order === 'ships' ? byShips(a.tally, b.tally) : 0) || byName(a.name, b.name) || byName(a.id, b.id));
}

/** Matchups by title, or by the ships both sides got in them. */
export function sortMatchups(matchups: readonly Matchup[], order: ProductOrder, tallyOf: (matchup: Matchup) => Tally): Matchup[] {
  if (order !== 'ships') return [...matchups].sort((a, b) => byName(a.title, b.title));
  // Each matchup's tally once, not once per comparison.
  const tallies = new Map(matchups.map((matchup) => [matchup, tallyOf(matchup)]));
  return [...matchups].sort((a, b) => byShips(tallies.get(a)!, tallies.get(b)!) || byName(a.title, b.title));
}
