// `npm run screenshots`: the README's images of the real workbench, written to media/screenshots/ and packed
// into the .vsix, so only pictures the README shows, made small: each is reduced to a 64-colour palette with
// pngquant, or ImageMagick's `convert` when pngquant is missing (apt-get install pngquant imagemagick).
// Every picture runs in a fresh workbench on the bundled seeds, with a workspace that holds only notes.md (so
// no test fixtures show up). `themes` is the product panel in all four themes, one quarter each.
//   npm run screenshots [-- tree product ...]    only the named shots
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { build, openWorkbench, repoRoot, withTimeout } from './lib/workbench.mjs';
import {
  expandRow, hoverText, openContainer, openFile, pickQuickItem, runCommand, startCommand, toggleQuickPickItem, treeRow, webviewFrame,
} from '../test/ui/helpers.mjs';

const OUT = path.join(repoRoot, 'media/screenshots');
const VIEWPORT = { width: 1400, height: 900 };
const SHOT_TIMEOUT_MS = 60_000;

const NOTES = `# Evaluation notes

Shortlist for the coding-assistant budget:

- Cursor — the Background Agent is why it is on the list.
- SmolLM3 for on-device summaries.
- Llama 3.3 70B as the self-hosted baseline.
- Command R3 for the retrieval pipeline.

Fine-tuning: try the Together AI Llama 3.3 Fine-Tuning API
on the support tickets before the next planning round.
`;

/** A review file of the shot workspace's review folder (made-up products): inline labels, an attribution, the hover. */
const REVIEW = `Aurora Sync 4 vs Basalt Notes

“The primitive here is a sync engine that merges edits offline, and Aurora Sync 4 gets the DX bet right: one call opens a shared document. Aurora Sync 4 earns a ship.”

“The direct competitor is every notes app with a share button. Basalt Notes breaks on vaults over ten thousand pages, and what kills it in 12 months is the notes app the operating system ships. Skip.”
— The Skeptic

“The buyer is the team lead who pays per seat, and the moat is the plugin ecosystem.” — The Investor, on Basalt: ship
`;

/**
 * A review file in natural prose (made-up products) whose second quote names neither product: its product is settled
 * by the file (the same persona's quote names the other one), which the card's "Why?" says. The third quote's call
 * is no phrase of the call table: its "Why?" names the closing words the call profile weighed.
 */
const WHY_REVIEW = `Cinder Kettle vs Drift Kettle

“Under the hood Cinder Kettle runs a simple thermostat and the firmware is open: I flashed my own boil curve onto it in ten minutes. I'd buy it again.”

“Under the hood it runs a plain bimetal strip, and the lid hinge is riveted where a screw would let you fix it. Twice it has boiled dry. I wouldn't bother.”

“Who is Drift Kettle for? Someone who wants one button and a light. After a month the novelty wore off and the old stovetop kettle was back on the burner.”
`;

/** A window without what only a development build shows: no title bar ("[Extension Development Host]"), no minimap. */
const SHOT_SETTINGS = {
  'window.commandCenter': false,
  'workbench.layoutControl.enabled': false,
  'editor.minimap.enabled': false,
  'workbench.editor.enablePreview': false,
};

/**
 * Each shot prepares the window and may return a { x, y, width, height } to crop to.
 *   themes     the themes to take; several are tiled into one picture, two by two (default: dark)
 *   scale      deviceScaleFactor (2 for crops, so they stay sharp at README width)
 *   settings   more settings for the window
 *   workspace  'reviews' for a workspace with a review folder, 'why' for one whose file a "Why?" explains (default: notes.md only)
 */
