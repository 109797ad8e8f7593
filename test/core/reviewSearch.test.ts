import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog, CatalogView, excerptFor, findReviews, searchReviews } from '../../src/core';

const SEEDS = join(__dirname, '..', '..', 'seeds');
const view = new CatalogView(buildCatalog(readdirSync(SEEDS).filter((f) => f.endsWith('.txt')).map((file) => ({ file, content: readFileSync(join(SEEDS, file)) }))));

describe('searchReviews', () => {
  it('finds reviews with every word of the query, in any case, in product, persona, verdict or text', () => {
    const cursor = view.catalog.products.find((p) => p.name.startsWith('Cursor'))!;
    const found = searchReviews(view, 'cursor  BUILDER', 100);
    expect(found.length).toBeGreaterThan(0);
    for (const review of found) expect(review.product === cursor.id || /cursor/i.test(review.text)).toBe(true);
    expect(found.every((r) => r.persona === 'builder' || /builder/i.test(r.text))).toBe(true);
    expect(searchReviews(view, 'skip', 1000).every((r) => r.verdict === 'skip' || /skip/i.test(r.text) || /skip/i.test(r.product ?? ''))).toBe(true);
  });

  it('keeps catalog order, stops at the limit, and treats the query as text, not a pattern', () => {
    const all = searchReviews(view, '', 1000);
    expect(all).toEqual(view.catalog.reviews);
    expect(searchReviews(view, 'the', 3)).toEqual(view.catalog.reviews.filter((r) => /the/i.test(r.text)).slice(0, 3));
    expect(searchReviews(view, '.*', 10)).toEqual([]);
    expect(searchReviews(view, 'zzz-no-such-word', 10)).toEqual([]);
  });
});

describe('excerptFor', () => {
  const text = `${'Lead words. '.repeat(20)}The buyer is the platform team.\nAnd ${'more words '.repeat(20)}`;
  it('shows one line around the first word found', () => {
    const excerpt = excerptFor(text, 'BUYER', 60);
    expect(excerpt).toContain('buyer is the platform team. And');
    expect(excerpt.startsWith('…') && excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(62);
  });
  it('starts at the beginning when nothing matches', () => {
    expect(excerptFor('Short text.', 'absent')).toBe('Short text.');
  });
});

describe('findReviews', () => {
  it('says when it stopped at the limit, and about how many match in all', () => {
    const all = view.catalog.reviews.length;
    expect(findReviews(view, '', all)).toEqual({ reviews: view.catalog.reviews, capped: false, about: all });
    const capped = findReviews(view, '', 5);
    expect(capped.reviews).toEqual(view.catalog.reviews.slice(0, 5));
    expect(capped.capped).toBe(true);
    // Every review matches the empty query: the estimate from the first six is the whole catalog.
    expect(capped.about).toBe(all);
    const none = findReviews(view, 'zzz-no-such-word', 5);
    expect(none).toEqual({ reviews: [], capped: false, about: 0 });
  });

  it('estimates from how far into the catalog the limit was reached, to two digits', () => {
    const words = view.catalog.reviews.filter((r) => /the/i.test(r.text)).length;
    const found = findReviews(view, 'the', 2);
    expect(found.capped).toBe(words > 2);
    expect(found.about).toBeGreaterThan(2);
    expect(found.about).toBeLessThanOrEqual(view.catalog.reviews.length);
    expect(String(found.about).replace(/0+$/, '').length).toBeLessThanOrEqual(2);
  });

  it('matches words across the product name, the persona name and the text, not letters scattered across words', () => {
    const investor = findReviews(view, 'Investor moat', 100).reviews;
    expect(investor.length).toBeGreaterThan(0);
    for (const review of investor) expect(review.persona === 'investor' || /investor/i.test(review.text)).toBe(true);
    for (const review of investor) expect(/moat/i.test(review.text)).toBe(true);
    // "m…o…a…t" spread over other words is no match.
    expect(findReviews(view, 'mzqt', 100).reviews).toEqual([]);
  });
});
