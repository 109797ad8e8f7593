import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/core';
import { ASSIGNABLE, assignPersonas } from '../../src/core/understand/assignPersonas';
import { classifyPersona } from '../../src/core/understand/classifyPersona';
import { analyzeText } from '../../src/core/understand/text';

const row = (scores: Partial<Record<(typeof ASSIGNABLE)[number], number>>) => ASSIGNABLE.map((id) => scores[id] ?? 0);

describe('assignPersonas: the file decides together', () => {
  it('keeps each quote on its best persona when the seats allow', () => {
    const choice = assignPersonas([row({ builder: 9 }), row({ skeptic: 8 }), row({ builder: 7 })], 4, 2);
    expect(choice.map((c) => c.persona)).toEqual(['builder', 'skeptic', 'builder']);
  });

  it('moves the weakest third claimant of a persona to its next best persona', () => {
    const choice = assignPersonas([row({ builder: 12 }), row({ builder: 10 }), row({ builder: 8, investor: 6 })], 4, 2);
    expect(choice.map((c) => c.persona)).toEqual(['builder', 'builder', 'investor']);
    expect(choice[2].by).toBe('file');
  });

  it('leaves a quote unclassified rather than give it a persona below the threshold', () => {
    const choice = assignPersonas([row({ skeptic: 9 }), row({ skeptic: 9 }), row({ skeptic: 5, product: 2 })], 4, 2);
    expect(choice[2].persona).toBe('unknown');
  });

  it('lets a stated persona win and take its seat', () => {
    const choice = assignPersonas([row({ strategist: 9 }), row({ strategist: 8, investor: 5 }), row({ strategist: 20 })], 4, 2, [undefined, undefined, 'strategist']);
    expect(choice.map((c) => c.persona)).toEqual(['strategist', 'investor', 'strategist']);
    expect(choice[2].by).toBe('stated');
  });

  it('applies no constraint when the file has no matchup (seats 0)', () => {
    const choice = assignPersonas([row({ builder: 9 }), row({ builder: 9 }), row({ builder: 9 })], 4, 0);
    expect(choice.map((c) => c.persona)).toEqual(['builder', 'builder', 'builder']);
  });

  it('with the names of a matchup, seats a persona once per product: a near tie goes to the persona the named product lacks', () => {
    // Quotes 0 and 1 both read strategist and both name side 1; quote 1 reads almost as investor, and the investor
    // seat on side 1 is free (quote 2 is the investor on side 0).
    const scores = [row({ strategist: 110, investor: 45 }), row({ strategist: 42, investor: 39 }), row({ investor: 80 }), row({ builder: 60 })];
    const leans = [-4, -3.5, 2, 1];
    expect(assignPersonas(scores, 4, 2).map((c) => c.persona)).toEqual(['strategist', 'strategist', 'investor', 'builder']);
    const choice = assignPersonas(scores, 4, 2, [], leans);
    expect(choice.map((c) => c.persona)).toEqual(['strategist', 'investor', 'investor', 'builder']);
    expect(choice[1].by).toBe('file');
  });

  it('with the names of a matchup, keeps a clear reading and a pair whose names point apart', () => {
    const clear = [row({ strategist: 110, investor: 45 }), row({ strategist: 80, investor: 40 }), row({ investor: 80 })];
    expect(assignPersonas(clear, 4, 2, [], [-4, -4, 2]).map((c) => c.persona)).toEqual(['strategist', 'strategist', 'investor']);
    const apart = [row({ strategist: 110, investor: 45 }), row({ strategist: 42, investor: 39 }), row({ investor: 80 })];
    expect(assignPersonas(apart, 4, 2, [], [4, -4, 2]).map((c) => c.persona)).toEqual(['strategist', 'strategist', 'investor']);
  });

  it('in a real file, a third quote that reads most like a builder goes to the persona still free', () => {
    const quote = (text: string) => `“${text}”`;
    const file = ['Alpha Mixer vs Beta Mixer', '',
      quote('Under the hood the Alpha Mixer runs a brushless motor and the firmware is solid.'), '',
      quote('The Beta Mixer firmware, the motor controller and the parts are all repairable.'), '',
      quote('The Alpha Mixer motor is fine, but who pays for it? Margins on the accessories carry the business.'), ''].join('\n');
    const personas = buildCatalog([{ file: 'mixers.txt', content: file }]).reviews.map((r) => r.persona);
    expect(personas.filter((p) => p === 'builder')).toHaveLength(2);
    expect(personas).toContain('investor');
  });
});

describe('classifyPersona: concerns voiced in plain words', () => {
  const persona = (text: string) => classifyPersona(analyzeText(text)).persona;
  it.each([
    ['I rebuilt the hinge and swapped the bearings myself; spare parts are cheap and the firmware is open.', 'builder'],
    ['I went in expecting to find the catch, and the downside is real: the alternatives are cheaper and the failure case is ugly.', 'skeptic'],
    ['Over the next decade this category is headed for consolidation, and the long-term bet is on the platform.', 'strategist'],
    ['Who is it for? Beginners. The first hour is friendly, the menus are clear and my kids learned it in an evening.', 'product'],
    ['Follow who pays: the margins are thin, the pricing power sits with the retailer and the unit economics are weak.', 'investor'],
    // hands on the thing in other domains: opening it up, measuring, servicing it yourself
    ['Inside the kettle is a thick steel element and a thermostat I measured at two degrees of drift; I swapped the seal with a screwdriver.', 'builder'],
    ['I did my own brake pads last weekend; the service manual is online and the suspension bolts are all standard sizes.', 'builder'],
    // doubt from experience: what fans leave out, what to check before buying
    ['Everybody loves the sound until they hit the first firmware bug, and owners report the strap breaking within a year.', 'skeptic'],
    ['Before you buy, look at the used market: a second-hand flagship costs less and the weak points here are well known.', 'skeptic'],
    // who it is for and their first day
    ['Getting started takes five minutes, the app is welcoming, and it is the one I point people to when their parents ask.', 'product'],
    // position and time
    ['The plan is to become the default before the category gets crowded; the next chapter is international.', 'strategist'],
  ] as const)('%s → %s', (text, expected) => expect(persona(text)).toBe(expected));

  it('does not read a concern into a word of a product name ("Premium", "Business")', () => {
    const text = 'Acme Premium is loud and gorgeous, and the first hour is overwhelming for a beginner.';
    const analyzed = analyzeText(text);
    const premium = [...text.matchAll(/\S+/g)].findIndex((m) => m[0] === 'Premium');
    const masked = classifyPersona(analyzed, undefined, [premium, premium + 1]);
    expect(masked.scores.investor).toBe(0);
    expect(masked.persona).toBe('product');
    expect(classifyPersona(analyzeText(text)).scores.investor).toBeGreaterThan(0);
  });

  it('masks the names a matchup file knows when it reads a quote', () => {
    const content = 'Acme Basic vs Acme Premium\n\n“Acme Premium crams every feature onto one home screen, and my partner found the first hour overwhelming.”\n';
    const catalog = buildCatalog([{ file: 'a.txt', content }]);
    expect(catalog.reviews[0].persona).toBe('product');
  });
});
