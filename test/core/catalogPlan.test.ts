import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog, CatalogBuilder, CatalogView, type CatalogFileInput } from '../../src/core';
import { decodeCatalogPlan, encodeCatalogPlan } from '../../src/core/cache/catalogSnapshot';
import { draftFileOf, type DraftFile } from '../../src/core/catalog/catalogEntries';
import { LABEL_PERSONAS, pendingReviews, type CatalogPlan } from '../../src/core/catalog/catalogPlan';
import type { StoredReview } from '../../src/core/catalog/storedReview';
import { changeOf, keptTitleChange, keptTitleFiles, NAMES, QUOTES, reviewFileOf } from './catalogChanges';

/**
 * A catalog plan describes the last catalog through its files' analyses; a new assembler that adopts it has the
 * very catalog, and the very state, of the one that built it: whatever changes follow, both give what a fresh build
 * of the same files gives.
 */

const ROOT = join(__dirname, '..', '..');

function seedInputs(): { file: string; content: string }[] {
  return readdirSync(join(ROOT, 'seeds'))
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => ({ file: `file:///seeds/${name}`, content: readFileSync(join(ROOT, 'seeds', name), 'utf8') }));
}

const RUNS = Math.ceil(Number(process.env.VERDICTS_FUZZ_RUNS ?? 10_000) / 40);

// Besides the usual names and quotes: a name with a leading space and one that is not ASCII, a quote with typographic punctuation.
const change = changeOf(reviewFileOf([...NAMES, ' Foo 2', 'Élan'], [...QUOTES, 'Setup took an afternoon and the docs are thin; I’d wait for {a} 2.']));

/** A builder that keeps what it was given: each file's analysis, as an analysis cache would hand it back. */
class Tracked {
  readonly builder = new CatalogBuilder();
  readonly inputs = new Map<string, CatalogFileInput>();
  readonly files = new Map<string, string>();
  apply(c: { kind: 'set'; file: string; content: string } | { kind: 'delete'; file: string }): void {
    if (c.kind === 'set') {
      this.inputs.set(c.file, this.builder.set(c.file, c.content));
      this.files.set(c.file, c.content);
    } else {
      this.builder.delete(c.file);
      this.inputs.delete(c.file);
      this.files.delete(c.file);
    }
  }
}

function adopted(from: Tracked, plan: CatalogPlan): Tracked {
  const to = new Tracked();
  const catalog = to.builder.adopt(plan, plan.files.map((file) => from.inputs.get(file)!));
  expect(catalog).toBeDefined();
  for (const file of plan.files) {
    to.inputs.set(file, from.inputs.get(file)!);
    to.files.set(file, from.files.get(file)!);
  }
  return to;
}

/**
 * An assembler that adopts `plan` (through its bytes, as an analysis cache keeps it) from the plan alone; each file's
 * drafts from `from`, counted as they are asked for.
 */
function adoptedLazily(from: Tracked, plan: CatalogPlan, draftsOf = (input: CatalogFileInput): DraftFile | undefined => draftFileOf(input)): { to: Tracked; asked: number[] } {
  const decoded = decodeCatalogPlan(encodeCatalogPlan(plan)!, plan.files);
  expect(decoded).toBeDefined();
  const to = new Tracked();
  const asked: number[] = [];
  // The analyses as they are now (as a cache file holds them, whatever changes after).
  const inputs = new Map(from.inputs);
  const catalog = to.builder.adoptPlan(decoded!, (f) => {
    asked.push(f);
    return draftsOf(inputs.get(plan.files[f])!);
  });
  expect(catalog).toBeDefined();
  for (const file of plan.files) {
    to.inputs.set(file, from.inputs.get(file)!);
    to.files.set(file, from.files.get(file)!);
  }
  return { to, asked };
}

/**
 * Applies each change to both assemblers: after each, both give what a fresh build of the files gives; after the
 * last, the adopted assembler's plan is the first one's.
 */
