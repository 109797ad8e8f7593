// Renders media/icon.png (128×128, the Marketplace and Extensions view icon) from media/verdicts.svg, the
// activity-bar glyph: white strokes on a rounded tile, drawn by headless Chromium.
//   node scripts/render-icon.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromiumPath, repoRoot } from './lib/workbench.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const SIZE = 128;
const svg = fs.readFileSync(path.join(repoRoot, 'media/verdicts.svg'), 'utf8')
  .replace(/width="24" height="24"/, 'width="88" height="88"')
  .replace(/stroke-width="1.5"/, 'stroke-width="1.6"');
const html = `<!DOCTYPE html><html><body style="margin:0;background:transparent">
<div style="width:${SIZE}px;height:${SIZE}px;border-radius:24px;display:grid;place-items:center;color:#fff;
  background:linear-gradient(160deg,#3b5bdb 0%,#1f3a93 100%)">${svg}</div></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
  await page.setContent(html);
  const out = path.join(repoRoot, 'media/icon.png');
  await page.screenshot({ path: out, omitBackground: true, clip: { x: 0, y: 0, width: SIZE, height: SIZE } });
  console.log(`wrote ${path.relative(repoRoot, out)}`);
} finally {
  await browser.close();
}
