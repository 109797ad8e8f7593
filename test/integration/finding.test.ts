// Finding things: tree filters and order (through the commands, with arguments, as a keybinding
// would run them), Verdicts links (the URI handler) and Copy Link.
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { Review } from '../../src/core';
import type { VerdictsApi } from '../../src/extension';
import { CommandId, PanelViewType, ViewId } from '../../src/vscode/contract/ids';
import type { TreeViewId } from '../../src/vscode/tree/catalogTreeViews';
import type { TreeNode } from '../../src/vscode/tree/treeNodes';
import { EXTENSION_ID, acceptingQuickPicks, closeEditors, panelTabs, verdictsApi, waitFor } from './support';

let api: VerdictsApi;

type ReviewNode = Extract<TreeNode, { kind: 'review' }>;

/** Every review row of a view, two levels down (three in Matchups). */
async function reviewRows(viewId: TreeViewId): Promise<Review[]> {
  const rows: Review[] = [];
  const walk = async (nodes: TreeNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'review') rows.push(api.view().review((node as ReviewNode).reviewId)!);
      else await walk(await api.treeChildren(viewId, node));
    }
  };
  await walk(await api.treeChildren(viewId));
  return rows;
}

const productRoots = async () => (await api.treeChildren(ViewId.products)).map((node) => (node as { productId: string }).productId);

