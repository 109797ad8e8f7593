import type { BoardCall, BoardLayout, BoardOrder, BoardTally, ShownRow } from '../board/boardModel';
import { CALL_GLYPH, CALL_LABEL, formatBoardTally } from './boardExport';
import { escapeDataAttribute, escapeHtml } from './escape';

/**
 * The verdict board's HTML: the page's shell (toolbar, an empty grid the board script fills), the rows the script
 * renders as they scroll into view, and the static table of `verdicts board --format html`. Every name is escaped
 * here. The grid follows the ARIA grid pattern: one focusable cell at a time (`data-col` marks each cell's focus
 * target), the product name a row header.
 */

/** Columns around the personas: the selection checkbox and the name before, the tally after. */
export const BOARD_LEAD_COLUMNS = 2;

export const BOARD_ORDER_LABEL: Readonly<Record<BoardOrder, string>> = {
  name: 'Name',
  ships: 'Ship count',
  disagreement: 'Disagreement',
};

/** The board panel's body before any data: the script reads the ids and classes below. */
export function renderBoardShell(order: BoardOrder, query: string): string {
  const sortButton = (value: BoardOrder) =>
    `<button type="button" class="button button-secondary" data-order="${value}" aria-pressed="${value === order}">${BOARD_ORDER_LABEL[value]}</button>`;
  return (
    '<header class="board-header">' +
    '<h1 class="board-title">Verdict board</h1>' +
    '<p class="board-summary" id="board-summary" role="status">Loading reviews…</p>' +
    '</header>' +
    '<div class="board-toolbar">' +
    '<input type="search" id="board-search" class="board-search" placeholder="Filter by product name" ' +
    `aria-label="Filter products by name" aria-controls="board-grid" spellcheck="false" value="${escapeHtml(query)}">` +
    `<div class="board-sort" role="group" aria-label="Sort rows by"><span class="board-sort-label" aria-hidden="true">Sort</span>${(['name', 'ships', 'disagreement'] as const).map(sortButton).join('')}</div>` +
    '<div class="board-actions" role="group" aria-label="Board actions">' +
    '<button type="button" class="button" id="board-compare" disabled title="Tick two products to compare them">Compare</button>' +
    '<button type="button" class="button button-secondary" id="board-copy" title="Copy the rows shown as a Markdown table">Copy as Markdown</button>' +
    '<button type="button" class="button button-secondary" id="board-csv" title="Save the rows shown as a CSV file">Save as CSV</button>' +
    '</div>' +
    '</div>' +
    '<p class="board-filter" id="board-filter" hidden></p>' +
    '<div class="board-grid" id="board-grid" role="grid" aria-label="Verdicts by product and persona" aria-rowcount="1">' +
    '<div class="board-head" role="rowgroup" id="board-head"></div>' +
    '<div class="board-body" role="rowgroup" id="board-body"></div>' +
    '</div>' +
    '<p class="board-detail" id="board-detail" aria-live="polite"></p>'
  );
}

function tallyCompact(tally: BoardTally, className: string): string {
  const part = (verdict: 'ship' | 'skip' | 'none') =>
    `<span class="board-count call-${verdict}${tally[verdict] === 0 ? ' board-count-zero' : ''}">${tally[verdict]}<span aria-hidden="true">${CALL_GLYPH[verdict]}</span></span>`;
  return `<span class="${className}" aria-label="${escapeHtml(formatBoardTally(tally))}" role="img">${part('ship')}${part('skip')}${part('none')}</span>`;
}

/** The header row: column names, each persona with its tally over the rows shown. */
export function renderBoardHeader(layout: BoardLayout): string {
  const personaCount = layout.columns.length;
  const header = (col: number, content: string, extra = '') =>
    `<div role="columnheader" class="board-colhead${extra}" aria-colindex="${col + 1}">${content}</div>`;
  return (
    `<div role="row" class="board-row board-row-head" aria-rowindex="1">` +
    header(0, '<span class="visually-hidden">Compare</span>', ' board-select') +
    header(1, `Product <span class="board-muted">${layout.rows.length}</span>`, ' board-name') +
    layout.columns
      .map((column, i) => header(i + BOARD_LEAD_COLUMNS, `<span class="board-persona">${escapeHtml(column.name)}</span>${tallyCompact(column.tally, 'board-tally')}`, ' board-call'))
      .join('') +
    header(personaCount + BOARD_LEAD_COLUMNS, 'Tally', ' board-rowtally') +
    '</div>'
  );
}

