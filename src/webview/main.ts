/**
 * The script inside Verdicts panels (product and compare). It renders nothing itself: the extension
 * sends HTML; this script forwards clicks on `[data-action]` as messages, keeps the panel's state with
 * `setState` (so a restarted editor restores it), and applies `update` / `focusPersona`.
 */
import {
  type ExtensionMessage,
  type PanelState,
  type WebviewMessage,
  isExtensionMessage,
  parsePanelState,
} from '../shared/messages';

interface VsCodeApi {
  postMessage(message: WebviewMessage): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

/** What the webview keeps between reloads: the panel state plus where the reader was. */
type StoredState = PanelState & { scrollY?: number };

const vscode = acquireVsCodeApi();
const root = document.getElementById('root');
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

let state: StoredState | undefined = initialState();

function initialState(): StoredState | undefined {
  let fromPage: unknown;
  try {
    fromPage = JSON.parse(document.body.dataset.state ?? 'null');
  } catch {
    fromPage = undefined;
  }
  const page = parsePanelState(fromPage);
  const stored = vscode.getState() as Partial<StoredState> | undefined;
  const storedState = parsePanelState(stored);
  if (!page) return storedState;
  // The page says what is shown; the stored state adds where the reader was, if it is the same page.
  const scrollY = storedState && pageKey(storedState) === pageKey(page) ? stored?.scrollY : undefined;
  return typeof scrollY === 'number' ? { ...page, scrollY } : page;
}

/** Which page a state shows, ignoring how it is viewed (scroll, focused persona, filter). */
function pageKey(value: PanelState): string {
  return value.kind === 'product' ? `product\u0000${value.productId}` : `compare\u0000${value.a}\u0000${value.b}`;
}

function saveState(): void {
  if (state) vscode.setState(state);
}

function post(message: WebviewMessage): void {
  vscode.postMessage(message);
}

/** Keeps the compare page's "differences only" class and button in line with the state. */
function applyDifferencesOnly(): void {
  const value = state?.kind === 'compare' && state.differencesOnly;
  document.querySelector('.compare')?.classList.toggle('differences-only', value);
  document
    .querySelectorAll<HTMLButtonElement>('[data-action="toggleDifferencesOnly"]')
    .forEach((button) => button.setAttribute('aria-pressed', String(value)));
}

function toggleDifferencesOnly(): void {
  if (state?.kind !== 'compare') return;
  state = { ...state, differencesOnly: !state.differencesOnly };
  applyDifferencesOnly();
  saveState();
  post({ type: 'setDifferencesOnly', value: state.differencesOnly });
}

/** Turns a `[data-action]` element into the message it stands for; undefined for unknown or incomplete ones. */
function messageFor(element: HTMLElement): WebviewMessage | undefined {
  const data = element.dataset;
  switch (data.action) {
    case 'openSource': {
      const line = Number(data.line);
      return data.file && Number.isInteger(line) && line >= 1 ? { type: 'openSource', file: data.file, line } : undefined;
    }
    case 'openProduct':
      return data.product
        ? { type: 'openProduct', productId: data.product, ...(data.persona ? { persona: data.persona } : {}) }
        : undefined;
    case 'openMatchup':
      return data.matchup ? { type: 'openMatchup', matchupId: data.matchup } : undefined;
    case 'compareWith':
      return data.product ? { type: 'compareWith', productId: data.product } : undefined;
    case 'swap':
      return { type: 'swap' };
    case 'copyMarkdown':
      return { type: 'copyMarkdown' };
    default:
      return undefined;
  }
}

function activate(element: HTMLElement): void {
  if (element.dataset.action === 'toggleDifferencesOnly') {
    toggleDifferencesOnly();
    return;
  }
  const message = messageFor(element);
  if (message) post(message);
}

function actionTarget(event: Event): HTMLElement | undefined {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-action]') : null;
  return target && root?.contains(target) ? target : undefined;
}

// Every action is a <button> (some styled as links): `click` comes for the mouse, Enter and Space alike.
document.addEventListener('click', (event) => {
  const target = actionTarget(event);
  if (!target) return;
  event.preventDefault();
  activate(target);
});

/**
 * The card a tree row asked for. Right after the panel is revealed its frame may not be rendered yet, and
 * `focus()` then does nothing; the frame gaining focus a moment later must not leave it on the body either. So
 * the card is focused again on the next frames and on window focus, until it holds focus or the reader acts.
 */
let targetedCard: HTMLElement | undefined;
const FOCUS_RETRIES_MS = [16, 50, 100, 200, 400, 800, 1600];

