/** How products, matchups and reviews are identified: stable ids from names and text. */
import { isSpace } from '../understand/text';

/** White space that `replace(/\s+/g, ' ').trim()` would change. */
const IRREGULAR_SPACE = /[^\S ]| {2}|^ | $/;

/** Two titles name the same product when their names differ only in case and white space. */
export function productKey(name: string): string {
  // ASCII is NFC as it stands: no call into the normalizer for the usual name.
  const nfc = isAscii(name) ? name : name.normalize('NFC');
  return (IRREGULAR_SPACE.test(nfc) ? nfc.replace(/\s+/g, ' ').trim() : nfc).toLowerCase();
}

/**
 * Identical quote text (up to white space) for the same product is one review: this is the text as
 * that identity compares it, NFC with white space collapsed. Usually the text itself, unchanged.
 */
export function normalizedQuote(text: string): string {
  const nfc = text.normalize('NFC');
  return IRREGULAR_SPACE.test(nfc) ? nfc.replace(/\s+/g, ' ').trim() : nfc;
}

/** A product's id before it is made unique: its name in lower-case letters and digits, other runs as one '-', at most 60 long. */
export function slugify(name: string): string {
  if (isAscii(name)) return asciiSlug(name);
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/** `slugify` of ASCII (which NFKD leaves as it is), in one pass: every product of a catalog is named through it. */
function asciiSlug(name: string): string {
  const codes: number[] = [];
  let dash = false;
  for (let i = 0; i < name.length && codes.length < 60; i++) {
    let c = name.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (dash && codes.length > 0) codes.push(45);
      dash = false;
      codes.push(c);
    } else dash = true;
  }
  // Cut at 60 (a dash may have just been pushed past it), then no dash at the end.
  let length = Math.min(codes.length, 60);
  while (length > 0 && codes[length - 1] === 45) length--;
  return String.fromCharCode(...(length === codes.length ? codes : codes.slice(0, length)));
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/**
 * A review's identity hash: FNV-1a, 32 bits, over `productId NUL normalizedQuote(text)`, computed in
 * one pass without building either string. Shown in base 36 in review ids: short and stable across
 * runs and hosts.
 */
export function reviewHash(productId: string | null, text: string): number {
  return quoteHash(reviewSeed(productId), text);
}

/**
 * The hash's state after `productId NUL`: the identity hash of a quote depends on its product through this
 * number alone, so a hash kept with its seed stays right while the product's seed is the same.
 */
export function reviewSeed(productId: string | null): number {
  let hash = 0x811c9dc5;
  if (productId !== null) {
    for (let i = 0; i < productId.length; i++) hash = Math.imul(hash ^ productId.charCodeAt(i), 0x01000193);
  }
  return Math.imul(hash, 0x01000193) >>> 0; // the NUL separator: hash ^ 0 is hash
}

/** `reviewHash` from its product's seed (`reviewSeed`). */
export function quoteHash(seed: number, text: string): number {
  let hash = seed | 0;
  // One pass for the usual text: already NFC (every character NFC-stable) and no white space to trim or collapse.
  // The first character that is neither starts over on the normalized text (either way: both give the same hash).
  // Printable ASCII, the most of any text, takes one comparison pair; a space looks back, not ahead.
  const before = hash;
  const last = text.length - 1;
  let previous = 32; // as if a space came first: a leading space is one to trim
  for (let i = 0; i <= last; i++) {
    const c = text.charCodeAt(i);
    if (c <= 32 || c >= 0x7f) {
      if (c === 32) {
        if (previous === 32) return collapsedHash(before, text.normalize('NFC'));
      } else if (c < 32 ? c >= 9 && c <= 13 : c === 0xa0) {
        return collapsedHash(before, text.normalize('NFC'));
      } else if (c >= 0x300 && !(c >= 0x2010 && c <= 0x205e && c !== 0x2028 && c !== 0x2029 && c !== 0x202f)) {
        return slowHash(before, text.normalize('NFC'));
      }
    }
    hash = Math.imul(hash ^ c, 0x01000193);
    previous = c;
  }
  // A trailing space.
  if (previous === 32 && last >= 0) return collapsedHash(before, text.normalize('NFC'));
  return hash >>> 0;
}

/**
 * Characters below U+0300 and the punctuation U+2010–U+205E (dashes, quotation marks, ellipsis) are NFC as they
 * stand and never compose with a neighbour: text made only of them needs no normalizing.
 */
function slowHash(hash: number, nfc: string): number {
  const before = hash;
  const last = nfc.length - 1;
  for (let i = 0; i <= last; i++) {
    const c = nfc.charCodeAt(i);
    if (c === 32 ? i === 0 || i === last || nfc.charCodeAt(i + 1) === 32 : c < 33 ? c >= 9 && c <= 13 : c >= 0xa0 && isSpace(c)) {
      return collapsedHash(before, nfc);
    }
    hash = Math.imul(hash ^ c, 0x01000193);
  }
  return hash >>> 0;
}

/** The hash of text with white space trimmed and each run of it hashed as one space. */
function collapsedHash(hash: number, nfc: string): number {
  let start = 0;
  let end = nfc.length;
  while (start < end && isSpace(nfc.charCodeAt(start))) start++;
  while (end > start && isSpace(nfc.charCodeAt(end - 1))) end--;
  let space = false;
  for (let i = start; i < end; i++) {
    const c = nfc.charCodeAt(i);
    if (isSpace(c)) {
      space = true;
      continue;
    }
    if (space) {
      hash = Math.imul(hash ^ 32, 0x01000193);
      space = false;
    }
    hash = Math.imul(hash ^ c, 0x01000193);
  }
  return hash >>> 0;
}

/** A product's id before it is made unique, from the name as a title writes it. */
export function productIdBase(name: string): string {
  return slugify(name) || 'product';
}

/** A matchup's id before it is made unique, from its products' ids. */
export function matchupIdBase(a: string, b: string): string {
  return [a, b].join('--vs--');
}

/** A matchup's title, from its products' names. */
export function matchupTitle(a: string, b: string): string {
  return `${a} vs ${b}`;
}

/**
 * A review's id: `product/persona/hash` (base 36), and `-N` after the hash for the Nth review of the same product and
 * persona with that hash (`same`: how many came before it). join() builds one flat string; a template literal would
 * keep a tree of string pieces per id.
 */
export function reviewId(productId: string | null, persona: string, hash: number, same: number): string {
  const base36 = (hash >>> 0).toString(36);
  return [productId ?? 'unattributed', persona, same ? `${base36}-${same + 1}` : base36].join('/');
}

/** `base` made unique by a number (`-2`, `-3`, …; 0: `base` itself). */
export function numberedId(base: string, n: number): string {
  return n ? `${base}-${n}` : base;
}

/** The number that made `id` unique over `base` (0: none), or -1 when `id` is not `base`, numbered or not. */
export function idNumber(id: string, base: string): number {
  if (id === base) return 0;
  if (id.length <= base.length + 1 || !id.startsWith(base) || id.charCodeAt(base.length) !== 45) return -1;
  const digits = id.slice(base.length + 1);
  const n = Number(digits);
  return /^[1-9][0-9]{0,8}$/.test(digits) && n >= 2 ? n : -1;
}
