// Never block the editor: a large review folder is read and indexed in slices. The catalog fills in
// (partial catalogs are published while the rest is read), and a hover asked for meanwhile is answered then,
// not after the whole load; a hover on a name whose file is still being read waits for it ("Loading…").
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { VerdictsApi } from '../../src/extension';
import { ViewId } from '../../src/vscode/contract/ids';
import { Setting } from '../../src/vscode/settings';
import { encode, verdictHovers, verdictsApi, waitFor, workspaceFolder } from './support';

const FILES = 300;
/** The Node extension host has Node's `process` (the web bundle injects a stand-in without `versions.node`). */
const NODE_HOST = typeof process.versions?.node === 'string';
const FOLDER = 'bulk-reviews';

/** A review file of the generated folder: its own two products, five personas' quotes. */
function reviewFile(n: number): string {
  const [a, b] = [`Quarrel${n} Notes`, `Ember${n} Sheets`];
  return [
    `${a} vs ${b}`,
    `“The primitive here is ${a}: a sync engine with typed conflicts. The DX bet pays off in the first ten minutes. Ship.”`,
    `“The primitive here is ${b}: a spreadsheet over a message queue. The setup is three commands. Ship.”`,
    `“The direct competitor to ${a} is every notes app with sync; where it breaks is offline merges. Skip.”`,
    `“The direct competitor to ${b} is Excel. What kills it in 12 months is Excel adding queues. Skip.”`,
    `“The thesis ${a} bets on is local-first software by 2027. Ship.”`,
    `“The buyer of ${b} is the finance team, and the budget line exists. Ship.”`,
  ].join('\n\n');
}

