// The analysis engine's version: a hash of every source whose change can change what analysing a file produces
// (the parser, the understanding tables and rules, the per-file analysis, the cache format) or what a cache's
// catalog snapshot is restored as (assembly: ids, entries, the catalog plan, stored reviews). Bundles get it as the
// constant VERDICTS_ENGINE_VERSION (esbuild.mjs `define`), and a persisted analysis cache written by one engine is
// ignored by any other: editing a table invalidates every cached analysis, with no number to bump by hand.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** Paths (folders are read whole) relative to the repository, in the order they are hashed. */
export const ENGINE_SOURCES = [
  'src/core/parse',
  'src/core/understand',
  'src/core/catalog/analyzeFile.ts',
  'src/core/catalog/catalogBuilder.ts',
  'src/core/catalog/catalogEntries.ts',
  'src/core/catalog/catalogPatch.ts',
  'src/core/catalog/catalogPlan.ts',
  'src/core/catalog/identity.ts',
  'src/core/catalog/storedReview.ts',
  'src/core/cache',
];

function filesUnder(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** 16 hex digits of SHA-256 over each source's path and bytes. */
export function engineVersion(base = root) {
  const hash = createHash('sha256');
  for (const source of ENGINE_SOURCES) {
    for (const file of filesUnder(join(base, source))) {
      hash.update(relative(base, file).split('\\').join('/'));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The esbuild / Vite `define` entry that hands the version to src/core/cache/engineVersion.ts. */
export function engineVersionDefine(base = root) {
  return { VERDICTS_ENGINE_VERSION: JSON.stringify(engineVersion(base)) };
}
