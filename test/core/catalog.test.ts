import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog, CatalogBuilder, CatalogView, compareProducts, NameIndex } from '../../src/core';
import type { Tally } from '../../src/core/model';
import { FILES, reviewFileOf } from './catalogChanges';

const SEEDS = join(__dirname, '..', '..', 'seeds');
const seedFiles = readdirSync(SEEDS).filter((f) => f.endsWith('.txt')).sort();
const seeds = seedFiles.map((file) => ({ file, content: readFileSync(join(SEEDS, file)) }));
const catalog = buildCatalog(seeds);
const view = new CatalogView(catalog);
const byName = (name: string) => catalog.products.find((p) => p.name.startsWith(name))!;

describe('NameIndex', () => {
  const index = new NameIndex(catalog.products);

  it('finds full names and short forms, whole words only, longest first', () => {
    const line = 'We tried Cursor v0.50 and Cohere Command R3, then SmolLM3 and Llama 3.3 70B.';
    expect(index.find(line).map((m) => m.text)).toEqual(['Cursor v0.50', 'Cohere Command R3', 'SmolLM3', 'Llama 3.3 70B']);
  });

  it('is case-sensitive: the word "cursor" and "together" are not product names', () => {
    expect(index.find('move the cursor together with the selection')).toEqual([]);
    expect(index.find('SmolLM3x and XSmolLM3 are other words')).toEqual([]);
  });

  it('maps an ambiguous short form to every candidate', () => {
    const [match] = index.find('Ask Together AI about it');
    expect(match.text).toBe('Together AI');
    expect(match.productIds.sort()).toEqual([byName('Together AI Inference').id, byName('Together AI Llama').id].sort());
  });

  it('answers the match under a character position', () => {
    const line = '// see Background Agent docs';
    expect(index.at(line, line.indexOf('Agent'))?.productIds).toEqual([byName('Cursor').id]);
    expect(index.at(line, 2)).toBeUndefined();
  });

  it('reports 0-based offsets that slice back to the text', () => {
    const line = '“Cursor’s Background Agent” — Cursor.';
    for (const match of index.find(line)) expect(line.slice(match.start, match.end)).toBe(match.text);
  });

  const product = (id: string, name: string, aliases: string[] = []) => ({ id, name, aliases, matchups: [], tally: { ship: 0, skip: 0, none: 0 } });

  it('finds every name of a first word that starts many, by its second word, longest first', () => {
    const words = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
    const many = new NameIndex([
      product('acme', 'Acme'),
      ...words.map((w) => product(`acme-${w.toLowerCase()}`, `Acme ${w}`)),
      product('acme-two-max', 'Acme Two Max'),
    ]);
    const line = 'Acme Nine beat Acme Two Max and Acme Two, while Acme Eleven is just Acme.';
    expect(many.find(line).map((m) => [m.text, m.productIds[0]])).toEqual([
      ['Acme Nine', 'acme-nine'],
      ['Acme Two Max', 'acme-two-max'],
      ['Acme Two', 'acme-two'],
      ['Acme', 'acme'],
      ['Acme', 'acme'],
    ]);
  });

  it('finds the longest of many names that share their first two words', () => {
    const versions = Array.from({ length: 30 }, (_, i) => product(`edge-${i}`, `Edge Runtime v${i}`));
    const edge = new NameIndex([product('edge', 'Edge'), product('edge-runtime', 'Edge Runtime'), ...versions, product('edge-max', 'Edge Runtime v1 Max')]);
    const line = 'Edge Runtime v17 Pro, Edge Runtime v1 Max, Edge Runtime v31, Edge Runtime v1, Edge Case.';
    expect(edge.find(line).map((m) => [m.text, m.productIds[0]])).toEqual([
      ['Edge Runtime v17', 'edge-17'],
      ['Edge Runtime v1 Max', 'edge-max'],
      ['Edge Runtime', 'edge-runtime'],
      ['Edge Runtime v1', 'edge-1'],
      ['Edge', 'edge'],
    ]);
  });

  it('matches a name by its words, whatever stands between them in the name', () => {
    const odd = new NameIndex([product('zeta', 'Zeta  Gadget (Pro)'), product('zeta-lite', 'Zeta Gadget Lite')]);
    expect(odd.find('the Zeta Gadget Pro and the Zeta Gadget Lite').map((m) => [m.text, m.productIds[0]])).toEqual([
      ['Zeta Gadget Pro', 'zeta'],
      ['Zeta Gadget Lite', 'zeta-lite'],
    ]);
  });

  it('reads words as letters and digits in any script, joined by single dots or hyphens', () => {
    const names = new NameIndex([
      product('mu', 'Müsli-Rad 2.0'),
      product('omega', 'Ωmega'),
      product('astral', '𝔘nit Kit'),
      product('dash', 'Dash'),
    ]);
    const line = 'Müsli-Rad 2.0., (Ωmega) ¡𝔘nit Kit! Dash-board Dash--Dash Dash.';
    expect(names.find(line).map((m) => m.text)).toEqual(['Müsli-Rad 2.0', 'Ωmega', '𝔘nit Kit', 'Dash', 'Dash', 'Dash']);
    expect(names.find('Müsli-Rad 2.0.1 and XΩmega and 𝔘nit Kits')).toEqual([]);
  });

  it('answers at every position what the whole-line scan found there, overlaps and vendor groups included', () => {
    const words = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
    const names = new NameIndex([
      product('ab', 'Alpha Beta'),
      product('bg', 'Beta Gamma'),
      product('g', 'Gamma'),
      product('acme', 'Acme'),
      ...words.map((w) => product(`acme-${w.toLowerCase()}`, `Acme ${w}`)),
      product('acme-two-max', 'Acme Two Max'),
    ]);
    const lines = [
      'Alpha Beta Gamma, then Beta Gamma and Gamma.',
      'Acme Two Max or Acme Two, Acme Eleven, Acme',
      '— Alpha  Beta Gamma-Ray Acme.Two Acme Ten (Gamma)',
    ];
    for (const line of lines) {
      const all = names.find(line);
      expect(all.length).toBeGreaterThan(2);
      for (let c = 0; c <= line.length; c++) {
        expect(names.at(line, c), `${line} @ ${c}`).toEqual(all.find((m) => c >= m.start && c < m.end));
      }
    }
    // The scan is greedy from the left: "Beta" is taken by "Alpha Beta", so under "Gamma" is Gamma alone.
    const first = lines[0];
    expect(names.at(first, first.indexOf('Gamma'))?.productIds).toEqual(['g']);
    // A first word whose names do not go on here ("Alpha" without "Beta") leaves the next word to be read afresh.
    expect(names.find('Alpha Gamma').map((m) => m.text)).toEqual(['Gamma']);
    expect(names.at('Alpha Gamma', 7)?.productIds).toEqual(['g']);
  });
});

