import { defineConfig } from 'vitest/config';
import { ALIASES } from './scripts/lib/bundleStandIns.mjs';
import { engineVersionDefine } from './scripts/lib/engineVersion.mjs';

export default defineConfig({
  // The tests run markdown-it's dependencies as the bundles ship them (esbuild.mjs). The bundles also leave out
  // markdown-it's block parser, which Verdicts never runs; the tests keep it, to render Markdown exports as a reader would.
  resolve: { alias: ALIASES },
  // The analysis engine's version, as the bundles get it (esbuild.mjs).
  define: engineVersionDefine(),
  test: {
    include: ['test/core/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/shared/**/*.test.ts', 'test/vscode/**/*.test.ts', 'test/repo/**/*.test.ts', 'test/node/**/*.test.ts'],
    environment: 'node',
    // Speed lives in the benchmark (npm run bench), not in timed tests: vitest's 5 s default failed a CLI test that spawns
    // a process on a loaded two-core run. A test that hangs still fails, after 30 s.
    testTimeout: 30_000,
    server: { deps: { inline: ['markdown-it'] } },
  },
});
