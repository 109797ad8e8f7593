// What `npm start` tells a person at the page: the workspace folder is read-only, and, in a browser that refuses
// webviews their service worker (third-party cookies blocked, as in Incognito), that panels cannot open and
// what to do about it.
import assert from 'node:assert/strict';
import { openContainer, treeRow, waitUntil } from './helpers.mjs';

const NOTICES = '#verdicts-start-notices';

export async function withThirdPartyCookiesBlockedThePageSaysWhyNoPanelOpens({ page }) {
  await openContainer(page, 'Verdicts');
  await treeRow(page, 'Quillmark Docs Assistant').locator('.label-name').click();
  const bar = page.locator(NOTICES);
  await waitUntil(async () => /cannot open/.test((await bar.textContent().catch(() => '')) ?? ''), 'the notice that panels cannot open');
  const text = await bar.textContent();
  assert.match(text, /third-party cookies/);
  assert.match(text, /\[\*\.\]localhost/);
  assert.match(text, /read-only/, 'the folder notice is there too');
  // The probe is right: the workbench fails to load the webview, and no frame shows the product's page.
  await page.locator('.notifications-toasts', { hasText: 'Could not register service worker' }).waitFor();
  const shown = await Promise.all(page.frames().map((frame) => frame.evaluate(() => !!document.querySelector('h1.product-name')).catch(() => false)));
  assert.ok(!shown.includes(true), 'a panel showed its page although the probe said it cannot');
}
withThirdPartyCookiesBlockedThePageSaysWhyNoPanelOpens.workbenchOptions = { thirdPartyCookies: false, notices: ['readOnlyFolder', 'blockedWebviews'] };

export async function inAnOrdinaryWindowOnlyTheReadOnlyFolderIsNoted({ page }) {
  await openContainer(page, 'Verdicts');
  await treeRow(page, 'Quillmark Docs Assistant').locator('.label-name').click();
  await page.locator('iframe.webview.ready').first().waitFor({ state: 'attached' });
  const bar = page.locator(NOTICES);
  await bar.waitFor();
  await page.waitForTimeout(1500); // time for the probe to answer
  const text = await bar.textContent();
  assert.match(text, /read-only/);
  assert.doesNotMatch(text, /cannot open/);
  await bar.getByRole('button', { name: 'Dismiss' }).click();
  await bar.waitFor({ state: 'detached' });
}
inAnOrdinaryWindowOnlyTheReadOnlyFolderIsNoted.workbenchOptions = { notices: ['readOnlyFolder', 'blockedWebviews'] };
