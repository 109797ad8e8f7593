// Accessibility audit: axe-core (WCAG 2.1 A/AA and best practice) inside every Verdicts webview frame — the
// product panel and the comparison — and in the standalone HTML of `verdicts compare --format html`, in each
// of the four built-in themes. Any serious or critical violation fails, listed with its rule and elements.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fixtureWorkspace, repoRoot } from '../../scripts/lib/workbench.mjs';
import { auditPage, auditStandalonePage, openContainer, pickQuickItem, runCommand, treeRow, waitInWebview, waitUntil, webviewFrame } from './helpers.mjs';

const PRODUCT = 'Quillmark Docs Assistant';
const OTHER = 'Harbor CI 3';
const CODE_PRODUCT = 'Tessellate Vector Store 2.0';

export const darkThemePanelsPassAxe = auditIn('dark');
export const lightThemePanelsPassAxe = auditIn('light');
export const highContrastDarkPanelsPassAxe = auditIn('hc-dark');
export const highContrastLightPanelsPassAxe = auditIn('hc-light');

function auditIn(theme) {
  const test = async ({ page, workbench }) => {
    const problems = [];

    // The comparison first: a product panel that has just taken focus would close the command's quick pick.
    await openContainer(page, 'Verdicts');
    await treeRow(page, PRODUCT).waitFor();
    await runCommand(page, 'Verdicts: Compare Products');
    await pickQuickItem(page, PRODUCT);
    await waitUntil(async () => /^Compare .* with/.test(await page.locator('.quick-input-widget .quick-input-title').textContent()), 'the second step');
    await pickQuickItem(page, OTHER);
    await waitInWebview(page, '.compare-table');
    const compare = webviewFrame(page);
    problems.push(...await auditPage(compare.locator('html'), `comparison panel (${theme})`));

    // A product whose quotes hold inline code.
    await treeRow(page, CODE_PRODUCT).locator('.label-name').click();
    // The product panel opens over the comparison, whose iframe then goes: wait in the one visible after it.
    await waitInWebview(page, 'h1.product-name', { hasText: CODE_PRODUCT });
    const product = webviewFrame(page);
    assert.ok(await product.locator('.quote code').count() > 0, `${CODE_PRODUCT}'s page shows no inline code to audit`);
    problems.push(...await auditPage(product.locator('html'), `product panel (${theme})`));

    problems.push(...await auditStandalonePage(workbench.context, standaloneComparison(), theme, `standalone HTML (${theme})`));

    assert.deepEqual(problems, [], `axe found serious or critical violations:\n${problems.join('\n')}`);
  };
  test.workbenchOptions = { theme };
  return test;
}

let standaloneHtml;
/** `verdicts compare … --format html` on the fixture workspace, as a user would write it to a file. */
function standaloneComparison() {
  if (standaloneHtml) return standaloneHtml;
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'dist/cli.js'), 'compare', PRODUCT, OTHER, '--format', 'html', path.join(fixtureWorkspace, 'reviews')], { encoding: 'utf8' });
  assert.equal(result.status, 0, `verdicts compare failed: ${result.stderr}`);
  standaloneHtml = result.stdout;
  return standaloneHtml;
}
