import type { BoardCall, BoardCellDetail, BoardLayout, BoardTally } from '../board/boardModel';
import { escapeMarkdownProse, stripBidiControls } from './escape';
import { VERDICT_GLYPH, VERDICT_LABEL } from './format';

/** Words and glyphs of a board cell: a verdict's own, and a dot for "not reviewed". Colour is never the only signal. */
export const CALL_LABEL: Readonly<Record<BoardCall, string>> = { ...VERDICT_LABEL, unreviewed: 'Not reviewed' };
export const CALL_GLYPH: Readonly<Record<BoardCall, string>> = { ...VERDICT_GLYPH, unreviewed: '·' };

/** "2 ship · 1 skip · 0 no call · 2 not reviewed" */
export function formatBoardTally(tally: BoardTally): string {
  return `${tally.ship} ship · ${tally.skip} skip · ${tally.none} no call · ${tally.unreviewed} not reviewed`;
}

/**
 * The board as shown, as a Markdown table: a row per product (its calls and tally), the persona tallies in the
 * first row. Names are escaped so they cannot change the table, but stay readable raw.
 */
export function renderBoardMarkdown(layout: BoardLayout): string {
  const text = (value: string) => escapeMarkdownProse(value);
  const cell = (call: BoardCall) => (call === 'unreviewed' ? '·' : `${CALL_GLYPH[call]} ${CALL_LABEL[call]}`);
  const short = (tally: BoardTally) => `${tally.ship} ✓ · ${tally.skip} ✕ · ${tally.none} –`;
  const lines = [
    '# Verdict board',
    '',
    `${layout.rows.length} of ${layout.totalRows} products, sorted by ${ORDER_WORDS[layout.order]}. ` +
      '✓ ship · ✕ skip · – no call · · not reviewed.',
    '',
    `| Product | ${layout.columns.map((column) => text(column.name)).join(' | ')} | Tally |`,
    `| --- |${' :---: |'.repeat(layout.columns.length)} --- |`,
    `| _All shown_ | ${layout.columns.map((column) => short(column.tally)).join(' | ')} | |`,
  ];
  for (const row of layout.rows) {
    lines.push(`| ${text(row.name)} | ${row.calls.map(cell).join(' | ')} | ${short(row.tally)} |`);
  }
  return `${lines.join('\n')}\n`;
}

const ORDER_WORDS: Readonly<Record<BoardLayout['order'], string>> = {
  name: 'name',
  ships: 'ship count',
  disagreement: 'disagreement',
};

/**
 * The board as shown, as CSV (RFC 4180, CRLF): a header, then a row per product with each persona's call and
 * the tally as numbers. Every field is quoted; see `csvField` for formula injection. The CLI writes LF line ends
 * (a terminal stream), files get CRLF.
 */
export function renderBoardCsv(layout: BoardLayout, newline: '\r\n' | '\n' = '\r\n'): string {
  const header = ['Product', ...layout.columns.map((column) => column.name), 'Ship', 'Skip', 'No call', 'Not reviewed'];
  const lines = [header.map(csvField).join(',')];
  for (const row of layout.rows) {
    const fields = [row.name, ...row.calls.map((call) => CALL_LABEL[call]), ...tallyNumbers(row.tally)];
    lines.push(fields.map(csvField).join(','));
  }
  return `${lines.join(newline)}${newline}`;
}

function tallyNumbers(tally: BoardTally): string[] {
  return [tally.ship, tally.skip, tally.none, tally.unreviewed].map(String);
}

/**
 * One CSV field, always quoted. A spreadsheet runs a field that starts with `=`, `+`, `-`, `@` (or a tab or
 * carriage return before one) as a formula, so such text gets a leading apostrophe and is shown, not run.
 * Bidi controls are dropped, line breaks kept inside the quotes.
 */
export function csvField(value: string): string {
  let text = stripBidiControls(String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A cell's tooltip: whose call it is, and the sentence that decided each review behind it. Plain text: the page
 * sets it as a `title` property and the static document escapes it.
 */
export function boardCellTooltip(detail: BoardCellDetail): string {
  const head = `${detail.personaName} on ${detail.productName}: ${CALL_LABEL[detail.call].toLowerCase()}`;
  if (detail.reviews.length === 0) return `${head}.`;
  const said = detail.reviews.map((review) =>
    review.sentence ? `${CALL_LABEL[review.verdict]}: “${review.sentence}”` : CALL_LABEL[review.verdict],
  );
  return stripBidiControls(`${head}.\n${said.join('\n')}`);
}
