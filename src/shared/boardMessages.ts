/**
 * Messages between the verdict board's page (src/webview/board.ts) and its panel (src/vscode/board/boardPanel.ts),
 * and the state the page keeps. The page posts `ready`; the extension answers with the whole board once, then
 * only patches, filter changes and the cell details the page asks for.
 */
import type { BoardData, BoardOrder, BoardPatch } from '../core/board/boardModel';
import type { ReviewFilter } from '../core/catalog/reviewFilter';

/** What the board page keeps (`setState`) and the serializer gets back after a restart. */
export interface BoardPanelState {
  kind: 'board';
  order: BoardOrder;
  query: string;
}

/** The tree's filter as the board applies it, and how the page says so. */
export interface BoardFilterMessage {
  filter: ReviewFilter;
  /** "ship · The Skeptic"; undefined when no filter is on. */
  label?: string;
}

/** extension → board page */
export type BoardExtensionMessage =
  | ({ type: 'board'; data: BoardData } & BoardFilterMessage)
  | { type: 'boardPatch'; patch: BoardPatch }
  | ({ type: 'boardFilter' } & BoardFilterMessage)
  | { type: 'cellDetail'; productId: string; persona: string; text: string };

/** board page → extension */
export type BoardWebviewMessage =
  | { type: 'ready' }
  | { type: 'openProduct'; productId: string; persona?: string }
  | { type: 'compare'; a: string; b: string }
  | { type: 'describeCell'; productId: string; persona: string }
  | { type: 'copyMarkdown'; order: BoardOrder; query: string }
  | { type: 'saveCsv'; order: BoardOrder; query: string }
  | { type: 'viewChanged'; order: BoardOrder; query: string }
  /** The page applied data: how many rows the board holds and how many it shows (for tests and the title). */
  | { type: 'shown'; rows: number; shown: number };

const ORDERS: readonly string[] = ['name', 'ships', 'disagreement'];

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 4096;
const isQuery = (value: unknown): value is string => typeof value === 'string' && value.length <= 256;
const isOrder = (value: unknown): value is BoardOrder => typeof value === 'string' && ORDERS.includes(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Checks a message from the board page before the extension acts on it. */
export function isBoardWebviewMessage(value: unknown): value is BoardWebviewMessage {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'ready':
      return true;
    case 'openProduct':
      return isText(value.productId) && (value.persona === undefined || isText(value.persona));
    case 'compare':
      return isText(value.a) && isText(value.b) && value.a !== value.b;
    case 'describeCell':
      return isText(value.productId) && isText(value.persona);
    case 'copyMarkdown':
    case 'saveCsv':
    case 'viewChanged':
      return isOrder(value.order) && isQuery(value.query);
    case 'shown':
      return isCount(value.rows) && isCount(value.shown);
    default:
      return false;
  }
}

/** Checks a message from the extension in the page (shape only: the extension is trusted, the channel is not assumed to be). */
export function isBoardExtensionMessage(value: unknown): value is BoardExtensionMessage {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'board':
      return isRecord(value.data) && Array.isArray(value.data.columns) && Array.isArray(value.data.rows) && isRecord(value.filter);
    case 'boardPatch':
      return isRecord(value.patch) && Array.isArray(value.patch.upserts) && Array.isArray(value.patch.removals);
    case 'boardFilter':
      return isRecord(value.filter);
    case 'cellDetail':
      return isText(value.productId) && isText(value.persona) && typeof value.text === 'string';
    default:
      return false;
  }
}

/** Reads the board's saved state; defaults for anything missing or malformed. */
export function parseBoardPanelState(value: unknown): BoardPanelState {
  const record = isRecord(value) ? value : {};
  return { kind: 'board', order: isOrder(record.order) ? record.order : 'name', query: isQuery(record.query) ? record.query : '' };
}
