// Trains the name profile (src/core/understand/mentionModel.ts) on the hand-labelled review files in test/corpus
// (each folder: review files and truth.json) and writes src/core/understand/mentionWeights.ts.
//
//   node scripts/train-mention-model.mjs [--cv [--l2 N] [--iterations N]] [--check]
//
// --cv     leave-one-folder-out: each folder's quotes that name both sides, read by a profile trained on the other
//          folders; how many the rules' scores alone put on the right side, and how many with the profile. Nothing is
//          written.
// --check  fails when the weights file differs from what training writes (the weights are reproducible)
//
// The model: logistic regression of "side 0 is the product reviewed" over the quotes that name both sides, with the rules'
// score margin (side 0's minus side 1's, names and the call's object) as a fixed offset, so the profile learns only
// what the rules miss. A mention's features count for its side (+1 on side 0, -1 on side 1). Only features used in at
// least MIN_SETS folders are kept, and none with a word that names something (a product, a company, a place). Fitted
// by ITERATIONS full-batch steps of Adam from zero, with an L2 penalty: deterministic. Weights × QUANT, as integers.
import { join } from 'node:path';
import { loadTrainingCore, numberFlag, readCorpus, root, writeWeights } from './lib/trainingCorpus.mjs';

const OUT = join(root, 'src/core/understand/mentionWeights.ts');
const MIN_SETS = 5;
const QUANT = 100;
const L2 = 10;
const ITERATIONS = 300;
const RATE = 0.05;

const args = process.argv.slice(2);
const l2 = numberFlag(args, '--l2', L2);
const iterations = numberFlag(args, '--iterations', ITERATIONS);
const core = await loadTrainingCore();

/** A name as the truth files and titles may write it: no heading mark, one kind of dash, one space, lower case. */
const plain = (name) => name.replace(/^#+\s*/u, '').replace(/[\u2013\u2014]/gu, '-').replace(/\s+/gu, ' ').trim().toLowerCase();
// Every labelled quote that names both sides (the profile reads no other: `namesBoth`): per folder, its mentions, the rules' margin and the true side.
const { sets: all, isName: isNameWord } = readCorpus(core, (review, quote, folder) => {
  const side = quote.sides ? quote.sides.map(plain).indexOf(plain(review.product)) : -1;
  return { mentions: quote.mentions, offset: quote.offset, side, folder };
});
const sets = all.map((s) => ({ folder: s.folder, quotes: s.quotes.filter((q) => q.side >= 0 && core.namesBoth(q.mentions.map((m) => m.side))) }));

if (args.includes('--cv')) {
  crossValidate();
} else {
  const weights = train(sets.flatMap((s) => s.quotes));
  writeWeights({ out: OUT, constName: 'MENTION_WEIGHTS', script: 'train:mentions', label: 'mention', model: { weights: quantised(weights), prior: [] }, quant: QUANT, sets, args });
}

/** A feature with a word that names something is never kept (`#name`, `#num`, `^` and `$` are no words). */
function isName(feature) {
  const words = feature.replace(/^(?:<<|<|>)/u, '').split(' ');
  return feature.startsWith('<') || feature.startsWith('>') ? words.some((word) => /^\p{L}/u.test(word) && isNameWord(word)) : false;
}

/** The features kept: used in MIN_SETS folders or more, naming nothing; in code unit order. */
function vocabulary(quotes) {
  const folders = new Map();
  for (const q of quotes) {
    for (const m of q.mentions) {
      for (const f of m.features) {
        if (!folders.has(f)) folders.set(f, new Set());
        folders.get(f).add(q.folder);
      }
    }
  }
  return [...folders].filter(([f, where]) => where.size >= MIN_SETS && !isName(f)).map(([f]) => f).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Each quote as sparse rows: feature indexes and their counts (+1 per mention on side 0, -1 on side 1). */
function rows(quotes, index) {
  return quotes.map((q) => {
    const counts = new Map();
    for (const m of q.mentions) {
      const sign = m.side === 0 ? 1 : -1;
      for (const f of m.features) {
        const i = index.get(f);
        if (i !== undefined) counts.set(i, (counts.get(i) ?? 0) + sign);
      }
    }
    const entries = [...counts].filter(([, n]) => n !== 0).sort((a, b) => a[0] - b[0]);
    return { at: Int32Array.from(entries, (e) => e[0]), n: Float64Array.from(entries, (e) => e[1]), offset: q.offset, y: q.side === 0 ? 1 : 0 };
  });
}

/** The fitted weights (log-odds per feature) as a map from feature to weight. */
function train(quotes) {
  const features = vocabulary(quotes);
  const index = new Map(features.map((f, i) => [f, i]));
  const data = rows(quotes, index);
  const D = features.length;
  const w = new Float64Array(D);
  const m = new Float64Array(D);
  const v = new Float64Array(D);
  const g = new Float64Array(D);
  for (let t = 1; t <= iterations; t++) {
    g.fill(0);
    for (const row of data) {
      let z = row.offset;
      for (let k = 0; k < row.at.length; k++) z += w[row.at[k]] * row.n[k];
      const error = 1 / (1 + Math.exp(-z)) - row.y;
      for (let k = 0; k < row.at.length; k++) g[row.at[k]] += error * row.n[k];
    }
    for (let i = 0; i < D; i++) {
      const grad = (g[i] + l2 * w[i]) / data.length;
      m[i] = 0.9 * m[i] + 0.1 * grad;
      v[i] = 0.999 * v[i] + 0.001 * grad * grad;
      w[i] -= (RATE * (m[i] / (1 - 0.9 ** t))) / (Math.sqrt(v[i] / (1 - 0.999 ** t)) + 1e-8);
    }
  }
  return new Map(features.map((f, i) => [f, w[i]]));
}

/** Weights × QUANT as integers, zeros dropped. */
function quantised(weights) {
  const out = new Map();
  for (const [f, w] of weights) {
    const q = Math.round(w * QUANT);
    if (q !== 0) out.set(f, [q]);
  }
  return out;
}

/** The margin of a quote read with `weights` (as the engine reads them, quantised). */
function margin(q, weights) {
  let z = q.offset;
  for (const m of q.mentions) for (const f of m.features) z += ((weights.get(f)?.[0] ?? 0) / QUANT) * (m.side === 0 ? 1 : -1);
  return z;
}

function crossValidate() {
  let rules = 0;
  let both = 0;
  let total = 0;
  const moves = { gained: 0, lost: 0 };
  for (const held of sets) {
    if (!held.quotes.length) continue;
    const weights = quantised(train(sets.filter((s) => s !== held).flatMap((s) => s.quotes)));
    for (const q of held.quotes) {
      const sign = q.side === 0 ? 1 : -1;
      const before = q.offset * sign > 0;
      const after = margin(q, weights) * sign > 0;
      if (before) rules++;
      if (after) both++;
      if (before !== after) moves[after ? 'gained' : 'lost']++;
      total++;
    }
  }
  console.log(`leave-one-folder-out over ${total} quotes that name both sides: the rules put ${rules} on the right side, with the name profile ${both} (+${moves.gained} −${moves.lost})`);
}
