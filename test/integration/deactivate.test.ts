// Deactivation disposes every listener, watcher and panel. VS Code for the Web offers no way to
// deactivate one extension from a test, so the extension's test hook disposes `context.subscriptions` exactly as
// VS Code does on deactivation; then nothing of the extension may be left. It leaves the extension dead, so this
// suite must be the last one in suites.ts.
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { VerdictsApi } from '../../src/extension';
import { CommandId, PanelViewType } from '../../src/vscode/contract/ids';
import { encode, panelTabs, sleep, verdictDiagnostics, verdictHovers, verdictsApi, waitFor, workspaceFolder } from './support';

let api: VerdictsApi;

suite('Deactivation (last)', () => {
  suiteSetup(async () => {
    api = await verdictsApi();
  });

  test('disposes every panel, listener, watcher, provider, command and diagnostic', async () => {
    const hooks = api.testing;
    assert.ok(hooks, 'the test hooks are missing');
    const [a, b] = api.catalog().products;
    await vscode.commands.executeCommand(CommandId.openProduct, a!.id);
    await vscode.commands.executeCommand(CommandId.compareProducts, a!.id, b!.id);
    await waitFor('both panels', () => panelTabs(PanelViewType.product).length === 1 && panelTabs(PanelViewType.compare).length === 1);
    const broken = vscode.Uri.joinPath(workspaceFolder(), 'reviews', 'broken.txt');
    const document = await vscode.workspace.openTextDocument({ language: 'plaintext', content: a!.name });
    // Everything is live before.
    assert.ok(verdictDiagnostics(broken).length > 0, 'no diagnostics to start with');
    assert.strictEqual((await verdictHovers(document.uri, new vscode.Position(0, 1))).length, 1, 'no hover to start with');
    assert.ok((await vscode.commands.getCommands(true)).includes(CommandId.openProduct));
    assert.ok(hooks.watching(), 'no file watchers to start with');
    assert.ok(hooks.liveDisposables() > 0);

    const errors = hooks.deactivate();

    assert.deepStrictEqual(errors.map(String), [], 'a dispose threw');
    assert.strictEqual(hooks.liveDisposables(), 0, 'objects that own listeners are still alive');
    assert.strictEqual(hooks.watching(), false, 'file watchers are still alive');
    assert.deepStrictEqual(api.openPanels(), []);
    await waitFor('the panel tabs to close', () => panelTabs(PanelViewType.product).length + panelTabs(PanelViewType.compare).length === 0);
    await waitFor('the diagnostics to go', () => verdictDiagnostics(broken).length === 0);
    assert.deepStrictEqual(await verdictHovers(document.uri, new vscode.Position(0, 1)), [], 'the hover provider is still registered');
    const commands = (await vscode.commands.getCommands(true)).filter((id) => Object.values(CommandId).includes(id as never));
    assert.deepStrictEqual(commands, [], 'commands are still registered');

    // Nothing reacts to review files any more: no watcher, no listener, no reload.
    const reloads = hooks.reloads();
    let changes = 0;
    const listener = api.onDidChangeCatalog(() => changes++);
    await vscode.workspace.fs.writeFile(
      vscode.Uri.joinPath(workspaceFolder(), 'reviews', 'after-deactivation.txt'),
      encode('After Alpha vs After Beta\n\n“The primitive here is After Alpha. It earns a ship.”\n'),
    );
    await sleep(1_000);
    listener.dispose();
    assert.deepStrictEqual(hooks.reloads(), reloads, 'the store still reads files');
    assert.strictEqual(changes, 0);
  });
});
