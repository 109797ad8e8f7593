import type { PersonaId, Problem, Verdict } from '../model';
import { PERSONAS } from '../understand/personas';

/**
 * The optional attribution of a quote, the way quotes are attributed in writing:
 *
 *   “…the quote…” — The Skeptic, on Cursor: skip
 *
 * or on the line right after the quote's closing mark. Grammar (case-insensitive, spaces free):
 *
 *   attribution := dash ( call | [persona] [[","] "on" product] [":" call] )
 *   dash        := "—" | "―" | "–" | "--"
 *   persona     := a persona's name ("The Skeptic", "Skeptic") or id ("skeptic")
 *   product     := a side of the title, or one of its short forms
 *   call        := "ship" | "skip" | "no call"
 *
 * Every part is optional, but an attribution states at least one. What it states wins over inference.
 */

export interface StatedLabels {
  persona?: PersonaId;
  /** The product as written; the file's title decides which side it names (see `resolveStatedProduct`). */
  product?: string;
  verdict?: Verdict;
  /** Where the attribution stands: its line, the column of its dash and the column after its last character. */
  line: number;
  column: number;
  endColumn: number;
  /** Where the product is written, so a problem about it can point at it. */
  productColumn?: number;
  /** The persona and the call as written, known or not: an edit to another part writes them back unchanged. */
  personaText?: string;
  callText?: string;
}

/** The call words, as data: what may follow the colon, and what it means. */
const CALL_WORDS: ReadonlyArray<readonly [string, Verdict]> = [
  ['ship', 'ship'],
  ['skip', 'skip'],
  ['no call', 'none'],
];

/** How each call is written back into a file. */
export const CALL_WORD: Record<Verdict, string> = { ship: 'ship', skip: 'skip', none: 'no call' };

const DASH = /^(?:--|—|―|–)/u;
const QUOTE_MARKS = new Set(['“', '”', '"', '„', '«', '»']);
const CLOSING_MARKS = new Set(['”', '"', '»', '“']);
const QUOTE_MARK_CODES = [...QUOTE_MARKS].map((mark) => mark.charCodeAt(0));

/** Whether a character code is one of QUOTE_MARKS: the scan for one runs over most lines of a file, so no string or set look-up per character. */
function isQuoteMark(c: number): boolean {
  return QUOTE_MARK_CODES.includes(c);
}
/** What may follow a quote's closing mark on its line: spaces, then the dash of an attribution. */
const DASH_AFTER_CLOSING = /^[ \t]*(--|—|―|–)/u;

/** Whether a (trimmed) line starts like an attribution line. */
export function startsWithDash(text: string): boolean {
  return DASH.test(text);
}

/**
 * Where an attribution begins on a quote's last line, after its closing mark: the index just after the
 * closing mark and the index of the dash. Undefined when the line has none. The last closing mark
 * followed by a dash counts, and only when no quote mark follows it (that would be more quote).
 */
export function findTrailingAttribution(text: string): { quoteEnd: number; dash: number } | undefined {
  // The line's last quote mark must be the closing one, a dash after it: one scan from the end.
  let i = text.length - 1;
  while (i >= 0 && !isQuoteMark(text.charCodeAt(i))) i--;
  if (i < 0 || !CLOSING_MARKS.has(text[i])) return undefined;
  const dash = DASH_AFTER_CLOSING.exec(text.slice(i + 1));
  return dash ? { quoteEnd: i + 1, dash: i + dash[0].length + 1 - dash[1].length } : undefined;
}

/**
 * `findTrailingAttribution` for a quote in single marks (‘…’ or '…'), whose closing mark is also the apostrophe: the
 * last such mark on the line followed by a dash, unless the line ends with one (then the quote closes there, and a
 * dash inside it is prose). A mark in the attribution ("on Joe’s") is passed over: no dash follows it.
 */
