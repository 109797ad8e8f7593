/** How products, matchups and reviews are identified: stable ids from names and text. */

/** Two titles name the same product when their names differ only in case and white space. */
export function productKey(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

const IRREGULAR_SPACE = /[^\S ]| {2}|^ | $/;

/** Identical quote text (up to white space) for the same product is one review. */
export function reviewKey(productId: string | null, text: string): string {
  const nfc = text.normalize('NFC');
  return `${productId ?? ''}\u0000${IRREGULAR_SPACE.test(nfc) ? nfc.replace(/\s+/g, ' ').trim() : nfc}`;
}

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/** FNV-1a, 32 bits, base 36: short and stable across runs and hosts. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
