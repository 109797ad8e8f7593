// One build script for every bundle. `--production` minifies without source maps,
// `--watch` rebuilds on change. Type-checking is separate: `npm run typecheck`.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

const common = {
  bundle: true,
  minify: production,
  sourcemap: production ? false : 'linked',
  logLevel: 'warning',
  target: 'es2022',
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
    define: { global: 'globalThis' },
  });
}

const present = builds.filter((b) => b.entryPoints.every((e) => existsSync(e)));

if (watch) {
  for (const options of present) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
  }
  console.log('[esbuild] watching…');
} else {
  await Promise.all(present.map((options) => esbuild.build(options)));
}
