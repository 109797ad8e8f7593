// Bundles the core (TypeScript) into a temporary CommonJS file and loads it, as the CLI bundle would.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { ALIASES, inlineMarkdownOnly } from '../lib/bundleStandIns.mjs';
import { engineVersionDefine } from '../lib/engineVersion.mjs';

export async function loadCore(tempFolder) {
  const outfile = join(tempFolder, 'core-bench.cjs');
  await esbuild.build({
    entryPoints: [new URL('./entry.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'es2022',
    // markdown-it as the bundles ship it (esbuild.mjs).
    alias: ALIASES,
    plugins: [inlineMarkdownOnly],
    define: engineVersionDefine(),
    logLevel: 'warning',
  });
  return createRequire(import.meta.url)(outfile);
}
