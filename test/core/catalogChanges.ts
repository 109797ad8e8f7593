import fc from 'fast-check';

// Review files and changes for the catalog's property tests (incremental.test.ts, catalogPlan.test.ts): names that
// collide on purpose (the same slug "Foo!" / "Foo?", the same product up to case and spaces, ids with suffixes),
// quotes that repeat across files (merged into one review), name a side or neither, and call ship or skip.

export const NAMES = ['Foo!', 'Foo?', 'foo', 'FOO', 'Foo 2', 'Foo-2', 'Bar Labs', 'Bar  Labs', 'Baz', 'Qux AI Stack 2.0'];
export const QUOTES = [
  'The primitive here is {a}. Ship.',
  'The primitive here is {b}. Skip.',
  'The buyer of {a} is finance. Ship.',
  'The thesis {b} bets on is local-first. Skip.',
  'The direct competitor to {a} is {b}. Skip.',
  'Nothing here names either side.',
  'Nothing  here names either side.',
  'The buyer is clear. Ship.',
];

/** A review file of `names` and `quotes`: a title (or a broken one) and up to five quotes. */
export function reviewFileOf(names: readonly string[] = NAMES, quotes: readonly string[] = QUOTES) {
  return fc
    .record({
      a: fc.constantFrom(...names),
      b: fc.constantFrom(...names),
      quotes: fc.array(fc.constantFrom(...quotes), { minLength: 0, maxLength: 5 }),
      broken: fc.boolean(),
    })
    .map(({ a, b, quotes: chosen, broken }) => {
      const title = broken ? `${a} vs` : `${a} vs ${b}`;
      return [title, ...chosen.map((q) => `“${q.replace('{a}', a).replace('{b}', b)}”`)].join('\n\n');
    });
}

export const FILES = ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'];

/** One change to a folder of FILES: a file set to a review file, or deleted. */
export function changeOf(reviewFile = reviewFileOf()) {
  return fc.oneof(
    fc.record({ kind: fc.constant('set' as const), file: fc.constantFrom(...FILES), content: reviewFile }),
    fc.record({ kind: fc.constant('delete' as const), file: fc.constantFrom(...FILES) }),
  );
}

/** Per file of FILES, a title that stays: the products recur across files (and "Foo!" and "Foo?" share a slug). */
export const KEPT_TITLES = FILES.map((_, i) => `${NAMES[i % 4]} vs ${NAMES[6 + (i % 3)]}`);

/** File `file` of FILES under its kept title, with the quotes of QUOTES numbered `chosen`. */
export function underKeptTitle(file: number, chosen: readonly number[]): string {
  const [a, b] = KEPT_TITLES[file].split(' vs ');
  return [KEPT_TITLES[file], ...chosen.map((q) => `“${QUOTES[q].replace('{a}', a).replace('{b}', b)}”`)].join('\n\n');
}

/** Every file of FILES under its kept title, with one quote each: where the changes of `keptTitleChange` start. */
export function keptTitleFiles(): { kind: 'set'; file: string; content: string }[] {
  return FILES.map((file, i) => ({ kind: 'set' as const, file, content: underKeptTitle(i, [i % QUOTES.length]) }));
}

/** A change that keeps the file's title: one to five quotes, which may repeat another file's or one of its own. */
export function keptTitleChange() {
  return fc
    .record({ file: fc.integer({ min: 0, max: FILES.length - 1 }), quotes: fc.array(fc.integer({ min: 0, max: QUOTES.length - 1 }), { minLength: 1, maxLength: 5 }) })
    .map(({ file, quotes }) => ({ kind: 'set' as const, file: FILES[file], content: underKeptTitle(file, quotes) }));
}
