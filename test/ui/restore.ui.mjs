// Panels survive a window reload: VS Code keeps each open webview's state and hands it back to the
// extension's WebviewPanelSerializer, which rebuilds the panel from the current catalog.
//
// The reload is "Developer: Reload Window", as a user does it. A browser refresh (page.reload()) restores
// nothing in this harness, and that is VS Code for the Web, not the extension: the workbench writes its editor
// state to IndexedDB only when it flushes storage (every 60 s while the window has focus, and on shutdown). On
// `beforeunload` it starts that flush but cannot wait for it, so the write dies with the page; Reload Window
// awaits the flush before it reloads. (A browser refresh more than 60 s after opening the panels restores them.)
import assert from 'node:assert/strict';
import { openContainer, pickQuickItem, treeRow, waitInWebview, waitUntil, webviewFrame } from './helpers.mjs';

const PRODUCT = 'Quillmark Docs Assistant';
const OTHER = 'Harbor CI 3';

function tabTitles(page) {
  return page.locator('.tabs-container .tab .label-name').allTextContents();
}

async function reloadWindow(page) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await input.waitFor({ state: 'visible' });
  await input.fill('>Developer: Reload Window');
  await page.locator('.quick-input-widget .quick-input-list .monaco-list-row .label-name', { hasText: /^Developer: Reload Window$/ }).first().waitFor();
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await page.keyboard.press('Enter');
  await reloaded;
  await page.locator('.monaco-workbench .part.activitybar').waitFor({ state: 'visible', timeout: 60_000 });
}

export async function productAndComparePanelsComeBackAfterAWindowReload({ page }) {
  await openContainer(page, 'Verdicts');
  await treeRow(page, PRODUCT).locator('.label-name').click();
  await waitInWebview(page, 'h1.product-name', { hasText: PRODUCT });
  await webviewFrame(page).locator('button[data-action="compareWith"]').click();
  await pickQuickItem(page, OTHER);
  // The comparison opens over the product panel, whose iframe then goes: wait in the one visible after it.
  await waitInWebview(page, '.compare-table');
  const compare = webviewFrame(page);
  await compare.locator('button[data-action="toggleDifferencesOnly"]').click();
  await compare.locator('article.compare.differences-only').waitFor();
  const before = await tabTitles(page);
  assert.deepEqual(before, [PRODUCT, `${PRODUCT} vs ${OTHER}`]);

  await reloadWindow(page);

  await waitUntil(async () => (await tabTitles(page)).length === 2, 'both panel tabs to be restored', 20_000);
  assert.deepEqual(await tabTitles(page), before, 'the same tabs, in the same order, once each');
  // The active tab (the comparison) is rebuilt from its saved state: same pair, "differences only" still on.
  await waitInWebview(page, '.compare-table', { timeout: 20_000 });
  const restoredCompare = webviewFrame(page);
  await restoredCompare.locator('article.compare.differences-only').waitFor();
  assert.equal(await restoredCompare.locator('.compare-table thead th').nth(1).textContent(), PRODUCT);
  // The product panel comes back when its tab is shown.
  await page.locator('.tabs-container .tab', { hasText: new RegExp(`^${PRODUCT}$`) }).click();
  await waitInWebview(page, 'h1.product-name', { hasText: PRODUCT, timeout: 20_000 });
}
