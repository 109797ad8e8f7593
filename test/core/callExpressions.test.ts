import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../src/core';
import { CALL_EXPRESSIONS } from '../../src/core/understand/callExpressions';
import { classifyVerdict } from '../../src/core/understand/classifyVerdict';
import { analyzeText } from '../../src/core/understand/text';

const read = (text: string) => classifyVerdict(analyzeText(text));

/** One scope rule at a time, each shown on several rows of the table: the rules are not per idiom. */
const RULES: Record<string, [string, Verdict][]> = {
  'a row is a call as it stands': [
    ['The blender is loud. Highly recommended.', 'ship'],
    ['For anyone who bakes every weekend, it is a no-brainer.', 'ship'],
    ['Stay away.', 'skip'],
    ['Honestly? Not worth the money.', 'skip'],
    ['Two thumbs up from our whole office.', 'ship'],
    ['I’d steer well clear.', 'skip'],
    ['Give this one a miss.', 'skip'],
    ['It is worth every penny.', 'ship'],
    ['Count me out.', 'skip'],
    ['We are migrating the whole fleet over to it.', 'ship'],
    ['I’d stay out of it.', 'skip'],
    ['I’d let this model year go by and see what follows.', 'skip'],
    ['We have paid for it every month since.', 'ship'],
    ['It went straight onto our approved list.', 'ship'],
    ['For my money, that’s a pass.', 'skip'],
    ['Use the free tier and ignore the upsell; I’d open an account there tomorrow.', 'ship'],
    ['If you live in airports, this is the pair to get.', 'ship'],
    ['That person could do a lot worse than ordering one today.', 'ship'],
    ['I’ve talked four friends into switching.', 'ship'],
    ['There are better homes for your money right now.', 'skip'],
    ['Buying one means signing up for that annuity, and I’d rather not.', 'skip'],
    ['Unless someone on your team owns it as their job, steer clear.', 'skip'],
    ['This is the platform I’d bet on for the next decade.', 'ship'],
    ['For a team site that several people will own over the years, I’ve stopped suggesting it.', 'skip'],
    ['The audit logs are buried, and I wouldn’t roll it out again.', 'skip'],
    ['Not at that price, and not with that firmware.', 'skip'],
    ['Tutors get you further for less. I’d skip the subscription.', 'skip'],
    ['For that person, book the trial today.', 'ship'],
    ['Not worth the gamble, to my mind.', 'skip'],
    ['I’d keep my money.', 'skip'],
    ['If that’s you, it’s worth every cent.', 'ship'],
    ['For external calls it’s still my default, and it should be yours.', 'ship'],
    ['I’d tell anyone to make the same switch.', 'ship'],
    ['If I had to put money into one budget brand, this is the one I’d pick.', 'ship'],
    ['With two players, probably; at four, less sure. Take that however you like.', 'none'],
    ['If that sleeper is you, go for it.', 'ship'],
    ['It’s worth a look, depending on how many plates you fill.', 'none'],
    ['On value for money, it earns the spend.', 'ship'],
    ['I’d sit this generation out.', 'skip'],
    ['For new jobs, it’s the one I spec.', 'ship'],
    ['Any studio shooter should switch.', 'ship'],
    ['Nobody should subscribe.', 'skip'],
    ['Subscribe; you’ll run out of evenings first.', 'ship'],
    ['I don’t see a moat, and I wouldn’t pay for it.', 'skip'],
    ['I’d save my money.', 'skip'],
    ['I keep using it. Whether you should start on it today is a question I’m leaving alone.', 'none'],
    ['For anyone who edits video, keep looking.', 'skip'],
    ['Point your repo at it.', 'ship'],
    ['Get him one.', 'ship'],
    // into someone's hands or home, effort put there, a membership paid for
    ['Give it to the nephew who wants to learn.', 'ship'],
    ['Put it in a first-timer’s hands.', 'ship'],
    ['For a flat with one sunny room, it’s the one I’d bring home.', 'ship'],
    ['Put your effort there.', 'ship'],
    ['For a beginner, I’d pay for the cheapest plan.', 'ship'],
    ['Is it loud? Yes, and the lid rattles.', 'none'],
    // one's own subscription ended, others talked out of it, never again, a simpler thing
    ['I cancelled my annual renewal in March.', 'skip'],
    ['As a first kettle, I’d talk anyone out of it.', 'skip'],
    ['Not on my counters again.', 'skip'],
    ['It is far too much machine. Go simpler.', 'skip'],
    ['Spend your money elsewhere. The bigger one is what happens when marketing wins.', 'skip'],
    ['I’d keep my wallet shut on the firmer one.', 'skip'],
    ['Save yourself the twelve hundred dollars.', 'skip'],
    ['Honestly, we will not bother with it again.', 'skip'],
    ['Get him the regular one and don’t look back.', 'ship'],
    ['If that’s what you need, I wouldn’t look any further.', 'ship'],
    ['It came off after a year. Never again on my door.', 'skip'],
    ['Save up for the bigger one. This one isn’t it.', 'skip'],
    ['Wait for a promotion and pick it up; at that price it’s a sound purchase.', 'ship'],
    ['I wouldn’t tie a growing business to it.', 'skip'],
    ['Keep the books somewhere whose business depends on spreadsheets.', 'skip'],
    ['Anyone asking me which to set up gets pointed away from this one.', 'skip'],
    ['Keep the difference and go cheaper.', 'skip'],
    ['Put the difference in the college fund.', 'skip'],
    ['We returned ours after ten days.', 'skip'],
    ['I’ve deleted it, and it’s not coming back.', 'skip'],
    ['I’m telling friends to keep their money in their pockets.', 'skip'],
    ['Or buy a kamado and learn charcoal. Not this one.', 'skip'],
    ['For my money the expensive one isn’t worth the outlay.', 'skip'],
    ['Put them on the headset everyone is building for. That’s this one.', 'ship'],
    ['For an older rider, that’s the one to install.', 'ship'],
    ['I’m making it my default for the next few years.', 'ship'],
    ['It’s exactly right for him — go get one.', 'ship'],
    ['Still, it’s the thing I’d buy again without a second thought.', 'ship'],
    ['Three years in, I’d open another one tomorrow.', 'ship'],
    ['If that sounds like your household, put a deposit down.', 'ship'],
    ['I wouldn’t tie myself to this one for the next decade.', 'skip'],
    ['Nice product, thin moat, and not a company I’d want equity in.', 'skip'],
    ['It is where the category is going, and I’m happy to be on board early.', 'ship'],
    ['I love it and swear at it in equal measure, so don’t read this as a yes or a no.', 'none'],
    ['For beginners it’s the wrong first camera, and I tell them so.', 'skip'],
    ['If that’s your team, start here and don’t overthink it.', 'ship'],
    ['Not one I’d hand to a new hire.', 'skip'],
    ['It rides beautifully, but I’m done owning one.', 'skip'],
    // what the speaker tells people, a used one, a list or registry, money sunk or kept out, "not for us"
    ['When a neighbour asks what to buy, this is what I tell them.', 'ship'],
    ['What I tell people is to wait.', 'skip'],
    ['Pick up a refurbished one and thank me later.', 'ship'],
    ['Put it on your shortlist and be done.', 'ship'],
    ['I wouldn’t put the Widget on my registry.', 'skip'],
    ['I wouldn’t sink money into it.', 'skip'],
    ['I’d keep my money out of this one.', 'skip'],
    ['Fine hardware, but not for us.', 'skip'],
    ['At list price I’d pass on paying for it.', 'skip'],
  ],
  // More of the speaker's own words: time well spent, the same call again, a first pick, money placed, approval
  // given, "not this", a platform planned around it, a no from me even in a modal clause; holding off on a call,
  // "it hinges on", "I can't pick for you" decide nothing.
  ownWords: [
    ['Worth every minute of the install.', 'ship'],
    ['For a reader who is already hooked, the money is well spent.', 'ship'],
    ['I’d make the same call again tomorrow.', 'ship'],
    ['For an internal site, it’s my first pick every time.', 'ship'],
    ['My money is on the Widget here.', 'ship'],
    ['For a shop already on that cloud it’s the obvious purchase, and I’d approve it without a second meeting.', 'ship'],
    ['Six months in, I’d tell a peer to go ahead.', 'ship'],
    ['Small teams should use the hosted version or something else; not this.', 'skip'],
    ['For a new stack I’d start with Zeta and a broader backend, not this.', 'skip'],
    ['I wouldn’t plan a platform around it.', 'skip'],
    ['Renewals would be a no from me.', 'skip'],
    ['It would be a good fit for some.', 'none'],
    ['For a codebase like ours, leave it alone for another year.', 'skip'],
    ['My advice to newcomers is to not start here.', 'skip'],
    ['Interesting business, unclear outcome; I’ll hold off on a call.', 'none'],
    ['I’d hold off.', 'skip'],
    ['I’d push you neither toward it nor away; it hinges on what is on your nightstand.', 'none'],
  ],
  // Advice in other frames: an imperative "tell X to", people who "should", a subject-less "would", being
  // comfortable putting money behind it; and "No." as a word, not "number", before a new sentence.
  otherFrames: [
    ['Tell your neighbour to get one.', 'ship'],
    ['Most parents I know should skip it.', 'skip'],
    ['The app should skip the intro.', 'none'],
    ['Would recommend.', 'ship'],
    ['I’m comfortable putting money behind these.', 'ship'],
    ['I ran out of reasons to say no. Get one.', 'ship'],
    ['It was No. 5 on the list.', 'none'],
    ['I’d pass on signing up for the long haul.', 'skip'],
    ['Unless you are tied to its extras, take the renewal as your cue to leave.', 'skip'],
    ['I wouldn’t lock into a three-year deal with them at this point.', 'skip'],
    ['I don’t know enough about their numbers to say which, and the bump is obviously worth it to some.', 'none'],
  ],
  // The one, named as the speaker's: "this is the one", "the helmet to get", "the one I'd have"; a name put behind
  // it; swapping to it, staying on it; "don't do it"; "this year" is a time, not the thing.
  theOne: [
    ['For anyone buying for their parents, this is the one.', 'ship'],
    ['That is the one thing I hate.', 'none'],
    ['If you ski off-piste at all, this is the helmet to get.', 'ship'],
    ['If you’ve got the cash, it’s the one I’d have in my own shed.', 'ship'],
    ['I’m comfortable putting my name behind it.', 'ship'],
    ['I’d be comfortable owning a piece of it.', 'ship'],
    ['Swap your old page for it; nobody here wants to go back.', 'ship'],
    ['Stay on it.', 'ship'],
    ['I’m positive on it.', 'ship'],
    ['Unless you have ground-floor storage of your own, don’t do it.', 'skip'],
    ['I do it every morning.', 'none'],
    ['Pass on it, and put the migration on this year’s plan rather than next year’s.', 'skip'],
    ['Model the costs before you sign; that’s all I’ll commit to.', 'none'],
    ['If your life fits on a longtail, get this one.', 'ship'],
  ],
  // A reason to decide against it, denied, is the call the other way; "to buy it or avoid it" decides nothing.
  noReason: [
    ['I couldn’t find a reason to talk anyone out of it.', 'ship'],
    ['I see no reason to wait.', 'ship'],
    ['There’s no reason to buy this one.', 'skip'],
    ['Here is a reason to avoid it: the hinge.', 'none'],
    ['Nothing in the spec sheet tells me to buy it or avoid it.', 'none'],
  ],
  // A negative imperative opens its clause as a lead row; a lead row away from the head of its clause is other
  // words, and leaves the closing sentence to the speaker's stance.
  leadRows: [
    ['Don’t buy this one for gaming.', 'skip'],
    ['It’s going back, and I’m saving for something simpler.', 'skip'],
    ['Most owners get it within a week.', 'none'],
  ],
  // "Wouldn't hesitate to" is readiness, not negation; "… or not" leaves the call open.
  hesitationAndOrNot: [
    ['I wouldn’t hesitate to recommend it to a first-time buyer.', 'ship'],
    ['I wouldn’t hesitate to buy them again tomorrow.', 'ship'],
    ['I hesitated to recommend it.', 'none'],
    ['I won’t tell you to buy it or not; the rest is taste.', 'none'],
  ],
  "a speaker's own standing or commitment is a call": [
    ['For the money, it is the one I’d pay for myself.', 'ship'],
    ['It’s the one I tell friends to download before a move abroad.', 'ship'],
    ['For a curious kid, yes, wholeheartedly.', 'ship'],
    ['That’s the smart play, and I’d take the deal.', 'ship'],
    ['For an app team shipping every two weeks, it’s the pick I’d make.', 'ship'],
    ['It’s the rare gear purchase I’d make again without a second thought.', 'ship'],
    ['For under three hundred dollars, rig one and go fishing.', 'ship'],
    ['For privacy on the road, pack it.', 'ship'],
    ['If your mum already shops there, stop deliberating and get her this.', 'ship'],
    ['I’ve stopped putting clients on Acme Payroll.', 'skip'],
    ['For that startup, my answer is no.', 'skip'],
    ['After a month of daily use, it has my vote.', 'ship'],
    ['I started a cynic and ended up a convert.', 'ship'],
    ['Count me among its fans.', 'ship'],
    ['We have ported every service over.', 'ship'],
    ['I am keeping it.', 'ship'],
    ['I would happily own a stake in this.', 'ship'],
    ['Order it with confidence.', 'ship'],
    ['I would tell my friends to go for it.', 'ship'],
    ['Pretty hardware, but no money from me.', 'skip'],
    ['Honestly, I wouldn’t bother.', 'skip'],
    ['I would spend the money somewhere else.', 'skip'],
    ['Ask me again next spring.', 'none'],
    ['Whether it holds up is an open question.', 'none'],
  ],
  'negation turns the call around': [
    ['I wouldn’t recommend it to a beginner.', 'skip'],
    ['I would not touch it.', 'skip'],
    ['You won’t regret it.', 'ship'],
    ['I wouldn’t put our payroll on it.', 'skip'],
    ['Save your back; don’t bring it home.', 'skip'],
    ['I wouldn’t spend it on this one.', 'skip'],
    ['For anything bigger I’d avoid building on it.', 'skip'],
    ['It is not for me.', 'skip'],
  ],
  'emphasis is not negation': [
    ['I can’t recommend this mixer enough.', 'ship'],
    ['I couldn’t recommend it more.', 'ship'],
  ],
  'negation with "yet" or "quite" is no call yet': [
    ['I can’t recommend it yet.', 'none'],
    ['It is not quite worth the upgrade.', 'none'],
  ],
  'a condition makes it no call': [
    ['Only if you already own the lenses, get one.', 'none'],
    ['If your commute has stairs, buy it; if not, the cheaper model is fine.', 'none'],
    ['Worth it as long as the firmware keeps coming.', 'none'],
    ['Get it, even if the battery is small.', 'ship'],
  ],
  'a hedge makes it no call': [
    ['Too early to call.', 'none'],
    ['I’m undecided, so no thumbs up yet.', 'none'],
    ['Check back after the next firmware; for now it is worth a look.', 'none'],
    ['Whether it is worth it depends on your kitchen.', 'none'],
    ['Think twice. It comes down to which of the two you need.', 'none'],
    ['That’s a question about your trips, and I’ll leave it open.', 'none'],
    ['I’m not recommending it, and I’m not warning anyone off.', 'none'],
    ['I won’t tell you to avoid it. Audit what you build in it, and leave the buying to you.', 'none'],
    ['Buy it. Whether it suits you depends on your volume.', 'none'],
    ['For that person it is a delight. Whether it is for you depends on the drawer.', 'none'],
    ['I can’t grade it on my usual axes, so I’ll leave the recommendation to someone else.', 'none'],
    ['I’m not telling you to avoid it. I’m telling you I don’t know yet.', 'none'],
    // Declining to recommend anything, or leaving buy-or-avoid open, is no call.
    ['No recommendation from me.', 'none'],
    ['I want to see which way they go before I recommend anything.', 'none'],
    ['I’m not ready to tell a serious baker to buy it or to avoid it.', 'none'],
    ['Great if your trails are muddy, a poor fit if they are not. Only you know which.', 'none'],
    ['Own it if you use it monthly; rent it if not. It really comes down to you.', 'none'],
    ['I’m not telling you to sign up or to stay away — just know which price you pay.', 'none'],
    ['For anyone else, I wouldn’t say yes or no.', 'none'],
  ],
  'a question asks, it does not call': [
    ['Would I recommend it?', 'none'],
    ['Is it worth the money?', 'none'],
  ],
  "a speaker's approval, money or trust given or kept is a call": [
    ['The hinge creaks, but you have my blessing.', 'ship'],
    ['Our team gave it the green light last week.', 'ship'],
    ['For a family kitchen, it is the obvious choice.', 'ship'],
    ['From my side it is a firm yes.', 'ship'],
    ['We switched in March and have not looked back.', 'ship'],
    ['We renewed the contract for two more years.', 'ship'],
    ['I would spend my own money on the Tourer trim.', 'ship'],
    ['I would put my savings there.', 'ship'],
    ['Decent value; my money stays where it is.', 'skip'],
    ['Our budget goes elsewhere.', 'skip'],
    ['As a daily driver, no thanks.', 'skip'],
    ['My advice to a first-time buyer: don’t.', 'skip'],
    ['For now I would stick with a paper planner.', 'skip'],
    ['I would leave this one in the showroom.', 'skip'],
    ['I sent mine back within a week.', 'skip'],
    ['I am squarely behind it.', 'ship'],
    ['Too soon to say; it is a coin flip.', 'none'],
    ['It is a mixed blessing for small shops.', 'none'],
  ],
  'choosing something else, or committing work to it': [
    ['For a long trip, I would pick something else.', 'skip'],
    ['Save yourself the headache and rent one.', 'skip'],
    ['I would send beginners elsewhere.', 'skip'],
    ['We are writing our whole backend in it.', 'ship'],
    ['I would not make anything serious for it.', 'skip'],
    ['It has earned a place in my bag.', 'ship'],
    ['It is the one I would keep.', 'ship'],
    ['I would hand it to any new cook.', 'ship'],
  ],
  "the speaker's own advice is a call, someone else's is not": [
    ['My brother asked, and I told him to go for it.', 'ship'],
    ['We advised our clients to steer clear.', 'skip'],
    ['The salesman told me to buy it today.', 'none'],
  ],
  'a denied commitment turns the call around': [
    ['I do not trust the roadmap enough to bet our stack on it.', 'skip'],
    ['It is far too fiddly to recommend.', 'skip'],
  ],
  "the reader's situation is an audience, not a condition": [
    ['If you are shopping for a first tent, look elsewhere.', 'skip'],
    ['If you are choosing a laptop for school, I would put my money on this one.', 'ship'],
    ['If you travel weekly, get it; if not, skip the fee.', 'none'],
    // The reader's goal, in a few words, is an audience too.
    ['If learning to code is the goal, do not buy this one.', 'skip'],
    ['If battery life is the priority, buy it.', 'ship'],
  ],
  'a word used for something else is no call': [
    ['The recommended settings are buried in a menu.', 'none'],
    ['Users get it within a minute.', 'none'],
    ['The app lets you avoid the paperwork entirely.', 'none'],
    ['None of this is a reason to avoid it.', 'none'],
    ['I was tempted to buy one on launch day.', 'none'],
    ['The wait times at the service centre are long.', 'none'],
  ],
  'an audience does not weaken the call': [
    ['For a first car, get one.', 'ship'],
    ['For most people I’d say don’t bother.', 'skip'],
    ['For a small team, I’d wait.', 'skip'],
    ['If I ran a bike shop, I’d order this one deep.', 'ship'],
    ['If bread is the reason you’re shopping, this is the wrong mixer.', 'skip'],
    ['If you’re already on yellow batteries, this is the one to buy.', 'ship'],
    ['For a driver doing thirty hours a week, though, the math says get one.', 'ship'],
  ],
  'recommending an alternative instead is a skip': [
    ['Save yourself the trouble and buy a stand mixer instead.', 'skip'],
  ],
  'the last unconditional call wins': [
    ['Avoid it on the cheap trim. On the long-range trim, though, go for it.', 'ship'],
    ['Get one. If the price doubles, I would wait.', 'ship'],
    ['I was ready to recommend it. Then the recall happened. Stay away.', 'skip'],
  ],
  // A row's object fronted into a relative clause: the speaker's own, or nobody's.
  fronted: [
    ['A vendor we would gladly put our budget into.', 'ship'],
    ['Honestly, the one I would back.', 'ship'],
    ['The roadmap is sound, and we are on board.', 'ship'],
    ['It is the kind of tool I would steer well clear of.', 'skip'],
    ['That is the kettle we use.', 'none'],
    ['A printer reviewers like to recommend.', 'none'],
  ],
  // A negation reaches its own verb phrase, not one joined after it by "and".
  negationScope: [
    ['I went looking for a reason to say no and ended up moving our whole team to it.', 'ship'],
    ['Not the one I would choose for a beginner.', 'skip'],
    ['I can’t recommend it to anyone who repairs their own gear.', 'skip'],
  ],
  // "Instead" turns a recommendation round, not a warning: "give it a miss and buy the other instead" stays a skip.
  insteadOnlyTurnsShips: [
    ['For casual riders, give it a miss and rent one instead.', 'skip'],
    ['Get the older model instead.', 'skip'],
  ],
  // "Without a second thought" is how, not what: the verb it follows makes the call.
  intensifiers: [
    ['I returned it without a second thought.', 'skip'],
    ['Without hesitation, the weakest kettle I have used.', 'none'],
    ['If that is your kitchen, start here.', 'ship'],
  ],
  // The reader's taste names the audience; a sentence that also says what to do otherwise stays conditional.
  readerWants: [
    ['If your studio is small, don’t bother.', 'skip'],
    ['If you’re replacing a boiler this winter, get this one.', 'ship'],
    ['For any startup founded this year, I’d make it the default.', 'ship'],
    ['For a two-person team it is the wrong choice.', 'skip'],
    ['If I were choosing a router today, this is the one I would pick.', 'ship'],
    ['If your work is editing, it is a no-brainer; if it is gaming, I am not sure.', 'none'],
    ['If you like fiddling with settings, this is the one I would pick.', 'ship'],
    ['If you need something that survives a toddler, get one.', 'ship'],
    ['If you want raw speed, buy it; if not, the cheaper trim is fine.', 'none'],
    ['Only if you need the larger bed would I buy it.', 'none'],
    ['If battery life is all you care about, get it.', 'ship'],
    ['If that’s who you’re shopping for, order it today.', 'ship'],
    ['If the heater is your main one through the winter, spend the money on this.', 'ship'],
    ['If your garden has slopes, go with it.', 'ship'],
    ['If someone asked me what to fit to a small van, I’d tell them this.', 'ship'],
    ['If the price is right, buy it.', 'none'],
    ['If your ride looks like mine, get one and stop overthinking it.', 'ship'],
    ['If resilience is the point for you, go ahead and buy one.', 'ship'],
    ['If compliance is the requirement, this is the answer, and I’d recommend it without hesitation.', 'ship'],
  ],
  // Two audiences, each with its own call, make no one call.
  // Urgency, the reader's one pick, the one the speaker names; keeping it out, a signature kept back; a
  // subscription ended; no single answer; "to prove it was worth it" talks about the call.
  seventhRound: [
    ['Run, don’t walk.', 'ship'],
    ['If you own exactly one pair of boots, make it this one.', 'ship'],
    ['If that describes you, get the Zeta and don’t look back.', 'ship'],
    ['When friends ask which kettle to get, this is the one I name.', 'ship'],
    ['For them it’s the right one.', 'ship'],
    ['Pay the premium.', 'ship'],
    ['Put it on your phone tonight.', 'ship'],
    ['The pricing is a trap. Keep it out of your stack.', 'skip'],
    ['I’d keep anything you care about long-term out of Zeta Notes.', 'skip'],
    ['Keep the cable out of it.', 'none'],
    ['Keep it out of direct sunlight and it lasts for years.', 'none'],
    ['Keep your pen in your pocket.', 'skip'],
    ['Give it a wide berth.', 'skip'],
    ['I wouldn’t host with them.', 'skip'],
    ['I wouldn’t put a site I cared about there again.', 'skip'],
    ['I wouldn’t open a new company’s books on it today.', 'skip'],
    ['I keep being asked to bless it, and I keep saying no.', 'skip'],
    ['I cancelled it this spring and wouldn’t sign up again.', 'skip'],
    ['I kept a spreadsheet to prove it was worth it.', 'none'],
    ['Some I send to the big one, some I don’t; there’s no blanket answer.', 'none'],
    ['I’d call it even odds over the next five years.', 'none'],
    ['If I were putting money into kayaks, I wouldn’t put it here; and if I were spending my own, I’d save for a hard shell instead.', 'skip'],
    ['If your team is small, get it; if not, look elsewhere.', 'none'],
    // the act as the subject of a judgement; an indefinite or different object is another one
    ['Buying the flagship in the middle of a rethink is rarely good timing.', 'none'],
    ['Recommending a bet would be guesswork.', 'none'],
    ['Buying it is a no-brainer.', 'ship'],
    ['Pick something your next hire already knows.', 'skip'],
    ['When the parent keeps moving the goalposts, I don’t play. Pick a different carrier.', 'skip'],
    ['They’re my daily pair, and I’ve just ordered the next one in a different colour.', 'ship'],
    // a condition before "but" stays in its clause; sitting it out; the money spent twice; the first one opened
    ['Keep a small backup account if it helps you sleep, but put the company on Zeta Bank.', 'ship'],
    ['I’d sit this generation out and see what comes next.', 'skip'],
    ['Would I spend that money twice? Yes, without blinking.', 'ship'],
    ['For a corner shop, this is the account I’d open first.', 'ship'],
    ['Don’t let the word Pro talk you into this one.', 'skip'],
    ['Starting a fresh site on it this year would be a mistake.', 'skip'],
    // declining to advise; which one, how much you trust; holding the call
    ['I just can’t tell you it’s the obvious pick, and I won’t tell you to avoid it either.', 'none'],
    ['Against the other one, I honestly can’t say which one I’d tell you to get; it comes down to how much you trust their server.', 'none'],
    ['I’m holding my call until that shakes out.', 'none'],
    // shopping around, building elsewhere, not going near it, not doing it again; crossing it off; not prepaying
    ['Choosing fresh today, I’d shop around; the product is drifting away from you.', 'skip'],
    ['For anything beyond a thin proxy, build on something else.', 'skip'],
    ['Past the prototype stage, I wouldn’t go near it.', 'skip'],
    ['I wouldn’t wire it in again.', 'skip'],
    ['Cross it off the list.', 'skip'],
    ['Don’t prepay for a year of this.', 'skip'],
    ['Buying the old model means buying the past. I’d put the money toward something designed this decade.', 'skip'],
    // sticking with it, reaching for it, doing it; the right tool; recommending it since; an audience ("is your living")
    ['For the florist it still wins, so stick with it.', 'ship'],
    ['For the next client site, I’m reaching for it without a second thought.', 'ship'],
    ['For a small team it’s the quickest revenue we’ve ever wired up. Do it.', 'ship'],
    ['For a team of twenty, it’s the right tool, full stop.', 'ship'],
    ['I came out the other side recommending it, and she hasn’t regretted it once.', 'ship'],
    ['If drilling is your living, buy it and don’t think twice.', 'ship'],
    // wondering why you waited; the ones to get; where the money would go; packing one; the same again
    ['If the agent is already on your hosts, turn logs on. You’ll wonder what took you so long.', 'ship'],
    ['Do the migration; you’ll wonder why you waited.', 'ship'],
    ['For most phone owners, these are the ones to get.', 'ship'],
    ['If I were retraining this year, this is where my money would go.', 'ship'],
    ['Throw one in your pack.', 'ship'],
    ['For anyone stuck with a slow build, this is the easiest recommendation I’ll make all year.', 'ship'],
    ['If it died tomorrow I’d replace it with the same machine.', 'ship'],
    ['Get the Zeta, don’t bother with the gadget-laden alternatives, and put the savings toward better beans.', 'ship'],
    // money kept in the pocket; a contract left unsigned; one of the alternatives; a reader picking
    ['I’d keep my money in my pocket. They ask well over a thousand dollars.', 'skip'],
    ['For a fifteen-seat team watching its cash, I’d keep the purchase order unsigned.', 'skip'],
    ['I wouldn’t. Buy one of the alternatives and spend the difference on fabric.', 'skip'],
    ['If I’m picking a vendor that needs to exist in five years, I’d pass on this one.', 'skip'],
    // no call: not picking for you; trying one first
    ['Where you fall on that line settles it; I’m not picking for you.', 'none'],
    ['It lives or dies on your ears, so try a pair in a shop first.', 'none'],
    // a pair got, a fee paid, not going back, an instant yes, a trade refused; declining to know or to say
    ['Get a pair.', 'ship'],
    ['Pay the fee; the hand-holding is what you’re buying.', 'ship'],
    ['If you can read your own forms, switch. I’m not going back.', 'ship'],
    ['Expensive, yes. Would I buy it again? Instantly.', 'ship'],
    ['It’s slow to launch, and I still wouldn’t trade it for anything.', 'ship'],
    ['I won’t be reaching for it on the next service.', 'skip'],
    ['I’d go with something simpler.', 'skip'],
    ['I’d give the big ones a miss.', 'skip'],
    ['I genuinely don’t know which way it tips, so I’ll sit this one out.', 'none'],
    ['I can’t make a call on this one.', 'none'],
    ['I won’t tell you to buy it.', 'none'],
    ['It’s the least-bad option for many and the wrong one for others, so I can’t give you a blanket answer.', 'none'],
    ['I’d call it neither essential nor a waste.', 'none'],
    ['I’ll leave that one to you.', 'none'],
  ],
  // It earns its keep or a place at the top; a treat, a convert, where the money would go; saying no, leaving it off
  // a list; a recommendation against; declining to give a thumbs either way or a view yet.
  eighthRound: [
    ['The filters cost a fortune, but it pays for itself within a season.', 'ship'],
    ['For a family of five, put it at the top of your list.', 'ship'],
    ['You have earned it, so treat yourself to one.', 'ship'],
    ['I talked my whole choir into it.', 'ship'],
    ['If you want a laptop that lasts, that’s where I’d spend my money.', 'ship'],
    ['I’d be on it from launch day.', 'ship'],
    ['If that’s the kind of shop you run, sign up.', 'ship'],
    ['I’d say join.', 'ship'],
    ['Against every instinct I had, I’d say turn it on.', 'ship'],
    ['For a two-desk office, say no.', 'skip'],
    ['I’d leave it off the shortlist for now.', 'skip'],
    ['At renewal I recommended we not sign it.', 'skip'],
    ['For a choir that meets twice a year, save yourself the subscription.', 'skip'],
    ['For me, it is a no.', 'skip'],
    ['I can’t give it a thumbs up or down.', 'none'],
    ['Until the second batch ships, I’ll hold off on a view.', 'none'],
    // the way to go, the one to order, down this road, the cheque; a miss given; a design not based on it
    ['If you like doing things yourself, this is the way to go.', 'ship'],
    ['If legroom has ever bothered you, this is the one to order.', 'ship'],
    ['If you’re starting fresh, don’t go down this road.', 'skip'],
    ['I’d write the cheque.', 'ship'],
    ['I’ve stopped recommending them to friends.', 'skip'],
    ['I’d give the older model a miss.', 'skip'],
    ['If you’re building it into a van, don’t base the layout on this one.', 'skip'],
    ['Snap one up while the price lasts.', 'ship'],
    ['Finance one.', 'ship'],
    ['It suits healthcare, finance, and any regulated industry.', 'none'],
    ['Start on the free tier today.', 'ship'],
    ['Put your chips on the incumbent.', 'ship'],
    ['Don’t sign your team up for it.', 'skip'],
    ['For a small flat, forget it.', 'skip'],
    ['Set it and forget it.', 'none'],
    ['For us it was a no-go.', 'skip'],
    ['We drew no-go zones around the beds.', 'none'],
    // the reader described in an "if" that opens or closes the sentence; a call inside a condition stays one
    ['Buy it if most of your cooking is boiling water.', 'ship'],
    ['Get this one, especially if someone at home hates gadgets.', 'ship'],
    ['It is small, so if your team later adopts a tool with its own preferred list, you may find it missing.', 'none'],
    // declining to answer closes the quote without a call
    ['It is the wrong shape for a bar. Which of those you are decides it; there isn’t one answer here.', 'none'],
    ['It may still suit some firms. Whether it suits yours, I can’t say.', 'none'],
    ['For a staff of ten it is fine, and for a growing one it is the safe choice. No yes or no from me.', 'none'],
    // a false economy, renting instead of buying it, not paying for the middle; a clear conscience, no going wrong,
    // the one reached for again, a yes given
    ['Buying the single-sided one to save forty pounds is a false economy.', 'skip'],
    ['For one bathroom, I’d rent instead of buying this.', 'skip'],
    ['Don’t pay for the middle.', 'skip'],
    ['Write tests first and use it with a clear conscience.', 'ship'],
    ['You can’t go wrong with it.', 'ship'],
    ['It’s the library I’d reach for again.', 'ship'],
    ['For families, it gets my yes.', 'ship'],
    // withholding judgement, leaving it to the reader's situation, asking to be asked later
    ['I’m holding off judgement.', 'none'],
    ['It comes down to your garden and your patience, so I’ll stay out of it.', 'none'],
    ['I can’t tell yet; ask me after a winter.', 'none'],
    ['I’m not recommending it either way until the audit is out.', 'none'],
    // this one taken instead of the other; a long "my advice to …"; a contract not signed
    ['I’d tell anyone choosing a second bike to get this one instead.', 'ship'],
    ['Skip the flagship; get the cheap one instead.', 'skip'],
    ['My advice to a studio still working out what it wants to be is to pass.', 'skip'],
    ['For a four-desk office, don’t sign the contract.', 'skip'],
    ['We let the trial lapse and didn’t sign.', 'skip'],
    // leaving it to the reader: their own mind, a question of fit, what decides it, yes one way and no the other
    ['I’m telling you to price it against the basic model first and make up your own mind.', 'none'],
    ['Tell me what you need and then I’ll tell you whether to buy it.', 'none'],
    ['Which of those is you decides it; I can’t.', 'none'],
    ['If sourdough is your life, yes; otherwise, no.', 'none'],
    ['It is a question of fit more than a verdict.', 'none'],
    // a reorder list, no end of good things, approved, a yes, the best forty pounds; the cheque for it
    ['It’s already on my reorder list for the next flat.', 'ship'],
    ['I can’t say enough good things about it.', 'ship'],
    ['Approved.', 'ship'],
    ['For a weekend conversion, I’d say yes without hesitation.', 'ship'],
    ['Wear them anyway: best forty pounds in my workshop.', 'ship'],
    ['A used one is a bargain I’d write the cheque for today.', 'ship'],
    // not a vendor one would add, a card kept in the wallet, money that buys more elsewhere, not paying list,
    // not the main tool, not in front of a beginner
    ['Not a vendor I’d add to the stack this year.', 'skip'],
    ['I’d keep the card in my wallet.', 'skip'],
    ['I’m not paying list for it; your money buys more elsewhere.', 'skip'],
    ['Enjoy it while it lasts, but don’t make it your main tool.', 'skip'],
    ['I wouldn’t put it in front of a beginner.', 'skip'],
    // a second imperative after a first
    ['Skip the smaller one and get the XL.', 'ship'],
    ['If you need a work queue, stop overthinking it and use Quill.', 'ship'],
    ['Skip it and buy the bigger screen.', 'skip'],
    ['Buy them and put the difference into boots.', 'ship'],
    ['Use it, and never pay full price.', 'ship'],
    // the decision left with whoever pays
    ['Good asset, uncertain return; I’ll leave the decision with whoever is paying.', 'none'],
  ],
  // Tenth round: the price the speaker would pay, a good moment to buy, a pair got; the winner left open; trying one
  // out before deciding; an audience that is itself the clause ("for a beginner it's the wrong pick").
  'the price paid, the moment, the decision left open': [
    ['Measured against its rivals, it’s the plan I’d gladly pay for, and I have.', 'ship'],
    ['I’d pay it twice over.', 'ship'],
    ['I’d pay the extra forty dollars and forget about it.', 'ship'],
    ['Easily the best camping money I’ve ever spent.', 'ship'],
    ['This spring is a good time to buy one.', 'ship'],
    ['Now is the moment to pick one up.', 'ship'],
    ['If you cook every night, get a set and retire the old pans.', 'ship'],
    ['None of that would stop me ordering a second one.', 'ship'],
    ['If I could keep only one app on my phone, it’s this one.', 'ship'],
    ['I’d steer any small team well clear of it.', 'skip'],
    ['For a first-time cook it’s the wrong pick.', 'skip'],
    ['I wouldn’t buy into it this year; the range needs a rethink before I’d spend money on it again.', 'skip'],
    ['The spreadsheet says yes; the rest I’ll leave with you.', 'none'],
    ['Both are good, and I can’t pick a winner.', 'none'],
    ['Borrow one, or try one at a friend’s before you commit.', 'none'],
    ['Hold it in a shop before you order.', 'none'],
    ['I’d choose one of those before starting over here.', 'none'],
    // "why I'd" and "what I'd" are no condition: the call stands
    ['That is exactly why I’d buy one.', 'ship'],
  ],
  splitAudience: [
    ['For road trips, sure; for commuting, look elsewhere.', 'none'],
    ['For beginners, buy it, but for pros, skip it.', 'none'],
    ['For beginners, buy it.', 'ship'],
  ],
};