function changeBoth(first: Tracked, second: Tracked, changes: readonly Parameters<Tracked['apply']>[0][]): number {
  let patched = 0;
  for (const c of changes) {
    first.apply(c);
    second.apply(c);
    const fresh = JSON.stringify(buildCatalog([...first.files].map(([file, content]) => ({ file, content }))));
    expect(JSON.stringify(second.builder.build())).toBe(fresh);
    if (second.builder.builtBy === 'patch') patched++;
    expect(JSON.stringify(first.builder.build())).toBe(fresh);
  }
  expect(second.builder.plan()).toEqual(first.builder.plan());
  return patched;
}

/** The files (indexes) the plan says have problems: the only ones read before the reviews are made. */
const withProblems = (plan: CatalogPlan) => [...plan.fileProblems.keys()].filter((f) => plan.fileProblems[f]);

describe('CatalogAssembler.adoptPlan: the catalog from its plan alone, its reviews made when first needed', () => {
  it('gives the seeds’ catalog without reading a file; the views count without making a review; reading one makes them all, as they were', () => {
    const first = new Tracked();
    for (const { file, content } of seedInputs()) first.apply({ kind: 'set', file, content });
    const cold = first.builder.build();
    const plan = first.builder.plan()!;
    const { to, asked } = adoptedLazily(first, plan);
    const warm = to.builder.build();
    expect(asked).toEqual([]);
    expect(pendingReviews(warm)).toBeDefined();
    // Products (with their tallies), matchups and problems are the plan's.
    expect(JSON.stringify([warm.products, warm.matchups, warm.problems])).toBe(JSON.stringify([cold.products, cold.matchups, cold.problems]));
    expect(to.builder.files()).toEqual(plan.files);
    expect(to.builder.has(plan.files[1])).toBe(true);
    expect(to.builder.has('mem:///none.txt')).toBe(false);
    expect(to.builder.plan()).toEqual(plan);
    // The views' counts, without making a review.
    const [view, coldView] = [new CatalogView(warm), new CatalogView(cold)];
    expect(view.reviewCount).toBe(cold.reviews.length);
    for (const persona of LABEL_PERSONAS) expect(view.personaTally(persona), persona).toEqual(coldView.personaTally(persona));
    expect(asked).toEqual([]);
    expect(pendingReviews(warm)).toBeDefined();
    // A product's reviews: all are made, each file read once.
    const product = cold.products[0].id;
    expect(JSON.stringify(view.reviewsOf(product))).toBe(JSON.stringify(coldView.reviewsOf(product)));
    expect(pendingReviews(warm)).toBeUndefined();
    expect([...asked].sort((a, b) => a - b)).toEqual(plan.files.map((_, f) => f));
    expect(JSON.stringify(warm)).toBe(JSON.stringify(cold));
    expect(Object.keys(warm)).toEqual(Object.keys(cold));
  });

  it('a file whose drafts do not come when the reviews are made keeps its reviews, with the plan’s labels and empty texts; nothing throws', () => {
    const first = new Tracked();
    for (const { file, content } of seedInputs()) first.apply({ kind: 'set', file, content });
    const cold = first.builder.build();
    const plan = first.builder.plan()!;
    const lost = plan.files[2];
    // Its drafts do not come (through a defect: the cache's checksum vouched for its bytes); another file's are one short.
    const short = plan.files[3];
    const { to } = adoptedLazily(first, plan, (input) => (input.file === lost ? undefined : input.file === short ? draftFileOf({ ...input, quotes: input.quotes.slice(1) }) : draftFileOf(input)));
    const warm = to.builder.build();
    let reviews: StoredReview[] = [];
    expect(() => (reviews = warm.reviews as StoredReview[])).not.toThrow();
    expect(reviews.length).toBe(cold.reviews.length);
    for (let r = 0; r < reviews.length; r++) {
      const [review, was] = [reviews[r], cold.reviews[r]];
      expect([review.id, review.product, review.persona, review.verdict, review.sources.length]).toEqual([was.id, was.product, was.persona, was.verdict, was.sources.length]);
      if (was.sources[0].file === lost || was.sources[0].file === short) expect([review.text, review.gist]).toEqual(['', '']);
      // A source in those files is where the plan says, short of its line and column.
      else if (was.sources.some((source) => source.file === lost || source.file === short)) expect(review.text).toBe(was.text);
      else expect(JSON.stringify(review)).toBe(JSON.stringify(was));
    }
    expect(JSON.stringify([warm.products, warm.matchups, warm.problems])).toBe(JSON.stringify([cold.products, cold.matchups, cold.problems]));
  });

  it('adopts only into a new assembler, and only a plan that holds together', () => {
    const tracked = new Tracked();
    tracked.apply({ kind: 'set', file: 'a.txt', content: 'Foo vs Bar\n\n“The buyer of Foo is finance. Ship.”\n\n“Bar is a toy. Skip.”' });
    tracked.builder.build();
    const plan = tracked.builder.plan()!;
    const drafts = () => draftFileOf(tracked.inputs.get('a.txt')!);
    expect(tracked.builder.adoptPlan(plan, drafts)).toBeUndefined();
    const other = new CatalogBuilder();
    // A source past its file's quotes; a quote no review has; a label of no persona.
    expect(other.adoptPlan({ ...plan, sourceQuote: plan.sourceQuote.map(() => 7) }, drafts)).toBeUndefined();
    expect(other.adoptPlan({ ...plan, fileQuotes: plan.fileQuotes.map((n) => n + 1) }, drafts)).toBeUndefined();
    expect(other.adoptPlan({ ...plan, reviewLabel: plan.reviewLabel.map(() => 3 * LABEL_PERSONAS.length) }, drafts)).toBeUndefined();
    // A product without the base its id is made of (kept in the plan, not derived from its name again).
    expect(other.adoptPlan({ ...plan, productIdBases: plan.productIdBases.map(() => '') }, drafts)).toBeUndefined();
    expect(other.files()).toEqual([]);
    const adopted = other.adoptPlan(plan, drafts);
    expect(JSON.stringify(adopted)).toBe(JSON.stringify(tracked.builder.build()));
    expect(other.adoptPlan(plan, drafts)).toBeUndefined();
  });

  it(`gives, change after change, what a fresh build gives, having read only the files with problems first (${RUNS.toLocaleString('en')} runs)`, () => {
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 8 }), fc.array(change, { minLength: 1, maxLength: 6 }), fc.boolean(), (before, after, readFirst) => {
        const first = new Tracked();
        for (const c of before) first.apply(c);
        const catalog = first.builder.build();
        const plan = first.builder.plan()!;
        const { to: second, asked } = adoptedLazily(first, plan);
        const warm = second.builder.build();
        expect(asked).toEqual(withProblems(plan));
        expect(JSON.stringify([warm.products, warm.matchups, warm.problems])).toBe(JSON.stringify([catalog.products, catalog.matchups, catalog.problems]));
        expect(new CatalogView(warm).reviewCount).toBe(catalog.reviews.length);
        // Made by a view reading them, or by the first change.
        if (readFirst) expect(JSON.stringify(warm)).toBe(JSON.stringify(catalog));
        changeBoth(first, second, after);
        expect(JSON.stringify(warm)).toBe(JSON.stringify(catalog));
      }),
      { numRuns: RUNS },
    );
  });

  it(`gives, quotes changed under the same titles (patched where they lie), what a fresh build gives (${RUNS.toLocaleString('en')} runs)`, () => {
    let patched = 0;
    fc.assert(
      fc.property(fc.array(keptTitleChange(), { minLength: 0, maxLength: 4 }), fc.array(keptTitleChange(), { minLength: 1, maxLength: 6 }), fc.boolean(), (before, after, lazily) => {
        const first = new Tracked();
        for (const c of [...keptTitleFiles(), ...before]) first.apply(c);
        first.builder.build();
        const plan = first.builder.plan()!;
        const second = lazily ? adoptedLazily(first, plan).to : adopted(first, plan);
        second.builder.build();
        patched += changeBoth(first, second, after);
      }),
      { numRuns: RUNS },
    );
    // The adopted catalog, and those after it, were patched many times.
    expect(patched).toBeGreaterThan(RUNS / 2);
  }, Math.max(30_000, RUNS * 20)); // more runs (VERDICTS_FUZZ_RUNS) take longer
});

