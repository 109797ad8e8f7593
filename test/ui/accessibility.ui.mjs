// Accessibility audit: axe-core (WCAG 2.1 A/AA and best practice) inside every Verdicts webview frame — the
// product panel and the comparison — and in the standalone HTML of `verdicts compare --format html`, in each
// of the four built-in themes. Any serious or critical violation fails, listed with its rule and elements.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fixtureWorkspace, repoRoot } from '../../scripts/lib/workbench.mjs';
import { openContainer, pickQuickItem, runCommand, treeRow, waitUntil, webviewFrame } from './helpers.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

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
    const compare = webviewFrame(page);
    await compare.locator('.compare-table').waitFor();
    problems.push(...await audit(compare.locator('html'), `comparison panel (${theme})`));

    // A product whose quotes hold inline code.
    await treeRow(page, CODE_PRODUCT).locator('.label-name').click();
    const product = webviewFrame(page);
    await product.locator('h1.product-name', { hasText: CODE_PRODUCT }).waitFor();
    assert.ok(await product.locator('.quote code').count() > 0, `${CODE_PRODUCT}'s page shows no inline code to audit`);
    problems.push(...await audit(product.locator('html'), `product panel (${theme})`));

    // The standalone document has no VS Code theme: it follows the reader's colour scheme and forced colours.
    const standalone = await workbench.context.newPage();
    await standalone.emulateMedia({
      colorScheme: theme.endsWith('light') ? 'light' : 'dark',
      forcedColors: theme.startsWith('hc-') ? 'active' : 'none',
    });
    await standalone.setContent(standaloneComparison());
    await standalone.evaluate(AXE_SOURCE); // `script-src 'none'`: no element may carry it in; an evaluate may
    problems.push(...await audit(standalone.locator('html'), `standalone HTML (${theme})`));
    await standalone.close();

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

/**
 * Loads axe into the document `root` belongs to and audits it with every fold open (hidden text is not
 * checked for contrast). The panels' CSP admits only scripts with the page's nonce, so axe goes in as a
 * script element carrying that nonce (the standalone page gets it beforehand, see above).
 * Returns one line per serious or critical violation.
 */
async function audit(root, where) {
  const violations = await root.evaluate(async (html, { source, tags }) => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    if (!window.axe) {
      const nonce = document.querySelector('script[nonce]')?.nonce;
      if (nonce) {
        const script = document.createElement('script');
        script.nonce = nonce;
        script.textContent = source;
        document.head.append(script);
      }
    }
    if (!window.axe) throw new Error('axe-core did not load');
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 220)}` : ''}`),
    }));
  }, { source: AXE_SOURCE, tags: AXE_TAGS });
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact))
    .map((v) => `  ${where}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes.slice(0, 6).map((n) => `      ${n}`).join('\n')}`);
}
