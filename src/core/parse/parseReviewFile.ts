import type { Problem, Severity } from '../model';
import { findSingleQuoteAttribution, findTrailingAttribution, parseAttribution, startsWithDash, type StatedLabels } from './attribution';

/**
 * Text → title + quotes + problems. The format:
 *
 *   Product A vs Product B
 *
 *   “First quote, possibly over several lines.”
 *
 *   “Second quote.”
 *   — The Skeptic, on Product B: skip
 *
 *   > A third quote, as a Markdown block quote
 *   > over two lines.
 *   > — The Builder
 *
 * A quote may be followed by an attribution (attribution.ts), on its closing line or the next one. A paragraph
 * that opens with `>` is a block quote: a quote whether or not it also has quote marks (`blockQuotes`). Single
 * marks (‘…’, as British English quotes) make a quote of a paragraph that opens with one (`singleQuoted`).
 * Curly or straight quotes, CRLF or LF, with or without a UTF-8 BOM. Never throws: whatever can be
 * kept is kept, and everything else becomes a problem with a line and column.
 */

export interface ParsedTitle {
  raw: string;
  /** The two sides as written; a missing side is an empty string (and an error). */
  sides: [string, string];
  line: number;
  /** 1-based columns where each side starts. */
  columns: [number, number];
}

export interface ParsedQuote {
  text: string;
  line: number;
  column: number;
  endLine: number;
  terminated: boolean;
  /** What the quote's attribution line states, when it has one; stated labels always win over inference. */
  stated?: StatedLabels;
}

export interface ParsedFile {
  file: string;
  /** A title with both sides, or null. */
  title: ParsedTitle | null;
  /** The sides a broken title still names (e.g. `SmolLM3 vs` names one). */
  partialSides: string[];
  quotes: ParsedQuote[];
  problems: Problem[];
}

/** Quote text that stands for a review still to be written. */
const PLACEHOLDERS = new Set(['…', '...']);
/** The longest placeholder: a longer quote is none, and is not hashed whole to find that out. */
const PLACEHOLDER_LENGTH = Math.max(...[...PLACEHOLDERS].map((p) => p.length));
const OPENING = new Set(['“', '"', '„', '«', '”']);
const CLOSING = new Set(['”', '"', '»', '“']);
/** A single closing mark is also the apostrophe: it closes a quote only in a paragraph that a single mark opened. */
const SINGLE_CLOSING = new Set(['’', "'"]);
const TITLE_SEPARATOR = /(?:^|\s)vs\.?(?=\s|$)/gu;
/** Where a title's subtitle starts: a spaced dash, or a colon and a space. */
const SUBTITLE_MARK = /\s[—–-]\s|:\s/u;
const TITLE_SEPARATOR_ANY_CASE = /(?:^|\s)(?:vs\.?|versus)(?=\s|$)/gi;
/** The British "v" ("Acme One v Brio Two", "… v. …"), in lower case and spaced: asked only when no "vs" splits the title. */
const TITLE_SEPARATOR_V = /\sv\.?(?=\s)/gu;
/**
 * Bold or italics round the whole title ("**A vs B**", "**A vs B** — a subtitle") or round one side ("**A** vs B"):
 * emphasis, not part of the names.
 */
const TITLE_EMPHASIS = /^(\*\*|__|\*|_)(?=\S)(.*\S)\1((?:\s+[—–-]\s|:\s).*)?$/u;
const SIDE_EMPHASIS = /^(\*\*|__|\*|_)(?=\S)(.*?\S)\1((?:\s+[—–-]\s|:\s).*)?$/u;

/** A side without the emphasis round it, and how far its name moved right. */
function unemphasised(side: string): { text: string; shift: number } {
  const emphasis = SIDE_EMPHASIS.exec(side);
  return emphasis ? { text: emphasis[2] + (emphasis[3] ?? ''), shift: emphasis[1].length } : { text: side, shift: 0 };
}

interface Line {
  text: string;
  number: number;
  /** The line was in a Markdown block quote: its `>` markers are spaces in `text`, so columns still hold. */
  quoted?: boolean;
}

