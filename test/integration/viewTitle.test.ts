// Commands on a view's title run with the focused row as their first argument (and the selected rows as their
// second): a command that does not act on rows must not read that row as its own argument.
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { VerdictsApi } from '../../src/extension';
import { CommandId, ViewId } from '../../src/vscode/contract/ids';
import type { TreeNode } from '../../src/vscode/tree/treeNodes';
import { sleep, verdictsApi } from './support';

let api: VerdictsApi;

/** Runs a command the way a view's title button does with `row` focused, then dismisses the quick pick it shows. */
async function runFromViewTitle(command: string, row: TreeNode): Promise<void> {
  const running = Promise.resolve(vscode.commands.executeCommand(command, row, [row]));
  await sleep(400);
  await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  await running;
}

suite('View title commands with a row focused', () => {
  suiteSetup(async () => {
    api = await verdictsApi();
  });

  teardown(() => vscode.commands.executeCommand(CommandId.clearFilter));

  test('filterByVerdict and filterByPersona ask, and keep the active filter, instead of reading the row as a filter', async () => {
    await vscode.commands.executeCommand(CommandId.filterByVerdict, ['ship']);
    await vscode.commands.executeCommand(CommandId.filterByPersona, ['skeptic']);
    const [product] = await api.treeChildren(ViewId.products);
    const [persona] = await api.treeChildren(ViewId.personas);
    assert.ok(product && persona, 'the filtered views have rows to focus');
    for (const row of [product, persona, (await api.treeChildren(ViewId.products, product))[0]!]) {
      await runFromViewTitle(CommandId.filterByVerdict, row);
      await runFromViewTitle(CommandId.filterByPersona, row);
      assert.deepStrictEqual(api.treeState().filter, { verdicts: ['ship'], personas: ['skeptic'] }, `after running with a ${row.kind} row`);
    }
    // Their own arguments still work, as from a keybinding.
    await vscode.commands.executeCommand(CommandId.filterByVerdict, ['skip']);
    assert.deepStrictEqual(api.treeState().filter.verdicts, ['skip']);
  });

  test('compareProducts with a product row focused asks for both products, and takes ids as before', async () => {
    const [first, second] = await api.treeChildren(ViewId.products);
    assert.ok(first?.kind === 'product' && second?.kind === 'product');
    // Ids are its own arguments: the comparison opens without asking.
    await vscode.commands.executeCommand(CommandId.compareProducts, first.productId, second.productId);
    assert.ok(
      api.openPanels().some((panel) => panel.kind === 'compare' && panel.productIds.join() === [first.productId, second.productId].join()),
      'compareProducts(idA, idB) opened no comparison',
    );
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    // A row is not: the command asks (and opens nothing when the question is dismissed).
    await runFromViewTitle(CommandId.compareProducts, first);
    await sleep(200);
    assert.deepStrictEqual(api.openPanels().filter((panel) => panel.kind === 'compare'), []);
  });

  test('"Open" on a row’s context menu opens what the row is, without asking', async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const [product] = await api.treeChildren(ViewId.products);
    const [review] = await api.treeChildren(ViewId.products, product);
    const [matchup] = await api.treeChildren(ViewId.matchups);
    assert.ok(product?.kind === 'product' && review?.kind === 'review' && matchup?.kind === 'matchup');
    // No quick pick is dismissed here: a command that asked would never return.
    await vscode.commands.executeCommand(CommandId.openRow, review);
    await vscode.commands.executeCommand(CommandId.openRow, matchup);
    const pair = api.view().matchup(matchup.matchupId)!.products;
    const panels = api.openPanels().map((panel) => [panel.kind, panel.productIds.join(' ')]);
    assert.deepStrictEqual(panels, [['product', review.productId], ['compare', pair.join(' ')]]);
    const state = api.openPanels()[0]!.state;
    assert.strictEqual(state.kind === 'product' ? state.persona : undefined, review.persona, 'not at the review’s card');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
