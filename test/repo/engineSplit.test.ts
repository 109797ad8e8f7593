// The editor's own bundle holds no part of the analysis engine (src/core/engine.ts): the parser, the understanding
// tables and rules, and Markdown are a bundle of their own, which the extension loads when it first needs them
// (src/vscode/source/engineLoader.ts). One static import of an engine module from the editor's side would put it
// back into every activation; this builds both bundles as esbuild.mjs does and looks at what went in.
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ALIASES, inlineMarkdownOnly } from '../../scripts/lib/bundleStandIns.mjs';

const root = path.resolve(__dirname, '../..');

async function inputsOf(entry: string, define: Record<string, string> = {}): Promise<string[]> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'cjs',
    target: 'es2022',
    external: ['vscode'],
    alias: ALIASES,
    plugins: [inlineMarkdownOnly],
    define: { VERDICTS_ENGINE_VERSION: '"test"', ...define },
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

/** Modules only the engine may hold. */
const ENGINE_ONLY = [
  'src/core/catalog/analyzeFile.ts',
  'src/core/parse/parseReviewFile.ts',
  'src/core/understand/personaWeights.ts',
  'src/core/understand/personaCues.ts',
  'src/core/understand/callExpressions.ts',
  'src/core/understand/classifyVerdict.ts',
  'src/core/understand/explainReview.ts',
  'src/core/render/markdown.ts',
];

describe('the analysis engine is a bundle of its own', () => {
  it('the web extension bundle holds none of it, nor markdown-it', async () => {
    const inputs = await inputsOf('src/extension.ts', { VERDICTS_HOST: '"web"' });
    expect(inputs).toContain('src/core/catalog/catalogBuilder.ts');
    for (const module of ENGINE_ONLY) expect(inputs, module).not.toContain(module);
    expect(inputs.filter((input) => input.includes('node_modules/markdown-it'))).toEqual([]);
  }, 30_000);

  it('the engine bundle holds all of it', async () => {
    const inputs = await inputsOf('src/core/engine.ts');
    for (const module of ENGINE_ONLY) expect(inputs, module).toContain(module);
  }, 30_000);
});
