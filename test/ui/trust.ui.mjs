// Workspace trust in the real workbench. VS Code for the Web trusts every workspace unless the embedder turns
// trust on (`enableWorkspaceTrust`), and even then a workspace whose folders are all virtual (the mounted
// vscode-test-web://mount) is always trusted. test/fixtures/untrusted-workspace/untrusted.code-workspace adds a
// second folder on `file:` (which the web cannot read) so the workspace as a whole is not trusted.
// Its settings name `reviews`, holding "Lanternfish Editor vs Quokka Terminal"; the bundled seeds have Cursor.
import assert from 'node:assert/strict';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/workbench.mjs';
import { openContainer, treeRow, waitUntil } from './helpers.mjs';

const untrustedWorkspace = {
  folder: path.join(repoRoot, 'test/fixtures/untrusted-workspace'),
  workspaceFile: 'untrusted.code-workspace',
  workbenchOptions: { enableWorkspaceTrust: true },
  settings: { 'security.workspace.trust.enabled': true, 'security.workspace.trust.startupPrompt': 'never' },
};
export const workbenchOptions = untrustedWorkspace;

const RESTRICTED_MESSAGE = 'Restricted Mode: review folders from workspace settings are not read until you trust this workspace.';

async function productLabels(page) {
  return page.locator('.part.sidebar .pane').filter({ has: page.locator('.pane-header', { hasText: /^Products/i }) })
    .locator('.monaco-list-row[aria-level="1"] .label-name').allTextContents();
}

export async function untrustedWorkspaceReadsOnlyTheBundledSeedsThenItsFoldersOnceTrusted({ page }) {
  await page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).waitFor();
  await openContainer(page, 'Verdicts');
  await treeRow(page, 'Cursor').waitFor();
  // Give a (wrong) read of the workspace's folder the time it would take to show up.
  await page.waitForTimeout(1_500);
  const restricted = await productLabels(page);
  assert.ok(restricted.some((label) => label.startsWith('Cursor')), `the bundled seeds are missing: ${restricted}`);
  assert.ok(!restricted.some((label) => label.startsWith('Lanternfish')), `a folder from workspace settings was read: ${restricted}`);
  const messages = await page.locator('.part.sidebar .pane-body .message').allTextContents();
  assert.ok(messages.includes(RESTRICTED_MESSAGE), `the views do not say why: ${JSON.stringify(messages)}`);

  // Trusting the workspace reads its folders without a reload.
  await page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).click();
  await page.locator('.workspace-trust-editor .monaco-button', { hasText: /^Trust$/ }).click();
  await page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).waitFor({ state: 'detached' });
  await openContainer(page, 'Verdicts');
  await waitUntil(async () => (await productLabels(page)).some((label) => label.startsWith('Lanternfish')), 'the workspace review folder to be read');
  const trusted = await productLabels(page);
  assert.ok(trusted.some((label) => label.startsWith('Cursor')), `the bundled seeds went: ${trusted}`);
  // The views' message follows the rows a little later (the extension host batches view updates).
  await waitUntil(
    async () => !(await page.locator('.part.sidebar .pane-body .message').allTextContents()).includes(RESTRICTED_MESSAGE),
    'the Restricted Mode message to go after trusting',
  );
}

export async function theSameWorkspaceTrustedReadsItsFolders({ page }) {
  await openContainer(page, 'Verdicts');
  await treeRow(page, 'Lanternfish').waitFor();
  assert.equal(await page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).count(), 0);
  const messages = await page.locator('.part.sidebar .pane-body .message').allTextContents();
  assert.ok(!messages.includes(RESTRICTED_MESSAGE), 'a trusted workspace shows the Restricted Mode message');
}
// Trust off, as VS Code for the Web has it by default: every workspace is trusted.
theSameWorkspaceTrustedReadsItsFolders.workbenchOptions = { workbenchOptions: undefined };
