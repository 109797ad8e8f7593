// The verdict board under axe-core (WCAG 2.1 A/AA and best practice, which covers the ARIA grid roles, names
// and contrast) in each of the four built-in themes: the live page with a cell focused, and the standalone HTML
// of `verdicts board --format html`. Any serious or critical violation fails, listed with its rule and elements.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fixtureWorkspace, repoRoot } from '../../scripts/lib/workbench.mjs';
import { openContainer, runCommand, treeRow, webviewFrame } from './helpers.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export const boardPassesAxeInTheDarkTheme = auditIn('dark');
export const boardPassesAxeInTheLightTheme = auditIn('light');
export const boardPassesAxeInHighContrastDark = auditIn('hc-dark');
export const boardPassesAxeInHighContrastLight = auditIn('hc-light');

function auditIn(theme) {
  const test = async ({ page, workbench }) => {
    const problems = [];
    await openContainer(page, 'Verdicts');
    await treeRow(page, 'Quillmark Docs Assistant').waitFor();
    await runCommand(page, 'Verdicts: Open Board');
    const board = webviewFrame(page);
    await board.locator('#board-body [role="row"]').first().waitFor();
    // A ticked row, a focused cell and its sentence below the grid: every state the page can be in at once.
    await board.locator('button[data-order="disagreement"]').click();
    await board.locator('#board-body [data-row="0"] input[type="checkbox"]').check();
    await board.locator('#board-body [data-row="1"] [data-col="1"]').focus();
    await page.keyboard.press('ArrowRight');
    await board.locator('#board-detail', { hasText: /\S/ }).waitFor();
    problems.push(...(await audit(board.locator('html'), `board (${theme})`)));

    const standalone = await workbench.context.newPage();
    await standalone.emulateMedia({
      colorScheme: theme.endsWith('light') ? 'light' : 'dark',
      forcedColors: theme.startsWith('hc-') ? 'active' : 'none',
    });
    await standalone.setContent(standaloneBoard());
    await standalone.evaluate(AXE_SOURCE); // `script-src 'none'`: no element may carry it in; an evaluate may
    problems.push(...(await audit(standalone.locator('html'), `standalone board HTML (${theme})`)));
    await standalone.close();

    assert.deepEqual(problems, [], `axe found serious or critical violations:\n${problems.join('\n')}`);
  };
  test.workbenchOptions = { theme };
  return test;
}

let standaloneHtml;
/** `verdicts board --format html` on the fixture reviews, as a user would write it to a file. */
function standaloneBoard() {
  if (standaloneHtml) return standaloneHtml;
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'dist/cli.js'), 'board', path.join(fixtureWorkspace, 'reviews'), '--format', 'html'], { encoding: 'utf8' });
  // The fixtures hold a deliberately broken file: exit 0 with a note on stderr.
  assert.equal(result.status, 0, `verdicts board failed: ${result.stderr}`);
  standaloneHtml = result.stdout;
  return standaloneHtml;
}

/**
 * Loads axe into the document `root` belongs to and audits it. The page's CSP admits only scripts with its
 * nonce, so axe goes in as a script element carrying that nonce. One line per serious or critical violation.
 */
async function audit(root, where) {
  const violations = await root.evaluate(
    async (html, { source, tags }) => {
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
    },
    { source: AXE_SOURCE, tags: AXE_TAGS },
  );
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact))
    .map((v) => `  ${where}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes.slice(0, 6).map((n) => `      ${n}`).join('\n')}`);
}
