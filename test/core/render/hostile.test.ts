import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { CatalogView, buildCatalog, compareProducts, parseReviewFile } from '../../../src/core';
import {
  renderCompareBody,
  renderCompareMarkdown,
  renderHoverMarkdown,
  renderHtmlDocument,
  renderProductBody,
} from '../../../src/core/render';
import { hostileCatalog } from './fixtures';
import { DANGEROUS_HREF, EXECUTABLE_ELEMENT, markdownLinkTargets, textOf, unsafeHtmlFindings } from './safety';

/**
 * Hostile review text through every render target at once: the panel body, the comparison (live and static),
 * the HTML document around them, the hover card and the Markdown export. The single-target tests in this folder
 * cover each target's own details; this file checks that no target lets any payload through, and that what the
 * payload says is still shown, as text.
 */

const FIXTURE = join(__dirname, '..', '..', 'fixtures', 'hostile-workspace', 'reviews', 'hostile.txt');
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
const commands = { openProduct: 'verdicts.openProduct', compareWith: 'verdicts.compareWith' };
const NONCE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** Renders Markdown the way a careless reader would: raw HTML on, every autolink, any link target. */
const permissive = new MarkdownIt({ html: true, linkify: true });
permissive.linkify.set({ fuzzyLink: true, fuzzyEmail: true });
permissive.validateLink = () => true;

const PAYLOAD = "console.log('__PWNED__');window.__pwned=1";
const HOSTILE: [string, string][] = [
  ['script tag', `<script>${PAYLOAD}</script>`],
  ['img onerror', `<img src=x onerror="${PAYLOAD}">`],
  ['svg onload', `<svg onload="${PAYLOAD}"></svg>`],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['javascript link', `[click](javascript:${PAYLOAD})`],
  ['javascript link, mixed case and entity', '[a](JaVaScRiPt:alert(1)) [b](&#106;avascript:alert(1))'],
  ['command link', '[run](command:workbench.action.closeWindow) <command:workbench.action.closeWindow>'],
  ['data link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) ![i](data:image/png;base64,AAAA)'],
  ['HTML entities', '&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62; &amp;lt;'],
  ['bidi controls', 'ship \u202Eexe.txt\u202C \u2066isolated\u2069 \u202Bembedded\u202C \u202Doverride\u202C'],
  ['attribute breakout', '" onmouseover="alert(1)" x=\' onfocus=\'alert(1)'],
  // Found by the fuzz test: an autolink swallows the backslash that escaped the "<" after it.
  ['markup after an autolink', 'http://x.y/<iframe src=x> https://x.y/\\<svg onload=alert(1)> www.x.y/<img src=x onerror=alert(1)>'],
  ['50 KB line', Array.from({ length: 1_000 }, (_, i) => `w${i} <b onmouseover="${i}">x</b> [l](javascript:${i})`).join(' ')],
];

