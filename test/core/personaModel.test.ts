import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyPersona } from '../../src/core/understand/classifyPersona';
import { explainReview } from '../../src/core/understand/explainReview';
import { callLean, MIN_MODEL_FEATURES, MODEL_PERSONAS, PAIR_MARK, personaFeatures, personaProfile, profileKnows, profileWord } from '../../src/core/understand/personaModel';
import { PERSONA_WEIGHTS } from '../../src/core/understand/personaWeights';
import { analyzeText } from '../../src/core/understand/text';
import { folderNumber, PERSONA_UP_TO } from '../../scripts/lib/trainingCorpus.mjs';

const profileOf = (text: string) => {
  const { logits, known } = personaProfile(analyzeText(text));
  return { persona: MODEL_PERSONAS[logits.indexOf(Math.max(...logits))], known };
};

describe('the word profile: features', () => {
  it('reads each word once, in lower case, and the opening sentence’s first words again, marked', () => {
    const features = personaFeatures(analyzeText('The buyer pays the Buyer. Then the buyer leaves.'));
    expect(features.filter((f) => f === 'buyer')).toHaveLength(1);
    expect(features).toEqual(expect.arrayContaining(['the', 'buyer', 'pays', 'then', 'leaves', '^the', '^buyer', '^pays']));
    expect(features).not.toContain('^then');
  });

  it('only the first eight words of the opening sentence count as opening words', () => {
    const features = personaFeatures(analyzeText('one two three four five six seven eight nine ten.'));
    expect(features).toContain('^eight');
    expect(features).not.toContain('^nine');
  });

  it('a product’s own name is one feature, whatever its words; a number is one feature', () => {
    const text = 'Acme Rocket costs $299 and Acme Rocket ships in 2 weeks.';
    const analyzed = analyzeText(text);
    const at = (word: string, from = 0) => [...text.matchAll(/[\w$]+/g)].map((m) => m[0]).indexOf(word, from);
    const names = [at('Acme'), at('Acme') + 2, at('Acme', 2), at('Acme', 2) + 2];
    const features = personaFeatures(analyzed, names);
    expect(features).toContain('#name');
    expect(features).toContain('#num');
    expect(features).not.toContain('acme');
    expect(features).not.toContain('rocket');
    expect(features).not.toContain('299');
  });
});

describe('the word profile: scoring reads exactly the features', () => {
  it.each([
    'The Acme Rocket cost us $1,200 in 2024. We mounted it, wired it, and the API answered in 40 ms; the rival never did.',
    'Who is this for? Someone who wants the Rocket to just work on day one, with no settings and no manual at all.',
  ])('%s', (text) => {
    const analyzed = analyzeText(text);
    const rocket = [...text.matchAll(/[\p{L}\p{N}]+/gu)].findIndex((m) => m[0] === 'Rocket');
    const names = [rocket, rocket + 1];
    const heard: string[] = [];
    const { known } = personaProfile(analyzed, names, (_token, row) => void heard.push(profileWord(row, 0).word));
    const expected = personaFeatures(analyzed, names).filter(profileKnows);
    expect(heard.sort()).toEqual(expected.sort());
    // A pair of words is read like any feature but does not count as a word known (see MIN_MODEL_FEATURES).
    expect(known).toBe(expected.filter((f) => !f.startsWith('^') && !f.includes(PAIR_MARK)).length);
  });
});

describe('the word profile: pairs of words', () => {
  it('reads each two words written next to each other in one sentence, not across punctuation, a name or a number', () => {
    const text = 'Your bill climbs, and pricing power shows. Costs 3 dollars for Acme Rocket users.';
    const analyzed = analyzeText(text);
    const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0]);
    const names = [words.indexOf('Acme'), words.indexOf('Acme') + 2];
    const features = personaFeatures(analyzed, names);
    expect(features).toEqual(expect.arrayContaining(['your bill', 'bill climbs', 'and pricing', 'pricing power', 'power shows', 'dollars for']));
    for (const across of ['climbs and', 'shows costs', 'costs 3', '3 dollars', 'for acme', 'rocket users', 'acme rocket']) expect(features).not.toContain(across);
  });

  it('the weights hold pairs, and a quote is scored by the pairs it has: the same words in another order read otherwise', () => {
    const pairs = PERSONA_WEIGHTS.split('\n').filter((line) => line.split('\t')[0].includes(PAIR_MARK));
    expect(pairs.length).toBeGreaterThan(1000);
    // A known pair, then its two words apart: the unigrams are the same, the pair row is not.
    const [pair] = pairs[0].split('\t');
    const [first, second] = pair.split(PAIR_MARK);
    const together = personaProfile(analyzeText(`Then we talked. ${first} ${second}.`));
    const apart = personaProfile(analyzeText(`Then we talked. ${first}, ${second}.`));
    expect(together.known).toBe(apart.known);
    expect([...together.logits]).not.toEqual([...apart.logits]);
  });
});

