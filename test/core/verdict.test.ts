import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../src/core';
import { classifyVerdict, dropLastWords } from '../../src/core/understand/classifyVerdict';
import { analyzeText } from '../../src/core/understand/text';

const read = (text: string) => classifyVerdict(analyzeText(text));

/** [quote ending, expected call]: the language, not the word. */
const CASES: [string, Verdict][] = [
  // ships, in the seeds' and other phrasings
  ['This earns a ship because it is a specific technical improvement.', 'ship'],
  ['The specific technical decision that earns the ship: decoupling agent execution from focus.', 'ship'],
  ['What keeps this from a skip is that Cohere has a credible enterprise sales motion.', 'ship'],
  ['Shipping with the caveat: test the refactoring tool on your actual repo first.', 'ship'],
  ['Ship, but the product is 80% done on the vision.', 'ship'],
  ['Still shipping because the infra ownership angle is real, not marketing.', 'ship'],
  ['Shipping because the abstraction is placed at the right layer.', 'ship'],
  ['For a team that cannot afford per-token API costs at scale, this is a real ship right now.', 'ship'],
  ['What earns the ship anyway: it is open and the weights are real.', 'ship'],
  ['Ship it anyway.', 'ship'],
  ['I’d ship it.', 'ship'],
  ['Verdict: ship.', 'ship'],
  ['This is not a skip, though: the editor is good enough.', 'ship'],
  ['Easy ship.', 'ship'],
  ['I’m calling this a ship.', 'ship'],
  ['My verdict is ship.', 'ship'],
  ['Worth shipping.', 'ship'],
  ['We’re shipping it.', 'ship'],
  // skips
  ['This is a skip because the moat is zero.', 'skip'],
  ['What keeps this from a ship is the pricing.', 'skip'],
  ['Skipping because nothing here is new.', 'skip'],
  ['This earns a skip.', 'skip'],
  ['Skip, but watch the next release.', 'skip'],
  ['Skip for now.', 'skip'],
  ['I’d skip it.', 'skip'],
  ['I wouldn’t ship this.', 'skip'],
  ['This doesn’t earn a ship.', 'skip'],
  ['It isn’t a ship.', 'skip'],
  ['Hard pass.', 'skip'],
  ['Don’t ship this.', 'skip'],
  ['Not shipping.', 'skip'],
  ['Not worth shipping.', 'skip'],
  ['That’s a skip from me.', 'skip'],
  ['The call here: skip.', 'skip'],
  ['I’ll pass.', 'skip'],
  ['I’m passing on this one.', 'skip'],
  ['Not a ship for me.', 'skip'],
  ['A cautious ship.', 'ship'],
  ['Ship, with eyes open on pricing.', 'ship'],
  ['Until the cold-start story survives a real app, this is a skip for anything latency-sensitive.', 'skip'],
  ['I’d skip it until the diff review gets real.', 'skip'],
  ['It’s a good demo that isn’t a good business — a clear skip.', 'skip'],
  // facts, compounds and verbs that are not calls
  ['Cursor’s Background Agent is actually in the product and shipping to Pro users today.', 'none'],
  ['If that is solid, this is a legitimate skip-the-weekend-script win.', 'none'],
  ['The feature I have wanted since Copilot shipped.', 'none'],
  ['What kills this is if model providers ship this natively inside VS Code.', 'none'],
  ['Every inference provider with spare H100s can ship the same thing in a quarter.', 'none'],
  ['They have 12 months before the hyperscalers ship routing as a commodity feature.', 'none'],
  ['Meta shipping Llama 4 at 70B makes this a stepping stone.', 'none'],
  ['All of which are real, shipping, and well-resourced.', 'none'],
  ['A model they can ship inside their app.', 'none'],
  ['The team can ship it next week.', 'none'],
  ['We missed the ship date twice.', 'none'],
  ['You can skip the boilerplate entirely.', 'none'],
  ['Pass the config object and it works.', 'none'],
  ['It keeps passing the same context between calls.', 'none'],
  ['I mentioned the pricing in passing.', 'none'],
  // conditional or hedged calls
  ['If the filtered-query story holds up, this would be a ship.', 'none'],
  ['It would be a ship if pricing holds.', 'none'],
  ['A ship once the review surface lands.', 'none'],
  ['It is a conditional ship: fine for a prototype.', 'none'],
  ['I’m not sure it’s a ship yet.', 'none'],
  ['This is not a ship yet.', 'none'],
  ['Not quite a ship.', 'none'],
  ['This falls short of a ship.', 'none'],
  ['Would I ship it?', 'none'],
  ['No call on this one.', 'none'],
  ['Skip unless you are already on Azure.', 'none'],
  ['Ship if your retrieval layer is already clean.', 'none'],
  // the people advised described at length, commas and all, before "should"
  ['Shops with old, heavily customised tills should hold off on it for now.', 'skip'],
  ['Anyone with a big family, a dog and a long commute should skip it.', 'skip'],
  // a refusal of money spent on the thing itself, described ("something this fragile"), not on something else
  ['Nice feel, but I can’t recommend spending that much on something this flimsy.', 'skip'],
  // a holding not wanted, fronted; one wanted; the speaker behind it
  ['Not a position I’d want to hold.', 'skip'],
  ['Not a company I’d want to back.', 'skip'],
  ['It’s the company I’d want to back.', 'ship'],
  ['It suits where the category is going; I’d stand behind it.', 'ship'],
  ['I can’t stand behind it.', 'skip'],
  ['They stand behind it with a lifetime warranty.', 'none'],
  ['I wouldn’t want to be funding growth from here; the moat is gone.', 'skip'],
  ['On a steep, muddy plot I can’t think of anything better.', 'ship'],
  // money spent on the other one, then this one left
  ['Pay the extra and leave this one on the shelf.', 'skip'],
  ['Pay the extra and get the Pro.', 'ship'],
  // the reader told to do exactly what the speaker did: leave it
  ['I sold mine and bought the quiet one, and I’d tell anyone in a small flat to do exactly the same.', 'skip'],
  // a stake wished for, at a price
  ['If I could own a piece of it at a sensible multiple, I would.', 'ship'],
  // neither call, as nouns
  ['A tidy business at a chosen size: neither a buy nor a sell, because it isn’t for sale.', 'none'],
  // advice to others whose description runs to several words
  ['We are staying on the old system another year, and I’d tell anyone in a similar spot to hold off on it until the partners catch up.', 'skip'],
  // a decision the speaker says they cannot yet tell
  ['Three weeks in, I honestly can’t say if I’m keeping it.', 'none'],
  ['I don’t know yet if I’d buy it again.', 'none'],
  // rather another than this one, named by its kind
  ['I’d rather back the group than this line.', 'skip'],
  // keeping on saying or meeting something is not keeping it; keeping on adding is
  ['I keep telling small teams that it isn’t the safe default they’ve been sold.', 'skip'],
  ['I keep getting sync errors with it.', 'none'],
  ['As a shareholder I’d keep adding on dips.', 'ship'],
  // an investor's stake wanted, a wait from the sidelines, a price refused, a roadmap not rested on it, a side taken
  ['If it ever lists, I want an allocation.', 'ship'],
  ['I’ll watch from the sidelines.', 'skip'],
  ['Great product, crowded cap table, and a price I’d refuse to pay.', 'skip'],
  ['Squeezed from both sides is not a place I’d want my roadmap to depend on.', 'skip'],
  ['It’s the platform I’d want my roadmap to depend on.', 'ship'],
  ['This is the side of the market I’d align with for the next decade.', 'ship'],
  // a wish denied before the call turns it round; resisting an urge is no call
  ['I have no urge to buy it back.', 'skip'],
  ['I’d resist the urge to buy it.', 'none'],
  // how it looks, until it doesn't
  ['The spec sheet reads like a steal until you need something it can’t do.', 'none'],
  // capital not wanted there, the extra spent on a kind of other one, no exposure
  ['A mid-priced tent in a crowded aisle is not where I’d want capital tied up.', 'skip'],
  ['I’d spend the extra on a bike with a shop behind it.', 'skip'],
  ['I’d spend the extra on the Pro.', 'ship'],
  ['No exposure from me.', 'skip'],
  // advice, then this one said not to be what it takes
  ['Buy once, cry once; this isn’t the once.', 'skip'],
  ['Buy it; it isn’t cheap.', 'ship'],
  // an opinion promised for later is none now
  ['Show me retention cohorts past month six and I’ll have an opinion; today I don’t.', 'none'],
  // the last one bought, no replacement, no wagon hitched, no growth underwritten
  ['The tub under my sink is the last one.', 'skip'],
  ['The half-finished bag is still in the cupboard, and it isn’t being replaced.', 'skip'],
  ['It won’t be replaced anytime soon.', 'none'],
  ['So I wouldn’t hitch my wagon to it.', 'skip'],
  ['Lovely product; I wouldn’t want to underwrite the growth model.', 'skip'],
  // a holding glad to be built, a bet placed for it, a new team warned off
  ['A category leader, marked down last year, is a position I’m glad to be building.', 'ship'],
  ['I’d bet on the platform rather than against it, irritations and all.', 'ship'],
  ['It’s still the tool everyone knows, which is exactly why I’d warn a new team off locking themselves in.', 'skip'],
  ['I’d warn you away from the cheap clones.', 'none'],
  // the figures studied and passed on; a fee kept; no seat on the cap table; a buyer of the company, or of it but not this
  ['I’ve looked at the numbers twice and passed twice; a third look wouldn’t change my mind.', 'skip'],
  ['Keep the monthly fee in your pocket.', 'skip'],
  ['Great news for buyers; not a company I’d want on the cap table.', 'skip'],
  ['At current multiples I’m a buyer of the company, and this product is part of the reason.', 'ship'],
  ['All that said, I’m a buyer of the company, not of this box for anyone else’s living room.', 'skip'],
  ['I’m rooting for it, and paying $7.99 a month to prove it.', 'ship'],
  ['A songwriter who wants to move on should be pointed somewhere gentler.', 'skip'],
  ['I’d look at the Acme first.', 'ship'],
  // an investor's stake if offered, or at a lower price; a name on the cap table; more or less than its weight
  ['Offer me an allocation anywhere near the last round and I’m in.', 'ship'],
  ['I’d want a much lower entry price before putting a penny into that IPO.', 'skip'],
  ['Interesting brand; not a cap table I’d want my name on.', 'skip'],
  ['Let IBM’s shareholders carry that one.', 'skip'],
  ['As a business, I’d underweight it.', 'skip'],
  ['Capital belongs almost anywhere else in the messaging stack.', 'skip'],
  ['My own retirement money sits there, because the cap is a rounding error.', 'ship'],
  // a reader not to be handed it, no shopping around, a chore not taken on again, taken off the table, a thin reason
  ['A first-time investor with $2,000 should not be handed this.', 'skip'],
  ['For the accounting firm, I wouldn’t bother shopping around.', 'ship'],
  ['The findings were fine, but running the server was a chore I wouldn’t take on again.', 'skip'],
  ['For a plain task queue, take the log-based broker off the table.', 'skip'],
  ['A good budgeting skin on a current account is a thin reason to move everything over.', 'skip'],
  // the data wanted before saying which
  ['It could be the bridge or a nicer cockpit, and I’d want six months of retention data before I said which.', 'none'],
  // the one pointed at after a "but" for the right buyer; a bet on either of the two is on neither
  ['It’s the wrong buy for a framer, but for the starter-kit shopper wandering the aisle, I’d point straight at it.', 'ship'],
  ['There are better-built shoes at this price; I’d point people at those and leave this one on the shelf.', 'skip'],
  ['Both have happened before in other hardware; I wouldn’t bet the house on either.', 'none'],
  ['I wouldn’t bet the house on it.', 'skip'],
  // a preference held in the row itself, for another over gambling on this one; and (a guard) this one preferred
  ['With that budget I’d rather pick up a used flagship than gamble on this.', 'skip'],
  ['I’d rather pick this up than gamble on a used flagship.', 'ship'],
  // others left to own it; a last fine paid; a copy everyone should have; a bet not made
  ['As a long-term holding, I’m content to let someone else own it.', 'skip'],
  ['I’ve paid my last baggage fee to them.', 'skip'],
  ['Every club room should have a copy.', 'ship'],
  ['Owning one is a wager on the maker lasting, and I’m not making that bet.', 'skip'],
  // the money spent with another kind of seller; shopping elsewhere; the choice left to the reader
  ['I’d spend my money with a maker that has a workshop in town.', 'skip'],
  ['I’m shopping elsewhere, and I’d tell a friend to do the same.', 'skip'],
  ['Speed or reach: pick your poison, because I won’t choose it for you.', 'none'],
  ['It’s a real trade, and I won’t pretend there’s one right pick for everyone.', 'none'],
  ['For me it’s close enough that I won’t tell you what to buy.', 'none'],
  // a ship as a vessel; at sea, on board; a counterfactual do-over is the speaker's call
  ['A storm cost us two ports, and the ship itself was a tired old vessel.', 'none'],
  // the vessel as it is, or was: "the ship's fine", "the ship was late" (sixty-fourth session)
  ['Three hours across in a swell, and the ship\'s fine, if a bit worn.', 'none'],
  ['We queued for an hour, and the ship was forty minutes late out of port.', 'none'],
  // something handed back, not a pass: "I can pass back a drink" (sixty-fourth session)
  ['With the seat up front I can pass back a drink at the lights.', 'none'],
  ['On board, the cabins were tiny.', 'none'],
  ['If I did it again, I’d give my money to them instead.', 'skip'],
  // a stake of any size, still being added to, the best one owned, none better to give, a friend not talked out of
  // buying it (sixty-fifth session)
  ['At this valuation I’d open a modest position and wait.', 'ship'],
  ['I would not take a small position at these prices.', 'skip'],
  ['The shares have drifted all year, and I’ve been adding.', 'ship'],
  ['They have been adding features all year.', 'none'],
  ['Easily the best kettle I’ve ever owned.', 'ship'],
  ['For a new cyclist there is no better bike to recommend this spring.', 'ship'],
  ['Its flaws are real, but I couldn’t talk my brother out of ordering one.', 'ship'],
  ['I’d talk any beginner out of buying it.', 'skip'],
  // the side the speaker would stand on, a search called off, a holding refused now, caution about picking it, money
  // better put elsewhere, a wish to own it that only the chance holds back (sixty-sixth session)
  ['Of the two futures, the open one is the side I’d want to be on.', 'ship'],
  ['For a small family with one car, stop cross-shopping.', 'ship'],
  ['With that much debt, I’m not owning that.', 'skip'],
  ['I’d be cautious about picking it for a studio that lives on deadlines.', 'skip'],
  ['There are better places to spend thirty pounds a month.', 'skip'],
  ['It is a family company with no listing, and I’d own a slice if I could.', 'ship'],
  // the speaker's chips on it, a bet on it comfortably placed, the pick when made to pick one (sixty-sixth session); a round passed on,
  // the other side of the bet, more years wanted first, most people told not to, a call named and not made
  ['On a ten-year view, my chips go on the one with the open format.', 'ship'],
  ['I’m comfortable betting my own savings on that direction.', 'ship'],
  ['If I’m picking which label lasts, it’s still this one.', 'ship'],
  ['Over the long run, I wouldn’t want to be standing on that side of the market.', 'skip'],
  ['At this valuation I’d pass on the next round.', 'skip'],
  ['Strategically, I’d rather be on the other side of this one.', 'skip'],
  ['I’d want a few more years of audits before trusting it with payroll.', 'skip'],
  ['I’d tell most people not to roll those dice.', 'skip'],
  ['I wouldn’t say avoid it.', 'none'],
  // somewhere simpler, a piece of it wanted, the competitor owned instead, taken off the wall, no setup anchored to it
  ['Writers who only want to write should go somewhere simpler.', 'skip'],
  ['It’s a business I’d love to own a piece of.', 'ship'],
  ['I’d rather own the competitor that pays its savers properly.', 'skip'],
  ['It came off the wall in October.', 'skip'],
  ['I’d rather not anchor a whole house to it.', 'skip'],
  // leaning its way, the next round wanted, hard to better, a smart place to stand, the stock liked more, an owner not
  // wanted to be, one for everyone of a kind, renewed anyway, where the speaker would have people start; the sums
  // against it; neither one thing nor the other
  ['If I were picking a supplier to grow with, I’d lean their way.', 'ship'],
  ['Should the founders raise again, I want to be in that round.', 'ship'],
  ['For families already on the scheme, it’s hard to do better.', 'ship'],
  ['Betting on private feeds is a smart place to be standing.', 'ship'],
  ['Honestly, I like the stock more for it.', 'ship'],
  ['I wouldn’t want to be an owner of that division.', 'skip'],
  ['Anyone who brews by hand should have one.', 'ship'],
  ['Every spring I plan to try a rival and end up renewing anyway.', 'ship'],
  ['For small teams, it’s the library I’d have them start with.', 'ship'],
  ['Run your real journeys through it and it usually comes out against.', 'skip'],
  ['The membership was neither a bargain nor a mistake.', 'none'],
  // the right horse, the economics liked, a fee not worth paying, a trial rolled back, the first one to replace,
  // better off without it, nothing to back; a holding added to (sixty-fifth session)
  ['For a long bet on the category, that is the right horse.', 'ship'],
  ['Margins are thin for now, but I like the economics a lot.', 'ship'],
  ['Clever app, not worth a subscription for a casual runner.', 'skip'],
  ['We tried it on two teams for a quarter and rolled back.', 'skip'],
  ['Of everything in our stack, it’s the one I’d want to replace first.', 'skip'],
  ['Small shops would be better off not going near it.', 'skip'],
  ['Most families would be better off with almost anything else.', 'skip'],
  ['Fine company, but there’s nothing here for a growth fund to back.', 'skip'],
  ['Over the winter I added to the position twice.', 'ship'],
  ['When this one gives out, I’m lobbying for a plain kettle and a separate timer instead.', 'skip'],
  // the old one kept on; the line the condition named kept; never again on race day; used as meant
  ['I’d hang on to the old one for another year.', 'skip'],
  ['If the fibre line reaches your door, stick with it.', 'skip'],
  ['I’ll keep it for easy runs, but it won’t be on my feet on race day again.', 'skip'],
  ['Race in it.', 'ship'],
  // the reader's own thing looked at; another service cancelled; people steered to a good one of another kind; a solid choice
  ['Look at your router first.', 'none'],
  ['If your address qualifies, take the offer and cancel cable.', 'ship'],
  ['I’d steer new parents toward a good camera.', 'skip'],
  ['As a vendor to build on, it’s a solid choice.', 'ship'],
  // a copy bought instead; teams taken out of it; the reader told not to go in
  ['Buy the dupe.', 'skip'],
  ['I’ve migrated two teams out of it already.', 'skip'],
  ['Know the exit before you go in; better still, don’t go in.', 'skip'],
  // not worth it any more (and, a guard, emphasis "any more highly"); a thing that stays clear; a name put to it
  ['Not worth it any more.', 'skip'],
  ['I couldn’t recommend it any more highly.', 'ship'],
  ['Dialogue stays clear at low volume.', 'none'],
  ['Happy to put my name to it.', 'ship'],
  // worth the reader's money; the speaker's default; both left for smaller ones; no longer going; the best going; a holder
  ['Through gritted teeth: it’s worth your money.', 'ship'],
  ['For a new team I’d default to it.', 'ship'],
  ['I’d leave both on the shelf and buy the smaller modular sets.', 'skip'],
  ['I’ve stopped going.', 'skip'],
  ['Still the best chicken sandwich going.', 'ship'],
  ['It’s one of the best-run companies on the market, and I’m a holder.', 'ship'],
  // a reminder is no call; an amount after "what we'd pay" is none either
  ['Remember the last maker that folded? Keep that in mind here.', 'none'],
  ['It costs the team almost nothing beyond what we’d pay anyway.', 'none'],
];

