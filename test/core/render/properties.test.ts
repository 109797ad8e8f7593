import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { CatalogView, buildCatalog, compareProducts } from '../../../src/core';
import { renderCompareBody, renderCompareMarkdown, renderHoverMarkdown, renderProductBody } from '../../../src/core/render';
import { hostileCatalog } from './fixtures';
import { EXECUTABLE_ELEMENT, markdownLinkTargets, unsafeHtmlFindings } from './safety';

/** CI runs at least 10,000 cases per property; VERDICTS_FUZZ_RUNS changes it. */
const RUNS = Number(process.env.VERDICTS_FUZZ_RUNS ?? 10_000);

/** Pieces attackers and accidents are made of; random strings alone rarely hit them. */
const FRAGMENTS = [
  '<script>', '</script>', '<script src=//x>', '<img src=x onerror=alert(1)>', '<iframe src=x>', '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">', 'javascript:', 'JaVaScRiPt:', 'java\tscript:', 'command:', 'data:text/html,', 'vbscript:',
  'vscode://', 'https://', 'http://x.y', 'www.', 'mail@x.y', '[', ']', '(', ')', '![', '](', '<', '>', '"', "'", '`', '``',
  '*', '_', '~', '|', '#', '\\', '&', '&amp;', '&#106;', '&#x6A;', '&lt;', '&quot;', '\n', '\n\n', ' ', 'on', 'onerror',
  '=', 'a', 'ship', '.', ':', '\u202E', '\u2066', '\u0000', '\uFEFF', '😀', '\uD800', 'style=', '$(', '--', '<!--', '-->',
];

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 24 }).map((parts) => parts.join('')),
  fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 4 })), { maxLength: 16 }).map((parts) => parts.join('')),
);

function checkHtml(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html.replace(/="[^"]*"/g, '=""')).not.toMatch(/<[^>]*\son[a-z]*\s*=/i);
  expect(html).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
  expect(unsafeHtmlFindings(html)).toEqual([]);
}

function renderAll(value: string, name: string): void {
  const view = hostileCatalog(value, name);
  checkHtml(renderProductBody(view, 'evil'));
  checkHtml(renderProductBody(view, 'other', { interactive: false }));
  const comparison = compareProducts(view, 'evil', 'other')!;
  checkHtml(renderCompareBody(comparison));
  // The Markdown export, as a renderer that allows raw HTML would show it.
  expect(permissive.render(renderCompareMarkdown(comparison))).not.toMatch(EXECUTABLE_ELEMENT);
}

const permissive = new MarkdownIt({ html: true, linkify: true });
permissive.linkify.set({ fuzzyLink: true, fuzzyEmail: true });
permissive.validateLink = () => true;

function checkHover(value: string, name: string): void {
  const markdown = renderHoverMarkdown(hostileCatalog(value, name), ['evil', 'other'], {
    commands: { openProduct: 'verdicts.openProduct', compareWith: 'verdicts.compareWith' },
  });
  for (const target of markdownLinkTargets(markdown, (md) => permissive.render(md))) {
    expect(target).toMatch(/^command:verdicts\.(openProduct|compareWith)\?/);
  }
  expect(permissive.render(markdown)).not.toMatch(/<(?!\/?(p|strong|em|a|hr|br)\b)[a-z]/i);
}

describe('any review text renders inert', () => {
  it(`HTML and the Markdown export: no script, no event handler, no javascript: link (${RUNS.toLocaleString('en')} runs)`, { timeout: 120_000 }, () => {
    fc.assert(fc.property(text, text, (value, name) => renderAll(value, name)), { numRuns: RUNS });
  });

  it(`hover Markdown: no link but our commands, no HTML (${RUNS.toLocaleString('en')} runs)`, { timeout: 120_000 }, () => {
    fc.assert(fc.property(text, text, (value, name) => checkHover(value, name)), { numRuns: RUNS });
  });
});

/** A review file made of hostile pieces: a title line, then quoted paragraphs, as a user's folder could hold. */
const reviewFile = fc
  .tuple(text, text, fc.array(text, { minLength: 1, maxLength: 4 }), fc.constantFrom('\n', '\r\n'))
  .map(([a, b, quotes, eol]) => `${a.replace(/[\r\n]/g, ' ')} Alpha vs ${b.replace(/[\r\n]/g, ' ')} Beta${eol}${eol}${quotes.map((q) => `“The primitive here is Alpha Beta ${q}”`).join(eol + eol)}${eol}`);

describe('any review file, parsed then rendered, is inert', () => {
  // Parsing and attribution decide which text lands where (names, gists, verdict sentences), so the file is
  // fuzzed as a whole, not only the renderer's inputs.
  it(`every product page, the comparison and the Markdown export (${Math.ceil(RUNS / 5).toLocaleString('en')} runs)`, { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(reviewFile, (content) => {
        const view = new CatalogView(buildCatalog([{ file: 'file:///fuzz/review.txt', content }]));
        const [a, b] = view.catalog.products;
        for (const product of view.catalog.products) checkHtml(renderProductBody(view, product.id));
        if (!a || !b) return;
        const comparison = compareProducts(view, a.id, b.id)!;
        checkHtml(renderCompareBody(comparison));
        expect(permissive.render(renderCompareMarkdown(comparison))).not.toMatch(EXECUTABLE_ELEMENT);
      }),
      { numRuns: Math.ceil(RUNS / 5) },
    );
  });
});