describe('CatalogAssembler.plan and adopt', () => {
  it('give back the seeds’ catalog exactly, without assembling', () => {
    const first = new Tracked();
    for (const { file, content } of seedInputs()) first.apply({ kind: 'set', file, content });
    const catalog = first.builder.build();
    const plan = first.builder.plan();
    expect(plan).toBeDefined();
    const second = adopted(first, plan!);
    expect(JSON.stringify(second.builder.build())).toBe(JSON.stringify(catalog));
  });

  it('gives no plan while files changed since the last catalog', () => {
    const tracked = new Tracked();
    tracked.apply({ kind: 'set', file: 'a.txt', content: 'Foo vs Bar\n\n“The buyer of Foo is finance. Ship.”' });
    expect(tracked.builder.plan()).toBeUndefined();
    tracked.builder.build();
    expect(tracked.builder.plan()).toBeDefined();
    tracked.apply({ kind: 'delete', file: 'a.txt' });
    expect(tracked.builder.plan()).toBeUndefined();
  });

  it('adopts only into a new assembler, and only a plan that fits the analyses', () => {
    const tracked = new Tracked();
    tracked.apply({ kind: 'set', file: 'a.txt', content: 'Foo vs Bar\n\n“The buyer of Foo is finance. Ship.”\n\n“Bar is a toy. Skip.”' });
    tracked.builder.build();
    const plan = tracked.builder.plan()!;
    const inputs = [tracked.inputs.get('a.txt')!];
    expect(tracked.builder.adopt(plan, inputs)).toBeUndefined();
    const other = new CatalogBuilder();
    // One quote fewer than the plan's sources name.
    expect(other.adopt(plan, [{ ...inputs[0], quotes: inputs[0].quotes.slice(0, 1) }])).toBeUndefined();
    // Another file's analysis.
    expect(other.adopt(plan, [{ ...inputs[0], file: 'b.txt' }])).toBeUndefined();
    // A review pointing past the quotes.
    expect(other.adopt({ ...plan, sourceQuote: plan.sourceQuote.map(() => 7) }, inputs)).toBeUndefined();
    // Labels (persona and call) that are not the analyses' (another persona, the same call).
    expect(other.adopt({ ...plan, reviewLabel: plan.reviewLabel.map((label) => (label + 3) % (3 * LABEL_PERSONAS.length)) }, inputs)).toBeUndefined();
    expect(other.files()).toEqual([]);
    expect(JSON.stringify(other.adopt(plan, inputs))).toBe(JSON.stringify(tracked.builder.build()));
  });

  it(`give, change after change, what a fresh build gives (${RUNS.toLocaleString('en')} runs)`, () => {
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 8 }), fc.array(change, { minLength: 1, maxLength: 6 }), (before, after) => {
        const first = new Tracked();
        for (const c of before) first.apply(c);
        const catalog = first.builder.build();
        const plan = first.builder.plan();
        // Every catalog has a plan: planOf checks what the plan derives, and finds no difference.
        expect(plan).toBeDefined();
        const second = adopted(first, plan!);
        expect(JSON.stringify(second.builder.build())).toBe(JSON.stringify(catalog));
        changeBoth(first, second, after);
      }),
      { numRuns: RUNS },
    );
  });
});
