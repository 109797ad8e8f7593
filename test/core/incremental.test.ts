import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog, CatalogBuilder, type Catalog } from '../../src/core';
import { changeOf, keptTitleChange, keptTitleFiles } from './catalogChanges';

/**
 * CatalogBuilder re-assembles after each change from what it kept of the other files, reusing review
 * objects while the catalog agrees with them. Whatever the sequence of changes, the catalog must be the one
 * a fresh build of the same files gives, and a catalog already handed out must not change afterwards.
 */

const RUNS = Math.ceil(Number(process.env.VERDICTS_FUZZ_RUNS ?? 10_000) / 20);

const change = changeOf();

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

/**
 * Files whose titles stay as they are while their quotes change: most such changes patch the last catalog where the
 * file's reviews lie instead of assembling it again (`builtBy`), and a patch must give what a fresh build gives.
 * The titles share products across files, and the quotes repeat across files and within one (merged, numbered), so
 * both the patch and its way back to a full assembly are taken.
 */
describe('CatalogBuilder, quotes changed under the same titles', () => {
  it(`patches the last catalog into the one a fresh build gives, and never changes one it handed out (${RUNS.toLocaleString('en')} runs)`, () => {
    let patches = 0;
    let assemblies = 0;
    fc.assert(
      fc.property(fc.array(keptTitleChange(), { minLength: 1, maxLength: 10 }), fc.integer({ min: 1, max: 3 }), (edits, buildEvery) => {
        const builder = new CatalogBuilder();
        const files = new Map<string, string>();
        for (const { file, content } of keptTitleFiles()) {
          builder.set(file, content);
          files.set(file, content);
        }
        builder.build();
        const handedOut: [Catalog, string][] = [];
        edits.forEach(({ file, content }, i) => {
          builder.set(file, content);
          files.set(file, content);
          if (i % buildEvery !== 0 && i !== edits.length - 1) return;
          const catalog = builder.build();
          if (builder.builtBy === 'patch') patches++;
          else assemblies++;
          const fresh = buildCatalog([...files].map(([name, text]) => ({ file: name, content: text })));
          expect(JSON.stringify(catalog)).toBe(JSON.stringify(fresh));
          handedOut.push([catalog, JSON.stringify(catalog)]);
        });
        for (const [catalog, json] of handedOut) expect(JSON.stringify(catalog)).toBe(json);
      }),
      { numRuns: RUNS },
    );
    // Both ways were taken, many times each.
    expect(patches).toBeGreaterThan(RUNS / 2);
    expect(assemblies).toBeGreaterThan(RUNS / 10);
  }, Math.max(30_000, RUNS * 20)); // more runs (VERDICTS_FUZZ_RUNS) take longer

  it('patches a quote edited in place, keeping every other review object, and assembles again when a title changes', () => {
    const b = 'Baz vs Bar Labs\n\n“The buyer of Baz is finance. Ship.”\n\n“The thesis Bar Labs bets on is local-first. Skip.”';
    const edited = 'Foo! vs Baz\n\n“The primitive here is Foo!. Skip: the docs are thin.”';
    const builder = new CatalogBuilder();
    builder.set('a.txt', 'Foo! vs Baz\n\n“The primitive here is Foo!. Ship.”');
    builder.set('b.txt', b);
    const first = builder.build();
    expect(builder.builtBy).toBe('assembly');
    builder.set('a.txt', edited);
    const patched = builder.build();
    expect(builder.builtBy).toBe('patch');
    const fromB = (catalog: Catalog) => catalog.reviews.filter((review) => review.sources[0].file === 'b.txt');
    expect(fromB(patched)).toEqual(fromB(first));
    fromB(patched).forEach((review, i) => expect(review).toBe(fromB(first)[i]));
    expect(patched.reviews.find((review) => review.sources[0].file === 'a.txt')?.verdict).toBe('skip');
    expect(JSON.stringify(patched)).toBe(JSON.stringify(buildCatalog([{ file: 'a.txt', content: edited }, { file: 'b.txt', content: b }])));
    builder.set('a.txt', 'Foo? vs Baz\n\n“The primitive here is Foo?. Skip.”');
    builder.build();
    expect(builder.builtBy).toBe('assembly');
  });
});
