import { describe, expect, it } from 'vitest';
import {
  buildCatalog,
  isFilterActive,
  matchesFilter,
  NO_FILTER,
  normalizeFilter,
  normalizeOrder,
  sortMatchups,
  sortProducts,
  type Review,
} from '../../src/core';

const review = (verdict: Review['verdict'], persona: Review['persona']): Review => ({
  id: `${persona}/${verdict}`,
  product: 'p',
  persona,
  verdict,
  verdictSentence: '',
  gist: '',
  text: '',
  sources: [],
});

describe('matchesFilter', () => {
  it('matches everything without a filter', () => {
    expect(isFilterActive(NO_FILTER)).toBe(false);
    expect(matchesFilter(review('skip', 'investor'), NO_FILTER)).toBe(true);
  });

  it('combines verdicts and personas with AND, values of one kind with OR', () => {
    const filter = { verdicts: ['ship', 'skip'] as const, personas: ['skeptic'] as const };
    expect(isFilterActive(filter)).toBe(true);
    expect(matchesFilter(review('ship', 'skeptic'), filter)).toBe(true);
    expect(matchesFilter(review('skip', 'skeptic'), filter)).toBe(true);
    expect(matchesFilter(review('none', 'skeptic'), filter)).toBe(false);
    expect(matchesFilter(review('ship', 'builder'), filter)).toBe(false);
  });
});

describe('normalizeFilter', () => {
  it('keeps known values once, in canonical order', () => {
    expect(normalizeFilter({ verdicts: ['none', 'ship', 'ship', 'maybe'], personas: ['investor', 'skeptic', 'nobody', 3] })).toEqual({
      verdicts: ['ship', 'none'],
      personas: ['skeptic', 'investor'],
    });
  });

  it('reads a single value as a list of one, and garbage as no filter', () => {
    expect(normalizeFilter({ verdicts: 'skip' })).toEqual({ verdicts: ['skip'], personas: [] });
    expect(normalizeFilter(undefined)).toEqual(NO_FILTER);
    expect(normalizeFilter('ship')).toEqual(NO_FILTER);
    expect(normalizeOrder('ships')).toBe('ships');
    expect(normalizeOrder('random')).toBe('name');
  });
});

describe('sorting', () => {
  const file = (title: string, ...quotes: string[]) => ({ file: `${title}.txt`, content: [title, '', ...quotes.map((q) => `“${q}”\n`)].join('\n') });
  const catalog = buildCatalog([
    file(
      'Alpha Tool vs Beta Kit',
      'The primitive here is a tiny runtime. Alpha Tool earns the ship.',
      'The thesis Beta Kit bets on is wrong. Skip.',
    ),
    file(
      'Gamma Box vs Beta Kit',
      'The primitive here is a queue. Gamma Box earns the ship.',
      'The buyer is a platform team. Gamma Box is a ship.',
      'Direct competitors eat Beta Kit alive. Skip.',
    ),
  ]);

  it('orders products by name, or by ships (fewer skips, then name, on a tie)', () => {
    expect(sortProducts(catalog.products, 'name').map((p) => p.name)).toEqual(['Alpha Tool', 'Beta Kit', 'Gamma Box']);
    expect(sortProducts(catalog.products, 'ships').map((p) => p.name)).toEqual(['Gamma Box', 'Alpha Tool', 'Beta Kit']);
  });

  it('orders matchups by title, or by the ships in them', () => {
    const tally = (m: (typeof catalog.matchups)[number]) => {
      const t = { ship: 0, skip: 0, none: 0 };
      for (const r of catalog.reviews) if (r.sources.some((s) => s.matchup === m.id)) t[r.verdict]++;
      return t;
    };
    expect(sortMatchups(catalog.matchups, 'name', tally).map((m) => m.title)).toEqual(['Alpha Tool vs Beta Kit', 'Gamma Box vs Beta Kit']);
    expect(sortMatchups(catalog.matchups, 'ships', tally).map((m) => m.title)).toEqual(['Gamma Box vs Beta Kit', 'Alpha Tool vs Beta Kit']);
  });

  it('asks for each matchup’s tally once, not once per comparison (the Matchups view sorts 10,000 at every refresh)', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ ...catalog.matchups[i % 2], id: `m${i}`, title: `T${(i * 7) % 40}` }));
    const asked = new Map<string, number>();
    const tally = (m: (typeof many)[number]) => {
      asked.set(m.id, (asked.get(m.id) ?? 0) + 1);
      return { ship: Number(m.id.slice(1)) % 3, skip: 0, none: 0 };
    };
    const sorted = sortMatchups(many, 'ships', tally);
    expect([...asked.values()]).toEqual(many.map(() => 1));
    expect(sorted.map((m) => Number(m.id.slice(1)) % 3)).toEqual([...many.map((m) => Number(m.id.slice(1)) % 3)].sort((a, b) => b - a));
    // By name, no tally is asked for.
    asked.clear();
    expect(sortMatchups(many, 'name', tally).map((m) => m.title)).toEqual(many.map((m) => m.title).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(asked.size).toBe(0);
  });
});
