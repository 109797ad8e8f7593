import { parseReviewFile } from '../parse/parseReviewFile';

/**
 * A new review file: the title line and one example quote per persona. Each example opens the way that
 * persona's reviews do, so the file reads as valid from the start and shows the format by example; none of
 * them makes a call yet, so an untouched template adds no verdicts to the catalog.
 */

/** Why a product name cannot be a side of a title line; the adapter turns these into messages. */
export type ProductNameProblem = 'empty' | 'too-long' | 'line-break' | 'quote' | 'contains-vs' | 'same-as-other';

const MAX_NAME_LENGTH = 80;
const QUOTE_MARKS = /["“”„«»]/u;

/** Whether `name` can stand on one side of "A vs B"; `other` is the name already given for the other side. */
export function checkProductName(name: string, other?: string): ProductNameProblem | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'empty';
  if (/[\r\n]/u.test(name)) return 'line-break';
  if (trimmed.length > MAX_NAME_LENGTH) return 'too-long';
  if (QUOTE_MARKS.test(trimmed)) return 'quote';
  if (other !== undefined && sameName(trimmed, other)) return 'same-as-other';
  // The parser decides where "A vs B" splits; a name it would split differently cannot be a side.
  const otherSide = other?.trim() || (sameName(trimmed, 'Other') ? 'Another' : 'Other');
  const sides = parseReviewFile('', `${trimmed} vs ${otherSide}`).title?.sides;
  if (!sides || sides[0] !== trimmed || sides[1] !== otherSide) return 'contains-vs';
  return undefined;
}

function sameName(a: string, b: string): boolean {
  const key = (name: string) => name.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
  return key(a) === key(b);
}

/** `Product A` + `Product B` → `product-a-vs-product-b.txt`; letters of any script are kept. */
export function reviewFileName(a: string, b: string): string {
  return `${fileSlug(a)}-vs-${fileSlug(b)}.txt`;
}

function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 40)
    .replace(/-+$/u, '');
  return slug || 'product';
}

/** The placeholder the examples leave for the reviewer's own words; the editor selects the first one. */
export const TEMPLATE_PLACEHOLDER = '…';

/** The text of a new review file for "a vs b", with `eol` line endings. */
export function reviewTemplate(a: string, b: string, eol: '\n' | '\r\n' = '\n'): string {
  const first = a.trim();
  const second = b.trim();
  const p = TEMPLATE_PLACEHOLDER;
  const lines = [
    `${first} vs ${second}`,
    '',
    `“The primitive here is ${p} — The Builder: what ${first} is built on, the DX bet, the moment of truth. Name the product in every review, and end with the call in a sentence of its own.”`,
    '',
    `“Direct competitors are ${p} — The Skeptic: where ${second} breaks, and what kills it in 12 months.”`,
    '',
    `“The thesis ${first} bets on is ${p} — The Strategist: the trend, early or on time, and the second-order effects.”`,
    '',
    `“The job-to-be-done is ${p} — The Product Lead: onboarding in ${second}, and its opinionated choice.”`,
    '',
    `“The buyer is ${p} — The Investor: the moat around ${first}, and the business risk.”`,
    '',
  ];
  return lines.join(eol);
}
