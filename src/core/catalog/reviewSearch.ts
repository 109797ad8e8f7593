import type { Review } from '../model';
import { personaById } from '../understand/personas';
import type { CatalogView } from './catalogView';

const VERDICT_WORDS: Record<Review['verdict'], string> = { ship: 'ship', skip: 'skip', none: 'no call' };

/**
 * Reviews that contain every word of the query, in any case, in their product's name, their persona, their
 * verdict or their text: in catalog order, at most `limit`. Searches the texts as they are (no lower-cased copy
 * of 50 MB of reviews), and stops at `limit`, so a common word costs little even in a large catalog.
 */
export function searchReviews(view: CatalogView, query: string, limit: number): Review[] {
  const words = query.trim().split(/\s+/).filter(Boolean).map((word) => new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
  const found: Review[] = [];
  for (const review of view.catalog.reviews) {
    if (found.length >= limit) break;
    const product = review.product ? (view.product(review.product)?.name ?? '') : '';
    const persona = personaById(review.persona).name;
    const verdict = VERDICT_WORDS[review.verdict];
    if (words.every((word) => word.test(product) || word.test(persona) || word.test(verdict) || word.test(review.text))) found.push(review);
  }
  return found;
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
