import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { attributionEdit, inferredLabels, outlineReviewFile, quoteAtLine, quoteSymbolName } from '../../src/core';
import { renderQuoteHoverMarkdown } from '../../src/core/render';
import { markdownLinkTargets } from './render/safety';

/** As permissive as a hover renderer could be: raw HTML and every kind of autolink on. */
const permissive = (() => {
  const md = new MarkdownIt({ html: true, linkify: true });
  md.linkify.set({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });
  md.validateLink = () => true;
  return md;
})();

/** The review file as the editor surfaces see it: labels, where each came from, why, and the edits that state them. */

const REVIEW = [
  'Aurora Sync 4 vs Basalt Notes',
  '',
  '“The primitive here is a sync engine, and Aurora Sync 4 gets the DX bet right.',
  'Aurora Sync 4 earns a ship.”',
  '',
  '“The direct competitor is every notes app. Basalt Notes breaks on large vaults. Skip.”',
  '— The Skeptic',
  '',
].join('\n');

const lineLength = (text: string) => (line: number) => text.split('\n')[line - 1]?.length ?? 0;
function apply(text: string, edit: { line: number; column: number; endColumn: number; text: string }): string {
  const lines = text.split('\n');
  const line = lines[edit.line - 1];
  lines[edit.line - 1] = line.slice(0, edit.column - 1) + edit.text + line.slice(edit.endColumn - 1);
  return lines.join('\n');
}

describe('outlineReviewFile', () => {
  const outline = outlineReviewFile('r.txt', REVIEW);

  it('names the title and each quote as persona on product — call, with the product’s short name', () => {
    expect(outline.title).toMatchObject({ line: 1, text: 'Aurora Sync 4 vs Basalt Notes' });
    expect(outline.quotes.map(quoteSymbolName)).toEqual(['The Builder on Aurora — Ship', 'The Skeptic on Basalt — Skip']);
  });

  it('keeps where each label came from, and shows only the inferred ones inline', () => {
    expect(outline.quotes.map((q) => q.origin)).toEqual([
      { persona: 'inferred', product: 'inferred', verdict: 'inferred' },
      { persona: 'stated', product: 'inferred', verdict: 'inferred' },
    ]);
    expect(outline.quotes.map((q) => inferredLabels(q).map((l) => l.text))).toEqual([['The Builder', 'Aurora', 'ship'], ['Basalt', 'skip']]);
  });

  it('finds the quote at a line, its attribution line included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((line) => quoteAtLine(outline, line)?.line)).toEqual([undefined, undefined, 3, 3, undefined, 6, 6, undefined]);
  });

  it('keeps the evidence: persona cue scores, mentions per side, the call sentence', () => {
    const [builder] = outline.quotes;
    expect(builder.evidence.persona.scores[0]).toMatchObject({ persona: 'The Builder' });
    expect(builder.evidence.persona.scores[0].score).toBeGreaterThan(0);
    expect(builder.evidence.product.mentions.map((m) => m.name)).toEqual(['Aurora Sync 4', 'Basalt Notes']);
    expect(builder.evidence.product.mentions[0].score).toBeGreaterThan(builder.evidence.product.mentions[1].score);
    expect(builder.evidence.verdict.sentence).toBe('Aurora Sync 4 earns a ship.');
  });
});