suite('A large review folder', () => {
  let api: VerdictsApi;

  suiteSetup(async () => {
    api = await verdictsApi();
  });

  test(`${FILES} files load in slices: the catalog fills in, partial catalogs come first, a hover meanwhile is answered at once`, async function () {
    this.timeout(120_000);
    const root = workspaceFolder();
    const folder = vscode.Uri.joinPath(root, FOLDER);
    const settingsFile = vscode.Uri.joinPath(root, '.vscode', 'settings.json');
    const originalSettings = await vscode.workspace.fs.readFile(settingsFile);
    const config = () => vscode.workspace.getConfiguration(undefined, root);
    const bulkFiles = () => api.files().filter((file) => file.includes(`/${FOLDER}/`)).length;

    // A name the catalog already knows, to hover while the folder loads.
    const known = api.catalog().products[0];
    const note = await vscode.workspace.openTextDocument({ language: 'plaintext', content: `We tried ${known.name} last week.` });
    const onName = new vscode.Position(0, 'We tried '.length + 1);
    // And a name from the last file of the folder: not read yet when the hover is asked for.
    const last = `Ember${FILES - 1} Sheets`;
    const pending = await vscode.workspace.openTextDocument({ language: 'plaintext', content: `Next we try ${last}.` });
    const onPending = new vscode.Position(0, 'Next we try '.length + 1);

    await Promise.all(Array.from({ length: FILES }, (_, n) => vscode.workspace.fs.writeFile(vscode.Uri.joinPath(folder, `bulk-${n}.txt`), encode(reviewFile(n)))));
    const threadsBefore = api.testing?.analysisThreads();
    const directBefore = api.testing?.directReads() ?? 0;
    const published: number[] = [];
    // Hovers are asked for as soon as the first part of the folder is in the catalog: from the event itself, not
    // from a poll, which a quick load can outrun (the load goes on after the event while the hovers are asked).
    let asked = 0;
    let unreadWhenAsked = false;
    let firstHovers: { pending: ReturnType<typeof verdictHovers>; onKnown: Promise<{ hovers: vscode.Hover[]; at: number; read: number }> } | undefined;
    const listener = api.onDidChangeCatalog(() => {
      published.push(bulkFiles());
      if (firstHovers || bulkFiles() === 0) return;
      asked = Date.now();
      unreadWhenAsked = api.view().productsByAlias(last).length === 0;
      firstHovers = {
        pending: verdictHovers(pending.uri, onPending),
        onKnown: verdictHovers(note.uri, onName).then((hovers) => ({ hovers, at: Date.now(), read: bulkFiles() })),
      };
    });
    try {
      const started = Date.now();
      await config().update(Setting.reviewFolders, ['reviews', FOLDER], vscode.ConfigurationTarget.Workspace);

      const { pending: pendingHovers, onKnown } = await waitFor('a first, partial catalog', () => firstHovers, 60_000);
      const { hovers, at: answered, read: readWhenAnswered } = await onKnown;

      await waitFor(`all ${FILES} files`, () => bulkFiles() === FILES && api.view().productsByAlias(`Ember${FILES - 1} Sheets`).length === 1, 60_000);
      await api.whenLoaded();
      const loaded = Date.now();
      const threadsAfter = api.testing?.analysisThreads();
      const inThreads = threadsBefore && threadsAfter ? threadsAfter.analysed - threadsBefore.analysed : 0;
      console.log(
        `large folder: ${FILES} files in ${loaded - started} ms; catalogs published with ${published.join(', ')} of them; ` +
          `hover answered in ${answered - asked} ms with ${readWhenAnswered} files read; ${inThreads} analysed in worker threads`,
      );

      // The desktop (Node) host analyses a large read in worker threads, all but its first few files; the web host has none.
      if (NODE_HOST) assert.ok(threadsAfter && inThreads >= FILES - 20, `only ${inThreads} of ${FILES} new files were analysed in worker threads`);
      else assert.strictEqual(threadsAfter, undefined, 'the web worker host reports analysis threads');
      // The desktop host reads its files from the disk directly (a stat and a read each), not through workspace.fs's round trips.
      const direct = (api.testing?.directReads() ?? 0) - directBefore;
      if (NODE_HOST) assert.ok(direct >= FILES, `only ${direct} stats and reads of ${FILES} new files went to the disk directly`);
      else assert.strictEqual(direct, 0, 'the web worker host claims to read from the disk');

      assert.strictEqual(hovers.length, 1, `no hover card for ${known.name} while loading`);
      // A name whose file was still being read gets its card once it is read, not nothing.
      assert.ok(unreadWhenAsked, `${last} was read before its hover was asked for: the load was too quick to test this`);
      assert.strictEqual((await pendingHovers).length, 1, `no hover card for ${last}, asked for while its file was loading`);
      const partial = published.filter((count) => count > 0 && count < FILES);
      assert.ok(partial.length >= 1, `no partial catalog before the whole folder was read (published at ${published.join(', ')})`);
      assert.ok(answered - asked < Math.max(2_000, (loaded - asked) / 2), `the hover took ${answered - asked} ms of a ${loaded - asked} ms load`);

      // Every file is in: its products are in the Products view, each with its reviews.
      assert.strictEqual(api.catalog().matchups.filter((m) => m.source.file.includes(`/${FOLDER}/`)).length, FILES);
      const rows = await api.treeChildren(ViewId.products);
      const ember = api.view().productsByAlias('Ember7 Sheets')[0];
      assert.ok(ember && rows.some((row) => row.kind === 'product' && row.productId === ember.id), 'the Products view lists the folder’s products');
      assert.strictEqual(api.view().reviewsOf(ember.id).length, 3);

      // A window reopened on the same folder takes every file from the analysis cache: quick, so it publishes its
      // catalog once, with no partial catalogs before it.
      const reopened = await api.testing!.reopen();
      assert.strictEqual(reopened.counts.analysed, 0, 'the reopen analysed files');
      assert.strictEqual(reopened.publishes, 1, `the reopen published ${reopened.publishes} catalogs`);
    } finally {
      listener.dispose();
      await vscode.workspace.fs.writeFile(settingsFile, originalSettings);
      await waitFor('the folder to be let go', () => bulkFiles() === 0 && api.reviewFolders().length === 1, 60_000);
      await vscode.workspace.fs.delete(folder, { recursive: true });
    }
  });
});
