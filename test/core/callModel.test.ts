import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFile, buildCatalog, CatalogView } from '../../src/core';
import { renderWhy } from '../../src/core/render/productBody';
import { CALL_MARGIN, callFeatures, callScores, OVERRULE_MARGIN, profiledCall } from '../../src/core/understand/callModel';
import { CALL_WEIGHTS } from '../../src/core/understand/callWeights';
import { classifyVerdict, ruleCall, ruleReading } from '../../src/core/understand/classifyVerdict';
import { explainReview } from '../../src/core/understand/explainReview';
import { analyzeText } from '../../src/core/understand/text';

// Quotes written for these tests (no corpus file holds them): calls in words no row of the call table has.
const VOUCH = 'Setup was painless and support answered within the hour, twice. I am happy to vouch for it to anyone who runs a small office like ours.';
const WENT_BACK = 'The app logs you out daily and the sync loses a note every week or so. Our team gave it a quarter and then quietly went back to the spreadsheet.';
const STRIP = 'The knife holds an edge for weeks and the handle stays put when wet. It hangs on the magnetic strip now and the old set went to the charity shop.';

describe('the call profile: features', () => {
  it('reads the closing two sentences: each word, and each pair of neighbours (^ opens a sentence); of the opening sentence, each word (first:)', () => {
    const features = callFeatures(analyzeText('Opening words stay apart. The middle counts. The end counts too.'));
    expect(features).not.toContain('opening');
    expect(features).toEqual(expect.arrayContaining(['first:opening', 'first:apart', 'middle', 'end', 'too', '^ the', 'the middle', 'counts too']));
    expect(features.filter((f) => f.startsWith('first:'))).toEqual(['first:opening', 'first:words', 'first:stay', 'first:apart']);
    expect(new Set(features).size).toBe(features.length);
    // A quote of two sentences: its opening sentence is a closing one, read once.
    expect(callFeatures(analyzeText('The middle counts. The end counts too.')).filter((f) => f.startsWith('first:'))).toEqual([]);
  });

  it('reads each word of the sentences between the opening and the closing ones (mid:), without pairs', () => {
    const features = callFeatures(analyzeText('Opening words stay apart. Middle words wait here. The middle counts. The end counts too.'));
    expect(features.filter((f) => f.startsWith('mid:'))).toEqual(['mid:middle', 'mid:words', 'mid:wait', 'mid:here']);
    expect(features).not.toContain('wait');
    // Pairs of neighbours are the closing sentences' only.
    expect(features.filter((f) => f.includes(' ') && /wait|here/u.test(f))).toEqual([]);
    expect(features.filter((f) => f.startsWith('first:'))).toEqual(['first:opening', 'first:words', 'first:stay', 'first:apart']);
    // No sentence lies between an opening and two closing ones.
    expect(callFeatures(analyzeText('Opening words stay apart. The middle counts. The end counts too.')).filter((f) => f.startsWith('mid:'))).toEqual([]);
  });

  it('marks a word after a negation in its sentence, and only there', () => {
    const features = callFeatures(analyzeText("Don't buy the big one. Buy the small one."));
    expect(features).toContain('~buy');
    expect(features).toContain('buy');
    expect(features).toContain('~big');
    expect(features).not.toContain('~small');
  });

  it('a matchup’s name is one word, whatever its words; a number is another', () => {
    const text = 'Spend the $300 on the Acme Rocket instead.';
    const analyzed = analyzeText(text);
    const words = [...text.matchAll(/\w+/g)].map((m) => m[0]);
    analyzed.names = [words.indexOf('Acme'), words.indexOf('Acme') + 2];
    const features = callFeatures(analyzed);
    expect(features).toEqual(expect.arrayContaining(['#name', 'the #name', '#num', 'the #num', '#name instead']));
    expect(features.join(' ')).not.toMatch(/acme|rocket|300/);
  });
});

