// Hardening, in the real editor: broken review files become diagnostics and fixing them clears those;
// a review file deleted or renamed under an open panel; a burst of file changes is one reload; a panel closed
// while messages are in flight; hostile review text in tree rows and tooltips.
// Files are written with workspace.fs into reviews/hardening/ (in memory in the web host, on a temporary copy of
// the fixture in the Node host; the fixture in the repository is untouched).
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { VerdictsApi } from '../../src/extension';
import { CommandId, PanelViewType, ViewId } from '../../src/vscode/contract/ids';
import { BURST_RULES } from '../../src/vscode/source/changeCoalescer';
import type { VerdictsTestHooks } from '../../src/vscode/testHooks';
import type { TreeNode } from '../../src/vscode/tree/treeNodes';
import { closeEditors, encode, exists, panelTabs, sleep, verdictDiagnostics, verdictsApi, waitFor, workspaceFolder } from './support';

let api: VerdictsApi;
let hooks: VerdictsTestHooks;

const folder = () => vscode.Uri.joinPath(workspaceFolder(), 'reviews', 'hardening');
const file = (name: string) => vscode.Uri.joinPath(folder(), name);
const write = (uri: vscode.Uri, text: string) => vscode.workspace.fs.writeFile(uri, encode(text));
const productNamed = (name: string) => api.view().catalog.products.find((p) => p.name === name);

/** Collects the catalog's change events until disposed. */
function countChanges(): { readonly count: number; dispose(): void } {
  let count = 0;
  const listener = api.onDidChangeCatalog(() => count++);
  return {
    get count() {
      return count;
    },
    dispose: () => listener.dispose(),
  };
}

/**
 * Waits until no file event, reload or catalog change has happened for longer than a burst's quiet, without
 * hurrying the burst being collected (as `whenLoaded()` would): its events are all delivered and handled by then.
 */
async function quiet(quietMs = BURST_RULES.quietMs + 500): Promise<void> {
  let last = Date.now();
  let seen = JSON.stringify(hooks.reloads());
  const listener = api.onDidChangeCatalog(() => (last = Date.now()));
  try {
    while (Date.now() - last < quietMs) {
      await sleep(50);
      const now = JSON.stringify(hooks.reloads());
      if (now !== seen) [seen, last] = [now, Date.now()];
    }
  } finally {
    listener.dispose();
  }
  await api.whenLoaded();
}

/** Loaded, and quiet: a clean start for counting reloads. */
async function settled(): Promise<void> {
  await api.whenLoaded();
  await quiet();
}

async function removeFolder(): Promise<void> {
  if (await exists(folder())) await vscode.workspace.fs.delete(folder(), { recursive: true });
  await waitFor('the hardening files to be forgotten', () => !api.files().some((f) => f.startsWith(folder().toString())));
}

function review(title: string, ...quotes: string[]): string {
  return [title, '', ...quotes.flatMap((q) => [`“${q}”`, '']), ''].join('\n');
}


