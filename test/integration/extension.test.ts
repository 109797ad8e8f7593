// The extension in a real editor (VS Code for the Web, the extension host is a web worker) with
// test/fixtures/workspace mounted. Expectations come from the review files themselves: their title lines
// name the matchups and products, so adding a seed or a fixture does not break these tests.
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { VerdictsApi } from '../../src/extension';
import { CommandId, PanelViewType, ViewId } from '../../src/vscode/contract/ids';
import { Setting } from '../../src/vscode/settings';
import type { TreeNode } from '../../src/vscode/tree/treeNodes';
import { sleep, waitFor } from './support';

const EXTENSION_ID = 'verdicts-team.verdicts';

interface ReviewFile {
  uri: vscode.Uri;
  title: string;
  /** The two sides of "A vs B", or undefined when the title line does not read as a matchup. */
  sides?: [string, string];
}

let api: VerdictsApi;
let seeds: ReviewFile[];
let fixtures: ReviewFile[];

const decoder = new TextDecoder();

async function readReviewFile(uri: vscode.Uri): Promise<ReviewFile> {
  const text = decoder.decode(await vscode.workspace.fs.readFile(uri)).replace(/^\uFEFF/, '');
  const title = text.split(/\r?\n/).find((line) => line.trim() !== '')?.trim() ?? '';
  const parts = title.split(/\s+vs\.?\s+/i);
  const sides = parts.length === 2 && parts[0] && parts[1] ? ([parts[0].trim(), parts[1].trim()] as [string, string]) : undefined;
  return { uri, title, sides };
}

function workspaceFolder(): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the fixture workspace is not open');
  return folder.uri;
}

/** Webview tabs of one of our panel types; the workbench prefixes the type ("mainThreadWebview-verdicts.product"). */
function panelsOf(viewType: string): number {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter((tab) => tab.input instanceof vscode.TabInputWebview && (tab.input.viewType === viewType || tab.input.viewType.endsWith(`-${viewType}`))).length;
}

async function closeEditors(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await waitFor('editors to close', () => api.openPanels().length === 0 && panelsOf(PanelViewType.product) + panelsOf(PanelViewType.compare) === 0);
}

/** Runs a command that shows quick picks and accepts the highlighted item of each until the command ends. */
async function acceptingQuickPicks(command: string, ...args: unknown[]): Promise<unknown> {
  let settled = false;
  const running = Promise.resolve(vscode.commands.executeCommand(command, ...args)).finally(() => (settled = true));
  for (let attempt = 0; attempt < 40 && !settled; attempt++) {
    await sleep(150);
    if (!settled) await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
  }
  return running;
}

function hoverText(hovers: vscode.Hover[]): string {
  return hovers
    .flatMap((hover) => hover.contents)
    .map((content) => (typeof content === 'string' ? content : content.value))
    .join('\n');
}

/** Hovers from this extension: the only ones whose cards link to the Verdicts commands. */
async function verdictHovers(uri: vscode.Uri, position: vscode.Position): Promise<vscode.Hover[]> {
  const hovers = (await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, position)) ?? [];
  return hovers.filter((hover) => hoverText([hover]).includes(CommandId.openProduct));
}

function catalogChange(): Promise<void> {
  return new Promise((resolve) => {
    const listener = api.onDidChangeCatalog(() => {
      listener.dispose();
      resolve();
    });
  });
}