describe('hard-wrapped sentences read as if written on one line', () => {
  it.each<[string, Verdict]>([
    ['The battery is poor. I\nwouldn’t tie myself to this one.', 'skip'],
    ['If that\nsounds like your household, put a deposit\r\ndown.', 'ship'],
    ['Honestly, I’d\nship it.', 'ship'],
    ['The lid rattles and I’m not\ntouching it again.', 'skip'],
  ])('%j → %s', (text, verdict) => expect(read(text).verdict).toBe(verdict));
});

describe('call expressions under the scope rules', () => {
  for (const [rule, cases] of Object.entries(RULES)) {
    describe(rule, () => {
      for (const [text, verdict] of cases) {
        it(`${verdict}: ${text}`, () => expect(read(text).verdict).toBe(verdict));
      }
    });
  }

  it('keeps the expression that made the call, as written', () => {
    expect(read('The dough hook is flimsy. I’d say don’t bother.')).toEqual({
      verdict: 'skip', sentence: 'I’d say don’t bother.', expression: 'don’t bother',
    });
  });

  it('no row puts a contraction’s tail in one slot with whole words (one word per slot: "can t|cannot" reads "can" then "t" or "cannot")', () => {
    for (const row of CALL_EXPRESSIONS) {
      for (const slot of row.pattern.split(/\s+/)) {
        const words = slot.replace(/\?$/, '').split('|');
        if (words.length > 1) expect(words.includes('t'), `${row.pattern}: ${slot}`).toBe(false);
      }
    }
  });

  it('every row of the table compiles and is one of the four polarities', () => {
    for (const row of CALL_EXPRESSIONS) expect(['ship', 'skip', 'hedge', 'none']).toContain(row.polarity);
  });

  it('costs the same on a 50 KB sentence: the rules look at a window, not the whole line', () => {
    const long = `${'word '.repeat(10_000)}and I would recommend it.`;
    expect(read(long).verdict).toBe('ship');
  });
});