export function findSingleQuoteAttribution(text: string): { quoteEnd: number; dash: number } | undefined {
  const trimmed = text.trimEnd();
  if (trimmed.endsWith('’') || trimmed.endsWith("'")) return undefined;
  for (let i = trimmed.length - 1; i >= 0; i--) {
    if (text[i] !== '’' && text[i] !== "'") continue;
    const dash = DASH_AFTER_CLOSING.exec(text.slice(i + 1));
    if (dash) return { quoteEnd: i + 1, dash: i + dash[0].length + 1 - dash[1].length };
  }
  return undefined;
}

function normalize(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** Each persona's accepted spellings: its name, its name without "The", its id. */
const PERSONA_SPELLINGS: ReadonlyArray<readonly [string, PersonaId]> = PERSONAS.filter((p) => p.id !== 'unknown').flatMap((p) => {
  const name = normalize(p.name);
  return [name, name.replace(/^the /u, ''), p.id].map((spelling) => [spelling, p.id] as const);
});
const PERSONA_NAMES = PERSONAS.filter((p) => p.id !== 'unknown').map((p) => p.name);

export function personaFromName(written: string): PersonaId | undefined {
  const key = normalize(written);
  return PERSONA_SPELLINGS.find(([spelling]) => spelling === key)?.[1];
}

function callFromWord(written: string): Verdict | undefined {
  const key = normalize(written).replace(/[-_]/gu, ' ').replace(/[.!]+$/u, '');
  return CALL_WORDS.find(([word]) => word === key)?.[1];
}

/**
 * Parses one attribution. `text` is the line's text, `dash` the index of its dash. Problems (an unknown
 * persona or call, an attribution that states nothing) are positioned and carry suggestions.
 */
export function parseAttribution(file: string, line: number, text: string, dash: number, problems: Problem[]): StatedLabels {
  const end = text.trimEnd().length;
  const stated: StatedLabels = { line, column: dash + 1, endColumn: end + 1 };
  const dashLength = text.startsWith('--', dash) ? 2 : 1;
  let start = dash + dashLength;
  while (start < end && /\s/u.test(text[start])) start++;
  const body = text.slice(start, end);
  const at = (offset: number) => start + offset + 1;
  if (!body) {
    problems.push(positioned(file, line, dash + 1, 'empty-attribution',
      'This attribution names nothing: write a persona, “on” and a product, and/or a call, e.g. “— The Skeptic, on Product: skip”.'));
    return stated;
  }
  const whole = callFromWord(body);
  if (whole) {
    stated.verdict = whole;
    stated.callText = body;
    return stated;
  }
  let head = body;
  const colon = body.lastIndexOf(':');
  if (colon >= 0) {
    const written = body.slice(colon + 1).trim();
    const offset = colon + 1 + (body.slice(colon + 1).length - body.slice(colon + 1).trimStart().length);
    const verdict = written ? callFromWord(written) : undefined;
    if (written) stated.callText = written;
    if (verdict) stated.verdict = verdict;
    else {
      const suggestions = closestNames(written, CALL_WORDS.map(([word]) => word));
      problems.push({
        ...positioned(file, line, at(written ? offset : colon), 'unknown-call',
          `“${clip(written)}” is not a call: after the colon write ship, skip or no call.${didYouMean(suggestions)}`),
        suggestions,
      });
    }
    head = body.slice(0, colon);
  }
  // "on" as a word, at the start or after a comma or a space: what follows is the product.
  const on = /(?:^|[\s,])on(?:\s+|$)/i.exec(head);
  const personaPart = on ? head.slice(0, on.index).replace(/[\s,]+$/u, '') : head.trimEnd();
  if (on) {
    const productOffset = on.index + on[0].length;
    const product = head.slice(productOffset).trim();
    if (product) {
      stated.product = product;
      stated.productColumn = at(productOffset);
    } else {
      problems.push(positioned(file, line, at(on.index), 'missing-product', 'This attribution says “on” but names no product after it.'));
    }
  }
  if (personaPart) {
    stated.personaText = personaPart;
    const persona = personaFromName(personaPart);
    if (persona) stated.persona = persona;
    else {
      const suggestions = closestNames(personaPart, PERSONA_NAMES);
      problems.push({
        ...positioned(file, line, at(0), 'unknown-persona',
          `“${clip(personaPart)}” is not a persona: write ${PERSONA_NAMES.join(', ')} (or the name without “The”).${didYouMean(suggestions)}`),
        suggestions,
      });
    }
  }
  return stated;
}

/**
 * Which side of the title a stated product names: the side whose name or short form it spells (case and
 * spaces aside). `names` holds each side's name first, then its short forms. Unknown or ambiguous names
 * come back with the closest valid names.
 */
export function resolveStatedProduct(written: string, names: readonly [readonly string[], readonly string[]]): { side: 0 | 1 } | { side: null; suggestions: string[]; ambiguous: boolean } {
  const key = normalize(written);
  const matches = ([0, 1] as const).filter((side) => names[side].some((name) => normalize(name) === key));
  if (matches.length === 1) return { side: matches[0] };
  const all = [...new Set([...names[0], ...names[1]])];
  return { side: null, suggestions: matches.length ? [names[0][0], names[1][0]] : closestNames(written, all), ambiguous: matches.length > 1 };
}

/** The problem for a stated product that names neither side (or both). */
export function unknownProductProblem(file: string, stated: StatedLabels, sides: readonly [string, string], suggestions: string[], ambiguous: boolean): Problem {
  const message = ambiguous
    ? `“${clip(stated.product ?? '')}” names both “${sides[0]}” and “${sides[1]}”: write the product's full name.`
    : `“${clip(stated.product ?? '')}” is neither “${sides[0]}” nor “${sides[1]}”: write one of them or its short form.${didYouMean(suggestions)}`;
  return { ...positioned(file, stated.line, stated.productColumn ?? stated.column, ambiguous ? 'ambiguous-product' : 'unknown-product', message), suggestions };
}

/** The attribution line for these labels, e.g. `— The Skeptic, on Cursor: skip`; empty when none is given. */
export function formatAttribution(labels: { persona?: PersonaId; product?: string; verdict?: Verdict }): string {
  const persona = labels.persona && labels.persona !== 'unknown' ? PERSONAS.find((p) => p.id === labels.persona)?.name : undefined;
  return writeAttribution({ persona, product: labels.product, call: labels.verdict ? CALL_WORD[labels.verdict] : undefined });
}

/** The attribution line for parts given as they are to be written (known names or not). */
export function writeAttribution(parts: { persona?: string; product?: string; call?: string }): string {
  const who = [parts.persona, parts.product ? `on ${parts.product}` : undefined].filter(Boolean).join(', ');
  if (!who && !parts.call) return '';
  return `— ${who}${who && parts.call ? ': ' : ''}${parts.call ?? ''}`;
}

/**
 * The valid names closest to what was written, by edit distance (case aside): those within a third of the
 * longer length (at least 2 edits), best first, at most three.
 */
export function closestNames(written: string, valid: readonly string[]): string[] {
  const key = normalize(written);
  return valid
    .map((name) => {
      const candidate = normalize(name);
      const bare = candidate.replace(/^the /u, '');
      const distance = Math.min(editDistance(key, candidate), editDistance(key.replace(/^the /u, ''), bare));
      return { name, distance, limit: Math.max(2, Math.floor(Math.max(key.length, candidate.length) / 3)) };
    })
    .filter(({ distance, limit }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ name }) => name);
}

/** Levenshtein distance, two rows. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

function didYouMean(suggestions: readonly string[]): string {
  return suggestions.length ? ` Did you mean ${suggestions.map((s) => `“${s}”`).join(' or ')}?` : '';
}

function positioned(file: string, line: number, column: number, code: string, message: string): Problem {
  return { file, line, column, severity: 'warning', code, message };
}

function clip(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