function problem(file: string, line: number, column: number, severity: Severity, code: string, message: string): Problem {
  return { file, line, column, severity, code, message };
}

/** Decodes bytes as UTF-8, or says where it is not text. */
function decode(file: string, content: Uint8Array | string, problems: Problem[]): string | null {
  if (typeof content === 'string') {
    const nul = content.indexOf('\u0000');
    if (nul >= 0) {
      const { line, column } = positionOf(content, nul);
      problems.push(problem(file, line, column, 'error', 'not-text', 'This is not a text file: it contains NUL characters. Review files must be UTF-8 text.'));
      return null;
    }
    return content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  }
  const nul = content.indexOf(0);
  if (nul >= 0) {
    const prefix = new TextDecoder('utf-8').decode(content.subarray(0, nul));
    const { line, column } = positionOf(prefix, prefix.length);
    problems.push(problem(file, line, column, 'error', 'not-text', 'This is not a text file: it contains NUL bytes. Review files must be UTF-8 text.'));
    return null;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content); // strips a BOM
  } catch {
    const lenient = new TextDecoder('utf-8').decode(content);
    const bad = lenient.indexOf('\uFFFD');
    const { line, column } = positionOf(lenient, Math.max(0, bad));
    problems.push(problem(file, line, column, 'error', 'not-utf8', 'This file is not valid UTF-8 text. Save it as UTF-8 and reload.'));
    return null;
  }
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