describe('compareProducts', () => {
  it('puts personas in rows and tells rows whose calls differ from rows only one product has', () => {
    const comparison = compareProducts(view, byName('Cursor').id, byName('SmolLM3').id)!;
    expect(comparison.directMatchup?.title).toMatch(/^Cursor .* vs SmolLM3$/);
    expect(comparison.rows.map((r) => r.persona.id)).toEqual(['builder', 'skeptic', 'strategist', 'product', 'investor']);
    const differs = Object.fromEntries(comparison.rows.map((r) => [r.persona.id, r.differs ? 'differs' : r.oneSided ? 'one sided' : 'agrees']));
    expect(differs).toEqual({ builder: 'agrees', skeptic: 'agrees', strategist: 'agrees', product: 'one sided', investor: 'one sided' });
  });

  it('compares any two products, with or without a direct matchup', () => {
    const comparison = compareProducts(view, byName('Cohere').id, byName('SmolLM3').id)!;
    expect(comparison.directMatchup).toBeNull();
    expect(comparison.rows.length).toBeGreaterThan(0);
    expect(compareProducts(view, 'nope', byName('SmolLM3').id)).toBeUndefined();
  });
});

describe('CatalogBuilder', () => {
  it('re-reads only the changed file and gives the same catalog as a full build', () => {
    const builder = new CatalogBuilder();
    for (const { file, content } of seeds) builder.set(file, content);
    const before = builder.build();
    expect(builder.build()).toBe(before); // cached until something changes
    builder.set(seedFiles[4], 'SmolLM3 vs Phi-4 Mini\n\n“The primitive here is SmolLM3. Ship.”\n\n“The primitive here is Phi-4 Mini. Skip.”\n');
    const after = builder.build();
    expect(after).not.toBe(before);
    expect(after.products.map((p) => p.name)).toContain('Phi-4 Mini');
    builder.set(seedFiles[4], seeds[4].content);
    expect(JSON.stringify(builder.build())).toBe(JSON.stringify(before));
  });

  it('drops a deleted file’s products, matchups and sources', () => {
    const builder = new CatalogBuilder();
    for (const { file, content } of seeds) builder.set(file, content);
    expect(builder.delete(seedFiles[0])).toBe(true);
    const catalog = builder.build();
    expect(catalog.products.map((p) => p.name)).not.toContain('Cohere Command R3');
    expect(catalog.matchups).toHaveLength(4);
    expect(catalog.reviews.every((r) => r.sources.every((s) => s.file !== seedFiles[0]))).toBe(true);
    expect(builder.delete('missing.txt')).toBe(false);
  });

  it('gives stable ids whatever the order files arrive in', () => {
    const reversed = buildCatalog([...seeds].reverse());
    expect(reversed.reviews.map((r) => r.id)).toEqual(catalog.reviews.map((r) => r.id));
    expect(reversed.products.map((p) => p.id)).toEqual(catalog.products.map((p) => p.id));
  });
});

