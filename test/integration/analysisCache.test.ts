// A window reopened over unchanged review files reads the persisted analysis cache instead of
// analysing them, and gets the catalog a cold load gives; over a changed one, it shows the last catalog first.
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { VerdictsApi } from '../../src/extension';
import { CommandId } from '../../src/vscode/contract/ids';
import { EngineLoader } from '../../src/vscode/source/engineLoader';
import { decode, encode, verdictsApi, waitFor, workspaceFolder } from './support';

suite('The analysis cache', () => {
  let api: VerdictsApi;

  suiteSetup(async () => {
    api = await verdictsApi();
  });

  test('a window reopened after a file changed shows the last catalog at once, then that file as it is, analysing it alone', async function () {
    this.timeout(60_000);
    const file = vscode.Uri.joinPath(workspaceFolder(), 'reviews', 'quillmark-vs-harbor.txt');
    const original = await vscode.workspace.fs.readFile(file);
    const added = 'The buyer of Harbor CI 3 is a platform team that already owns its runners; nothing here is a moat. Skip.';
    const files = api.files().length;
    let last = '';
    try {
      const reopened = await api.testing!.reopen(async () => {
        last = JSON.stringify(api.catalog());
        await vscode.workspace.fs.writeFile(file, encode(`${decode(original)}\n“${added}”\n`));
      });
      // The catalog the last window left, shown first, then the one with the change: nothing in between.
      assert.strictEqual(reopened.restored, files);
      assert.strictEqual(reopened.first, last);
      assert.strictEqual(reopened.publishes, 2);
      assert.ok(!reopened.first.includes(added));
      assert.ok(reopened.catalog.includes(added), 'the reopened catalog lacks the change');
      assert.deepStrictEqual({ analysed: reopened.counts.analysed, fromCache: reopened.counts.fresh + reopened.counts.verified }, { analysed: 1, fromCache: files - 1 });
      // The same catalog as this window's, which took the change from its file watcher.
      await waitFor('this window to take the change', () => JSON.stringify(api.catalog()) === reopened.catalog);
    } finally {
      await vscode.workspace.fs.writeFile(file, original);
      await waitFor('this window to take the file back', () => !JSON.stringify(api.catalog()).includes(added));
      // This window's cache write of the change is pending: the next test's reopen writes it first.
    }
  });

  test('a reopened window gets the same catalog from the cache, analysing no file and never loading the analysis engine', async function () {
    this.timeout(60_000);
    const hooks = api.testing!;
    const { catalog, counts, engineLoaded, restored, publishes, readTwice, reviewsMadeInLoad, unread, unreadLater } = await hooks.reopen();
    const files = api.files().length;
    assert.ok(files > 5, `only ${files} files`);
    assert.strictEqual(catalog, JSON.stringify(api.catalog()));
    assert.deepStrictEqual({ analysed: counts.analysed, fromCache: counts.fresh + counts.verified }, { analysed: 0, fromCache: files });
    assert.strictEqual(engineLoaded, false);
    // It started from the catalog the cache keeps (no assembly), and published it once.
    assert.strictEqual(restored, files);
    assert.strictEqual(publishes, 1);
    // Its reviews were not made to load it (nor to publish it): a view makes them when it first reads them.
    assert.strictEqual(reviewsMadeInLoad, false);
    // No quote's text was decoded to load it: every review's texts are read from the cache when first asked for, or
    // in the background once the load has been over a moment.
    assert.strictEqual(unread, api.catalog().reviews.length);
    assert.strictEqual(unreadLater, 0);
    // A file read to verify it before the restore (one whose stamp cannot vouch: the web host's bundled seeds stat no
    // true size) is not read again as it loads.
    assert.strictEqual(readTwice, 0);
  });

  test('after Clear Analysis Cache, a reopened window loads the analysis engine and analyses every file again, with the same result', async function () {
    this.timeout(60_000);
    await vscode.commands.executeCommand(CommandId.clearAnalysisCache);
    const { catalog, counts, engineLoaded } = await api.testing!.reopen();
    assert.strictEqual(catalog, JSON.stringify(api.catalog()));
    assert.deepStrictEqual(counts, { fresh: 0, verified: 0, analysed: api.files().length });
    // Loaded afresh by the reopened window, from the engine's own bundle (fetched in the web host, required in Node).
    assert.strictEqual(engineLoaded, true);
  });

  test('an engine bundle that is not there is a rejection the loader remembers, not a hang', async function () {
    this.timeout(30_000);
    const silent = { trace() {}, info() {}, warn() {}, error() {} };
    const ext = vscode.extensions.all.find((e) => e.packageJSON?.name === 'verdicts')!;
    const loader = new EngineLoader(vscode.Uri.joinPath(ext.extensionUri, 'no-such-folder'), silent);
    await assert.rejects(loader.load());
    assert.strictEqual(loader.loaded, undefined);
    assert.ok(loader.failed, 'the failure is kept for panels to show');
  });
});