describe('classifyVerdict', () => {
  for (const [text, verdict] of CASES) {
    it(`${verdict}: ${text}`, () => {
      const reading = read(text);
      expect(reading.verdict).toBe(verdict);
      expect(reading.sentence).toBe(verdict === 'none' ? '' : text);
    });
  }

  it('returns the sentence that carries the call, as written', () => {
    const reading = read('The DX bet is right. Shipping with the caveat: test it first. The docs are thin.');
    expect(reading).toEqual({ verdict: 'ship', sentence: 'Shipping with the caveat: test it first.', expression: 'Shipping' });
  });

  it('ends a sentence after a contraction, so an earlier condition does not reach the call', () => {
    expect(read('The price only works if it replaces a person, and today it doesn’t. Hard pass.')).toEqual({ verdict: 'skip', sentence: 'Hard pass.', expression: 'Hard pass' });
    expect(read("It works if you squint, but it isn't. Skip.")).toEqual({ verdict: 'skip', sentence: 'Skip.', expression: 'Skip' });
  });

  it('reads a recommendation of an indefinite other one as a skip of this one', () => {
    expect(read('The lid leaks. If a neighbour asked, I’d point them at a cheaper kettle and a good descaler.').verdict).toBe('skip');
    expect(read('The lid leaks. As a shopper I’d steer people to a model with a steel lid for ten dollars more.').verdict).toBe('skip');
    // One chosen by being more (or less) of something: "a more …" is another kind, not this one.
    expect(read('The lid leaks. For a family that boils all day I’d point them toward a more rugged kettle.').verdict).toBe('skip');
    expect(read('The lid leaks. If quiet matters, I’d steer people to a less noisy model.').verdict).toBe('skip');
    expect(read('It boils in a minute. I’d point anyone at it.').verdict).toBe('ship');
    expect(read('The lid leaks. I’d put my money there rather than here.').verdict).toBe('skip');
  });

  it('takes no call from what the speaker expected going in, which the rest of the quote tests', () => {
    expect(read('I went in expecting to be let down, because a plain board at that price seemed hard to justify. Three months on, no complaints. This one stays.').verdict).toBe('ship');
    expect(read('I fully expected to send it back. It won me over.').verdict).not.toBe('skip');
    // The closing sentence is read as said: an expectation met is still the call.
    expect(read('The hinge creaks. I went in expecting to return it, and I will return it.').verdict).toBe('skip');
  });

  it('closes on no call when the last sentence says the speaker cannot judge, and on the rest told to go after a condition', () => {
    expect(read('It quietly earns its keep. I have no way of judging that from a spreadsheet.').verdict).toBe('none');
    expect(read('Hook it up to an old set and you have wasted money. I can’t tell you if that’s you.').verdict).toBe('none');
    expect(read('It quietly earns its keep. I can’t give you a clean answer.').verdict).toBe('none');
    expect(read('If a week of rain would bore you, look elsewhere. Everyone else should book the long trip.').verdict).toBe('ship');
  });

  it('lets the last unconditional call win over earlier ones and over conditionals', () => {
    expect(read('This looked like a skip at first. After a week with it, I’d ship it.').verdict).toBe('ship');
    expect(read('This earns a ship. If the pricing changes, it would be a skip.').verdict).toBe('ship');
  });
});

