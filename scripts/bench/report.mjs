// The budgets (set for 10,000 matchups) and the table that reports each measure against its budget.

/** Each budget: a check on the results and how to show the limit. */
export const BUDGETS = {
  indexRatio: { limit: '≤ 3× floor', ok: (r) => r.indexRatio <= 3 },
  hoverP99Us: { limit: '≤ 20 µs', ok: (r) => r.hoverP99Us <= 20 },
  hoverSpeedup: { limit: '≥ 50× naive', ok: (r) => r.naiveHoverP99Us / r.hoverP99Us >= 50 },
  renderProductMs: { limit: '≤ 2 ms', ok: (r) => r.renderProductMs <= 2 },
  whyP99Ms: { limit: '≤ 16 ms', ok: (r) => r.whyP99Ms <= 16 },
  renderCompareMs: { limit: '≤ 4 ms', ok: (r) => r.renderCompareMs <= 4 },
  boardFirstPaintMs: { limit: '≤ 300 ms', ok: (r) => r.boardFirstPaintMs <= 300 },
  heapRatio: { limit: '≤ 2.5× corpus', ok: (r) => r.heapRatio <= 2.5 },
  // Typing in a review file: labels within 300 ms of a pause, of which the debounce takes 150 ms.
  authoringLabelsP99Ms: { limit: '≤ 150 ms', ok: (r) => r.authoringLabelsP99Ms <= 150 },
  quoteHoverP99Us: { limit: '≤ 1,000 µs', ok: (r) => r.quoteHoverP99Us <= 1000 },
  // The persisted analysis cache: a reopened window over unchanged files, and with 1 % of them edited.
  // The same cold index in the desktop host, which analyses in worker threads (as many as the cores, up to 4).
  threadedIndexRatio: { limit: '≤ 3× floor', ok: (r) => r.threadedIndexRatio <= 3 },
  warmRatio: { limit: '≤ 1× floor', ok: (r) => r.warmRatio <= 1 },
  warmChangedRatio: { limit: '≤ 1.5× floor', ok: (r) => r.warmChangedRatio <= 1.5 },
  cacheRatio: { limit: '≤ 1× corpus', ok: (r) => r.cacheRatio <= 1 },
  warmHeapRatio: { limit: '≤ 2.5× corpus', ok: (r) => r.warmHeapRatio <= 2.5 },
  // Measured outside the core; undefined when not measured (no editor run yet, the build failed).
  activationMs: { limit: '≤ 30 ms', ok: (r) => (r.activationMs === undefined ? undefined : r.activationMs <= 30) },
  bundleBytes: { limit: '≤ 180 KiB', ok: (r) => (r.bundleBytes === undefined ? undefined : r.bundleBytes <= 180 * 1024) },
};

