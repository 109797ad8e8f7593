import { describe, expect, it } from 'vitest';
import { normalizedQuote, productKey, reviewHash, slugify } from '../../src/core/catalog/identity';

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

/** The definitions, as the catalog has always spelled them. */
function definedSlug(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/g, '');
}

function definedKey(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

describe('product slugs and keys', () => {
  it('are their definitions for any name, ASCII (the quick path) or not', () => {
    const pieces = ['Acme', 'sync', 'X', '9', '1.9', ' ', '  ', '-', '--', '_', '.', '/', '\t', '+', 'é', 'e\u0301', 'Å', '\u212b', 'ß', 'ﬁ', '数', '’', '\u00a0', 'Z'.repeat(30), 'a-'.repeat(31)];
    let seed = 11;
    const random = () => (seed = (Math.imul(seed, 48271) >>> 0) % 2147483647) / 2147483647;
    for (let n = 0; n < 3000; n++) {
      const name = Array.from({ length: 1 + Math.floor(random() * 8) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(slugify(name), JSON.stringify(name)).toBe(definedSlug(name));
      expect(productKey(name), JSON.stringify(name)).toBe(definedKey(name));
    }
    expect(slugify('--Acme  Sync 2.0--')).toBe('acme-sync-2-0');
    expect(slugify(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });
});
