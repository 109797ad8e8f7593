// The verdict board in the real editor: the command opens one board whose page receives the whole
// catalog, a changed review file reaches the page as a patch (not a new board), the tree's filter reaches it,
// and Copy as Markdown exports the rows as shown.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { NO_FILTER, arrangeBoard, buildBoard } from '../../src/core';
import type { VerdictsApi } from '../../src/extension';
import { CommandId, PanelViewType } from '../../src/vscode/contract/ids';
import type { VerdictsTestHooks } from '../../src/vscode/testHooks';
import { encode, exists, panelTabs, verdictsApi, waitFor, workspaceFolder } from './support';

let api: VerdictsApi;
let hooks: VerdictsTestHooks;

const REVIEW = (call: 'ship' | 'skip') =>
  [
    'Orrery Planner vs Quokka Queue',
    '',
    call === 'ship'
      ? '“The primitive here is a planner that reads your calendar. Orrery Planner earns the ship: the DX bet pays off.”'
      : '“The primitive here is a planner that reads your calendar and then forgets it. Orrery Planner is a skip.”',
    '',
    '“The direct competitor is every cron job. Quokka Queue breaks on retries, and what kills it in 12 months is the cloud vendors. Skip.”',
    '',
  ].join('\n');

suite('Verdict board', () => {
  suiteSetup(async () => {
    api = await verdictsApi();
    assert.ok(api.testing, 'the test hooks are missing');
    hooks = api.testing;
  });

  teardown(async () => {
    hooks.board()?.dispose();
    await vscode.commands.executeCommand(CommandId.clearFilter);
  });

  test('Open Board shows every product on the page; opening it again reveals the same board', async () => {
    await vscode.commands.executeCommand(CommandId.openBoard);
    const products = api.catalog().products.length;
    const board = await waitFor('the board page to show the catalog', () => {
      const open = hooks.board();
      return open?.snapshot().page?.rows === products && open;
    });
    assert.strictEqual(board.snapshot().page?.shown, products, 'no filter: every row shown');
    assert.deepStrictEqual(board.snapshot().sent, { boards: 1, patches: 0 });
    await vscode.commands.executeCommand(CommandId.openBoard);
    assert.strictEqual(hooks.board(), board, 'the same board');
    assert.strictEqual(panelTabs(PanelViewType.board).length, 1, 'one board tab');
  });

  test('a changed review file reaches the open board as a patch, and the tree filter as a filter', async () => {
    await vscode.commands.executeCommand(CommandId.openBoard);
    const before = api.catalog().products.length;
    await waitFor('the board page', () => hooks.board()?.snapshot().page?.rows === before);
    const file = vscode.Uri.joinPath(workspaceFolder(), 'reviews', 'board-orrery-vs-quokka.txt');
    await vscode.workspace.fs.writeFile(file, encode(REVIEW('ship')));
    try {
      const orrery = await waitFor('the new file to be read', () => api.view().productsByAlias('Orrery Planner')[0]);
      await waitFor('the page to hold the new rows', () => hooks.board()?.snapshot().page?.rows === api.catalog().products.length);
      assert.ok(api.catalog().products.length > before);
      const sent = hooks.board()!.snapshot().sent;
      assert.strictEqual(sent.boards, 1, 'the board was sent once');
      assert.ok(sent.patches >= 1, 'the change came as a patch');

      // The ship turns into a skip: the board's Markdown (sorted by ships, narrowed to the product) follows.
      const builderCell = () => {
        const layout = hooks.board()!.layout('ships', 'Orrery');
        const builder = layout.columns.findIndex((column) => column.id === 'builder');
        return layout.rows.length === 1 ? layout.rows[0]!.calls[builder] : undefined;
      };
      assert.strictEqual(builderCell(), 'ship');
      await vscode.workspace.fs.writeFile(file, encode(REVIEW('skip')));
      await waitFor('the change to be read', () => api.view().product(orrery.id)?.tally.skip === 1);
      assert.strictEqual(builderCell(), 'skip');
      await hooks.board()!.handleMessage({ type: 'copyMarkdown', order: 'ships', query: 'orrery' });
      const markdown = await vscode.env.clipboard.readText();
      assert.match(markdown, /^# Verdict board\n/);
      assert.match(markdown, /\| Orrery Planner \| ✕ Skip \|/);
      assert.ok(!markdown.includes('Quokka'), 'only the rows shown');

      // The tree's filter applies: skips only, as the core arranges them.
      await vscode.commands.executeCommand(CommandId.filterByVerdict, ['skip']);
      const expected = arrangeBoard(buildBoard(api.view()), { filter: { verdicts: ['skip'], personas: [] }, order: 'name', query: '' }).rows.length;
      assert.ok(expected > 0 && expected < api.catalog().products.length);
      await waitFor('the page to show only rows with a skip', () => hooks.board()?.snapshot().page?.shown === expected);
      await vscode.commands.executeCommand(CommandId.clearFilter);
      await waitFor('every row again', () => hooks.board()?.snapshot().page?.shown === api.catalog().products.length);
    } finally {
      if (await exists(file)) await vscode.workspace.fs.delete(file);
    }
    await waitFor('the page to drop the rows', () => hooks.board()?.snapshot().page?.rows === before);
    assert.strictEqual(
      arrangeBoard(buildBoard(api.view()), { filter: NO_FILTER, order: 'name', query: 'orrery' }).rows.length,
      0,
    );
  });
});