suite('Finding things', () => {
  suiteSetup(async () => {
    api = await verdictsApi();
  });

  suiteTeardown(async () => {
    await vscode.commands.executeCommand(CommandId.clearFilter);
    await vscode.commands.executeCommand(CommandId.sortByName);
  });

  suite('filters', () => {
    teardown(() => vscode.commands.executeCommand(CommandId.clearFilter));

    test('filterByVerdict(["ship"]): every view shows ship reviews only, and says so in its description', async () => {
      await vscode.commands.executeCommand(CommandId.filterByVerdict, ['ship']);
      assert.deepStrictEqual(api.treeState().filter, { verdicts: ['ship'], personas: [] });
      const view = api.view();
      const shipping = view.catalog.products.filter((p) => view.reviewsOf(p.id).some((r) => r.verdict === 'ship')).map((p) => p.id);
      assert.ok(shipping.length > 0 && shipping.length < view.catalog.products.length, 'the fixtures have products with and without ships');
      assert.deepStrictEqual(await productRoots(), shipping);
      for (const viewId of [ViewId.products, ViewId.matchups, ViewId.personas] as const) {
        const rows = await reviewRows(viewId);
        assert.ok(rows.length > 0, viewId);
        assert.deepStrictEqual([...new Set(rows.map((r) => r.verdict))], ['ship'], viewId);
        assert.strictEqual(api.treeHeader(viewId).description, 'Filter: ship', viewId);
      }
      // Matchups keep both sides (they are the matchup), but only matchups where someone said ship.
      for (const matchup of await api.treeChildren(ViewId.matchups)) {
        assert.strictEqual((await api.treeChildren(ViewId.matchups, matchup)).length, 2);
      }
      const ships = view.catalog.reviews.filter((r) => r.verdict === 'ship' && r.product).length;
      assert.strictEqual((await reviewRows(ViewId.products)).length, ships, 'every ship review is still there');
    });

    test('filterByPersona combines with the verdict filter', async () => {
      await vscode.commands.executeCommand(CommandId.filterByVerdict, ['skip']);
      await vscode.commands.executeCommand(CommandId.filterByPersona, ['skeptic']);
      assert.deepStrictEqual(api.treeState().filter, { verdicts: ['skip'], personas: ['skeptic'] });
      assert.strictEqual(api.treeHeader(ViewId.products).description, 'Filter: skip · The Skeptic');
      const expected = api.catalog().reviews.filter((r) => r.verdict === 'skip' && r.persona === 'skeptic');
      assert.ok(expected.length > 0);
      assert.deepStrictEqual((await reviewRows(ViewId.personas)).map((r) => r.id).sort(), expected.map((r) => r.id).sort());
      assert.deepStrictEqual(
        (await api.treeChildren(ViewId.personas)).map((node) => node.kind === 'persona' && node.personaId),
        ['skeptic'],
      );
      assert.deepStrictEqual(await productRoots(), [...new Set(expected.filter((r) => r.product).map((r) => r.product!))].sort((a, b) =>
        api.view().product(a)!.name.localeCompare(api.view().product(b)!.name, 'en', { sensitivity: 'base' }),
      ));
    });

    test('a filter that matches nothing empties the views; clearFilter brings every row back', async () => {
      const all = (await reviewRows(ViewId.products)).length;
      await vscode.commands.executeCommand(CommandId.filterByVerdict, 'none');
      await vscode.commands.executeCommand(CommandId.filterByPersona, ['unknown']);
      const unknownNone = api.catalog().reviews.filter((r) => r.persona === 'unknown' && r.verdict === 'none' && r.product).length;
      assert.strictEqual((await reviewRows(ViewId.products)).length, unknownNone);
      await vscode.commands.executeCommand(CommandId.clearFilter);
      assert.deepStrictEqual(api.treeState().filter, { verdicts: [], personas: [] });
      assert.strictEqual(api.treeHeader(ViewId.products).description, undefined);
      assert.strictEqual((await reviewRows(ViewId.products)).length, all);
      assert.strictEqual(all, api.catalog().reviews.filter((r) => r.product).length);
    });

    test('the quick pick starts from the current filter: accepting it unchanged keeps the filter', async () => {
      await vscode.commands.executeCommand(CommandId.filterByVerdict, ['skip', 'none']);
      await acceptingQuickPicks(CommandId.filterByVerdict);
      assert.deepStrictEqual(api.treeState().filter.verdicts, ['skip', 'none']);
      await vscode.commands.executeCommand(CommandId.filterByPersona, ['builder', 'investor']);
      await acceptingQuickPicks(CommandId.filterByPersona);
      assert.deepStrictEqual(api.treeState().filter, { verdicts: ['skip', 'none'], personas: ['builder', 'investor'] });
    });

    test('an empty list lifts that part of the filter', async () => {
      await vscode.commands.executeCommand(CommandId.filterByVerdict, ['ship']);
      await vscode.commands.executeCommand(CommandId.filterByPersona, ['builder']);
      await vscode.commands.executeCommand(CommandId.filterByVerdict, []);
      assert.deepStrictEqual(api.treeState().filter, { verdicts: [], personas: ['builder'] });
      assert.strictEqual(api.treeHeader(ViewId.matchups).description, 'Filter: The Builder');
    });
  });

  suite('order', () => {
    teardown(() => vscode.commands.executeCommand(CommandId.sortByName));

    test('sortByShips puts the most ships first, sortByName goes back to alphabetical', async () => {
      await vscode.commands.executeCommand(CommandId.sortByShips);
      assert.strictEqual(api.treeState().order, 'ships');
      const ships = (await productRoots()).map((id) => api.view().product(id)!.tally.ship);
      assert.deepStrictEqual(ships, [...ships].sort((a, b) => b - a));
      assert.notDeepStrictEqual(await productRoots(), api.catalog().products.map((p) => p.id), 'the fixtures give a different order');

      // Under a persona, the products come in the same order.
      const [persona] = await api.treeChildren(ViewId.personas);
      const underPersona = (await api.treeChildren(ViewId.personas, persona)).map((node) => (node as ReviewNode).productId);
      const order = await productRoots();
      const ranks = underPersona.filter((id): id is string => id !== null).map((id) => order.indexOf(id));
      assert.deepStrictEqual(ranks, [...ranks].sort((a, b) => a - b));

      await vscode.commands.executeCommand(CommandId.sortByName);
      assert.deepStrictEqual(await productRoots(), api.catalog().products.map((p) => p.id));
    });

    test('collapseAll runs without a shown view', async () => {
      await vscode.commands.executeCommand(CommandId.collapseAll);
    });
  });

  suite('links', () => {
    setup(() => closeEditors(api));
    suiteTeardown(() => closeEditors(api));

    const link = (path: string, query = '') => vscode.Uri.from({ scheme: vscode.env.uriScheme, authority: EXTENSION_ID, path, query });

    test('a product link opens the product panel, at the persona it names', async () => {
      const review = api.catalog().reviews.find((r) => r.product && r.persona === 'skeptic')!;
      await api.handleUri(link(`/product/${review.product}`, 'persona=skeptic'));
      await waitFor('the product panel', () => panelTabs(PanelViewType.product).length === 1);
      const [panel] = api.openPanels();
      assert.deepStrictEqual(panel!.productIds, [review.product]);
      assert.deepStrictEqual(panel!.state, { kind: 'product', productId: review.product, persona: 'skeptic' });
    });

    test('a compare link opens the comparison, in link order', async () => {
      const [a, , b] = api.catalog().products;
      await api.handleUri(link(`/compare/${b!.id}/${a!.id}`));
      await waitFor('the compare panel', () => panelTabs(PanelViewType.compare).length === 1);
      assert.deepStrictEqual(api.openPanels()[0]!.productIds, [b!.id, a!.id]);
    });

    test('links to nothing open nothing', async () => {
      await api.handleUri(link('/product/no-such-product'));
      await api.handleUri(link('/somewhere/else'));
      await api.handleUri(link('/compare/only-one'));
      assert.strictEqual(api.openPanels().length, 0);
    });

    test('copyLink puts the link on the clipboard, and the link opens the product', async () => {
      const product = api.catalog().products[1]!;
      const copied = await vscode.commands.executeCommand<string>(CommandId.copyLink, product.id);
      assert.strictEqual(copied, `${vscode.env.uriScheme}://${EXTENSION_ID}/product/${product.id}`);
      assert.strictEqual(await vscode.env.clipboard.readText(), copied);
      await api.handleUri(vscode.Uri.parse(copied));
      await waitFor('the product panel', () => api.openPanels()[0]?.productIds[0] === product.id);
    });

    test('copyLink on tree rows: a review links to its persona card, a matchup to its comparison', async () => {
      const [productRow] = await api.treeChildren(ViewId.products);
      const [reviewRow] = await api.treeChildren(ViewId.products, productRow);
      const review = reviewRow as ReviewNode;
      const fromReview = await vscode.commands.executeCommand<string>(CommandId.copyLink, reviewRow);
      assert.strictEqual(fromReview, `${vscode.env.uriScheme}://${EXTENSION_ID}/product/${review.productId}?persona=${review.persona}`);

      const [matchupRow] = await api.treeChildren(ViewId.matchups);
      const matchup = api.view().matchup((matchupRow as { matchupId: string }).matchupId)!;
      const fromMatchup = await vscode.commands.executeCommand<string>(CommandId.copyLink, matchupRow);
      assert.strictEqual(fromMatchup, `${vscode.env.uriScheme}://${EXTENSION_ID}/compare/${matchup.products[0]}/${matchup.products[1]}`);
      assert.strictEqual(await vscode.env.clipboard.readText(), fromMatchup);

      // Two ids (a compare panel's button would pass its columns) link to that comparison.
      const [a, b] = api.catalog().products;
      const fromIds = await vscode.commands.executeCommand<string>(CommandId.copyLink, b!.id, a!.id);
      assert.strictEqual(fromIds, `${vscode.env.uriScheme}://${EXTENSION_ID}/compare/${b!.id}/${a!.id}`);
    });

    test('copyLink without a product asks for one', async () => {
      const copied = await acceptingQuickPicks<string>(CommandId.copyLink);
      assert.strictEqual(copied, `${vscode.env.uriScheme}://${EXTENSION_ID}/product/${api.catalog().products[0]!.id}`);
    });
  });
});