const fmt = {
  ms: (v) => `${v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : Math.round(v).toLocaleString('en')} ms`,
  us: (v) => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} µs`,
  x: (v) => `${v.toFixed(2)}×`,
  mb: (v) => `${(v / 1048576).toFixed(1)} MiB`,
  kb: (v) => `${(v / 1024).toFixed(1)} KiB`,
  n: (v) => v.toLocaleString('en'),
};

/** "parse 70 ms · tokenize 66 ms · …", each stage timed alone (scripts/bench/stages.mjs). */
function coldStages(stages) {
  return Object.entries(stages).map(([stage, ms]) => `${stage} ${fmt.ms(ms)}`).join(' · ');
}

/** Rows: [measure, value, budget key or undefined]. Rows without a budget are context for the ones with. */
function rows(r, extra) {
  return [
    ['Corpus', `${fmt.n(r.matchups)} matchups, ${fmt.n(r.products)} products, ${fmt.n(extra.reviews)} reviews, ${fmt.mb(r.corpusBytes)}`],
    ['Index: read + parse + build', fmt.ms(r.indexMs)],
    ['  floor: read + split paragraphs', fmt.ms(r.baselineMs)],
    ['  index / floor', fmt.x(r.indexRatio), 'indexRatio'],
    ['  of which assembly (build)', fmt.ms(extra.assembleMs)],
    ['  cold analysis by stage, CPU per 1,000 files', coldStages(extra.coldStages)],
    ['  CatalogView + NameIndex', fmt.ms(extra.viewMs)],
    ['  re-index after one file changes', `${fmt.ms(extra.rebuildMs)} (${builtBy(extra.rebuiltBy)})`],
    ['  the hovers\' index of names after it', `kept: checked in ${fmt.ms(extra.namesKeptMs)} (building it again: ${fmt.ms(extra.namesIndexedMs)})`],
    [`Cold index in ${extra.threads} worker threads (desktop host)`, `${fmt.ms(r.threadedIndexMs)} (main thread busy ${fmt.ms(extra.threadedMainBusyMs)} of it)`],
    ['  threads / floor', fmt.x(r.threadedIndexRatio), 'threadedIndexRatio'],
    ['Warm index: every file from the analysis cache', `${fmt.ms(r.warmMs)} (median of ${extra.freshRuns}, each in a fresh process, as a reopened window)`],
    ['  warm / floor', fmt.x(r.warmRatio), 'warmRatio'],
    ['  stages', stages(extra.warmStages)],
    ['  then its reviews, made when a view first reads them', `${fmt.ms(extra.warmReviewsMs)} (after the index: the restored catalog shows products, matchups and counts without them)`],
    ["  in the bench's process (the cold catalog alive)", `${fmt.ms(r.warmInProcessMs)}: ${stages(extra.warmInProcessStages)}`],
    [`Warm index, ${fmt.n(extra.edited)} files (1 %) edited`, `${fmt.ms(r.warmChangedMs)} to the catalog as the files are (median of ${extra.freshRuns}, each in a fresh process)`],
    ['  warm 1 % changed / floor', fmt.x(r.warmChangedRatio), 'warmChangedRatio'],
    ['  the last catalog shown meanwhile', `${fmt.ms(r.warmChangedShownMs)}, ${fmt.x(r.warmChangedShownRatio)} the floor (restored as the last window left it, then brought up to date)`],
    ['  stages', `${stages(extra.warmChangedStages)} (${builtBy(extra.warmChangedBuiltBy)})`],
    ["  in the bench's process", `${fmt.ms(r.warmChangedInProcessMs)}: ${stages(extra.warmChangedInProcessStages)}`],
    ['Analysis cache on disk', `${fmt.mb(r.cacheBytes)} (encoded in ${fmt.ms(extra.cacheEncodeMs)})`],
    ['  cache / corpus', fmt.x(r.cacheRatio), 'cacheRatio'],
    ['  heap after a warm index / corpus', `${fmt.x(r.warmHeapRatio)} (${fmt.mb(extra.warmHeapBytes)}, catalog and builder, and the cache's bytes its unread texts are in)`, 'warmHeapRatio'],
    ['Hover lookup p50 (NameIndex.at)', fmt.us(r.hoverP50Us)],
    ['Hover lookup p99', fmt.us(r.hoverP99Us), 'hoverP99Us'],
    ['  naive indexOf loop p99', `${fmt.us(r.naiveHoverP99Us)} (${fmt.n(extra.naiveNames)} names)`],
    ['  speed-up at p99', fmt.x(r.naiveHoverP99Us / r.hoverP99Us), 'hoverSpeedup'],
    ['Render product panel body', `${fmt.ms(r.renderProductMs)} (busiest: ${fmt.ms(extra.busiestProductMs)}, ${extra.busiestReviews} reviews)`, 'renderProductMs'],
    ['  a review\'s "Why?", drawn on opening, p99', fmt.ms(r.whyP99Ms), 'whyP99Ms'],
    ['Render comparison (compare + body)', fmt.ms(r.renderCompareMs), 'renderCompareMs'],
    ['  markdown-it on the same quotes', fmt.ms(r.markdownMs)],
    ['Products and Matchups views: sort by name', `${fmt.ms(r.viewsSortMs)} (every refresh of their first rows; by ships ${fmt.ms(r.viewsShipsMs)}, the matchups' calls counted first)`],
    ['Search (all words, first 200 matches)', `${fmt.ms(r.searchMs)} per query (quick pick payload at most ${fmt.kb(extra.searchPayloadBytes)})`],
    ['Board: build + post + arrange + first screen', `${fmt.ms(r.boardFirstPaintMs)} (CPU ${fmt.ms(extra.boardCpuMs)}; ${fmt.n(extra.boardRows)} rows; slowest of name and disagreement order)`, 'boardFirstPaintMs'],
    ['  board model alone (buildBoard)', fmt.ms(extra.boardBuildMs)],
    ['  board payload, sent once', fmt.kb(r.boardPayloadBytes)],
    ['  a screen of rows (40) while scrolling', fmt.ms(extra.boardScreenMs)],
    ['  search + re-sort as you type', fmt.ms(extra.boardSearchMs)],
    ['  after one file changes: diff, patch size', extra.boardPatchRows === undefined ? `${fmt.ms(extra.boardPatchMs)}, columns changed: whole board` : `${fmt.ms(extra.boardPatchMs)}, ${extra.boardPatchRows} rows, ${fmt.kb(extra.boardPatchBytes)}`],
    ['Review file, 200 quotes: labels re-read p50', `${fmt.ms(extra.authoringLabelsP50Ms)} (${extra.authoringQuotes} quotes, ${fmt.kb(extra.authoringBytes)}; + 150 ms debounce)`],
    ['  p99', fmt.ms(r.authoringLabelsP99Ms), 'authoringLabelsP99Ms'],
    ['  quote hover p99 (lookup + Markdown)', fmt.us(r.quoteHoverP99Us), 'quoteHoverP99Us'],
    ['Heap after indexing', `${fmt.mb(r.heapBytes)} (catalog alone ${fmt.mb(extra.heapCatalogBytes)})`],
    ['  heap / corpus', fmt.x(r.heapRatio), 'heapRatio'],
    ['Activation with the seeds (last editor run)', r.activationMs === undefined ? 'not measured: run npm run test:editor' : `${fmt.ms(r.activationMs)} (${extra.activationAt})`, 'activationMs'],
    ['Web bundle, production (dist/web/extension.js)', r.bundleBytes === undefined ? 'not measured: the build failed' : `${fmt.n(r.bundleBytes)} bytes (${(r.bundleBytes / 1024).toFixed(1)} KiB)`, 'bundleBytes'],
    ['  analysis engine, loaded when first needed', r.engineBytes === undefined ? 'not measured: the build failed' : `${fmt.n(r.engineBytes)} bytes (${(r.engineBytes / 1024).toFixed(1)} KiB, dist/web/engine.js)`],
  ];
}

