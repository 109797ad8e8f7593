// Small steps for UI tests against the real workbench (VS Code for the Web 1.91.1 in Chromium).
// Every helper takes the playwright `page` first and waits for the thing it did to be visible.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const SIDEBAR = '.part.sidebar';

/** Opens the activity-bar container with this title (idempotent) and returns the sidebar locator. */
export async function openContainer(page, title = 'Verdicts') {
  const entry = page.locator(`.activitybar .action-item a[aria-label^="${title}"]`);
  await entry.waitFor({ state: 'visible' });
  // The item is `.checked` while its container is showing; clicking it again would hide the sidebar.
  const checked = await entry.locator('xpath=..').evaluate((li) => li.classList.contains('checked'));
  if (!checked) await entry.click();
  const sidebar = page.locator(SIDEBAR);
  await sidebar.locator('.composite.title .title-label', { hasText: new RegExp(`^${escapeRegExp(title)}`, 'i') })
    .waitFor({ state: 'visible' });
  return sidebar;
}

/**
 * Waits until the sidebar's rows stop changing (the same labels for `quiet` ms): the seeds show first and a
 * workspace's own review files join them a moment later, moving rows under the pointer. Best effort: after
 * `timeout` it returns anyway, and the test's own waits decide.
 */
export async function settleTree(page, quiet = 600, timeout = 10_000) {
  const rows = page.locator(`${SIDEBAR} .monaco-list-row`);
  const end = Date.now() + timeout;
  let last = '';
  let since = Date.now();
  while (Date.now() < end) {
    const now = (await rows.evaluateAll((list) => list.map((row) => row.getAttribute('aria-label')).join('\n')).catch(() => '')) ?? '';
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (now && Date.now() - since >= quiet) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The row of a tree (or list) in the sidebar whose label starts with `label`. */
export function treeRow(page, label) {
  return page.locator(`${SIDEBAR} .monaco-list-row[aria-label^="${cssString(label)}"]`).first();
}

/**
 * Expands the sidebar tree row that starts with `label` (no-op when already expanded); returns the row.
 * Clicks the twistie: clicking the row itself runs the item's command instead when it has one.
 */
export async function expandRow(page, label) {
  const row = treeRow(page, label);
  await row.waitFor({ state: 'visible' });
  // A click that lands while the tree re-renders (the catalog refreshed as the window settles) is lost with the row
  // it hit: click again, at most three times.
  for (let attempt = 1; (await row.getAttribute('aria-expanded')) === 'false'; attempt++) {
    await row.locator('.monaco-tl-twistie').click();
    try {
      await waitUntil(async () => (await row.getAttribute('aria-expanded')) === 'true', `row "${label}" to expand`, 5_000);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  return row;
}

/**
 * Clicks the sidebar tree row that starts with `label` until `shown` (a locator) is visible: a click that lands while
 * the tree re-renders (the catalog refreshed as the window settles) runs a command the workbench has already let go
 * of ("Actual command not found"), so click again, at most three times.
 */
export async function clickRowUntil(page, label, shown) {
  const row = treeRow(page, label);
  for (let attempt = 1; ; attempt++) {
    await row.locator('.label-name').click();
    try {
      await shown.waitFor({ state: 'visible', timeout: 5_000 });
      return row;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Runs a command from the command palette by its title as shown there, e.g. 'Verdicts: Compare Products'.
 * Picks the row whose label is exactly `title` (a trailing '…' may be left out), so a similar command
 * cannot be run by accident.
 */
export async function runCommand(page, title) {
  const input = page.locator('.quick-input-widget .quick-input-box input');
  // The palette closes when focus moves, and on a loaded machine focus may still be settling from the step before (a
  // clean-clone run of 2026-12-03 saw it close between opening and typing, the tree focused): opened once more, logged.
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('Escape'); // close any widget that would swallow F1
    await page.keyboard.press('F1');
    try {
      await input.waitFor({ state: 'visible', timeout: 7_500 });
      await input.fill(`>${title}`, { timeout: 7_500 });
      break;
    } catch (error) {
      if (attempt === 2) throw error;
      console.warn(`      (the command palette closed before "${title}" was typed; opening it again)`);
    }
  }
  const row = page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.quick-input-list-label .label-name', { hasText: commandTitle(title) }) })
    .first();
  await row.waitFor({ state: 'visible' });
  await row.click();
  // The palette closes; a command that asks for something at once reuses the widget with its own input.
  const widget = page.locator('.quick-input-widget');
  await waitUntil(
    async () => !(await widget.isVisible()) || (await input.inputValue()) !== `>${title}`,
    `the command palette to close after "${title}"`,
  );
}

/**
 * Chooses an item in the open quick pick (after a command asks for something): types `label` to filter,
 * then clicks the first row whose label starts with it.
 */
export async function pickQuickItem(page, label) {
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await input.waitFor({ state: 'visible' });
  await input.fill(label);
  const row = page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.quick-input-list-label .label-name', { hasText: new RegExp(`^${escapeRegExp(label)}`) }) })
    .first();
  await row.waitFor({ state: 'visible' });
  await row.click();
}

/**
 * The content frame of the visible webview (an editor panel or a webview view): VS Code nests the page
 * in `iframe.webview.ready` → `#active-frame`. `nth` picks among several visible ones.
 */
export function webviewFrame(page, nth = 0) {
  return page.locator('iframe.webview.ready').filter({ visible: true }).nth(nth)
    .contentFrame().locator('#active-frame').contentFrame();
}

/**
 * Waits for `selector` in the visible webview and returns its locator there. VS Code disposes a hidden panel's
 * iframe: when a panel opens over another, the webview that was visible as the wait began may be gone a moment
 * later, and a wait inside it ends with "Target page, context or browser has been closed" though the page is open.
 * Such a wait looks again in the webview that is visible then, within the same time limit; any other failure stands.
 */
export async function waitInWebview(page, selector, { hasText, timeout = 15_000 } = {}) {
  const until = Date.now() + timeout;
  for (;;) {
    const found = webviewFrame(page).locator(selector, hasText === undefined ? undefined : { hasText }).first();
    try {
      await found.waitFor({ timeout: Math.max(1, until - Date.now()) });
      return found;
    } catch (error) {
      if (page.isClosed() || Date.now() >= until || !/has been closed|detached/i.test(String(error?.message))) throw error;
    }
  }
}

/**
 * Opens a workspace file through the Explorer (Quick Open finds nothing in the mounted folder) and waits
 * for its editor. `file` is relative to the workspace root, e.g. 'reviews/quillmark-vs-harbor.txt'.
 */
export async function openFile(page, file) {
  await openContainer(page, 'Explorer');
  const parts = file.split('/');
  let depth = 1;
  for (const folder of parts.slice(0, -1)) {
    const row = explorerRow(page, folder, depth++);
    await row.waitFor({ state: 'visible' });
    if ((await row.getAttribute('aria-expanded')) === 'false') await row.click();
  }
  const name = parts.at(-1);
  await explorerRow(page, name, depth).click();
  const tab = page.locator(`.tabs-container .tab[data-resource-name="${cssString(name)}"]`);
  await tab.waitFor({ state: 'visible' });
  const editor = page.locator('.editor-instance .monaco-editor .view-lines').first();
  await editor.waitFor({ state: 'visible' });
  return editor;
}

function explorerRow(page, name, depth) {
  // A single-folder workspace shows the folder's children at level 1.
  return page.locator(`.explorer-folders-view .monaco-list-row[aria-level="${depth}"][aria-label="${cssString(name)}"]`);
}

/**
 * Opens `file`, moves the mouse over the first occurrence of `text` in the editor and returns the visible
 * hover widget once it has faded in. `text` must be on a line the editor has rendered (near the top).
 */
export async function hoverAt(page, file, text) {
  await openFile(page, file);
  return hoverText(page, text);
}

/**
 * Moves the mouse over the first occurrence of `text` in the active editor and returns the visible hover
 * widget once it has faded in. `text` must be on a line the editor has rendered (near the top).
 */
export async function hoverText(page, text) {
  const lines = page.locator('.editor-instance .monaco-editor .view-lines').first();
  await lines.waitFor({ state: 'visible' });
  const point = await lines.evaluate((root, needle) => {
    // Monaco renders spaces as U+00A0 and splits a line into token spans; search the line's text nodes.
    for (const line of root.querySelectorAll('.view-line')) {
      const nodes = [];
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) nodes.push(walker.currentNode);
      const joined = nodes.map((n) => n.data).join('').replace(/\u00a0/g, ' ');
      const at = joined.indexOf(needle);
      if (at < 0) continue;
      // The middle of the first character pair: inside the word, away from its edges.
      let offset = at;
      for (const node of nodes) {
        if (offset < node.data.length) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, Math.min(offset + 2, node.data.length));
          const box = range.getBoundingClientRect();
          return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        }
        offset -= node.data.length;
      }
    }
    return null;
  }, text);
  if (!point) throw new Error(`"${text}" is not on a rendered line of the active editor`);
  await page.mouse.move(point.x - 20, point.y);
  await page.mouse.move(point.x, point.y, { steps: 5 });
  const hover = page.locator('.monaco-hover').filter({ visible: true }).first();
  await hover.waitFor({ state: 'visible' });
  await page.waitForTimeout(600); // fade-in: a screenshot taken earlier catches it half transparent
  return hover;
}

/** Polls `check` every 100 ms until it returns true, or fails after `timeout` ms naming what it waited for. */
export async function waitUntil(check, what, timeout = 10_000) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs a palette command that opens a quick pick or input box of its own and waits for that (whose title or
 * placeholder reads `title`): runCommand() in helpers.mjs waits for the quick input to close, which such a command never does.
 */
export async function startCommand(page, command, title) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await input.waitFor({ state: 'visible' });
  const label = command.replace(/(…|\.\.\.)$/, '');
  await input.fill(`>${label}`);
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(…|\\.\\.\\.)?$`);
  await page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: exact }) })
    .first()
    .click();
  await page.locator('.quick-input-widget .quick-input-title', { hasText: title })
    .or(page.locator(`.quick-input-widget .quick-input-box input[placeholder*="${title.replace(/"/g, '\\"')}"]`))
    .first()
    .waitFor();
}

/** Ticks or unticks the row of a multi-select quick pick whose label reads `label`. */
export async function toggleQuickPickItem(page, label) {
  const row = page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`(^|\\s)${label}$`) }) })
    .first();
  const checked = await row.getAttribute('aria-checked');
  await row.locator('input.quick-input-list-checkbox').click();
  await row.and(page.locator(`[aria-checked="${checked === 'true' ? 'false' : 'true'}"]`)).waitFor();
}