export interface BoardRowsOptions {
  /** The cell that holds the grid's one tab stop, as [row index in layout.rows, column]. */
  active?: readonly [number, number];
  /** Product ids ticked for comparison. */
  selected?: ReadonlySet<string>;
}

/** Rows `from` (inclusive) to `to` (exclusive) of the layout, as grid rows; the page positions them. */
export function renderBoardRows(layout: BoardLayout, from: number, to: number, options: BoardRowsOptions = {}): string {
  const end = Math.min(to, layout.rows.length);
  let html = '';
  for (let r = Math.max(0, from); r < end; r++) html += renderBoardRow(layout, r, options);
  return html;
}

function renderBoardRow(layout: BoardLayout, r: number, options: BoardRowsOptions): string {
  const row = layout.rows[r]!;
  const active = options.active;
  const tab = (col: number) => (active && active[0] === r && active[1] === col ? '0' : '-1');
  const name = escapeHtml(row.name);
  const id = escapeDataAttribute(row.id);
  const checked = options.selected?.has(row.id) ? ' checked' : '';
  let html =
    `<div role="row" class="board-row${row.split > 0 ? ' board-row-split' : ''}" aria-rowindex="${r + 2}" data-row="${r}" data-product="${id}">` +
    `<div role="gridcell" class="board-select" aria-colindex="1"><input type="checkbox" data-col="0" tabindex="${tab(0)}"${checked} aria-label="Compare ${name}"></div>` +
    `<div role="rowheader" class="board-name" aria-colindex="2" data-col="1" tabindex="${tab(1)}" title="${name}">${name}</div>`;
  row.calls.forEach((call, i) => {
    const col = i + BOARD_LEAD_COLUMNS;
    const column = layout.columns[i]!;
    html +=
      `<div role="gridcell" class="board-call call-${call}" aria-colindex="${col + 1}" data-col="${col}" tabindex="${tab(col)}" ` +
      `data-persona="${escapeDataAttribute(column.id)}" aria-label="${escapeHtml(`${column.name}: ${CALL_LABEL[call].toLowerCase()}`)}">` +
      callContent(call) +
      '</div>';
  });
  const last = row.calls.length + BOARD_LEAD_COLUMNS;
  html +=
    `<div role="gridcell" class="board-rowtally" aria-colindex="${last + 1}" data-col="${last}" tabindex="${tab(last)}">` +
    tallyCompact(row.tally, 'board-tally') +
    '</div></div>';
  return html;
}

function callContent(call: BoardCall): string {
  const word = call === 'unreviewed' ? '' : `<span class="call-word">${CALL_LABEL[call]}</span>`;
  return `<span class="call-glyph" aria-hidden="true">${CALL_GLYPH[call]}</span>${word}`;
}

/** The board as a static table (the CLI's standalone HTML): no script, nothing to click, the same cells. */
export function renderBoardTable(layout: BoardLayout, tooltip?: (row: ShownRow, column: number) => string | undefined): string {
  const head =
    '<tr><th scope="col">Product</th>' +
    layout.columns.map((column) => `<th scope="col" class="board-call"><span class="board-persona">${escapeHtml(column.name)}</span>${tallyCompact(column.tally, 'board-tally')}</th>`).join('') +
    '<th scope="col">Tally</th></tr>';
  const body = layout.rows
    .map((row) => {
      const cells = row.calls
        .map((call, i) => {
          const title = tooltip?.(row, i);
          return `<td class="board-call call-${call}"${title ? ` title="${escapeHtml(title)}"` : ''}>${callContent(call)}<span class="visually-hidden"> (${escapeHtml(layout.columns[i]!.name)})</span></td>`;
        })
        .join('');
      return `<tr${row.split > 0 ? ' class="board-row-split"' : ''}><th scope="row" class="board-name">${escapeHtml(row.name)}</th>${cells}<td>${tallyCompact(row.tally, 'board-tally')}</td></tr>`;
    })
    .join('\n');
  return (
    '<header class="board-header"><h1 class="board-title">Verdict board</h1>' +
    `<p class="board-summary">${layout.rows.length} of ${layout.totalRows} products, sorted by ${escapeHtml(BOARD_ORDER_LABEL[layout.order].toLowerCase())}.</p></header>` +
    `<table class="board-table"><thead>${head}</thead><tbody>\n${body}\n</tbody></table>`
  );
}