function holdFocus(card: HTMLElement, attempt = 0): void {
  if (targetedCard !== card) return;
  const current = card.isConnected ? card : document.getElementById(card.id);
  if (current && document.activeElement !== current) current.focus({ preventScroll: true });
  if (current) targetedCard = current;
  if (attempt < FOCUS_RETRIES_MS.length) setTimeout(() => holdFocus(targetedCard ?? card, attempt + 1), FOCUS_RETRIES_MS[attempt]);
  else targetedCard = undefined;
}
window.addEventListener('focus', () => {
  if (targetedCard?.isConnected && document.activeElement !== targetedCard) targetedCard.focus({ preventScroll: true });
  else if (refocusId) document.getElementById(refocusId)?.focus({ preventScroll: true });
  refocusId = '';
});
/** The element a re-render replaced while the panel had no focus: focused again when the panel gets it back. */
let refocusId = '';
document.addEventListener('pointerdown', () => (targetedCard = undefined));
document.addEventListener('keydown', () => (targetedCard = undefined));
// The card held focus and the panel lost it: the reader went elsewhere (another tab, the tree), and the panel must
// not take focus back from there on a later retry or re-render.
window.addEventListener('blur', () => {
  if (targetedCard && document.activeElement === targetedCard) targetedCard = undefined;
});

function focusPersona(persona: string): void {
  const card = document.getElementById(`card-${persona}`);
  if (!card) return;
  card.scrollIntoView({ behavior: reducedMotion.matches ? 'instant' : 'smooth', block: 'start' });
  targetedCard = card;
  holdFocus(card);
  // A brief outline shows which card was meant; CSS drops the animation under reduced motion.
  card.classList.remove('is-targeted');
  void card.offsetWidth;
  card.classList.add('is-targeted');
  if (state?.kind === 'product') {
    state = { ...state, persona };
    saveState();
  }
}

function update(html: string, next: PanelState): void {
  if (!root) return;
  const samePage = state !== undefined && pageKey(state) === pageKey(next);
  const scrollY = window.scrollY;
  // Keep what the reader had open (full quotes) and where they were when the page is the same one.
  const open = samePage ? openDetails() : new Set<string>();
  const focusedId = samePage && document.activeElement instanceof HTMLElement ? document.activeElement.id : '';
  root.innerHTML = html;
  restoreDetails(open);
  // A re-render must not drop the reader's place: the focused card (by id) gets focus back, at once when the panel
  // has focus, else when it next gets it (a re-render must never take focus from where the reader is now).
  if (focusedId) {
    if (document.hasFocus()) document.getElementById(focusedId)?.focus({ preventScroll: true });
    else refocusId = focusedId;
  }
  state = { ...next, ...(samePage ? { scrollY } : {}) };
  applyDifferencesOnly();
  saveState();
  window.scrollTo({ top: samePage ? scrollY : 0, behavior: 'instant' });
}

/** Keys of the open <details>, by position within their persona row. */
function openDetails(): Set<string> {
  const keys = new Set<string>();
  root?.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((details) => keys.add(detailsKey(details)));
  return keys;
}

function restoreDetails(keys: Set<string>): void {
  if (keys.size === 0) return;
  root?.querySelectorAll<HTMLDetailsElement>('details').forEach((details) => {
    if (keys.has(detailsKey(details))) details.open = true;
  });
}

function detailsKey(details: HTMLDetailsElement): string {
  const row = details.closest<HTMLElement>('[data-persona]');
  const cell = details.closest('td');
  const column = cell ? Array.from(cell.parentElement?.children ?? []).indexOf(cell) : -1;
  const index = cell ? Array.from(cell.querySelectorAll('details')).indexOf(details) : 0;
  return `${row?.dataset.persona ?? ''}/${column}/${index}`;
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const message = event.data;
  if (!isExtensionMessage(message)) return;
  handle(message);
});

function handle(message: ExtensionMessage): void {
  switch (message.type) {
    case 'update':
      update(message.html, message.state);
      break;
    case 'focusPersona':
      focusPersona(message.persona);
      break;
    case 'explained':
      fillWhy(message.reviewId, message.html);
      break;
  }
}

/**
 * A review's "Why?" comes empty (reading its evidence runs the analysis again); opening it asks the extension for
 * its rows. `toggle` does not bubble: it is caught on the way down. A disclosure a re-render opened again (the
 * reader had it open) asks again, as its rows were drawn anew.
 */
document.addEventListener(
  'toggle',
  (event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.open || !details.classList.contains('why')) return;
    const list = details.querySelector<HTMLElement>('.why-list');
    const reviewId = details.dataset.review;
    if (!reviewId || !list || list.getAttribute('aria-busy') !== 'true') return;
    post({ type: 'explain', reviewId });
  },
  true,
);

function fillWhy(reviewId: string, html: string): void {
  root?.querySelectorAll<HTMLDetailsElement>('details.why[data-review]').forEach((details) => {
    const list = details.querySelector<HTMLElement>('.why-list');
    if (details.dataset.review !== reviewId || !list || list.getAttribute('aria-busy') !== 'true') return;
    list.innerHTML = html;
    list.removeAttribute('aria-busy');
  });
}

let scrollTimer: number | undefined;
window.addEventListener(
  'scroll',
  () => {
    window.clearTimeout(scrollTimer);
    scrollTimer = window.setTimeout(() => {
      if (!state) return;
      state = { ...state, scrollY: window.scrollY };
      saveState();
    }, 150);
  },
  { passive: true },
);

applyDifferencesOnly();
// 'instant': restoring a position is not a movement the reader should watch.
if (state?.scrollY) window.scrollTo({ top: state.scrollY, behavior: 'instant' });
saveState();
post({ type: 'ready' });
