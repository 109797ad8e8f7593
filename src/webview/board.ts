/**
 * The script inside the verdict board. Unlike the product and compare pages (whose HTML the extension renders),
 * the board gets its data once and renders only the rows in view (a board can hold 20,000 products): the core's
 * `arrangeBoard` applies the filter, search and sort, `renderBoardRows` writes the rows, every name escaped there.
 * The grid follows the ARIA grid pattern: one tab stop (roving tabindex), arrow keys, Home/End, Page Up/Down,
 * Enter opens.
 */
import { type BoardData, type BoardLayout, type BoardOrder, applyBoardPatch, arrangeBoard, normalizeBoardOrder } from '../core/board/boardModel';
import type { ReviewFilter } from '../core/catalog/reviewFilter';
import { BOARD_LEAD_COLUMNS, renderBoardHeader, renderBoardRows } from '../core/render/boardGrid';
import {
  type BoardExtensionMessage,
  type BoardPanelState,
  type BoardWebviewMessage,
  isBoardExtensionMessage,
  parseBoardPanelState,
} from '../shared/boardMessages';

interface VsCodeApi {
  postMessage(message: BoardWebviewMessage): void;
  getState(): unknown;
  setState(state: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const grid = byId<HTMLDivElement>('board-grid');
const head = byId<HTMLDivElement>('board-head');
const body = byId<HTMLDivElement>('board-body');
const search = byId<HTMLInputElement>('board-search');
const summary = byId<HTMLParagraphElement>('board-summary');
const filterNote = byId<HTMLParagraphElement>('board-filter');
const detail = byId<HTMLParagraphElement>('board-detail');
const compareButton = byId<HTMLButtonElement>('board-compare');

/** Rows drawn above and below the ones in view, so a short scroll shows no gap. */
const OVERSCAN = 8;

const stored = (vscode.getState() ?? {}) as Partial<BoardPanelState> & { scrollTop?: number; selected?: unknown };
let view: BoardPanelState = parseBoardPanelState({ ...(readPageState() as object | null), ...stored });
let data: BoardData | undefined;
let filter: ReviewFilter = { verdicts: [], personas: [] };
let layout: BoardLayout | undefined;
/** The grid's one tab stop: [row in layout.rows, column]. */
let active: [number, number] = [0, 1];
/** Ticked products, oldest first; at most two. Kept with the state: a hidden board reloads its page. */
let selected: string[] = Array.isArray(stored.selected) ? stored.selected.filter((id): id is string => typeof id === 'string').slice(-2) : [];
let drawn = { from: -1, to: -1, version: -1 };
let version = 0;
let rowHeight = 0;
const tooltips = new Map<string, string>();
const asked = new Set<string>();

function readPageState(): unknown {
  try {
    return JSON.parse(document.body.dataset.state ?? 'null');
  } catch {
    return undefined;
  }
}

function post(message: BoardWebviewMessage): void {
  vscode.postMessage(message);
}

function saveState(): void {
  vscode.setState({ ...view, scrollTop: grid.scrollTop, selected });
}

// ---------- arranging and drawing ----------

function arrange(): void {
  if (!data) return;
  const activeId = layout?.rows[active[0]]?.id;
  layout = arrangeBoard(data, { filter, order: view.order, query: view.query });
  version++;
  const row = activeId === undefined ? -1 : layout.rows.findIndex((r) => r.id === activeId);
  active = [row >= 0 ? row : Math.min(active[0], Math.max(0, layout.rows.length - 1)), Math.min(active[1], lastColumn())];
  selected = selected.filter((id) => data!.rows.some((r) => r.id === id));
  grid.style.setProperty('--board-personas', String(layout.columns.length));
  grid.setAttribute('aria-rowcount', String(layout.rows.length + 1));
  grid.setAttribute('aria-colcount', String(lastColumn() + 1));
  head.innerHTML = renderBoardHeader(layout);
  body.style.height = `${layout.rows.length * rowPixels()}px`;
  summary.textContent =
    layout.rows.length === layout.totalRows
      ? `${layout.totalRows} ${layout.totalRows === 1 ? 'product' : 'products'}`
      : `${layout.rows.length} of ${layout.totalRows} products`;
  if (layout.rows.length === 0) summary.textContent += layout.totalRows ? ' — none match' : ' — no reviews yet';
  updateCompare();
  draw(true);
  post({ type: 'shown', rows: layout.totalRows, shown: layout.rows.length });
}

function lastColumn(): number {
  return (layout?.columns.length ?? 0) + BOARD_LEAD_COLUMNS;
}

/** The height of one row, measured once from the stylesheet (rows are fixed-height, which is what makes this cheap). */
function rowPixels(): number {
  if (!rowHeight) {
    const value = parseFloat(getComputedStyle(grid).getPropertyValue('--board-row-height'));
    rowHeight = Number.isFinite(value) && value > 0 ? value : 30;
  }
  return rowHeight;
}

/** Draws the rows in view (plus overscan); nothing when they are drawn already, unless `force`. */
function draw(force = false): void {
  if (!layout) return;
  const height = rowPixels();
  const top = Math.max(0, grid.scrollTop - head.offsetHeight);
  const from = Math.max(0, Math.floor(top / height) - OVERSCAN);
  const to = Math.min(layout.rows.length, Math.ceil((top + grid.clientHeight) / height) + OVERSCAN);
  if (!force && drawn.from === from && drawn.to === to && drawn.version === version) return;
  const hadFocus = body.contains(document.activeElement);
  // The active row must keep its tab stop: if it scrolled away, the first row in view takes it.
  if (!hadFocus && (active[0] < from || active[0] >= to) && layout.rows.length) {
    active = [Math.min(Math.floor(top / height), layout.rows.length - 1), active[1]];
  }
  body.style.paddingTop = `${from * height}px`;
  body.innerHTML = renderBoardRows(layout, from, to, { active, selected: new Set(selected) });
  drawn = { from, to, version };
  applyTooltips();
  if (hadFocus) activeTarget()?.focus({ preventScroll: true });
}

function activeTarget(): HTMLElement | null {
  return body.querySelector<HTMLElement>(`[data-row="${active[0]}"] [data-col="${active[1]}"]`);
}

/** Moves the tab stop to `row`, `col` (clamped), scrolls it into view and focuses it. */
function moveTo(row: number, col: number): void {
  if (!layout || layout.rows.length === 0) return;
  active = [clamp(row, 0, layout.rows.length - 1), clamp(col, 0, lastColumn())];
  const height = rowPixels();
  const rowTop = head.offsetHeight + active[0] * height;
  if (rowTop - head.offsetHeight < grid.scrollTop) grid.scrollTop = rowTop - head.offsetHeight;
  else if (rowTop + height > grid.scrollTop + grid.clientHeight) grid.scrollTop = rowTop + height - grid.clientHeight;
  draw(true);
  const target = activeTarget();
  target?.focus({ preventScroll: true });
  showDetail();
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

// ---------- tooltips: the deciding sentence, asked for when a cell is pointed at or focused ----------

const cellKey = (productId: string, persona: string) => `${productId}\u0000${persona}`;

function cellOf(element: Element | null): { productId: string; persona: string; element: HTMLElement } | undefined {
  const cell = element?.closest<HTMLElement>('[data-persona]');
  const productId = cell?.closest<HTMLElement>('[data-product]')?.dataset.product;
  return cell && productId && cell.dataset.persona ? { productId, persona: cell.dataset.persona, element: cell } : undefined;
}

function askFor(productId: string, persona: string): void {
  const key = cellKey(productId, persona);
  if (tooltips.has(key) || asked.has(key)) return;
  asked.add(key);
  post({ type: 'describeCell', productId, persona });
}

function applyTooltips(): void {
  body.querySelectorAll<HTMLElement>('[data-persona]').forEach((element) => {
    const cell = cellOf(element);
    const text = cell && tooltips.get(cellKey(cell.productId, cell.persona));
    // A property, not markup: the sentence lands as text whatever it holds.
    if (text !== undefined) element.title = text;
  });
}

/** Under the grid, the focused cell's deciding sentence: what the tooltip says, for keyboard users too. */
function showDetail(): void {
  const cell = cellOf(activeTarget());
  if (!cell) {
    detail.textContent = '';
    return;
  }
  const text = tooltips.get(cellKey(cell.productId, cell.persona));
  detail.textContent = text ?? '';
  if (text === undefined) askFor(cell.productId, cell.persona);
}

// ---------- actions ----------

function open(row: number, col: number): void {
  const product = layout?.rows[row];
  if (!product || !layout) return;
  if (col === 0) {
    toggleSelected(product.id);
    return;
  }
  const persona = col >= BOARD_LEAD_COLUMNS && col < lastColumn() ? layout.columns[col - BOARD_LEAD_COLUMNS]!.id : undefined;
  post({ type: 'openProduct', productId: product.id, ...(persona ? { persona } : {}) });
}

function toggleSelected(productId: string): void {
  selected = selected.includes(productId) ? selected.filter((id) => id !== productId) : [...selected, productId].slice(-2);
  draw(true);
  updateCompare();
  saveState();
}

function updateCompare(): void {
  const names = selected.map((id) => data?.rows.find((row) => row.id === id)?.name ?? id);
  compareButton.disabled = selected.length !== 2;
  compareButton.textContent = `Compare${selected.length ? ` (${selected.length}/2)` : ''}`;
  compareButton.title = selected.length === 2 ? `Compare ${names[0]} with ${names[1]}` : 'Tick two products to compare them';
}

function setOrder(order: BoardOrder): void {
  view = { ...view, order };
  document.querySelectorAll<HTMLButtonElement>('[data-order]').forEach((button) => button.setAttribute('aria-pressed', String(button.dataset.order === order)));
  viewChanged();
}

function viewChanged(): void {
  grid.scrollTop = 0;
  active = [0, active[1]];
  layout = undefined; // a new order or search starts at the top, not at the row that had focus
  arrange();
  saveState();
  post({ type: 'viewChanged', order: view.order, query: view.query });
}

// ---------- events ----------

grid.addEventListener('scroll', () => {
  draw();
  window.clearTimeout(scrollSave);
  scrollSave = window.setTimeout(saveState, 150);
}, { passive: true });
let scrollSave: number | undefined;
window.addEventListener('resize', () => draw());

grid.addEventListener('keydown', (event) => {
  if (!layout || !(event.target instanceof HTMLElement) || !body.contains(event.target)) return;
  const [row, col] = active;
  const page = Math.max(1, Math.floor(grid.clientHeight / rowPixels()) - 1);
  const ctrl = event.ctrlKey || event.metaKey;
  const moves: Record<string, () => void> = {
    ArrowDown: () => moveTo(row + 1, col),
    ArrowUp: () => moveTo(row - 1, col),
    ArrowRight: () => moveTo(row, col + 1),
    ArrowLeft: () => moveTo(row, col - 1),
    Home: () => moveTo(ctrl ? 0 : row, 0),
    End: () => moveTo(ctrl ? layout!.rows.length - 1 : row, lastColumn()),
    PageDown: () => moveTo(row + page, col),
    PageUp: () => moveTo(row - page, col),
    Enter: () => open(row, col),
  };
  const move = moves[event.key];
  if (!move) return;
  event.preventDefault();
  move();
});

body.addEventListener('focusin', (event) => {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const row = Number(target?.closest<HTMLElement>('[data-row]')?.dataset.row);
  const col = Number(target?.dataset.col);
  if (!Number.isInteger(row) || !Number.isInteger(col)) return;
  if (row !== active[0] || col !== active[1]) {
    activeTarget()?.setAttribute('tabindex', '-1');
    active = [row, col];
    target!.setAttribute('tabindex', '0');
  }
  showDetail();
});

body.addEventListener('click', (event) => {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const row = Number(target?.closest<HTMLElement>('[data-row]')?.dataset.row);
  const cell = target?.closest<HTMLElement>('[data-col]');
  const col = Number(cell?.dataset.col);
  if (!Number.isInteger(row) || !Number.isInteger(col)) return;
  // The checkbox toggles itself (mouse or Space) and says so with `change`.
  if (col === 0) return;
  open(row, col);
});

body.addEventListener('change', (event) => {
  const row = Number((event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row);
  const product = layout?.rows[row];
  if (product) toggleSelected(product.id);
});

body.addEventListener('mouseover', (event) => {
  const cell = cellOf(event.target instanceof Element ? event.target : null);
  if (cell && !cell.element.title) askFor(cell.productId, cell.persona);
});

let searchTimer: number | undefined;
search.addEventListener('input', () => {
  window.clearTimeout(searchTimer);
  // A large board re-arranges once typing pauses; a small one as each key lands.
  searchTimer = window.setTimeout(() => {
    view = { ...view, query: search.value.slice(0, 256) };
    viewChanged();
  }, (data?.rows.length ?? 0) > 2000 ? 120 : 0);
});

document.querySelectorAll<HTMLButtonElement>('[data-order]').forEach((button) =>
  button.addEventListener('click', () => setOrder(normalizeBoardOrder(button.dataset.order))),
);
compareButton.addEventListener('click', () => {
  if (selected.length === 2) post({ type: 'compare', a: selected[0]!, b: selected[1]! });
});
byId<HTMLButtonElement>('board-copy').addEventListener('click', () => post({ type: 'copyMarkdown', order: view.order, query: view.query }));
byId<HTMLButtonElement>('board-csv').addEventListener('click', () => post({ type: 'saveCsv', order: view.order, query: view.query }));

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (isBoardExtensionMessage(event.data)) handle(event.data);
});

function setFilter(next: ReviewFilter, label: string | undefined): void {
  filter = next;
  filterNote.hidden = !label;
  filterNote.textContent = label ? `Filtered like the Verdicts view: ${label}` : '';
}

function handle(message: BoardExtensionMessage): void {
  switch (message.type) {
    case 'board': {
      const first = data === undefined;
      data = message.data;
      setFilter(message.filter, message.label);
      tooltips.clear();
      asked.clear();
      arrange();
      if (first && typeof stored.scrollTop === 'number') {
        grid.scrollTop = stored.scrollTop;
        draw(true);
      }
      break;
    }
    case 'boardPatch':
      if (!data) return;
      data = applyBoardPatch(data, message.patch);
      // A changed row's sentences may have changed too.
      for (const row of message.patch.upserts) forgetTooltips(row.id);
      arrange();
      break;
    case 'boardFilter':
      setFilter(message.filter, message.label);
      arrange();
      break;
    case 'cellDetail':
      tooltips.set(cellKey(message.productId, message.persona), message.text);
      asked.delete(cellKey(message.productId, message.persona));
      applyTooltips();
      if (cellOf(activeTarget())?.productId === message.productId) showDetail();
      break;
  }
}

function forgetTooltips(productId: string): void {
  for (const key of [...tooltips.keys()]) if (key.startsWith(`${productId}\u0000`)) tooltips.delete(key);
}

search.value = view.query;
document.querySelectorAll<HTMLButtonElement>('[data-order]').forEach((button) => button.setAttribute('aria-pressed', String(button.dataset.order === view.order)));
saveState();
post({ type: 'ready' });
