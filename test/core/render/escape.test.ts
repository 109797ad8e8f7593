import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMarkdown, escapeMarkdownProse, stripBidiControls } from '../../../src/core/render';

describe('escapeHtml', () => {
  it('escapes markup and attribute delimiters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;\`</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&#96;&lt;/a&gt;',
    );
  });

  it('drops bidi embedding, override and isolate controls', () => {
    expect(escapeHtml('ship\u202Epiks\u202C \u2066x\u2069')).toBe('shippiks x');
    expect(stripBidiControls('a\u200Fb')).toBe('a\u200Fb'); // RLM is harmless and stays
  });
});

describe('escapeMarkdown (strict, for hovers)', () => {
  it('escapes every ASCII punctuation character', () => {
    expect(escapeMarkdown('[x](command:evil) *a* `b` <i> &amp; www.x.com a@b.c $(zap) :smile:')).toBe(
      '\\[x\\]\\(command\\:evil\\) \\*a\\* \\`b\\` \\<i\\> \\&amp\\; www\\.x\\.com a\\@b\\.c \\$\\(zap\\) \\:smile\\:',
    );
  });

  it('keeps the text on one line', () => {
    expect(escapeMarkdown('one\n\n# two\r\nthree')).toBe('one \\# two three');
  });
});

describe('escapeMarkdownProse (readable, for documents)', () => {
  it('escapes markup but leaves ordinary punctuation', () => {
    expect(escapeMarkdownProse('Llama 3.3: it *works* [here](x) | `code` <b> &amp; $5')).toBe(
      'Llama 3.3: it \\*works\\* \\[here\\](x) \\| \\`code\\` &lt;b\\> \\&amp; \\$5',
    );
  });

  it('writes < as an entity: an autolink before it may swallow a backslash, never an entity', () => {
    expect(escapeMarkdownProse('http://x.y/<iframe src=x>')).toBe('http://x.y/&lt;iframe src=x\\>');
    expect(escapeMarkdownProse('&lt; stays text')).toBe('\\&lt; stays text');
  });

  it('escapes a block marker at the start', () => {
    expect(escapeMarkdownProse('# heading')).toBe('\\# heading');
    expect(escapeMarkdownProse('- item')).toBe('\\- item');
    expect(escapeMarkdownProse('12. item')).toBe('12\\. item');
    expect(escapeMarkdownProse('> quote')).toBe('\\> quote');
  });
});
