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

/** The constant that tells the extension's bundle which host it is for (how it loads the engine). */
const host = (name) => ({ ...common.define, VERDICTS_HOST: JSON.stringify(name) });

/** @type {import('esbuild').BuildOptions[]} */
const builds = [
  // VS Code for the Web: the extension host is a web worker, one CommonJS file, no Node built-ins.
  { ...common, entryPoints: ['src/extension.ts'], outfile: 'dist/web/extension.js', platform: 'browser', format: 'cjs', external: ['vscode'], define: host('web') },
  // Desktop VS Code: the same sources for the Node extension host.
  { ...common, entryPoints: ['src/extension.ts'], outfile: 'dist/node/extension.js', platform: 'node', format: 'cjs', external: ['vscode'], define: host('node') },
  // The analysis engine (parser, understanding, Markdown), loaded by the extension when first needed
  // (src/vscode/source/engineLoader.ts): activation reads only the extension's bundle.
  { ...common, entryPoints: ['src/core/engine.ts'], outfile: 'dist/web/engine.js', platform: 'browser', format: 'cjs' },
  { ...common, entryPoints: ['src/core/engine.ts'], outfile: 'dist/node/engine.js', platform: 'node', format: 'cjs' },
  // A worker thread of the desktop host's analysis pool (src/node/analysisPool.ts), the engine inside: a first index
  // of many files is analysed on every core. The CLI starts the same threads.
  { ...common, entryPoints: ['src/node/analysisWorker.ts'], outfile: 'dist/node/analysisWorker.js', platform: 'node', format: 'cjs' },
  // The script inside webview panels; served from media/ like every other panel asset.
  { ...common, entryPoints: ['src/webview/main.ts'], outfile: 'media/dist/webview.js', platform: 'browser', format: 'iife' },
  // The verdict board's script: it draws its own rows (virtualised), so it carries the board's part of the core.
  { ...common, entryPoints: ['src/webview/board.ts'], outfile: 'media/dist/board.js', platform: 'browser', format: 'iife' },
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

// The same suite for the Node extension host (VS Code 1.100's server, scripts/test-node.mjs; desktop VS Code,
// scripts/test-desktop.mjs). 'mocha/mocha' is the browser build, which defines a global `mocha`; in Node that
// global comes from the real mocha package (not bundled: it loads its own parts at run time), with the browser
// build's `setup()`.
const NODE_MOCHA_GLOBAL = `
const Mocha = require('mocha');
const mocha = new Mocha();
mocha.setup = function (options) {
  for (const [key, value] of Object.entries(options)) if (value !== undefined) this[key](value);
  this.suite.emit('pre-require', globalThis, null, this);
  return this;
};
globalThis.mocha = mocha;
`;
if (existsSync('test/integration/index.ts') && !production) {
  builds.push({
    ...common,
    entryPoints: ['test/integration/index.ts'],
    outfile: 'dist/test/integration.node.js',
    platform: 'node',
    format: 'cjs',
    external: ['vscode', 'mocha'],
    plugins: [
      ...common.plugins,
      {
        name: 'node-mocha-global',
        setup(b) {
          b.onResolve({ filter: /^mocha\/mocha$/ }, () => ({ path: 'mocha-global', namespace: 'node-mocha-global' }));
          b.onLoad({ filter: /.*/, namespace: 'node-mocha-global' }, () => ({ contents: NODE_MOCHA_GLOBAL, loader: 'js' }));
        },
      },
    ],
  });
}

const present = builds.filter((b) => b.entryPoints.every((e) => existsSync(e)));

if (watch) {
  for (const options of present) {
    const ctx = await esbuild.context({ ...options, plugins: [...options.plugins, reportEachBuild(options.outfile)] });
    await ctx.watch();
  }
  console.log(`[watch] watching ${present.length} bundles; a line per rebuild, Ctrl+C stops`);
} else if (sizes) {
  const built = await Promise.all(present.map((options) => esbuild.build({ ...options, write: false, sourcemap: false })));
  const bytes = {};
  built.forEach((result, i) => (bytes[present[i].outfile] = result.outputFiles.find((f) => !f.path.endsWith('.map')).contents.length));
  console.log(JSON.stringify(bytes));
} else {
  await Promise.all(present.map((options) => esbuild.build(options)));
}

/**
 * `--watch`: one line per finished build, so a fixed error is followed by a line that says the bundle is good
 * again instead of staying the last thing on screen. esbuild itself prints the errors and warnings.
 */
function reportEachBuild(outfile) {
  return {
    name: 'report-each-build',
    setup(build) {
      let started = 0;
      let failedBefore = false;
      build.onStart(() => {
        started = Date.now();
      });
      build.onEnd((result) => {
        const time = new Date().toTimeString().slice(0, 8);
        if (result.errors.length) {
          failedBefore = true;
          console.log(`[watch] ${time} ${outfile}: ${result.errors.length} error(s), see above; waiting for a fix`);
        } else {
          console.log(`[watch] ${time} ${outfile}: built in ${Date.now() - started} ms${failedBefore ? ' (errors fixed)' : ''}`);
          failedBefore = false;
        }
      });
    },
  };
}
