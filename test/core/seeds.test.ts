import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog, type PersonaId, type Verdict } from '../../src/core';

/**
 * Every one of the 40 quotes in the bundled seeds, labelled by hand from reading them: which product it
 * reviews, which persona speaks, and the call. The core has no list of these products; it must infer all of it.
 */
const SEEDS = join(__dirname, '..', '..', 'seeds');

const COHERE = 'Cohere Command R3';
const CURSOR = 'Cursor v0.50 – Background Agent & Codebase Refactoring';
const LLAMA = 'Llama 3.3 70B';
const STACK = 'Together AI Inference Stack 2.0';
const FINE_TUNING = 'Together AI Llama 3.3 Fine-Tuning API';
const SMOL = 'SmolLM3';

type Expectation = [line: number, product: string, persona: PersonaId, verdict: Verdict];

const EXPECTED: Record<string, Expectation[]> = {
  '000_a2b32dc488261b88.txt': [
    [3, COHERE, 'builder', 'ship'], // "This earns a ship because …"
    [5, CURSOR, 'builder', 'ship'], // "… that earns the ship: …"
    [7, COHERE, 'skeptic', 'ship'], // "What keeps this from a skip is …"
    [9, CURSOR, 'skeptic', 'ship'], // "Shipping with the caveat: …" (and the trap "shipping to Pro users today")
    [11, COHERE, 'investor', 'none'],
    [13, COHERE, 'strategist', 'none'],
    [15, CURSOR, 'strategist', 'none'],
    [17, CURSOR, 'product', 'ship'], // "Ship, but …"
  ],
  '001_08efac398b9b5838.txt': [
    [3, CURSOR, 'builder', 'ship'],
    [5, LLAMA, 'builder', 'ship'], // names neither product by its title form ("llama3.3"): the pairing decides
    [7, CURSOR, 'skeptic', 'ship'],
    [9, LLAMA, 'skeptic', 'ship'], // "this is a real ship right now"
    [11, CURSOR, 'strategist', 'none'],
    [13, LLAMA, 'strategist', 'none'],
    [15, CURSOR, 'product', 'ship'],
    [17, LLAMA, 'investor', 'none'],
  ],
  '002_f7e5d83320bf9feb.txt': [
    [3, CURSOR, 'builder', 'ship'],
    [5, STACK, 'builder', 'ship'], // "Shipping because …"; names neither product
    [7, CURSOR, 'skeptic', 'ship'],
    [9, STACK, 'skeptic', 'ship'], // "Still shipping because …"
    [11, CURSOR, 'strategist', 'none'],
    [13, STACK, 'strategist', 'none'],
    [15, CURSOR, 'product', 'ship'],
    [17, STACK, 'investor', 'none'],
  ],
  '003_8229d9509a9de50a.txt': [
    [3, CURSOR, 'builder', 'ship'],
    [5, FINE_TUNING, 'builder', 'none'], // "a skip-the-weekend-script win" is not a skip; the call is conditional
    [7, CURSOR, 'skeptic', 'ship'],
    [9, FINE_TUNING, 'skeptic', 'none'],
    [11, CURSOR, 'strategist', 'none'],
    [13, FINE_TUNING, 'strategist', 'none'],
    [15, CURSOR, 'product', 'ship'],
    [17, FINE_TUNING, 'investor', 'none'],
  ],
  '004_63e30a4842404720.txt': [
    [3, CURSOR, 'builder', 'ship'],
    [5, SMOL, 'builder', 'ship'],
    [7, CURSOR, 'skeptic', 'ship'],
    [9, SMOL, 'skeptic', 'ship'], // "What earns the ship anyway: …"
    [11, CURSOR, 'strategist', 'none'],
    [13, SMOL, 'strategist', 'none'],
    [15, CURSOR, 'product', 'ship'],
    [17, SMOL, 'investor', 'none'],
  ],
};

const files = readdirSync(SEEDS).filter((f) => f.endsWith('.txt')).sort();
const catalog = buildCatalog(files.map((file) => ({ file, content: readFileSync(join(SEEDS, file)) })));
const nameOf = (id: string | null) => catalog.products.find((p) => p.id === id)?.name ?? null;