const SHOTS = {
  /** The Verdicts container beside a notes file, one product expanded to its persona verdicts. */
  tree: {
    async prepare(page) {
      await openFile(page, 'notes.md');
      await openContainer(page, 'Verdicts');
      await setSidebarWidth(page, 560); // the Cursor product's long name and its tally both fit
      await expandRow(page, 'Cursor');
      await expandRow(page, 'SmolLM3');
    },
  },

  /** The tree filtered to ship calls: the filter shows in each view's description. */
  filtered: {
    async prepare(page) {
      await openFile(page, 'notes.md');
      await openContainer(page, 'Verdicts');
      await setSidebarWidth(page, 560);
      await treeRow(page, 'Cursor').waitFor();
      await startCommand(page, 'Verdicts: Filter by Verdict…', 'Filter by Verdict');
      await toggleQuickPickItem(page, 'ship');
      await page.keyboard.press('Enter');
      await page.locator('.pane-header', { hasText: 'Products' }).locator('.description', { hasText: /^Filter: ship$/ }).waitFor();
      await expandRow(page, 'Cursor');
      await expandRow(page, 'SmolLM3');
    },
  },

  /** A product's verdict panel beside the tree, at the top of the page. */
  product: {
    async prepare(page) {
      await openContainer(page, 'Verdicts');
      await setSidebarWidth(page, 330);
      await expandRow(page, 'Cursor');
      await treeRow(page, 'Cursor').locator('.label-name').click();
      await webviewFrame(page).locator('section.card').first().waitFor();
    },
  },

  /** Two cards' "Why?" open: the persona's cues, the call's sentence or the profile's words, what settled the product. */
  why: {
    workspace: 'why',
    async prepare(page) {
      await openContainer(page, 'Verdicts');
      await setSidebarWidth(page, 330);
      await treeRow(page, 'Drift Kettle').locator('.label-name').click();
      const panel = webviewFrame(page);
      await panel.locator('section.card').first().waitFor();
      const summaries = panel.locator('details.why summary');
      await summaries.nth(1).waitFor();
      for (const i of [0, 1]) await summaries.nth(i).click();
      // Each asks the extension for its three rows when it opens.
      await panel.locator('details.why[open] .why-row').nth(5).waitFor();
    },
  },

  /** The product panel's first card in dark, light, High Contrast and High Contrast Light. */
  themes: {
    themes: ['dark', 'light', 'hc-dark', 'hc-light'],
    async prepare(page) {
      await openContainer(page, 'Verdicts');
      await setSidebarWidth(page, 700); // the panel lays out at the width of a tile
      await treeRow(page, 'Cursor').locator('.label-name').click();
      await webviewFrame(page).locator('section.card').first().waitFor();
      const panel = await page.locator('iframe.webview.ready').filter({ visible: true }).first().boundingBox();
      return { x: panel.x, y: panel.y, width: Math.min(panel.width, 680), height: 430 };
    },
  },

  /** Compare Products: two seeded products, persona by persona. */
  compare: {
    async prepare(page) {
      await openContainer(page, 'Verdicts');
      await setSidebarWidth(page, 330);
      // Two long names, and verdicts that differ in most rows. The palette offers the command once reviews are loaded.
      await treeRow(page, 'Cursor').waitFor();
      await runCommand(page, 'Verdicts: Compare Products');
      await pickQuickItem(page, 'Cursor');
      await page.locator('.quick-input-widget .quick-input-title', { hasText: /^Compare Cursor/ }).waitFor();
      await pickQuickItem(page, 'Together AI Llama 3.3 Fine-Tuning API');
      await webviewFrame(page).locator('.compare-table').waitFor();
    },
  },

  /** The verdict board: every seeded product by every persona, sorted by ship count, a cell focused. */
  board: {
    async prepare(page) {
      await openContainer(page, 'Verdicts');
      await setSidebarWidth(page, 300);
      await treeRow(page, 'Cursor').waitFor();
      await runCommand(page, 'Verdicts: Open Board');
      const board = webviewFrame(page);
      await board.locator('.board-body [role="row"]').first().waitFor();
      await board.locator('button[data-order="ships"]').click();
      // Keyboard focus on a cell shows the focus ring and the deciding sentence below the grid.
      await board.locator('.board-body [data-row="0"] [data-col="1"]').focus();
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
      await board.locator('#board-detail', { hasText: /\S/ }).waitFor();
    },
  },

  /** The hover card over a product name in a Markdown file, cropped to the editor around it. */
  hover: {
    scale: 2,
    async prepare(page) {
      await openFile(page, 'notes.md');
      // The Verdicts container rather than the Explorer (which shows the test mount's name); names are
      // known once the reviews are read, when the tree has its products.
      await openContainer(page, 'Verdicts');
      await treeRow(page, 'Cursor').waitFor();
      const hover = await hoverText(page, 'Cursor');
      const card = await hover.boundingBox();
      const editor = await page.locator('.editor-instance').first().boundingBox();
      const right = Math.min(card.x + card.width + 48, VIEWPORT.width);
      return { x: editor.x, y: editor.y, width: right - editor.x, height: card.y + card.height + 40 - editor.y };
    },
    keepPointer: true, // moving the mouse away would close the hover
  },

  /** Writing a review: what Verdicts inferred inline after each quote, and the "why" hover on a quote. */
  authoring: {
    // The README shows the dark one; `-- authoring` with more themes listed here to check the others.
    themes: ['dark'],
    workspace: 'reviews',
    async prepare(page) {
      await openContainer(page, 'Verdicts');
      await setSidebarWidth(page, 300);
      await treeRow(page, 'Aurora Sync 4').waitFor();
      await openFile(page, 'reviews/aurora-sync-4-vs-basalt-notes.txt');
      await openContainer(page, 'Verdicts');
      const lines = page.locator('.editor-instance .monaco-editor .view-lines').first();
      await lines.locator('.view-line', { hasText: 'inferred:' }).first().waitFor();
      // Below the line, on the quote's second row: the inline label after it stays in the picture.
      await hoverText(page, 'shared document');
    },
    settings: { 'editor.hover.above': false },
    keepPointer: true,
  },

  /** Correcting a label: the light bulb's actions on a quote. */
  'authoring-fix': {
    themes: ['dark'],
    workspace: 'reviews',
    async prepare(page) {
      await openContainer(page, 'Verdicts');
      await setSidebarWidth(page, 300);
      await treeRow(page, 'Aurora Sync 4').waitFor();
      await openFile(page, 'reviews/aurora-sync-4-vs-basalt-notes.txt');
      await openContainer(page, 'Verdicts');
      const lines = page.locator('.editor-instance .monaco-editor .view-lines').first();
      await lines.locator('.view-line', { hasText: 'inferred:' }).first().waitFor();
      await lines.locator('.view-line', { hasText: 'The direct competitor' }).click();
      await page.keyboard.press('Control+.');
      await page.locator('.action-widget .monaco-list-row', { hasText: 'State the Call…' }).waitFor();
    },
    keepPointer: true,
  },

  /** No reviews at all: the welcome content of the views, cropped to the sidebar. */
  empty: {
    settings: { 'verdicts.includeBundledSeeds': false },
    async prepare(page) {
      await openContainer(page, 'Verdicts');
      await setSidebarWidth(page, 400);
      await page.locator('.part.sidebar .welcome-view-content').first().waitFor();
      await page.locator('.part.editor').click(); // the focused view would wear a focus border
      const sidebar = await page.locator('.part.sidebar').boundingBox();
      return { x: 0, y: 0, width: sidebar.x + sidebar.width, height: VIEWPORT.height };
    },
  },
};

