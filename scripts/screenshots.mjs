// `npm run screenshots`: README images of the real workbench, written to media/screenshots/.
// Each shot runs in a fresh workbench (fixture workspace mounted) once per theme variant.
//   npm run screenshots [-- tree product ...]    only the named shots
import path from 'node:path';
import fs from 'node:fs';
import { build, openWorkbench, repoRoot, withTimeout } from './lib/workbench.mjs';
import { expandRow, openContainer } from '../test/ui/helpers.mjs';

const OUT = path.join(repoRoot, 'media/screenshots');
const VIEWPORT = { width: 1400, height: 900 }; // at deviceScaleFactor 1: sharp at README width, small files
const SIDEBAR_WIDTH = 460; // wide enough that product names and tallies are not cut off
const SHOT_TIMEOUT_MS = 60_000;

/** Theme variants: the dark one is the plain name, others get a suffix (tree.png, tree-light.png). */
const VARIANTS = [
  { theme: 'dark', suffix: '' },
  { theme: 'light', suffix: '-light' },
];

/** Each shot prepares the window; the runner then takes the picture. */
const SHOTS = {
  /** The Verdicts container with one product expanded to its persona reviews. */
  async tree(page) {
    await openContainer(page, 'Verdicts');
    await setSidebarWidth(page, SIDEBAR_WIDTH);
    await expandRow(page, 'Cursor');
  },

  // TODO(lead) product.png: open a product panel, e.g. run 'Verdicts: Open Product' with
  //   runCommand(page, 'Verdicts: Open Product') and pick 'Cursor', or click the tree row; then wait for its
  //   content: await webviewFrame(page).locator('<a heading the panel renders>').waitFor().
  // TODO(lead) compare.png: runCommand(page, 'Verdicts: Compare Products'), pick two products in the quick
  //   pick (type the name, Enter, twice), then wait for webviewFrame(page) content as above.
  // TODO(lead) hover.png: await hoverAt(page, 'notes.md', 'Cursor'); the helper already waits out the
  //   fade-in; consider `clip` around the hover box (see takeShot) so the card reads at README width.
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((name) => !SHOTS[name]);
if (unknown.length) {
  console.error(`unknown shot(s): ${unknown.join(', ')}; known: ${Object.keys(SHOTS).join(', ')}`);
  process.exit(1);
}

await build();
fs.mkdirSync(OUT, { recursive: true });
let failures = 0;
for (const name of wanted.length ? wanted : Object.keys(SHOTS)) {
  for (const { theme, suffix } of VARIANTS) {
    const file = path.join(OUT, `${name}${suffix}.png`);
    let workbench;
    try {
      workbench = await openWorkbench({ theme, viewport: VIEWPORT, deviceScaleFactor: 1 });
      workbench.page.setDefaultTimeout(15_000);
      await withTimeout(SHOT_TIMEOUT_MS, `${name} (${theme})`, takeShot(workbench.page, SHOTS[name], file));
      console.log(`wrote ${path.relative(repoRoot, file)}`);
    } catch (error) {
      failures++;
      console.error(`${name} (${theme}) failed: ${error.message}`);
    } finally {
      await workbench?.close();
    }
  }
}
process.exit(failures ? 1 : 0);

async function takeShot(page, prepare, file) {
  const clip = await prepare(page); // a shot may return a { x, y, width, height } to crop to
  // No tooltip, hover highlight or blinking caret in the picture; let animations and fonts settle.
  await page.mouse.move(VIEWPORT.width - 5, VIEWPORT.height / 2);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
  await page.screenshot({ path: file, clip: clip ?? undefined, animations: 'disabled', caret: 'hide' });
}

/** Drags the sash between the sidebar and the editor so the sidebar is `width` pixels wide. */
async function setSidebarWidth(page, width) {
  const sidebar = await page.locator('.part.sidebar').boundingBox();
  const y = sidebar.y + sidebar.height / 2;
  const x = sidebar.x + sidebar.width;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(sidebar.x + width, y, { steps: 8 });
  await page.mouse.up();
}
