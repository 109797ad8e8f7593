// The verdict board in the real workbench: opened from the Command Palette, sorted, walked with the
// keyboard as an ARIA grid, a cell opened at its persona's card, two rows compared. Expectations come from the
// fixture reviews (test/fixtures/workspace/reviews): Quillmark Docs Assistant is the one product whose
// reviewers split (two ships, the Investor's skip); the bundled seeds hold no skip at all.
import assert from 'node:assert/strict';
import { openContainer, runCommand, treeRow, waitUntil, webviewFrame } from './helpers.mjs';

const QUILLMARK = 'Quillmark Docs Assistant';
const PERSONAS = ['The Builder', 'The Skeptic', 'The Strategist', 'The Product Lead', 'The Investor'];
/** Columns: the compare checkbox, the product name, one per persona, the tally. */
const NAME = 1;
const INVESTOR = 2 + PERSONAS.indexOf('The Investor');
const TALLY = 2 + PERSONAS.length;

export async function theBoardSortsMovesByKeyboardAndOpensACell({ page }) {
  await openContainer(page, 'Verdicts');
  await treeRow(page, QUILLMARK).waitFor();
  await runCommand(page, 'Verdicts: Open Board');
  await activeTab(page, 'Verdict Board');
  const board = webviewFrame(page);
  const grid = board.locator('[role="grid"]');
  await board.locator('#board-body [role="row"]').first().waitFor();

  // A header row: each persona with its tally; rows in name order at first.
  const headers = await board.locator('#board-head [role="columnheader"]').allInnerTexts();
  assert.equal(headers.length, PERSONAS.length + 3);
  PERSONAS.forEach((persona, i) => assert.ok(headers[i + 2].startsWith(persona), `column ${i + 2}: ${headers[i + 2]}`));
  const names = () => board.locator('#board-body [role="rowheader"]').allInnerTexts();
  const byName = await names();
  assert.deepEqual(byName, [...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  assert.equal(await grid.getAttribute('aria-rowcount'), String(byName.length + 1));
  assert.equal(await board.locator('#board-body [tabindex="0"]').count(), 1, 'one tab stop in the grid');

  // Sorted by disagreement, the split row comes first; each cell is a glyph and a word, not a colour alone.
  await board.locator('button[data-order="disagreement"]').click();
  await waitUntil(async () => (await names())[0] === QUILLMARK, 'the split row to come first');
  assert.equal(await board.locator('button[data-order="disagreement"]').getAttribute('aria-pressed'), 'true');
  const first = board.locator('#board-body [data-row="0"]');
  assert.equal((await first.locator(`[data-col="${INVESTOR}"]`).innerText()).replace(/\s+/g, ' '), '✕ Skip');
  assert.equal(await first.locator(`[data-col="${INVESTOR}"]`).getAttribute('aria-label'), 'The Investor: skip');
  assert.match(await first.locator('.call-ship').first().innerText(), /✓\s*Ship/);

  // The search narrows by name.
  await board.locator('#board-search').fill('harbor');
  await waitUntil(async () => JSON.stringify(await names()) === JSON.stringify(['Harbor CI 3']), 'the search to narrow the rows');
  await board.locator('#board-search').fill('');
  await waitUntil(async () => (await names()).length === byName.length, 'every row back');

  // The keyboard: arrows between cells, Home/End to the row's ends, Space ticks, Enter opens.
  await first.locator(`[data-col="${NAME}"]`).focus();
  const focused = () =>
    board.locator(':focus').evaluate((element) => [Number(element.closest('[data-row]')?.dataset.row), Number(element.dataset.col)]);
  // A key reaches the webview's page through its frames: polled, not read at once, so a slow frame is not a failure.
  const focusAt = (row, col) => waitUntil(async () => JSON.stringify(await focused()) === JSON.stringify([row, col]), `focus on row ${row}, column ${col}`);
  await page.keyboard.press('ArrowRight');
  await focusAt(0, NAME + 1);
  await page.keyboard.press('End');
  await focusAt(0, TALLY);
  await page.keyboard.press('Home');
  await focusAt(0, 0);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await focusAt(1, 0);
  await page.keyboard.press('Space');
  const compare = board.locator('#board-compare');
  await waitUntil(async () => (await compare.isEnabled()) && (await compare.innerText()) === 'Compare (2/2)', 'Compare to be enabled by two ticks');
  const second = await board.locator('#board-body [data-row="1"] [role="rowheader"]').innerText();
  assert.equal(await board.locator('#board-body [tabindex="0"]').count(), 1, 'still one tab stop');

  // The focused cell's deciding sentence shows below the grid, and is the cell's tooltip.
  await page.keyboard.press('ArrowUp');
  for (let i = 0; i < INVESTOR; i++) await page.keyboard.press('ArrowRight');
  await focusAt(0, INVESTOR);
  await board.locator('#board-detail', { hasText: 'The Investor on Quillmark Docs Assistant: skip.' }).waitFor();
  assert.match(await board.locator('#board-detail').innerText(), /Skip: “Good product, hard business — a skip as an investment/);
  await waitUntil(async () => ((await first.locator(`[data-col="${INVESTOR}"]`).getAttribute('title')) ?? '').startsWith('The Investor on'), 'the tooltip');

  // Enter opens the product panel at that persona's card.
  await page.keyboard.press('Enter');
  await activeTab(page, QUILLMARK);
  const panel = webviewFrame(page);
  await panel.locator('#card-investor').waitFor();
  await waitUntil(
    () => panel.locator('#card-investor').evaluate((card) => document.activeElement === card),
    "the Investor's card to take focus",
  );

  // Back on the board, Compare opens the two ticked products side by side.
  await page.locator('.tabs-container .tab', { hasText: 'Verdict Board' }).click();
  const again = webviewFrame(page);
  await again.locator('#board-compare:not([disabled])').click();
  await activeTab(page, `${QUILLMARK} vs ${second}`);
}

async function activeTab(page, title) {
  const tab = page.locator('.tabs-container .tab.active');
  await waitUntil(async () => (await tab.getAttribute('aria-label').catch(() => null))?.startsWith(title) ?? false, `the active tab to be "${title}"`);
}