/** The board in the light theme too: the README shows both (the high-contrast ones are checked by the axe layer). */
SHOTS['board-light'] = { ...SHOTS.board, themes: ['light'] };

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((name) => !SHOTS[name]);
if (unknown.length) {
  console.error(`unknown shot(s): ${unknown.join(', ')}; known: ${Object.keys(SHOTS).join(', ')}`);
  process.exit(1);
}

await build();
fs.mkdirSync(OUT, { recursive: true });
const folder = shotWorkspace();
const reviewsFolder = reviewsWorkspace();
const whyFolder = reviewsWorkspace('cinder-kettle-vs-drift-kettle.txt', WHY_REVIEW);
let failures = 0;
try {
  for (const name of wanted.length ? wanted : Object.keys(SHOTS)) {
    const shot = SHOTS[name];
    const themes = shot.themes ?? ['dark'];
    const tiles = [];
    for (const theme of themes) {
      const file = themes.length > 1 ? path.join(folder, `${name}-${theme}.png`) : path.join(OUT, `${name}.png`);
      let workbench;
      try {
        workbench = await openWorkbench({
          folder: shot.workspace === 'reviews' ? reviewsFolder : shot.workspace === 'why' ? whyFolder : folder,
          theme,
          viewport: VIEWPORT,
          deviceScaleFactor: shot.scale ?? 1,
          settings: { ...SHOT_SETTINGS, ...shot.settings },
        });
        workbench.page.setDefaultTimeout(15_000);
        await withTimeout(SHOT_TIMEOUT_MS, `${name} (${theme})`, takeShot(workbench.page, shot, file));
        if (themes.length > 1) tiles.push(file);
        else console.log(`wrote ${path.relative(repoRoot, file)} (${kilobytes(shrink(file))})`);
      } catch (error) {
        failures++;
        console.error(`${name} (${theme}) failed: ${error.message}`);
      } finally {
        await workbench?.close();
      }
    }
    if (tiles.length > 1 && tiles.length === themes.length) {
      const file = path.join(OUT, `${name}.png`);
      try {
        run('montage', [...tiles, '-tile', '2x', '-geometry', '+2+2', '-background', '#808080', file]);
        console.log(`wrote ${path.relative(repoRoot, file)} (${kilobytes(shrink(file))})`);
      } catch (error) {
        failures++;
        console.error(`${name}: ${error.message} (ImageMagick's montage tiles the themes: apt-get install imagemagick)`);
      }
    }
  }
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(reviewsFolder, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);

/** Reduces a picture to a 64-colour palette in place, undithered (screenshots of a UI lose nothing visible); returns its size. */
function shrink(file) {
  if (onPath('pngquant')) run('pngquant', ['--force', '--skip-if-larger', '--nofs', '--speed', '1', '--strip', '--ext', '.png', '64', file], [0, 98, 99]);
  else if (onPath('convert')) run('convert', [file, '+dither', '-colors', '64', '-strip', file]);
  else console.warn('  neither pngquant nor convert on PATH: the picture stays full size (apt-get install pngquant)');
  return fs.statSync(file).size;
}

function run(command, args, okCodes = [0]) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (!okCodes.includes(result.status)) throw new Error(`${command} failed (exit ${result.status ?? result.error?.message})`);
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function kilobytes(bytes) {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

/**
 * A workspace with one notes file and no reviews: the catalog is the bundled seeds and nothing else. The notes
 * name only seeded products, in lines short enough to stay whole beside the hover card.
 */
function shotWorkspace() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdicts-shots-'));
  fs.writeFileSync(path.join(dir, 'notes.md'), NOTES);
  return dir;
}

/** A workspace whose `reviews` folder is a review folder, holding one review file (`workspace: 'reviews'` or `'why'`). */
function reviewsWorkspace(name = 'aurora-sync-4-vs-basalt-notes.txt', content = REVIEW) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdicts-shots-'));
  fs.mkdirSync(path.join(dir, '.vscode'));
  fs.writeFileSync(path.join(dir, '.vscode', 'settings.json'), JSON.stringify({ 'verdicts.reviewFolders': ['reviews'] }));
  fs.mkdirSync(path.join(dir, 'reviews'));
  fs.writeFileSync(path.join(dir, 'reviews', name), content);
  return dir;
}

async function takeShot(page, shot, file) {
  const clip = await shot.prepare(page);
  // No tooltip, hover highlight or blinking caret in the picture; let animations and fonts settle.
  if (!shot.keepPointer) await page.mouse.move(VIEWPORT.width - 5, VIEWPORT.height - 5);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
  await clearNotifications(page);
  await page.screenshot({ path: file, clip: clip ?? undefined, animations: 'disabled', caret: 'hide' });
}

/** A notification toast in a picture is noise, but an error in one is a problem: report it, then close them all. */
async function clearNotifications(page) {
  const toasts = page.locator('.notifications-toasts .notification-toast');
  const messages = await toasts.locator('.notification-list-item-message').allInnerTexts();
  if (messages.length === 0) return;
  for (const message of messages) console.warn(`  notification closed before the shot: ${message}`);
  await page.evaluate(() => document.querySelectorAll('.notifications-toasts .notification-toast').forEach((toast) => toast.remove()));
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
