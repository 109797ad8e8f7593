// Opening products does not pile up tabs: like a file opened from the Explorer, a product opens in a preview
// panel that the next product replaces; opening it again, or acting inside it, keeps it. Source links open
// beside the panel.
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { VerdictsApi } from '../../src/extension';
import { CommandId, PanelViewType } from '../../src/vscode/contract/ids';
import { closeEditors, panelTabs, verdictsApi, waitFor } from './support';

let api: VerdictsApi;

const productPanels = () => api.openPanels().filter((panel) => panel.kind === 'product').map((panel) => panel.productIds[0]);

suite('Product panels open as a preview', () => {
  suiteSetup(async () => {
    api = await verdictsApi();
  });
  setup(() => closeEditors(api));
  suiteTeardown(() => closeEditors(api));

  test('the next product replaces the preview; opening it again keeps it', async () => {
    const [a, b, c] = api.catalog().products.map((product) => product.id);
    assert.ok(a && b && c);
    await vscode.commands.executeCommand(CommandId.openProduct, a);
    await vscode.commands.executeCommand(CommandId.openProduct, b);
    assert.deepStrictEqual(productPanels(), [b], 'the second product opened a tab of its own');
    await waitFor('one product tab', () => panelTabs(PanelViewType.product).length === 1);
    assert.strictEqual(api.openPanels()[0]!.title, api.view().product(b)!.name);

    // A card of the shown product scrolls the preview; the product opened again (a double-click) keeps it.
    const persona = api.view().reviewsOf(b)[0]!.persona;
    await vscode.commands.executeCommand(CommandId.openProduct, b, persona);
    await vscode.commands.executeCommand(CommandId.openProduct, c);
    assert.deepStrictEqual(productPanels(), [c]);
    await vscode.commands.executeCommand(CommandId.openProduct, c);
    await vscode.commands.executeCommand(CommandId.openProduct, a);
    assert.deepStrictEqual(productPanels(), [c, a]);
  });

  test('acting inside the preview keeps it; its source links open beside it', async () => {
    const [a, b] = api.catalog().products.map((product) => product.id);
    await vscode.commands.executeCommand(CommandId.openProduct, a);
    const panel = await waitFor('the panel', () => api.testing!.panels().find((p) => p.kind === 'product'));
    const source = api.view().reviewsOf(a!)[0]!.sources[0]!;
    await panel.handleMessage({ type: 'openSource', file: source.file, line: source.line });
    const editor = await waitFor('the source', () => vscode.window.activeTextEditor);
    assert.strictEqual(editor.document.uri.toString(), source.file);
    assert.notStrictEqual(editor.viewColumn, panel.panel.viewColumn, 'the source opened over the panel, not beside it');
    await vscode.commands.executeCommand(CommandId.openProduct, b);
    assert.deepStrictEqual(productPanels(), [a, b], 'the panel the user acted in was replaced');
  });
});
