import { describe, expect, it } from 'vitest';
import { buildCatalog, parseReviewFile } from '../../src/core';
import { checkProductName, reviewFileName, reviewTemplate, TEMPLATE_PLACEHOLDER } from '../../src/core/template/reviewTemplate';

describe('reviewTemplate', () => {
  const text = reviewTemplate('Quillmark Docs', 'Harbor CI 3');

  it('starts with the title line and reads without problems', () => {
    expect(text.split('\n')[0]).toBe('Quillmark Docs vs Harbor CI 3');
    const parsed = parseReviewFile('new.txt', text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.title?.sides).toEqual(['Quillmark Docs', 'Harbor CI 3']);
  });

  it('has one example per persona, each attributed to a product and making no call yet', () => {
    const catalog = buildCatalog([{ file: 'new.txt', content: text }]);
    expect(catalog.problems).toEqual([]);
    expect(catalog.reviews.map((r) => r.persona).sort()).toEqual(['builder', 'investor', 'product', 'skeptic', 'strategist']);
    for (const review of catalog.reviews) {
      expect(review.product, review.text).not.toBeNull();
      expect(review.verdict, review.text).toBe('none');
      expect(review.text).toContain(TEMPLATE_PLACEHOLDER);
    }
  });

  it('keeps working for names with short forms, versions and other scripts', () => {
    for (const [a, b] of [['VS Code', 'Zed'], ['Cursor v0.50', 'Windsurf'], ['Café Ω', 'Straße 2']] as const) {
      const catalog = buildCatalog([{ file: 'x.txt', content: reviewTemplate(a, b) }]);
      expect(catalog.problems, `${a} vs ${b}`).toEqual([]);
      expect(catalog.products.map((p) => p.name).sort()).toEqual([a, b].sort());
    }
  });

  it('uses the requested line endings', () => {
    expect(reviewTemplate('A1', 'B2', '\r\n')).toContain('A1 vs B2\r\n\r\n“');
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
