// A view's title buttons with a row focused: VS Code runs them with the focused row as an argument, which the
// Filter and Compare commands must not take for their own (a filter of nothing, a product to compare).
import assert from 'node:assert/strict';
import { chooseMenuItem, expandRow, header, openContainer, pickQuickItem, settleTree, startCommand, toggleQuickPickItem, treeRow, waitUntil } from './helpers.mjs';

const title = (page) => page.locator('.quick-input-widget .quick-input-title');

/**
 * Opens the Products title's `menu`, chooses `item` and waits for the quick input titled `expected`. In VS Code for
 * the Web 1.91 the chosen item now and then does not run (about one try in four on this machine, with this
 * session's code and with the code before it alike: the menu closes, no command starts); a second try does. The
 * menu itself, too, now and then does not open on the click (a clean-clone run of 2026-12-04 waited 15 s for its
 * item): that is tried again as well, after Escape, and logged. What is tested is that the command, run from the
 * title with a row focused, asks and keeps the filter, not the menu.
 */
async function chooseFromTitleMenu(page, menu, item, expected) {
  const menuItem = page.locator('.context-view .monaco-menu .action-label', { hasText: new RegExp(`^${item}$`) });
  for (let attempt = 1; ; attempt++) {
    await header(page, 'Products').hover();
    await header(page, 'Products').locator(`.actions .action-label[aria-label^="${menu}"]`).first().click();
    let failed = `the ${menu} menu did not open`;
    try {
      await menuItem.waitFor({ timeout: 4_000 });
      await chooseMenuItem(page, item);
      failed = `"${item}" did not run`;
      await title(page).filter({ hasText: expected }).waitFor({ timeout: 4_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`      (try ${attempt}: ${failed}; trying again)`);
      await page.keyboard.press('Escape');
    }
  }
}

export async function filterByVerdictFromTheViewTitleWithARowFocusedAsksAndKeepsTheFilter({ page }) {
  await openContainer(page, 'Verdicts');
  await treeRow(page, 'Cursor').waitFor();
  await settleTree(page);
  await startCommand(page, 'Verdicts: Filter by Verdict…', 'Filter by Verdict');
  await toggleQuickPickItem(page, 'ship');
  await page.keyboard.press('Enter');
  const description = header(page, 'Products').locator('.description');
  await description.filter({ hasText: /ship$/ }).waitFor();

  // Focus a row (its twistie: a click on the row would open the product), then the title's Filter menu.
  await expandRow(page, 'Cursor');
  await chooseFromTitleMenu(page, 'Filter', 'Filter by Verdict…', 'Filter by Verdict');
  const ticked = page.locator('.quick-input-widget .quick-input-list .monaco-list-row[aria-checked="true"]');
  assert.match((await ticked.locator('.label-name').allTextContents()).join('|'), /^\s*ship$/, 'the quick pick starts from the filter');
  assert.equal(await ticked.count(), 1, 'only "ship" is ticked');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  assert.match(await description.textContent(), /ship$/, 'the filter was lost');
}

export async function compareProductsFromTheViewTitleWithARowFocusedAsksInTwoSteps({ page }) {
  await openContainer(page, 'Verdicts');
  await expandRow(page, 'Cursor');
  // The quick pick closes when focus leaves it, and on a loaded machine focus may still be settling from the row just
  // focused (a clean-clone run of 2026-12-03 saw the first step open, then close, its input hidden): opened once
  // more, logged. The check is on the visible widget, not on text a closed widget keeps.
  const input = page.locator('.quick-input-widget .quick-input-box input');
  for (let attempt = 1; ; attempt++) {
    await header(page, 'Products').hover();
    await header(page, 'Products').locator('.actions .action-label[aria-label^="Compare Products"]').click();
    await waitUntil(async () => /^Compare Products \(1\/2\)/.test((await title(page).textContent()) ?? ''), 'the first step, "(1/2)"');
    try {
      await input.waitFor({ state: 'visible', timeout: 7_500 });
      break;
    } catch (error) {
      if (attempt === 2) throw error;
      console.warn('      (the first step closed before a product was picked; opening it again)');
    }
  }
  await pickQuickItem(page, 'Harbor CI 3');
  await waitUntil(async () => /^Compare Harbor CI 3 with… \(2\/2\)/.test((await title(page).textContent()) ?? ''), 'the second step, "(2/2)"');
  await page.keyboard.press('Escape');
}
