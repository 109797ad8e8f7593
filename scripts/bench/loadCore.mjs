// Bundles the core (TypeScript) into a temporary CommonJS file and loads it, as the CLI bundle would.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildNodeBundle } from '../lib/nodeBundle.mjs';

export async function loadCore(tempFolder) {
  const outfile = join(tempFolder, 'core-bench.cjs');
  await buildNodeBundle(new URL('./entry.ts', import.meta.url).pathname, outfile);
  return createRequire(import.meta.url)(outfile);
}
