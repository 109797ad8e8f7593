import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog, CatalogBuilder, type CatalogFileInput } from '../../src/core';
import type { CatalogPlan } from '../../src/core/catalog/catalogPlan';
import { changeOf, NAMES, QUOTES, reviewFileOf } from './catalogChanges';

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
        for (const c of after) {
          first.apply(c);
          second.apply(c);
          const fresh = JSON.stringify(buildCatalog([...first.files].map(([file, content]) => ({ file, content }))));
          expect(JSON.stringify(second.builder.build())).toBe(fresh);
          expect(JSON.stringify(first.builder.build())).toBe(fresh);
        }
        // The adopted assembler's plan is the first one's.
        expect(second.builder.plan()).toEqual(first.builder.plan());
      }),
      { numRuns: RUNS },
    );
  });
});
