// Own review folders: the views, panels and hovers follow `verdicts.reviewFolders`; "New Review
// File" writes the template into the first review folder; review documents get diagnostics as they are edited.
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { VerdictsApi } from '../../src/extension';
import { CommandId, PanelViewType, ViewId } from '../../src/vscode/contract/ids';
import { Setting } from '../../src/vscode/settings';
import {
  acceptingQuickPicks,
  closeEditors,
  decode,
  encode,
  exists,
  panelTabs,
  verdictDiagnostics,
  verdictHovers,
  verdictsApi,
  waitFor,
  workspaceFolder,
} from './support';

let api: VerdictsApi;

const ZEPHYR = (call: 'ship' | 'skip') =>
  [
    'Zephyr Notebook vs Quasar Shell',
    '',
    call === 'ship'
      ? '“The primitive here is a notebook that runs anywhere. Zephyr Notebook earns the ship: the DX bet pays off.”'
      : '“The primitive here is a notebook that runs anywhere, except on real data. Zephyr Notebook is a skip.”',
    '',
    '“The direct competitor is every terminal. Quasar Shell breaks on large outputs, and what kills it in 12 months is the built-in terminal. Skip.”',
    '',
  ].join('\n');

function productIdsOf(nodes: { kind: string; productId?: string | null }[]): string[] {
  return nodes.map((node) => node.productId ?? '');
}

