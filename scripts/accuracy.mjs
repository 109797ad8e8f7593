#!/usr/bin/env node
// Scores `verdicts export --json` of review folders against hand-labelled truth files, per dimension
// (product, persona, verdict), with a confusion table each. Usage:
//   npm run accuracy                      the natural-prose fixtures, and ../shared/wild-practice when present
//   npm run accuracy -- <folder> [truth]  any folder; truth defaults to <folder>/truth.json or ../truth.json
// Truth: {"matchups":[{"file","products":[A,B],"reviews":[{"product","persona","verdict","start"}]}]}, where
// `start` is the beginning of the quote (white space collapsed, quote marks ignored).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.js');
if (!existsSync(cli)) execFileSync(process.execPath, [join(root, 'esbuild.mjs')], { stdio: 'inherit' });

const QUOTES = /[\u201c\u201d\u201e\u201f"\u2018\u2019\u201a\u201b'\u00ab\u00bb]/g;
const normText = (s) => (s ?? '').replace(QUOTES, '').replace(/\s+/g, ' ').trim();
const normName = (s) => String(s ?? '').replace(/^#+\s*/, '').replace(/[\u2013\u2014]/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();

function sets() {
  const args = process.argv.slice(2);
  if (args.length) {
    const folder = resolve(args[0]);
    const truth = args[1] ? resolve(args[1]) : [join(folder, 'truth.json'), join(folder, '..', 'truth.json')].find(existsSync);
    return [{ name: basename(folder), folder, truth }];
  }
  const found = [{ name: 'natural fixtures', folder: join(root, 'test', 'core', 'fixtures', 'natural'), truth: join(root, 'test', 'core', 'fixtures', 'natural', 'truth.json') }];
  // The practice set sits in a sibling folder of the project (or of the folder that holds its worktrees).
  const practice = [1, 2, 3].map((up) => resolve(root, ...Array(up).fill('..'), 'shared', 'wild-practice')).find((p) => existsSync(join(p, 'truth.json')));
  if (practice) found.push({ name: 'wild-practice', folder: join(practice, 'files'), truth: join(practice, 'truth.json') });
  return found;
}

function score({ name, folder, truth }) {
  if (!truth || !existsSync(truth)) {
    console.log(`${name}: no truth file`);
    return;
  }
  const expected = JSON.parse(readFileSync(truth, 'utf8'));
  const exported = JSON.parse(execFileSync(process.execPath, [cli, 'export', folder, '--json'], { encoding: 'utf8', maxBuffer: 1 << 28 }));
  const productName = new Map(exported.products.map((p) => [p.id, p.name]));
  const reviews = exported.reviews.map((r) => ({ r, text: normText(r.text) }));
  const dims = ['product', 'persona', 'verdict'];
  const right = { product: 0, persona: 0, verdict: 0 };
  const confusion = { product: new Map(), persona: new Map(), verdict: new Map() };
  const misses = [];
  let total = 0;
  for (const m of expected.matchups) {
    for (const t of m.reviews) {
      total++;
      const start = normText(t.start);
      const candidates = reviews.filter((x) => x.text.startsWith(start) && x.r.sources.some((s) => basename(s.file) === m.file));
      const hit = candidates[0]?.r;
      const got = {
        product: hit ? (hit.product === null ? '(unattributed)' : (m.products.findIndex((p) => normName(p) === normName(productName.get(hit.product))) === 0 ? 'A' : m.products.findIndex((p) => normName(p) === normName(productName.get(hit.product))) === 1 ? 'B' : '(other)')) : '(missing)',
        persona: hit?.persona ?? '(missing)',
        verdict: hit?.verdict ?? '(missing)',
      };
      const want = { product: m.products.findIndex((p) => normName(p) === normName(t.product)) === 0 ? 'A' : 'B', persona: t.persona, verdict: t.verdict };
      for (const d of dims) {
        const key = `${want[d]}\u0000${got[d]}`;
        confusion[d].set(key, (confusion[d].get(key) ?? 0) + 1);
        if (want[d] === got[d]) right[d]++;
        else misses.push(`  ${d.toUpperCase().padEnd(7)} ${m.file}: ${t.start.slice(0, 50)}… → ${got[d]}, want ${want[d]}`);
      }
    }
  }
  console.log(`\n${name}: product ${right.product}/${total} (${pct(right.product, total)}), persona ${right.persona}/${total} (${pct(right.persona, total)}), verdict ${right.verdict}/${total} (${pct(right.verdict, total)})`);
  for (const d of dims) printConfusion(d, confusion[d]);
  if (misses.length) console.log(`misses:\n${misses.join('\n')}`);
}

const pct = (n, d) => `${d ? Math.round((1000 * n) / d) / 10 : 0} %`;

function printConfusion(dimension, counts) {
  const wants = new Set();
  const gots = new Set();
  for (const key of counts.keys()) {
    const [w, g] = key.split('\u0000');
    wants.add(w);
    gots.add(g);
  }
  const cols = [...new Set([...wants, ...gots])].sort();
  const rows = [...wants].sort();
  const width = Math.max(12, ...cols.map((c) => c.length + 1));
  console.log(`  ${dimension}: rows = truth, columns = engine`);
  console.log(`  ${''.padEnd(width)}${cols.map((c) => c.padStart(width)).join('')}`);
  for (const w of rows) console.log(`  ${w.padEnd(width)}${cols.map((g) => String(counts.get(`${w}\u0000${g}`) ?? '·').padStart(width)).join('')}`);
}

for (const set of sets()) score(set);
