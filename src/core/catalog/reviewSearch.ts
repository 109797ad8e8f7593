import type { Review } from '../model';
import { personaById } from '../understand/personas';
import type { CatalogView } from './catalogView';
import { StoredReview, packText } from './storedReview';

const VERDICT_WORDS: Record<Review['verdict'], string> = { ship: 'ship', skip: 'skip', none: 'no call' };

/**
 * Reviews that contain every word of the query, in any case, in their product's name, their persona, their
 * verdict or their text: in catalog order, at most `limit`. Searches the texts as they are (no lower-cased copy
 * of 50 MB of reviews), and stops at `limit`, so a common word costs little even in a large catalog.
 */
export function searchReviews(view: CatalogView, query: string, limit: number): Review[] {
  return findReviews(view, query, limit).reviews;
}

export interface ReviewMatches {
  /** The first matches, in catalog order. */
  reviews: Review[];
  /** True when the search stopped at its limit: there are more matches than `reviews`. */
  capped: boolean;
  /**
   * How many reviews match: exact when not capped; when capped, estimated from how far into the catalog the
   * limit was reached (the search does not read the rest), rounded to two significant digits.
   */
  about: number;
}

/** `searchReviews`, saying also whether it stopped at `limit` and about how many reviews match in all. */
export function findReviews(view: CatalogView, query: string, limit: number): ReviewMatches {
  const parts = query.trim().split(/\s+/).filter(Boolean);
  const words = parts.map((word) => wordPattern(word));
  // The same words over the catalog's packed texts (storedReview.ts): no text is unpacked to be searched.
  const packedWords = parts.map((word) => {
    const packed = packText(word);
    return packed === null ? null : wordPattern(packed);
  });
  const all = view.catalog.reviews;
  const found: Review[] = [];
  let read = 0;
  for (; read < all.length; read++) {
    const review = all[read];
    const product = review.product ? (view.product(review.product)?.name ?? '') : '';
    const persona = personaById(review.persona).name;
    const verdict = VERDICT_WORDS[review.verdict];
    if (!words.every((word, w) => word.test(product) || word.test(persona) || word.test(verdict) || (review instanceof StoredReview ? review.textMatches(word, packedWords[w]) : word.test(review.text)))) continue;
    if (found.length === limit) return { reviews: found, capped: true, about: roughly(((limit + 1) * all.length) / (read + 1)) };
    found.push(review);
  }
  return { reviews: found, capped: false, about: found.length };
}

function wordPattern(word: string): RegExp {
  return new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

/** 1,234 → 1,200: an estimate shown with no more digits than it has. */
function roughly(count: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(count)) - 1);
  return Math.round(count / step) * step;
}

/** One line of the text around the first place a word of the query occurs (the start when none does). */
export function excerptFor(text: string, query: string, width = 120): string {
  const flat = text.replace(/\s+/g, ' ');
  const lower = flat.toLowerCase();
  const at = query.trim().split(/\s+/).filter(Boolean).map((word) => lower.indexOf(word.toLowerCase())).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, Math.min(at - Math.floor(width / 3), flat.length - width));
  const end = Math.min(flat.length, start + width);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}