/** Longer than the store's folder sweep (10 s) plus a burst's settling: what a dropped watcher event costs at most. */
const SWEEP_WAIT_MS = 15_000;
suite('Hardening', () => {
  suiteSetup(async () => {
    api = await verdictsApi();
    assert.ok(api.testing, 'the test hooks are missing: the extension should expose them in development and test runs');
    hooks = api.testing;
    await removeFolder();
  });

  teardown(async () => {
    await closeEditors(api);
    await removeFolder();
  });

  suite('broken files', () => {
    test('each broken file is a diagnostic with its line and column, the rest loads, and fixing it clears it', async function () {
      this.timeout(3 * SWEEP_WAIT_MS);
      const noSide = file('no-second-side.txt');
      const unterminated = file('unterminated.txt');
      const before = api.catalog().products.length;
      await write(noSide, review('Lonely Widget vs', 'The primitive here is Lonely Widget. It earns a ship.'));
      await write(
        unterminated,
        'Alpha Widget vs Beta Gadget\n\n“The primitive here is Alpha Widget, which earns a ship.”\n\n“Beta Gadget never closes this quote, a skip\n',
      );

      // A watcher event the web host drops is caught by the folder sweep (every 10 s): wait past one sweep.
      const [titleProblem] = await waitFor('diagnostics on the file without a second side', () => verdictDiagnostics(noSide).length > 0 && verdictDiagnostics(noSide), SWEEP_WAIT_MS);
      assert.strictEqual(titleProblem!.code, 'missing-side');
      assert.strictEqual(titleProblem!.severity, vscode.DiagnosticSeverity.Error);
      assert.deepStrictEqual([titleProblem!.range.start.line, titleProblem!.range.start.character], [0, 'Lonely Widget vs'.length + 1]);

      const [quoteProblem] = await waitFor('diagnostics on the unterminated quote', () => verdictDiagnostics(unterminated).length > 0 && verdictDiagnostics(unterminated), SWEEP_WAIT_MS);
      assert.strictEqual(quoteProblem!.code, 'unterminated-quote');
      // At the end of the line where the closing quote mark is missing.
      assert.deepStrictEqual([quoteProblem!.range.start.line, quoteProblem!.range.start.character], [4, '“Beta Gadget never closes this quote, a skip'.length]);
      // The diagnostics are the catalog's problems, position for position.
      for (const uri of [noSide, unterminated]) {
        const problems = api.catalog().problems.filter((p) => p.file === uri.toString());
        assert.deepStrictEqual(
          verdictDiagnostics(uri).map((d) => [d.range.start.line + 1, d.range.start.character + 1, d.code]),
          problems.map((p) => [p.line, p.column, p.code]),
        );
      }

      // The rest of the catalog loads: everything that was there, and the well-formed quote of the broken file.
      assert.ok(api.catalog().products.length >= before + 2, 'the catalog lost products');
      assert.ok(productNamed('Alpha Widget'), 'the matchup of the file with the unterminated quote is missing');
      assert.ok(api.view().reviewsOf(productNamed('Alpha Widget')!.id).length === 1, 'its well-formed quote is missing');
      assert.ok(productNamed('Quillmark Docs Assistant'), 'the other review files are missing');

      await write(noSide, review('Lonely Widget vs Crowded Gadget', 'The primitive here is Lonely Widget. It earns a ship.'));
      await write(
        unterminated,
        review('Alpha Widget vs Beta Gadget', 'The primitive here is Alpha Widget, which earns a ship.', 'Beta Gadget closes this quote now, still a skip.'),
      );
      await waitFor('the diagnostics to clear', () => verdictDiagnostics(noSide).length === 0 && verdictDiagnostics(unterminated).length === 0);
      await waitFor('the fixed files to be read', () => productNamed('Crowded Gadget') && api.view().reviewsOf(productNamed('Beta Gadget')!.id).length === 1);
    });

    test('a file that is not text (NUL bytes, bad UTF-8) is one diagnostic, not a crash', async () => {
      const binary = file('binary.txt');
      const latin1 = file('latin1.txt');
      await vscode.workspace.fs.writeFile(binary, new Uint8Array([0x41, 0x20, 0x76, 0x73, 0x20, 0x42, 0x0a, 0x00, 0xff]));
      await vscode.workspace.fs.writeFile(latin1, new Uint8Array([...encode('Caf'), 0xe9, ...encode(' vs Bar\n')]));
      const [nul] = await waitFor('a diagnostic on the binary file', () => verdictDiagnostics(binary).length > 0 && verdictDiagnostics(binary));
      assert.strictEqual(nul!.code, 'not-text');
      assert.deepStrictEqual([nul!.range.start.line, nul!.range.start.character], [1, 0]);
      const [utf8] = await waitFor('a diagnostic on the Latin-1 file', () => verdictDiagnostics(latin1).length > 0 && verdictDiagnostics(latin1));
      assert.strictEqual(utf8!.code, 'not-utf8');
      assert.deepStrictEqual([utf8!.range.start.line, utf8!.range.start.character], [0, 3]);
    });
  });

  suite('faults', () => {
    const EPHEMERA = review(
      'Ephemera Notes vs Transient Board',
      'The primitive here is a notes app that forgets. Ephemera Notes earns the ship: the DX bet is right.',
      'The direct competitor is a whiteboard. Transient Board breaks on large teams, and what kills it in 12 months is a free tier elsewhere. Skip.',
    );

    async function openEphemeraPanels(uri: vscode.Uri): Promise<{ a: string; b: string }> {
      await write(uri, EPHEMERA);
      const a = (await waitFor('Ephemera Notes', () => productNamed('Ephemera Notes'))).id;
      const b = productNamed('Transient Board')!.id;
      await vscode.commands.executeCommand(CommandId.openProduct, a);
      await vscode.commands.executeCommand(CommandId.compareProducts, a, b);
      await waitFor('both panels', () => panelTabs(PanelViewType.product).length === 1 && panelTabs(PanelViewType.compare).length === 1);
      return { a, b };
    }

    const panel = (kind: 'product' | 'compare') => api.openPanels().find((p) => p.kind === kind)!;

    test('a review file deleted under its open panels: both say it is gone, and come back with the file', async () => {
      const uri = file('ephemera.txt');
      const { a, b } = await openEphemeraPanels(uri);
      assert.ok(panel('product').html.includes('Ephemera Notes'));

      await vscode.workspace.fs.delete(uri);
      await waitFor('the product panel to say the review is gone', () => panel('product').html.includes('This review is gone'));
      await waitFor('the compare panel to say the comparison is gone', () => panel('compare').html.includes('This comparison is gone'));
      assert.strictEqual(panel('product').title, 'Ephemera Notes (removed)');
      assert.strictEqual(panel('compare').title, 'Ephemera Notes vs Transient Board (removed)');
      // The gone panels still answer the page without throwing.
      for (const handle of hooks.panels()) {
        for (const message of [{ type: 'ready' }, { type: 'swap' }, { type: 'copyMarkdown' }, { type: 'setDifferencesOnly', value: true }] as const) {
          await handle.handleMessage(message);
        }
      }

      await write(uri, EPHEMERA);
      await waitFor('the product panel to show the product again', () => panel('product').html.includes('product-name') && panel('product').title === 'Ephemera Notes');
      assert.deepStrictEqual(panel('product').productIds, [a]);
      assert.deepStrictEqual(new Set(panel('compare').productIds), new Set([a, b]));
    });

    test('a review file renamed under its open panel: kept when still a review file, gone when not', async () => {
      const uri = file('ephemera.txt');
      await openEphemeraPanels(uri);
      const renamed = file('ephemera-renamed.txt');
      await vscode.workspace.fs.rename(uri, renamed);
      await waitFor('the panel to link to the renamed file', () => panel('product').html.includes('ephemera-renamed.txt'));
      assert.ok(!panel('product').html.includes('data-file="' + uri.toString()), 'the panel still links to the old name');
      assert.ok(!panel('product').html.includes('This review is gone'));

      await vscode.workspace.fs.rename(renamed, file('ephemera.txt.bak'));
      await waitFor('the product panel to say the review is gone', () => panel('product').html.includes('This review is gone'));
      await waitFor('the compare panel to say the comparison is gone', () => panel('compare').html.includes('This comparison is gone'));
    });

    test('1,000 writes to one file in a burst: one reload, and the catalog ends with the last write', async function () {
      // The host delivers the burst's events in clumps (pauses of 0.5–0.8 s in the Node host): a burst ends only
      // after BURST_RULES.quietMs without one, so it is one batch however its events are spaced up to that.
      this.timeout(BURST_RULES.maxWaitMs + 30_000);
      const uri = file('burst.txt');
      const version = (n: number) =>
        review('Burst Alpha vs Burst Beta', `The primitive here is Burst Alpha at revision ${n}. It earns a ship.`, `Burst Beta at revision ${n} is a skip.`);
      await write(uri, version(0));
      await waitFor('the first version', () => productNamed('Burst Alpha'));
      await settled();

      const changes = countChanges();
      const before = hooks.reloads();
      let slowest = 0;
      // The watcher events as the extension gets them: their pauses are what the quiet must bridge.
      const events: number[] = [];
      const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder(), '**'));
      watcher.onDidChange(() => events.push(Date.now()));
      for (let n = 1; n <= 1_000; n++) {
        const started = Date.now();
        await write(uri, version(n));
        slowest = Math.max(slowest, Date.now() - started);
      }
      await quiet();
      watcher.dispose();
      const longestPause = Math.max(0, ...events.slice(1).map((t, i) => t - events[i]!));
      const span = events.length ? events[events.length - 1]! - events[0]! : 0;
      changes.dispose();
      const after = hooks.reloads();

      const texts = api.catalog().reviews.filter((r) => r.text.includes('Burst')).map((r) => r.text);
      assert.deepStrictEqual(texts.sort(), [
        'Burst Beta at revision 1000 is a skip.',
        'The primitive here is Burst Alpha at revision 1000. It earns a ship.',
      ]);
      const context =
        `${events.length} file events over ${span} ms, longest pause between them ${longestPause} ms, ` +
        `${after.events - before.events} events seen by the extension, slowest write ${slowest} ms, ${after.full - before.full} full reloads`;
      console.log(`burst: ${context}`);
      assert.ok(events.length > 0, 'the watcher reported no event');
      assert.ok(span < BURST_RULES.maxWaitMs, `the burst lasted longer than the most a burst waits (${context})`);
      // One batch, unless the host itself paused for longer than a burst's quiet (then the rule says how many:
      // one more per such pause; pauses within 250 ms of the quiet may fall either way, as the extension's events
      // and this watcher's are not timed alike).
      const pauses = events.slice(1).map((t, i) => t - events[i]!);
      const fewest = 1 + pauses.filter((pause) => pause > BURST_RULES.quietMs + 250).length;
      const most = 1 + pauses.filter((pause) => pause > BURST_RULES.quietMs - 250).length;
      const batches = after.batches - before.batches;
      assert.ok(batches >= fewest && batches <= most, `${batches} reloads for one burst, expected ${fewest === most ? fewest : `${fewest} to ${most}`} (${context})`);
      assert.strictEqual(changes.count, batches, `${changes.count} catalog changes for ${batches} batches (${context})`);
    });

    test('300 review files created at once, then their folder deleted: one reload each, the catalog consistent', async function () {
      this.timeout(120_000);
      const many = vscode.Uri.joinPath(folder(), 'many');
      await vscode.workspace.fs.createDirectory(many);
      await settled();
      const uris = Array.from({ length: 300 }, (_, i) => vscode.Uri.joinPath(many, `m${String(i).padStart(3, '0')}.txt`));

      let changes = countChanges();
      let before = hooks.reloads();
      const started = Date.now();
      await Promise.all(uris.map((uri, i) => write(uri, review(`Many${i} Alpha vs Many${i} Beta`, `The primitive here is Many${i} Alpha. It earns a ship.`))));
      const written = Date.now();
      // The burst starts when the extension first hears of the files: from the watcher, at once as a rule, or from
      // its sweep of the folders (BURST_RULES.sweepEveryMs) when the watcher says nothing (the Node host, 2 runs in 10).
      await waitFor('the extension to hear of the new files', () => hooks.reloads().events > before.events, BURST_RULES.sweepEveryMs * 3);
      const firstEvent = Date.now();
      await quiet();
      changes.dispose();
      let after = hooks.reloads();
      const files = new Set(api.files());
      const missing = uris.filter((uri) => !files.has(uri.toString())).map((uri) => uri.path.split('/').pop());
      const context =
        `${after.events - before.events} file events, ${after.batches - before.batches} batches; written in ${written - started} ms, ` +
        `first event ${firstEvent - written} ms later`;
      console.log(`mass create: ${context}`);
      assert.deepStrictEqual(missing, [], `${missing.length} files missing from the catalog (${context})`);
      assert.strictEqual(api.catalog().products.filter((p) => /^Many\d+ (Alpha|Beta)$/.test(p.name)).length, 600);
      assert.strictEqual(after.batches - before.batches, 1, `${after.batches - before.batches} reloads for one burst (${context})`);
      assert.strictEqual(changes.count, 1);

      changes = countChanges();
      before = hooks.reloads();
      await vscode.workspace.fs.delete(many, { recursive: true });
      await waitFor('the extension to hear of the deletion', () => hooks.reloads().events > before.events, BURST_RULES.sweepEveryMs * 3);
      await quiet();
      changes.dispose();
      after = hooks.reloads();
      assert.strictEqual(api.catalog().products.filter((p) => p.name.startsWith('Many')).length, 0);
      assert.ok(!api.files().some((f) => f.startsWith(many.toString())));
      assert.strictEqual(after.batches - before.batches, 1);
      assert.strictEqual(changes.count, 1);
    });

    test('a panel closed while messages are in flight: nothing throws, nothing is left behind', async () => {
      const rejections: unknown[] = [];
      const onRejection = (event: { reason: unknown }) => rejections.push(event.reason);
      const scope = globalThis as unknown as { addEventListener?: (type: string, listener: (event: { reason: unknown }) => void) => void; removeEventListener?: (type: string, listener: (event: { reason: unknown }) => void) => void };
      scope.addEventListener?.('unhandledrejection', onRejection);
      try {
        const owners = hooks.liveDisposables();
        const uri = file('ephemera.txt');
        await openEphemeraPanels(uri);
        assert.strictEqual(hooks.liveDisposables(), owners + 2, 'each panel is one owner');
        const handles = hooks.panels();
        assert.strictEqual(handles.length, 2);

        // A message whose handling awaits (the clipboard), then the panel goes, then more messages arrive.
        const inFlight = handles.map((handle) => handle.handleMessage({ type: 'copyMarkdown' }));
        for (const handle of handles) handle.panel.dispose();
        const late = handles.flatMap((handle) =>
          (
            [
              { type: 'ready' },
              { type: 'swap' },
              { type: 'setDifferencesOnly', value: false },
              { type: 'copyMarkdown' },
            ] as const
          ).map((message) => handle.handleMessage(message)),
        );
        await Promise.all([...inFlight, ...late]);
        // A catalog change after the close reaches no panel.
        await write(uri, EPHEMERA.replace('Skip.', 'A skip.'));
        await waitFor('the change to be read', () => api.catalog().reviews.some((r) => r.text.includes('A skip.')));
        for (const handle of handles) handle.dispose();

        assert.deepStrictEqual(api.openPanels(), []);
        await waitFor('the tabs to close', () => panelTabs(PanelViewType.product).length + panelTabs(PanelViewType.compare).length === 0);
        assert.strictEqual(hooks.liveDisposables(), owners, 'a closed panel left an owner behind');
        await sleep(200);
        assert.deepStrictEqual(rejections, []);
      } finally {
        scope.removeEventListener?.('unhandledrejection', onRejection);
      }
    });
  });

  suite('hostile text in the editor', () => {
    const PAYLOAD = "console.log('__PWNED__')";
    const NAME = `Evil <img src=x onerror="${PAYLOAD}"> Widget`;

    test('tree rows show names as plain text without bidi controls; tooltips allow no HTML and no foreign links', async () => {
      const uri = file('hostile.txt');
      await write(
        uri,
        review(
          `${NAME} vs Decent Gadget`,
          `The primitive here is <script>${PAYLOAD}</script> and [run](command:workbench.action.closeWindow) [x](javascript:${PAYLOAD}) in Evil. \u202Eexe.txt\u202C It earns a ship.`,
        ),
      );
      const product = await waitFor('the hostile product', () => productNamed(NAME));
      const roots = await api.treeChildren(ViewId.products);
      const row = roots.find((node) => node.kind === 'product' && node.productId === product.id)!;
      const item = await api.treeItem(ViewId.products, row);
      assert.strictEqual(item.label, NAME, 'the label is the name, as text');
      assert.ok(item.tooltip instanceof vscode.MarkdownString);
      checkTooltip(item.tooltip);

      const [reviewRow] = await api.treeChildren(ViewId.products, row);
      const reviewItem = await api.treeItem(ViewId.products, reviewRow as TreeNode);
      assert.ok(!/[\u202A-\u202E\u2066-\u2069]/.test(String(reviewItem.description)), 'bidi controls in a row description');
      assert.ok(String(reviewItem.description).includes('<script>'), 'the description shows the text as it is');
      assert.ok(reviewItem.tooltip instanceof vscode.MarkdownString);
      checkTooltip(reviewItem.tooltip);
      assert.ok(!/[\u202A-\u202E\u2066-\u2069]/.test(reviewItem.tooltip.value), 'bidi controls in a tooltip');
      // The review's own text is escaped: `[run](command:…)` cannot become a link.
      assert.ok(!/\[run\]\(command:/.test(reviewItem.tooltip.value), 'a link from the review text survived in the tooltip');
    });

    test('Copy as Markdown gets the hostile comparison escaped: no raw markup, no live link', async () => {
      const uri = file('hostile.txt');
      await write(
        uri,
        review(`${NAME} vs Decent Gadget`, `The primitive here is <script>${PAYLOAD}</script> [run](command:workbench.action.closeWindow) in Evil. It earns a ship.`),
      );
      const a = (await waitFor('the hostile product', () => productNamed(NAME))).id;
      const b = productNamed('Decent Gadget')!.id;
      await vscode.commands.executeCommand(CommandId.compareProducts, a, b);
      const compare = await waitFor('the compare panel', () => hooks.panels().find((panel) => panel.kind === 'compare'));
      await compare.handleMessage({ type: 'copyMarkdown' });
      // What Copy as Markdown put on the clipboard. (Reading the clipboard back is flaky here: the browser only
      // allows it while the workbench document, not the webview, has focus.)
      const markdown = (compare as unknown as { markdown(): string | undefined }).markdown();
      assert.ok(markdown, 'the comparison has no Markdown');
      assert.ok(markdown.startsWith('# Evil &lt;img src=x onerror='), markdown.slice(0, 80));
      assert.ok(!markdown.includes('<'), 'a raw "<" in the Markdown');
      assert.ok(markdown.includes('&lt;script\\>'), 'the quote is missing or not escaped');
      assert.ok(markdown.includes('\\[run\\](command:workbench.action.closeWindow)'), 'the link in the quote is not escaped');
    });
  });
});

/** A tooltip may run our commands only, never render HTML. */
function checkTooltip(markdown: vscode.MarkdownString): void {
  assert.notStrictEqual(markdown.supportHtml, true, 'a tooltip renders HTML');
  const trusted = markdown.isTrusted;
  if (trusted === true) assert.fail('a tooltip trusts every command');
  if (typeof trusted === 'object') {
    for (const command of trusted.enabledCommands) assert.match(command, /^verdicts\./, `a tooltip enables ${command}`);
  }
  for (const [, target] of markdown.value.matchAll(/\]\(([^)\s]+)/g)) {
    assert.match(target!, /^command:verdicts\.(openProduct|compareWith)\?/, `a tooltip links to ${target}`);
  }
}
