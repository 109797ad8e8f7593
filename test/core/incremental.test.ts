import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog, CatalogBuilder, type Catalog } from '../../src/core';

/**
 * CatalogBuilder re-assembles after each change from what it kept of the other files, reusing review
 * objects while the catalog agrees with them. Whatever the sequence of changes, the catalog must be the one
 * a fresh build of the same files gives, and a catalog already handed out must not change afterwards.
 */

const RUNS = Math.ceil(Number(process.env.VERDICTS_FUZZ_RUNS ?? 10_000) / 20);

// Names that collide on purpose: the same slug ("Foo!", "Foo?"), the same product up to case and spaces, ids with suffixes.
const NAMES = ['Foo!', 'Foo?', 'foo', 'FOO', 'Foo 2', 'Foo-2', 'Bar Labs', 'Bar  Labs', 'Baz', 'Qux AI Stack 2.0'];
// Quotes that repeat across files (merged into one review), name a side or neither, and call ship or skip.
const QUOTES = [
  'The primitive here is {a}. Ship.',
  'The primitive here is {b}. Skip.',
  'The buyer of {a} is finance. Ship.',
  'The thesis {b} bets on is local-first. Skip.',
  'The direct competitor to {a} is {b}. Skip.',
  'Nothing here names either side.',
  'Nothing  here names either side.',
  'The buyer is clear. Ship.',
];

const reviewFile = fc
  .record({
    a: fc.constantFrom(...NAMES),
    b: fc.constantFrom(...NAMES),
    quotes: fc.array(fc.constantFrom(...QUOTES), { minLength: 0, maxLength: 5 }),
    broken: fc.boolean(),
  })
  .map(({ a, b, quotes, broken }) => {
    const title = broken ? `${a} vs` : `${a} vs ${b}`;
    return [title, ...quotes.map((q) => `“${q.replace('{a}', a).replace('{b}', b)}”`)].join('\n\n');
  });

const FILES = ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'];
const change = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), file: fc.constantFrom(...FILES), content: reviewFile }),
  fc.record({ kind: fc.constant('delete' as const), file: fc.constantFrom(...FILES) }),
);

describe('CatalogBuilder, change after change', () => {
  it(`gives the catalog a fresh build gives, and never changes one it handed out (${RUNS.toLocaleString('en')} runs)`, () => {
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 3 }), (changes, buildEvery) => {
        const builder = new CatalogBuilder();
        const files = new Map<string, string>();
        const handedOut: [Catalog, string][] = [];
        changes.forEach((c, i) => {
          if (c.kind === 'set') {
            builder.set(c.file, c.content);
            files.set(c.file, c.content);
          } else {
            builder.delete(c.file);
            files.delete(c.file);
          }
          if (i % buildEvery !== 0 && i !== changes.length - 1) return;
          const catalog = builder.build();
          const fresh = buildCatalog([...files].map(([file, content]) => ({ file, content })));
          expect(JSON.stringify(catalog)).toBe(JSON.stringify(fresh));
          handedOut.push([catalog, JSON.stringify(catalog)]);
        });
        for (const [catalog, json] of handedOut) expect(JSON.stringify(catalog)).toBe(json);
      }),
      { numRuns: RUNS },
    );
  });
});
