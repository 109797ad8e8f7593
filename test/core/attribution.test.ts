import { describe, expect, it } from 'vitest';
import { runCli, type CliHost } from '../../src/cli/runCli';
import { analyzeFile, buildCatalog, parseReviewFile, type Problem } from '../../src/core';
import { closestNames, editDistance, formatAttribution } from '../../src/core/parse/attribution';

/** The attribution line: `— The Skeptic, on Product: skip`, each part optional, stated labels win. */

const TITLE = 'Lanternfish Cloud 2 vs Quokka Notes';
const QUOTE = '“Quokka Notes has a lovely editor, but the sync is slow.”';
const file = (...lines: string[]) => [TITLE, '', ...lines, ''].join('\n');
const codes = (problems: Problem[]) => problems.map((p) => p.code);
const statedOf = (text: string) => parseReviewFile('a.txt', text).quotes.map((q) => q.stated);

describe('attribution grammar', () => {
  it('reads every part, on the line after the quote', () => {
    const [stated] = statedOf(file(QUOTE, '— The Skeptic, on Quokka Notes: skip'));
    expect(stated).toEqual({
      persona: 'skeptic', product: 'Quokka Notes', verdict: 'skip', line: 4, column: 1, endColumn: 37, productColumn: 19, personaText: 'The Skeptic', callText: 'skip',
    });
  });

  it('reads it on the quote’s own line, after the closing mark, and keeps the quote word for word', () => {
    const parsed = parseReviewFile('a.txt', file(`${QUOTE} — The Skeptic, on Quokka Notes: skip`));
    expect(parsed.quotes).toHaveLength(1);
    expect(parsed.quotes[0].text).toBe('Quokka Notes has a lovely editor, but the sync is slow.');
    expect(parsed.quotes[0]).toMatchObject({ terminated: true, line: 3, endLine: 3, stated: { persona: 'skeptic', verdict: 'skip', line: 3, column: QUOTE.length + 2 } });
    expect(parsed.problems).toEqual([]);
  });

  it('takes each part alone, and any two of them', () => {
    const cases: [string, object][] = [
      ['— The Skeptic', { persona: 'skeptic' }],
      ['— Skeptic', { persona: 'skeptic' }],
      ['— the product lead', { persona: 'product' }],
      ['— product', { persona: 'product' }],
      ['— investor', { persona: 'investor' }],
      ['— on Quokka Notes', { product: 'Quokka Notes' }],
      ['— ship', { verdict: 'ship' }],
      ['— Skip.', { verdict: 'skip' }],
      ['— no call', { verdict: 'none' }],
      ['— no-call', { verdict: 'none' }],
      ['— The Builder: ship', { persona: 'builder', verdict: 'ship' }],
      ['— The Builder on Lanternfish Cloud 2', { persona: 'builder', product: 'Lanternfish Cloud 2' }],
      ['— on Lanternfish: no call', { product: 'Lanternfish', verdict: 'none' }],
      ['-- The Strategist, on Quokka Notes: ship', { persona: 'strategist', product: 'Quokka Notes', verdict: 'ship' }],
      ['– strategist', { persona: 'strategist' }],
      ['―  The   Investor ,  on  Quokka Notes :  skip', { persona: 'investor', product: 'Quokka Notes', verdict: 'skip' }],
    ];
    for (const [line, expected] of cases) {
      const parsed = parseReviewFile('a.txt', file(QUOTE, line));
      expect(parsed.quotes, line).toHaveLength(1);
      expect(parsed.quotes[0].stated, line).toMatchObject(expected);
      expect(parsed.problems, line).toEqual([]);
    }
  });

  it('leaves files without attribution lines as they were, and a dash inside a quote alone', () => {
    const parsed = parseReviewFile('a.txt', file('“Quokka Notes — a notes app — is fine.”', '', '“Lanternfish Cloud 2 is fast,', '— and it ships today.”'));
    expect(parsed.quotes.map((q) => q.stated)).toEqual([undefined, undefined]);
    expect(parsed.quotes[1].text).toBe('Lanternfish Cloud 2 is fast,\n— and it ships today.');
    expect(parsed.problems).toEqual([]);
  });

  it('splits quotes written on consecutive lines after an attribution', () => {
    const parsed = parseReviewFile('a.txt', file(QUOTE, '— The Skeptic', '“Lanternfish Cloud 2 is fast.” — The Builder: ship', '“A third.”'));
    expect(parsed.quotes.map((q) => [q.line, q.stated?.persona])).toEqual([[3, 'skeptic'], [5, 'builder'], [6, undefined]]);
  });

  it('reports an unknown persona at its column with the closest names', () => {
    const parsed = parseReviewFile('a.txt', file(QUOTE, '— The Skeptik, on Quokka Notes'));
    expect(parsed.problems).toMatchObject([{ code: 'unknown-persona', line: 4, column: 3, severity: 'warning', suggestions: ['The Skeptic'] }]);
    expect(parsed.problems[0].message).toContain('Did you mean “The Skeptic”?');
    // The rest of the attribution still counts; the quote is kept.
    expect(parsed.quotes[0].stated).toMatchObject({ product: 'Quokka Notes' });
    expect(parsed.quotes[0].stated?.persona).toBeUndefined();
  });

  it('reports an unknown call after the colon, and an attribution that names nothing', () => {
    const call = parseReviewFile('a.txt', file(QUOTE, '— Skeptic: shipp'));
    expect(call.problems).toMatchObject([{ code: 'unknown-call', line: 4, column: 12, suggestions: ['ship', 'skip'] }]);
    const empty = parseReviewFile('a.txt', file(QUOTE, '—'));
    expect(empty.problems).toMatchObject([{ code: 'empty-attribution', line: 4, column: 1 }]);
    const noProduct = parseReviewFile('a.txt', file(QUOTE, '— The Skeptic, on '));
    expect(codes(noProduct.problems)).toEqual(['missing-product']);
  });

  it('reports an attribution that follows no quote, and keeps it out of the reviews', () => {
    const parsed = parseReviewFile('a.txt', file(QUOTE, '', '— The Skeptic'));
    expect(parsed.problems).toMatchObject([{ code: 'detached-attribution', line: 5, column: 1 }]);
    expect(parsed.quotes).toHaveLength(1);
    expect(parsed.quotes[0].stated).toBeUndefined();
  });
});