/** Runs the item of the open context menu labelled `label` (the menu acts on keys and hover, not a bare click). */
export async function chooseMenuItem(page, label) {
  const item = page.locator('.context-view .monaco-menu .action-label', { hasText: new RegExp(`^${label}$`) });
  await item.hover();
  await item.locator('xpath=ancestor::li[contains(@class, "focused")]').waitFor();
  await page.keyboard.press('Enter');
  await item.waitFor({ state: 'detached' });
}

/** The header of a view in the sidebar ("Products", "Matchups", "Personas"). */
export function header(page, view) {
  return page.locator(`.part.sidebar .pane-header[aria-label^="${view} "]`);
}

/**
 * Whether the workbench has written a value containing every one of `needles` to the browser's IndexedDB,
 * where VS Code for the Web keeps global and workspace state (it writes with a delay).
 */
export function storedInBrowser(page, ...needles) {
  return page.evaluate(async (needles) => {
    const read = (name) => new Promise((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        const stores = [...db.objectStoreNames];
        if (!stores.length) return resolve([]);
        const values = [];
        const tx = db.transaction(stores, 'readonly');
        for (const store of stores) {
          const all = tx.objectStore(store).getAll();
          all.onsuccess = () => values.push(...all.result.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))));
        }
        tx.oncomplete = () => { db.close(); resolve(values); };
        tx.onerror = () => { db.close(); resolve(values); };
      };
    });
    for (const { name } of await indexedDB.databases()) {
      if ((await read(name)).some((value) => needles.every((needle) => value.includes(needle)))) return true;
    }
    return false;
  }, needles);
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.1 A and AA, and axe's best practice (which covers ARIA roles and names). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Loads axe-core into the document `root` belongs to and audits it with every fold open (hidden text is not
 * checked for contrast). Webview pages' CSP admits only scripts with the page's nonce, so axe goes in as a
 * script element carrying that nonce; a page without one must have it already (`auditStandalonePage`).
 * Returns one line per serious or critical violation, with its rule and up to six elements.
 */
