// One warm index in a fresh process, as a reopened window makes it in its new extension host: no heap of an
// earlier index around it (the bench's own process holds the cold catalog, whose collections every warm index
// there pays for). `node warmChild.mjs BUNDLE FILES_JSON CACHE_FILE` prints the run as one JSON line.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { warmIndex } from './warm.mjs';

const [bundle, filesJson, cacheFile] = process.argv.slice(2);
const core = createRequire(import.meta.url)(bundle);
const files = JSON.parse(readFileSync(filesJson, 'utf8'));
const run = warmIndex(core, files, cacheFile);
process.stdout.write(`${JSON.stringify({ totalMs: run.totalMs, shownMs: run.shownMs, asLast: run.asLast, stages: run.stages, reviewsMs: run.reviewsMs, counts: run.counts, restored: run.restored, builtBy: run.builtBy })}\n`);