describe('stated labels win over inference', () => {
  it('persona, product and call each override what the text suggests', () => {
    // The text alone reads as a Builder ship of Lanternfish.
    const text = '“The primitive here is Lanternfish Cloud 2, and the DX bet is right. Ship it.”';
    const inferred = analyzeFile('a.txt', file(text)).quotes[0];
    expect(inferred).toMatchObject({ persona: 'builder', side: 0, verdict: 'ship' });
    expect(inferred.stated).toBeUndefined();

    const stated = analyzeFile('a.txt', file(text, '— The Investor, on Quokka: skip')).quotes[0];
    expect(stated).toMatchObject({ persona: 'investor', side: 1, verdict: 'skip', stated: { persona: true, product: true, verdict: true } });
    expect(stated.inferred).toEqual({ persona: 'builder', side: 0, verdict: 'ship' });
    // The inferred call's sentence does not carry the stated call.
    expect(stated.verdictSentence).toBe('');
  });

  it('resolves a product by its name or a short form, case aside', () => {
    for (const written of ['Quokka Notes', 'quokka notes', 'Quokka']) {
      expect(analyzeFile('a.txt', file(QUOTE, `— on ${written}`)).quotes[0].side, written).toBe(1);
    }
    expect(analyzeFile('a.txt', file(QUOTE, '— on Lanternfish')).quotes[0].side).toBe(0);
  });

  it('reports an unknown product at its column with the closest names, and keeps the inferred side', () => {
    const analysis = analyzeFile('a.txt', file(QUOTE, '— The Skeptic, on Quoka Notes'));
    expect(analysis.problems).toMatchObject([{ code: 'unknown-product', line: 4, column: 19, suggestions: ['Quokka Notes'] }]);
    expect(analysis.quotes[0]).toMatchObject({ side: 1, persona: 'skeptic', stated: { persona: true } });
    expect(analysis.quotes[0].stated?.product).toBeUndefined();
  });

  it('a stated product settles a quote nothing else attributes', () => {
    const vague = '“It has a lovely editor, but the sync is slow.”';
    expect(analyzeFile('a.txt', file(vague)).problems.map((p) => p.code)).toContain('unattributed');
    const analysis = analyzeFile('a.txt', file(vague, '— on Quokka Notes'));
    expect(analysis.problems).toEqual([]);
    expect(analysis.quotes[0].side).toBe(1);
  });
});

