import { describe, expect, it } from 'vitest';
import { normalizedQuote, reviewHash } from '../../src/core/catalog/identity';

/** The definition: FNV-1a over `productId NUL normalizedQuote(text)`. */
function definedHash(productId: string | null, text: string): number {
  let hash = 0x811c9dc5;
  for (const c of `${productId ?? ''}\u0000${normalizedQuote(text)}`.split('')) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

describe('reviewHash', () => {
  it('is FNV-1a over the product id, NUL and the quote with its white space collapsed, for any white space', () => {
    const pieces = ['Ship', 'it', ' ', '  ', '\t', '\n', '\u00a0', '\u2009', '\u3000', '\ufeff', '\u0085', 'e\u0301', '\u0301', '’', '—', '…', 'é', '\u2000', '\u2028', '\u202f', '\u205f', '\u212b', 'x', '\u007f', '\u001c', '\u0001', '\u00e9', '\u02ff', '\u2010', '\u205e', '\u205f'];
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 48271) >>> 0) % 2147483647) / 2147483647;
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 12) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const product = random() < 0.2 ? null : 'acme-sync';
      expect(reviewHash(product, text), JSON.stringify(text)).toBe(definedHash(product, text));
    }
  });
});
