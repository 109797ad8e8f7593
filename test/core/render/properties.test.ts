import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { compareProducts } from '../../../src/core';
import { renderCompareBody, renderHoverMarkdown, renderProductBody } from '../../../src/core/render';
import { hostileCatalog } from './fixtures';
import { markdownLinkTargets, unsafeHtmlFindings } from './safety';

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
  checkHtml(renderCompareBody(compareProducts(view, 'evil', 'other')!));
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
  it('HTML: no script, no event handler, no javascript: link (1,000 runs)', () => {
    fc.assert(fc.property(text, text, (value, name) => renderAll(value, name)), { numRuns: 1_000 });
  });

  it('hover Markdown: no link but our commands, no HTML (1,000 runs)', () => {
    fc.assert(fc.property(text, text, (value, name) => checkHover(value, name)), { numRuns: 1_000 });
  });

  // ~8 s, so opt-in: VERDICTS_HEAVY_TESTS=1 npx vitest run test/core/render/properties
  it.runIf(process.env.VERDICTS_HEAVY_TESTS === '1')('HTML and hover, heavy (10,000 runs)', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(text, text, (value, name) => {
        renderAll(value, name);
        checkHover(value, name);
      }),
      { numRuns: 10_000 },
    );
  });
});
