// Trains the persona word profile (src/core/understand/personaModel.ts) on the hand-labelled review files in
// test/corpus (each folder: review files and truth.json) and writes src/core/understand/personaWeights.ts. The
// natural-prose fixtures (test/core/fixtures/natural) are not trained on: their accuracy floors stay a held-out check.
//
//   node scripts/train-persona-model.mjs [--cv] [--check]
//
// --cv     leave-one-set-out cross-validation: each folder scored by a model trained on the others (nothing is written)
// --check  fails when the weights file differs from what training writes (the weights are reproducible)
//
// The model: naive Bayes over which features a quote has (each once), add-ALPHA smoothing. Only features used in at
// least MIN_SETS folders are kept (no product or domain word of one folder), and no word mostly written with a capital
// inside sentences (a name: of a product, company or place), then the KEEP most telling (the spread
// of their weights times how many quotes use them); weights are centred per feature and stored × QUANT as integers.
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const OUT = join(root, 'src/core/understand/personaWeights.ts');
const ALPHA = 1;
const MIN_SETS = 3;
const KEEP = 2000;
const QUANT = 10;

/** How often each word is written with a capital inside a sentence, and in lower case, over the corpus. */
const capitalised = new Map();
const lowercase = new Map();
/**
 * The last word (four letters or more) of each product name in the corpus's titles, and of each part after a dash:
 * the category noun a name ends with ("Carbon Touring Paddle"), which is also a product's whole name elsewhere. The
 * profile must not learn a word that names a product, however often it also serves as a common noun.
 */
const titleWords = new Set();
const args = process.argv.slice(2);
const core = await loadCore();
const P = core.MODEL_PERSONAS.length;
const sets = readCorpus();