describe('the word profile: what it reads', () => {
  // Quotes in plain words of each angle, none of them the template's; each can fail if the profile is wrong.
  it.each([
    ['We mounted the bracket on a Saturday morning, ran the cable through the wall, and it paired with my phone on the second try. The screws were short, so I swapped them for longer ones from the garage.', 'builder'],
    ['Here is what the glowing write-ups skip: the hinge cracks after a winter, the battery fades faster than promised, and when it breaks, support sends you in circles. Cheaper rivals do the same job without those failures.', 'skeptic'],
    ['Ten years ago nobody cared about this category. The whole market is drifting toward subscriptions and connected devices, and the next decade will reward whoever owns the platform rather than the hardware.', 'strategist'],
    ['Picture a busy parent who wants one thing to work on the first evening without reading a manual. Everything about the setup screen is designed for that person, and it deliberately leaves out the settings experts ask for.', 'product'],
    ['Follow the revenue: the company sells the hardware near cost and makes its margin on recurring plans, and customers who leave lose their history. Pricing power like that is worth more than the device itself.', 'investor'],
  ])('%s → %s', (text, persona) => {
    const profile = profileOf(text);
    expect(profile.known).toBeGreaterThanOrEqual(MIN_MODEL_FEATURES);
    expect(profile.persona).toBe(persona);
  });

  it('a short quote says too little: the cues alone decide', () => {
    expect(profileOf('It was fine.').known).toBeLessThan(MIN_MODEL_FEATURES);
    expect(classifyPersona(analyzeText('I had lunch and it was fine.')).profiled).toBe(false);
    expect(classifyPersona(analyzeText('I had lunch and it was fine.')).persona).toBe('unknown');
  });

  it('decides a quote no cue speaks for, and names the words that leaned as its evidence', () => {
    const text = 'Follow the revenue: the company sells the hardware near cost and makes its margin on recurring plans, and customers who leave lose their history. Pricing power like that is worth more than the device itself.';
    const scores = classifyPersona(analyzeText(text));
    expect(scores.profiled).toBe(true);
    expect(scores.persona).toBe('investor');
    const evidence = explainReview(text, null);
    const words = evidence.persona.cues.filter((c) => c.persona === 'investor').map((c) => c.phrase.toLowerCase());
    expect(words).toEqual(expect.arrayContaining(['revenue', 'margin']));
    // Each piece of evidence is words of the quote; none a short function word, none named twice.
    for (const cue of evidence.persona.cues) {
      expect(text).toContain(cue.phrase);
      expect(cue.phrase.length).toBeGreaterThanOrEqual(3);
    }
    // For one persona, a phrase is named at most as often as the quote says it (a cue that counted twice is named twice).
    const phrases = evidence.persona.cues.filter((c) => c.persona === 'investor').map((c) => c.phrase.toLowerCase());
    for (const phrase of new Set(phrases)) {
      const said = text.toLowerCase().split(new RegExp(`\\b${phrase}\\b`)).length - 1;
      expect(phrases.filter((p) => p === phrase).length, phrase).toBeLessThanOrEqual(said);
    }
  });
});

describe('the word profile: its weights', () => {
  it('hold a row per call, how likely each persona is to make it: a skip leans skeptic, a ship builder, no call strategist', () => {
    const at = (call: string, persona: string) => callLean(call)![MODEL_PERSONAS.indexOf(persona as never)];
    expect(at('skip', 'skeptic')).toBeGreaterThan(at('skip', 'builder'));
    expect(at('ship', 'builder')).toBeGreaterThan(at('ship', 'skeptic'));
    expect(at('none', 'strategist')).toBeGreaterThan(at('none', 'builder'));
    expect(callLean('maybe')).toBeUndefined();
    // The rows are no word: a text that spells one out is not scored by it.
    expect(personaFeatures(analyzeText('=skip skip')).some((f) => f.startsWith('='))).toBe(false);
  });

  it('are what training on test/corpus writes (npm run train:personas), byte for byte', () => {
    const run = spawnSync(process.execPath, ['scripts/train-persona-model.mjs', '--check'], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toContain('persona weights: up to date');
    expect(run.status).toBe(0);
  }, 60_000);

  it('hold no word a product name of the corpus it is trained on ends with ("… Touring Paddle"), however common the word', () => {
    const corpus = 'test/corpus';
    const lastWords = new Set<string>();
    for (const folder of readdirSync(corpus)) {
      if (!existsSync(join(corpus, folder, 'truth.json')) || folderNumber(folder) > PERSONA_UP_TO) continue;
      for (const file of readdirSync(join(corpus, folder)).filter((f) => f.endsWith('.txt'))) {
        const title = readFileSync(join(corpus, folder, file), 'utf8').split(/\r?\n/).find((line) => line.trim()) ?? '';
        for (const side of title.replace(/^#+\s*/u, '').split(/\s+vs\.?\s+/iu)) {
          for (const part of side.split(/\s+[–—-]\s+/u)) {
            const last = part.toLowerCase().match(/\p{L}{4,}/gu)?.pop();
            if (last) lastWords.add(last);
          }
        }
      }
    }
    expect(lastWords.size).toBeGreaterThan(100);
    const learnt = PERSONA_WEIGHTS.split('\n').slice(2).map((line) => line.split('\t')[0].replace(/^\^/u, ''));
    expect(learnt.filter((word) => lastWords.has(word))).toEqual([]);
  });
});
