// One build script for every bundle. `--production` minifies without source maps,
// `--watch` rebuilds on change, `--sizes` writes nothing and prints each bundle's size in bytes as JSON
// (`npm run bench` reports the production web bundle's). Type-checking is separate: `npm run typecheck`.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { ALIASES, inlineMarkdownOnly } from './scripts/lib/bundleStandIns.mjs';
import { engineVersionDefine } from './scripts/lib/engineVersion.mjs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const sizes = process.argv.includes('--sizes');

const common = {
  bundle: true,
  minify: production,
  sourcemap: production ? false : 'linked',
  logLevel: 'warning',
  target: 'es2022',
  // Typographic quotes and dashes as themselves, not as \uXXXX escapes: 20 KB less, and the hosts read UTF-8.
  charset: 'utf8',
  // Parts of markdown-it and its dependencies that Verdicts does not need, replaced (see the module): 96 KB less.
  alias: ALIASES,
  plugins: [inlineMarkdownOnly],
  // The analysis engine's version (a hash of the parser and the understanding tables): a persisted analysis cache
  // written by another version is ignored (src/core/cache). Computed when this script starts, so --watch keeps it.
  define: engineVersionDefine(),
};

/** @type {import('esbuild').BuildOptions[]} */
const builds = [
  // VS Code for the Web: the extension host is a web worker, one CommonJS file, no Node built-ins.
  { ...common, entryPoints: ['src/extension.ts'], outfile: 'dist/web/extension.js', platform: 'browser', format: 'cjs', external: ['vscode'] },
  // Desktop VS Code: the same sources for the Node extension host.
  { ...common, entryPoints: ['src/extension.ts'], outfile: 'dist/node/extension.js', platform: 'node', format: 'cjs', external: ['vscode'] },
  // The script inside webview panels; served from media/ like every other panel asset.
  { ...common, entryPoints: ['src/webview/main.ts'], outfile: 'media/dist/webview.js', platform: 'browser', format: 'iife' },
  // The command-line tool.
  { ...common, entryPoints: ['src/cli.ts'], outfile: 'dist/cli.js', platform: 'node', format: 'cjs', banner: { js: '#!/usr/bin/env node' } },
];

// The in-editor mocha suite runs in the same web worker; only built when its sources exist.
if (existsSync('test/integration/index.ts') && !production) {
  builds.push({
    ...common,
    entryPoints: ['test/integration/index.ts'],
    outfile: 'dist/test/integration.js',
    platform: 'browser',
    format: 'cjs',
    external: ['vscode'],
    inject: ['test/integration/process-shim.js'],
    define: { ...common.define, global: 'globalThis' },
  });
}

const present = builds.filter((b) => b.entryPoints.every((e) => existsSync(e)));

if (watch) {
  for (const options of present) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
  }
  console.log('[esbuild] watching…');
} else if (sizes) {
  const built = await Promise.all(present.map((options) => esbuild.build({ ...options, write: false, sourcemap: false })));
  const bytes = {};
  built.forEach((result, i) => (bytes[present[i].outfile] = result.outputFiles.find((f) => !f.path.endsWith('.map')).contents.length));
  console.log(JSON.stringify(bytes));
} else {
  await Promise.all(present.map((options) => esbuild.build(options)));
}