export async function auditPage(root, where) {
  const violations = await root.evaluate(
    async (html, { source, tags }) => {
      for (const details of document.querySelectorAll('details')) details.open = true;
      if (!window.axe) {
        const nonce = document.querySelector('script[nonce]')?.nonce;
        if (nonce) {
          const script = document.createElement('script');
          script.nonce = nonce;
          script.textContent = source;
          document.head.append(script);
        }
      }
      if (!window.axe) throw new Error('axe-core did not load');
      const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 220)}` : ''}`),
      }));
    },
    { source: AXE_SOURCE, tags: AXE_TAGS },
  );
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact))
    .map((v) => `  ${where}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes.slice(0, 6).map((n) => `      ${n}`).join('\n')}`);
}

/**
 * Audits a standalone HTML document (the CLI's `--format html`) in a page of its own. It has no VS Code theme:
 * it follows the reader's colour scheme and forced colours, emulated here for `theme`. Its CSP is
 * `script-src 'none'`, so no element may carry axe in; an evaluate may.
 */
export async function auditStandalonePage(context, html, theme, where) {
  const standalone = await context.newPage();
  try {
    await standalone.emulateMedia({
      colorScheme: theme.endsWith('light') ? 'light' : 'dark',
      forcedColors: theme.startsWith('hc-') ? 'active' : 'none',
    });
    await standalone.setContent(html);
    await standalone.evaluate(AXE_SOURCE);
    return await auditPage(standalone.locator('html'), where);
  } finally {
    await standalone.close();
  }
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const commandTitle = (title) => new RegExp(`^${escapeRegExp(title.replace(/(…|\.\.\.)$/, ''))}(…|\.\.\.)?$`);
const cssString = (text) => text.replace(/["\\]/g, '\\$&');
