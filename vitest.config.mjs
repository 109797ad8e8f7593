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
    include: ['test/core/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/shared/**/*.test.ts', 'test/vscode/**/*.test.ts', 'test/repo/**/*.test.ts'],
    environment: 'node',
    server: { deps: { inline: ['markdown-it'] } },
  },
});
