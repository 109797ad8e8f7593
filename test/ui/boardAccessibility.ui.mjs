// The verdict board under axe-core (WCAG 2.1 A/AA and best practice, which covers the ARIA grid roles, names
// and contrast) in each of the four built-in themes: the live page with a cell focused, and the standalone HTML
// of `verdicts board --format html`. Any serious or critical violation fails, listed with its rule and elements.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fixtureWorkspace, repoRoot } from '../../scripts/lib/workbench.mjs';
import { auditPage, auditStandalonePage, openContainer, runCommand, treeRow, webviewFrame } from './helpers.mjs';

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
    problems.push(...(await auditPage(board.locator('html'), `board (${theme})`)));
    problems.push(...(await auditStandalonePage(workbench.context, standaloneBoard(), theme, `standalone board HTML (${theme})`)));

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
