// Own reviews in the real workbench: "New Review File" asks for two names (with validation), writes the
// template into the review folder and opens it; typing into it shows problems at once; the walkthrough.
// (The mounted workspace keeps writes in the browser's memory: the fixture folder on disk never changes.)
import assert from 'node:assert/strict';
import { openContainer, startCommand, treeRow, waitUntil } from './helpers.mjs';

export async function newReviewFileAsksForTwoNamesAndProblemsShowWhileTyping({ page }) {
  await openContainer(page, 'Verdicts');
  await startCommand(page, 'Verdicts: New Review File…', 'New Review File (1/2)');
  const input = page.locator('.quick-input-widget .quick-input-box input');
  const message = page.locator('.quick-input-widget .quick-input-message');
  await input.fill('Nimbus vs Notes');
  await message.filter({ hasText: 'cannot contain "vs"' }).waitFor();
  await input.fill('Nimbus Notes');
  await waitUntil(async () => !(await message.textContent()).includes('"vs"'), 'the message to go');
  await page.keyboard.press('Enter');

  await page.locator('.quick-input-widget .quick-input-title', { hasText: 'New Review File (2/2)' }).waitFor();
  await input.fill('nimbus  notes');
  await message.filter({ hasText: 'a matchup needs two' }).waitFor();
  await input.fill('Cirrus Board');
  await page.keyboard.press('Enter');

  const tab = page.locator('.tabs-container .tab[data-resource-name="nimbus-notes-vs-cirrus-board.txt"]');
  await tab.waitFor();
  const editor = page.locator('.editor-instance .monaco-editor').first();
  const title = editor.locator('.view-line').first();
  await title.filter({ hasText: 'Nimbus Notes vs Cirrus Board' }).waitFor();
  assert.ok(!(await tab.getAttribute('class')).includes('dirty'), 'the file is written, not just opened');
  assert.equal(await editor.locator('.squiggly-error').count(), 0, 'the template has no problems');

  // Break the title: the error squiggle appears without saving, and goes when the edit is undone.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('Nimbus Notes and Cirrus Board');
  await editor.locator('.squiggly-error').first().waitFor();
  for (let i = 0; i < 30 && !(await title.textContent()).replace(/\u00a0/g, ' ').includes(' vs '); i++) await page.keyboard.press('Control+z');
  await waitUntil(async () => (await editor.locator('.squiggly-error').count()) === 0, 'the squiggle to go');
}

export async function theWalkthroughHasItsFourStepsAndTicksOffOpeningTheView({ page }) {
  await startCommand(page, 'Welcome: Open Walkthrough…', 'Select a walkthrough');
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await input.fill('Get Started with Verdicts');
  await page.locator('.quick-input-widget .monaco-list-row .label-name', { hasText: 'Get Started with Verdicts' }).first().waitFor();
  await page.keyboard.press('Enter');

  const walkthrough = page.locator('.gettingStartedContainer');
  await walkthrough.locator('h2', { hasText: 'Get Started with Verdicts' }).waitFor();
  for (const step of ['Open the Verdicts view', 'Compare two products', 'Hover a product name', 'Write your own reviews']) {
    await walkthrough.locator('.getting-started-step .step-title', { hasText: step }).waitFor();
  }
  const openView = walkthrough.locator('.getting-started-step', { has: page.locator('.step-title', { hasText: 'Open the Verdicts view' }) });
  const compare = walkthrough.locator('.getting-started-step', { has: page.locator('.step-title', { hasText: 'Compare two products' }) });
  const done = (step) => step.locator('.codicon-getting-started-step-checked.complete');
  assert.equal(await done(openView).count(), 0, 'the view was not opened yet');
  assert.equal(await done(compare).count(), 0, 'nothing was compared yet');
  await openView.locator('.step-title').click();
  await openView.locator('.button-container a, .button-container button', { hasText: 'Open the Verdicts View' }).click();
  await page.locator('.part.sidebar .pane-header[aria-label^="Products "]').waitFor();
  await done(openView).waitFor();
}