if (args.includes('--cv')) {
  crossValidate();
} else {
  const text = weightsModule(train(sets.flatMap((s) => s.quotes)));
  if (args.includes('--check')) {
    const same = existsSync(OUT) && readFileSync(OUT, 'utf8') === text;
    console.log(same ? 'persona weights: up to date' : 'persona weights: differ from training (run npm run train:personas)');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT} (${text.length} bytes) from ${sets.reduce((n, s) => n + s.quotes.length, 0)} quotes in ${sets.length} folders`);
}

async function loadCore() {
  const built = await esbuild.build({
    entryPoints: [join(root, 'scripts/lib/personaTraining.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
}


/** A word mostly written with a capital inside sentences is a name (a product, a company, a place): never a feature. */
function isName(feature) {
  const word = feature.startsWith('^') ? feature.slice(1) : feature;
  return (capitalised.get(word) ?? 0) > (lowercase.get(word) ?? 0) || titleWords.has(word);
}


/** Every labelled quote: per folder, its features and persona (by the first 60 characters of the quote). */
function readCorpus() {
  const corpus = join(root, 'test/corpus');
  const folders = readdirSync(corpus).filter((name) => existsSync(join(corpus, name, 'truth.json'))).sort().map((name) => join(corpus, name));
  // Letters and digits only: a truth file may straighten or drop quotes and apostrophes.
  const collapse = (t) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return folders.map((folder) => {
    const truth = JSON.parse(readFileSync(join(folder, 'truth.json'), 'utf8'));
    const quotes = [];
    for (const matchup of truth.matchups) {
      const source = readFileSync(join(folder, matchup.file), 'utf8');
      const title = source.split(/\r?\n/).find((line) => line.trim()) ?? '';
      // The category noun a name ends with ("… Touring Paddle", "… Pressure Washer"): the last word of each side.
      for (const side of title.replace(/^#+\s*/u, '').split(/\s+vs\.?\s+/iu)) {
        const last = side.split(/\s+[–—-]\s+/u).flatMap((part) => part.toLowerCase().match(/\p{L}{4,}/gu)?.slice(-1) ?? []);
        for (const word of last) titleWords.add(word);
      }
      const read = core.fileQuotes(matchup.file, source);
      for (const review of matchup.reviews) {
        const start = collapse(review.start).slice(0, 40);
        const quote = read.find((q) => collapse(q.text).startsWith(start));
        const persona = core.MODEL_PERSONAS.indexOf(review.persona);
        if (!quote || persona < 0) throw new Error(`${folder}/${matchup.file}: no quote starting "${start}" (${review.persona})`);
        quotes.push({ features: quote.features, persona, folder });
        for (const word of quote.capitalised) capitalised.set(word, (capitalised.get(word) ?? 0) + 1);
        for (const word of quote.lowercase) lowercase.set(word, (lowercase.get(word) ?? 0) + 1);
      }
    }
    return { folder, quotes };
  });
}

/** Naive Bayes over the given features (all when `vocabulary` is omitted). */
function fit(quotes, vocabulary) {
  const counts = new Map();
  const totals = new Float64Array(P);
  const classCounts = new Float64Array(P);
  for (const q of quotes) {
    classCounts[q.persona]++;
    for (const f of q.features) {
      if (vocabulary && !vocabulary.has(f)) continue;
      let row = counts.get(f);
      if (!row) counts.set(f, (row = new Float64Array(P)));
      row[q.persona]++;
      totals[q.persona]++;
    }
  }
  const size = counts.size;
  const weights = new Map();
  for (const [f, row] of counts) weights.set(f, Array.from(row, (n, k) => Math.log((n + ALPHA) / (totals[k] + ALPHA * size))));
  const prior = Array.from(classCounts, (n) => Math.log((n + 1) / (quotes.length + P)));
  return { weights, prior };
}

/** The model trained on `quotes`, with its vocabulary chosen as the header says. */
function train(quotes) {
  const folders = new Map();
  const quoteCount = new Map();
  for (const q of quotes) {
    for (const f of q.features) {
      if (!folders.has(f)) folders.set(f, new Set());
      folders.get(f).add(q.folder);
      quoteCount.set(f, (quoteCount.get(f) ?? 0) + 1);
    }
  }
  const general = new Set([...folders].filter(([f, where]) => where.size >= MIN_SETS && !isName(f)).map(([f]) => f));
  const first = fit(quotes, general);
  const spread = (w) => Math.max(...w) - Math.min(...w);
  const kept = new Set([...first.weights].sort((a, b) => spread(b[1]) * quoteCount.get(b[0]) - spread(a[1]) * quoteCount.get(a[0]) || (a[0] < b[0] ? -1 : 1)).slice(0, KEEP).map(([f]) => f));
  const model = fit(quotes, kept);
  const centre = (w) => {
    const mean = w.reduce((a, b) => a + b, 0) / w.length;
    return w.map((x) => Math.round((x - mean) * QUANT));
  };
  return { prior: centre(model.prior), weights: new Map([...model.weights].map(([f, w]) => [f, centre(w)]).sort((a, b) => (a[0] < b[0] ? -1 : 1))) };
}

function predict(model, features) {
  const sums = [...model.prior];
  for (const f of new Set(features)) {
    const w = model.weights.get(f);
    if (w) for (let k = 0; k < P; k++) sums[k] += w[k];
  }
  return sums.indexOf(Math.max(...sums));
}

function crossValidate() {
  let right = 0;
  let total = 0;
  for (const held of sets) {
    const model = train(sets.filter((s) => s !== held).flatMap((s) => s.quotes));
    const ok = held.quotes.filter((q) => predict(model, q.features) === q.persona).length;
    right += ok;
    total += held.quotes.length;
    console.log(`${held.folder.slice(root.length + 1).padEnd(32)} ${ok}/${held.quotes.length}`);
  }
  console.log(`leave-one-folder-out, the word profile alone: ${right}/${total} (${((100 * right) / total).toFixed(1)} %)`);
}

function weightsModule(model) {
  const rows = [...model.weights].map(([f, w]) => `${f}\t${w.join(',')}`);
  const body = [`quant=${QUANT}`, model.prior.join(','), ...rows].join('\n').replace(/[\\`$]/g, (c) => `\\${c}`);
  return `// Generated by \`npm run train:personas\` from the labelled review files in test/corpus: do not edit by hand.\nexport const PERSONA_WEIGHTS = \`${body}\n\`;\n`;
}
