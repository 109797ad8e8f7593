import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog, CatalogBuilder, type Catalog } from '../../src/core';
import { changeOf } from './catalogChanges';

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