function checkHtml(html: string): void {
  expect(unsafeHtmlFindings(html)).toEqual([]);
  expect(html).not.toMatch(EXECUTABLE_ELEMENT);
  expect(html).not.toMatch(DANGEROUS_HREF);
  expect(html.replace(/="[^"]*"/g, '=""')).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
}

function checkMarkdown(markdown: string, allowedLink: RegExp): void {
  const html = permissive.render(markdown);
  expect(html).not.toMatch(EXECUTABLE_ELEMENT);
  for (const target of markdownLinkTargets(markdown, (md) => permissive.render(md))) expect(target).toMatch(allowedLink);
  expect(markdown).not.toMatch(BIDI);
}

function checkEveryTarget(view: CatalogView, a: string, b: string): void {
  for (const id of [a, b]) {
    checkHtml(renderProductBody(view, id));
    checkHtml(renderProductBody(view, id, { interactive: false }));
  }
  const comparison = compareProducts(view, a, b)!;
  checkHtml(renderCompareBody(comparison));
  checkHtml(renderCompareBody(comparison, { interactive: false, differencesOnly: true }));
  // The hover's only links are the two commands it builds itself.
  checkMarkdown(renderHoverMarkdown(view, [a, b], { commands }), /^command:verdicts\.(openProduct|compareWith)\?/);
  // The export may keep a bare web address, which the reader's renderer may link; nothing else.
  checkMarkdown(renderCompareMarkdown(comparison), /^(https?:|mailto:)/);
}

describe('hostile review text, every render target', () => {
  for (const [label, text] of HOSTILE) {
    it(`keeps ${label} inert in the panel, the comparison, the hover and the Markdown export`, () => {
      checkEveryTarget(hostileCatalog(text), 'evil', 'other');
    });
  }

  it('shows HTML as the text it is, and drops only the bidi controls', () => {
    const view = hostileCatalog(`<script>${PAYLOAD}</script> \u202Eabc\u202C`);
    const text = textOf(renderProductBody(view, 'evil'));
    expect(text).toContain(`<script>console.log('`);
    expect(text).toContain('</script> abc');
    expect(text).not.toMatch(BIDI);
  });

  it('renders a 50 KB line whole, and quickly', () => {
    const line = HOSTILE.find(([label]) => label === '50 KB line')![1];
    expect(line.length).toBeGreaterThan(50_000);
    const started = performance.now();
    const html = renderProductBody(hostileCatalog(line), 'evil');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(textOf(html)).toContain('w999 <b onmouseover="999">x</b>');
  });
});

describe('the hostile fixture file (test/fixtures/hostile-workspace), parsed and rendered', () => {
  const content = readFileSync(FIXTURE);
  const catalog = buildCatalog([{ file: 'file:///hostile/reviews/hostile.txt', content }]);
  const view = new CatalogView(catalog);
  const [a, b] = catalog.products;

  it('loads without problems: two products, four reviews', () => {
    expect(catalog.problems).toEqual([]);
    expect(catalog.products).toHaveLength(2);
    expect(catalog.reviews).toHaveLength(4);
  });

  it('keeps every quote word for word in the catalog (what export --json writes): HTML, links, bidi, 50 KB', () => {
    const quotes = parseReviewFile('hostile.txt', content).quotes.map((q) => q.text);
    expect(catalog.reviews.map((r) => r.text).sort()).toEqual([...quotes].sort());
    const all = catalog.reviews.map((r) => r.text).join('\n');
    expect(all).toContain('<script>console.log(');
    expect(all).toContain('[run](command:workbench.action.closeWindow)');
    expect(all).toMatch(BIDI);
    expect(Math.max(...catalog.reviews.map((r) => r.text.length))).toBeGreaterThan(50_000);
    expect(a!.name).toMatch(/^Pwnbox <img src=x onerror="/);
    expect(b!.name).toMatch(/^Trojan <script>/);
  });

  it('is inert in every render target', () => {
    checkEveryTarget(view, a!.id, b!.id);
  });

  it('shows the product names as text in the panel and the comparison', () => {
    expect(textOf(renderProductBody(view, a!.id))).toContain(a!.name);
    expect(textOf(renderCompareBody(compareProducts(view, a!.id, b!.id)!))).toContain(b!.name);
  });

  it('makes panel documents whose CSP has no unsafe-inline and whose only script is ours', () => {
    for (const standalone of [false, true]) {
      const html = renderHtmlDocument({
        title: `${a!.name} vs ${b!.name}`,
        body: renderCompareBody(compareProducts(view, a!.id, b!.id)!, { interactive: !standalone }),
        nonce: NONCE,
        cspSource: 'https://file+.vscode-resource.vscode-cdn.net',
        scriptUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/media/dist/webview.js',
        state: { kind: 'compare', a: a!.id, b: b!.id, differencesOnly: false },
        standalone,
        inlineCss: standalone ? 'body { color: CanvasText; }' : undefined,
      });
      expect(html).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(html.match(/<script/g) ?? []).toHaveLength(standalone ? 0 : 1);
      expect(html).toMatch(standalone ? /script-src &#39;none&#39;/ : new RegExp(`script-src &#39;nonce-${NONCE}&#39;`));
      expect(/<title>([^<]*)<\/title>/.exec(html)![1]).toContain('Pwnbox &lt;img src=x onerror=');
    }
  });
});