/** How the catalog after a change was made (CatalogAssembler.builtBy). */
function builtBy(how) {
  return how === 'patch' ? 'the last catalog patched where the changed files’ reviews lie' : 'assembled from every file';
}

/** A warm index's stages, the non-zero ones, in order. */
function stages(times) {
  const names = {
    readCache: 'read cache',
    openCache: 'check + index',
    stat: 'stat files',
    restore: 'restore the catalog',
    fromCache: 'decode + add (restored: vouch)',
    readChanged: 'read + hash changed',
    analyse: 'analyse changed',
    assemble: 'assemble',
  };
  return Object.entries(times)
    .filter(([, v]) => v >= 0.05)
    .map(([k, v]) => `${names[k] ?? k} ${fmt.ms(v)}`)
    .join(' · ');
}

export function formatTable(results, extra) {
  const table = rows(results, extra).map(([measure, value, key]) => {
    const budget = key ? BUDGETS[key] : undefined;
    const ok = budget?.ok(results);
    return [measure, value, budget?.limit ?? '', ok === undefined ? '' : ok ? 'pass' : 'OVER'];
  });
  const header = ['Measure', 'Value', 'Budget', 'Result'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  const over = Object.entries(BUDGETS).filter(([, b]) => b.ok(results) === false).map(([key]) => key);
  return [
    line(header),
    line(widths.map((w) => '─'.repeat(w))),
    ...table.map(line),
    '',
    over.length ? `OVER BUDGET: ${over.join(', ')}` : 'All budgets met.',
    results.matchups !== 10000 ? '(Budgets are set for 10,000 matchups.)' : '',
  ].filter((l, i, all) => l !== '' || i !== all.length - 1).join('\n');
}