suite('Own review folders', () => {
  suiteSetup(async () => {
    api = await verdictsApi();
  });

  teardown(() => closeEditors(api));

  test('a folder added to verdicts.reviewFolders is read and watched; the tree, an open panel and hovers follow, and let go when it is removed', async () => {
    const root = workspaceFolder();
    // Names that a URI escapes (a space, accents, # and %): the desktop host reads `file:` URIs from the disk by their
    // path (reviewFiles.ts), which must come back to the same file.
    const folder = vscode.Uri.joinPath(root, 'more reviews é');
    const file = vscode.Uri.joinPath(folder, 'zéphyr notes #1 vs 100% quasar.txt');
    const settingsFile = vscode.Uri.joinPath(root, '.vscode', 'settings.json');
    const originalSettings = await vscode.workspace.fs.readFile(settingsFile);
    const config = () => vscode.workspace.getConfiguration(undefined, root);
    const note = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'We tried Zephyr Notebook last week.' });
    const onName = new vscode.Position(0, 12);
    await vscode.workspace.fs.writeFile(file, encode(ZEPHYR('ship')));
    try {
      assert.strictEqual(api.view().productsByAlias('Zephyr Notebook').length, 0, 'the folder is not a review folder yet');
      await config().update(Setting.reviewFolders, ['reviews', 'more reviews é'], vscode.ConfigurationTarget.Workspace);
      const product = await waitFor('the new folder to be read', () => api.view().productsByAlias('Zephyr Notebook')[0]);
      assert.ok(api.reviewFolders().includes(folder.toString()));
      assert.ok(api.files().includes(file.toString()), `${file.toString()} is not among the catalog's files`);

      assert.ok(productIdsOf(await api.treeChildren(ViewId.products)).includes(product.id), 'the Products view lists it');
      assert.strictEqual((await verdictHovers(note.uri, onName)).length, 1, 'its name gets a hover card');
      await vscode.commands.executeCommand(CommandId.openProduct, product.id);
      await waitFor('its panel', () => panelTabs(PanelViewType.product).length === 1 && api.openPanels()[0]?.html.includes('runs anywhere'));
      assert.strictEqual(api.view().product(product.id)!.tally.ship, 1);

      // The folder is watched: a changed file re-renders the open panel.
      await vscode.workspace.fs.writeFile(file, encode(ZEPHYR('skip')));
      await waitFor('the change to be read', () => api.view().product(product.id)?.tally.skip === 1);
      await waitFor('the panel to re-render', () => api.openPanels()[0]?.html.includes('except on real data'));

      await config().update(Setting.reviewFolders, ['reviews'], vscode.ConfigurationTarget.Workspace);
      await waitFor('the folder to be let go', () => api.view().productsByAlias('Zephyr Notebook').length === 0);
      assert.ok(!productIdsOf(await api.treeChildren(ViewId.products)).includes(product.id), 'the Products view drops it');
      assert.deepStrictEqual(await verdictHovers(note.uri, onName), [], 'its name has no card any more');
      await waitFor('the panel to say it is gone', () => !api.openPanels()[0]?.html.includes('except on real data'));
      assert.strictEqual(panelTabs(PanelViewType.product).length, 1, 'the panel stays open');
    } finally {
      await vscode.workspace.fs.writeFile(settingsFile, originalSettings);
      await vscode.workspace.fs.delete(folder, { recursive: true });
    }
    await waitFor('the fixture settings to be back', () => api.reviewFolders().length === 1);
  });

  suite('New Review File', () => {
    const created = () => vscode.Uri.joinPath(workspaceFolder(), 'reviews', 'nimbus-notes-vs-cirrus-board.txt');

    teardown(async () => {
      if (await exists(created())) await vscode.workspace.fs.delete(created());
      await waitFor('the file to be forgotten', () => !api.files().includes(created().toString()));
    });

    test('writes <a>-vs-<b>.txt from the template into the first review folder and opens it at the first placeholder', async () => {
      const result = await vscode.commands.executeCommand<string>(CommandId.newReviewFile, 'Nimbus Notes', 'Cirrus Board');
      assert.strictEqual(result, created().toString());
      const editor = await waitFor('its editor', () => vscode.window.activeTextEditor?.document.uri.toString() === result && vscode.window.activeTextEditor);
      const lines = editor.document.getText().split('\n');
      assert.strictEqual(lines[0], 'Nimbus Notes vs Cirrus Board');
      assert.strictEqual(lines.filter((line) => line === '“…”').length, 5, 'one placeholder per persona');
      assert.strictEqual(lines.filter((line) => line.startsWith('— The ')).length, 5, 'each attributed to its persona');
      assert.strictEqual(editor.document.getText(editor.selection), '…', 'the first placeholder is selected');
      assert.ok(!editor.document.isDirty, 'the file is written, not just opened');

      // The watcher reads it like any other review file, but an untouched template adds nothing: no review, no
      // product, and nothing worse than a note that no review is written yet.
      await waitFor('the catalog to read it', () => api.files().includes(result));
      assert.deepStrictEqual(api.view().productsByAlias('Nimbus Notes'), []);
      assert.deepStrictEqual(api.catalog().reviews.filter((r) => r.sources.some((s) => s.file === result)), []);
      assert.deepStrictEqual(
        verdictDiagnostics(created()).filter((d) => d.severity !== vscode.DiagnosticSeverity.Information),
        [],
      );
    });

    test('opens an existing file of that name unchanged instead of overwriting it', async () => {
      const mine = 'Nimbus Notes vs Cirrus Board\n\n“The buyer is me. Nimbus Notes is a ship.”\n';
      await vscode.workspace.fs.writeFile(created(), encode(mine));
      const result = await vscode.commands.executeCommand<string>(CommandId.newReviewFile, 'Nimbus Notes', 'Cirrus Board');
      assert.strictEqual(result, created().toString());
      assert.strictEqual(decode(await vscode.workspace.fs.readFile(created())), mine);
      await waitFor('its editor', () => vscode.window.activeTextEditor?.document.uri.toString() === result);
    });

    test('without a review folder it offers to create "reviews" in the workspace and adds it to verdicts.reviewFolders', async () => {
      const root = workspaceFolder();
      const settingsFile = vscode.Uri.joinPath(root, '.vscode', 'settings.json');
      const originalSettings = await vscode.workspace.fs.readFile(settingsFile);
      const config = () => vscode.workspace.getConfiguration(undefined, root);
      try {
        await config().update(Setting.reviewFolders, [], vscode.ConfigurationTarget.Workspace);
        await waitFor('no review folder', () => api.reviewFolders().length === 0);
        // The first offer is the workspace's own "reviews" folder.
        const result = await acceptingQuickPicks<string>(CommandId.newReviewFile, 'Nimbus Notes', 'Cirrus Board');
        assert.strictEqual(result, created().toString());
        assert.deepStrictEqual(config().inspect(Setting.reviewFolders)?.workspaceValue, ['reviews']);
        await waitFor('the folder to be read again', () => api.reviewFolders().length === 1 && api.files().includes(created().toString()));
      } finally {
        await vscode.workspace.fs.writeFile(settingsFile, originalSettings);
      }
    });
  });

  suite('diagnostics while editing', () => {
    const file = () => vscode.Uri.joinPath(workspaceFolder(), 'reviews', 'quillmark-vs-harbor.txt');

    teardown(async () => {
      // Never save the fixture: drop the edits.
      const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === file().toString());
      if (document?.isDirty) {
        await vscode.window.showTextDocument(document);
        await vscode.commands.executeCommand('workbench.action.files.revert');
      }
    });

    test('a broken title is reported as it is typed, at its line and column, and cleared when fixed, without saving', async () => {
      const document = await vscode.workspace.openTextDocument(file());
      await vscode.window.showTextDocument(document);
      assert.deepStrictEqual(verdictDiagnostics(file()), [], 'the fixture starts without problems');
      const title = document.lineAt(0).text;
      const [first] = title.split(' vs ');
      const matchups = api.catalog().matchups.length;

      // "Quillmark Docs Assistant vs " names no second product: the error sits where the name should be.
      const broken = `${first} vs `;
      const breakIt = new vscode.WorkspaceEdit();
      breakIt.replace(file(), document.lineAt(0).range, broken);
      assert.ok(await vscode.workspace.applyEdit(breakIt));
      const errors = () => verdictDiagnostics(file()).filter((d) => d.severity === vscode.DiagnosticSeverity.Error);
      const [diagnostic] = await waitFor('a diagnostic on the edited title', () => {
        const found = errors();
        return found.length > 0 && found;
      });
      assert.strictEqual(errors().length, 1);
      // Besides the error, one note (not one per quote) says the quotes are kept, unattributed.
      assert.deepStrictEqual(
        verdictDiagnostics(file()).filter((d) => d.severity !== vscode.DiagnosticSeverity.Error).map((d) => [d.code, d.severity]),
        [['unattributed', vscode.DiagnosticSeverity.Information]],
      );
      assert.strictEqual(diagnostic!.code, 'missing-side');
      assert.strictEqual(diagnostic!.severity, vscode.DiagnosticSeverity.Error);
      assert.deepStrictEqual([diagnostic!.range.start.line, diagnostic!.range.start.character], [0, broken.length]);
      assert.ok(document.isDirty, 'nothing was saved');
      assert.strictEqual(api.catalog().matchups.length, matchups, 'the catalog still reads the saved file');

      // An unterminated quote in the same document is found too, on its own line.
      const quoteLine = document.getText().split('\n').findIndex((line) => line.startsWith('“'));
      const unquote = new vscode.WorkspaceEdit();
      const end = document.lineAt(quoteLine).range.end;
      unquote.delete(file(), new vscode.Range(end.translate(0, -1), end));
      assert.ok(await vscode.workspace.applyEdit(unquote));
      await waitFor('the second problem', () => verdictDiagnostics(file()).some((d) => d.range.start.line === quoteLine && d.code !== 'unattributed'));

      const fix = new vscode.WorkspaceEdit();
      fix.replace(file(), document.lineAt(0).range, title);
      fix.insert(file(), document.lineAt(quoteLine).range.end, '”');
      assert.ok(await vscode.workspace.applyEdit(fix));
      await waitFor('the diagnostics to clear', () => verdictDiagnostics(file()).length === 0);
    });

    test('reverting an edited document brings back the problems of the file on disk', async () => {
      const document = await vscode.workspace.openTextDocument(file());
      await vscode.window.showTextDocument(document);
      const edit = new vscode.WorkspaceEdit();
      edit.replace(file(), document.lineAt(0).range, 'Quillmark and Harbor');
      assert.ok(await vscode.workspace.applyEdit(edit));
      await waitFor('the edited problem', () => verdictDiagnostics(file()).some((d) => d.code === 'missing-title'));
      await vscode.commands.executeCommand('workbench.action.files.revert');
      await waitFor('the saved file to count again', () => verdictDiagnostics(file()).length === 0);
    });
  });
});
