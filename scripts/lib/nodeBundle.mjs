// One CommonJS bundle for Node, built as esbuild.mjs builds the shipped ones (markdown-it's stand-ins, the engine's
// version): for the bench and the tests that build a bundle on their own, so other work in progress cannot break them.
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { ALIASES, inlineMarkdownOnly } from './bundleStandIns.mjs';
import { engineVersionDefine } from './engineVersion.mjs';

/** Bundles `entryPoint` (a path) into `outfile`. */
export function buildNodeBundle(entryPoint, outfile) {
  return esbuild.build({
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'es2022',
    alias: ALIASES,
    plugins: [inlineMarkdownOnly],
    define: engineVersionDefine(),
    logLevel: 'warning',
  });
}

/** The analysis threads' script (src/node/analysisWorker.ts), bundled to `outfile`. */
export function buildAnalysisWorker(outfile) {
  return buildNodeBundle(fileURLToPath(new URL('../../src/node/analysisWorker.ts', import.meta.url)), outfile);
}
