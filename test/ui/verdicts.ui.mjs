// Verdicts as a user meets it, clicked through the real workbench: the Products view, the product panel,
// Compare Products, hover cards, and the panels by keyboard. Expectations are the fixture reviews in
// test/fixtures/workspace/reviews (Quillmark Docs Assistant vs Harbor CI 3, Tessellate vs Driftwood), which
// exist for these tests; the bundled seeds only supply a long product page (Cursor) for scrolling.
import assert from 'node:assert/strict';
import { expandRow, hoverAt, openContainer, pickQuickItem, runCommand, treeRow, waitInWebview, waitUntil, webviewFrame } from './helpers.mjs';

/** quillmark-vs-harbor.txt, as the catalog reads it: three reviews of Quillmark, in persona order. */
const QUILLMARK = {
  name: 'Quillmark Docs Assistant',
  tally: '2 ship · 1 skip',
  shortTally: '2✓ 1✕',
  reviews: [
    { persona: 'The Skeptic', verdict: 'ship', badge: 'Ship', icon: 'pass', gist: 'Direct competitors are Mintlify', sentence: 'Still a ship for teams with real test coverage' },
    { persona: 'The Product Lead', verdict: 'ship', badge: 'Ship', icon: 'pass', gist: 'The job-to-be-done is narrow and real', sentence: 'Ship.' },
    { persona: 'The Investor', verdict: 'skip', badge: 'Skip', icon: 'circle-slash', gist: 'The buyer is a documentation or developer-relations lead', sentence: 'Good product, hard business — a skip as an investment' },
  ],
};
const HARBOR = { name: 'Harbor CI 3', tally: '3 ship' };
const TESSELLATE = { name: 'Tessellate Vector Store 2.0' };

export async function productsViewListsPersonaVerdictsAndOpensThePanelAtACard({ page }) {
  await openContainer(page, 'Verdicts');
  const products = viewPane(page, 'Products');
  const product = products.locator(`.monaco-list-row[aria-level="1"][aria-label^="${QUILLMARK.name}"]`);
  await product.waitFor();
  assert.equal(await rowText(product, '.label-name'), QUILLMARK.name);
  assert.equal(await rowText(product, '.label-description'), QUILLMARK.shortTally);
  assert.equal(await product.getAttribute('aria-label'), `${QUILLMARK.name}: ${QUILLMARK.tally}`, 'the row reads its tally in words');

  await product.locator('.monaco-tl-twistie').click();
  await waitUntil(async () => (await product.getAttribute('aria-expanded')) === 'true', 'the product row to expand');
  const children = await childRows(product);
  assert.deepEqual(children.map((row) => row.label), QUILLMARK.reviews.map((review) => review.persona), 'persona rows under the product');
  QUILLMARK.reviews.forEach((review, i) => {
    const row = children[i];
    assert.ok(row.icon.includes(`codicon-${review.icon}`), `${review.persona}: icon "${row.icon}" is not the ${review.verdict} codicon`);
    assert.ok(row.description.startsWith(review.gist), `${review.persona}: description "${row.description}"`);
    assert.ok(row.ariaLabel.startsWith(`${review.persona} on ${QUILLMARK.name}: ${review.verdict}.`), `${review.persona}: aria-label "${row.ariaLabel}"`);
  });

  // Clicking the product opens its panel.
  await product.locator('.label-name').click();
  await activeTab(page, QUILLMARK.name);
  const panel = webviewFrame(page);
  await panel.locator('h1.product-name').waitFor();
  assert.equal(await text(panel.locator('h1.product-name')), QUILLMARK.name);
  assert.equal(await text(panel.locator('.page-header .tally')), '2 ship · 1 skip · 0 no call');
  assert.deepEqual(await texts(panel.locator('.matchups .chip')), [`vs ${HARBOR.name}`]);
  assert.equal(await panel.locator('button[data-action="compareWith"]').textContent(), 'Compare with…');

  const cards = panel.locator('section.card');
  assert.equal(await cards.count(), QUILLMARK.reviews.length, 'one card per persona');
  for (const [i, review] of QUILLMARK.reviews.entries()) {
    const card = cards.nth(i);
    assert.equal(await text(card.locator('.persona-name')), review.persona);
    assert.ok((await text(card.locator('.persona-focus'))).length > 10, `${review.persona}: no focus line`);
    assert.equal(await text(card.locator('.card-header .badge')), `${review.verdict === 'ship' ? '✓' : '✕'} ${review.badge}`);
    assert.ok((await text(card.locator('mark.verdict-sentence'))).startsWith(review.sentence), `${review.persona}: highlighted sentence`);
    assert.match(await text(card.locator('.source-link').first()), /quillmark-vs-harbor\.txt:\d+$/);
  }

  // A persona row scrolls the open panel to that persona's card. Cursor's page (bundled seeds) is several
  // screens long: its last card starts below the fold. Cursor replaces Quillmark in the preview panel.
  await treeRow(page, 'Cursor v0.50').locator('.label-name').click();
  await activeTab(page, 'Cursor v0.50');
  const cursor = webviewFrame(page);
  // The tab title changes before the preview panel's page does, and Quillmark's page has a Product Lead card
  // too: measure only once the page is Cursor's.
  await waitUntil(async () => (await text(cursor.locator('h1.product-name')).catch(() => '')).startsWith('Cursor v0.50'), "Cursor's page in the panel");
  await cursor.locator('#card-product').waitFor();
  const before = await cardPosition(cursor, 'card-product');
  assert.equal(before.scrollY, 0, 'a new panel starts at the top');
  assert.ok(before.top > before.viewport, `the Product Lead card is already in view (top ${before.top} of ${before.viewport})`);

  await expandRow(page, 'Cursor v0.50');
  await treeRow(page, 'The Product Lead on Cursor').click();
  let after;
  await waitUntil(async () => {
    after = await cardPosition(cursor, 'card-product');
    return after.focused && after.top >= 0 && after.top < after.viewport / 2 + 200 && after.scrollY > 0;
  }, 'the panel to scroll to and focus the Product Lead card').catch((error) => {
    throw new Error(`${error.message}; last seen ${JSON.stringify(after)}`);
  });
  // One tab: Cursor opened in Quillmark's preview panel (nothing was done in it), and the persona row scrolled
  // the open panel instead of opening a second one.
  assert.equal(await page.locator('.tabs-container .tab').count(), 1, 'editor tabs');
}

