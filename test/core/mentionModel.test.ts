import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFile, buildCatalog, CatalogView } from '../../src/core';
import { renderWhy } from '../../src/core/render/productBody';
import { parseReviewFile } from '../../src/core/parse/parseReviewFile';
import { readCallObject } from '../../src/core/catalog/analyzeFile';
import { attributionNames } from '../../src/core/understand/aliases';
import { buildNameMatcher, mentionScores } from '../../src/core/understand/attributeQuotes';
import { explainReview } from '../../src/core/understand/explainReview';
import { mentionFeatures, mentionLean, namesBoth } from '../../src/core/understand/mentionModel';
import { MENTION_WEIGHTS } from '../../src/core/understand/mentionWeights';
import { analyzeText } from '../../src/core/understand/text';

// Quotes written for these tests (no corpus file holds them).
/** Reviews the one it names last and least: the other is named at length, as the yardstick. */
const YARDSTICK = [
  'Alpha Ride vs Bravo Cab',
  '“Open both apps in a city you don’t know. Alpha Ride greets you with rides, meals, groceries and scooters; Alpha Ride has a pickup lane at every airport, and Alpha Ride’s membership knocks a little off each trip. Bravo Cab greets you with rides. That focus used to be its charm, but now the first ride depends entirely on how many local drivers happen to be online.”',
].join('\n\n');

/** A quote's names as `mentionScores` reports them, and the rules' scores: names and the call's object, no profile. */
function ruleReading(content: string, quote = 0) {
  const parsed = parseReviewFile('t.txt', content);
  const sides = parsed.title!.sides;
  const matcher = buildNameMatcher(attributionNames(sides[0], sides[1]));
  const analyzed = analyzeText(parsed.quotes[quote].text);
  const spans: number[] = [];
  const named: (0 | 1)[] = [];
  const weights: number[] = [];
  const scores = mentionScores(analyzed, matcher, (side, token, length, weight) => {
    spans.push(token, token + length);
    named.push(side);
    weights.push(weight);
  });
  analyzed.names = spans;
  readCallObject(analyzed, true, spans, named, null, scores);
  return { analyzed, spans, sides: named, weights, scores };
}

/** The weights file as a map from feature to weight (log-odds). */
function weightsFile(): Map<string, number> {
  const [header, ...rows] = MENTION_WEIGHTS.split('\n').filter((line) => line);
  const quant = Number(/quant=(\d+)/.exec(header)![1]);
  return new Map(rows.map((row) => [row.slice(0, row.indexOf('\t')), Number(row.slice(row.indexOf('\t') + 1)) / quant]));
}

