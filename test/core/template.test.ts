import { describe, expect, it } from 'vitest';
import { buildCatalog, parseReviewFile } from '../../src/core';
import { personaFromName } from '../../src/core/parse/attribution';
import { checkProductName, reviewFileName, reviewTemplate, reviewTemplateSnippet, TEMPLATE_PLACEHOLDER } from '../../src/core/template/reviewTemplate';

describe('reviewTemplate', () => {
  const text = reviewTemplate('Quillmark Docs', 'Harbor CI 3');

  it('starts with the title line, then one placeholder quote per persona, each attributed to its persona', () => {
    expect(text.split('\n')[0]).toBe('Quillmark Docs vs Harbor CI 3');
    const parsed = parseReviewFile('new.txt', text);
    expect(parsed.title?.sides).toEqual(['Quillmark Docs', 'Harbor CI 3']);
    expect(text.split('\n').filter((line) => line === `“${TEMPLATE_PLACEHOLDER}”`)).toHaveLength(5);
    expect(text.split('\n').filter((line) => line.startsWith('— ')).map((line) => personaFromName(line.slice(2)))).toEqual(['builder', 'skeptic', 'strategist', 'product', 'investor']);
    // Only a note that nothing is written yet: no warning, no error.
    expect(parsed.problems.map((p) => [p.code, p.severity])).toEqual([['no-quotes', 'info']]);
  });

  it('untouched, adds no review and no product to the catalog; its placeholder shows nowhere', () => {
    const catalog = buildCatalog([{ file: 'new.txt', content: text }]);
    expect(catalog.reviews).toEqual([]);
    expect(catalog.products).toEqual([]);
    expect(catalog.matchups).toEqual([]);
    expect(catalog.problems.filter((p) => p.severity !== 'info')).toEqual([]);
  });

  it('adds a review, and the products, once one placeholder is written; the others still add nothing', () => {
    const written = text.replace(`“${TEMPLATE_PLACEHOLDER}”`, '“Quillmark Docs breaks on large repos. Skip.”');
    const catalog = buildCatalog([{ file: 'new.txt', content: written }]);
    expect(catalog.reviews).toHaveLength(1);
    expect(catalog.reviews[0]).toMatchObject({ persona: 'builder', verdict: 'skip', stated: { persona: true } });
    expect(catalog.products.map((p) => p.name).sort()).toEqual(['Harbor CI 3', 'Quillmark Docs']);
    expect(catalog.problems).toEqual([]);
  });

  it('keeps working for names with short forms, versions and other scripts', () => {
    for (const [a, b] of [['VS Code', 'Zed'], ['Cursor v0.50', 'Windsurf'], ['Café Ω', 'Straße 2']] as const) {
      const parsed = parseReviewFile('x.txt', reviewTemplate(a, b));
      expect(parsed.title?.sides, `${a} vs ${b}`).toEqual([a, b]);
      expect(parsed.problems.filter((p) => p.severity !== 'info')).toEqual([]);
    }
  });

  it('uses the requested line endings', () => {
    expect(reviewTemplate('A1', 'B2', '\r\n')).toContain('A1 vs B2\r\n\r\n“');
  });

  it('as a snippet: a tab stop per quote and per attribution, the same text once the placeholders stay', () => {
    const snippet = reviewTemplateSnippet();
    expect([...snippet.matchAll(/\$\{(\d+):/g)].map((m) => Number(m[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const expanded = snippet.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace('$0', '');
    expect(`Quillmark Docs vs Harbor CI 3${expanded}`).toBe(text);
  });
});

describe('reviewFileName', () => {
  it('slugs both names', () => {
    expect(reviewFileName('Quillmark Docs Assistant', 'Harbor CI 3')).toBe('quillmark-docs-assistant-vs-harbor-ci-3.txt');
    expect(reviewFileName('Café', 'Straße')).toBe('cafe-vs-straße.txt');
    expect(reviewFileName('!!!', '日本語')).toBe('product-vs-日本語.txt');
  });
});

describe('checkProductName', () => {
  it('accepts ordinary names, including "VS Code"', () => {
    expect(checkProductName('Harbor CI 3')).toBeUndefined();
    expect(checkProductName('VS Code', 'Zed')).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(checkProductName('  ')).toBe('empty');
    expect(checkProductName('a\nb')).toBe('line-break');
    expect(checkProductName('x'.repeat(81))).toBe('too-long');
    expect(checkProductName('The “best” one')).toBe('quote');
    expect(checkProductName('A vs B')).toBe('contains-vs');
    expect(checkProductName('A vs. B')).toBe('contains-vs');
    expect(checkProductName('Harbor', 'A vs B')).toBe('contains-vs');
    expect(checkProductName(' harbor  ci ', 'Harbor CI')).toBe('same-as-other');
  });
});