describe('the call profile: as the call reading uses it', () => {
  it('makes the calls no row of the table makes, when it is sure', () => {
    for (const [text, verdict] of [[VOUCH, 'ship'], [WENT_BACK, 'skip'], [STRIP, 'ship']] as const) {
      expect(ruleCall(analyzeText(text)).verdict, text).toBe('none');
      const call = classifyVerdict(analyzeText(text));
      expect(call.verdict, text).toBe(verdict);
      expect(call.profiled?.length, text).toBeGreaterThan(0);
      // The words are in the sentence, the sentence in the quote.
      expect(text).toContain(call.sentence);
      expect(call.sentence).toContain(call.expression);
      expect(call.expression).toBe(call.profiled![0]);
      for (const word of call.profiled!) expect(text).toContain(word);
    }
  });

  it('overrules a ship the table read when the words of the whole quote are far surer of a skip: the ship is for something else', () => {
    const text = 'Everyone raves about the night bus until they price it. A reclining seat costs more than a hotel room in spring, and there\'s no cheaper fare to fall back on. Twice the coach was held at the depot for over an hour, and once the heating didn\'t work. Their refund policy gives you a voucher, not your money. Meanwhile the morning train gets you there by lunch for half the fare. Comfort is not a timetable; book the morning train.';
    // The table (and the closing stance) read the last words as a ship; the profile leans to a skip by far more than the margin.
    expect(ruleCall(analyzeText(text)).verdict).toBe('ship');
    const [ship, skip] = callScores(analyzeText(text));
    expect(skip - ship).toBeGreaterThanOrEqual(OVERRULE_MARGIN);
    const call = classifyVerdict(analyzeText(text));
    expect(call.verdict).toBe('skip');
    expect(call.expression).toBe('book');
    expect(call.profiled).toBeUndefined();
    expect(call.overruled?.length).toBeGreaterThan(0);
    for (const word of call.overruled!) expect(text).toContain(word);
    // The "Why?" says both: the phrase the table read, and the words that overruled it.
    const catalog = buildCatalog([{ file: 'a.txt', content: `Night Bus vs Rail Pass\n\n“${text}”\n` }]);
    const review = catalog.reviews[0];
    expect(review.verdict).toBe('skip');
    const why = renderWhy(new CatalogView(catalog), review.product!, review.id)!;
    expect(why).toContain('” in “Comfort is not a timetable; book the morning train.” reads as a ship, but the words of the quote read far more as a skip: “');
    expect(why).toContain("<span>“book” in “Comfort");
    // Guards: a quote whose words lean to the ship keeps it; a skip the table read is never overruled to a ship.
    const kept = 'The night bus is a quiet joy. A reclining seat costs less than a hotel room, the driver keeps to time and the heating works. I slept the whole way and woke up in the city centre. Book the night bus.';
    expect(classifyVerdict(analyzeText(kept))).toMatchObject({ verdict: 'ship', expression: 'Book' });
    expect(classifyVerdict(analyzeText(kept)).overruled).toBeUndefined();
    const praisedSkip = 'The night bus is a quiet joy, the driver keeps to time and the heating works. I slept the whole way and woke up rested. Skip the train.';
    expect(classifyVerdict(analyzeText(praisedSkip)).overruled).toBeUndefined();
  });

  it('names the words that weighed most as written, a contraction whole ("Don’t buy", not "t buy" and "Don")', () => {
    for (const text of [
      'The lid rattles, the base scorches within a month and the handle wobbles. Support never wrote back. Don’t buy it, and don’t let the shine fool you.',
      'The lid rattles and the base scorches within a month; the handle wobbles and support never wrote back. I wouldn’t buy another, and I wouldn’t give one away.',
    ]) {
      const call = profiledCall(analyzeText(text))!;
      expect(call.words.length, text).toBeGreaterThan(0);
      expect(call.words).toContain(call.expression);
      for (const word of call.words) {
        expect(text).toContain(word);
        // Each starts and ends at a word's edge: no letter or apostrophe of the text runs on past it.
        const at = text.indexOf(word);
        expect(text.slice(at - 1, at), word).not.toMatch(/[\p{L}'’]/u);
        expect(text.slice(at + word.length, at + word.length + 1), word).not.toMatch(/[\p{L}'’]/u);
      }
    }
  });

  it('calls a closing of quiet content', () => {
    const text = 'The battery lasts two days and the screen is bright. The strap frayed after a month and support never answered. It does what it says without any fuss.';
    const [ship, skip, none] = callScores(analyzeText(text));
    expect(ship - none).toBeGreaterThanOrEqual(CALL_MARGIN);
    expect(ship).toBeGreaterThan(skip);
    expect(classifyVerdict(analyzeText(text)).verdict).toBe('ship');
  });

  it('reads how a quote opens: a call its closing sentences leave short of the margin, the opening sentence makes', () => {
    const closing = 'The calendar view is tidy and the colours are pleasant. The mobile app opens quickly, though sync can lag.';
    const text = `It has been on my desk every day since spring and nothing else gets a look in. ${closing}`;
    expect(ruleCall(analyzeText(text)).verdict).toBe('none');
    const [ship, , none] = callScores(analyzeText(closing));
    expect(ship - none).toBeLessThan(CALL_MARGIN);
    expect(profiledCall(analyzeText(closing))).toBeNull();
    expect(classifyVerdict(analyzeText(closing)).verdict).toBe('none');
    const call = classifyVerdict(analyzeText(text));
    expect(call.verdict).toBe('ship');
    // The call's sentence is the one its heaviest words are in: here the opening one.
    expect(text.startsWith(call.sentence)).toBe(true);
    expect(call.sentence).toContain(call.expression);
  });

  it('weighs what the middle sentences tell: a product sent back leans the quote toward a skip', () => {
    const opening = 'The heater sat in the hall for the first cold week of November.';
    const closing = 'The dial is easy to read and the feet are sturdy. The cable is a sensible length for most rooms.';
    const lean = (middle: string) => {
      const [ship, skip] = callScores(analyzeText(`${opening} ${middle} ${closing}`));
      return skip - ship;
    };
    const sentBack = lean('After ten days it went back to the shop and the refund came through.');
    const unpacked = lean('It came in a plain brown box with a printed manual.');
    expect(sentBack).toBeGreaterThan(unpacked);
  });

  it('overrules a ship read from "not going back" when the quote went elsewhere and its words are surer of a skip', () => {
    const text = 'Prices rose each year and the support queue grew. A smaller host runs the same stack for a third of the bill. We moved both shops there in the autumn and we’re not going back.';
    expect(ruleCall(analyzeText(text)).verdict).toBe('ship');
    const [ship, skip] = callScores(analyzeText(text));
    expect(skip - ship).toBeGreaterThanOrEqual(OVERRULE_MARGIN);
    expect(classifyVerdict(analyzeText(text)).verdict).toBe('skip');
  });

  it('keeps out of a quote that said outright, before its closing sentence, that it makes no call', () => {
    const words = 'The dashboards load fast, the exports are clean and the support team answered within the hour every time we wrote. Onboarding the whole team took one afternoon.';
    // The words alone lean to a ship the profile reads…
    expect(classifyVerdict(analyzeText(words)).verdict).toBe('ship');
    // …but not after the speaker said there would be no call.
    expect(classifyVerdict(analyzeText(`No call from me on this one, and I will say why. ${words}`)).verdict).toBe('none');
    expect(classifyVerdict(analyzeText(`I am not making a call here. ${words}`)).verdict).toBe('none');
    // An earlier "it depends" is not that: what follows may settle it.
    expect(classifyVerdict(analyzeText(`It depends on the team, I suppose. ${words}`)).verdict).toBe('ship');
  });

  it('says nothing below its margin: a description is no call', () => {
    const text = 'The filter lasts a year and the fan is quieter than the fridge. It comes in white or grey.';
    const [ship, skip, none] = callScores(analyzeText(text));
    expect(Math.max(ship, skip) - none).toBeLessThan(CALL_MARGIN);
    expect(profiledCall(analyzeText(text))).toBeNull();
    expect(classifyVerdict(analyzeText(text)).verdict).toBe('none');
  });

  it('never overrides a call of the table, nor a hedge in the closing sentence', () => {
    // The profile alone would call this a ship; the closing sentence holds it back.
    const hedged = 'The filter lasts a year and the fan is quieter than the fridge. If a friend asked me which purifier to put in a nursery, this is the one I would hand them, but it is too early to call.';
    expect(profiledCall(analyzeText(hedged))?.verdict).toBe('ship');
    expect(classifyVerdict(analyzeText(hedged)).verdict).toBe('none');
    // So does a call the writer names conditional ("a conditional ship: fine for …, risky for …").
    const conditional = 'The primitive here is an index you embed in the app, and the onboarding is one import and one table. The opinionated choice is keeping everything in process. It\u2019s a conditional ship: fine for a prototype, risky for production.';
    expect(profiledCall(analyzeText(conditional))?.verdict).toBe('ship');
    expect(ruleReading(analyzeText(conditional)).open).toBe(false);
    expect(classifyVerdict(analyzeText(conditional)).verdict).toBe('none');
    // Every seed quote the table calls keeps the table's call, sentence and words.
    for (const file of readdirSync('seeds').filter((f) => f.endsWith('.txt'))) {
      for (const quote of analyzeFile(file, readFileSync(join('seeds', file))).quotes) {
        const rule = ruleCall(analyzeText(quote.text));
        if (rule.verdict === 'none') continue;
        expect(classifyVerdict(analyzeText(quote.text))).toEqual(rule);
      }
    }
  });

  it('keeps out of a closing sentence that says what follows either way (“if A, a win; if B, half a tool”)', () => {
    const text = "The sync is a genuinely useful addition, and getting a clean export without writing your own script is the kind of thing that saves an afternoon. My one gripe: the 'one-click deployment' language is landing-page speak until I see the actual API for versioning and rollback. If that's solid, this is a legitimate win for any small team; if it's a button in a dashboard with no programmatic control, it's half a tool.";
    // The profile alone would make a call of its words; the two branches hold it back.
    expect(profiledCall(analyzeText(text))).not.toBeNull();
    expect(classifyVerdict(analyzeText(text)).verdict).toBe('none');
  });

  it('keeps out of a closing sentence of faint praise (“a workable stove”, “middle of the road”): the thing weighed and found passable', () => {
    const body = 'Unpacked it, screwed the burner onto the canister, clipped the pot on and clicked the igniter. That was all. A litre of lake water reached a rolling boil in just over three minutes at altitude, and the strip on the sleeve changes colour when it is hot. The whole kit nests inside the pot, so nothing rattles in the pack.';
    // Closed plainly, the profile calls it a ship; closed on faint praise, the same words make no call.
    expect(classifyVerdict(analyzeText(`${body} Five trips this summer; a light stove, nothing more.`)).verdict).toBe('ship');
    for (const closing of ['Five trips this summer; a workable stove, nothing more.', 'Middle of the road, all told.', 'Five trips this summer; a serviceable stove, nothing more.']) {
      const text = `${body} ${closing}`;
      expect(profiledCall(analyzeText(text)), closing).not.toBeNull();
      expect(classifyVerdict(analyzeText(text)).verdict, closing).toBe('none');
    }
  });

  it('keeps out of a closing sentence that weighs both ways or has not made up its mind', () => {
    const body = 'Unpacked it, screwed the burner onto the canister, clipped the pot on and clicked the igniter. That was all. A litre of lake water reached a rolling boil in just over three minutes at altitude, and the strip on the sleeve changes colour when it is hot. The whole kit nests inside the pot, so nothing rattles in the pack, and it has lived in my pack since.';
    // One side only: the profile calls it.
    expect(classifyVerdict(analyzeText(`${body} Five trips this summer; it suits one kind of trip beautifully.`)).verdict).toBe('ship');
    for (const closing of ['Five trips this summer, and I am still making up my mind.', 'Five trips this summer; a light stove, no more, no less.', 'Some trips it is the best stove I own; other trips I pack the old one.']) {
      const text = `${body} ${closing}`;
      expect(profiledCall(analyzeText(text)), closing).not.toBeNull();
      expect(classifyVerdict(analyzeText(text)).verdict, closing).toBe('none');
    }
    expect(classifyVerdict(analyzeText(`${body} Five trips this summer; it suits one kind of trip beautifully and another not at all.`)).verdict).toBe('none');
    expect(classifyVerdict(analyzeText(`${body} Some days it is the best stove I own; other days I pack the old one.`)).verdict).toBe('none');
  });

  it('keeps out of a closing sentence that turns from one audience to another without a phrase that calls', () => {
    const body = 'Unpacked it, screwed the burner onto the canister, clipped the pot on and clicked the igniter. That was all. A litre of lake water reached a rolling boil in just over three minutes at altitude, and the strip on the sleeve changes colour when it is hot. The whole kit nests inside the pot, so nothing rattles in the pack, and it has lived in my pack since.';
    for (const closing of ['For a weekend walker the price takes some swallowing, but for a month on the trail it is another matter.', 'For car campers the whole idea is moot, while for anyone counting grams the sums come out differently.']) {
      const text = `${body} ${closing}`;
      expect(profiledCall(analyzeText(text)), closing).not.toBeNull();
      expect(classifyVerdict(analyzeText(text)).verdict, closing).toBe('none');
    }
    // The same body with a closing for one reader only: the words call it.
    expect(classifyVerdict(analyzeText(`${body} Five trips this summer; it suits one kind of trip beautifully.`)).verdict).toBe('ship');
  });

  it('is not silenced by a blocker in the closing sentence (“out of the box”): that phrase is no call, the quote still makes one', () => {
    const text = 'The hinge squeaks and the case flexes when you carry it. Out of the box it looked fine, but a month later it was back on the shelf and my old one came back out of the drawer.';
    const reading = ruleReading(analyzeText(text));
    expect(reading.call.verdict).toBe('none');
    // Something spoke in the closing sentence (the blocker), but it declined no call.
    expect(reading.strict).toBe(false);
    expect(reading.open).toBe(true);
    expect(classifyVerdict(analyzeText(text)).verdict).toBe('skip');
  });

  it('says why: the evidence names its words, and the panel’s “Why?” says no phrase of the table made the call', () => {
    const evidence = explainReview(WENT_BACK, null);
    expect(evidence.verdict.profiled?.length).toBeGreaterThan(0);
    const text = WENT_BACK.replace('The app', 'Acme Notes');
    const catalog = buildCatalog([{ file: 'a.txt', content: `Acme Notes vs Bolt Pad\n\n“${text}”\n` }]);
    const review = catalog.reviews[0];
    expect(review.verdict).toBe('skip');
    const why = renderWhy(new CatalogView(catalog), review.product!, review.id)!;
    expect(why).toContain('No phrase of the call table; the words of the quote read as a skip: “');
    expect(why).toContain(`in “${review.verdictSentence}”`);
    expect(explainReview(VOUCH.replace('happy to vouch for it', 'happy to recommend it'), null).verdict.profiled).toBeUndefined();
  });
});

describe('the call profile: its scores', () => {
  // A guard of the fast path: the words before the closing sentences are looked up by hash, not by key.
  it('are the prior plus the weights of the features callFeatures gives, each once, for every quote of the seeds and the natural fixtures', () => {
    const [, priorLine, ...lines] = CALL_WEIGHTS.split('\n').filter((line) => line.length > 0);
    const weights = new Map(lines.map((line) => [line.slice(0, line.indexOf('\t')), line.slice(line.indexOf('\t') + 1).split(',').map(Number)] as const));
    const expected = (analyzed: ReturnType<typeof analyzeText>) => {
      const sums = priorLine.split(',').map(Number);
      for (const feature of callFeatures(analyzed)) weights.get(feature)?.forEach((w, k) => (sums[k] += w));
      return sums;
    };
    const natural = join('test', 'core', 'fixtures', 'natural');
    const files = [
      ...readdirSync('seeds').filter((f) => f.endsWith('.txt')).map((f) => join('seeds', f)),
      ...readdirSync(natural).filter((f) => f.endsWith('.txt') || f.endsWith('.md')).map((f) => join(natural, f)),
    ];
    let quotes = 0;
    for (const file of files) {
      for (const quote of analyzeFile(file, readFileSync(file)).quotes) {
        const analyzed = analyzeText(quote.text);
        expect(callScores(analyzed), quote.text).toEqual(expected(analyzed));
        quotes++;
      }
    }
    expect(quotes).toBeGreaterThan(80);
    // Names and numbers in every part, a word lower-cased outside ASCII, a negation typed without its apostrophe.
    const text = 'The Acme Rocket arrived in 2 days. Honestly İstanbul had it cheaper and I wouldnt wait. The Acme Rocket costs 300 more. Still, the ÉCLAIR mode is why it stays. The Acme Rocket is here for good.';
    const analyzed = analyzeText(text);
    const acme = [...Array(analyzed.tokenCount).keys()].filter((t) => analyzed.tokenText(t) === 'Acme');
    analyzed.names = acme.flatMap((t) => [t, t + 2]);
    expect(callFeatures(analyzed)).toEqual(expect.arrayContaining(['first:#name', 'first:#num', 'mid:i̇stanbul', 'mid:wouldn', 'mid:#name', 'mid:#num', '#name']));
    expect(callScores(analyzed)).toEqual(expected(analyzed));
  });
});

describe('the call profile: its weights', () => {
  it('are what training on test/corpus writes (npm run train:calls), byte for byte', () => {
    const run = spawnSync(process.execPath, ['scripts/train-call-model.mjs', '--check'], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toContain('call weights: up to date');
    expect(run.status).toBe(0);
  }, 60_000);

  it('hold no word a product name of the corpus ends with (“… Touring Paddle”), however common the word', () => {
    const lastWords = new Set<string>();
    for (const folder of readdirSync('test/corpus')) {
      if (!existsSync(join('test/corpus', folder, 'truth.json'))) continue;
      for (const file of readdirSync(join('test/corpus', folder)).filter((f) => f.endsWith('.txt'))) {
        const title = readFileSync(join('test/corpus', folder, file), 'utf8').split(/\r?\n/).find((line) => line.trim()) ?? '';
        for (const side of title.replace(/^#+\s*/u, '').split(/\s+vs\.?\s+/iu)) lastWords.add(side.toLowerCase().match(/\p{L}{4,}/gu)?.at(-1) ?? '');
      }
    }
    const features = CALL_WEIGHTS.split('\n').slice(2).filter(Boolean).map((line) => line.split('\t')[0]);
    expect(features.length).toBeGreaterThan(1000);
    for (const feature of features) for (const word of feature.replace(/~/g, '').split(' ')) expect(lastWords.has(word), feature).toBe(false);
  });
});
