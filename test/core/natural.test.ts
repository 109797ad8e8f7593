import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/core';

/**
 * Review files in natural prose, written by hand for this test before the engine was tuned on them, in
 * six domains (databases, note-taking, banking, bikes, kitchen, cameras) and many voices; labelled in
 * fixtures/natural/truth.json (make.mjs writes both). They measure how the engine generalises.
 */
const DIR = join(__dirname, 'fixtures', 'natural');
const truth = JSON.parse(readFileSync(join(DIR, 'truth.json'), 'utf8')) as {
  matchups: { file: string; products: [string, string]; reviews: { product: string; persona: string; verdict: string; start: string }[] }[];
};
const files = readdirSync(DIR).filter((f) => f.endsWith('.txt')).sort();
const catalog = buildCatalog(files.map((file) => ({ file, content: readFileSync(join(DIR, file)) })));
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
const nameOf = (id: string | null) => catalog.products.find((p) => p.id === id)?.name ?? null;

const rows = truth.matchups.flatMap((m) => m.reviews.map((t) => {
  const review = catalog.reviews.find((r) => r.sources.some((s) => s.file === m.file) && flat(r.text).startsWith(flat(t.start)));
  return { m, t, review };
}));

describe('natural-prose review files, labelled by hand', () => {
  it('hold 48 quotes over 6 matchups, every one found', () => {
    expect(files).toHaveLength(6);
    expect(rows).toHaveLength(48);
    for (const { review } of rows) expect(review).toBeDefined();
  });

  it('every call is read right (ship, skip or none)', () => {
    const wrong = rows.filter(({ t, review }) => review?.verdict !== t.verdict).map(({ t, review }) => `${t.start} → ${review?.verdict}`);
    expect(wrong).toEqual([]);
  });
});

describe('natural-prose accuracy floors (raise them as the engine improves; never lower them silently)', () => {
  const share = (pick: (x: (typeof rows)[number]) => boolean) => rows.filter(pick).length / rows.length;
  it('persona ≥ 95 %', () => expect(share(({ t, review }) => review?.persona === t.persona)).toBeGreaterThanOrEqual(0.95));
  // 93 % until quote order stopped deciding pairs in files whose named pairs do not show an order: two quotes of
  // these fixtures that order had guessed right are now unattributed with a warning (as the issue asks: no coin flips).
  it('product ≥ 89 %', () => expect(share(({ t, review }) => nameOf(review?.product ?? null) === t.product)).toBeGreaterThanOrEqual(0.89));
});
