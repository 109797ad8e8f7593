// Tree rows as the sidebar shows them and a screen reader reads them: names, tallies, tooltips, the filter.
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { VerdictsApi } from '../../src/extension';
import { CommandId, ViewId } from '../../src/vscode/contract/ids';
import type { TreeNode } from '../../src/vscode/tree/treeNodes';
import { verdictDiagnostics, verdictsApi, workspaceFolder } from './support';

let api: VerdictsApi;

suite('Tree rows', () => {
  suiteSetup(async () => {
    api = await verdictsApi();
  });

  test('a review row’s tooltip keeps the quote’s spaces, so it wraps between words', async () => {
    const [product] = await api.treeChildren(ViewId.products);
    const [row] = await api.treeChildren(ViewId.products, product);
    assert.ok(row?.kind === 'review');
    const review = api.view().review(row.reviewId)!;
    const tooltip = (await api.treeItem(ViewId.products, row)).tooltip;
    assert.ok(tooltip instanceof vscode.MarkdownString);
    const quote = tooltip.value.split('\n').find((line) => line.startsWith('> '));
    assert.ok(quote, `no quote in the tooltip: ${tooltip.value}`);
    assert.ok(!/&nbsp;|\u00a0/.test(quote), `the quote's spaces are non-breaking: ${quote.slice(0, 120)}`);
    // Its first words, as words (punctuation is escaped, so compare letters and spaces only).
    const words = (text: string) => text.replace(/\\/g, '').replace(/[^\p{L}\p{N} ]+/gu, ' ').replace(/ +/g, ' ').trim();
    assert.ok(words(quote).includes(words(review.text).split(' ').slice(0, 6).join(' ')), quote.slice(0, 120));
  });

  test('a persona row’s accessible name is the persona, its tally and its focus, not the tooltip alone', async () => {
    const rows = await api.treeChildren(ViewId.personas);
    assert.ok(rows.length > 0);
    for (const row of rows) {
      assert.ok(row.kind === 'persona');
      const persona = api.view().catalog.personas.find((p) => p.id === row.personaId)!;
      const reviews = api.view().reviewsByPersona(persona.id);
      const item = await api.treeItem(ViewId.personas, row);
      const label = item.accessibilityInformation?.label ?? '';
      assert.ok(label.startsWith(`${persona.name}: `), `"${label}" does not start with the persona's name`);
      const ships = reviews.filter((r) => r.verdict === 'ship').length;
      if (ships) assert.ok(label.includes(`${ships} ship`), `"${label}" does not say the tally`);
      assert.ok(label.includes(persona.focus), `"${label}" lost the focus sentence`);
    }
  });

  test('tallies fit the default sidebar width, and are read out in full; the filter reads "Filter: …"', async () => {
    for (const viewId of [ViewId.products, ViewId.personas] as const) {
      for (const row of await api.treeChildren(viewId)) {
        const item = await api.treeItem(viewId, row as TreeNode);
        const description = String(item.description);
        assert.match(description, /^((\d+✓)?( ?\d+✕)?( ?\d+–)?|no reviews)$/, `${viewId}: "${description}"`);
        assert.ok(description.length <= 11, `${viewId}: "${description}" is long`);
        assert.match(item.accessibilityInformation?.label ?? '', /\d+ (ship|skip|no call)|no reviews/, `${viewId}: the accessible name has no tally`);
      }
    }
    try {
      await vscode.commands.executeCommand(CommandId.filterByVerdict, ['ship']);
      assert.strictEqual(api.treeHeader(ViewId.products).description, 'Filter: ship');
    } finally {
      await vscode.commands.executeCommand(CommandId.clearFilter);
    }
    assert.strictEqual(api.treeHeader(ViewId.products).description, undefined);
  });

  test('a file whose title is broken ("Foo vs") adds no product row; its quote is under its persona, with a problem on it', async () => {
    const broken = vscode.Uri.joinPath(workspaceFolder(), 'reviews', 'broken.txt');
    const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(broken));
    assert.match(text, /^Foo vs\s*$/m, 'the fixture is no longer a broken title');
    const names = (await api.treeChildren(ViewId.products)).map((row) => row.kind === 'product' && api.view().product(row.productId)?.name);
    assert.ok(!names.includes('Foo'), `a product "Foo" from the broken title: ${names.join(', ')}`);
    for (const product of api.catalog().products) assert.ok(api.view().reviewsOf(product.id).length > 0, `${product.name} has no reviews`);

    const kept = api.catalog().reviews.filter((r) => r.sources.some((s) => s.file === broken.toString()));
    assert.strictEqual(kept.length, 1, 'the quote of the broken file was dropped');
    const [review] = kept;
    const personaRow = (await api.treeChildren(ViewId.personas)).find((row) => row.kind === 'persona' && row.personaId === review.persona)!;
    assert.ok((await api.treeChildren(ViewId.personas, personaRow)).some((row) => row.kind === 'review' && row.reviewId === review.id), 'the quote is not under its persona');
    const line = review.sources[0].line;
    assert.ok(
      verdictDiagnostics(broken).some((d) => d.range.start.line + 1 === line && d.code === 'unattributed'),
      `no problem on the quote's line ${line}`,
    );
  });
});
