// Finding things in the real workbench: the tree filter (from the Command Palette, shown in the view header,
// kept across a reload, cleared from the header), Collapse All, Copy Link from a row's context menu.
import assert from 'node:assert/strict';
import {
  chooseMenuItem, expandRow, header, openContainer, runCommand, settleTree, startCommand, storedInBrowser, toggleQuickPickItem, treeRow, waitUntil,
} from './helpers.mjs';

export async function filterByVerdictShowsInTheHeaderSurvivesAReloadAndClears({ page }) {
  await openContainer(page, 'Verdicts');
  await treeRow(page, 'Cursor').waitFor();
  await startCommand(page, 'Verdicts: Filter by Verdict…', 'Filter by Verdict');
  await toggleQuickPickItem(page, 'skip');
  await page.keyboard.press('Enter');

  const products = header(page, 'Products');
  await products.locator('.description', { hasText: /^Filter: skip$/ }).waitFor();
  await header(page, 'Matchups').locator('.description', { hasText: /^Filter: skip$/ }).waitFor();
  // Products nobody skipped are gone: Cursor (all ships and no calls in the seeds) is one of them.
  await waitUntil(async () => (await treeRow(page, 'Cursor').count()) === 0, 'Cursor to be filtered out');

  // The filter is the workspace's: it is still there after a reload (once the workbench has stored it).
  await waitUntil(() => storedInBrowser(page, 'verdicts.treeState', '"skip"'), 'the filter to be stored');
  await page.reload();
  await page.locator('.monaco-workbench .part.activitybar').waitFor({ state: 'visible', timeout: 60_000 });
  // The window comes back with the Verdicts container open; clicking its entry while it restores would close it.
  await header(page, 'Products').waitFor({ timeout: 30_000 });
  await header(page, 'Products').locator('.description', { hasText: /^Filter: skip$/ }).waitFor();

  // The header's Clear Filter button (shown only while a filter is on) brings every product back.
  await header(page, 'Products').hover();
  const clear = header(page, 'Products').locator('a.action-label[aria-label="Clear Filter"]');
  await clear.click();
  await treeRow(page, 'Cursor').waitFor();
  await waitUntil(async () => (await header(page, 'Products').locator('.description').textContent() ?? '') === '', 'the description to clear');
  await header(page, 'Products').hover();
  assert.equal(await clear.count(), 0, 'Clear Filter is hidden without a filter');
}

export async function collapseAllFromTheCommandPalette({ page }) {
  await openContainer(page, 'Verdicts');
  const row = await expandRow(page, 'Cursor');
  await runCommand(page, 'Verdicts: Collapse All');
  await waitUntil(async () => (await row.getAttribute('aria-expanded')) === 'false', 'the row to collapse');
}

export async function copyLinkFromAProductRowsContextMenu({ page }) {
  await openContainer(page, 'Verdicts');
  await treeRow(page, 'Cursor').waitFor();
  await settleTree(page);
  const row = treeRow(page, 'Cursor');
  await row.click({ button: 'right' });
  await chooseMenuItem(page, 'Copy Link');
  await waitUntil(async () => /^[\w-]+:\/\/verdicts-team\.verdicts\/product\/cursor/.test(await page.evaluate(() => navigator.clipboard.readText())),
    'the link on the clipboard');
  // And a status bar note says so, instead of a notification.
  await page.locator('.part.statusbar .statusbar-item', { hasText: 'Copied the link to Cursor' }).waitFor();
  assert.equal(await page.locator('.notifications-toasts .notification-toast').count(), 0);
}