describe('the bundled seeds', () => {
  it('hold 6 products, 5 matchups and 24 distinct reviews from 40 quotes, with no problems', () => {
    expect(files).toEqual(Object.keys(EXPECTED));
    expect(catalog.products.map((p) => p.name).sort()).toEqual([COHERE, CURSOR, LLAMA, SMOL, FINE_TUNING, STACK].sort());
    expect(catalog.matchups).toHaveLength(5);
    expect(catalog.reviews).toHaveLength(24);
    expect(catalog.reviews.reduce((n, r) => n + r.sources.length, 0)).toBe(40);
    expect(catalog.problems).toEqual([]);
  });

  for (const [file, quotes] of Object.entries(EXPECTED)) {
    for (const [line, product, persona, verdict] of quotes) {
      it(`${file}:${line} is ${persona} on ${product}: ${verdict}`, () => {
        const review = catalog.reviews.find((r) => r.sources.some((s) => s.file === file && s.line === line));
        expect(review, 'a review with this source').toBeDefined();
        expect(nameOf(review!.product)).toBe(product);
        expect(review!.persona).toBe(persona);
        expect(review!.verdict).toBe(verdict);
        if (verdict === 'none') expect(review!.verdictSentence).toBe('');
        else expect(review!.text).toContain(review!.verdictSentence);
      });
    }
  }

  it('merges Cursor’s four quotes, which appear verbatim in all five files, into four reviews with five sources each', () => {
    const cursor = catalog.products.find((p) => p.name === CURSOR)!;
    const reviews = catalog.reviews.filter((r) => r.product === cursor.id);
    expect(reviews.map((r) => r.persona)).toEqual(['builder', 'skeptic', 'strategist', 'product']);
    for (const review of reviews) expect(new Set(review.sources.map((s) => s.file)).size).toBe(5);
    expect(cursor.matchups).toHaveLength(5);
    expect(cursor.tally).toEqual({ ship: 3, skip: 0, none: 1 });
  });

  it('read the same written as Markdown block quotes, without quote marks: only the columns move', () => {
    const blockQuoted = files.map((file) => {
      const [title, ...body] = readFileSync(join(SEEDS, file), 'utf8').split('\n');
      const quoted = body.map((line) => (line.trim() ? `> ${line.trim().replace(/^[“"]|[”"]$/gu, '')}` : line));
      return { file, content: [title, ...quoted].join('\n') };
    });
    const rewritten = buildCatalog(blockQuoted);
    expect(rewritten.problems).toEqual([]);
    const columnsOff = (c: typeof catalog) => JSON.stringify(c, (key, value) => (key === 'column' ? undefined : value));
    expect(columnsOff(rewritten)).toBe(columnsOff(catalog));
    expect(rewritten.reviews.flatMap((r) => r.sources.map((s) => s.column))).toEqual(catalog.reviews.flatMap((r) => r.sources.map((s) => s.column + 2)));
  });

  it('read the same written in single marks (‘…’), as British English quotes: nothing moves', () => {
    const singleQuoted = files.map((file) => {
      const [title, ...body] = readFileSync(join(SEEDS, file), 'utf8').split('\n');
      const quoted = body.map((line) => line.replace(/^(\s*)[“"]/u, '$1‘').replace(/[”"](\s*)$/u, '’$1'));
      return { file, content: [title, ...quoted].join('\n') };
    });
    expect(singleQuoted.some((f) => f.content.includes('‘'))).toBe(true);
    const rewritten = buildCatalog(singleQuoted);
    expect(rewritten.problems).toEqual([]);
    expect(JSON.stringify(rewritten)).toBe(JSON.stringify(catalog));
  });

  it('tallies each product over its distinct reviews', () => {
    for (const product of catalog.products) {
      const reviews = catalog.reviews.filter((r) => r.product === product.id);
      const expected = { ship: 0, skip: 0, none: 0 };
      for (const review of reviews) expected[review.verdict]++;
      expect(product.tally).toEqual(expected);
    }
  });

  it('keeps every review’s sources with file, line and matchup', () => {
    for (const review of catalog.reviews) {
      for (const source of review.sources) {
        const lines = readFileSync(join(SEEDS, source.file), 'utf8').split(/\r?\n/);
        expect(lines[source.line - 1]).toContain(review.text.slice(0, 40));
        expect(catalog.matchups.map((m) => m.id)).toContain(source.matchup);
      }
    }
  });

  it('maps the ambiguous short form “Together AI” to both Together products', () => {
    const together = catalog.products.filter((p) => p.aliases.includes('Together AI')).map((p) => p.name).sort();
    expect(together).toEqual([FINE_TUNING, STACK].sort());
  });
});
