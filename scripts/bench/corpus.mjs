// A deterministic synthetic review corpus in the shape of seeds/*.txt: a title line "A vs B", then eight quoted
// reviews, two per persona for three personas and one each for two more, with calls phrased many ways.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom } from './random.mjs';
import {
  BODIES, CALLS, COMPETITORS, FEATURES, MODEL_FAMILIES, MODEL_SUFFIXES, OPENINGS, PRODUCT_LINES, SIZES, SLOTS,
  VENDOR_HEADS, VENDOR_SUFFIXES, VENDOR_TAILS,
} from './vocabulary.mjs';

/** Share of matchup sides that reuse an earlier product: a few products end up in many matchups, as real ones do. */
const REUSE = 0.05;

function version(r) {
  switch (r.int(0, 5)) {
    case 0: return `v${r.int(0, 3)}.${r.int(1, 99)}`;
    case 1: return `${r.int(1, 9)}.${r.int(0, 9)}`;
    case 2: return `${r.int(2, 12)}`;
    case 3: return `R${r.int(1, 9)}`;
    case 4: return `${r.int(2023, 2026)}.${r.int(1, 12)}`;
    default: return `${r.int(1, 5)}.${r.int(0, 9)}.${r.int(0, 20)}`;
  }
}

function vendorName(r) {
  const word = r.pick(VENDOR_HEADS) + r.pick(VENDOR_TAILS);
  return r.chance(0.2) ? `${word} ${r.pick(VENDOR_SUFFIXES)}` : word;
}

function featureTail(r) {
  const [f1, f2] = r.sample(FEATURES, 2);
  switch (r.int(0, 3)) {
    case 0: return ` – ${f1} & ${f2}`;
    case 1: return ` – ${f1}`;
    case 2: return `: ${f1}`;
    default: return ` (${f1})`;
  }
}

/** A product name and the short forms a reviewer would use for it in prose. */
function productName(r) {
  const vendor = vendorName(r);
  const line = r.pick(PRODUCT_LINES);
  let head;
  let short;
  switch (r.int(0, 9)) {
    case 0:
    case 1: { // "Llama 3.3 70B"
      const family = r.pick(MODEL_FAMILIES);
      const v = `${r.int(1, 5)}.${r.int(0, 9)}`;
      head = `${r.chance(0.5) ? `${vendor} ` : ''}${family} ${v} ${r.pick(SIZES)}`;
      short = [`${family} ${v}`, family];
      break;
    }
    case 2: { // "SmolLM3"
      const word = `${r.pick(VENDOR_HEADS)}${r.pick(VENDOR_TAILS)}${r.pick(MODEL_SUFFIXES)}${r.int(1, 9)}`;
      head = word;
      short = [word];
      break;
    }
    default: { // "Nimbus Pulse 2.1", "Together AI Inference Stack 2.0"
      const v = r.chance(0.75) ? ` ${version(r)}` : '';
      head = `${vendor} ${line}${v}`;
      short = [`${vendor} ${line}`, vendor.split(' ')[0], line.includes(' ') ? line : `${line}${v}`];
    }
  }
  const name = r.chance(0.3) ? head + featureTail(r) : head;
  return { name, mentions: [name, head, ...short] };
}

function fill(r, template, mention) {
  return template.replace(/\{([a-z-]+)\}/g, (_, slot) => {
    if (slot === 'p') return mention();
    if (slot === 'c') return r.pick(COMPETITORS);
    const options = SLOTS[slot];
    if (!options) throw new Error(`corpus: unknown slot {${slot}}`);
    return fill(r, r.pick(options), mention);
  });
}

/** One review: an opening in the persona's voice, two or three body sentences, and usually a call. */
function quote(r, persona, product, otherName) {
  const mention = () => (r.chance(0.12) ? 'it' : r.pick(product.mentions.slice(r.chance(0.4) ? 0 : 1)));
  const sentences = [fill(r, r.pick(OPENINGS[persona]), mention)];
  const bodies = r.sample(BODIES[persona], r.int(3, 5));
  for (const body of bodies) sentences.push(fill(r, body, mention));
  // Some reviewers name the other side of the matchup, the way the seeds' skeptics do.
  if (r.chance(0.15)) sentences.splice(1, 0, `Unlike ${otherName}, ${fill(r, '{p}', mention)} keeps {feature-lower} on by default.`.replace('{feature-lower}', r.pick(SLOTS['feature-lower'])));
  const roll = r.next();
  const call = roll < 0.45 ? 'ship' : roll < 0.65 ? 'skip' : 'none';
  const closing = fill(r, r.pick(CALLS[call]), mention);
  if (closing) sentences.push(closing);
  // Every quote carries a detail of its own, so no two are the same text.
  sentences.splice(r.int(1, sentences.length - 1), 0, `In our trial it handled ${r.int(2, 900)} ${r.pick(['projects', 'tenants', 'repos', 'workspaces', 'pipelines'])} across ${r.int(2, 60)} ${r.pick(['regions', 'teams', 'services', 'clients'])}.`);
  if (r.chance(0.6)) sentences.splice(r.int(1, sentences.length - 1), 0, `We ran it for ${r.int(2, 16)} weeks with ${r.int(3, 400)} ${r.pick(['engineers', 'analysts', 'customers', 'agents', 'seats'])} on ${r.pick(['real traffic', 'a staging copy', 'the production replica', 'last quarter’s data'])}.`);
  return sentences.map((s) => s[0].toUpperCase() + s.slice(1)).join(' ');
}

