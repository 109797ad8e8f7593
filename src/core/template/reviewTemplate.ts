import { parseReviewFile } from '../parse/parseReviewFile';
import { PERSONAS } from '../understand/personas';

/**
 * A new review file: the title line and one placeholder quote per persona, each attributed to its persona.
 * Placeholders are not reviews, so an untouched template adds no reviews and no products to the catalog.
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

/**
 * The placeholder left where a review goes. A quote that holds only this (or "...") is a placeholder, not a
 * review: the parser skips it, so an untouched new file adds nothing to the catalog.
 */
export const TEMPLATE_PLACEHOLDER = '…';

/** The personas the template offers a quote to, in order; the names are the attribution grammar's. */
const TEMPLATE_PERSONAS = PERSONAS.filter((persona) => persona.id !== 'unknown').map((persona) => persona.name);

/**
 * The text of a new review file for "a vs b", with `eol` line endings: the title, then one placeholder quote
 * per persona, each with an attribution line naming the persona. Nothing in it is phrasing to copy, and it
 * contributes no review (and so no product) until a placeholder is replaced by a review.
 */
export function reviewTemplate(a: string, b: string, eol: '\n' | '\r\n' = '\n'): string {
  const lines = [`${a.trim()} vs ${b.trim()}`, ''];
  for (const persona of TEMPLATE_PERSONAS) lines.push(`“${TEMPLATE_PLACEHOLDER}”`, `— ${persona}`, '');
  return lines.join(eol);
}

/**
 * The body of the template (everything after the title line) as an editor snippet: a tab stop on each
 * quote's placeholder and on each attribution, so Tab walks from one quote to its attribution to the next.
 */
export function reviewTemplateSnippet(eol: '\n' | '\r\n' = '\n'): string {
  const lines = ['', ''];
  TEMPLATE_PERSONAS.forEach((persona, i) => lines.push(`“\${${2 * i + 1}:${TEMPLATE_PLACEHOLDER}}”`, `— \${${2 * i + 2}:${escapeSnippet(persona)}}`, ''));
  lines[lines.length - 1] = '$0';
  return lines.join(eol);
}

function escapeSnippet(text: string): string {
  return text.replace(/[$}\\]/gu, (c) => `\\${c}`);
}