describe('the name profile: features of a mention', () => {
  it('are the words around the name, its mark, where it stands and what the rules made of it', () => {
    const text = 'Compared with the Bravo, 2 Alpha units cost less: Alpha wins.';
    const analyzed = analyzeText(text);
    const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0]);
    const bravo = words.indexOf('Bravo');
    const alpha = words.indexOf('Alpha');
    const last = words.lastIndexOf('Alpha');
    const spans = [bravo, bravo + 1, alpha, alpha + 1, last, last + 1];
    const sides: (0 | 1)[] = [1, 0, 0];
    expect(mentionFeatures(analyzed, spans, sides, 0, -0.75)).toEqual(['<the', '<<with the', '>#num', '.,', 's0', 'i3', '-']);
    expect(mentionFeatures(analyzed, spans, sides, 1, 1)).toEqual(['<#num', '<<#name #num', '>units', 's0', 'i5', '+']);
    // The sentence's edges: `^` before its first word, `$` after its last.
    expect(mentionFeatures(analyzeText('Alpha.'), [0, 1], [0], 0, 0)).toEqual(['<^', '<<^ ^', '>$', '..', 's0', 'i0', '0']);
  });

  it('reads a curly apostrophe after a name as the straight one: a possessive is one mark whatever the keyboard', () => {
    for (const text of ['The Alpha’s spring is stiff.', "The Alpha's spring is stiff."]) {
      expect(mentionFeatures(analyzeText(text), [1, 2], [0], 0, 1)).toContain(".'");
    }
  });

  it('a second name of the same side right after the first is one name said once: it has none', () => {
    const analyzed = analyzeText('We chose Alpha Prime for the office.');
    expect(mentionFeatures(analyzed, [2, 3, 3, 4], [0, 0], 1, 1)).toEqual([]);
    expect(mentionLean(analyzed, [2, 3, 3, 4], [0, 0], 1, 1)).toBe(0);
    // Another side's name right after is no continuation.
    expect(mentionFeatures(analyzed, [2, 3, 3, 4], [0, 1], 1, 1)).not.toEqual([]);
  });

  it('the engine’s lean is the sum of the weights of the features training saw, for every name in the seeds and the natural fixtures', () => {
    const weights = weightsFile();
    let checked = 0;
    for (const dir of ['seeds', join('test', 'core', 'fixtures', 'natural')]) {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt'))) {
        const content = readFileSync(join(dir, file), 'utf8');
        const parsed = parseReviewFile(file, content);
        parsed.quotes.forEach((_, q) => {
          const { analyzed, spans, sides, weights: rule } = ruleReading(content, q);
          sides.forEach((_side, k) => {
            const expected = mentionFeatures(analyzed, spans, sides, k, rule[k]).reduce((sum, f) => sum + (weights.get(f) ?? 0), 0);
            expect(mentionLean(analyzed, spans, sides, k, rule[k])).toBeCloseTo(expected, 9);
            checked++;
          });
        });
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('the name profile in the engine', () => {
  it('moves a quote the rules give to the side it names at length (its yardstick) to the side it reviews', () => {
    const rules = ruleReading(YARDSTICK);
    expect(namesBoth(rules.sides)).toBe(true);
    expect(rules.scores[0]).toBeGreaterThan(rules.scores[1]);
    const [quote] = analyzeFile('t.txt', YARDSTICK).quotes;
    expect(quote.side).toBe(1);
  });

  it('leaves a quote that names one side only to the rules', () => {
    const content = 'Alpha Ride vs Bravo Cab\n\n“Alpha Ride greets you with rides, meals and scooters, and Alpha Ride has a pickup lane at every airport. I would keep it.”\n';
    const rules = ruleReading(content);
    expect(namesBoth(rules.sides)).toBe(false);
    expect(analyzeFile('t.txt', content).quotes[0].readings.mentions).toEqual(rules.scores);
  });

  it('adds its margin to the side it leans to, so the rules’ scores only ever grow', () => {
    const rules = ruleReading(YARDSTICK);
    const read = analyzeFile('t.txt', YARDSTICK).quotes[0].readings.mentions;
    const margin = rules.sides.reduce((sum, side, k) => sum + (side === 0 ? 1 : -1) * mentionLean(rules.analyzed, rules.spans, rules.sides, k, rules.weights[k]), 0);
    expect(margin).toBeLessThan(0);
    expect(read[0]).toBeCloseTo(rules.scores[0], 9);
    expect(read[1]).toBeCloseTo(rules.scores[1] - margin, 9);
  });

  it('shows in “Why?” each name’s weight with its lean: the same margin as the reading, and says so', () => {
    const [quote] = analyzeFile('t.txt', YARDSTICK).quotes;
    const evidence = explainReview(quote.text, ['Alpha Ride', 'Bravo Cab']).product;
    const margin = evidence.mentions.reduce((sum, m) => sum + (m.side === 0 ? m.weight : -m.weight), 0);
    expect(margin).toBeCloseTo(quote.readings.mentions[0] - quote.readings.mentions[1], 9);
    expect(margin).toBeLessThan(0);
    expect(evidence.profiled).toBe(true);
    const catalog = buildCatalog([{ file: 't.txt', content: YARDSTICK }]);
    const review = catalog.reviews[0];
    expect(renderWhy(new CatalogView(catalog), review.product!, review.id)).toContain('each with the name profile’s lean (the words around it)');
    // A quote that names one side only has no lean, and says nothing of one.
    const one = 'Alpha Ride vs Bravo Cab\n\n“Alpha Ride greets you with rides and meals. I would keep it.”\n';
    const single = buildCatalog([{ file: 'o.txt', content: one }]);
    expect(explainReview(single.reviews[0].text, ['Alpha Ride', 'Bravo Cab']).product.profiled).toBeUndefined();
    expect(renderWhy(new CatalogView(single), single.reviews[0].product!, single.reviews[0].id)).not.toContain('name profile’s lean');
  });
});

describe('the name profile: its weights', () => {
  it('are what training on test/corpus writes (npm run train:mentions), byte for byte', () => {
    const run = spawnSync(process.execPath, ['scripts/train-mention-model.mjs', '--check'], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toContain('mention weights: up to date');
    expect(run.status).toBe(0);
  }, 120_000);
});
