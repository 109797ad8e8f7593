import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../src/core';
import { classifyVerdict } from '../../src/core/understand/classifyVerdict';
import { closingStance } from '../../src/core/understand/closingStance';
import { analyzeText } from '../../src/core/understand/text';

const read = (text: string) => classifyVerdict(analyzeText(text)).verdict;

describe('the closing stance: what the speaker did or would do', () => {
  it.each<[string, Verdict]>([
    // taking it up, in any tense and with any object
    ['The hinge creaks. We have since ordered four more for the studio.', 'ship'],
    ['Battery life is mediocre. I’d buy it again tomorrow.', 'ship'],
    ['Setup took an hour. Every new laptop in the office gets it now, and I have stopped trialling anything else.', 'ship'],
    ['The fan is loud. It is the kettle I hand every friend who moves house.', 'ship'],
    ['Fill the cart with two and thank me later.', 'none'],
    // putting it down
    ['The app nags constantly. I cancelled the subscription in March.', 'skip'],
    ['Support took a week to answer. We sold ours at a loss and switched to a rival.', 'skip'],
    ['Updates broke the sync twice. I am not touching it again.', 'skip'],
    ['The pedals squeak. I’ve stopped suggesting it to beginners.', 'skip'],
    ['It looked great in the shop. I handed it back after a week.', 'skip'],
    // the speaker inside a clause about someone else takes nothing up
    ['The 8 has been decent, and I will know more once someone I trust has lived with it for a year.', 'none'],
    ['Leave it on the shelf and buy into whatever comes next.', 'skip'],
    // the money put somewhere else, or redirected ("that money")
    ['The incentives are wrong. I’d put my two hundred pounds somewhere with better ones.', 'skip'],
    ['The centre of gravity is moving. I’d put that money into the people who run it.', 'skip'],
    ['If you’re thinking long term, put that money in a jar instead.', 'skip'],
    ['After a power cut it forgot the schedule. I took the Pro back and kept my old one, which has one switch.', 'skip'],
    ['The premium buys little. I’d hold back and buy the cheaper machine.', 'skip'],
    // one of the others, not the one reviewed
    ['The fan whines at night. Go with one of the cheaper options.', 'skip'],
    ['The fan whines at night. Choose one of the quieter models.', 'skip'],
    ['It is one of the best options around; go with it.', 'ship'],
    ['It never failed me. I still wouldn’t buy it again; I’d spend the extra on the deluxe model.', 'skip'],
    ['I wouldn’t put fifteen hundred dollars into a device whose usefulness depends on someone else.', 'skip'],
    ['The app logged me out daily. I took it down after a month.', 'skip'],
    ['The hinge is lovely. At this price I’d keep my money in my pocket.', 'skip'],
    ['It jammed every week. I’m going back to a manual one.', 'skip'],
    ['It jammed every week, and mine is going on the classifieds.', 'skip'],
    ['It is a trade of annoyances, and I can’t honestly pick for you.', 'none'],
    ['Two-strokes are fading. Put the money into a cordless tool and let the gas models ride out their decade.', 'skip'],
    ['It starts every time. Put the money into it.', 'ship'],
    // a refusal before the speaker turns the verb round
    ['The battery died twice. Not a chance I’d buy one again.', 'skip'],
    ['No way we would order another.', 'skip'],
    // a verb as common as "take" is a stance only with the thing as its object
    ['If I had the choice again, I’d take this one.', 'ship'],
    ['The lid rattles. I took notes for a week.', 'none'],
    ['The maps are thin. I went with this one anyway.', 'ship'],
    ['The maps are thin. I went to the shop.', 'none'],
    ['I leased one for three years, and at the end I handed the keys back.', 'skip'],
    ['Look, the battery is fine.', 'none'],
    // spending one's money, not one's time; the thing staying put
    ['Paying full price is paying for the badge. I wouldn’t spend my money on the top trim.', 'skip'],
    ['The app is clunky. I spent a week testing it.', 'none'],
    ['It is one of the rare upsells worth taking. I’d spend the extra forty.', 'ship'],
    ['The hotend is proprietary. I’d steer anyone who asks toward something more open.', 'skip'],
    ['The moat is thin. I’d keep a large company’s budget well away from it.', 'skip'],
    ['I’d call it promising rather than proven, and I’ll leave the decision to you.', 'none'],
    ['Good brand, unknown business; I’ll keep my opinion to myself on this one.', 'none'],
    ['After eight weeks of cooking from it I’ve paused the subscription.', 'skip'],
    ['It’s not where I’d put my learning hours.', 'skip'],
    ['Under 900 grams is remarkable, but I won’t be carrying it again.', 'skip'],
    ['The colours don’t match. I’ve moved to a different platform and I don’t miss it.', 'skip'],
    ['They’re my daily pair, and I’ve just ordered the next one in a different colour.', 'ship'],
    ['It goes in every bag I pack.', 'ship'],
    ['Footage stays local. I’d fit another one tomorrow.', 'ship'],
    ['The margins show it. I wouldn’t spend on it.', 'skip'],
    ['I returned mine, and I’d tell anyone with trees to do the same.', 'skip'],
    ['Three months in I’ve stopped thinking about my phone plan at all.', 'none'],
    ['My savings have sat there since 2011 and they aren’t leaving; the account isn’t going anywhere.', 'ship'],
    // doing it again repeats what was done
    ['I moved my savings out last spring, and I’d do it again.', 'skip'],
    ['I bought two, and I’d do it again.', 'ship'],
    // going back to what one had, or the thing put away or up for sale
    ['Typing felt mushy. I’ve gone back to my old board.', 'skip'],
    ['The second one gathers dust in a cupboard.', 'skip'],
    ['It rides well, but it gets listed for sale next week.', 'skip'],
    // leaving one's other ones is keeping this one; keeping one's other one is leaving it
    ['Two weeks in, we cancelled our other subscriptions and nobody missed them.', 'ship'],
    ['I returned it and kept my other one.', 'skip'],
    // what the verb takes ends where a clause of its own begins ("when the alternatives …" is not its object)
    ['It is a lovely object. I just would not put my own money into one when the alternatives are this close.', 'skip'],
    // taking up something else is leaving this one
    ['The maps are thin. I bought a different brand instead.', 'skip'],
    // the thing's own fate, with the thing as the subject
    ['The lid rattles. This one stays on my desk.', 'ship'],
    ['The strap frays. It is coming with me on every trip this year.', 'ship'],
    // a closing judgement and nothing else
    ['Zero complaints in three years. Brilliant pack.', 'ship'],
    ['Great little mower.', 'ship'],
    ['Superb bit of kit.', 'ship'],
    ['Dreadful kettle.', 'skip'],
    ['Lovely machine, shame about the noise.', 'none'],
    ['Fine. It goes in.', 'ship'],
    ['They get used almost daily. Mine aren’t going anywhere.', 'ship'],
    // "came" is the past of coming with: kept, as "coming with" is.
    ['The lid sticks. It came with us on every trip this summer.', 'ship'],
    ['The app kept logging me out. It went back to the store on day nine.', 'skip'],
    ['Mine has been demoted to the spare room.', 'skip'],
    // a choice the speaker would make, and pointing people at it or away
    ['If I were kitting out a new office, it would be this one.', 'ship'],
    ['If I had to pick a bank today, theirs wouldn’t be it.', 'skip'],
    ['I would send every new cyclist straight to it.', 'ship'],
    ['For people who hate menus, look at something simpler.', 'skip'],
    // no stance: declining to decide, asking, a condition with an alternative, an object that is not the thing
    ['The lens is sharp. Whether I would buy it again is another matter.', 'none'],
    ['Good value, weak software, and I am torn; I’ll keep using both for now.', 'none'],
    ['Would I buy it again?', 'none'],
    ['Buy it if you travel; otherwise the smaller one is fine.', 'none'],
    ['Prices could go either way, and I’m not picking a side.', 'none'],
    ['I will leave the call to you.', 'none'],
    ['The margins are thin. I’m watching, not buying.', 'none'],
    ['Until the winter numbers are in, I am holding off on a verdict.', 'none'],
    // advice to anyone in the reader's place, with a modal of advice; a description is no advice
    ['The trays are flimsy. Anyone kitting out a first bakery should choose this one.', 'ship'],
    ['The docs are thin, but most teams ought to start here.', 'ship'],
    ['The dial is stiff at first. You get used to it.', 'none'],
    // verbs of taking up that need the thing, or a price, as their object
    ['The bezel is plastic. I’d get on it before the price goes up.', 'ship'],
    // (no taking-up of a refund: since the thirty-ninth session a refund taken is a skip row of the table)
    ['The bezel cracked. I got a refund.', 'skip'],
    ['It is pricier. Pay the difference.', 'ship'],
    ['Half my friends asked about it. Open one this week.', 'ship'],
    ['My nephew would love it. I’d wrap one up for his birthday.', 'ship'],
    ['Setup is a weekend. I’d commit now rather than wait for the sequel.', 'ship'],
    ['Nothing about it is new. I walked straight past it at the show.', 'skip'],
    ['When people ask, I tell them not to bother with it.', 'skip'],
    ['If you run a book club, download it tonight.', 'ship'],
    // a kind chosen by what it has is another one; a contract with them is not a kind
    ['For most riders I’d choose a frame with a lower step.', 'skip'],
    ['The renewal terms are harsh. I wouldn’t sign a two-year contract with them.', 'skip'],
    // the object is in the verb's own clause
    ['Buy the smaller one and let someone else pay for the extras.', 'ship'],
    ['Their margins are fat. I’d keep my budget with someone cheaper.', 'skip'],
    // stopping a task is not leaving the thing; stopping recommending it is
    ['Stop writing invoices by hand and use it.', 'ship'],
    // a hyphenated task too (sixty-sixth session)
    ['If the kids are small, I’d take it home and stop test-driving.', 'ship'],
    ['Support vanished last year. I’ve stopped recommending the bigger model to clients.', 'skip'],
    // back on one's old one; a common verb with the thing as its whole object; money held back
    ['The pairing failed daily. I’m back on my old router.', 'skip'],
    ['It survived a winter outdoors. Fit it on every van you run.', 'ship'],
    ['A better one is a year away. Hold your money until then.', 'skip'],
    // telling anyone to take it up; a kind of it named as "the … one"; setting it up; money put towards another
    ['Hay fever is brutal here. I’d tell anyone who sneezes all summer to grab one.', 'ship'],
    ['The mini is cute, but for a classroom, get the full-size one.', 'ship'],
    ['If your chore is sending files, set it up this afternoon.', 'ship'],
    ['If you’re buying now, I’d put the money toward the rival or something newer.', 'skip'],
    ['The margins show it. I’d spend that money on a babysitter instead.', 'skip'],
    ['As the one who signs the order, I’d decline the add-on.', 'skip'],
    // once another one is chosen, "it" is that one
    ['For a team of beginners, I’d pick something friendlier and pay for it.', 'skip'],
    ['I took it back and bought it again in blue.', 'ship'],
    // declining to tell anyone either way
    ['I can’t call it, so I’m not telling anyone to switch or to stay.', 'none'],
    // only the closing sentence speaks, and only when no expression did
    ['I bought one in May. The screen scratches easily and the case is thin.', 'none'],
  ])('%s → %s', (text, verdict) => {
    expect(read(text)).toBe(verdict);
  });

  // The thirty-sixth session's stances, one table per class.
  const SESSION_36: Record<string, [string, Verdict][]> = {
    'an eye kept, a thing got done, the old provider cancelled, a thing put back on the shelf': [
      ['Zoombombing made the news. I just keep a close eye on the admin settings.', 'none'],
      ['The docs point at three SDKs. We got it shipped eventually.', 'none'],
      ['The docs point at three SDKs. We got it working in a week and got one for the office too.', 'ship'],
      ['By Sunday lunch everything was live and I’d cancelled the old host.', 'ship'],
      ['By Sunday lunch I’d cancelled the plan.', 'skip'],
      ['The big red drill is overkill for shelves. I told her to put it back on the shelf.', 'skip'],
      ['The grinder went missing for a week. I put it back on the counter the day it turned up.', 'ship'],
    ],
    'the difference paid for another is money put elsewhere': [
      ['The memory is soldered. After two weeks of that I paid the difference for its bigger sibling.', 'skip'],
      ['The plastics stay damp. After a month of it we paid the difference and swapped it for the model up.', 'skip'],
      ['Eight months in and I’d pay the difference again tomorrow.', 'ship'],
    ],
    'a verb of the third person opening a clause has someone else as its subject': [
      // the speaker's own verbs after "and" are still the speaker's
      ['I tried it for a month and bought another for the cabin.', 'ship'],
      ['I tried it for a month and returned it.', 'skip'],
    ],
  };
  const SESSION_37: Record<string, [string, Verdict][]> = {
    'money kept from another of a name is kept from that one again': [
      ['The burrs wore out in a year, and I wouldn’t put my own cash into another Acme.', 'skip'],
      ['The burrs lasted ten years, and I’d put my own cash into another Acme.', 'ship'],
      ['The burrs wore out, and I’d put my money into another brand.', 'skip'],
    ],
    'the reader steered toward a cheaper one of the kind': [
      ['I’d steer them toward two cheaper tools.', 'skip'],
      ['I’d steer them toward it.', 'ship'],
    ],
    'the amount or the receipt looked at or kept is not the thing': [
      ['I didn’t even look at the amount.', 'none'],
      ['I kept the receipt.', 'none'],
    ],
    'the new one listed for sale': [
      ['It isn’t a better bike for how I ride, so the new one is listed for sale and the old one stays.', 'skip'],
    ],
    'a stance after "but", in a sentence opening on a condition that set its first call aside': [
      ['If I absolutely had to have one I’d lease it, but honestly, I’d put the money into something that holds its value.', 'skip'],
      ['If I had to have one I’d lease it, but if you can, buy the dearer one.', 'none'],
      ['On a desktop it’s the best tool I use, but on a laptop I’d put the money into something lighter.', 'skip'],
    ],
  };
  for (const [title, cases] of Object.entries(SESSION_37)) {
    it.each(cases)(`${title}: %s → %s`, (text, verdict) => {
      expect(read(text)).toBe(verdict);
    });
  }

  it('takes no stance from a verb of the third person opening a clause (the word profile, asked when no stance is taken, may still call)', () => {
    expect(closingStance('These days the car goes to the independent shop, where Dave takes an hour and gets it right.')).toBeNull();
  });

  for (const [title, cases] of Object.entries(SESSION_36)) {
    it.each(cases)(`${title}: %s → %s`, (text, verdict) => {
      expect(read(text)).toBe(verdict);
    });
  }

  it.each<[string, Verdict]>([
    ['The grinder is loud. Would I put my own money down? I already have.', 'ship'],
    ['Would I recommend it to a beginner? Never.', 'skip'],
    ['Would I buy one? Yes, twice over.', 'ship'],
    ['Is it worth it? Hard to say.', 'none'],
    ['Would I buy one? Maybe next year.', 'none'],
    ['Would I order it again? Without blinking.', 'ship'],
  ])('a question the speaker answers is the call it asks about: %s → %s', (text, verdict) => {
    expect(read(text)).toBe(verdict);
  });

  it.each<[string, Verdict]>([
    // the reader sent to another one: instead, rather than this, past it, to a rival, there
    ['The dial feels cheap. Anyone who bakes every week should hold out for the steel model instead.', 'skip'],
    ['The lid warps in the dishwasher. Put your forty dollars toward one of the glass ones instead.', 'skip'],
    ['The lid warps on the old model. Buy this one instead.', 'ship'],
    ['For a first tent I would rather hand them a dome from the camping shop than this.', 'skip'],
    ['The grinder next to it costs the same and holds more. Spend it there.', 'skip'],
    ['It rattles on rough roads. For a long commute, keep walking past this one.', 'skip'],
    ['It rattles on rough roads. I would keep looking past it.', 'skip'],
    ['It rattles on rough roads. Honestly, I would take the money to a rival.', 'skip'],
    ['The app crashes weekly. Next time I would go for something sturdier.', 'skip'],
    ['The app crashes weekly. At full price I would rather put the money into a model with two fans.', 'skip'],
    ['It is lovely to paddle. For a nervous beginner, this one is not their boat.', 'skip'],
    // and the same one again, or what the speaker would hand a newcomer
    ['The seals are tired but it still works. If it broke tonight I would replace it with another one.', 'ship'],
    ['Parts are sold separately. This is the mixer I would buy for anyone starting out.', 'ship'],
    ['Lessons are short and fun. Download the free version and see for yourself.', 'ship'],
    ['The support is slow. I would keep paying.', 'ship'],
    ['The shop stocks it everywhere. I would put my money there every time.', 'ship'],
    ['Most of my friends are happier with the smaller grinder, and I steer them that way rather than towards this one.', 'skip'],
    ['The straps fray by spring. I am not reaching for this one again.', 'skip'],
    ['The lid is ugly. It’s staying, and I’ve stopped apologising for it.', 'ship'],
    ['The pump is loud. Mine went back the week after I moved it to the bedroom.', 'skip'],
    ['The straps are padded. I would put my money into a pair.', 'ship'],
    ['The soles wore through by March. Mine are sitting on the used rack at the shop now.', 'skip'],
    ['The app is plain. This kit is staying.', 'ship'],
    ['My old wheels sit in the garage most weeks now; this pair is staying on the bike.', 'ship'],
    ['The fan is loud. This price is staying high.', 'none'],
    ['If you never travel, buy it; if you do, don’t. That call stays with you.', 'none'],
    ['Beginners outgrow it in a season; I would rather they spent the extra twenty dollars once on something sturdier.', 'skip'],
    ['The lid sticks and the app nags. It is off my list.', 'skip'],
    ['At renewal we are moving the team to the service we already pay for.', 'skip'],
    ['Anyone who asks me for a first tent gets pointed at this one.', 'ship'],
    ['The zip has survived six winters. When it finally dies, it is getting replaced with another of the same.', 'ship'],
    ['If you want a kettle that will still work in ten years, that is the pick.', 'ship'],
    ['For a daily rider, I would put the Brisk Commuter ahead of anything else at the price.', 'ship'],
    ['It suits tea drinkers; for pour-over it is the wrong tool. Depends which of those you are.', 'none'],
    ['I am not saying drop it and I am not saying go all in; I would leave the decision until the next release.', 'none'],
  ])('the alternative or the same one again: %s → %s', (text, verdict) => {
    expect(read(text)).toBe(verdict);
  });

  it('keeps the words that made the stance', () => {
    expect(closingStance('We have since ordered four more for the studio.')).toEqual({ verdict: 'ship', expression: 'We have since ordered' });
  });

  it('takes back an earlier call when the closing sentence declines to make one', () => {
    expect(read('Skip the setup wizard and buy it. Whether it suits you depends on how you shoot.')).toBe('none');
    expect(read('It depends on your kitchen. Buy it.')).toBe('ship');
  });

  it('reads a closing “No regrets.” as content with the move told before it, which may be away from this one', () => {
    expect(read('The fan rattled from day one. It went back to the shop, and we bought the cheaper model with the refund. No regrets.')).toBe('skip');
    expect(read('The old one died in March, so we bought this one. No regrets.')).toBe('ship');
    expect(read('Mine went back within the month. Never looked back.')).toBe('skip');
    expect(read('We cancelled it in March and moved to a rival. Don’t regret it.')).toBe('skip');
    expect(read('We switched the whole team to it in March. Don’t regret it.')).toBe('ship');
  });

  it('reads what the speaker takes up after the thing itself went back as the alternative', () => {
    expect(read('The lid cracked. After a week it went back to the store, and we bought the steel one with the refund.')).toBe('skip');
  });

  it('reads a move back to the old provider, or on to another provider, as leaving; this one backed over the rest as taking it', () => {
    expect(read('Support never improved. We moved the two remaining seats back to our old provider.')).toBe('skip');
    expect(read('The invoices kept arriving late. We chose not to renew and moved to a cheaper provider.')).toBe('skip');
    expect(read('It is heavy and plain. I’d back it over anything else at the price.')).toBe('ship');
    // This one named by what it is, backed over the rest (sixty-fifth session); another one over this is still leaving.
    expect(read('Margins have held through the slump. I’d back that maker over the competition any day.')).toBe('ship');
    expect(read('The motor whines. I’d buy the cheaper one over this.')).toBe('skip');
  });

  it('reads the rival taken up and a return to a named one as leaving; reached for over anything else, or bet on with the speaker’s own money, as kept (sixty-sixth session)', () => {
    // The rival taken up, by whatever it is called.
    expect(read('Given the choice, I’d send a new runner toward the lighter rival.')).toBe('skip');
    // Back on a named one after trying this one: this one left.
    expect(read('We ran it for a whole term and were back on Ostra by spring.')).toBe('skip');
    // Reached for more than anything else is this one kept; the speaker's own money on a name is a bet on it, the
    // budget put into another is not.
    expect(read('It lives on the hob now, because I reach for it more than anything else I own.')).toBe('ship');
    expect(read('Over the long run the direct model wins, and I’d put my own money on an Ostra.')).toBe('ship');
    expect(read('If bread is the business, put the money into a Tarn deck and keep a cheap box for pastries.')).toBe('skip');
  });

  it('reads anyone else, the alternatives, or another of the kind taken up as leaving this one (sixty-fifth session)', () => {
    expect(read('The delays piled up. I’ve started booking with anyone else.')).toBe('skip');
    expect(read('The fees creep up every year. I’d look at the alternatives before signing.')).toBe('skip');
    expect(read('The kids were bored by day three. I’d steer families to another line.')).toBe('skip');
    // Not a taking up of anyone "after" something: "point anyone after X straight at it" is this one.
    expect(read('It is run carefully. I’d point anyone after a plan that lasts straight at it.')).toBe('ship');
  });

  it('reads where a thing lives now as kept, unless that place is a shelf or drawer', () => {
    expect(read('The strap frayed once and was replaced free. These days it lives in the car and comes on every trip.')).toBe('ship');
    expect(read('The strap frayed twice. It now lives in a drawer.')).toBe('skip');
  });

  it('reads a thing left out on the curb as let go', () => {
    expect(read('The hinge snapped twice. Mine is out on the curb now.')).toBe('skip');
  });

  it('reads a thing that goes with the speaker, or stays right where it is, as kept; a fate denied, or "a" thing rather bought, as left', () => {
    expect(read('The strap is stiff at first. It goes with me on every climb now.')).toBe('ship');
    expect(read('The grinder is noisy, but mine is staying right where it is.')).toBe('ship');
    expect(read('Each spring I compare prices and end up leaving everything right where it is.')).toBe('ship');
    expect(read('The charger comes off the wall when we sell the house, and it isn’t coming with us.')).toBe('skip');
    expect(read('The pods cost a fortune. For that money I’d rather buy a clay pot and a desk lamp.')).toBe('skip');
  });

  it('reads the old one shelved, after the thing itself was told of, as this one kept', () => {
    expect(read('The blade stays sharp. It hangs by the stove now, and the old set sits in a box in the garage.')).toBe('ship');
    expect(read('The blade dulled in a month. It sits in a box in the garage.')).toBe('skip');
  });

  it('reads a subscription let lapse as left, and what the speaker took up after it as the alternative', () => {
    expect(read('The export was clumsy. At renewal we let it lapse.')).toBe('skip');
    expect(read('The export was clumsy. At renewal we let the plan lapse and started on the cheaper tier of its rival.')).toBe('skip');
    expect(read('The export was clumsy. I let my membership run out and bought a plain notebook.')).toBe('skip');
  });

  it('reads the thing replaced by something else as left, and by another of the same as kept', () => {
    expect(read('The lid warped in a month. I replaced it with something smaller.')).toBe('skip');
    expect(read('The lid warped in a month. We replaced it with a sturdier one.')).toBe('skip');
    expect(read('It took ten years of abuse. If it died, I’d replace it with another one.')).toBe('ship');
  });

  it('keeps the name the speaker took up in the expression, unless the name is what the thing is preferred to', () => {
    expect(closingStance('For a pure beginner I’d look at the Brightline first.')?.expression).toBe('I’d look at the Brightline first.'.replace(/\.$/u, ''));
    expect(closingStance('As a business, I’d back it over Halden’s model any day.')?.expression).toBe('I’d back');
    expect(closingStance('I’d look at it first.')?.expression).toBe('I’d look');
  });

  it('reads what the speaker bought after putting the thing itself down as the alternative, and a “no regrets” on that move as its call', () => {
    expect(closingStance('I returned it and bought a plain paper notebook.')?.verdict).toBe('skip');
    expect(closingStance('I cancelled the gym and bought this.')?.verdict).toBe('ship');
    expect(read('The lock-in wore me down. I returned it and bought a Quillpad, no regrets.')).toBe('skip');
    expect(read('The lock-in never bothered me. We bought it at launch, no regrets.')).toBe('ship');
  });

  it('reads a polite refusal as one, and leaving the forecasting to others as no stance', () => {
    expect(read('If someone offered me a stake, I’d politely decline.')).toBe('skip');
    expect(read('A sturdy niche business. I’d leave the forecasting to braver people.')).toBe('none');
  });

  it('reads going with something the speaker describes as going elsewhere, and going with it over anything as taking it', () => {
    expect(read('The cells are an unknown. I’d spend the extra and go with something I trust more.')).toBe('skip');
    expect(closingStance('We went with something we could fix ourselves.')?.verdict).toBe('skip');
    expect(closingStance('For a first camera, I’d go with it over anything else.')?.verdict).toBe('ship');
  });

  it('never overrides a skip of the table, nor speaks where a hedge did', () => {
    expect(read('Stay away. I bought two anyway.')).toBe('skip');
    expect(read('Too early to call; I bought one to find out.')).toBe('none');
  });

  it('overrides an earlier ship of the table when the closing sentence leaves the thing (praise, then no)', () => {
    expect(read('The first month it was worth every penny. Then the grounds clumped in the chute. Mine is on eBay; I’ve gone back to a hand grinder.')).toBe('skip');
    expect(read('It is worth every penny on paper. We returned it after a week.')).toBe('skip');
    // a closing sentence with no stance, or one that keeps it, leaves the ship standing
    expect(read('It is worth every penny. The hum took some getting used to.')).toBe('ship');
    expect(read('It is worth every penny. I’ve stopped noticing the hum.')).toBe('ship');
  });
});