function parseTitle(file: string, line: Line, problems: Problem[]): { title: ParsedTitle | null; partial: string[] } {
  // A Markdown heading marker is tolerated: "# Foo vs Bar".
  const lead = /^\s*(?:#{1,6}\s+)?/u.exec(line.text)![0].length;
  let raw = line.text.slice(lead).trimEnd();
  let indent = lead;
  const emphasis = TITLE_EMPHASIS.exec(raw);
  // Not "**A** vs **B**": each side's own emphasis goes below.
  if (emphasis && !emphasis[2].includes(emphasis[1])) {
    raw = emphasis[2] + (emphasis[3] ?? '');
    indent += emphasis[1].length;
  }
  // Lower-case "vs" first, so "VS Quill vs Zeta" splits in the right place; any case only as a fallback, then "v".
  let separators = [...raw.matchAll(TITLE_SEPARATOR)];
  if (!separators.length) separators = [...raw.matchAll(TITLE_SEPARATOR_ANY_CASE)];
  if (!separators.length) separators = [...raw.matchAll(TITLE_SEPARATOR_V)];
  if (!separators.length) {
    problems.push(problem(file, line.number, indent + 1, 'error', 'missing-title',
      `The first line must name the matchup as “Product A vs Product B”, but it reads “${clip(raw)}”.`));
    return { title: null, partial: [] };
  }
  // A subtitle after the second product may say "vs" itself ("A vs B — direct sales vs the shop"): only the separators
  // before the subtitle's dash (or colon) split the title.
  if (separators.length > 1) {
    const subtitle = SUBTITLE_MARK.exec(raw.slice(separators[0].index! + separators[0][0].length));
    if (subtitle) {
      const at = separators[0].index! + separators[0][0].length + subtitle.index;
      separators = separators.filter((separator) => separator.index! < at);
    }
  }
  if (separators.length > 1) {
    const second = separators[1];
    problems.push(problem(file, line.number, indent + (second.index ?? 0) + 2, 'error', 'too-many-sides',
      'The title names more than two products: a matchup is exactly “Product A vs Product B”.'));
    return { title: null, partial: [] };
  }
  const separator = separators[0];
  const separatorStart = (separator.index ?? 0) + (/^\s/u.test(separator[0]) ? 1 : 0);
  const separatorEnd = separatorStart + separator[0].trim().length;
  const first = unemphasised(raw.slice(0, separatorStart).trim());
  const second = unemphasised(raw.slice(separatorEnd).trim());
  const a = first.text;
  const b = second.text;
  const bOffset = separatorEnd + (raw.slice(separatorEnd).length - raw.slice(separatorEnd).trimStart().length);
  const aColumn = indent + first.shift + 1;
  const bColumn = indent + bOffset + second.shift + 1;
  if (!a || !b) {
    const which = !a ? 'first' : 'second';
    const column = !a ? aColumn : indent + separatorEnd + 2;
    problems.push(problem(file, line.number, column, 'error', 'missing-side',
      `The title names no ${which} product: write “Product A vs Product B”.`));
    return { title: null, partial: [a, b].filter(Boolean) };
  }
  if (a.replace(/\s+/g, ' ').toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase()) {
    problems.push(problem(file, line.number, bColumn, 'error', 'same-product', `The title matches “${clip(a)}” against itself.`));
    return { title: null, partial: [a] };
  }
  return { title: { raw, sides: [a, b], line: line.number, columns: [aColumn, bColumn] }, partial: [] };
}

function clip(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The lines as `text.split(/\r\n|\n|\r/)` gives them, numbered from 1: one scan, no array of strings in between. */
function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  // The next LF and CR found by indexOf (native), not by testing every character; most files have no CR.
  let lf = text.indexOf('\n');
  let cr = text.indexOf('\r');
  for (;;) {
    if (lf >= 0 && lf < start) lf = text.indexOf('\n', start);
    if (cr >= 0 && cr < start) cr = text.indexOf('\r', start);
    const end = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
    if (end < 0) break;
    lines.push({ text: text.slice(start, end), number: lines.length + 1 });
    start = end === cr && lf === cr + 1 ? end + 2 : end + 1;
  }
  lines.push({ text: text.slice(start), number: lines.length + 1 });
  return lines;
}

function paragraphs(lines: Line[]): Line[][] {
  const result: Line[][] = [];
  let current: Line[] = [];
  for (const line of lines) {
    if (line.text.trim()) current.push(line);
    else if (current.length) {
      result.push(current);
      current = [];
    }
  }
  if (current.length) result.push(current);
  return result;
}

/** The `>` markers of a block quote's line (Markdown allows three spaces before; `>>` is a quote in a quote). */
const BLOCK_QUOTE_MARKERS = /^[ \t]{0,3}(?:>[ \t]?)+/u;

/**
 * A paragraph that opens with `>` is a Markdown block quote: each of its lines loses its markers (turned into
 * spaces, so positions hold), and a line that held only markers separates two quotes as a blank line does. A
 * line without markers in it is a lazy continuation, as Markdown has it (an attribution under the quote, say).
 * Any other paragraph comes back as it is.
 */
function blockQuotes(paragraph: Line[]): Line[][] {
  if (!BLOCK_QUOTE_MARKERS.test(paragraph[0].text)) return [paragraph];
  const unmarked = paragraph.map((line): Line => {
    const markers = BLOCK_QUOTE_MARKERS.exec(line.text);
    return markers ? { text: ' '.repeat(markers[0].length) + line.text.slice(markers[0].length), number: line.number, quoted: true } : line;
  });
  return paragraphs(unmarked);
}

/** A list marker before a quote's opening mark ("- “…”", "* '…'", "1. “…”", "2) «…»", "• “…”"), or a dash ("— “…”"). */
const LIST_MARKER = /^[ \t]{0,3}(?:[-*+•‣▪◦·—–]|\d{1,3}[.)])[ \t]+(?=["“”„«»‘'])/u;

/**
 * A paragraph that opens with a list marker before a quote is a Markdown list of quotes: each item is its own quote,
 * its marker turned into spaces (so positions hold); a line without a marker goes on the item before it (a wrapped
 * line, an attribution). Any other paragraph comes back as it is.
 */
function listItems(paragraph: Line[]): Line[][] {
  if (!LIST_MARKER.test(paragraph[0].text)) return [paragraph];
  const items: Line[][] = [];
  for (const line of paragraph) {
    const marker = LIST_MARKER.exec(line.text);
    if (marker) items.push([{ ...line, text: ' '.repeat(marker[0].length) + line.text.slice(marker[0].length) }]);
    else items[items.length - 1].push(line);
  }
  return items;
}

/** Bold or italics round a whole quote ("*“…”*", "**“…”.**"): its markers are spaces, so the quote's marks are its ends. */
const QUOTE_EMPHASIS_OPEN = /^([ \t]*)(\*\*|__|\*|_)(?=["“”„«»‘'])/u;
function withoutEmphasis(chunk: Line[]): Line[] {
  const open = QUOTE_EMPHASIS_OPEN.exec(chunk[0].text);
  if (!open) return chunk;
  const marker = open[2];
  const at = closingLine(chunk);
  const last = chunk[at].text.trimEnd();
  if (!last.endsWith(marker) || !/[”"»“’'][.,;:!?]?$/u.test(last.slice(0, -marker.length)) || (at === 0 && last.length < open[0].length + marker.length + 2)) return chunk;
  const lines = chunk.map((line) => ({ ...line }));
  lines[at].text = last.slice(0, -marker.length);
  lines[0].text = open[1] + ' '.repeat(marker.length) + lines[0].text.slice(open[0].length);
  return lines;
}

/** The line a quote closes on: its last, or the one before an attribution line under it. */
function closingLine(chunk: Line[]): number {
  const last = chunk.length - 1;
  return last > 0 && startsWithDash(chunk[last].text.trim()) ? last - 1 : last;
}

/**
 * A speaker's name before a quote ("Maria: “…”", "**Tom K.:** “…”"): one to four words and a colon, then the quote,
 * whole. The name is no part of what was said: it turns into spaces, so the quote starts at its opening mark.
 */
const SPEAKER_BEFORE = /^([ \t]*)(?:\*\*|__)?\p{Lu}[\p{L}.'’-]*(?:[ \t]+[\p{L}\p{N}.'’&()-]+){0,3}?:(?:\*\*|__)?[ \t]+(?=[“"„«])/u;
function withoutSpeaker(chunk: Line[]): Line[] {
  const speaker = SPEAKER_BEFORE.exec(chunk[0].text);
  if (!speaker || !endsClosed(chunk[closingLine(chunk)].text.trim())) return chunk;
  return [{ ...chunk[0], text: speaker[1] + ' '.repeat(speaker[0].length - speaker[1].length) + chunk[0].text.slice(speaker[0].length) }, ...chunk.slice(1)];
}

/** A Markdown heading ("## Reviews") or a rule ("---", "* * *") on its own line: the file's structure, never a review. */
const STRUCTURE_LINE = /^[ \t]{0,3}(?:#{1,6}(?:[ \t]|$)|([-*_])(?:[ \t]*\1){2,}[ \t]*$)/u;

/** The paragraph without the headings and rules that open it (none left: nothing to read). */
function withoutStructure(paragraph: Line[]): Line[][] {
  let k = 0;
  while (k < paragraph.length && STRUCTURE_LINE.test(paragraph[k].text)) k++;
  return k === paragraph.length ? [] : [k ? paragraph.slice(k) : paragraph];
}

/**
 * Whether the last line of a block quote attributes it, when the quote has no closing mark for it to follow: a
 * line under the block quote (not marked) that starts with a dash, or a marked one that states a label and
 * nothing the parser would warn about (a wrapped line of prose may start with a dash too, and stays prose).
 */
function endsWithBlockAttribution(file: string, chunk: Line[]): boolean {
  const last = chunk[chunk.length - 1];
  const trimmed = last.text.trim();
  if (chunk.length < 2 || !chunk[0].quoted || !startsWithDash(trimmed)) return false;
  if (!last.quoted) return true;
  const problems: Problem[] = [];
  const stated = parseAttribution(file, last.number, last.text, last.text.indexOf(trimmed), problems);
  return !problems.length && (stated.persona !== undefined || stated.product !== undefined || stated.verdict !== undefined);
}

/**
 * What may follow a quote's double closing mark outside it: British usage's full stop or comma ("“… again”."), a note
 * ("“…”[1]", "“…” (2024)"). Not after a single mark, which is also the apostrophe ("the runners’.").
 */
const AFTER_CLOSE = /(?<=[”"»“])(?:[.,;:!?]{1,2}|\[\d{1,3}\]|[ \t]*\([^()\n]{1,80}\)[.,;]?)$/u;

function endsClosed(trimmed: string, single = false): boolean {
  trimmed = trimmed.replace(AFTER_CLOSE, '');
  const last = trimmed[trimmed.length - 1];
  return trimmed.length > 1 && (CLOSING.has(last) || (single && SINGLE_CLOSING.has(last)));
}

/**
 * A line on its own that attributes the quote closed on the line before it. In single marks, a line that ends with
 * the closing mark is the quote going on after an apostrophe ("the runners’" / "— and it lasts.’"), not its attribution.
 */
function isAttributionLine(trimmed: string, previous: string | undefined, single = false): boolean {
  return previous !== undefined && startsWithDash(trimmed) && endsClosed(previous, single) && !(single && SINGLE_CLOSING.has(trimmed[trimmed.length - 1]));
}

/**
 * Whether a quote's lines are in single marks: they open with ‘, or with ' and close with ' (at the end, or before an
 * attribution). A straight mark needs both ends, as it also starts "'90s" or "'Tis"; the curly opening mark does not.
 */
function singleQuoted(chunk: Line[]): boolean {
  const first = chunk[0].text.trim();
  if (first[0] === '‘') return true;
  if (first[0] !== "'") return false;
  const last = chunk[chunk.length - 1].text.trim();
  return (first.length > 1 && last.endsWith("'")) || findSingleQuoteAttribution(last) !== undefined ||
    (chunk.length > 1 && isAttributionLine(last, chunk[chunk.length - 2].text.trim(), true));
}

/** A paragraph usually holds one quote; quotes on consecutive lines without a blank line are split. */
function quoteChunks(paragraph: Line[]): Line[][] {
  const chunks: Line[][] = [];
  let current: Line[] = [];
  // In single marks, ‘ opens the next quote (a straight ' at the start of a line may be an elision).
  const single = paragraph[0].text.trim()[0] === '‘';
  for (const line of paragraph) {
    const trimmed = line.text.trim();
    const previous = current.length ? current[current.length - 1].text.trim() : '';
    const beforePrevious = current.length > 1 ? current[current.length - 2].text.trim() : undefined;
    // A quote ends at its closing mark, or with its attribution (on the closing line or the next).
    const trailing = single ? findSingleQuoteAttribution(previous) : findTrailingAttribution(previous);
    const previousClosed = current.length > 0 && (endsClosed(previous, single) || trailing !== undefined || isAttributionLine(previous, beforePrevious, single));
    if (current.length && previousClosed && (OPENING.has(trimmed[0]) || (single && trimmed[0] === '‘'))) {
      chunks.push(current);
      current = [];
    }
    current.push(line);
  }
  if (current.length) chunks.push(current);
  return chunks;
}

function parseQuote(file: string, lines: Line[], problems: Problem[], placeholders: { count: number }): ParsedQuote | null {
  let chunk = lines;
  let stated: StatedLabels | undefined;
  const lastLine = chunk[chunk.length - 1];
  const lastTrimmed = lastLine.text.trim();
  const single = singleQuoted(chunk);
  if (chunk.length > 1 && (isAttributionLine(lastTrimmed, chunk[chunk.length - 2].text.trim(), single) || endsWithBlockAttribution(file, chunk))) {
    stated = parseAttribution(file, lastLine.number, lastLine.text, lastLine.text.indexOf(lastTrimmed), problems);
    chunk = chunk.slice(0, -1);
  } else if (chunk.length === 1 && startsWithDash(lastTrimmed)) {
    problems.push(problem(file, lastLine.number, lastLine.text.indexOf(lastTrimmed) + 1, 'warning', 'detached-attribution',
      'This attribution follows no quote: put it right after the quote’s closing mark, on the same line or the next, with no blank line between.'));
    return null;
  } else {
    // In single marks, a double mark on the last line belongs to a quotation inside the quote.
    const trailing = single ? findSingleQuoteAttribution(lastLine.text) : findTrailingAttribution(lastLine.text);
    if (trailing) {
      stated = parseAttribution(file, lastLine.number, lastLine.text, trailing.dash, problems);
      chunk = [...chunk.slice(0, -1), { text: lastLine.text.slice(0, trailing.quoteEnd), number: lastLine.number }];
    }
  }
  const first = chunk[0];
  const last = chunk[chunk.length - 1];
  const column = first.text.length - first.text.trimStart().length + 1;
  let text = chunk.map((l) => l.text.trim()).join('\n');
  const opened = OPENING.has(text[0]) || single;
  if (opened) text = text.slice(1);
  if (opened && !single) text = text.replace(AFTER_CLOSE, '');
  const closed = text.length > 0 && (CLOSING.has(text[text.length - 1]) || (single && SINGLE_CLOSING.has(text[text.length - 1])));
  if (closed) text = text.slice(0, -1);
  text = text.trim();
  const endColumn = last.text.trimEnd().length + 1;
  if (!text) {
    problems.push(problem(file, first.number, column, 'warning', 'empty-quote', 'This quote is empty and was skipped.'));
    return null;
  }
  // A placeholder (what New Review File leaves to be written) is not a review.
  if (text.length <= PLACEHOLDER_LENGTH && PLACEHOLDERS.has(text)) {
    placeholders.count++;
    return null;
  }
  if (!opened && !closed) {
    // A block quote is a quote by itself: quote marks in it are optional, but a pair must be whole.
    if (!chunk[0].quoted) problems.push(problem(file, first.number, column, 'warning', 'unquoted-paragraph',
      'This paragraph is not in quotes; it was kept as a quote. Wrap each review in “…”, or start each of its lines with “> ”.'));
  } else if (!opened) {
    problems.push(problem(file, first.number, column, 'warning', 'unopened-quote', 'This quote has no opening quote mark “; it was kept.'));
  } else if (!closed) {
    problems.push(problem(file, last.number, endColumn, 'warning', 'unterminated-quote',
      `This quote is not closed: add ${!single ? '”' : first.text.trim()[0] === "'" ? "'" : '’'} at the end of the paragraph. The paragraph was kept as a quote.`));
  }
  const quote: ParsedQuote = { text, line: first.number, column, endLine: last.number, terminated: opened && closed };
  if (stated) quote.stated = stated;
  return quote;
}

/** The most words a paragraph outside the quotes may have to be read as the file's own introduction or sign-off. */
const COMMENTARY_WORDS = 40;

/**
 * A short paragraph without quote marks before the first quote, or after the last, of a file with at least two quotes
 * in marks is the file's own introduction or sign-off ("A month with both on the commute.", "Compiled by the panel,
 * May 2024."), not a review: it is taken out of `quotes`, and its warning becomes a note that says how to make it one.
 * Anywhere else, or longer, or in a file of unmarked paragraphs, it stays a quote with its warning (nothing of a review
 * whose marks were forgotten is lost).
 */
function asCommentary(file: string, quotes: ParsedQuote[], problems: Problem[]): void {
  if (!problems.some((p) => p.code === 'unquoted-paragraph')) return;
  const warningOf = (quote: ParsedQuote | undefined): number =>
    quote ? problems.findIndex((p) => p.code === 'unquoted-paragraph' && p.line === quote.line && p.column === quote.column) : -1;
  const unmarked = quotes.filter((quote) => warningOf(quote) >= 0).length;
  if (quotes.length - unmarked < 2) return;
  const take = (at: number, neighbour: number, where: string): void => {
    const quote = quotes[at];
    const warning = warningOf(quote);
    if (warning < 0 || warningOf(quotes[neighbour]) >= 0 || quote.text.split(/\s+/u).length > COMMENTARY_WORDS) return;
    problems[warning] = problem(file, quote.line, quote.column, 'info', 'commentary',
      `This paragraph is not in quotes, so it is read as the file’s ${where}, not as a review. To make it a review, wrap it in “…”.`);
    quotes.splice(at, 1);
  };
  take(quotes.length - 1, quotes.length - 2, 'sign-off');
  take(0, 1, 'introduction');
}

const LONE_SURROGATE = /\p{Cs}/u;
const encoder = new TextEncoder();
const decoder = new TextDecoder();
let copyBuffer = new Uint8Array(1 << 16);

/**
 * A copy of a piece of the file that keeps nothing else alive. A slice keeps its whole parent (the file,
 * title and quote marks included) for as long as the slice lives, and the parent of a file with one “
 * stores every character in two bytes; the copy is one byte per character when its own text allows.
 */
function detach(text: string): string {
  if (text.length * 3 > copyBuffer.length) copyBuffer = new Uint8Array(text.length * 3);
  return decoder.decode(copyBuffer.subarray(0, encoder.encodeInto(text, copyBuffer).written));
}

export function parseReviewFile(file: string, content: Uint8Array | string): ParsedFile {
  const problems: Problem[] = [];
  const empty: ParsedFile = { file, title: null, partialSides: [], quotes: [], problems };
  try {
    const text = decode(file, content, problems);
    if (text === null) return empty;
    const lines = splitLines(text);
    const firstIndex = lines.findIndex((l) => l.text.trim());
    if (firstIndex < 0) {
      problems.push(problem(file, 1, 1, 'error', 'empty-file', 'This review file is empty: start it with a title line “Product A vs Product B”.'));
      return empty;
    }
    const firstLine = lines[firstIndex];
    let body = lines.slice(firstIndex + 1);
    let title: ParsedTitle | null = null;
    let partialSides: string[] = [];
    // A file that opens with a quote (in marks or a block quote) has no title.
    const opening = firstLine.text.trim()[0];
    if (OPENING.has(opening) || opening === '>' || opening === '‘') {
      problems.push(problem(file, firstLine.number, 1, 'error', 'missing-title',
        'This file has no title: its first line must be “Product A vs Product B”. Its quotes were kept as unattributed.'));
      body = lines.slice(firstIndex);
    } else {
      const parsed = parseTitle(file, firstLine, problems);
      title = parsed.title;
      partialSides = parsed.partial;
    }
    const quotes: ParsedQuote[] = [];
    const placeholders = { count: 0 };
    for (const paragraph of paragraphs(body).flatMap(withoutStructure).flatMap(blockQuotes).flatMap(listItems)) {
      for (const chunk of quoteChunks(paragraph)) {
        const quote = parseQuote(file, withoutEmphasis(withoutSpeaker(chunk)), problems, placeholders);
        if (quote) quotes.push(quote);
      }
    }
    if (title) asCommentary(file, quotes, problems);
    if (title && !quotes.length && placeholders.count) {
      problems.push(problem(file, title.line, 1, 'info', 'no-quotes', 'This matchup has no reviews yet: write one in place of each “…”.'));
    } else if (title && !quotes.length) {
      problems.push(problem(file, title.line, 1, 'warning', 'no-quotes', 'This matchup has no quotes yet: add one “…” paragraph per review.'));
    }
    // Bytes decode to well-formed text; a string may hold lone surrogates, which a copy would not keep.
    if (typeof content !== 'string' || !LONE_SURROGATE.test(text)) {
      for (const quote of quotes) {
        quote.text = detach(quote.text);
        if (quote.stated?.product) quote.stated.product = detach(quote.stated.product);
      }
      if (title) title = { ...title, raw: detach(title.raw), sides: [detach(title.sides[0]), detach(title.sides[1])] };
      partialSides = partialSides.map(detach);
      for (const p of problems) p.message = detach(p.message);
    }
    return { file, title, partialSides, quotes, problems };
  } catch (error) {
    // Defensive: a parser bug must not take the other files down with it.
    problems.push(problem(file, 1, 1, 'error', 'internal', `Verdicts could not read this file: ${String(error)}`));
    return empty;
  }
}