export async function compareProductsFromTheCommandPaletteShowsTheMatrix({ page }) {
  await whenReviewsLoaded(page); // the palette lists Compare Products only when there is something to compare
  await runCommand(page, 'Verdicts: Compare Products');
  const quickInput = page.locator('.quick-input-widget');
  await waitUntil(async () => /^Compare Products/.test(await text(quickInput.locator('.quick-input-title'))), 'the first step');
  const firstItem = quickInputRow(page, QUILLMARK.name);
  await firstItem.waitFor();
  assert.equal(await text(firstItem.locator('.quick-input-list-label .label-description')), QUILLMARK.tally, 'products are listed with their tallies');
  await pickQuickItem(page, QUILLMARK.name);
  await waitUntil(async () => (await text(quickInput.locator('.quick-input-title'))).startsWith(`Compare ${QUILLMARK.name} with`), 'the second step');
  await pickQuickItem(page, HARBOR.name);

  await activeTab(page, `${QUILLMARK.name} vs ${HARBOR.name}`);
  const panel = webviewFrame(page);
  await panel.locator('.compare-table').waitFor();
  assert.deepEqual(await texts(panel.locator('.contender-name')), [QUILLMARK.name, HARBOR.name]);
  assert.deepEqual(await texts(panel.locator('.contender .tally')), ['2 ship · 1 skip · 0 no call', '3 ship · 0 skip · 0 no call']);
  assert.equal(await text(panel.locator('.direct-matchup .matchup-link')), `${QUILLMARK.name} vs ${HARBOR.name}`);
  assert.deepEqual(await texts(panel.locator('.compare-table thead th')), ['Reviewer', QUILLMARK.name, HARBOR.name]);

  // One row per persona who reviewed either product; a cell is the verdict badge, or "no verdict". A persona
  // who reviewed only one of the two does not disagree: the row says so instead of "Differs".
  const expected = [
    ['The Builder', '—', 'Ship', 'Only one reviewed'],
    ['The Skeptic', 'Ship', '—', 'Only one reviewed'],
    ['The Strategist', '—', 'Ship', 'Only one reviewed'],
    ['The Product Lead', 'Ship', 'Ship', 'Agrees'],
    ['The Investor', 'Skip', '—', 'Only one reviewed'],
  ];
  assert.deepEqual(await matrix(panel), expected);
  assert.equal(await visibleRowCount(panel), 5);

  // The full quote opens on demand.
  const firstQuote = panel.locator('tr[data-persona="skeptic"] details.full-quote').first();
  assert.equal(await firstQuote.locator('blockquote').isVisible(), false, 'the quote is folded at first');
  await firstQuote.locator('summary').click();
  await firstQuote.locator('blockquote').waitFor({ state: 'visible' });
  assert.match(await text(firstQuote.locator('blockquote')), /^Direct competitors are Mintlify/);

  // "Differences only" shows real disagreements only: here there are none (the Product Lead agrees, the others
  // reviewed one product each), and the panel says so.
  const differencesOnly = panel.locator('button[data-action="toggleDifferencesOnly"]');
  assert.equal(await differencesOnly.getAttribute('aria-pressed'), 'false');
  await differencesOnly.click();
  await waitUntil(async () => (await visibleRowCount(panel)) === 0, 'rows without a disagreement to hide');
  assert.equal(await differencesOnly.getAttribute('aria-pressed'), 'true');
  assert.equal(await text(panel.locator('.no-differences')), 'Every reviewer who reviewed both products gave them the same verdict.');

  // Copy as Markdown copies what the panel shows: with Differences only, no reviewer rows.
  await panel.locator('button[data-action="copyMarkdown"]').click();
  await page.locator('.part.statusbar .statusbar-item', { hasText: 'Comparison copied as Markdown' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /^# Quillmark/);
  assert.match(copied, /Differences only: no reviewer who reviewed both products differs\./);
  assert.doesNotMatch(copied, /The Product Lead|The Investor/, 'rows hidden by Differences only were copied');

  // "Swap" puts Harbor on the left: headers, contenders and cells all change sides; the filter stays.
  await panel.locator('button[data-action="swap"]').click();
  await waitUntil(
    async () => (await texts(panel.locator('.compare-table thead th')))[1] === HARBOR.name,
    'the columns to swap',
  );
  assert.deepEqual(await texts(panel.locator('.compare-table thead th')), ['Reviewer', HARBOR.name, QUILLMARK.name]);
  assert.deepEqual(await texts(panel.locator('.contender-name')), [HARBOR.name, QUILLMARK.name]);
  assert.deepEqual(await matrix(panel), expected.map(([persona, a, b, differs]) => [persona, b, a, differs]));
  assert.equal(await visibleRowCount(panel), 0, '"Differences only" was lost on swap');
  await activeTab(page, `${HARBOR.name} vs ${QUILLMARK.name}`);
}

export async function hoverCardOnAProductNameOpensItsPanel({ page }) {
  await whenReviewsLoaded(page); // names are known once the reviews are read: a hover before that rightly shows nothing

  // A name in Markdown prose: the card lists every review, then the command links.
  const hover = await hoverAt(page, 'notes.md', QUILLMARK.name);
  const lines = await cardLines(hover, QUILLMARK.name);
  assert.equal(lines[0], QUILLMARK.name);
  assert.equal(lines[1], '2 ship · 1 skip · 0 no call');
  const personaLines = lines.slice(2, 2 + QUILLMARK.reviews.length);
  QUILLMARK.reviews.forEach((review, i) => {
    const glyph = review.verdict === 'ship' ? '✓' : '✕';
    assert.ok(
      personaLines[i]?.startsWith(`${glyph} ${review.persona} · ${review.badge} — ${review.gist}`),
      `hover line ${i + 1}: "${personaLines[i]}"`,
    );
  });
  assert.equal(lines.at(-1), 'Open Verdicts · Compare with…');

  await hover.locator('a', { hasText: 'Open Verdicts' }).click();
  await activeTab(page, QUILLMARK.name);
  const panel = webviewFrame(page);
  await panel.locator('h1.product-name').waitFor();
  assert.equal(await text(panel.locator('h1.product-name')), QUILLMARK.name);

  // A name in a code comment of a TypeScript file gets the same card.
  const codeHover = await hoverAt(page, 'example.ts', HARBOR.name);
  const codeLines = await cardLines(codeHover, HARBOR.name);
  assert.equal(codeLines[0], HARBOR.name);
  assert.equal(codeLines[1], '3 ship · 0 skip · 0 no call');
}

export async function panelActionsWorkByKeyboardWithAVisibleFocus({ page }) {
  await openContainer(page, 'Verdicts');
  await treeRow(page, QUILLMARK.name).locator('.label-name').click();
  await activeTab(page, QUILLMARK.name);
  const panel = webviewFrame(page);
  await panel.locator('h1.product-name').click(); // puts the keyboard in the page, on nothing focusable

  // Tab order: the header's action, the matchup link, then each card's "Why?" disclosure and its source links.
  const compareWith = await tabTo(page, panel);
  assert.equal(compareWith.text, 'Compare with…');
  assertFocusRing(compareWith);
  const matchup = await tabTo(page, panel);
  assert.equal(matchup.text, `vs ${HARBOR.name}`);
  assertFocusRing(matchup);
  const why = await tabTo(page, panel);
  assert.equal(why.text, 'Why?');
  assertFocusRing(why);
  // Enter opens it, and its rows come from the extension (drawn when asked for): the first card's persona and call.
  await page.keyboard.press('Enter');
  const rows = panel.locator('details.why[open] .why-row');
  await waitUntil(async () => (await rows.count()) === 3, 'the opened "Why?" to get its three rows');
  const [personaRow, callRow, productRow] = await texts(rows);
  const first = QUILLMARK.reviews[0];
  assert.ok(personaRow.startsWith(`Persona ${first.persona}:`), `the persona row: "${personaRow}"`);
  assert.ok(callRow.startsWith('Call ') && callRow.includes(first.sentence), `the call row: "${callRow}"`);
  assert.ok(productRow.startsWith('Product '), `the product row: "${productRow}"`);
  assert.equal(await panel.locator('details.why [aria-busy]').count() + 1, await panel.locator('details.why').count(), 'only the opened one was filled');
  assert.equal((await focused(panel)).text, 'Why?');
  const source = await tabTo(page, panel);
  assert.match(source.text, /quillmark-vs-harbor\.txt:\d+$/);
  assertFocusRing(source);

  // Back to "Compare with…" and Enter: the second product is picked by keyboard too.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  assert.equal((await focused(panel)).text, 'Compare with…');
  await page.keyboard.press('Enter');
  const quickInput = page.locator('.quick-input-widget');
  await quickInput.waitFor({ state: 'visible' });
  await waitUntil(async () => (await text(quickInput.locator('.quick-input-title'))).startsWith(`Compare ${QUILLMARK.name} with`), 'the compare quick pick');
  await page.keyboard.type(TESSELLATE.name);
  await quickInputRow(page, TESSELLATE.name).waitFor();
  await page.keyboard.press('Enter');

  // Quillmark and Tessellate never met: the page says so instead of linking a matchup.
  await activeTab(page, `${QUILLMARK.name} vs ${TESSELLATE.name}`);
  await waitInWebview(page, '.compare-table');
  const compare = webviewFrame(page);
  assert.equal(await text(compare.locator('.direct-matchup')), 'No direct matchup — compared persona by persona');
  assert.equal(await compare.locator('.direct-matchup [data-action]').count(), 0);
}

// ---------- steps and readings ----------

/** Waits until the Products view lists the fixture reviews: the catalog has loaded. */
async function whenReviewsLoaded(page) {
  await openContainer(page, 'Verdicts');
  await viewPane(page, 'Products').locator(`.monaco-list-row[aria-label^="${QUILLMARK.name}"]`).waitFor();
}

/** A view (pane) of the sidebar by its title, e.g. 'Products'. */
function viewPane(page, title) {
  return page.locator('.part.sidebar .pane').filter({ has: page.locator(`.pane-header[aria-label="${title} Section"]`) });
}

async function rowText(row, selector) {
  return ((await row.locator(selector).first().textContent()) ?? '').trim();
}

/** The rows right under an expanded tree row (one level deeper, up to the next sibling). */
async function childRows(row) {
  return row.evaluate((parent) => {
    const level = Number(parent.getAttribute('aria-level'));
    const rows = [...parent.parentElement.querySelectorAll('.monaco-list-row')]
      .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
    const out = [];
    for (const candidate of rows.slice(rows.indexOf(parent) + 1)) {
      const candidateLevel = Number(candidate.getAttribute('aria-level'));
      if (candidateLevel <= level) break;
      if (candidateLevel !== level + 1) continue;
      out.push({
        label: candidate.querySelector('.label-name')?.textContent?.trim() ?? '',
        description: candidate.querySelector('.label-description')?.textContent?.trim() ?? '',
        icon: candidate.querySelector('.custom-view-tree-node-item-icon')?.className ?? '',
        ariaLabel: candidate.getAttribute('aria-label') ?? '',
      });
    }
    return out;
  });
}

/** The lines of our card in a hover (other providers, like TypeScript's, may add their own rows). */
async function cardLines(hover, name) {
  const card = hover.locator('.rendered-markdown').filter({ has: hover.page().locator('strong', { hasText: name }) }).first();
  return (await card.innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
}

/** Waits for the active editor tab to have this title. */
async function activeTab(page, title) {
  const tab = page.locator('.tabs-container .tab.active');
  await waitUntil(async () => (await tab.getAttribute('aria-label').catch(() => null))?.startsWith(title) ?? false, `the active tab to be "${title}"`);
}

function quickInputRow(page, label) {
  return page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.quick-input-list-label .label-name', { hasText: label }) })
    .first();
}

/** Text with runs of white space as one space, as a reader sees it. */
async function text(locator) {
  return ((await locator.first().innerText()) ?? '').replace(/\s+/g, ' ').trim();
}

async function texts(locator) {
  return (await locator.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** The compare table as [persona, verdict A, verdict B, Differs/Agrees]; '—' where a reviewer gave no verdict. */
async function matrix(panel) {
  return panel.locator('.compare-table tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((td) =>
        td.classList.contains('verdict-cell-empty')
          ? '—'
          : [...td.querySelectorAll('.badge')].map((badge) => badge.lastChild.textContent.trim()).join('+'),
      );
      const tag = row.querySelector('.differs-tag, .same-tag')?.textContent.trim();
      return [row.querySelector('.persona-name').textContent.trim(), ...cells, tag];
    }));
}

async function visibleRowCount(panel) {
  return panel.locator('.compare-table tbody tr').evaluateAll((rows) => rows.filter((row) => row.getClientRects().length > 0).length);
}

async function cardPosition(panel, id) {
  return panel.locator('body').evaluate((body, cardId) => {
    const card = document.getElementById(cardId);
    return {
      top: Math.round(card.getBoundingClientRect().top),
      viewport: window.innerHeight,
      scrollY: Math.round(window.scrollY),
      focused: document.activeElement === card,
    };
  }, id);
}

/** Presses Tab and describes the element that then has focus inside the panel. */
async function tabTo(page, panel) {
  await page.keyboard.press('Tab');
  return focused(panel);
}

/** The focused element of the panel: its text, whether it shows keyboard focus, its outline and the theme's focus colour. */
async function focused(panel) {
  return panel.locator('body').evaluate(() => {
    const element = document.activeElement;
    const style = getComputedStyle(element);
    // The theme's focus border, resolved to rgb() the way the outline colour is.
    const probe = document.createElement('span');
    probe.style.color = 'var(--vscode-focusBorder)';
    document.body.append(probe);
    const focusBorder = getComputedStyle(probe).color;
    probe.remove();
    return {
      tag: element.tagName,
      text: (element.textContent ?? '').replace(/\s+/g, ' ').replace(/^↗/, '').trim(),
      focusVisible: element.matches(':focus-visible'),
      outline: { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor },
      focusBorder,
    };
  });
}

function assertFocusRing(element) {
  const what = `"${element.text}" (${element.tag})`;
  assert.ok(element.focusVisible, `${what} does not match :focus-visible`);
  assert.notEqual(element.outline.style, 'none', `${what} has no outline`);
  assert.ok(element.outline.width >= 1, `${what} has a ${element.outline.width}px outline`);
  assert.equal(element.outline.color, element.focusBorder, `${what}: the outline is not in the theme's focus colour`);
}
