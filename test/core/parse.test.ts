import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog, parseReviewFile, type Problem } from '../../src/core';

const bytes = (text: string) => new TextEncoder().encode(text);
const only = (problems: Problem[], code: string) => problems.filter((p) => p.code === code);

describe('parseReviewFile', () => {
  it('reads a title and curly-quoted paragraphs with their positions', () => {
    const parsed = parseReviewFile('a.txt', 'Foo vs Bar\n\n“Foo is good.”\n\n  “Bar is bad,\nreally.”\n');
    expect(parsed.title?.sides).toEqual(['Foo', 'Bar']);
    expect(parsed.title?.columns).toEqual([1, 8]);
    expect(parsed.quotes.map((q) => [q.text, q.line, q.column, q.endLine])).toEqual([
      ['Foo is good.', 3, 1, 3],
      ['Bar is bad,\nreally.', 5, 3, 6],
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('accepts `vs.`, straight quotes, CRLF and a UTF-8 BOM without any problem', () => {
    const parsed = parseReviewFile('b.txt', bytes('\uFEFFFoo 2.0 vs. Bar Pro\r\n\r\n"Straight quoted."\r\n\r\n“Curly.”\r\n'));
    expect(parsed.title?.sides).toEqual(['Foo 2.0', 'Bar Pro']);
    expect(parsed.quotes.map((q) => q.text)).toEqual(['Straight quoted.', 'Curly.']);
    expect(parsed.problems).toEqual([]);
  });

  it('reports an empty file', () => {
    for (const content of ['', '   \n\n  \n', bytes('')]) {
      const { problems, quotes } = parseReviewFile('empty.txt', content);
      expect(quotes).toEqual([]);
      expect(problems).toMatchObject([{ file: 'empty.txt', line: 1, column: 1, severity: 'error', code: 'empty-file' }]);
    }
  });

  it('reports a missing title and still keeps the quotes', () => {
    const parsed = parseReviewFile('t.txt', '“A quote without a title.”\n\n“Another.”\n');
    expect(parsed.title).toBeNull();
    expect(only(parsed.problems, 'missing-title')).toMatchObject([{ line: 1, column: 1, severity: 'error' }]);
    expect(parsed.quotes).toHaveLength(2);
  });

  it('reports a title line that is not a matchup', () => {
    const parsed = parseReviewFile('t.txt', 'Some notes about products\n\n“A quote.”\n');
    expect(only(parsed.problems, 'missing-title')).toMatchObject([{ line: 1, column: 1, severity: 'error' }]);
    expect(parsed.problems[0].message).toContain('Product A vs Product B');
    expect(parsed.quotes).toHaveLength(1);
  });

  it('reports a missing side at the column where it belongs', () => {
    const second = parseReviewFile('s.txt', 'SmolLM3 vs\n\n“Fine.”\n');
    expect(only(second.problems, 'missing-side')).toMatchObject([{ line: 1, column: 12, severity: 'error' }]);
    expect(second.partialSides).toEqual(['SmolLM3']);
    expect(second.quotes).toHaveLength(1);
    const first = parseReviewFile('s.txt', 'vs SmolLM3\n');
    expect(only(first.problems, 'missing-side')).toMatchObject([{ line: 1, column: 1 }]);
  });

  it('reports titles with three sides or one product twice', () => {
    expect(only(parseReviewFile('x.txt', 'A vs B vs C\n').problems, 'too-many-sides')).toHaveLength(1);
    expect(only(parseReviewFile('x.txt', 'Foo vs foo\n').problems, 'same-product')).toHaveLength(1);
  });

  it('reads a "vs" in a subtitle after a dash or a colon as the subtitle’s, not a third side (sixty-sixth session)', () => {
    const parsed = parseReviewFile('x.txt', 'Quill Road 7 vs Ostra Tour SL — mail order vs the bike shop\n\n“Fine.”\n');
    expect(parsed.problems).toEqual([]);
    expect(parsed.title?.sides).toEqual(['Quill Road 7', 'Ostra Tour SL — mail order vs the bike shop']);
    expect(parseReviewFile('x.txt', 'Quill vs Ostra: round two vs the rest\n').title?.sides).toEqual(['Quill', 'Ostra: round two vs the rest']);
    // Before any dash, a third "vs" is still a third side.
    expect(only(parseReviewFile('x.txt', 'Quill vs Ostra vs Tarn — a three-way\n').problems, 'too-many-sides')).toHaveLength(1);
  });

  it('warns about an unterminated quote at its end and keeps the paragraph', () => {
    const parsed = parseReviewFile('u.txt', 'Foo vs Bar\n\n“Foo never closes\nthis quote.\n\n“Bar does.”\n');
    expect(parsed.quotes.map((q) => q.text)).toEqual(['Foo never closes\nthis quote.', 'Bar does.']);
    expect(only(parsed.problems, 'unterminated-quote')).toMatchObject([{ line: 4, column: 12, severity: 'warning' }]);
  });

  it('warns about an unquoted paragraph and keeps it', () => {
    const parsed = parseReviewFile('u.txt', 'Foo vs Bar\n\nFoo is fine.\n');
    expect(parsed.quotes.map((q) => q.text)).toEqual(['Foo is fine.']);
    expect(only(parsed.problems, 'unquoted-paragraph')).toMatchObject([{ line: 3, column: 1, severity: 'warning' }]);
  });

  it('reads a short unquoted paragraph before the first quote or after the last as the file’s own words, with a note', () => {
    const parsed = parseReviewFile('c.txt', 'Foo vs Bar\n\nTwo weeks with both on the school run.\n\n“Foo folds in one go.”\n\n“Bar rattles.”\n\nWritten up by the parents’ group, March.\n');
    expect(parsed.quotes.map((q) => q.text)).toEqual(['Foo folds in one go.', 'Bar rattles.']);
    expect(parsed.problems.map((p) => [p.code, p.severity, p.line, p.column])).toEqual([['commentary', 'info', 3, 1], ['commentary', 'info', 9, 1]]);
    expect(parsed.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('introduction'),
      expect.stringContaining('sign-off'),
    ]);
  });

  it('keeps an unquoted paragraph as a quote between quotes, when long, or when the file has fewer than two quotes in marks', () => {
    const between = parseReviewFile('c.txt', 'Foo vs Bar\n\n“Foo folds.”\n\nBar rattles on gravel.\n\n“Bar is cheap.”\n');
    expect(between.quotes.map((q) => q.text)).toEqual(['Foo folds.', 'Bar rattles on gravel.', 'Bar is cheap.']);
    expect(only(between.problems, 'unquoted-paragraph')).toHaveLength(1);
    const long = `${'word '.repeat(41).trim()}.`;
    const longFirst = parseReviewFile('c.txt', `Foo vs Bar\n\n${long}\n\n“Foo folds.”\n\n“Bar is cheap.”\n`);
    expect(longFirst.quotes.map((q) => q.text)).toEqual([long, 'Foo folds.', 'Bar is cheap.']);
    const oneMarked = parseReviewFile('c.txt', 'Foo vs Bar\n\nFoo folds.\n\n“Bar is cheap.”\n');
    expect(oneMarked.quotes.map((q) => q.text)).toEqual(['Foo folds.', 'Bar is cheap.']);
    expect(only(oneMarked.problems, 'commentary')).toEqual([]);
    const unmarked = parseReviewFile('c.txt', 'Foo vs Bar\n\nFoo folds.\n\nBar is cheap.\n\nBoth are fine.\n');
    expect(unmarked.quotes).toHaveLength(3);
  });

  it('splits quotes on consecutive lines that are not separated by a blank line', () => {
    const parsed = parseReviewFile('c.txt', 'Foo vs Bar\n“One.”\n“Two.”\n');
    expect(parsed.quotes.map((q) => [q.text, q.line])).toEqual([['One.', 2], ['Two.', 3]]);
  });

  it('skips an empty quote with a warning', () => {
    const parsed = parseReviewFile('e.txt', 'Foo vs Bar\n\n“”\n\n“Real.”\n');
    expect(parsed.quotes.map((q) => q.text)).toEqual(['Real.']);
    expect(only(parsed.problems, 'empty-quote')).toHaveLength(1);
  });

  it('reads Markdown block quotes as quotes: markers off, columns after them, a marker-only line between two', () => {
    const parsed = parseReviewFile('q.txt', 'Foo vs Bar\n\n> Foo is good,\n> really.\n>\n>“Bar is not.”\n\n   >> Nested, and\nlazily continued.\n\n“Foo lasts\n>10 hours.”\n');
    expect(parsed.quotes.map((q) => [q.text, q.line, q.column, q.endLine, q.terminated])).toEqual([
      ['Foo is good,\nreally.', 3, 3, 4, false],
      ['Bar is not.', 6, 2, 6, true],
      ['Nested, and\nlazily continued.', 8, 7, 9, false],
      // Not a block quote: the paragraph does not open with `>`.
      ['Foo lasts\n>10 hours.', 11, 1, 12, true],
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('reads the attribution of a block quote, in it or under it; a wrapped line that starts with a dash stays prose', () => {
    const parsed = parseReviewFile(
      'a.txt',
      'Foo vs Bar\n\n> Foo is good.\n> — The Skeptic, on Foo: skip\n\n> Bar is fine.\n— Builder: ship\n\n> Bar broke\n> — and then it broke again.\n\n> Foo again.\n— The Skeptik\n',
    );
    expect(parsed.quotes.map((q) => [q.text, q.stated?.persona, q.stated?.product, q.stated?.verdict])).toEqual([
      ['Foo is good.', 'skeptic', 'Foo', 'skip'],
      ['Bar is fine.', 'builder', undefined, 'ship'],
      ['Bar broke\n— and then it broke again.', undefined, undefined, undefined],
      ['Foo again.', undefined, undefined, undefined],
    ]);
    expect(parsed.quotes[0].stated).toMatchObject({ line: 4, column: 3 });
    // Under the block quote, a dash line is its attribution even when it is misspelt: the warning says so.
    expect(parsed.problems).toMatchObject([{ code: 'unknown-persona', line: 13, column: 3, suggestions: ['The Skeptic'] }]);
  });

  it('reports a file that opens with a block quote as missing its title', () => {
    const parsed = parseReviewFile('t.txt', '> A quote without a title.\n\n> Another.\n');
    expect(only(parsed.problems, 'missing-title')).toMatchObject([{ line: 1, column: 1, severity: 'error' }]);
    expect(parsed.quotes.map((q) => q.text)).toEqual(['A quote without a title.', 'Another.']);
  });

  it('reads quotes in single marks (‘…’, or \'…\' when both ends have one); an apostrophe stays in the text', () => {
    const parsed = parseReviewFile(
      's.txt',
      'Foo vs Bar\n\n‘Foo’s lid is good,\nthe runners’\n— and it lasts.’\n\n\'Bar is fine.\'\n\n‘One.’\n‘Two, as “they” say.’\n\n\'90s kit was better.\n\n‘Three.’\n',
    );
    expect(parsed.quotes.map((q) => [q.text, q.line, q.column, q.endLine, q.terminated])).toEqual([
      // A wrapped line that ends in an apostrophe and one that starts with a dash stay prose.
      ['Foo’s lid is good,\nthe runners’\n— and it lasts.', 3, 1, 5, true],
      ['Bar is fine.', 7, 1, 7, true],
      ['One.', 9, 1, 9, true],
      ['Two, as “they” say.', 10, 1, 10, true],
      // A straight mark that opens an elision, with none at the end, quotes nothing.
      ['\'90s kit was better.', 12, 1, 12, false],
      ['Three.', 14, 1, 14, true],
    ]);
    expect(parsed.problems.map((p) => [p.code, p.line])).toEqual([['unquoted-paragraph', 12]]);
  });

  it('reads the attribution of a quote in single marks, after its closing mark or under it; a name with an apostrophe stays whole', () => {
    const parsed = parseReviewFile(
      'a.txt',
      'Joe’s Pizza vs Bar\n\n‘Good crust.’ — The Skeptic, on Joe’s Pizza: skip\n\n‘Bar is fine,\nreally.’\n— Builder: ship\n\n‘Unclosed, and “quoted” — inside\n',
    );
    expect(parsed.quotes.map((q) => [q.text, q.stated?.persona, q.stated?.product, q.stated?.verdict])).toEqual([
      ['Good crust.', 'skeptic', 'Joe’s Pizza', 'skip'],
      ['Bar is fine,\nreally.', 'builder', undefined, 'ship'],
      // A double mark and a dash inside a quote in single marks are not its end.
      ['Unclosed, and “quoted” — inside', undefined, undefined, undefined],
    ]);
    expect(parsed.quotes[0].stated).toMatchObject({ line: 3, column: 15 });
    expect(parsed.problems).toMatchObject([{ code: 'unterminated-quote', line: 9, column: 33, message: expect.stringContaining('add ’') }]);
  });

  it('reports a file that opens with a quote in single marks as missing its title', () => {
    const parsed = parseReviewFile('t.txt', '‘A quote without a title.’\n');
    expect(only(parsed.problems, 'missing-title')).toMatchObject([{ line: 1, column: 1, severity: 'error' }]);
    expect(parsed.quotes.map((q) => q.text)).toEqual(['A quote without a title.']);
  });

  it('says a file with NUL bytes is not text, with the position of the first one', () => {
    const parsed = parseReviewFile('bin.txt', bytes('Foo vs Bar\n\n“ok\u0000”'));
    expect(parsed.quotes).toEqual([]);
    expect(parsed.problems).toMatchObject([{ line: 3, column: 4, severity: 'error', code: 'not-text' }]);
  });

  it('says a file with invalid UTF-8 is not text', () => {
    const parsed = parseReviewFile('latin1.txt', new Uint8Array([0x46, 0x6f, 0x6f, 0x0a, 0xe9, 0xff, 0x0a]));
    expect(parsed.problems).toMatchObject([{ line: 2, column: 1, severity: 'error', code: 'not-utf8' }]);
  });
});

describe('problems across files', () => {
  it('one broken file never stops the others', () => {
    const catalog = buildCatalog([
      { file: 'bad.txt', content: bytes('\u0000\u0001') },
      { file: 'empty.txt', content: '' },
      { file: 'good.txt', content: 'Foo vs Bar\n\n“The primitive here is Foo. Ship.”\n\n“The primitive here is Bar. Skip.”\n' },
    ]);
    expect(catalog.products.map((p) => p.name)).toEqual(['Bar', 'Foo']);
    expect(catalog.reviews).toHaveLength(2);
    expect(catalog.problems.map((p) => [p.file, p.code])).toEqual([['bad.txt', 'not-text'], ['empty.txt', 'empty-file']]);
  });

  it('warns about the same matchup in two files and does not duplicate its reviews', () => {
    const text = 'Foo vs Bar\n\n“The primitive here is Foo. Ship.”\n\n“The primitive here is Bar. Skip.”\n';
    const catalog = buildCatalog([
      { file: 'one.txt', content: text },
      { file: 'two.txt', content: text.replace('Foo vs Bar', 'Bar vs Foo') },
    ]);
    expect(catalog.matchups).toHaveLength(1);
    expect(catalog.reviews).toHaveLength(2);
    expect(catalog.reviews.every((r) => r.sources.length === 2)).toBe(true);
    expect(catalog.problems).toMatchObject([{ file: 'two.txt', line: 1, severity: 'warning', code: 'duplicate-matchup' }]);
    expect(catalog.problems[0].message).toContain('one.txt:1');
  });

  it('warns about a quote it cannot attribute and keeps it as unattributed', () => {
    const catalog = buildCatalog([{
      file: 'x.txt',
      content: 'Foo vs Bar\n\n“The buyer is a mid-size platform team and the moat is thin.”\n',
    }]);
    expect(catalog.reviews).toHaveLength(1);
    expect(catalog.reviews[0]).toMatchObject({ product: null, persona: 'investor' });
    expect(catalog.problems).toMatchObject([{ file: 'x.txt', line: 3, column: 1, severity: 'warning', code: 'unattributed' }]);
  });

  it('keeps the quotes of a file whose title is missing a side as unattributed reviews', () => {
    const catalog = buildCatalog([{ file: 'x.txt', content: 'SmolLM3 vs\n\n“The thesis SmolLM3 bets on is edge inference.”\n' }]);
    expect(catalog.reviews).toHaveLength(1);
    expect(catalog.reviews[0].product).toBeNull();
    // A broken title makes no product: the one side it names is not a product with no reviews.
    expect(catalog.products).toEqual([]);
    expect(catalog.matchups).toEqual([]);
  });
});

describe('titles', () => {
  it.each([
    ['VS Code vs Zed', ['VS Code', 'Zed']],
    ['# Foo vs Bar', ['Foo', 'Bar']],
    ['Foo VS Bar', ['Foo', 'Bar']],
    ['Foo versus Bar', ['Foo', 'Bar']],
    ['  Foo   vs.   Bar Baz  ', ['Foo', 'Bar Baz']],
    // The British "v", in lower case and spaced, when no "vs" splits the title; a "V" in a name stays in it.
    ['Kettle One v Kettle Two', ['Kettle One', 'Kettle Two']],
    ['Kettle One v. Kettle Two', ['Kettle One', 'Kettle Two']],
    ['Mark V vs Mark IV', ['Mark V', 'Mark IV']],
    ['Lathe v2 vs Lathe v3', ['Lathe v2', 'Lathe v3']],
    // Bold or italics round the whole title is emphasis.
    ['**Foo vs Bar**', ['Foo', 'Bar']],
    ['# _Foo vs Bar_', ['Foo', 'Bar']],
    ['**Foo vs Bar** — which to buy', ['Foo', 'Bar — which to buy']],
    ['**Foo** vs **Bar Baz**', ['Foo', 'Bar Baz']],
    ['Foo vs _Bar_: a subtitle', ['Foo', 'Bar: a subtitle']],
  ])('%s → %j', (line, sides) => {
    const parsed = parseReviewFile('t.txt', `${line}\n\n“Quote.”\n`);
    expect(parsed.title?.sides).toEqual(sides);
    expect(parsed.problems).toEqual([]);
  });

  it('places the sides of an emphasised title after its markers', () => {
    expect(parseReviewFile('t.txt', '**Foo vs Bar**\n\n“Quote.”\n').title?.columns).toEqual([3, 10]);
    expect(parseReviewFile('t.txt', '**Foo** vs **Bar**\n\n“Quote.”\n').title?.columns).toEqual([3, 14]);
  });

  it('still asks for "vs" when a title has neither "vs" nor a spaced lower-case "v"', () => {
    expect(parseReviewFile('t.txt', 'Foo V Bar\n\n“Quote.”\n').problems.map((p) => p.code)).toEqual(['missing-title']);
  });
});

describe('the structure of a Markdown file around its quotes', () => {
  it('reads a list of quotes as one quote per item, each where its text starts, wrapped lines and attributions with it', () => {
    const parsed = parseReviewFile('t.md', 'Foo vs Bar\n\n- “Foo was quick to set up.”\n- “Bar stalled on every sync,\n  twice a day.”\n  — skeptic\n1. “Foo again.”\n2) ‘Bar again.’\n');
    expect(parsed.quotes.map((q) => [q.text, q.line, q.column])).toEqual([
      ['Foo was quick to set up.', 3, 3],
      ['Bar stalled on every sync,\ntwice a day.', 4, 3],
      ['Foo again.', 7, 4],
      ['Bar again.', 8, 4],
    ]);
    expect(parsed.quotes[1].stated?.persona).toBe('skeptic');
    expect(parsed.problems).toEqual([]);
  });

  it('reads no heading and no rule as a quote, above a quote or on its own', () => {
    const parsed = parseReviewFile('t.md', 'Foo vs Bar\n\n## What the panel said\n\n“Foo was quick.”\n\n---\n\n### Round two\n“Bar was slow.”\n\n* * *\n');
    expect(parsed.quotes.map((q) => [q.text, q.line])).toEqual([['Foo was quick.', 5], ['Bar was slow.', 10]]);
    expect(parsed.problems).toEqual([]);
  });

  it('reads a quote after a bullet or a dash, in bold or italics, or after a speaker’s name, from its opening mark', () => {
    const parsed = parseReviewFile('t.md', 'Foo vs Bar\n\n• “Foo was quick.”\n\n— “Bar was slow.”\n\n*“Foo again.”*\n\n**“Bar again.”**\n\nMaria K.: “Foo once more.”\n\n**Tom:** “Bar once more.”\n\nAna: “Foo, said with a label.”\n— skeptic\n\n_“Bar, said with a label.”_\n— builder\n');
    expect(parsed.quotes.map((q) => [q.text, q.line, q.column])).toEqual([
      ['Foo was quick.', 3, 3],
      ['Bar was slow.', 5, 3],
      ['Foo again.', 7, 2],
      ['Bar again.', 9, 3],
      ['Foo once more.', 11, 11],
      ['Bar once more.', 13, 10],
      ['Foo, said with a label.', 15, 6],
      ['Bar, said with a label.', 18, 2],
    ]);
    expect(parsed.quotes.slice(-2).map((q) => q.stated?.persona)).toEqual(['skeptic', 'builder']);
    expect(parsed.problems).toEqual([]);
  });

  it('leaves the full stop or the note after a closing mark outside the quote, as British usage puts it', () => {
    const parsed = parseReviewFile('t.md', 'Foo vs Bar\n\n“Foo was quick to set up”.\n“Bar was slow”[2]\n\n“Foo again”.\n— skeptic\n\n“Bar again.” (March 2024)\n');
    expect(parsed.quotes.map((q) => [q.text, q.terminated])).toEqual([['Foo was quick to set up', true], ['Bar was slow', true], ['Foo again', true], ['Bar again.', true]]);
    expect(parsed.quotes[2].stated?.persona).toBe('skeptic');
    expect(parsed.problems).toEqual([]);
  });

  it('keeps a full stop after a single closing mark, which may be an apostrophe, in the quote', () => {
    const parsed = parseReviewFile('t.md', 'Foo vs Bar\n\n‘Foo beat the runners’.\n');
    expect(parsed.quotes.map((q) => q.text)).toEqual(['Foo beat the runners’.']);
  });

  it('still reads a paragraph that opens with a dash and no quote mark as prose, with its warning', () => {
    const parsed = parseReviewFile('t.md', 'Foo vs Bar\n\n- Foo was quick to set up.\n');
    expect(parsed.quotes.map((q) => q.text)).toEqual(['- Foo was quick to set up.']);
    expect(parsed.problems.map((p) => p.code)).toEqual(['unquoted-paragraph']);
  });
});

/**
 * Review files written as Markdown block quotes by someone who had not seen the parser (a `# ` heading and hard-wrapped
 * quotes; `vs.` and CRLF; no newline at the end): every quote is read whole, where it stands, without its markers.
 */
describe('block-quoted review files written elsewhere', () => {
  const dir = join(__dirname, 'fixtures', 'blockquoted');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt'))) {
    it(file, () => {
      const content = readFileSync(join(dir, file));
      const lines = content.toString('utf8').split(/\r\n|\n/);
      const parsed = parseReviewFile(file, content);
      expect(parsed.problems).toEqual([]);
      expect(parsed.title?.sides.every((side) => side.length > 0)).toBe(true);
      // Each paragraph that opens with `>` is one quote.
      const paragraphs = lines.filter((line, i) => line.startsWith('>') && !(lines[i - 1] ?? '').startsWith('>'));
      expect(parsed.quotes).toHaveLength(paragraphs.length);
      for (const quote of parsed.quotes) {
        expect(quote.text.split('\n').filter((line) => line.trimStart().startsWith('>'))).toEqual([]);
        expect(lines[quote.line - 1].slice(quote.column - 1)).toBe(quote.text.split('\n')[0]);
        expect(lines[quote.endLine - 1].endsWith(quote.text.split('\n').at(-1)!)).toBe(true);
      }
    });
  }
});
