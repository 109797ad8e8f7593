/**
 * Messages between a Verdicts panel's script and the extension, plus the state each panel keeps.
 * Imported by both sides: src/webview/main.ts and the panel adapters in src/vscode.
 * The panel posts `ready` before the extension sends it anything.
 */

/** State of a product panel, kept by the webview (`setState`) and handed back to the serializer on restart. */
export interface ProductPanelState {
  kind: 'product';
  productId: string;
  persona?: string;
}

/** State of a compare panel. */
export interface ComparePanelState {
  kind: 'compare';
  a: string;
  b: string;
  differencesOnly: boolean;
}

export type PanelState = ProductPanelState | ComparePanelState;

/** webview → extension */
export type WebviewMessage =
  | { type: 'ready' }
  | { type: 'openSource'; file: string; line: number }
  | { type: 'openProduct'; productId: string; persona?: string }
  | { type: 'openMatchup'; matchupId: string }
  | { type: 'compareWith'; productId: string }
  | { type: 'swap' }
  | { type: 'copyMarkdown' }
  | { type: 'setDifferencesOnly'; value: boolean }
  /** The reader opened a review's "Why?": the page asks for its rows. */
  | { type: 'explain'; reviewId: string };

/** extension → webview */
export type ExtensionMessage =
  | { type: 'update'; html: string; state: PanelState }
  | { type: 'focusPersona'; persona: string }
  /** The rows of a review's "Why?" (escaped HTML from the core's renderer), for the disclosure the page asked about. */
  | { type: 'explained'; reviewId: string; html: string };

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 4096;
const isOptionalText = (value: unknown): boolean => value === undefined || isText(value);

/** Checks a message from the webview before the extension acts on it: the page is not trusted to be well-formed. */
export function isWebviewMessage(value: unknown): value is WebviewMessage {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'ready':
    case 'swap':
    case 'copyMarkdown':
      return true;
    case 'openSource':
      return isText(value.file) && Number.isInteger(value.line) && (value.line as number) >= 1;
    case 'openProduct':
      return isText(value.productId) && isOptionalText(value.persona);
    case 'openMatchup':
      return isText(value.matchupId);
    case 'compareWith':
      return isText(value.productId);
    case 'setDifferencesOnly':
      return typeof value.value === 'boolean';
    case 'explain':
      return isText(value.reviewId);
    default:
      return false;
  }
}

/** Checks a message from the extension in the webview. */
export function isExtensionMessage(value: unknown): value is ExtensionMessage {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'update':
      return typeof value.html === 'string' && parsePanelState(value.state) !== undefined;
    case 'focusPersona':
      return isText(value.persona);
    case 'explained':
      return isText(value.reviewId) && typeof value.html === 'string';
    default:
      return false;
  }
}

/** Reads a product panel's saved state (from the serializer or the page); undefined when malformed. */
export function parseProductPanelState(value: unknown): ProductPanelState | undefined {
  if (!isRecord(value) || !isText(value.productId)) return undefined;
  if (value.kind !== undefined && value.kind !== 'product') return undefined;
  return { kind: 'product', productId: value.productId, ...(isText(value.persona) ? { persona: value.persona } : {}) };
}

/** Reads a compare panel's saved state; undefined when malformed. */
export function parseComparePanelState(value: unknown): ComparePanelState | undefined {
  if (!isRecord(value) || !isText(value.a) || !isText(value.b)) return undefined;
  if (value.kind !== undefined && value.kind !== 'compare') return undefined;
  return { kind: 'compare', a: value.a, b: value.b, differencesOnly: value.differencesOnly === true };
}

export function parsePanelState(value: unknown): PanelState | undefined {
  if (!isRecord(value)) return undefined;
  return value.kind === 'compare' ? parseComparePanelState(value) : parseProductPanelState(value);
}
