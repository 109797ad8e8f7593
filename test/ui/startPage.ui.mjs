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
  // The panel indeed stays empty: its webview frame does not become ready.
  await page.waitForTimeout(2000);
  assert.equal(await page.locator('iframe.webview.ready').count(), 0, 'a webview came up although the probe said it cannot');
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