suite('Verdicts extension', () => {
  suiteSetup(async () => {
    const extension = vscode.extensions.getExtension<VerdictsApi>(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not installed`);
    api = await extension.activate();
    console.log(`activation: ${api.activationMs.toFixed(1)} ms`);
    await api.whenLoaded();

    const seedsFolder = vscode.Uri.joinPath(extension.extensionUri, 'seeds');
    const seedNames: string[] = JSON.parse(decoder.decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(seedsFolder, 'index.json'))));
    seeds = await Promise.all(seedNames.map((name) => readReviewFile(vscode.Uri.joinPath(seedsFolder, name))));
    const fixtureUris = await vscode.workspace.findFiles('reviews/**/*.txt');
    fixtures = await Promise.all(fixtureUris.map(readReviewFile));
    assert.ok(seeds.length > 0, 'no bundled seeds');
    assert.ok(fixtures.length > 0, 'no fixture reviews in the workspace');
  });

  suiteTeardown(closeEditors);

  test('activates quickly, loading the reviews afterwards', () => {
    assert.ok(api.activationMs >= 0);
    assert.ok(api.activationMs < 250, `activate() took ${api.activationMs} ms; loading must happen after it returns`);
  });

  test('reads the bundled seeds and the fixture review folder', () => {
    const files = new Set(api.files());
    for (const file of [...seeds, ...fixtures]) assert.ok(files.has(file.uri.toString()), `not loaded: ${file.uri.toString()}`);
    assert.deepStrictEqual(api.reviewFolders(), [vscode.Uri.joinPath(workspaceFolder(), 'reviews').toString()]);
  });

  test('has a matchup and both products for every review file with a valid title', () => {
    const view = api.view();
    const titles = new Set(view.catalog.matchups.map((m) => m.title));
    for (const file of [...seeds, ...fixtures].filter((f) => f.sides)) {
      assert.ok(titles.has(file.title), `no matchup titled "${file.title}"`);
      for (const side of file.sides!) assert.ok(view.productsByAlias(side).length > 0, `no product "${side}" (from ${file.title})`);
    }
  });

  test('Products view: every product with its tally, and one row per persona review', async () => {
    const view = api.view();
    const roots = await api.treeChildren(ViewId.products);
    assert.deepStrictEqual(
      roots.map((node) => node.kind === 'product' && node.productId),
      view.catalog.products.map((p) => p.id),
    );
    const firstProduct = roots[0]!;
    const item = await api.treeItem(ViewId.products, firstProduct);
    const product = view.product((firstProduct as { productId: string }).productId)!;
    assert.strictEqual(item.label, product.name);
    assert.match(String(item.description), /^\d+[✓✕–]/);
    assert.match(item.accessibilityInformation?.label ?? '', /\d+ (ship|skip|no call)/);
    assert.strictEqual(item.contextValue, 'product');
    assert.deepStrictEqual(item.command?.command, CommandId.openProduct);
    assert.ok(item.tooltip instanceof vscode.MarkdownString, 'the product tooltip is resolved as Markdown');
    assert.ok(item.tooltip.value.includes(product.name.split(' ')[0]!));

    for (const root of roots) {
      const productId = (root as { productId: string }).productId;
      const children = await api.treeChildren(ViewId.products, root);
      assert.strictEqual(children.length, view.reviewsOf(productId).length, `children of ${productId}`);
    }
    const reviewRow = (await api.treeChildren(ViewId.products, firstProduct))[0]!;
    const reviewItem = await api.treeItem(ViewId.products, reviewRow);
    const review = view.reviewsOf(product.id)[0]!;
    assert.strictEqual(reviewItem.label, view.catalog.personas.find((p) => p.id === review.persona)!.name);
    assert.strictEqual(reviewItem.description, review.gist);
    assert.ok(reviewItem.iconPath instanceof vscode.ThemeIcon);
    assert.ok(['pass', 'circle-slash', 'circle-large-outline'].includes(reviewItem.iconPath.id), reviewItem.iconPath.id);
    assert.deepStrictEqual(reviewItem.command?.arguments, [product.id, review.persona]);
  });

  test('Matchups view: "A vs B", then the two products, then their verdicts in that matchup', async () => {
    const view = api.view();
    const roots = await api.treeChildren(ViewId.matchups);
    assert.strictEqual(roots.length, view.catalog.matchups.length);
    for (const root of roots) {
      assert.strictEqual(root.kind, 'matchup');
      const matchup = view.matchup((root as { matchupId: string }).matchupId)!;
      const item = await api.treeItem(ViewId.matchups, root);
      // Subtitles ("Cursor v0.50 – Background Agent…") are left out so both names fit on the row.
      const [a, b] = matchup.products.map((id) => view.product(id)!.name);
      assert.match(String(item.label), / vs /);
      const [left, right] = String(item.label).split(' vs ');
      assert.ok(a!.startsWith(left!) && b!.startsWith(right!), `"${item.label}" for ${a} vs ${b}`);
      const sides = await api.treeChildren(ViewId.matchups, root);
      assert.deepStrictEqual(sides.map((node) => node.kind === 'product' && node.productId), matchup.products);
      for (const side of sides) {
        const verdicts = await api.treeChildren(ViewId.matchups, side);
        const productId = (side as { productId: string }).productId;
        assert.strictEqual(verdicts.length, view.reviewsInMatchup(matchup.id, productId).length);
      }
    }
  });

  test('Personas view: every persona with reviews, each listing every review it wrote', async () => {
    const view = api.view();
    const roots = await api.treeChildren(ViewId.personas);
    const expected = view.catalog.personas.filter((p) => view.reviewsByPersona(p.id).length > 0).map((p) => p.id);
    assert.deepStrictEqual(roots.map((node) => node.kind === 'persona' && node.personaId), expected);
    let rows = 0;
    for (const root of roots) rows += (await api.treeChildren(ViewId.personas, root)).length;
    assert.strictEqual(rows, view.catalog.reviews.length);
  });

  test('hover: a product name gives its card, with the range of the name', async () => {
    const notes = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(workspaceFolder(), 'notes.md'));
    const fixture = fixtures.find((f) => f.sides && notes.getText().includes(f.sides[0]));
    assert.ok(fixture, 'notes.md names no fixture product');
    const name = fixture.sides![0];
    const offset = notes.getText().indexOf(name);
    const start = notes.positionAt(offset);
    const hovers = await verdictHovers(notes.uri, start.translate(0, 2));
    assert.strictEqual(hovers.length, 1, `hovers on "${name}"`);
    assert.ok(hoverText(hovers).includes(CommandId.compareWith));
    assert.ok(hovers[0]!.range, 'the hover has a range');
    assert.deepStrictEqual([hovers[0]!.range.start.character, hovers[0]!.range.end.character], [start.character, start.character + name.length]);
  });

  test('hover: a lowercase word that only spells a product gives nothing', async () => {
    const document = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'Move the cursor here. Cursor is the product.' });
    assert.deepStrictEqual(await verdictHovers(document.uri, new vscode.Position(0, 10)), []);
    assert.strictEqual((await verdictHovers(document.uri, new vscode.Position(0, 24))).length, 1);
  });

  test('hover: verdicts.hover.enabled turns the provider off and on again', async () => {
    const document = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'Cursor' });
    const config = vscode.workspace.getConfiguration();
    try {
      await config.update(Setting.hoverEnabled, false, vscode.ConfigurationTarget.Global);
      await waitFor('the hover to go', async () => (await verdictHovers(document.uri, new vscode.Position(0, 2))).length === 0);
    } finally {
      await config.update(Setting.hoverEnabled, undefined, vscode.ConfigurationTarget.Global);
    }
    await waitFor('the hover to return', async () => (await verdictHovers(document.uri, new vscode.Position(0, 2))).length === 1);
  });

  test('problems of the broken fixture are diagnostics on its file', () => {
    const broken = fixtures.filter((f) => !f.sides);
    assert.ok(broken.length > 0, 'the fixture workspace has no broken review file');
    for (const file of broken) {
      const diagnostics = vscode.languages.getDiagnostics(file.uri).filter((d) => d.source === 'Verdicts');
      assert.ok(diagnostics.length > 0, `no diagnostics on ${file.uri.toString()}`);
      const problems = api.catalog().problems.filter((p) => p.file === file.uri.toString());
      assert.deepStrictEqual(
        diagnostics.map((d) => [d.range.start.line + 1, d.range.start.character + 1, d.code]).sort(),
        problems.map((p) => [p.line, p.column, p.code]).sort(),
      );
    }
  });

  suite('commands', () => {
    setup(closeEditors);

    test('openProduct opens the product panel, also at a persona card', async () => {
      const review = api.catalog().reviews.find((r) => r.product)!;
      await vscode.commands.executeCommand(CommandId.openProduct, review.product);
      await waitFor('a product panel', () => panelsOf(PanelViewType.product) === 1);
      assert.deepStrictEqual(api.openPanels().map((panel) => [panel.kind, panel.productIds]), [['product', [review.product]]]);
      await vscode.commands.executeCommand(CommandId.openProduct, review.product, review.persona);
      await sleep(200);
      assert.strictEqual(panelsOf(PanelViewType.product), 1, 'the same product opens in the same panel');
    });

    test('openProduct without a product asks for one', async () => {
      await acceptingQuickPicks(CommandId.openProduct);
      await waitFor('a product panel', () => panelsOf(PanelViewType.product) === 1);
    });

    test('openProduct from a tree row opens that row', async () => {
      const [product] = await api.treeChildren(ViewId.products);
      const [row] = await api.treeChildren(ViewId.products, product);
      await vscode.commands.executeCommand(CommandId.openProduct, row);
      await waitFor('a product panel', () => panelsOf(PanelViewType.product) === 1);
    });

    test('openMatchup opens the comparison of its two products', async () => {
      await vscode.commands.executeCommand(CommandId.openMatchup, api.catalog().matchups[0]!.id);
      await waitFor('a compare panel', () => panelsOf(PanelViewType.compare) === 1);
    });

    test('openMatchup without a matchup asks for one', async () => {
      await acceptingQuickPicks(CommandId.openMatchup);
      await waitFor('a compare panel', () => panelsOf(PanelViewType.compare) === 1);
      const [first] = api.catalog().matchups;
      assert.deepStrictEqual(api.openPanels().map((panel) => panel.productIds), [first!.products]);
    });

    test('compareProducts with two ids, and with none (two quick-pick steps)', async () => {
      const [a, b] = api.catalog().products;
      await vscode.commands.executeCommand(CommandId.compareProducts, a!.id, b!.id);
      await waitFor('a compare panel', () => panelsOf(PanelViewType.compare) >= 1);
      await closeEditors();
      await acceptingQuickPicks(CommandId.compareProducts);
      await waitFor('a compare panel', () => panelsOf(PanelViewType.compare) >= 1);
    });

    test('compareWith a product row asks for the second product', async () => {
      const [product] = await api.treeChildren(ViewId.products);
      await acceptingQuickPicks(CommandId.compareWith, product);
      await waitFor('a compare panel', () => panelsOf(PanelViewType.compare) >= 1);
    });

    test('openSource selects the line in the review file', async () => {
      const matchup = api.catalog().matchups[0]!;
      await vscode.commands.executeCommand(CommandId.openSource, matchup.source.file, matchup.source.line);
      const editor = await waitFor('an editor', () => vscode.window.activeTextEditor);
      assert.strictEqual(editor.document.uri.toString(), matchup.source.file);
      assert.strictEqual(editor.selection.start.line, matchup.source.line - 1);
      assert.strictEqual(editor.selection.end.character, editor.document.lineAt(matchup.source.line - 1).text.length);
    });

    test('openSource on a review row goes to that review', async () => {
      const [persona] = await api.treeChildren(ViewId.personas);
      const [row] = await api.treeChildren(ViewId.personas, persona);
      const review = api.view().review((row as Extract<TreeNode, { kind: 'review' }>).reviewId)!;
      await vscode.commands.executeCommand(CommandId.openSource, row);
      const editor = await waitFor('an editor', () => vscode.window.activeTextEditor);
      const source = review.sources.find((s) => s.file === editor.document.uri.toString());
      assert.ok(source, `opened ${editor.document.uri.toString()}, not a source of the review`);
      assert.strictEqual(editor.selection.start.line, source.line - 1);
    });

    test('searchReviews opens the chosen review', async () => {
      await acceptingQuickPicks(CommandId.searchReviews);
      await waitFor('a product panel', () => panelsOf(PanelViewType.product) === 1);
    });

    test('refresh reads everything again and keeps the catalog', async () => {
      const before = api.catalog().products.map((p) => p.id);
      await vscode.commands.executeCommand(CommandId.refresh);
      assert.deepStrictEqual(api.catalog().products.map((p) => p.id), before);
    });
  });

  suite('keeping current', () => {
    const newFile = () => vscode.Uri.joinPath(workspaceFolder(), 'reviews', 'nested', 'zephyr-vs-quasar.txt');
    const content = [
      'Zephyr Notebook vs Quasar Shell',
      '',
      '“The primitive here is a notebook that runs anywhere. Zephyr Notebook earns the ship: the DX bet pays off.”',
      '',
      '“The direct competitor is every terminal. Quasar Shell breaks on large outputs, and what kills it in 12 months is the built-in terminal. Skip.”',
      '',
    ].join('\n');

    test('a new review file in a review folder is read, and its removal is noticed', async () => {
      let changed = catalogChange();
      await vscode.workspace.fs.writeFile(newFile(), new TextEncoder().encode(content));
      await waitFor('the new file to be read', async () => (await Promise.race([changed, sleep(100)]), api.view().productsByAlias('Zephyr Notebook').length > 0));
      assert.ok(api.files().includes(newFile().toString()));
      const roots = await api.treeChildren(ViewId.matchups);
      assert.strictEqual(roots.length, api.catalog().matchups.length);

      changed = catalogChange();
      await vscode.workspace.fs.delete(vscode.Uri.joinPath(workspaceFolder(), 'reviews', 'nested'), { recursive: true });
      await waitFor('the file to be forgotten', async () => (await Promise.race([changed, sleep(100)]), api.view().productsByAlias('Zephyr Notebook').length === 0));
      assert.ok(!api.files().includes(newFile().toString()));
    });

    test('turning the bundled seeds off and on reloads the catalog', async () => {
      const config = vscode.workspace.getConfiguration();
      const seedFiles = seeds.map((s) => s.uri.toString());
      try {
        await config.update(Setting.includeBundledSeeds, false, vscode.ConfigurationTarget.Global);
        await waitFor('the seeds to go', () => !api.files().some((f) => seedFiles.includes(f)));
        await api.whenLoaded();
        assert.ok(api.files().length > 0, 'the fixture reviews stay');
      } finally {
        await config.update(Setting.includeBundledSeeds, undefined, vscode.ConfigurationTarget.Global);
      }
      await waitFor('the seeds to return', () => seedFiles.every((f) => api.files().includes(f)));
    });
  });
});