/** Persona slots of one file: three personas review both sides, two more review one side each. */
function personaPlan(r) {
  const [single1, single2] = r.shuffle(['product', 'investor']);
  const plan = [];
  for (const persona of ['builder', 'skeptic', 'strategist']) {
    const order = r.chance(0.8) ? [0, 1] : [1, 0];
    for (const side of order) plan.push({ persona, side });
  }
  plan.push({ persona: single1, side: 0 }, { persona: single2, side: 1 });
  return plan;
}

function fileText(r, a, b) {
  const curlyQuotes = r.chance(0.9);
  const curlyApostrophes = r.chance(0.5);
  const eol = r.chance(0.05) ? '\r\n' : '\n';
  const blocks = [`${a.name} vs ${b.name}`];
  for (const { persona, side } of personaPlan(r)) {
    const [product, other] = side === 0 ? [a, b] : [b, a];
    let text = quote(r, persona, product, other.mentions[1]);
    text = curlyApostrophes ? text.replace(/'/g, '’') : text.replace(/’/g, "'");
    if (r.chance(0.1)) text = text.replace(/\. (?=[A-Z])/, `.${eol}`); // a quote wrapped over two lines
    blocks.push(curlyQuotes ? `“${text}”` : `"${text}"`);
  }
  return blocks.join(eol + eol) + eol;
}

/**
 * Writes `matchups` review files into `folder` and returns what the benchmark needs to know about them.
 * Same seed, same bytes.
 */
export function generateCorpus(folder, { matchups, seed = 20250101 }) {
  const r = createRandom(seed);
  mkdirSync(folder, { recursive: true });
  const products = [];
  const taken = new Set();
  const freshProduct = () => {
    for (;;) {
      const product = productName(r);
      const key = product.name.toLowerCase();
      if (taken.has(key)) continue;
      taken.add(key);
      products.push(product);
      return product;
    }
  };
  const side = () => (products.length > 10 && r.chance(REUSE) ? products[r.skewed(products.length)] : freshProduct());

  const pairs = new Set();
  const files = [];
  let bytes = 0;
  for (let i = 0; i < matchups; i++) {
    let a;
    let b;
    do {
      a = side();
      b = side();
    } while (a === b || pairs.has(`${a.name}\u0000${b.name}`) || pairs.has(`${b.name}\u0000${a.name}`));
    pairs.add(`${a.name}\u0000${b.name}`);
    const text = fileText(r, a, b);
    const name = `${String(i).padStart(5, '0')}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}.txt`;
    const path = join(folder, name);
    const content = Buffer.from(text, 'utf8');
    writeFileSync(path, content);
    bytes += content.length;
    files.push(path);
  }
  return { files, bytes, products, random: r };
}

const HOVER_NONE = [
  'Refactored the retry logic in the ingestion worker and bumped the timeout to 30s.',
  'TODO: move the sync job off the main thread before the Q3 release.',
  'The dashboard loads in 1.2s on a cold cache, which is fine for now.',
  'Pulse check with the team on Friday: velocity is fine, morale is better.',
  'Notes from the design review — keep the offline mode behind a flag.',
  'Canvas rendering regressed after the last merge; bisecting now.',
  'Atlas of the current services is in docs/architecture.md.',
];
const HOVER_ONE = [
  'We moved search to {a} last sprint and p95 latency dropped by half.',
  'Evaluate {a} for the offline sync layer before the planning meeting.',
  '- [ ] try {a} on the staging cluster',
  'The vendor demo of {a} was slick, but the pricing page is vague.',
  'Is {a} still the default for new projects? Ask platform.',
];
const HOVER_TWO = [
  'Comparing {a} with {b} for the ingestion pipeline.',
  '{a} vs {b}: the benchmark numbers are close, the DX is not.',
  'Migrate from {a} to {b} once the audit logs ship.',
  'Both {a} and {b} claim exactly-once delivery; neither documents it.',
];

/** Lines someone might hover in their notes: a third mention no product, the rest one or two, as written in reviews. */
export function hoverLines(r, products, count) {
  const lines = [];
  const name = () => {
    const product = products[r.skewed(products.length, 1.5)];
    return r.pick(product.mentions);
  };
  for (let i = 0; i < count; i++) {
    const roll = r.next();
    const template = roll < 0.33 ? r.pick(HOVER_NONE) : roll < 0.75 ? r.pick(HOVER_ONE) : r.pick(HOVER_TWO);
    lines.push(template.replace('{a}', name()).replace('{b}', name()));
  }
  return lines;
}