describe('CatalogView', () => {
  it('looks up products by name or short form, case-insensitively', () => {
    expect(view.productsByAlias('smollm3').map((p) => p.name)).toEqual(['SmolLM3']);
    expect(view.productsByAlias('Cursor').map((p) => p.name)).toEqual([byName('Cursor').name]);
    expect(view.productsByAlias('Together AI')).toHaveLength(2);
    expect(view.productsByAlias('nothing')).toEqual([]);
  });

  it('lists a product’s reviews in persona order and a persona’s reviews across products', () => {
    expect(view.reviewsOf(byName('Cohere').id).map((r) => r.persona)).toEqual(['builder', 'skeptic', 'strategist', 'investor']);
    expect(view.reviewsByPersona('investor').map((r) => r.product)).not.toContain(byName('Cursor').id);
    const matchup = view.matchupBetween(byName('Cohere').id, byName('Cursor').id)!;
    expect(view.reviewsInMatchup(matchup.id, byName('Cohere').id)).toHaveLength(4);
  });

  it('counts each matchup’s calls in one pass as its two products’ reviews in it count them (quotes repeated across files included)', () => {
    const tallyOf = (reviews: { verdict: keyof Tally }[]) => {
      const tally: Tally = { ship: 0, skip: 0, none: 0 };
      for (const { verdict } of reviews) tally[verdict]++;
      return tally;
    };
    const check = (files: { file: string; content: string | Uint8Array }[]) => {
      const seen = new CatalogView(buildCatalog(files));
      for (const matchup of seen.catalog.matchups) {
        const reviews = [...new Set(matchup.products)].flatMap((id) => seen.reviewsInMatchup(matchup.id, id));
        expect(seen.matchupTally(matchup.id), matchup.id).toEqual(tallyOf(reviews));
      }
      expect(seen.matchupTally('no-such-matchup')).toEqual({ ship: 0, skip: 0, none: 0 });
    };
    check(seeds);
    fc.assert(
      fc.property(fc.array(reviewFileOf(), { minLength: 1, maxLength: FILES.length }), (contents) => check(contents.map((content, i) => ({ file: FILES[i], content })))),
      { numRuns: 200 },
    );
  });
});

