import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { compareProducts } from '../../../src/core';
import { renderCompareBody, renderCompareMarkdown } from '../../../src/core/render';
import { catalogOf, hostileCatalog, product, review, smallCatalog } from './fixtures';
import { unsafeHtmlFindings } from './safety';

const comparison = compareProducts(smallCatalog(), 'cursor', 'llama')!;

describe('renderCompareBody', () => {
  const html = renderCompareBody(comparison);

  it('puts both tallies on top', () => {
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('Cursor v0.50 – Background Agent2 ship·0 skip·1 no call');
    expect(text).toContain('Llama 3.3 70B1 ship·1 skip·0 no call');
  });

  it('has an accessible table: caption, column and row headers', () => {
    expect(html).toContain('<caption>Verdicts by reviewer: Cursor v0.50 – Background Agent and Llama 3.3 70B. 1 reviewer differs; 1 reviewer reviewed only one.</caption>');
    expect(html).toContain('<th scope="col">Reviewer</th><th scope="col">Cursor v0.50 – Background Agent</th><th scope="col">Llama 3.3 70B</th>');
    expect(html.match(/<th scope="row"/g)).toHaveLength(3);
  });

  it('tells a real disagreement from a persona who reviewed only one product, and gives each row a class "differences only" can use', () => {
    const rows = [...html.matchAll(/<tr class="(row-[a-z-]+)" data-persona="([a-z]+)">/g)].map((m) => `${m[2]}:${m[1]}`);
    expect(rows).toEqual(['builder:row-same', 'skeptic:row-differs', 'strategist:row-one-sided']);
    expect(comparison.rows.map((row) => [row.persona.id, row.differs, row.oneSided])).toEqual([
      ['builder', false, false],
      ['skeptic', true, false],
      ['strategist', false, true],
    ]);
    const tags = [...html.matchAll(/<span class="[^"]*(?:differs|same)-tag[^"]*">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(tags).toEqual(['Agrees', 'Differs', 'Only one reviewed']);
  });

  it('says so when nobody reviewed both products, instead of counting every row as a difference', () => {
    const reviews = [review('a', 'a', 'builder', 'ship', 'Yes.', 'Yes.'), review('b', 'b', 'skeptic', 'skip', 'No.', 'No.')];
    const view = catalogOf([product('a', 'A', reviews, []), product('b', 'B', reviews, [])], reviews);
    const body = renderCompareBody(compareProducts(view, 'a', 'b')!);
    expect(body).toContain('0 reviewers differ; 2 reviewers reviewed only one.');
    expect(body).toContain('No reviewer reviewed both products, so there is nothing to disagree on.');
    expect(body).not.toContain('row-differs');
  });

  it('shows badge and verdict sentence per cell, the full quote on demand, and the empty side', () => {
    expect(html).toContain('<p class="cell-sentence">This is a skip until that is fixed.</p>');
    expect(html).toContain('<details class="full-quote"><summary>Full quote</summary><blockquote class="quote">');
    expect(html).toContain('<span class="no-verdict">No verdict from this reviewer</span>');
    expect(html).toContain('<p class="cell-sentence cell-gist">Async agents win, too early to tell</p>');
  });

  it('has the toolbar buttons, with the toggle state', () => {
    expect(html).toContain('data-action="toggleDifferencesOnly" aria-pressed="false"');
    expect(html).toContain('data-action="swap"');
    expect(html).toContain('data-action="copyMarkdown"');
    const pressed = renderCompareBody(comparison, { differencesOnly: true });
    expect(pressed).toContain('<article class="compare differences-only"');
    expect(pressed).toContain('aria-pressed="true"');
  });

  it('links the direct matchup to its source', () => {
    expect(html).toMatch(/Direct matchup<\/span> <button type="button" [^>]*data-action="openSource" data-file="file:\/\/\/reviews\/001_08efac398b9b5838.txt" data-line="1">/);
  });

  it('names each "Open review" by its visible text first, then whose review it is (label in name)', () => {
    const opens = [...html.matchAll(/<button [^>]*class="link open-review"[^>]*aria-label="([^"]*)"[^>]*>([^<]*)<\/button>/g)];
    expect(opens.length).toBeGreaterThan(0);
    for (const [, label, visible] of opens) {
      expect(visible).toBe('Open review');
      expect(label).toMatch(/^Open review: The [A-Z][a-z]+( Lead)? on /);
    }
    expect(html).not.toContain('href="#"');
  });

  it('says when there is no direct matchup', () => {
    const reviews = [review('a', 'a', 'builder', 'ship', 'Yes.', 'Yes.'), review('b', 'b', 'builder', 'ship', 'Yes.', 'Yes.')];
    const view = catalogOf([product('a', 'A', reviews, []), product('b', 'B', reviews, [])], reviews);
    const body = renderCompareBody(compareProducts(view, 'a', 'b')!);
    expect(body).toContain('No direct matchup — compared persona by persona');
    expect(body).toContain('<p class="no-differences" role="status">');
  });

  it('has no buttons or action links when static', () => {
    const body = renderCompareBody(comparison, { interactive: false });
    expect(body).not.toContain('data-action');
    expect(body).not.toContain('<button');
    expect(body).toContain('<details class="full-quote">');
  });

  it('passes the safety check, also with hostile text', () => {
    expect(unsafeHtmlFindings(html)).toEqual([]);
    for (const text of ['<script>alert(1)</script>', '[x](javascript:alert(1))', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>']) {
      const body = renderCompareBody(compareProducts(hostileCatalog(text), 'evil', 'other')!);
      expect(unsafeHtmlFindings(body), body).toEqual([]);
    }
  });
});

describe('renderCompareMarkdown', () => {
  it('writes the comparison as a Markdown document', () => {
    expect(renderCompareMarkdown(comparison)).toBe(`# Cursor v0.50 – Background Agent vs Llama 3.3 70B

| | Tally |
| --- | --- |
| **Cursor v0.50 – Background Agent** | 2 ship · 0 skip · 1 no call |
| **Llama 3.3 70B** | 1 ship · 1 skip · 0 no call |

Direct matchup: Cursor v0.50 – Background Agent vs Llama 3.3 70B (\`001_08efac398b9b5838.txt:1\`)

## Verdicts by reviewer

| Reviewer | Cursor v0.50 – Background Agent | Llama 3.3 70B | Differs |
| --- | --- | --- | :---: |
| The Builder | ✓ **Ship** — The specific technical decision that earns the ship: decoupling \\\`agent\\\` execution from editor focus. | ✓ **Ship** — The decision that earns the ship is fitting it on one node. |  |
| The Skeptic | ✓ **Ship** — Shipping with the caveat: test it on your repo first. | ✕ **Skip** — This is a skip until that is fixed. | yes |
| The Strategist | – **No call** — Async agents win, too early to tell | _no verdict from this reviewer_ | only one reviewed |

## Quotes

### The Builder

**Cursor v0.50 – Background Agent** — ✓ Ship

> The primitive here is a persistent, \\*async\\* task executor. The specific technical decision that earns the ship: decoupling \\\`agent\\\` execution from editor focus.

Source: \`001_08efac398b9b5838.txt:3\`

**Llama 3.3 70B** — ✓ Ship

> You own the weights. The decision that earns the ship is fitting it on one node.

Source: \`001_08efac398b9b5838.txt:7\`

### The Skeptic

**Cursor v0.50 – Background Agent** — ✓ Ship

> Shipping with the caveat: test it on your repo first.

Source: \`001_08efac398b9b5838.txt:5\`

**Llama 3.3 70B** — ✕ Skip

> Context management degrades. This is a skip until that is fixed.

Source: \`001_08efac398b9b5838.txt:9\`

### The Strategist

**Cursor v0.50 – Background Agent** — – No call

> The thesis is that async agents win; too early to tell.

Source: \`001_08efac398b9b5838.txt:11\`

**Llama 3.3 70B**: no verdict from this reviewer.
`);
  });

  it('with Differences only, keeps only the reviewers who reviewed both and differ, and says what it left out', () => {
    const markdown = renderCompareMarkdown(comparison, { differencesOnly: true });
    expect(markdown).toContain('Differences only: the reviewer who reviewed both products and differs (2 more agree or reviewed only one).');
    expect(markdown).toContain('| The Skeptic |');
    expect(markdown).toContain('### The Skeptic');
    for (const persona of ['The Builder', 'The Strategist']) expect(markdown).not.toContain(persona);
    expect(renderCompareMarkdown(comparison, { differencesOnly: false })).toBe(renderCompareMarkdown(comparison));

    const reviews = [review('a', 'a', 'builder', 'ship', 'Yes.', 'Yes.'), review('b', 'b', 'builder', 'ship', 'Yes too.', 'Yes too.')];
    const agreeing = compareProducts(catalogOf([product('a', 'A', reviews, []), product('b', 'B', reviews, [])], reviews), 'a', 'b')!;
    const none = renderCompareMarkdown(agreeing, { differencesOnly: true });
    expect(none).toContain('Differences only: no reviewer who reviewed both products differs.');
    expect(none).not.toContain('| Reviewer |');
  });

  it('keeps hostile text from changing the table or adding markup', () => {
    const text = 'a | b\n\n# heading\n- item <script>x</script> [l](javascript:x) ![i](https://x/p.png) *em* `code`';
    const markdown = renderCompareMarkdown(compareProducts(hostileCatalog(text), 'evil', 'other')!);
    const html = new MarkdownIt({ html: true, linkify: true }).render(markdown);
    const tables = [...html.matchAll(/<table>[\s\S]*?<\/table>/g)].map((m) => m[0]);
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      const widths = [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => row[1]!.match(/<t[hd][ >]/g)!.length);
      expect(new Set(widths).size, table).toBe(1);
    }
    expect(html).not.toMatch(/<(script|img|li)\b/);
    expect(html).toContain("*em* `code`");
    expect(html.match(/<h1>/g)).toHaveLength(1);
    // A bare web address may autolink where the document is read; nothing else becomes a link.
    for (const href of html.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^https:\/\//);
    expect(markdown).toContain('> \\# heading - item');
  });
});