describe('round trip', () => {
  it('formatAttribution writes what the parser reads back', () => {
    const labels = [
      { persona: 'skeptic', product: 'Quokka Notes', verdict: 'skip' },
      { persona: 'product' },
      { product: 'Lanternfish Cloud 2' },
      { verdict: 'none' },
      { persona: 'investor', verdict: 'ship' },
      { product: 'Quokka', verdict: 'none' },
    ] as const;
    for (const label of labels) {
      const line = formatAttribution(label);
      const [stated] = statedOf(file(QUOTE, line));
      expect({ persona: stated?.persona, product: stated?.product, verdict: stated?.verdict }, line).toEqual({ persona: undefined, product: undefined, verdict: undefined, ...label });
    }
    expect(formatAttribution({})).toBe('');
    expect(formatAttribution({ persona: 'skeptic', product: 'Quokka Notes', verdict: 'skip' })).toBe('— The Skeptic, on Quokka Notes: skip');
  });

  it('export JSON marks stated labels, and only on reviews that state some', async () => {
    const out: string[] = [];
    const host: CliHost = {
      version: '0',
      readReviews: () => ({ files: [{ file: 'r/a.txt', content: file(QUOTE, '— The Skeptic: skip', '', '“Lanternfish Cloud 2 is fast. Ship.”') }], problems: [] }),
      stdout: (t) => void out.push(t),
      stderr: () => undefined,
      nonce: () => 'abcdefghijklmnop0123',
      standaloneCss: () => undefined,
    };
    expect(await runCli(['export', '--json'], host)).toBe(0);
    const exported = JSON.parse(out.join(''));
    const byProduct = (name: string) => exported.reviews.find((r: { product: string }) => r.product === exported.products.find((p: { name: string }) => p.name === name).id);
    expect(byProduct('Quokka Notes')).toMatchObject({ persona: 'skeptic', verdict: 'skip', stated: { persona: true, verdict: true } });
    expect(byProduct('Quokka Notes').stated.product).toBeUndefined();
    expect(byProduct('Lanternfish Cloud 2').stated).toBeUndefined();
    // What was exported is what a fresh build gives, plus the evidence of schema version 2.
    expect(exported.reviews.every((r: { evidence?: unknown }) => r.evidence)).toBe(true);
    expect(exported.reviews.map(({ evidence: _evidence, ...review }: { evidence?: unknown }) => review)).toEqual(JSON.parse(JSON.stringify(buildCatalog([{ file: 'r/a.txt', content: file(QUOTE, '— The Skeptic: skip', '', '“Lanternfish Cloud 2 is fast. Ship.”') }]).reviews)));
  });

  it('`verdicts check` prints attribution problems as file:line:column', async () => {
    const out: string[] = [];
    const host: CliHost = {
      version: '0',
      readReviews: () => ({ files: [{ file: 'r/a.txt', content: file(QUOTE, '— The Skeptik, on Quoka: skip') }], problems: [] }),
      stdout: (t) => void out.push(t),
      stderr: () => undefined,
      nonce: () => 'abcdefghijklmnop0123',
      standaloneCss: () => undefined,
    };
    await runCli(['check'], host);
    const text = out.join('');
    expect(text).toMatch(/^r\/a\.txt:4:3: warning: “The Skeptik” is not a persona/m);
    expect(text).toMatch(/^r\/a\.txt:4:19: warning: “Quoka” is neither/m);
  });
});

describe('closest names', () => {
  it('ranks by edit distance, case and a leading “The” aside, and offers nothing far off', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(closestNames('skeptik', ['The Builder', 'The Skeptic', 'The Strategist'])).toEqual(['The Skeptic']);
    expect(closestNames('The Investr', ['The Builder', 'The Investor'])).toEqual(['The Investor']);
    expect(closestNames('banana', ['The Builder', 'The Skeptic'])).toEqual([]);
  });
});
