// Search Reviews as a user types into it: every word must occur (in the review, its product or its persona),
// each match shows the words around it, and an empty result says so.
import assert from 'node:assert/strict';
import { openContainer, startCommand, treeRow, waitUntil } from './helpers.mjs';

const rows = (page) => page.locator('.quick-input-widget .quick-input-list .monaco-list-row');

/** Each row of the quick pick as its description and detail, once typing has settled on `query`. */
async function results(page, query) {
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await input.fill(query);
  await page.waitForTimeout(400); // the search waits for a pause in typing
  await waitUntil(async () => (await page.locator('.quick-input-widget .quick-input-progress-bar.active, .quick-input-widget .progress-bit').filter({ visible: true }).count()) === 0, 'the search to finish');
  return rows(page).evaluateAll((list) =>
    list.map((row) => ({
      label: row.querySelector('.label-name')?.textContent.trim() ?? '',
      description: row.querySelector('.label-description')?.textContent.trim() ?? '',
      detail: row.querySelector('.quick-input-list-label-meta, .quick-input-list-detail')?.textContent.trim() ?? '',
    })));
}

export async function searchReviewsFindsEveryWordAndShowsItsExcerpt({ page }) {
  await openContainer(page, 'Verdicts');
  await treeRow(page, 'Quillmark').waitFor();
  await startCommand(page, 'Verdicts: Search Reviews…', 'Search Reviews');

  // Two words, one the persona's name, one in the text: the Investor's reviews that speak of a moat.
  const found = await results(page, 'Investor moat');
  assert.ok(found.length > 0, 'no review found for "Investor moat"');
  for (const row of found) {
    assert.match(row.description, /^The Investor/, `${row.label}: not the Investor's review`);
    assert.match(row.detail, /moat/i, `${row.label}: the excerpt does not show the match`);
  }

  // One word: only reviews with that word, not letters spread across other words (VS Code's fuzzy filter).
  const moat = await results(page, 'moat');
  assert.ok(moat.length >= found.length);
  for (const row of moat) assert.match(`${row.label} ${row.detail}`, /moat/i, `${row.label}: no "moat" in the excerpt`);

  // Nothing found says so.
  const none = await results(page, 'zzqxj');
  assert.deepEqual(none.map((row) => row.label), ['No review matches']);

  // A word deep in a long quote is shown, not cut off after the first line.
  const deep = await results(page, 'diff parser');
  assert.ok(deep.length > 0);
  for (const row of deep) assert.match(row.detail, /diff parser/i);
}
