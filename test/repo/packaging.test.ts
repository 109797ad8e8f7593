// The .vsix holds what the extension runs and the images its README shows, nothing else: the list comes from
// `vsce ls`, which applies .vscodeignore exactly as `npm run package` does.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

const packed: string[] = execFileSync(process.execPath, [path.join(root, 'node_modules/@vscode/vsce/vsce'), 'ls', '--no-dependencies'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
})
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

/** Files of this repository the README points to: `![alt](file)` images and `[text](file)` links. */
const readmeFiles = [...readme.matchAll(/\]\(((?!https?:|#|mailto:)[^)\s]+)\)/g)].map((m) => m[1]!);

/** Budget for every picture in the package together (what made it 2 MB); the whole .vsix stays under 500 KB. */
const IMAGE_BUDGET = 380 * 1024;

describe('the .vsix contents', () => {
  it('has the manifest, the docs and every file the manifest names', () => {
    const named = [
      manifest.icon,
      ...manifest.contributes.viewsContainers.activitybar.map((c: { icon: string }) => c.icon),
      ...manifest.contributes.walkthroughs.flatMap((w: { steps: { media: { markdown: string } }[] }) => w.steps.map((s) => s.media.markdown)),
    ];
    for (const file of ['package.json', 'package.nls.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'media/panel.css', 'seeds/index.json', ...named]) {
      expect(packed, file).toContain(file);
    }
    // The bundles exist once built (npm test and npm run package build first).
    // The analysis engine is a bundle of its own beside each host's main file, loaded when first needed; the
    // desktop host's analysis threads run one more (the engine inside).
    for (const bundle of [manifest.main, manifest.browser, './dist/web/engine.js', './dist/node/engine.js', './dist/node/analysisWorker.js', './media/dist/webview.js'].map((f: string) => f.replace(/^\.\//, ''))) {
      if (fs.existsSync(path.join(root, bundle))) expect(packed, bundle).toContain(bundle);
    }
  });

  it('leaves out sources, tests, scripts, source maps and the CLI, which an installed extension cannot run', () => {
    const stray = packed.filter((file) => /^(src|test|scripts|node_modules|\.vscode|\.ci)\//.test(file) || file.endsWith('.map') || file.endsWith('.ts'));
    expect(stray).toEqual([]);
    expect(packed).not.toContain('dist/cli.js');
    expect(packed.filter((file) => file.startsWith('dist/')).sort()).toEqual(
      [manifest.main, manifest.browser, './dist/web/engine.js', './dist/node/engine.js', './dist/node/analysisWorker.js'].map((f: string) => f.replace(/^\.\//, '')).filter((f) => fs.existsSync(path.join(root, f))).sort(),
    );
  });

  it('packs exactly the images the README shows (plus the icons), each one present', () => {
    const images = packed.filter((file) => /\.(png|jpe?g|gif|webp)$/i.test(file));
    const wanted = [...new Set([manifest.icon, ...readmeFiles.filter((f) => /\.(png|jpe?g|gif|webp)$/i.test(f))])];
    expect(images.sort()).toEqual(wanted.sort());
    for (const file of readmeFiles) expect(fs.existsSync(path.join(root, file)), `README links ${file}, which is not in the repository`).toBe(true);
  });

  it(`keeps the images small: ${IMAGE_BUDGET / 1024} KB together`, () => {
    const images = packed.filter((file) => /\.(png|jpe?g|gif|webp)$/i.test(file));
    const sizes = Object.fromEntries(images.map((file) => [file, fs.statSync(path.join(root, file)).size]));
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(IMAGE_BUDGET);
  });
});
