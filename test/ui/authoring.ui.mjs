// Writing a review in the real workbench: New Review File, type a review, see what Verdicts inferred inline,
// correct one label from the light bulb, and see the tree follow.
// (The mounted workspace keeps writes in the browser's memory: the fixture folder on disk never changes.)
import assert from 'node:assert/strict';
import { expandRow, openContainer, pickQuickItem, startCommand, treeRow, waitUntil } from './helpers.mjs';

/** The rendered text of the editor's lines, inline labels included (Monaco renders spaces as U+00A0; an inline label's padding is a margin, not a space). */
async function editorLines(editor) {
  return (await editor.locator('.view-line').allTextContents()).map((line) => line.replace(/\u00a0/g, ' '));
}

/** Runs the action of the open light-bulb menu labelled `label`, with the keys (a pointer block covers the menu at first). */
async function chooseAction(page, label) {
  const menu = page.locator('.action-widget');
  await menu.locator('.monaco-list-row', { hasText: label }).waitFor();
  for (let i = 0; i < 12; i++) {
    if ((await menu.locator('.monaco-list-row.focused').getAttribute('aria-label').catch(() => null)) === label) break;
    await page.keyboard.press('ArrowDown');
  }
  assert.equal(await menu.locator('.monaco-list-row.focused').getAttribute('aria-label'), label);
  await page.keyboard.press('Enter');
}

export async function writeAReviewSeeTheInferredLabelsAndCorrectOneFromTheLightBulb({ page }) {
  await openContainer(page, 'Verdicts');
  await startCommand(page, 'Verdicts: New Review File…', 'New Review File (1/2)');
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await input.fill('Aurora Sync 4');
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget .quick-input-title', { hasText: 'New Review File (2/2)' }).waitFor();
  await input.fill('Basalt Notes');
  await page.keyboard.press('Enter');

  const editor = page.locator('.editor-instance .monaco-editor').first();
  await editor.locator('.view-line', { hasText: 'Aurora Sync 4 vs Basalt Notes' }).waitFor();
  // Typing waits for the template's first placeholder to be selected: on a busy machine the new file can show its
  // title before the template is in, and keys typed then land on line 1.
  await editor.locator('.view-overlays .selected-text').first().waitFor();
  // The first placeholder is selected: typing replaces it. Tab goes on to its attribution.
  await page.keyboard.type('The primitive here is a sync engine, and Aurora Sync 4 gets the DX bet right. Aurora Sync 4 earns a ship.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+s');

  // Inline, what Verdicts inferred: the persona is stated in the template's attribution line, the rest is inferred.
  await waitUntil(async () => (await editorLines(editor)).some((line) => /^— The Builder\s*inferred: Aurora · ship$/.test(line)), 'the inline labels', 15_000);
  // The tree reads the saved file: the product appears with its ship.
  await treeRow(page, 'Aurora Sync 4').waitFor();
  // The row shows the short tally ("1✓"); its accessible name says it in words.
  await waitUntil(async () => /1 ship/.test(await treeRow(page, 'Aurora Sync 4').getAttribute('aria-label')), 'Aurora Sync 4 with one ship');

  // Correct the call from the light bulb on the quote: State the Call… → Skip.
  await editor.locator('.view-line', { hasText: 'The primitive here is' }).click();
  await page.keyboard.press('Control+.');
  await chooseAction(page, 'State the Call…');
  await page.locator('.quick-input-widget .quick-input-title', { hasText: 'State the Call' }).waitFor();
  await pickQuickItem(page, 'Skip');
  await waitUntil(async () => (await editorLines(editor)).some((line) => line.startsWith('— The Builder: skip')), 'the attribution line to state the call');
  // Only the product is inferred now.
  await waitUntil(async () => (await editorLines(editor)).some((line) => /^— The Builder: skip\s*inferred: Aurora$/.test(line)), 'the inline labels to follow');
  await page.keyboard.press('Control+s');

  // The tree follows: the product's tally and its review row.
  await waitUntil(async () => /1 skip/.test(await treeRow(page, 'Aurora Sync 4').getAttribute('aria-label')), 'Aurora Sync 4 with one skip');
  await expandRow(page, 'Aurora Sync 4');
  const row = treeRow(page, 'The Builder');
  await row.waitFor();
  assert.match(await row.getAttribute('aria-label'), /skip/i);
}
