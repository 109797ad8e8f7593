import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog, parseReviewFile } from '../../src/core';

/** CI runs at least 10,000 cases per property; VERDICTS_FUZZ_RUNS raises it further. */
const RUNS = Number(process.env.VERDICTS_FUZZ_RUNS ?? 10_000);
/** 10,000 cases take seconds: a bound for a machine busy with other work, not a speed check. */
const PROPERTY_TIMEOUT_MS = 120_000;

const quoteText = fc
  .string({ minLength: 1, maxLength: 200, unit: fc.constantFrom(...'abcdefghij KLMNOP.,;:!?—–-\'’0123456789`*_<>&()[]'.split('')) })
  // "..." alone is a placeholder for a review still to be written, not a review.
  .filter((s) => s.trim().length > 0 && !/^\s|\s$/.test(s) && s !== '...');

describe('parser properties', () => {
  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 400 }), fc.uint8Array({ maxLength: 400 }).map((b) => b as Uint8Array)), (content) => {
        const parsed = parseReviewFile('fuzz.txt', content);
        for (const p of parsed.problems) {
          expect(p.line).toBeGreaterThanOrEqual(1);
          expect(p.column).toBeGreaterThanOrEqual(1);
        }
        buildCatalog([{ file: 'fuzz.txt', content }]);
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('keeps every well-formed quote, word for word, with its line', () => {
    fc.assert(
      fc.property(fc.array(quoteText, { minLength: 1, maxLength: 8 }), fc.constantFrom('\n', '\r\n'), fc.boolean(), (quotes, eol, curly) => {
        const [open, close] = curly ? ['“', '”'] : ['"', '"'];
        const body = quotes.map((q) => `${open}${q}${close}`).join(eol + eol);
        const parsed = parseReviewFile('fuzz.txt', `Alpha vs Beta${eol}${eol}${body}${eol}`);
        expect(parsed.quotes.map((q) => q.text)).toEqual(quotes);
        expect(parsed.quotes.map((q) => q.line)).toEqual(quotes.map((_, i) => 3 + i * 2));
        expect(parsed.problems).toEqual([]);
        const catalog = buildCatalog([{ file: 'fuzz.txt', content: `Alpha vs Beta${eol}${eol}${body}${eol}` }]);
        // Identical quotes merge into one review, but every quote stays as a source of one.
        const kept = catalog.reviews.flatMap((r) => r.sources.map(() => r.text));
        expect(kept.sort()).toEqual([...quotes].sort());
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);
});
