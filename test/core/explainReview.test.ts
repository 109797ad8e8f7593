import { describe, expect, it } from 'vitest';
import { explainReview } from '../../src/core';

describe('explainReview: the evidence behind the labels', () => {
  const text = 'Under the hood the Alpha Kettle runs a simple thermostat and the firmware is open. Next to Beta Kettle it boils slower. I’d say buy it.';
  const evidence = explainReview(text, ['Alpha Kettle', 'Beta Kettle']);

  it('lists the cue phrases as written, heaviest first, with the persona they speak for', () => {
    expect(evidence.persona.cues[0]).toEqual({ phrase: 'Under the hood', persona: 'builder', weight: expect.any(Number) });
    expect(evidence.persona.cues.map((c) => c.phrase)).toContain('firmware');
    expect(evidence.persona.scores.builder).toBeGreaterThan(evidence.persona.scores.investor);
  });

  it('names the call sentence and the expression that made it a call', () => {
    expect(evidence.verdict).toEqual({ sentence: 'I’d say buy it.', expression: 'buy it' });
  });

  it('keeps each mention with its side and weight; a comparison counts against the product it names', () => {
    expect(evidence.product.mentions).toEqual([
      { name: 'Alpha Kettle', side: 0, weight: expect.any(Number) },
      { name: 'Beta Kettle', side: 1, weight: expect.any(Number) },
    ]);
    expect(evidence.product.mentions[0].weight).toBeGreaterThan(0);
    expect(evidence.product.mentions[1].weight).toBeLessThan(0);
  });

  it('reads a hard-wrapped quote as the first reading did, as if written on one line (sixty-third session)', () => {
    const wrapped = 'The hinge is plastic and the base scorches. Beta Kettle, by\ncomparison, has a dealer in every town.';
    const [mention] = explainReview(wrapped, ['Alpha Kettle', 'Beta Kettle']).product.mentions;
    expect(mention).toEqual({ name: 'Beta Kettle', side: 1, weight: expect.any(Number) });
    expect(mention.weight).toBeLessThan(0);
    expect(mention.weight).toBe(explainReview(wrapped.replace('\n', ' '), ['Alpha Kettle', 'Beta Kettle']).product.mentions[0].weight);
  });

  it('lists the side a ship’s sentence says the speaker moved to once more, as the first reading counted it', () => {
    const { mentions } = explainReview('The landscape changed. I moved my whole family onto Beta Tax two seasons ago and haven’t looked back.', ['Alpha Tax', 'Beta Tax']).product;
    expect(mentions.filter((m) => m.name === 'Beta Tax').map((m) => m.side)).toEqual([1, 1]);
    expect(mentions.at(-1)?.weight).toBe(3);
  });

  it('weighs the first product a quote names a little more than the same mention later', () => {
    const [alpha, beta] = explainReview('Lids fail. Alpha Kettle leaks. Beta Kettle leaks.', ['Alpha Kettle', 'Beta Kettle']).product.mentions;
    expect(alpha.weight).toBeGreaterThan(beta.weight);
    const [betaFirst, alphaSecond] = explainReview('Lids fail. Beta Kettle leaks. Alpha Kettle leaks.', ['Alpha Kettle', 'Beta Kettle']).product.mentions;
    expect(betaFirst.weight).toBe(alpha.weight);
    expect(alphaSecond.weight).toBe(beta.weight);
  });

    it('has no product evidence without a matchup, and no call evidence without a call', () => {
    const bare = explainReview('The thermostat is fine.', null);
    expect(bare.product.mentions).toEqual([]);
    expect(bare.verdict).toEqual({ sentence: '', expression: '' });
  });
});