describe('the catalog’s review order', () => {
  it('is product order, then persona, then where each review was first written: for a product with many reviews and for ones with a few', () => {
    // Alpha Kettle is reviewed in every file (more reviews than the short-run sort takes); each Beta twice, its product
    // lead's quote written before its builder's.
    const files = Array.from({ length: 30 }, (_, i) => ({
      file: `f${String(29 - i).padStart(2, '0')}.txt`,
      content: `Alpha Kettle vs Beta ${i}\n\n“Under the hood the Alpha Kettle runs firmware ${i} and I flashed it myself. Buy it.”\n\n“The Alpha Kettle fails where the forums warn, batch ${i}. Skip it.”\n\n“Beta ${i} is who it is for: the first hour is easy for a newcomer. Get one.”\n\n“Under the hood Beta ${i} runs a bimetal strip, and I rewired its switch myself. Keep it.”\n`,
    }));
    const catalog = buildCatalog(files);
    const place = new Map(catalog.products.map((p, i) => [p.id, i]));
    const personaOrder = catalog.personas.map((p) => p.id);
    const key = (r: (typeof catalog.reviews)[number]) => [r.product === null ? catalog.products.length : place.get(r.product)!, personaOrder.indexOf(r.persona), r.sources[0].file, r.sources[0].line] as const;
    const expected = catalog.reviews.slice().sort((x, y) => {
      const [a, b] = [key(x), key(y)];
      return a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : a[3] - b[3]);
    });
    expect(new CatalogView(catalog).reviewsOf(catalog.products.find((p) => p.name === 'Alpha Kettle')!.id).length).toBeGreaterThan(16);
    expect(catalog.reviews.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });
});

describe('a file whose title is broken', () => {
  const broken = { file: 'broken.txt', content: 'Foo vs\n\n“The primitive here is Foo, a parser. This earns a ship.”\n' };
  const good = { file: 'good.txt', content: 'Bar vs Baz\n\n“The primitive here is Bar. Ship.”\n\n“The primitive here is Baz. Skip.”\n' };

  it('contributes problems, not products: no product "Foo" with no reviews in the tree, the pickers or Compare', () => {
    const catalog = buildCatalog([broken, good]);
    expect(catalog.products.map((p) => p.name)).toEqual(['Bar', 'Baz']);
    expect(new CatalogView(catalog).productsByAlias('Foo')).toEqual([]);
    expect(catalog.problems.filter((p) => p.file === 'broken.txt' && p.severity === 'error').map((p) => [p.line, p.code])).toEqual([[1, 'missing-side']]);
  });

  it('keeps its quote as an unattributed review, with a problem pointing at the quote', () => {
    const catalog = buildCatalog([broken, good]);
    const kept = catalog.reviews.filter((r) => r.sources.some((s) => s.file === 'broken.txt'));
    expect(kept.map((r) => [r.product, r.verdict, r.sources[0].line])).toEqual([[null, 'ship', 3]]);
    const atQuote = catalog.problems.filter((p) => p.file === 'broken.txt' && p.line === 3);
    expect(atQuote.map((p) => [p.severity, p.code, p.column])).toEqual([['info', 'unattributed', 1]]);
    expect(atQuote[0].message).toMatch(/^This quote was kept as an unattributed review /);
  });

  it('says so once, at the first quote, however many quotes it has', () => {
    const three = { file: 'three.txt', content: 'Foo vs\n\n“One. Ship.”\n\n“Two. Skip.”\n\n“Three.”\n' };
    const catalog = buildCatalog([three]);
    expect(catalog.reviews).toHaveLength(3);
    const notes = catalog.problems.filter((p) => p.code === 'unattributed');
    expect(notes.map((p) => [p.line, p.severity])).toEqual([[3, 'info']]);
    expect(notes[0].message).toMatch(/^The 3 quotes of this file were kept as unattributed reviews/);
  });

  it('when fixed, makes the matchup and attributes the quote', () => {
    const builder = new CatalogBuilder();
    builder.set(broken.file, broken.content);
    expect(builder.build().products).toEqual([]);
    builder.set(broken.file, 'Foo vs Qux\n\n“The primitive here is Foo, a parser. This earns a ship.”\n');
    const fixed = builder.build();
    expect(fixed.products.map((p) => p.name)).toEqual(['Foo', 'Qux']);
    expect(fixed.reviews.map((r) => r.product)).toEqual([fixed.products[0].id]);
    expect(fixed.problems).toEqual([]);
  });
});
