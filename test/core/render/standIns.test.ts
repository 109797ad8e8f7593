import { describe, expect, it } from 'vitest';
import { renderInlineMarkdown } from '../../../src/core/render';
import { decodeHTML } from '../../../src/core/render/htmlEntities';
import punycode from '../../../src/core/render/punycode';

/**
 * The small modules the bundles (and these tests, see vitest.config.mjs) use in place of markdown-it's
 * `entities` and `punycode.js` dependencies: the same output for what reviews contain, nothing less safe.
 */
describe('markdown-it stand-ins', () => {
  it('decodes the HTML 4 names as HTML5 does, and leaves other names as text', () => {
    expect(decodeHTML('&amp;')).toBe('&');
    expect(decodeHTML('&mdash;&hellip;&eacute;&Omega;&sigmaf;&rArr;&euro;&nbsp;')).toBe('—…éΩς⇒€\u00a0');
    expect(decodeHTML('&frac12; &lang;')).toBe('½ ⟨');
    expect(decodeHTML('&NotARealName;')).toBe('&NotARealName;');
    expect(decodeHTML('&amp')).toBe('&amp');
  });

  it('is what markdown-it renders with: decoded text is escaped, unknown names and direction marks stay text', () => {
    expect(renderInlineMarkdown('&lt;script&gt; &mdash; &frac12;')).toBe('&lt;script&gt; — ½');
    expect(renderInlineMarkdown('a &zwj;&rlm; b &hearts;')).toBe('a &amp;zwj;&amp;rlm; b ♥');
    expect(renderInlineMarkdown('&#106;avascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('puts non-ASCII host names in links in ASCII, and leaves the rest as written', () => {
    expect(punycode.toASCII('bücher.de')).toBe('xn--bcher-kva.de');
    expect(punycode.toASCII('Example.COM')).toBe('Example.COM');
    expect(punycode.toUnicode('xn--bcher-kva.de')).toBe('xn--bcher-kva.de');
    expect(renderInlineMarkdown('[shop](https://bücher.de/café)')).toBe('<a href="https://xn--bcher-kva.de/caf%C3%A9">shop</a>');
  });
});
