// The workbench loads with the extension, and its activity-bar entry opens the Verdicts container.
import assert from 'node:assert/strict';
import { openContainer } from './helpers.mjs';

export async function activityBarEntryOpensTheVerdictsContainer({ page }) {
  const entry = page.locator('.activitybar .action-item a[aria-label^="Verdicts"]');
  await entry.waitFor({ state: 'visible' });

  const sidebar = await openContainer(page, 'Verdicts');
  assert.equal((await sidebar.locator('.composite.title .title-label h2').textContent()).trim().toLowerCase(), 'verdicts');
  assert.ok(await entry.locator('xpath=..').evaluate((li) => li.classList.contains('checked')), 'the entry is not marked as open');
}
