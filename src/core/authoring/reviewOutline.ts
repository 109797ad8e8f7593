import type { PersonaId, Problem, Verdict } from '../model';
import { CALL_WORD, resolveStatedProduct, writeAttribution } from '../parse/attribution';
import { personaById } from '../understand/personas';
import type { QuoteEvidence } from './quoteEvidence';

/**
 * One review file as its author sees it in the editor: the title, then each quote with its labels, where
 * each label came from (stated in an attribution line, or inferred), and why. Plain data: the editor
 * adapters (symbols, folding, inline labels, hovers, code actions) read it and compute nothing themselves.
 */

export type LabelOrigin = 'stated' | 'inferred';
export type LabelKind = 'persona' | 'product' | 'verdict';

export interface QuoteOutline {
  /** 1-based lines: where the quote starts and ends; its attribution, when it has one, may end one line later. */
  line: number;
  column: number;
  endLine: number;
  attribution?: { line: number; column: number; endColumn: number };
  persona: PersonaId;
  /** The side the quote reviews, and that side's short name; null when unattributed. */
  side: 0 | 1 | null;
  product: string | null;
  verdict: Verdict;
  origin: Record<LabelKind, LabelOrigin>;
  /** The attribution's parts as written (known names or not), so an edit to one part keeps the others. */
  written: { persona?: string; product?: string; call?: string };
  evidence: QuoteEvidence;
}

export interface ReviewOutline {
  title: { line: number; text: string; sides: [string, string] } | null;
  /** The names a stated product may use, per side: the title's name first, then its short forms. */
  names: [string[], string[]] | null;
  quotes: QuoteOutline[];
  problems: Problem[];
}

/** The shortest of a side's names that names it alone: what an attribution written for it says. */
export function shortestName(side: 0 | 1, names: readonly [readonly string[], readonly string[]]): string {
  const unique = names[side].filter((name) => resolveStatedProduct(name, names).side === side);
  return [...unique].sort((a, b) => a.length - b.length)[0] ?? names[side][0];
}

/** "The Skeptic on Cursor — Ship": a quote's name in the Outline, breadcrumbs and Go to Symbol. */
export function quoteSymbolName(quote: QuoteOutline): string {
  const persona = personaById(quote.persona).name;
  const verdict = quote.verdict === 'none' ? 'No call' : quote.verdict === 'ship' ? 'Ship' : 'Skip';
  return `${persona}${quote.product ? ` on ${quote.product}` : ''} — ${verdict}`;
}

/** The quote whose lines (attribution included) hold `line`, if any. */
export function quoteAtLine(outline: ReviewOutline, line: number): QuoteOutline | undefined {
  return outline.quotes.find((quote) => line >= quote.line && line <= Math.max(quote.endLine, quote.attribution?.line ?? 0));
}

export interface TextEdit {
  /** 1-based line; columns 1-based, end exclusive. An insertion has equal columns. */
  line: number;
  column: number;
  endColumn: number;
  text: string;
}

/**
 * The edit that states one more label on a quote: it rewrites the quote's attribution with the new label
 * (keeping what it already states), or adds an attribution line after the quote. `eol` is the document's.
 */
export function attributionEdit(
  quote: QuoteOutline,
  label: { persona?: PersonaId; product?: string; verdict?: Verdict },
  lineLength: (line: number) => number,
  eol: string,
): TextEdit {
  const parts = { ...quote.written };
  if (label.persona) parts.persona = personaById(label.persona).name;
  if (label.product) parts.product = label.product;
  if (label.verdict) parts.call = CALL_WORD[label.verdict];
  const text = writeAttribution(parts);
  if (quote.attribution) return { line: quote.attribution.line, column: quote.attribution.column, endColumn: quote.attribution.endColumn, text };
  const end = lineLength(quote.endLine) + 1;
  return { line: quote.endLine, column: end, endColumn: end, text: `${eol}${text}` };
}

/** The labels a quote shows inline: those inferred, as the reader would write them. Stated ones are in the file already. */
export function inferredLabels(quote: QuoteOutline): { kind: LabelKind; text: string }[] {
  const labels: { kind: LabelKind; text: string }[] = [];
  if (quote.origin.persona === 'inferred') labels.push({ kind: 'persona', text: personaById(quote.persona).name });
  if (quote.origin.product === 'inferred') labels.push({ kind: 'product', text: quote.product ?? 'unattributed' });
  if (quote.origin.verdict === 'inferred') labels.push({ kind: 'verdict', text: CALL_WORD[quote.verdict] });
  return labels;
}