describe('the thing reviewed, by its name', () => {
  it('takes one of the matchup’s names as the object of a call, however its maker cases it', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = 'pgvault 0.8 vs Harbor Streams\n\n“Use pgvault — at our size there is no reason not to.”\n\n“Use caution with the defaults.”\n';
    const [named, word] = analyzeFile('p.txt', file).quotes;
    expect(named.verdict).toBe('ship');
    expect(named.verdictSentence).toContain('Use pgvault');
    // A lower-case word that names no product is not the thing reviewed.
    expect(word.verdict).toBe('none');
    // Read alone, without the file's names, the lower-case name is no object either.
    expect(read('Use pgvault — at our size there is no reason not to.').verdict).toBe('none');
  });
});

describe('a call that takes the other product as its object', () => {
  it('is the opposite call for the product the quote reviews, once the file has settled which that is', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“Three Brightwell kettles went back to the shop in a month. The lid hinge snaps and the base scorches; the Brightwell warranty replaced nothing. For anyone buying a first kettle, get the Tamsin and leave this one on the shelf.”',
      '“The Tamsin boils a litre in under three minutes and the Tamsin lid opens with one thumb. I would buy the Tamsin again tomorrow.”',
    ].join('\n\n');
    const [other, own] = analyzeFile('k.txt', file).quotes;
    // The first quote reviews the Brightwell (named three times); its call recommends the Tamsin instead.
    expect(other.side).toBe(0);
    expect(other.verdict).toBe('skip');
    expect(other.verdictSentence).toContain('get the Tamsin');
    // A call whose object is the product the quote reviews stands as it is.
    expect(own.side).toBe(1);
    expect(own.verdict).toBe('ship');
  });

  it('reads a closing stance that takes up the other product by name as the opposite call, without leaning the side to it', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Brightwell lid sticks after a month. For a first kitchen I’d look at the Tamsin first.”',
      '“The Tamsin is quick, and the Tamsin handle stays cool. I’d look at it first.”',
    ].join('\n\n');
    const [other, own] = analyzeFile('k.txt', file).quotes;
    expect([other.side, other.verdict]).toEqual([0, 'skip']);
    expect(other.readings.mentions[1]).toBeLessThan(other.readings.mentions[0]);
    expect([own.side, own.verdict]).toEqual([1, 'ship']);
  });

  it('reads going back to a product of neither side as leaving this one, and no reason to go back as staying', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Ledgerly Books vs Tallybook',
      '“Tallybook took an afternoon to set up, and in a year of invoices I have had no reason to go back to Corvane.”',
      '“Ledgerly’s bank feeds broke every month. If you kept your old Corvane login, go back to Corvane.”',
    ].join('\n\n');
    const [stayed, left] = analyzeFile('l.txt', file).quotes;
    expect([stayed.side, stayed.verdict]).toEqual([1, 'ship']);
    expect([left.side, left.verdict]).toEqual([0, 'skip']);
  });

  it('reads a call word inside a product’s own name as the name, not a call', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Get Set Go vs Tallybook',
      '“Get Set Go has added invoices and a shop, which blurs what it is for. The category is still forming.”',
      '“Skip Ahead is a feature of Tallybook that jumps to the next unpaid bill. Tallybook’s reports are clear and the bank feeds never broke.”',
    ].join('\n\n');
    const [named, other] = analyzeFile('g.txt', file).quotes;
    expect([named.side, named.verdict]).toEqual([0, 'none']);
    // A call word in a name of neither side is still read as the rules read it.
    expect(other.side).toBe(1);
  });

  it('reads a move the speaker made to a product of neither side as leaving this one', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Ledgerly Books vs Tallybook',
      '“We ran Ledgerly for a year. The reports were slow and the bank feeds broke monthly, so at renewal we moved to Corvane.”',
      '“Tallybook took an afternoon to set up. Our old bookkeeper had moved to Tallybook years ago, and we followed.”',
      '“Ledgerly’s bank feeds were flaky at first, so we moved to the Direct Connect option and never looked back.”',
    ].join('\n\n');
    const [away, own, feature] = analyzeFile('l.txt', file).quotes;
    expect([away.side, away.verdict]).toEqual([0, 'skip']);
    expect([own.side, own.verdict]).toEqual([1, 'ship']);
    // "the Direct Connect option": a name that only modifies what was moved to is no product.
    expect([feature.side, feature.verdict]).toEqual([0, 'ship']);
  });

  it('reads "I\'d rather buy" the other side, or a product of neither, as a pass on the one reviewed, without leaning the side to the name', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Brightwell lid sticks after a month and the Brightwell base hums. At this price I’d rather buy the Tamsin.”',
      '“The Tamsin is quick, and the Tamsin handle stays cool. The Tamsin dial is vague, though; for the money I’d rather get the Corvane and keep the change.”',
      '“The Brightwell spout pours cleanly and the Brightwell base is solid. I’d rather buy the Brightwell than anything else on the shelf.”',
    ].join('\n\n');
    const [other, neither, own] = analyzeFile('k.txt', file).quotes;
    expect([other.side, other.verdict]).toEqual([0, 'skip']);
    expect(other.readings.mentions[1]).toBeLessThan(other.readings.mentions[0]);
    expect([neither.side, neither.verdict]).toEqual([1, 'skip']);
    // Preferred to everything else, the one reviewed is the one taken: the call stands.
    expect([own.side, own.verdict]).toEqual([0, 'ship']);
  });

  it('reads a call made for someone, the other side named after them ("Get them the Tamsin"), as a pass on the one reviewed, without leaning the side to the name', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Brightwell boils in a minute and the Brightwell spout is precise, but the handle scalds a careless hand. For a friend who rushes, get them the Tamsin.”',
      '“The Tamsin is quick, and the Tamsin handle stays cool. My kids use it every morning, so get them one.”',
    ].join('\n\n');
    const [other, own] = analyzeFile('k.txt', file).quotes;
    expect([other.side, other.verdict]).toEqual([0, 'skip']);
    expect(other.readings.mentions[1]).toBeLessThan(other.readings.mentions[0]);
    // A guard: "them" with no name after it is the ones the call is for, and the call stands.
    expect([own.side, own.verdict]).toEqual([1, 'ship']);
  });

  it('reads a product of neither side looked at or tried first ("Look at the Corvane first") as a pass on the one reviewed', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Brightwell lid sticks after a month and the base hums. Look at Corvane or Ashby first.”',
      '“The Tamsin is quick, and the Tamsin handle stays cool. I’d try the Tamsin first thing tomorrow.”',
    ].join('\n\n');
    const [other, own] = analyzeFile('k.txt', file).quotes;
    expect([other.side, other.verdict]).toEqual([0, 'skip']);
    expect([own.side, own.verdict]).toEqual([1, 'ship']);
  });

  it('reads the speaker\'s move off a product of neither side ("We moved off Corvane in an afternoon") as a move to the one reviewed', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Analytics vs Tamsin Metrics',
      '“The Brightwell dashboard loads fast and the Brightwell script is tiny. We moved off Corvane in an afternoon and nobody has asked to go back.”',
      '“The Tamsin exports are slow. We moved off Tamsin within a month.”',
    ].join('\n\n');
    const [away, own] = analyzeFile('k.txt', file).quotes;
    expect([away.side, away.verdict]).toEqual([0, 'ship']);
    expect([own.side, own.verdict]).toEqual([1, 'skip']);
  });

  it('reads "I\'d choose the other over it" as a pass on the one reviewed, without leaning the side to the one chosen', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Brightwell lid sticks and its base scorches within a month. The Tamsin has a steel hinge. For a busy kitchen I’d choose the Tamsin over it.”',
      '“The Tamsin is quick, and the Tamsin handle stays cool.”',
    ].join('\n\n');
    const [other] = analyzeFile('k.txt', file).quotes;
    expect([other.side, other.verdict]).toEqual([0, 'skip']);
  });

  it('reads "don\'t buy this one; buy the X" as a pass on the other side, even when the quote names only X', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Tamsin lid seals and the Tamsin base stays cool.”',
      '“The lid rattles and the base scorches within a month. The Tamsin keeps its shine for years. Don’t buy this one for a busy kitchen; buy the Tamsin.”',
    ].join('\n\n');
    const [, other] = analyzeFile('k.txt', file).quotes;
    expect([other.side, other.verdict]).toEqual([0, 'skip']);
  });

  it('shows in the "Why?" the weight a call gives the side it turns from: "the call turns from “Tamsin”"', async () => {
    const { buildCatalog, CatalogView, explainReview } = await import('../../src/core');
    const { renderWhy } = await import('../../src/core/render/productBody');
    const text = 'The lid rattles and the base scorches within a month. The Tamsin keeps its shine for years. Don’t buy this one for a busy kitchen; buy the Tamsin.';
    expect(explainReview(text, ['Brightwell Kettle', 'Tamsin Kettle']).product.turnedFrom).toEqual({ name: 'Tamsin', side: 1, weight: 3 });
    const catalog = buildCatalog([{ file: 'k.txt', content: `Brightwell Kettle vs Tamsin Kettle\n\n“The Tamsin lid seals and the Tamsin base stays cool.”\n\n“${text}”\n` }]);
    const review = catalog.reviews.find((r) => r.text === text)!;
    const why = renderWhy(new CatalogView(catalog), review.product!, review.id)!;
    expect(why).toContain('the call turns from “Tamsin”: <span class="why-weight">+3</span> for “Brightwell Kettle”');
    // A guard: a call that takes its own side's name turns from nothing.
    expect(explainReview('The lid seals and the base stays cool. Buy the Brightwell.', ['Brightwell Kettle', 'Tamsin Kettle']).product.turnedFrom).toBeUndefined();
  });

  it('keeps a choice of a short form of a side that the names do not list ("get the XL", "buy GN6"): only a preference ("rather", "instead") turns a third name round', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Brightwell lid seals and the Brightwell base stays cool. I’d buy the BK2 again tomorrow.”',
      '“The Tamsin is quick, and the Tamsin handle stays cool.”',
    ].join('\n\n');
    const [own] = analyzeFile('k.txt', file).quotes;
    expect([own.side, own.verdict]).toEqual([0, 'ship']);
  });

  it('reads a move to "a" product of neither side, described or across a line break, as leaving this one', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Ledgerly Books vs Tallybook',
      '“Ledgerly’s reports were slow and the feeds broke monthly. We migrated to a plain Corvane plus our own scripts.”',
      '“Tallybook’s sync dropped twice a week for us. Personally I’ve moved on\nto a Corvane Lite and I won’t be going back.”',
    ].join('\n\n');
    const [plain, wrapped] = analyzeFile('l.txt', file).quotes;
    expect([plain.side, plain.verdict]).toEqual([0, 'skip']);
    expect([wrapped.side, wrapped.verdict]).toEqual([1, 'skip']);
  });

  it('reads "that one" as the product the sentence before named, when it names one side only', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Brightwell lid sticks after a month and the Brightwell base hums. For the same money the Tamsin boils faster and pours cleaner. Go with that one.”',
      '“The Tamsin is quick, and the Tamsin handle stays cool. Get one.”',
      '“The Brightwell has the better spout of any Brightwell yet. The Brightwell is the kettle I reach for. Buy that one.”',
    ].join('\n\n');
    const [pointed, own, same] = analyzeFile('k.txt', file).quotes;
    expect(pointed.side).toBe(0);
    expect(pointed.verdict).toBe('skip');
    expect(own.verdict).toBe('ship');
    // The one pointed at is the one reviewed: the call stands.
    expect(same.side).toBe(0);
    expect(same.verdict).toBe('ship');
  });

  it('reads "That\'s where I\'d spend mine" the same way', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Brightwell lid sticks and the Brightwell base hums. The Tamsin boils faster for about the same money. That’s where I’d spend mine.”',
      '“The Tamsin is quick, and the Tamsin handle stays cool. That’s where I’d spend mine.”',
    ].join('\n\n');
    const [pointed, own] = analyzeFile('k.txt', file).quotes;
    expect(pointed.side).toBe(0);
    expect(pointed.verdict).toBe('skip');
    expect(own.side).toBe(1);
    expect(own.verdict).toBe('ship');
  });

  it('reads "I\'d spend it there" and a bare "Pick that." as pointing at the one the sentence before named', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Brightwell lid sticks and the Brightwell base hums. For the same money the Tamsin boils faster. I’d spend it there.”',
      '“The Brightwell spout dribbles and the Brightwell dial is vague. The Tamsin just works. Pick that.”',
      '“The Tamsin is quick, and the Tamsin handle stays cool. I’d spend it there.”',
    ].join('\n\n');
    const [there, that, own] = analyzeFile('k.txt', file).quotes;
    expect([there.side, there.verdict]).toEqual([0, 'skip']);
    expect([that.side, that.verdict]).toEqual([0, 'skip']);
    expect([own.side, own.verdict]).toEqual([1, 'ship']);
  });

  it('reads "…, and that\'s where I\'d point them" as pointing at the one named before it in the sentence', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Brightwell lid sticks and the Brightwell base hums. For a first kitchen the Tamsin is the better fit, and that’s where I’d point them.”',
      '“The Tamsin is quick, and the Tamsin handle stays cool.”',
    ].join('\n\n');
    const [pointed] = analyzeFile('k.txt', file).quotes;
    expect([pointed.side, pointed.verdict]).toEqual([0, 'skip']);
  });

  it('leaves a call alone whose object is the product itself and whose name is what it replaces', async () => {
    const { analyzeFile } = await import('../../src/core');
    const file = [
      'Brightwell Kettle vs Tamsin Kettle',
      '“The Brightwell finally has a lid that seals, and the Brightwell base stays cool on any worktop. Honestly, swap your Tamsin for it.”',
      '“The Tamsin is the quiet one.”',
    ].join('\n\n');
    const [first] = analyzeFile('k.txt', file).quotes;
    expect(first.side).toBe(0);
    expect(first.verdict).toBe('ship');
  });

  it('gives the name a call trades for the one reviewed no weight as its object: “swap your X for it”', async () => {
    const { analyzeFile } = await import('../../src/core');
    const { CALL_OBJECT_WEIGHT } = await import('../../src/core/understand/attributeQuotes');
    const read = (call: string) => analyzeFile('k.txt', `Brightwell Kettle vs Tamsin Kettle\n\n“The lid seals and the base stays cool. ${call}”\n`).quotes[0].readings.mentions[1];
    expect(read('Honestly, swap your Tamsin for it.')).toBeLessThan(CALL_OBJECT_WEIGHT);
    expect(read('Honestly, trade the Tamsin in for this one.')).toBeLessThan(CALL_OBJECT_WEIGHT);
    // A guard: a name that is a skip's own object still counts as one.
    expect(read('Honestly, give the Tamsin a miss.')).toBeGreaterThanOrEqual(CALL_OBJECT_WEIGHT);
  });

  it('reads “Spend the extra.” after a sentence that names the other one as paying for that one: a skip of this one', async () => {
    const { buildCatalog } = await import('../../src/core');
    const content = 'Alpha Boot vs Beta Boot\n\n“For a bank-holiday weekend it is fine, but the narrow last and the thin footbed add up to a boot designed for the shop floor. The Beta Boot is the one that actually fits a long walk. Spend the extra.”\n\n“The Beta Boot is light, the membrane breathes, and it was comfortable from the first mile. I would buy it again.”\n';
    const catalog = buildCatalog([{ file: 'b.txt', content }]);
    const first = catalog.reviews.find((r) => r.text.startsWith('For a bank'))!;
    expect(catalog.products.find((p) => p.id === first.product)?.name).toBe('Alpha Boot');
    expect(first.verdict).toBe('skip');
    // Named after it in its own sentence, the same: "I'd spend the extra and stay at the X".
    const after = buildCatalog([{ file: 'c.txt', content: content.replace('The Beta Boot is the one that actually fits a long walk. Spend the extra.', 'It is not built for a long walk. I’d spend the extra and walk in the Beta Boot.') }]);
    const second = after.reviews.find((r) => r.text.startsWith('For a bank'))!;
    expect([after.products.find((p) => p.id === second.product)?.name, second.verdict]).toEqual(['Alpha Boot', 'skip']);
    // The name it points back at is set apart from the quote's mentions: the evidence shows no call's weight for it.
    const { explainReview } = await import('../../src/core');
    expect(explainReview(first.text, ['Alpha Boot', 'Beta Boot']).product.mentions.map((m) => m.weight)).toEqual([0.2]);
  });

  it('counts the name inside a ship’s words as a mention, not as the call’s object: “buy the X” as often recommends the other one', async () => {
    const { analyzeFile } = await import('../../src/core');
    const { CALL_OBJECT_WEIGHT } = await import('../../src/core/understand/attributeQuotes');
    const read = (call: string) => analyzeFile('k.txt', `Brightwell Kettle vs Tamsin Kettle\n\n“The lid seals and the base stays cool. ${call}”\n`).quotes[0].readings.mentions[1];
    expect(read('Honestly, get the Tamsin.')).toBeLessThan(CALL_OBJECT_WEIGHT);
    expect(read('For someone who boils twice a day, buy the Tamsin and keep the change.')).toBeLessThan(CALL_OBJECT_WEIGHT);
    // A guard: the name right before a ship's words is still their subject, and weighs as the call's object.
    expect(read('The Tamsin goes on every machine in my house.')).toBeGreaterThanOrEqual(CALL_OBJECT_WEIGHT);
  });

  it('reads “get the X and leave this one on the shelf” as a call against the one reviewed, as “don’t buy this one; buy the X”, and the one left described (“the glass jug”) the same', async () => {
    const { analyzeFile } = await import('../../src/core');
    const { CALL_OBJECT_WEIGHT } = await import('../../src/core/understand/attributeQuotes');
    for (const close of ['For a first kettle, get the Tamsin and leave this one on the shelf.', 'If you want one that lasts, get the Tamsin and leave the glass jug in the shop.']) {
      const [quote] = analyzeFile('k.txt', `Brightwell Kettle vs Tamsin Kettle\n\n“The lid hinge snaps and the base scorches. ${close}”\n`).quotes;
      // The one it turns from, never named, gets the call's weight; the Tamsin named in the call none.
      expect(quote.readings.mentions[0]).toBeGreaterThanOrEqual(CALL_OBJECT_WEIGHT);
      expect(quote.readings.mentions[1]).toBeLessThan(CALL_OBJECT_WEIGHT);
      expect([quote.side, quote.verdict]).toEqual([0, 'skip']);
    }
  });
});

describe('dropLastWords', () => {
  // The hand-written walk must give what the pattern it replaced gave, on any text and count.
  const byPattern = (text: string, count: number) => text.trimEnd().replace(new RegExp(`(?:\\S+\\s*){${count}}$`, 'u'), '');
  it('matches the pattern it replaced', () => {
    const text = fc.string({ maxLength: 40, unit: fc.constantFrom(...'ab  \t\n\u00a0.,'.split('')) });
    fc.assert(fc.property(text, fc.integer({ min: 1, max: 5 }), (t, n) => {
      expect(dropLastWords(t, n)).toBe(byPattern(t, n));
    }), { numRuns: 5_000 });
  });
  it('drops whole words from the end', () => {
    expect(dropLastWords('this earns a real ship', 2)).toBe('this earns a ');
    expect(dropLastWords('  a  ', 3)).toBe('  a');
  });
});
