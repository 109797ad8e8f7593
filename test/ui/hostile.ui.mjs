// Hostile review text in the real workbench. The workspace is test/fixtures/hostile-workspace: one review file
// (written by its generate.mjs) whose product names and quotes carry <script>, <img onerror>, <svg onload>,
// <iframe>, javascript:/command:/data: links, HTML entities, bidi controls and a 50 KB line. Every payload would
// log "__PWNED__", set `__pwned` on window, parent and top, and request /__pwned__. The tests open the panel,
// the comparison, the tree and a hover card, and check that none of that happened and the payload shows as text.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/workbench.mjs';
import { clickRowUntil, hoverAt, openContainer, pickQuickItem, treeRow, waitInWebview, waitUntil, webviewFrame } from './helpers.mjs';

const folder = path.join(repoRoot, 'test/fixtures/hostile-workspace');
export const workbenchOptions = { folder };

/** The two product names, read from the fixture's title line. */
const [PWNBOX, TROJAN] = fs.readFileSync(path.join(folder, 'reviews/hostile.txt'), 'utf8').split('\n')[0].split(' vs ');

/** Records every sign of a payload running: the console marker, a request to the marker URL, a dialog. */
function watchForPayloads(workbench) {
  const signs = [];
  workbench.page.on('console', (message) => message.text().includes('__PWNED__') && signs.push(`console: ${message.text()}`));
  workbench.page.on('dialog', (dialog) => {
    signs.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  workbench.context.on('request', (request) => request.url().includes('__pwned__') && signs.push(`request: ${request.url()}`));
  return signs;
}

/** `__pwned` in the workbench page and in every frame (the webviews' host frames and their content frames). */
async function pwnedGlobals(page) {
  const found = [];
  let checked = 0;
  for (const frame of page.frames()) {
    const value = await frame.evaluate(() => window.__pwned).catch(() => 'unreadable');
    if (value === 'unreadable') continue; // a frame detached while we looked
    checked++;
    if (value !== undefined) found.push(`${frame.url()}: ${value}`);
  }
  return { found, checked };
}

/** What the panel page holds that could run code, read from its own document (`frame` is a FrameLocator). */
function inspectPanelDocument(frame) {
  return frame.locator('html').evaluate(() => {
    const root = document.getElementById('root');
    const everything = [...document.querySelectorAll('*')];
    const cspMeta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
    return {
      csp: cspMeta?.getAttribute('content') ?? null,
      scripts: [...document.querySelectorAll('script')].map((s) => ({
        src: s.getAttribute('src'),
        nonce: s.nonce !== '',
        inline: s.textContent !== '',
        // VS Code puts its own script (acquireVsCodeApi) at the top of the page, ahead of the page's CSP.
        vscodeShim: s.textContent.includes('acquireVsCodeApi') && !!cspMeta && !!(s.compareDocumentPosition(cspMeta) & Node.DOCUMENT_POSITION_FOLLOWING),
      })),
      executableInBody: [...root.querySelectorAll('script, img, iframe, svg, object, embed, style, link, meta, base, form, video, audio')].map((e) => e.outerHTML.slice(0, 80)),
      handlers: everything.flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${e.tagName} ${a.name}`)),
      badLinks: [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')).filter((href) => !/^(#|https?:|mailto:)/i.test(href)),
      bidi: /[\u202A-\u202E\u2066-\u2069]/.test(root.textContent),
      text: root.textContent,
    };
  });
}

function assertInert(inspected, where) {
  assert.ok(inspected.csp, `${where}: no CSP meta in the panel document`);
  assert.doesNotMatch(inspected.csp, /unsafe-inline|unsafe-eval/, `${where}: CSP "${inspected.csp}"`);
  assert.match(inspected.csp, /default-src 'none'/, `${where}: CSP "${inspected.csp}"`);
  assert.match(inspected.csp, /script-src 'nonce-[^']+'/, `${where}: CSP "${inspected.csp}"`);
  const ours = inspected.scripts.filter((s) => !s.vscodeShim);
  assert.deepEqual(ours.map((s) => [s.nonce, s.inline]), [[true, false]], `${where}: the page's only script is ours, with the nonce`);
  assert.match(ours[0].src, /media\/dist\/webview\.js$/);
  assert.deepEqual(inspected.executableInBody, [], `${where}: executable elements in the page`);
  assert.deepEqual(inspected.handlers, [], `${where}: event handler attributes in the page`);
  assert.deepEqual(inspected.badLinks, [], `${where}: links that are not the web, mail or #`);
  assert.equal(inspected.bidi, false, `${where}: bidi controls in the shown text`);
}

/**
 * Defence in depth: even markup that did get into the page could not run, because the CSP forbids inline
 * handlers. Injects one into the live panel and checks it was blocked and reported.
 */
async function assertCspBlocksInlineHandlers(frame) {
  const result = await frame.locator('html').evaluate(async () => {
    const violations = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
    const probe = document.createElement('div');
    probe.innerHTML = '<img src="data:," onerror="window.__cspProbe = 1"><svg onload="window.__cspProbe = 2"></svg>';
    document.body.append(probe);
    await new Promise((resolve) => setTimeout(resolve, 500));
    probe.remove();
    return { probe: window.__cspProbe, violations };
  });
  assert.equal(result.probe, undefined, 'an inline handler ran in the panel: the CSP does not block them');
  assert.ok(result.violations.some((d) => d.startsWith('script-src')), `no script-src violation reported: ${result.violations}`);
}

export async function hostileReviewRunsNothingInTheTreePanelOrComparison({ page, workbench }) {
  const signs = watchForPayloads(workbench);
  assert.match(PWNBOX, /^Pwnbox <img src=x onerror="/);
  assert.match(TROJAN, /^Trojan <script>/);

  // The tree: both names as plain text labels, nothing rendered from them.
  await openContainer(page, 'Verdicts');
  const pwnboxRow = treeRow(page, 'Pwnbox <img');
  await pwnboxRow.waitFor();
  assert.equal(await pwnboxRow.locator('.label-name').textContent(), PWNBOX);
  assert.equal(await treeRow(page, 'Trojan <script>').locator('.label-name').textContent(), TROJAN);
  assert.equal(await page.locator('.part.sidebar').locator('img, script, iframe, svg, object, embed').count(), 0, 'markup rendered in the sidebar');

  // The product panel.
  const product = webviewFrame(page);
  await clickRowUntil(page, 'Pwnbox <img', product.locator('h1.product-name'));
  assert.equal(await product.locator('h1.product-name').textContent(), PWNBOX, 'the name is shown as text');
  const productPage = await inspectPanelDocument(product);
  assertInert(productPage, 'product panel');
  assert.ok(productPage.text.includes('<script>console.log('), 'the quoted <script> is shown as text');
  assert.ok(productPage.text.includes('exe.txt'), 'the bidi-wrapped text is shown, without its controls');
  await assertCspBlocksInlineHandlers(product);
  // Each "Why?" gets its rows from the extension when it opens (through innerHTML): with every one open, the page is
  // as inert, and the names and quoted text in the rows are text.
  const summaries = product.locator('details.why summary');
  const whyCount = await summaries.count();
  assert.ok(whyCount > 0, 'the product panel has no "Why?"');
  for (let i = 0; i < whyCount; i++) await summaries.nth(i).click();
  await waitUntil(async () => (await product.locator('details.why .why-list[aria-busy]').count()) === 0, 'every "Why?" to get its rows');
  // Persona, Call and Product in every one (and Seat where the file's seating gave the quote another persona).
  for (const term of ['Persona', 'Call', 'Product']) {
    assert.equal(await product.locator('details.why .why-row .why-term', { hasText: new RegExp(`^${term}$`) }).count(), whyCount, `a ${term} row in every "Why?"`);
  }
  const withWhy = await inspectPanelDocument(product);
  assertInert(withWhy, 'product panel, every "Why?" open');

  // The comparison, then its live updates (swap and the filter re-render the body through innerHTML).
  // The pick asks for the second product. It stays open however focus moves (ignoreFocusOut); should it still
  // not show within 5 s (one clean-clone run of 2026-12-01 saw the widget hidden on a loaded machine), the
  // button is clicked once more, and the retry is logged.
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await product.locator('button[data-action="compareWith"]').click();
  try {
    await input.waitFor({ state: 'visible', timeout: 5_000 });
  } catch {
    console.warn('      (hostile: the product pick did not show after the first click; clicking Compare with… again)');
    await product.locator('button[data-action="compareWith"]').click();
  }
  await pickQuickItem(page, 'Trojan');
  // The comparison opens over the product panel, whose iframe then goes: wait in the one visible after it.
  await waitInWebview(page, '.compare-table');
  const compare = webviewFrame(page);
  for (const summary of await compare.locator('details.full-quote > summary:visible').all()) await summary.click();
  assertInert(await inspectPanelDocument(compare), 'compare panel');
  const firstColumn = () => compare.locator('.compare-table thead th').nth(1).textContent();
  assert.equal(await firstColumn(), PWNBOX);
  await compare.locator('button[data-action="swap"]').click();
  await waitFor(async () => (await firstColumn()) === TROJAN, 'the swapped comparison');
  await compare.locator('button[data-action="toggleDifferencesOnly"]').click();
  for (const summary of await compare.locator('details.full-quote > summary:visible').all()) await summary.click();
  const compared = await inspectPanelDocument(compare);
  assertInert(compared, 'compare panel after swap');
  assert.ok(compared.text.includes(TROJAN), 'the product name is shown as text');
  assert.ok(compared.text.includes('[run](command:workbench.action.closeWindow)'), 'the command link is shown as text');
  await assertCspBlocksInlineHandlers(compare);

  // Give anything that slipped through time to run, then look everywhere.
  await page.waitForTimeout(1_000);
  const globals = await pwnedGlobals(page);
  assert.ok(globals.checked >= 3, `only ${globals.checked} frames could be checked`);
  assert.deepEqual(globals.found, [], 'a payload set __pwned');
  assert.deepEqual(signs, [], 'a payload ran');
}

export async function hoverCardShowsTheHostileNameAsText({ page, workbench }) {
  const signs = watchForPayloads(workbench);
  await openContainer(page, 'Verdicts');
  await treeRow(page, 'Pwnbox <img').waitFor(); // the catalog is loaded
  const hover = await hoverAt(page, 'notes.md', 'Pwnbox');
  const card = await hover.evaluate((element) => ({
    text: element.textContent,
    markup: [...element.querySelectorAll('img, script, iframe, svg, object, embed')].map((e) => e.outerHTML.slice(0, 80)),
    links: [...element.querySelectorAll('a')].map((a) => a.getAttribute('data-href') ?? a.getAttribute('href') ?? ''),
    handlers: [...element.querySelectorAll('*')].flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name)),
  }));
  assert.ok(card.text.includes(PWNBOX), `the card does not show the name as text: ${card.text.slice(0, 200)}`);
  assert.ok(card.text.includes('The Builder'), 'the card lists the reviews');
  assert.deepEqual(card.markup, [], 'markup rendered in the hover card');
  assert.deepEqual(card.handlers, [], 'event handlers in the hover card');
  assert.ok(card.links.length >= 2, 'the card has its command links');
  for (const link of card.links) assert.match(link, /^command:verdicts\.(openProduct|compareWith)\?/, `a link that is not ours: ${link}`);
  await page.waitForTimeout(500);
  assert.deepEqual((await pwnedGlobals(page)).found, []);
  assert.deepEqual(signs, []);
}

async function waitFor(check, what, timeout = 10_000) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