describe('attributionEdit', () => {
  it('adds an attribution line after a quote that has none, then updates it part by part', () => {
    let text = REVIEW;
    const state = (label: Parameters<typeof attributionEdit>[1]) => {
      const quote = outlineReviewFile('r.txt', text).quotes[0];
      text = apply(text, attributionEdit(quote, label, lineLength(text), '\n'));
    };
    state({ persona: 'investor' });
    expect(text.split('\n').slice(2, 6)).toEqual([REVIEW.split('\n')[2], REVIEW.split('\n')[3], '— The Investor', '']);
    state({ product: 'Basalt' });
    state({ verdict: 'none' });
    expect(text.split('\n')[4]).toBe('— The Investor, on Basalt: no call');
    const quote = outlineReviewFile('r.txt', text).quotes[0];
    expect(quote).toMatchObject({ persona: 'investor', side: 1, verdict: 'none', origin: { persona: 'stated', product: 'stated', verdict: 'stated' } });
    expect(inferredLabels(quote)).toEqual([]);
  });

  it('changes one part and writes the others back as written, unknown names included', () => {
    const text = REVIEW.replace('— The Skeptic', '— The Skeptik, on Basalt Notez: skipp');
    const quote = outlineReviewFile('r.txt', text).quotes[1];
    expect(apply(text, attributionEdit(quote, { persona: 'skeptic' }, lineLength(text), '\n')).split('\n')[6]).toBe('— The Skeptic, on Basalt Notez: skipp');
  });

  it('states labels on a Markdown block quote: a line under it, then that line updated; an attribution in it stays in it', () => {
    const blockQuoted = ['Aurora Sync 4 vs Basalt Notes', '', '> Basalt Notes breaks on large vaults.', '> I would not.', '', '> Aurora Sync 4 is fine.', '> — The Builder', ''];
    let text = blockQuoted.join('\n');
    const state = (index: number, label: Parameters<typeof attributionEdit>[1]) => {
      const quote = outlineReviewFile('r.txt', text).quotes[index];
      text = apply(text, attributionEdit(quote, label, lineLength(text), '\n'));
    };
    state(0, { persona: 'skeptic' });
    state(0, { verdict: 'skip' });
    state(1, { verdict: 'ship' });
    expect(text.split('\n')).toEqual([...blockQuoted.slice(0, 4), '— The Skeptic: skip', '', '> Aurora Sync 4 is fine.', '> — The Builder: ship', '']);
    const quotes = outlineReviewFile('r.txt', text).quotes;
    expect(quotes).toMatchObject([
      { persona: 'skeptic', side: 1, verdict: 'skip', origin: { persona: 'stated', verdict: 'stated' } },
      { persona: 'builder', side: 0, verdict: 'ship', origin: { persona: 'stated', verdict: 'stated' } },
    ]);
  });

  it('adds the line with the document’s line ending', () => {
    const quote = outlineReviewFile('r.txt', REVIEW).quotes[0];
    expect(attributionEdit(quote, { verdict: 'ship' }, lineLength(REVIEW), '\r\n')).toEqual({ line: 4, column: 29, endColumn: 29, text: '\r\n— ship' });
  });
});

describe('renderQuoteHoverMarkdown', () => {
  it('marks each label as stated or inferred and says why for the inferred ones', () => {
    const [builder, skeptic] = outlineReviewFile('r.txt', REVIEW).quotes;
    const hover = renderQuoteHoverMarkdown(builder, { attributeCommand: { id: 'verdicts.attributeQuote', args: ['file:///r.txt', 3] } });
    expect(hover).toContain('**The Builder** *(inferred)* · **Aurora** *(inferred)* · **Ship** *(inferred)*');
    expect(hover).toContain('*Call:* from the sentence “Aurora Sync 4 earns a ship\\.”');
    expect(hover).toMatch(/\*Persona:\* its phrases and words score The Builder \d/);
    expect(hover).toMatch(/\[State a label…\]\(command:verdicts\.attributeQuote\?/);
    const stated = renderQuoteHoverMarkdown(skeptic);
    expect(stated).toContain('**The Skeptic** *(stated)*');
    expect(stated).not.toContain('*Persona:*');
  });

  it('says when a quote was seated as another persona than the one it scores best for', () => {
    const body = 'Packed, loaded and adjusted the Alpha for a week on a ridge, tweaking the straps. Compared with its rivals the Alpha fails where the forums warn: the hip belt slipped, the lid zip jammed twice and the warranty claim dragged on. The frame held.';
    const text = `Alpha Pack vs Beta Pack\n\n“${body} Mine went back for a refund.”\n\n“${body} I kept mine all the same.”\n`;
    const [returned, kept] = outlineReviewFile('p.txt', text).quotes;
    expect([returned.persona, kept.persona]).toEqual(['skeptic', 'builder']);
    expect(renderQuoteHoverMarkdown(kept)).toMatch(/\*Persona:\* its phrases and words score The Skeptic [\d.]+, The Builder [\d.]+.*; seated as The Builder with the file’s other quotes, as each persona reviews a product once/);
    expect(renderQuoteHoverMarkdown(returned)).not.toContain('seated as');
  });

  it('keeps hostile names and sentences inert: no link but ours, no HTML', () => {
    const hostile = [
      '<img src=x onerror=alert(1)> [x](command:workbench.action.closeWindow) vs Evil\u202Egnp.exe $(alert)',
      '',
      '“<img src=x onerror=alert(1)> is a ship. [run](command:workbench.action.closeWindow) earns a ship. <script>alert(1)</script>”',
      '— on <img src=x onerror=alert(1)> [x](command:workbench.action.closeWindow)',
      '',
    ].join('\n');
    const [quote] = outlineReviewFile('h.txt', hostile).quotes;
    const markdown = renderQuoteHoverMarkdown(quote, { attributeCommand: { id: 'verdicts.attributeQuote', args: ['file:///h.txt', 3] } });
    const targets = markdownLinkTargets(markdown, (text) => permissive.render(text));
    expect(targets.length).toBe(1);
    expect(targets[0]).toMatch(/^command:verdicts\.attributeQuote\?/);
    expect(permissive.render(markdown)).not.toMatch(/<(img|script)\b/);
    expect(markdown).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
