/**
 * The speaker's stance in a quote's closing sentence, for quotes whose call no expression of the table made.
 * Reviewers close on what they did or would do: "I'd buy another", "we've just ordered six", "I cancelled the
 * card last spring", "I'm not touching it", "Order a pair for your team", "I've stopped suggesting it". The
 * verbs are a small closed class, read in any tense and with any object, after the speaker ("I", "we") or as
 * an imperative; negation turns them round, and so do "back", "away", "something else", "instead".
 *
 * It reads one sentence, the last, and only when nothing in it spoke already: a hedge, a blocker or a call the
 * scope rules set aside leave the quote without a call. A sentence that declines to decide ("whether", "torn",
 * "either way", "I'll leave that to you") is no stance.
 */

import type { Verdict } from '../model';
import { ALTERNATIVE_AFTER, clauseBefore, JUDGED_AFTER, NOT_THIS_AFTER, OTHERS_OBJECT, RATHER_THAN_THIS, THAN_THIS, THIS_NOT_IT_AFTER, WHICHEVER_OPENING } from './callScope';
import { oneSpaced } from './text';

/** Verbs of taking a thing up, and of putting it down, as lemma/forms (every form listed: no stemming). */
const TAKE_UP = [
  'buy buys bought buying', 'order orders ordered ordering', 'reorder reordered', 'pick picks picked picking',
  'choose chooses chose chosen choosing', 'keep keeps kept keeping', 'hold holds held holding',
  'renew renews renewed renewing', 'subscribe subscribed', 'install installed', 'deploy deployed',
  'adopt adopts adopted adopting', 'start starts started starting', 'put putting', 'set', 'build builds built building',
  'hand hands handed handing', 'recommend recommends recommended recommending', 'suggest suggests suggested suggesting',
  'back backed backing', 'fund funded', 'invest invested investing', 'stick stuck sticking', 'stay stayed staying',
  'trust trusted', 'sign signed', 'touch touching', 'point points pointed pointing', 'send sends sent sending',
  'steer steers steered steering', 'guide guides guided guiding', 'try tries tried trying', 'consider considered', 'look looks looked looking', 'launch launched launching', 'move moved moving', 'switch switched switching',
  'migrate migrated migrating', 'upgrade upgraded', 'use uses using', 'wear wears wearing', 'standardise standardised standardize standardized',
  'take takes took taken taking', 'go goes went gone going', 'spend spends spent spending', 'carry carries carried carrying', 'fit fits fitted fitting',
  'get gets got getting', 'commit commits committed committing', 'pay pays paid paying', 'open opens opened opening',
  'wrap wraps wrapped wrapping', 'gift gifts gifted gifting', 'bother bothered bothering', 'join joins joined joining', 'grab grabs grabbed grabbing',
  'download downloads downloaded downloading', 'stock stocks stocked stocking', 'reach reaches reached reaching',
  'book books booked booking', 'bring brings brought bringing',
];
const PUT_DOWN = [
  'cancel cancelled canceled cancelling canceling', 'return returned returning', 'sell sold selling', 'quit quitting',
  'drop dropped dropping', 'ditch ditched ditching', 'dump dumped', 'abandon abandoned', 'stop stopped stopping',
  'avoid avoided avoiding', 'uninstall uninstalled', 'delete deleted deleting', 'unsubscribe unsubscribed', 'leave leaves left leaving', 'pause paused pausing',
  'walk walks walked walking', 'decline declines declined declining', 'remove removed removing',
];
/** Common verbs that only count after the speaker ("I set clients up on it"), never as a sentence's first word. */
const NOT_IMPERATIVE = new Set(['fit', 'fits', 'carry', 'bring', 'take', 'set', 'put', 'hold', 'keep', 'use', 'start', 'stay', 'back', 'hand', 'move', 'wear', 'stick', 'touch', 'trust', 'build', 'point', 'send', 'consider', 'launch', 'stock']);

/** The difference paid for something, or to swap: "paid the difference for its bigger sibling" (not "I'd pay the difference again"). */
const DIFFERENCE_FOR = /^\s+the difference\s+(?:for|on|toward|towards|and)\b/u;
const INSTEAD_END = /\binstead\s*[.!]?\s*["”’')\]]*\s*$/u;
/** "I'd back", "we will back": a modal before "back" makes it the verb of backing ("the model I'd back with my own premium"), not being back on something. */
const BACKING_MODAL = /(?:'d|'ll|\bwould|\bwill|\bcould|\bshould)\s*$/u;
/** Signed off, approved: "ran the numbers and didn't sign off" is no sign-off, not a leaving undone. */
const SIGNING = new Set(['sign', 'signs', 'signed', 'signing']);
const SIGNED_OFF = /^\s+off\b/u;
/** Left to someone else, the thing handed on: "I'd leave the roadster dream to someone shorter" (not "quit evaluating anything else"). */
const LEFT_TO_SOMEONE = /\bto (?:someone|somebody|others|other people)\b/u;
/** Bought off someone, from them: "I bought it off them instead" (not "took it off the list"). */
const BOUGHT_OFF = /^\s+(?:it|them|one|this(?: one)?|mine|the (?:review|test|demo|loan|loaner|sample|press) (?:unit|sample|model|pair|copy|set))\s+off\s+(?:them|him|her|someone|somebody|(?:the|a|an|my|our|his|their) (?:rental|hire|shop|store|dealer|seller|owner|friend|neighbou?r|colleague|place|company|firm))\b/u;
/**
 * A return as what the speaker took up: "I booked the return pickup", "we opened a return", "I printed the return
 * label". Not a return trip ("booked the return flight").
 */
const RETURN_OBJECT = /^\s+(?:the|a|an|my|our)\s+(?:free\s+)?(?:return|refund)(?:\s+(?:pickup|pick-up|collection|label|process|request|slip|courier))?\s*(?:$|[,.;:!]|\b(?:and|for|on|with|through|via|after|before|within)\b)/u;
/** The thing itself as the object: taken up instead of given back ("I bought it off them instead"), not another instead of it. */
const THE_THING_ITSELF = /^\s+(?:it|this(?: one)?|(?:a second|one more)(?: one)? of (?:these|them)|a second one)\b/u;
const SELLING = new Set(['sell', 'sold', 'selling']);
/** A count of goods by the dozen, hundred or thousand, not of these: "about four hundred coasters", "2,000 mugs". */
const GOODS_SOLD = /^\s+(?:(?:about|around|over|nearly|almost|more than|roughly|some|well over)\s+)?(?:\d[\d,]{1,}|hundreds|thousands|dozens|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a few|several) (?:hundred|thousand|dozen))\s+(?:of\s+)?(?!(?:them|these|those|it|units?|copies|pairs)\b)(?:[\p{Ll}-]+\s+)?[\p{Ll}-]+s\b/u;
const SOLD_TO = /^\s+(?:(?:to\s+)?(?:a|an|the|my|our)\s+)?(?:beginners?|newcomers?|novices?|customers?|clients?|friends?|someone|somebody|anyone|anybody|people|you|him|her|them)\b/u;
const forms = (rows: string[]): string[] => rows.flatMap((row) => row.split(' '));
/** The third person's forms ("gets", "buys", "carries"): never the speaker's, so never a clause's own imperative. */
const THIRD_PERSON = new Set(
  [...TAKE_UP, ...PUT_DOWN].flatMap((row) => {
    const [lemma, ...rest] = row.split(' ');
    return rest.filter((form) => form === `${lemma}s` || form === `${lemma}es` || form === `${lemma.slice(0, -1)}ies`);
  }),
);
const TAKE_UP_FORMS = new Set(forms(TAKE_UP));
const VERBS = [...forms(TAKE_UP), ...forms(PUT_DOWN)].sort((a, b) => b.length - a.length).join('|');

/** Negations typed without the apostrophe ("Wouldnt buy another"); not "cant" and "wont", words of their own. */
const UNMARKED_NOT = '(?:dont|doesnt|didnt|wouldnt|couldnt|shouldnt|isnt|arent|wasnt|werent|havent|hasnt|hadnt|aint)';
/** The thing itself as what is put down: "returned it", "sold mine". */
const PUT_DOWN_THE_THING = /^\s+(?:it|them|this|this one|mine|ours)\b/u;
/** Words that may stand between the speaker and the verb: auxiliaries, adverbs, negation. */
const BETWEEN = String.raw`(?:\s*\b(?:just|already|also|still|now|since|recently|finally|eventually|immediately|quietly|gently|both|all|happily|gladly|politely|respectfully|even|really|simply|probably|definitely|honestly|personally|rather(?: (?:they|you|people|folks|he|she))?|keep(?= (?:walking|looking)\b)|ended up|never|not|no longer|have|had|would|will|should(?! have\b)|shall|do|did|does|am|are|be|been|[a-z]+n't|${UNMARKED_NOT}|(?:tell|tells|told|telling|advise|advised|urge|urged) (?:[\p{L}'-]+ ){1,5}?(?:not )?to)\b)*`;
/**
 * Advice to anyone in the reader's place: "anyone starting out should start here", "most teams ought to pick it up".
 * Only with a modal of advice: "you get used to it" describes, "you should get one" advises.
 */
const ADVISED = String.raw`(?:you|anyone|anybody|everyone|everybody|people|buyers|teams|families|homeowners|owners|renters|parents|developers|engineers|beginners|newcomers|shoppers|readers|users|customers|households|commuters|founders|runners|riders|cooks|bakers|students|hikers|climbers|travellers|travelers|gamers|writers|designers|freelancers|agencies|startups|companies|most\s+[\p{L}-]+|(?:that|this) (?:person|founder|buyer|reader|team|family|household|owner|user|customer|shopper|runner|rider|cook|student|parent|developer|hiker|beginner|newcomer))(?:\s+[\p{L}'-]+){0,8}?\s+(?:should|must|ought to|need to)`;
/** The speaker, or the start of a clause (an imperative), or advice to the reader: the verb must follow one of them. */
const SPEAKER_VERB = new RegExp(String.raw`(?:(^|[,;:—–]\s*|\b(?:and|so|then|but)\s+)|(?:^|[^\p{L}'])(?:(?:i|we)(?:'ve|'d|'ll|'m|'re)?|${ADVISED}))(${BETWEEN})\s*\b(${VERBS})\b([^.;:!?]{0,48})`, 'gu');
/**
 * A common verb is advice when the thing is its whole object ("Use it.", "Fit it on every truck") or is kept from
 * somewhere ("Keep it out of your pipeline").
 */
const IMPERATIVE_OBJECT = /^\s+(?:it|them|one)\s*(?:$|(?:up|on|onto|in|into|everywhere|across|today|now)\b)|^\s+(?:[\p{L}\p{N}'-]+\s+){1,3}?(?:out of|away from|off)\b/u;
/** Misgivings one stops having about the thing, or stops noticing: stopping them is no leaving it ("I've stopped noticing it"). */
const MISGIVINGS = /^(?:apologi[sz]ing|pretending|expecting|predicting|guessing|worrying|complaining|grumbling|fretting|doubting|second-guessing|babysitting|fussing|hovering|noticing|minding|thinking)$/u;
const MOVING = new Set(['move', 'moved', 'moving']);
const SWITCHING = new Set(['switch', 'switched', 'switching', 'migrate', 'migrated', 'migrating']);
/** The thing carried somewhere: "moved it to the spare room". */
const RELOCATED = /^\s+(?:it|them|this|that|mine|ours|one)\s+(?:to|into|onto|in)\s+(?:the|my|our|a|another)\s+(?!(?:new|same)\b)/u;
const HABIT_STOPPED = new Set(['stop', 'stops', 'stopped', 'stopping', 'quit', 'quitting']);
/** What is kept in mind: "keep a backup stock in mind". */
const IN_MIND = /^(?:\s+[\p{L}\p{N}'’-]+){0,5}?\s+in mind\b/u;
/** Keeping on saying, hearing, meeting or trying: "keep telling", "kept hearing", "keep running into". */
const KEPT_ON = new Set(['keep', 'keeps', 'kept', 'keeping']);
const KEPT_SAYING = /^\s+(?:telling|saying|hearing|seeing|reading|thinking|wondering|asking|hoping|wishing|waiting|noticing|reminding|warning|explaining|arguing|repeating|forgetting|finding|hitting|running|bumping|tripping|expecting|trying|getting)\b/u;
/** Gerunds of taking up that name a task, not the thing: "stop building forms in spreadsheets". */
const HABITS = new Set(['building', 'putting', 'holding', 'starting', 'taking', 'going', 'carrying', 'fitting', 'pointing', 'sending', 'looking', 'moving', 'handing', 'spending', 'getting', 'paying', 'opening', 'setting']);
/** The reader's money as the object: "Put that money in a jar", "Keep your cash" are advice, however common the verb. */
const MONEY_OBJECT = /^\s+(?:your|that|the|this|my|our|their)\s+(?:(?:[\p{N}$£€][\p{N},.]*|[\p{L}-]+)\s+){0,4}?(?:money|cash|savings|budget|dollars|pounds|euros|bucks|quid|extra|difference|fee|fees)\b/u;
/**
 * The money put into another thing: "a" something, something else, "good flour", or things named in the plural with no
 * article ("I'd spend the money on wheels"), which are not this one.
 */
const MONEY_ELSEWHERE = /^\s+(?:your|that|the|this|my|our)\s+(?:own\s+)?(?:money|cash|savings|budget|extra|difference)\s+(?:into|on|toward|towards|in|to|with)\s+(an?\s(?!(?:pair|set|unit|second|spare|couple)\b)|something\b|anything\b|another\b|whatever\b|whichever\b|a different\b|(?:good|better|decent|proper|some)\s(?!use\b)[\p{L}-]+|(?!(?:its|this|these|those|ours|yours|theirs|his|hers|us|upgrades|extras|accessories|the|a|an|my|our|your|their|it|them)\b)(?:\p{Ll}{3,}\s+)?(?!(?:upgrades|extras|accessories)\b)\p{Ll}{3,}s\b)/u;
/**
 * MONEY_ELSEWHERE in `after` (lower case). Refused (`refused`), money kept from a name ("I wouldn't put my own money into
 * an Ioniq 5") is kept from the one reviewed: not when what it goes into is written with a capital or a digit in
 * `written` (the same words as written). Money put into a name ("I'd rather put it towards a Winix") goes elsewhere.
 */
function moneyElsewhere(after: string, written: string, refused: boolean): boolean {
  const m = MONEY_ELSEWHERE.exec(after);
  if (!m) return false;
  const start = m[0].length - m[1].length;
  // "I wouldn't put my own cash into another Encore": another of a name is that one again, refused or not.
  if (m[1] === 'another' && written.length === after.length && /^another\s+[\p{Lu}\p{N}]/u.test(written.slice(start))) return false;
  if (written.length !== after.length) return true;
  // The speaker's own money on "a" or "an" name is a bet on that one ("I'd put my own money on an Endurace"); "the
  // money" put into a name is the budget sent to another ("put the money into a MIWE deck").
  const object = /^an?\s/u.test(m[1]) ? start + m[1].length : start;
  if (!refused && (object === start || !/^\s+(?:my|our)\s+own\b/u.test(after))) return true;
  return !/^[\p{Lu}\p{N}]/u.test(written.slice(object));
}
const NEGATED = new RegExp(String.raw`\b(?:not|never|no longer|${UNMARKED_NOT})\b|n't\b`, 'u');
/**
 * After the verb: a particle or object that turns taking up into leaving ("handed the keys back", "moved away"); not
 * the noun after a determiner ("recommend putting kids on the back of it").
 */
const AWAY = /^\s*(?:[\p{L}']+\s+){0,5}?(?<!\b(?:start|starts|started|starting|stand|stands|standing|stood|work|works|worked|working|figure|figured|find|found|check|checked|checking|sort|sorted|try|tried|trying|miss|missed|missing|sell|sells|sold|selling|branch|branching|eat|eating|hang|hanging|the|a|an|its|their|my|our|your|his|her)\s)(?:back|away|off|out)\b(?!\s+(?:on(?! (?:the|its) (?:shelf|shelves|rack|hook|hanger|peg|stand)\b)|to|in)\b)|^\s*(?:it|them|this|that|(?:this|that|the) one|mine|ours)\s+down\b/u;
/** Keeping what one had: "I kept my old one", "I'm sticking with my current kettle". */
const KEEPING = new Set(['keep', 'keeps', 'kept', 'keeping', 'hold', 'holds', 'held', 'holding', 'stick', 'stuck', 'sticking', 'stay', 'stayed', 'staying']);
/** The search kept up: "closed the tab and kept looking" is looking on, past this one. */
const SEARCH_GOES_ON = /^\s+(?:on\s+)?(?:looking|searching|shopping|browsing|hunting)\b/u;
/** Every other one as what is put down: "I've uninstalled everything else", "deleted every other app". */
/** A service of another kind cancelled, named by its kind alone: "take the offer and cancel cable". */
const READERS_OWN = /^\s+(?:at\s+)?(?:your|yours)\b/u;
/** Others of a kind, plural, set apart by a comparative: "buy the smaller modular buildings". */
const OTHER_KIND_PLURAL = /^\s+(?:the|some)\s+(?:smaller|bigger|cheaper|simpler|older|newer|lighter|plainer)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+s\b/u;
/** A copy of it taken instead: "Buy the dupe." */
const COPY_OF_IT = /^\s+(?:the|a|an)\s+(?:cheaper\s+|own-label\s+|supermarket\s+)?(?:dupe|dupes|knock-off|knockoff|knock-offs|clone|clones)\b/u;
const BARE_OTHER = /^\s+(?!(?:it|this|that|them|these|those|one|ones|mine|ours|everything|anything|all|both|either|now|today|anyway|again|immediately|early|later|online|subscription|subscriptions|membership|plan|account|order|orders|renewal|contract)\b)\p{Ll}{3,}\s*(?:[.,;:!?]|$)/u;
const EVERY_OTHER = /^\s+(?:everything else|every other\b|all the (?:rest|others)\b|all (?:my|our) other\b)/u;
/** One's own thing kept where it is: "keep my card in my pocket", "keep my files somewhere I'm not a hostage". */
const OWN_KEPT_AWAY = /^\s*(?:my|our|your) (?:[\p{L}-]+ ){0,2}?[\p{L}-]+ (?:in (?:my|our|your) (?:pocket|pockets|wallet|purse)|somewhere|elsewhere|where (?:it|they) (?:is|are))\b/u;
/** A clause of time opening right before "I" ("when I leave the car", "every time I get home"). */
/**
 * "Nothing I've tried at twice the price sounds better": a thing tried, in a clause on a thing denied, is what the
 * sentence goes on to judge, not the speaker's stance ("nothing I'd pick over it" is one: the refusal turns it round).
 */
const TRIED_FORMS = new Set(['try', 'tries', 'tried', 'trying']);
const NEGATIVE_HEAD_BEFORE = /\b(?:nothing|none|nobody|no one|no other(?: [\p{L}-]+)?|not one(?: [\p{L}-]+)?)\s*$/u;
const TIME_CLAUSE_BEFORE = /\b(?:when|whenever|until|till|while|every time|each time|as soon as|the moment)\s*$/u;
/** Someone the speaker names, right before "I": what follows is a clause about them ("someone I trust has …"). */
const SOMEONE_BEFORE = /\b(?:someone|somebody|anyone|anybody|people|friends?|everyone|everybody|a person|the person|those)\s*$/u;
/** One's old one kept, or kept in use: "stuck with my old one", "kept riding the old one", "staying on my current editor". */
const OLD_ONE_KEPT = /^\s*(?:with\s+|on\s+|[a-z]+ing\s+)?(?:(?:my|our) (?:old|previous|existing|current|trusty)|the (?:old|previous) one)\b/u;
/** Kept for one small use: "kept it for holidays only", "we keep it only for guests": demoted, not chosen. */
const KEPT_FOR_LESS = /^\s+(?:it|them|this(?: one)?|the [\p{L}-]+)\s+(?:(?:just|only|purely|solely)\s+for\b|for\b[^,;:.!?]{1,40}?\s(?:only|alone)(?=\s*(?:[,;:.!?—–]|$)))/u;
/** The speaker's own other one, put down ("I've sold my backup", "I sold my old one"): this one is kept. */
const OWN_OLD_PUT_DOWN = /^\s+(?:(?:my|our) (?:old|older|previous|former|backup|spare|separate)|the (?:old|previous|former) (?!one\b)[\p{L}-]+|(?:two|three|four|five|six|several|a few|a couple of|both|all|all (?:my|our))\s+(?:of\s+)?(?:(?:my|our|the)\s+)?other)\b/u;
/**
 * What the speaker stopped taking up, when it is another one: the bigger or older one, or things of a kind with no
 * article ("I've stopped bringing the bigger rig", "we've stopped buying corded replacements"). Stopping that is keeping
 * this one. Not what the speaker stopped recommending or using: "I've stopped recommending the bigger app" is this one.
 */
const STOPPED_OTHER = /^\s+(?!(?:recommending|suggesting|endorsing|using|trusting|backing)\b)[a-z]+ing\s+(?:(?:the|my|our)\s+(?:bigger|heavier|older|old|other|separate|spare|backup)\b|(?!(?:it|them|this|that|these|those|one|ones|mine|ours|its|his|hers|yours|theirs|less|plus)\b)(?:[\p{Ll}-]+\s+)?[\p{Ll}-]{3,}s\b)/u;
/** Going back to what one had, or to another of the kind: "I've gone back to my old board", "back to a corded one", "back to straps". */
const BACK_TO_OLD = /^(?:\s+(?!back\b)[\p{L}\p{N}'-]+){0,5}?\s*back to (?:(?:my|our|the) (?:old|previous|last|former|first)|a|an|(?!(?:basics|bed|business|sleep|work|school|normal|square|earth|reality|life)\b)[\p{L}-]{3,}s\b(?!\s+(?:of|with|for)\b))/u;
/**
 * Verbs too common to be a stance with any object, and what must follow them: the thing itself ("I'd take this
 * one", not "I took notes"; "I went with it" or "gone back to my old one"), "at" ("look at something simpler",
 * not "Look, the battery…"), money ("spend my money on it", not "spent a week").
 */
/** Taken or brought back to where it was bought: "I brought it back to the shop on Monday". */
const BACK_TO_SELLER = /^\s+(?:it|them|this|that|one|mine|(?:the|this|that|my) [\p{L}\p{N}-]+)\s+back\s+(?:to|into)\s+(?:the|a|an)\s+(?:shop|store|seller|retailer|dealer|dealership|showroom|outlet|vendor)\b/u;
const THE_THING_OR_BACK = new RegExp(String.raw`^\s*(?:(?:with|for)\s+)?(?:it|them|this|that|one|mine|ours|(?:this|that|the) one)\b|${BACK_TO_OLD.source}`, 'u');
/**
 * A choice made between things named with "the": "go with the newcomer", "went for the bigger one"; or of something
 * the speaker describes: "go with something I trust more".
 */
const CHOSEN = new RegExp(String.raw`${THE_THING_OR_BACK.source}|^\s+(?:with|for)\s+(?:the\s|(?:something|anything) (?:else|[\p{L}]{2,}er)\b|(?:something|someone) (?:(?:that|which|who) )?(?:i|we|you)\b)`, 'u');
const OBJECT_NEEDED = new Map<string, RegExp>([
  // "take this one", "taken Lyft off my home screen": the thing, or a name or two taken off or out of somewhere.
  ...['take', 'takes', 'took', 'taken', 'taking'].map((verb): [string, RegExp] => [verb, new RegExp(String.raw`${THE_THING_OR_BACK.source}|^\s+(?:the\s+)?(?:[\p{L}\p{N}'-]+\s+){1,3}?(?:off|out of)\s+(?:my|our|the|every)\b`, 'u')]),
  ...['go', 'goes', 'went', 'gone', 'going'].map((verb): [string, RegExp] => [verb, CHOSEN]),
  // "get one", "get on it", "got in early": not "get used to it", "got a refund", nor a thing got done ("we got it
  // shipped eventually", "got it working").
  ...['get', 'gets', 'got', 'getting', 'grab', 'grabs', 'grabbed', 'grabbing'].map((verb): [string, RegExp] => [verb, /^\s*(?:(?:it|one|them|this|that)(?!\s+(?:shipped|working|running|done|fixed|sorted|installed|built|approved|deployed|launched|live|finished|merged|released|stable|going)\b)|yours|(?:this|that|the) one|the (?:[\p{L}-]+ ){1,2}one|one of (?:these|those|them)|on (?:it|board|this|that)|in (?:early|now|on it)|behind (?:it|this|them))\b/u]),
  // "pay the difference", "pay up", "paid for it": not "pay attention", "pays the bills".
  ...['pay', 'pays', 'paid', 'paying'].map((verb): [string, RegExp] => [verb, /^\s+(?:up|the (?:difference|extra|premium|asking price|full price|upgrade)|(?:list|full) price|for (?:it|one|this|that|them|the upgrade))\b/u]),
  ...['open', 'opens', 'opened', 'opening'].map((verb): [string, RegExp] => [verb, /^\s+(?:it|one|them|an? (?:account|subscription|plan))\b/u]),
  ...['wrap', 'wraps', 'wrapped', 'wrapping'].map((verb): [string, RegExp] => [verb, /^\s+(?:it|one|them|this|that)\s+up\b/u]),
  ...['gift', 'gifts', 'gifted', 'gifting'].map((verb): [string, RegExp] => [verb, /^\s+(?:it|one|them|this|that)\b/u]),
  ...['download', 'downloads', 'downloaded', 'downloading'].map((verb): [string, RegExp] => [verb, /^\s+(?:it|one|them|this|that|the (?:free |paid )?(?:app|version|tier|plan|trial))\b/u]),
  ...['bother', 'bothered', 'bothering'].map((verb): [string, RegExp] => [verb, /^\s*(?:with (?:it|this|that|them|one)\b|$)/u]),
  // "walk right past it", "walked away": not "walk the dog".
  ...['walk', 'walks', 'walked', 'walking'].map((verb): [string, RegExp] => [verb, /^\s+(?:(?:right|straight|on)\s+)?(?:past|by|away)\b/u]),
  // Not a study of the figures ("I've looked at the numbers twice"): the thing, not its papers, is what is looked at.
  ...['look', 'looks', 'looked', 'looking'].map((verb): [string, RegExp] => [verb, /^\s+(?:at(?!\s+(?:where|what|how|why|who|whether|which|when)\b)(?!\s+(?:the\s+|its\s+|their\s+)?(?:numbers|figures|data|financials|filings|books|metrics|cohorts|accounts|spreadsheet|model|deck)\b)|past)\b/u]),
  // "I'm not reaching for this one again": not "reach the summit".
  ...['reach', 'reaches', 'reached', 'reaching'].map((verb): [string, RegExp] => [verb, /^\s+for\s+(?:it|them|this|that|one|mine|(?:this|that|the) one)\b/u]),
  ...['spend', 'spends', 'spent', 'spending'].map((verb): [string, RegExp] => [
    verb,
    /^\s+(?:the extra|mine\s*[.!]?\s*$|on (?:it|this|that|one|them)|(?:(?:my|our|your|the|that|this|good|any|real)\s+)?(?:own\s+)?(?:money|cash|savings|budget))\b/u,
  ]),
]);
/** Before a shelving, the one the speaker had before as its subject: "The Sony I had before lives in a drawer". */
const HAD_BEFORE_SHELVED = /\b(?:the|my|our)\s+(?:[\p{L}\p{N}-]+\s+){1,3}?(?:i|we)\s+(?:had|used|owned|ran)\s+(?:before|previously)\s+(?:(?:now|just|still)\s+)*$/u;
/** Before a shelving: the thing itself told of first, then the old one as the shelving's subject. */
const OLD_SHELVED = /(?:^|[\s,])(?:it|this one|mine)\b[^.;:!?]*?(?:,\s*|\s)and\s+(?:the|my|our)\s+(?:old|previous|former|outgoing)\s+(?:[\p{L}\p{N}-]+\s+){0,2}(?:(?:is|are|now|just|still)\s+)*$/u;
/** Where a thing put away sits: "in a drawer", "in the loft". */
const STORED_IN = String.raw`\s+(?:in (?:a|the|my|our) (?:drawer|cupboard|closet|cabinet|box|attic|loft|garage|basement)|on (?:the|a|my|our) top shelf|at the back of (?:the|a|my|our) (?:shelf|cupboard|drawer|wardrobe|closet))\b`;
/**
 * The thing put away unused: "the HE lives in a drawer", "it's staying in the cupboard", "it's gathering dust", "ours now
 * lives on the top shelf". Staying
 * there only while kept for later is no shelving: "mine is staying in the closet rather than going to the consignment shop".
 */
const SHELVED = new RegExp(String.raw`\b(?:lives?|living|sits?|sitting)${STORED_IN}|\b(?:stays?|stayed|staying)${STORED_IN}(?![^.;:!?]*\b(?:rather than|instead of|for (?:the|our|my) (?:next|second))\b)|\bgather(?:s|ed|ing)? dust\b`, 'u');
/** Before the speaker, in the same clause: a refusal that turns what follows round ("not a chance I'd…", "no way we'd…", "I can't say I'd…"). */
const REFUSED = /\b(?:(?:can't|cannot|couldn't|wouldn't|won't) (?:honestly |really |truthfully |in good conscience )?say(?: that)?\s*$|not (?:where|what|the (?:one|place|thing|kind|sort|way))|(?:not|\p{L}+n't) (?:something|anything|the (?!only\b|first\b|last\b)[\p{L}-]+)|not a (?:chance|hope|prayer)|no (?:chance|way)|not in a million years|under no circumstances|not again|never again)\b[^,;:]*$/u;
/** A refusal put before the speaker: "Not one I'd back", "not a business I'd own", "Nothing here I'd hold". */
const FRONTED_REFUSAL = /(?:^|[,;:—–])\s*(?:not one|not (?:a|an) [\p{L}-]+(?: [\p{L}-]+)?|nothing(?: (?:here|there|about (?:it|this|them)))?|none(?: of (?:it|them|this))?)\s*$/u;
/**
 * Another thing as what a verb takes: "something else", "anyone else" (not "anyone after", which no comparative
 * makes), "the alternatives", "to another line", "a different brand" …
 */
const ELSEWHERE = /(?<!\b(?:than|over|before) )\b(?:something|anything|someone|somebody|somewhere|anywhere) (?:else|simpler|different|[\p{L}]{2,}er)\b|\b(?:anyone|anybody) else\b|\balternatives\b|\b(?:to|towards?) another\b|\b(?:something|anything) (?:more|less) [\p{L}-]+|(?<!\bin )\ba different (?!colou?r|size|shade|finish|width|length|style|pattern|way\b)[\p{L}-]+|\belsewhere\b|\ba (?:place|shop|store|gym|club|school|clinic|practice|firm|provider|company|dealer|garage) (?:with|that|where|which)\b|\bone (?:step|tier|level|rung|size|model) up\b|\b(?:an?|two|three|some) (?:cheaper|simpler|smaller|lighter|quieter|sturdier|safer|friendlier|tougher|plainer)\b|\brather than (?:(?:to|towards?|on|for|with|at|into) )?(?:this|it|these|them)\b|\bsomewhere (?:else|with|that|where|safer|better|i|we|you)\b|\b(?:that|the same|those) (?:money|cash|budget|savings|dollars|pounds)\b|\binstead\b|\bdifferently\b|\b(?:a few|a couple of|some|several|two|three) others\b|\banother (?:brand|vendor|option)\b|(?<!\b(?:than|like|and|or|of|with|among|beside|besides|over) )\bother (?:brands|vendors|options|makes|models|providers|suppliers|manufacturers|companies|products|services|tools|platforms|apps|alternatives)\b|\b(?:one of )?the (?:alternatives|others|rivals|competition)\b|\b(?:on )?to (?:[\p{L}-]+ )?(?:alternatives|rivals|competitors)\b|\ba (?:competitor|rival)\b|\bthe (?:[\p{L}-]+ ){0,2}?(?:rival|competitor)s?\b(?!['’]s)|\bthe (?:tool|one|app|thing|platform|service|product|suite) (?:we|i|you|they) already (?:pay for|have|own|use)\b|\b(?:on|in|into|toward|towards) (?:something|anything)\b(?! (?:like|as|this|so) )|\bone of (?:the|those|these|its) (?:[\p{L}-]+ ){0,2}?(?:options|alternatives|picks|ones|models|brands|rivals|competitors)\b|(?<!\b(?:for|next to|beside|alongside) )\b(?:the|our|my|your|their) other\b|\b(?:go|goes|went|going|opt|opted|opting) for (?:the|our|my|your|their) other\b/u;
/** Objects that are not the thing reviewed: "picking a side", "stay that way", "leave the call to you". */
/** "Pick something your next hire already knows": an indefinite object is not the thing reviewed, but another. */
/**
 * "I'd back it over anything else in the class", "I'd back that business over the competition", "I'd take that over
 * almost anything else": this one preferred to the rest, not the rest taken.
 */
const PREFERRED_OVER = /^\s+(?:(?:with|for)\s+)?(?:(?:it|this(?: one)?|that|them|these)\s+(?:over|above|ahead of|before)\s(?!to\b)|(?:this|that)\s+[\p{L}-]+\s+(?:over|above|ahead of)\s+(?:the (?:competition|rest|field|others|alternatives)|anything|everything|(?:its|their) (?:rivals|competitors|peers))\b)/u;
/**
 * "We moved to a regional provider", "I moved us to a local bookkeeper", "I moved my records to a paid billing app": a move
 * to one of another kind's sellers or tools is a move away.
 */
const TO_ANOTHER = /^\s+(?:(?:everything|it|them|us|the [\p{L}-]+|(?:my|our) (?:[\p{L}'-]+\s+){0,2}?[\p{L}-]+)\s+)?(?:over\s+)?(?:to|onto)\s+an?\s+(?:[\p{L}-]+\s+){0,2}(?:app|registry|tool|system|solution|suite|package|program|software|marketplace|provider|vendor|competitor|rival|alternative|service|supplier|platform|company|firm|insurer|bank|broker|mutual|carrier|airline|host|agency|brand|maker|manufacturer|credit union|retailer|dealer|operator|network|accountant|bookkeeper|adviser|advisor|planner|agent|lender|mechanic|installer|contractor|practice|clinic|garage|studio|gym)\b/u;
/**
 * A move to "a" or "an" thing of any kind: "we moved the whole team to a hosted queue", "we moved both of the kids to a
 * free account at the co-op". The one reviewed is already known to the reader; what is brought in with "a" is another.
 * Not a plan, tier or version of it ("we moved to a paid plan", "switched to a newer release"), nor a stretch of time,
 * nor a place things are carried to ("moved it to a bigger shelf").
 */
const TO_A_KIND = /^\s+(?:[\p{L}\p{N}'’-]+\s+){0,4}?(?:over\s+)?(?:to|onto)\s+an?\s+(?!(?:pair|set|unit|second|spare|couple|few|lot|bit|day|week|fortnight|month|year|weekend|morning|afternoon|point|degree|newer|later|higher|lower|bigger|larger|annual|yearly|monthly|paid|premium|family|team|business|pro|plus|full|new|different (?:plan|tier|room))\b)(?!(?:[\p{L}-]+\s+){0,2}(?:plan|plans|tier|subscription|licen[cs]e|seat|seats|version|release|model|update|upgrade|room|shelf|drawer|desk|corner|cupboard|closet|garage|house|flat|city|town)\b)[\p{L}-]{2,}/u;
/** A move back to another is a move away: "I've moved everything back to my old bank" (not "moved back to it"). */
/** Going back to a thing named (as written, capitalised): "went back to the Hoka", "going back to Notion". */
const GOING = new Set(['go', 'goes', 'went', 'gone', 'going']);
const BACK_TO_NAMED = /^\s+back to (?:the\s+|my\s+|our\s+)?(?!I\b)\p{Lu}/u;
const MOVED_BACK = /^\s+(?:(?:everything|it all|all of it|us|them|(?:the|my|our) [\p{L}-]+)\s+)?back\s+(?:to|onto|into)\s+(?!(?:it|this|them|that|these)\b)/u;
/** Others' work moved into this one: "I've moved two other tools' worth of work into it" is a move to it, whatever was moved. */
const MOVED_INTO_IT = /\b(?:in|into|onto|on|over to|to)\s+(?:it|this(?: one)?|them)\s*$/u;
/** A move to anywhere is a move away: "I'm not moving us anywhere" stays. */
const MOVED_ANYWHERE = /^\s+(?:(?:us|it|them|everything|(?:my|our|the) [\p{L}-]+)\s+)?anywhere\b/u;
/** A capital opening a word, not the speaker's "I": where a name in what the speaker took up starts. */
const NAME_START = /(?<![\p{L}\p{N}])(?!I(?![\p{L}]))\p{Lu}/u;
/** Before a name in what the speaker took up, words that set the name against the thing taken up. */
const PREFERRED_TO = /\b(?:over|before|above|ahead of|than|against|from|instead of|unlike|versus|vs)\b/i;
/** Something unnamed taken up, or gone with: "buy something lighter", "go with something I trust more", "pick nearly anything else". */
const SOMETHING_ELSE = /^\s+(?:(?:with|for)\s+)?(?:(?:almost|nearly|just about|practically|virtually|literally)\s+)?(?:something|anything|someone)\b/u;
/** Verbs whose first object is whom the thing goes to: "that's where I'd send someone" sends a person to it. */
const SENDING = new Set(['send', 'sends', 'sent', 'sending', 'point', 'points', 'pointed', 'pointing', 'steer', 'steers', 'steered', 'steering', 'guide', 'guides', 'guided', 'guiding', 'hand', 'hands', 'handed', 'handing']);
const SOMEONE_SENT = /^\s+(?:someone|somebody|anyone|anybody)\b(?!\s+else\b)/u;
/**
 * Sent on to an indefinite one: "I'd point them to a digital-first carrier", "I'd steer most parents toward one of
 * those", "I'd point to something that just turns on", "I send them towards a watch": where the reader is sent is not
 * the one reviewed, which would be "it", "this one" or its name (a capitalised word after the article is left to the
 * names). Tried on `writtenAfter`; its group is the preposition.
 */
const SENT_TO_SOME = /^\s+(?:(?:them|people|him|her|you|us|anyone|everyone|everybody|others|folks|friends|readers|buyers|(?:most|new|first-time|young|nervous|anxious|casual|serious)\s+[\p{Ll}-]+|[\p{Ll}-]+s)\s+)?(to|toward|towards|at)\s+(?:(?:an?|some)\s+(?!(?:pair|couple|few|bit|lot|copy|unit|demo|trial)\b)\p{Ll}|one of (?:those|these)\b|something\b|anything\b)/u;
/**
 * Sent towards things of a kind, in the plural: "I point them toward lighter tools", "I'd send them towards the enclosed
 * options". The one reviewed is one thing ("towards it", "towards this one"), or named.
 */
const SENT_TOWARD_KIND = /^\s+(?:(?:them|people|him|her|you|us|anyone|everyone|everybody|others|folks|friends|readers|buyers|[\p{Ll}-]+s)\s+)?towards?\s+(?:the\s+)?(?!(?:its|this|these|those|his|her|their|our|my|your)\b)(?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]{2,}(?<!s)s\b(?!\s+of\b)/u;
/** Sent "there" just after the others were named: "readers who can't stomach it have alternatives, and I'd point them there". */
const SENT_THERE = /^\s+(?:[\p{L}-]+\s+)?(?:them|people|you|everyone|readers|buyers|folks|friends|users|owners|families|teams)\s+there\b/u;
/** The others named before the verb (what "there" can point back to). */
const OTHERS_BEFORE = /\balternatives?\b|\brivals?\b|\bcompetitors?\b|\bother (?:options|brands|makers|vendors|providers|services|products)\b/u;
/**
 * Whether a sending verb sends the reader on to another one: "to" or "at" after "point" and "steer" is where, after
 * "hand" or "send" it is often whom ("I'd hand it to a friend"); "towards" is where after any of them.
 */
function sentOnward(verb: string, writtenAfter: string, after: string, before: string): boolean {
  const pointing = /^(?:point|steer|guid)/u.test(verb);
  const sent = SENT_TO_SOME.exec(writtenAfter);
  if ((sent && (pointing || sent[1].startsWith('toward'))) || SENT_TOWARD_KIND.test(writtenAfter)) return true;
  return pointing && SENT_THERE.test(after) && OTHERS_BEFORE.test(before);
}
/** So is a kind, chosen by what it has: "I'd pick a bike with normal brakes", "buy a model that folds". */
const KIND_ELSE = /^\s+an?\s+(?!(?:second|spare|pair|couple|few|unit|new)\b)[\p{L}-]+(?:\s+(?!(?:of|in|on|at|to|for)\b)[\p{L}-]+)?\s+(?:with|that|which|without|whose)\b(?!\s+(?:confidence|my|our|your|their|it|this|them|us|him|her)\b)/u;
/**
 * So is "one of those" after others were named before it: "There are dealer-backed bikes at the same price; I'd go with
 * one of those" ("I'd buy one of those" alone may be this one).
 */
const ONE_OF_THOSE = /\bone of those\s*$/u;
const OTHERS_NAMED = /\bthere(?:'s| is| are|'re)\b|\bother\b|\balternatives?\b|\brivals?\b|\bcompetitors?\b/u;
/**
 * So is the one of the two set apart by a comparison: "book the cheaper one", "get the sensible one", "go with the
 * simpler platform": said of this one, it would be "this one" (blind sets read +4 calls, never read +1, the corpus
 * +6 −1). Not a size ("go with the bigger charger", "buy the smaller one" are as often this one), nor a size or version
 * of a line ("Buy the bigger set", "the newer model").
 */
const THE_COMPARED_ONE = /^\s+(?:(?:with|for|at|to|toward|towards)\s+)?(?:the|one of the)\s+(?:much\s+|far\s+|a\s+bit\s+)?(?:cheaper|quicker|faster|lighter|heavier|safer|simpler|sturdier|quieter|slower|thinner|plainer|humbler|sensible)\s+(?!(?:one of|set|sets|size|pack|packs|bundle|kit|box|version|model|tier|plan|edition)\b)[\p{L}-]+/u;
/** So is an ordinary one of the kind: "I'd steer you towards a regular lid", "just buy a normal kettle". */
const ORDINARY_KIND = /^\s+(?:(?:you|people|them|him|her|someone|anyone|everyone|us|me|(?:new|first-time|most|young|anxious|nervous)\s+[\p{L}-]+)\s+)?(?:(?:to|toward|towards|into|at|for|with)\s+)?an?\s+(?:regular|normal|ordinary|conventional|traditional|plain|basic|classic|old-fashioned|dumb|good|decent|proper|simple|standard)\s+[\p{L}-]+/u;
/**
 * What the speaker would rather take up, when it is "a" something or a few of them ("I'd rather buy a plain pot", "I'd
 * rather fund three cheaper sticks"): another one, not this.
 */
const RATHER_A_THING = /^\s+(?:an?|some)\s+(?!(?:second|spare|pair|couple|few|unit|new|used|refurbished|replacement|backup|bigger|smaller|cheaper)\b)[\p{L}-]+(?!\s+(?:one|ones|of (?:these|those|them|it))\b)|^\s+(?:two|three|four|five|six|several|a few|a couple of)\s+(?!(?:of|more)\b)[\p{L}-]+(?!\s+(?:of (?:these|those|them|it))\b)/u;
const CHOOSING = new Set(['buy', 'buys', 'bought', 'buying', 'pick', 'picks', 'picked', 'picking', 'choose', 'chooses', 'chose', 'chosen', 'choosing', 'get', 'gets', 'got', 'getting', 'order', 'orders', 'ordered', 'ordering']);
const NOT_THE_THING = /^\s*(?:the (?:forecasting|forecasts?|predicting|predictions?|guessing|speculating|speculation)\b|thinking|overthinking|worrying|wondering|hesitating|caring|a side|sides|the call|(?:at |over )?the (?:amount|figure|total|invoice|receipt|fine print|small print)\b|my verdict|my (?:opinion|thoughts|counsel|powder dry)|judg(?:e)?ment|that way|out of|an eye|a (?:close|careful|keen|watchful|sharp|wary|beady) eye|track|quiet|calm|going|in touch|the score|(?:that|this|it|those|these) in mind|(?:into\s+|on\s+|with\s+)?(?:where|what|whatever|whichever|how)\b)/u;
/** A sentence that declines to decide, or asks, or hangs the stance on a condition with an alternative. */
const NO_DECISION = /\btry (?:it|one|them|a pair|a unit|the [\p{L}-]+)\b[^.;]*\bfirst\b|(?<!^)\beither way\b|^depends\b|\bdepends (?:which|what|who|how|whether)\b|\bleave the (?:decision|call|choice|verdict) (?:until|till|for)\b|\b(?:whether|torn|undecided|can't decide|cannot decide|call it even|leave (?:it|that|this) (?:there|to|at that)|(?:haven't|have not|hasn't|has not) (?:yet )?(?:picked|chosen) (?:one|a side|either)|(?:not|n't) (?:picking|choosing) (?:one|a side|either)(?: of them)? yet|the call to|the (?:decision|choice) to|up to you|your call|(?:pick|choose|decide) for you|(?:whatever|whichever)(?: one)? you (?:pick|choose|buy|get|go with|decide on|end up with)|not sure|unsure|(?:can't|cannot|couldn't) (?:yet |really |honestly )?(?:say|tell)(?: yet)? if|(?:don't|do not) (?:yet |really |honestly )?know(?: yet)? if|(?:it|that|this|which|everything|all) depends|depends on (?:you|your|what|how|whether|who|which)|if not|otherwise|only if|as long as|provided|(?:a|my|the|any) (?:verdict|judgement|judgment)|can't call|cannot call|(?:switch|stay|buy|go|wait) or (?:to )?(?:stay|switch|wait|not)|(?:i'm|i am|we're|we are) (?:just |only )?(?:watching|waiting to see|keeping an eye))\b/u;

/**
 * The thing's own fate in the speaker's life, with the thing as the subject: "this one stays in my pack", "it's
 * coming with me again" keep it (the group `kept`); "it went back to the shop", "it's back in its box", "mine has been
 * demoted" leave it.
 */
const FATE = /(?:^|[^\p{L}'])(?:it|this one|that one|mine|ours|the box|the new (?:one|[\p{L}\p{N}-]+)|(?:this|that|my|our) (?!(?:one|call|decision|choice|question|problem|issue|price|cost|verdict|risk|point|doubt|worry|concern|advice)\b)[\p{L}\p{N}-]+)(?:'s| is| are| has| had| was| were| isn't| is not| won't be| will not be| wasn't| aren't| are not| never)?(?: (?:been|now|already|still|just|not))?\s+((?<kept>(?:lives|lived|living)(?=\s+(?:in|on|at|by|next to)\s+(?:the|my|our|a|an|his|her|their|every)\s)|(?:stays?|stayed|staying)(?=\s*(?:[.,;:!—–"”’')\]]|$)|\s+(?:in|on|with(?! you\b)|at|put|here|there|home|around|by|plugged|installed|mounted|forever|where|and|right (?:where|here|there))\b)|coming with (?:me|us)|comes with (?:me|us)|came with (?:me|us)|coming on (?:the|my|our|every|this|that|next|any) (?:[\p{L}-]+ )?(?:trip|trips|hike|hikes|holiday|holidays|ride|rides|run|runs|walk|walks|journey|journeys|tour|tours|outing|outings|expedition|expeditions)|(?:goes|going|went) (?:everywhere )?with (?:me|us)|goes in every (?:bag|pack|kit|car))|went back|goes back|going back|gone back|back in (?:its|the|my) (?:box|bag|drawer)|demoted|retired|relegated|in the bin|in the (?:trade|trade-in|sell|sale|swap|donate|donation|charity|giveaway|give-away|returns?) (?:pile|box|bag|heap|bin)|on ebay|(?:sitting |out )?(?:on|at|by) the (?:curb|kerb)|for sale|(?:sitting |up )?on (?:the|a) (?:used|secondhand|second-hand|resale|clearance) (?:rack|shelf|table|pile)|(?:going|gone|goes|went) (?:up )?on (?:the )?(?:classifieds|marketplace|ebay)|(?:gets?|got|been|is) (?:listed|put up) for sale|(?:listed|up) on (?:the |a )?(?:[\p{L}-]+ )?(?:classifieds|marketplace|ebay|gumtree|craigslist|vinted|page|site|group|forum)|(?:went|gone|belongs|belonged) to (?:my|our|a|an) (?:(?:new|good|lighter|happier|grateful|younger|keener) )?(?:brother|sister|son|daughter|dad|mum|mom|father|mother|nephew|niece|neighbou?r|friend|cousin|colleague|home|owner|packer|rider|runner|buyer|climber|cook|player)(?!['’]s))\b/u;
/**
 * A closing sentence that is only a judgement of the thing: an adjective of praise or of blame, maybe "little", and a
 * word or two for the thing ("Brilliant pack.", "Great little mower.", "Superb bit of kit.", "Dreadful kettle.").
 */
const SHORT_JUDGEMENT = /^\W*(?:(?:an?|one|what an?|such an?)\s+)?(?:(?:really|truly|just|simply|absolutely|properly|genuinely|seriously)\s+)?(brilliant|superb|excellent|fantastic|great|lovely|terrific|cracking|wonderful|outstanding|marvellous|marvelous|stellar|awful|terrible|dreadful|rubbish|useless|hopeless|disappointing)(?:\s+(?:little|wee|bit of))?(?:\s+[\p{L}][\p{L}-]*){1,2}\W*$/u;
const PANNING = new Set(['awful', 'terrible', 'dreadful', 'rubbish', 'useless', 'hopeless', 'disappointing']);
/** Let into the speaker's stack, said alone: "It goes in." */
const LET_IN = /^\W*(?:it|this one|that one)\s+(?:goes|went|is going)\s+in\W*$/u;
/** The thing kept where it is: "it isn't going anywhere". */
const STAYING = /\b(?:isn't|is not|aren't|are not|won't be|will not be|not) going anywhere\b|\bleav(?:e|es|ing) (?:everything|it all|mine|ours) (?:right )?where (?:it|they) (?:is|are)\b/u;
/** A fate said with its negation ("it isn't coming with us", "it never went back"): the other way. */
const FATE_DENIED = /\b(?:isn't|is not|won't|will not|wasn't|aren't|are not|never|not)\s+(?:\p{L}+\s+)?$/u;
/** "I'd rather put the other one in their hand than this", "I'd sooner see them fix the basics than chase this": this one is the one passed over. */
const RATHER_THAN_END = /\b(?:rather|sooner)\b[^.;:]*?\bthan (?:(?:to|towards?|on|for|with|at|into|chase|back|buy|fund|use|pick|choose|keep|own|hold|touch) )?(?:(?:this|these)(?: [\p{L}-]+)?|it|here|them)\s*[.!]?\s*["”’')\]]*\s*$/u;
/** "Spend it there", told to the reader: the money goes to the other one just named ("I'd put my money there" may be this one). */
const SPENT_THERE = /^(?:so |just |then )?spend (?:it|that|your money|the money|the difference|the extra) there\b/u;
/** "This one isn't their boat": not the one for the reader spoken of. */
const NOT_THEIRS = /\b(?:this|it|this one)\s+(?:isn't|is not)\s+(?:their|your|his|her)\s+[\p{L}-]+\s*[.!]?\s*["”’')\]]*\s*$/u;
/** "If it died tomorrow I'd replace it with another one": the same again. */
const REPLACED_LIKE = /\breplace (?:it|them|mine|ours) with (?:another|the same|an identical|a new one)\b|\b(?:getting|gets|get|be|been|being) replaced (?:with|by) (?:another|the same|an identical)\b/u;
/** "I replaced it with something smaller", "replaced it with a cheaper one": another one in its place. */
const REPLACED_ELSE = /\breplac(?:e|ed|ing) (?:it|them|mine|ours|this one) with (?:something|anything|a different\b|an? [\p{L}]{2,}er\b)/u;
/** A subscription left to run out: "we let it lapse", "let the plan expire". What the speaker took up after it is the alternative. */
/** The speaker back on a named one: "we were back on Acme", "and was back on Acme", "I'm back with the Acme". */
const BACK_ON_NAMED = /(?:\b(?:[Ii]|[Ww]e)\s*|\band\s+)(?:were|was|are|am|'re|'m)\s+(?:(?:soon|quickly|all|straight|right)\s+)?back\s+(?:on|to|with)\s+(?:the\s+|my\s+|our\s+)?((?!I\b)\p{Lu}[\p{L}\p{N}'.-]*)/u;
const LAPSED = /\blet (?:it|them|this(?: one)?|the [\p{L}-]+|(?:my|our) (?:[\p{L}-]+ )?[\p{L}-]+) (?:lapse|expire|run out)\b/u;
/** Passed on to whoever asks: "anyone who asks gets pointed at this one". */
const HANDED_ON = /\b(?:gets?|got|getting) (?:pointed|sent|steered|directed) (?:at|to|towards?) (?:this|it|this one)\b/u;
/** "If you want one that lasts, that's the pick": the choice, said of this one. */
const THE_PICK = /\b(?:that's|that is|this is|it's|it is) (?:the|my) pick\s*[.!]?\s*["”’')\]]*\s*$/u;
/** "It's off my list": struck off. */
const STRUCK_OFF = /\b(?:it's|it is|this is|this one's|this one is|that's|they're|they are) (?:off|struck off|crossed off) (?:my|our|the) (?:list|shortlist)\b/u;
/** "I'd put it ahead of anything else at the price": ranked first. */
const PUT_FIRST = /\bput (?:it|this|this one|the [\p{L}\p{N}+ -]{1,40}?) (?:ahead of|above|over) (?:anything|everything|the rest|the others|the competition)\b/u;
/** The sentence ends on what the reader should take instead: "should stretch for the other one instead". */
const ADVISED_INSTEAD = /\b(?:should|'d|would|must|better off|go|get|buy|save|spend|put|stretch|look|try|grab|pick|choose|take|(?:we|i)(?:'re|’re| are|'m|’m| am|'ll|’ll| will) (?:doing|going|booking|using|visiting|heading|taking))\b[^.;:]*\binstead\s*[.!]?\s*["”’')\]]*\s*$/u;
const THIS_INSTEAD_END = /\b(?:this|this one|it|these|them)\s+instead\b/u;
/** "Look past it": passing it over. */
const LOOKED_PAST = /^\s+past\b/u;
/** "Look at what your bank bundles before committing to it", "try a few before you buy": something else weighed first. */
const WEIGHED_BEFORE = /^\s+(?:at\s+|out\s+)?(?!(?:it|this|them|one|these)\b)[^.;:!?]*?\bbefore (?:you |we |i )?(?:commit|committing|buy|buying|sign|signing|pay|paying|settle|settling|choose|choosing|subscribe|subscribing)\b/u;
const WEIGHING = new Set(['look', 'try', 'consider']);

/** A choice the speaker would make: "it would be this one", "it would be this." (ship), "Delta's wouldn't be it", "it wouldn't be here." (skip). */
/** The speaker's one pick, by name, in the speaker's own case: "If I had one slot, it would be the Era 300", "…, it's the Era" (read with case kept). */
const WOULD_BE_NAMED = /\b[Ii]f (?:I|we) (?:had|could|were|was|only had|had to)\b[^.;]*?,\s*(?:it|mine|my (?:pick|choice)|that)\s*(?:(?:would|'d)\s+be|'s|\sis)\s+(?:the\s+)?[\p{Lu}\p{N}][\p{L}\p{N}-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}-]*){0,3}/u;
const WOULD_BE = /\b(?:it|that|mine|my (?:pick|choice))\s*(?:would|'d)\s+be\s+(?:(?:this|that) one\b|(?:this|here)(?=[\s.!"”’')\]]*$))|\b(?:wouldn't|would not)\s+be\s+(?:it|the one|this one|my (?:pick|choice)|here(?=[\s.!"”’')\]]*$))\b/u;


export interface Stance {
  verdict: Exclude<Verdict, 'none'>;
  /** The words that made it, as written in `sentence`. */
  expression: string;
}

/** `after` up to the next clause: a comma, or a conjunction that starts another one. */
function ownClause(after: string): string {
  const end = after.search(/,|\s(?:and|but|while|whereas|so|then|because|since|let|when|whenever|if|unless|though|although)\s/u);
  return end < 0 ? after : after.slice(0, end);
}

/** The stance of `sentence` (as written), or null when it takes none. */
export function closingStance(sentence: string): Stance | null {
  // White space as one space: a hard-wrapped "I\nwouldn't" reads as written on one line.
  sentence = oneSpaced(sentence);
  // Curly and back-ticked apostrophes as straight ones: the patterns below are written with "'".
  const straight = sentence.replace(/[’‘`]/g, "'");
  const lower = straight.toLowerCase();
  if (/\?\s*["”’')\]]*\s*$/u.test(lower) || NO_DECISION.test(lower) || WHICHEVER_OPENING.test(lower)) return null;
  // A closing judgement of the thing and nothing else: "Brilliant pack.", "Great little mower.", "Dreadful kettle."
  const judged = SHORT_JUDGEMENT.exec(lower);
  if (judged) return { verdict: PANNING.has(judged[1]) ? 'skip' : 'ship', expression: sentence.trim() };
  if (LET_IN.test(lower)) return { verdict: 'ship', expression: sentence.trim() };
  let found: Stance | null = null;
  const fate = FATE.exec(lower);
  let fateFound: Stance | null = null;
  if (fate) {
    const kept = fate.groups?.kept !== undefined;
    const denied = FATE_DENIED.test(fate[0].slice(0, fate[0].length - fate[1].length));
    found = fateFound = { verdict: kept !== denied ? 'ship' : 'skip', expression: sentence.slice(fate.index, fate.index + fate[0].length).trim() };
  }
  const staying = STAYING.exec(lower);
  if (staying) found = { verdict: 'ship', expression: sentence.slice(staying.index, staying.index + staying[0].length) };
  const shelved = SHELVED.exec(lower);
  // Of the thing kept and another shelved, the later says where the sentence ends up ("my old pair sits in the garage; this one is staying").
  // The old one shelved after the thing itself was told of ("It hangs by the stove now, and the old set sits in a box"):
  // this one is the keeper.
  const oldShelved = shelved !== null && (OLD_SHELVED.test(lower.slice(0, shelved.index)) || HAD_BEFORE_SHELVED.test(lower.slice(0, shelved.index)));
  if (shelved && !(fate && fate.index > shelved.index)) found = { verdict: oldShelved ? 'ship' : 'skip', expression: sentence.slice(shelved.index, shelved.index + shelved[0].length) };
  const choice = WOULD_BE.exec(lower) ?? WOULD_BE_NAMED.exec(straight);
  if (choice) found = { verdict: /n't|not/u.test(choice[0]) ? 'skip' : 'ship', expression: sentence.slice(choice.index, choice.index + choice[0].length) };
  SPEAKER_VERB.lastIndex = 0;
  // Once the speaker has left it ("I'd hold back", "I took it back"), taking up something named after that is the
  // alternative ("… and buy the cheaper machine"), not this one.
  let left = false;
  // "After a week it went back, and we picked up the steel one": after the thing itself went back, what the speaker
  // takes up is the alternative.
  const lapsed = LAPSED.exec(lower);
  if (lapsed) found = { verdict: 'skip', expression: sentence.slice(lapsed.index, lapsed.index + lapsed[0].length) };
  const wentBackAt = lapsed ? lapsed.index : found !== null && found.verdict === 'skip' && fate !== null ? fate.index : -1;
  // Once another one has been chosen ("I'd pick something friendlier"), "it" after that is the other one.
  let chose = false;
  /** Where the last speaker's verb read stands. */
  let verbAtLast = -1;
  for (let m = SPEAKER_VERB.exec(lower); m; m = SPEAKER_VERB.exec(lower)) {
    const [, clauseStart, between, verb, after] = m;
    // The next search starts after this verb, not after the words read with it: "I took it back and kept my old one".
    SPEAKER_VERB.lastIndex = m.index + m[0].length - after.length;
    // "until someone I trust has lived with it": the speaker inside a clause about someone else.
    if (clauseStart === undefined && SOMEONE_BEFORE.test(lower.slice(0, m.index + 1))) continue;
    // "the first pair I reach for when I leave the car": a verb in a clause of time, not on the thing, tells when.
    if (clauseStart === undefined && TIME_CLAUSE_BEFORE.test(lower.slice(Math.max(0, m.index - 16), m.index + 1)) && !PUT_DOWN_THE_THING.test(after)) continue;
    // "I'll be back in spring": the speaker coming back, not backing something.
    if (verb === 'back' && /\bbe\s*$/u.test(between)) continue;
    if (clauseStart === undefined && TRIED_FORMS.has(verb) && NEGATIVE_HEAD_BEFORE.test(lower.slice(Math.max(0, m.index - 24), m.index + 1))) continue;
    // "where Dave takes an hour and gets it right": a verb of the third person opening a clause has someone else's subject.
    if (clauseStart !== undefined && !between.trim() && THIRD_PERSON.has(verb)) continue;
    const writtenAfter = sentence.slice(m.index + m[0].length - after.length, m.index + m[0].length);
    // A common verb opening a clause is rarely advice ("Set aside the price…"): only after the speaker; and with
    // nothing after it, it ends a relative clause ("the kettle we use"): a habit, not a stance.
    if (NOT_IMPERATIVE.has(verb) && ((clauseStart !== undefined && !between.trim() && !MONEY_OBJECT.test(after) && !IMPERATIVE_OBJECT.test(after)) || !after.trim())) continue;
    // Stopping a habit is not leaving the thing: "stop building forms in spreadsheets and use it".
    // Stopping recommending or buying something is leaving it, whatever it is called ("the bigger app").
    const gerund = HABIT_STOPPED.has(verb) ? /^\s+((?:[a-z]+-)?[a-z]+ing)\b/u.exec(after)?.[1] : undefined;
    // Nor is stopping a misgiving about it: "I've stopped apologizing for it".
    if (gerund && MISGIVINGS.test(gerund)) continue;
    if (gerund && !(TAKE_UP_FORMS.has(gerund) && !HABITS.has(gerund)) && !/\b(?:it|them|this|that|one)\b/u.test(ownClause(after)) && !ELSEWHERE.test(after)) continue;
    // Goods sold by the hundred are a trade done with it, not it sold: "I've sold about four hundred coasters".
    if (SELLING.has(verb) && GOODS_SOLD.test(after)) continue;
    // Keeping on saying, hearing or trying something is not keeping the thing: "I keep telling small teams it isn't …",
    // "we kept hitting the same bug" (keeping on buying or adding is: "I'd keep adding on dips").
    if (KEPT_ON.has(verb) && KEPT_SAYING.test(after)) continue;
    // Something kept in mind is something remembered, not the thing kept: "keep a backup in mind".
    if (KEPT_ON.has(verb) && IN_MIND.test(ownClause(after))) continue;
    // Carrying it to another room is not moving to it: "once I moved it to the living room".
    if (MOVING.has(verb) && RELOCATED.test(after)) continue;
    // Money taken somewhere is a stance too: "I'd take the money to a competitor".
    // Gone back to a thing by its name ("I went back to the Hoka"): the old one, taken up again in place of this one.
    const backToNamed = GOING.has(verb) && BACK_TO_NAMED.test(writtenAfter);
    // "Look at your TV first": the reader's own thing looked at, not this one.
    if (verb.startsWith('look') && READERS_OWN.test(after)) continue;
    if (NOT_THE_THING.test(after) || (OBJECT_NEEDED.get(verb)?.test(after) === false && !backToNamed && !(verb.startsWith('t') && moneyElsewhere(after, writtenAfter, NEGATED.test(between))))) continue;
    // A refusal of the others ("Avoid the cheap clones") says nothing against this one (as in callScope).
    if (!TAKE_UP_FORMS.has(verb) && OTHERS_OBJECT.test(after)) continue;
    // "Recommending it now would be guesswork": the act, opening its clause, is what is judged (as in callScope).
    if (clauseStart !== undefined && !between.trim() && verb.endsWith('ing') && JUDGED_AFTER.test(after)) continue;
    // Selling it to someone is recommending it to them: "it isn't the stove I'd sell a beginner".
    let takesUp = TAKE_UP_FORMS.has(verb) || (SELLING.has(verb) && SOLD_TO.test(after));
    if (wentBackAt >= 0 && m.index > wentBackAt) left = true;
    if (left && takesUp && (chose || !THE_THING_OR_BACK.test(after))) continue;
    // Taking up something else, or giving it back, is leaving it; leaving everything else is taking it up
    // ("I've quit evaluating anything else").
    // Keeping one's money ("I'd keep my money in my pocket") is keeping it from this one.
    // Money put into "a" something ("Put the money into a cordless tool") goes to another one.
    // What the verb takes is in its own clause: "buy the middle one and let someone else pay" buys this one.
    // Nor does a "without" belong to it: "I ordered this pair without trying anything else on".
    const object = ownClause(after).replace(/\swithout\b.*$/u, '');
    // Another one named as the object: something else, a different brand, a kind chosen by what it has.
    // "Spend the extra and take that instead": the sentence ends on taking another in its place.
    // The thing itself taken instead ("I bought it instead", "I'd buy it instead of the Acme") is no other taken.
    const thingItself = THE_THING_ITSELF.test(after);
    const another = !PREFERRED_OVER.test(after) && !(MOVING.has(verb) && MOVED_INTO_IT.test(object)) && (DIFFERENCE_FOR.test(after) || COPY_OF_IT.test(after) || OTHER_KIND_PLURAL.test(after) || ELSEWHERE.test(thingItself ? object.replace(/\binstead\b/gu, '') : object) || ALTERNATIVE_AFTER.test(after) || RATHER_THAN_THIS.test(after) || (/\brather\b/u.test(between) && THAN_THIS.test(lower.slice(m.index + m[0].length - after.length))) || NOT_THIS_AFTER.test(after) || (verb.startsWith('look') && LOOKED_PAST.test(after)) || (WEIGHING.has(verb) && WEIGHED_BEFORE.test(lower.slice(m.index + m[0].length - after.length))) || (TAKE_UP_FORMS.has(verb) && !thingItself && (INSTEAD_END.test(after) || INSTEAD_END.test(ownClause(lower.slice(m.index + m[0].length - after.length))))) || (SOMETHING_ELSE.test(object) && !(SENDING.has(verb) && SOMEONE_SENT.test(object))) || (SENDING.has(verb) && sentOnward(verb, writtenAfter, after, lower.slice(0, m.index))) || (ONE_OF_THOSE.test(object) && OTHERS_NAMED.test(lower.slice(0, m.index))) || THE_COMPARED_ONE.test(object) || ((CHOOSING.has(verb) && KIND_ELSE.test(object) && !NEGATED.test(between)) || ((CHOOSING.has(verb) || SENDING.has(verb)) && ORDINARY_KIND.test(object))) || ((MOVING.has(verb) || SWITCHING.has(verb)) && TO_A_KIND.test(object)) || (MOVING.has(verb) && (TO_ANOTHER.test(object) || MOVED_ANYWHERE.test(object) || MOVED_BACK.test(object))) || (/\brather\b/u.test(between) && TAKE_UP_FORMS.has(verb) && RATHER_A_THING.test(object)));
    // "Buy once, cry once; this isn't the once": the advice, then this one said not to be what it takes.
    if (takesUp && THIS_NOT_IT_AFTER.test(lower.slice(m.index + m[0].length - after.length))) takesUp = false;
    else if (takesUp && MONEY_OBJECT.test(after) && moneyElsewhere(after, writtenAfter, NEGATED.test(between))) takesUp = false;
    else if (takesUp && verb === 'back' && /^\s+(?:on|to|with|in)\b/u.test(object) && !BACKING_MODAL.test(m[0].slice(0, m[0].length - after.length - verb.length))) takesUp = false;
    else if (takesUp && (another || RETURN_OBJECT.test(object) || (AWAY.test(object) && !(CHOOSING.has(verb) && BOUGHT_OFF.test(object)) && !(SIGNING.has(verb) && SIGNED_OFF.test(object))) || BACK_TO_OLD.test(object) || backToNamed || BACK_TO_SELLER.test(object) || (KEEPING.has(verb) && (OLD_ONE_KEPT.test(object) || KEPT_FOR_LESS.test(object) || MONEY_OBJECT.test(after) || OWN_KEPT_AWAY.test(object) || SEARCH_GOES_ON.test(after))))) takesUp = false;
    else if (!takesUp && !LEFT_TO_SOMEONE.test(object) && (ELSEWHERE.test(object) || OWN_OLD_PUT_DOWN.test(object) || EVERY_OTHER.test(object) || (gerund !== undefined && STOPPED_OTHER.test(object)) || (verb.startsWith('cancel') && BARE_OTHER.test(object)))) takesUp = true;
    const before = clauseStart === undefined ? clauseBefore(lower.slice(0, m.index)) : '';
    const refused = clauseStart === undefined && (REFUSED.test(before) || FRONTED_REFUSAL.test(before));
    const verdict = takesUp !== (NEGATED.test(between) !== refused) ? 'ship' : 'skip';
    const verbAt = m.index + m[0].length - after.length - verb.length;
    // A thing taken up by name keeps its name in the expression ("I'd look at the Acme first"): the file's reading takes
    // it as the call's object (which may be the other product), not as a mention of it. So does a thing put down by
    // name ("I returned the Acme"), which is the one reviewed.
    const objectEnd = verbAt + verb.length + object.length;
    // Not a name the thing is preferred to: "I'd back it over the Acme", "the one I'd point them to before the Acme".
    const objectText = sentence.slice(verbAt + verb.length, objectEnd);
    const capital = objectText.search(NAME_START);
    const named = (verdict === 'ship' || !TAKE_UP_FORMS.has(verb) || backToNamed) && capital >= 0 && !PREFERRED_TO.test(objectText.slice(0, capital));
    const expression = sentence.slice(m.index, named ? objectEnd : verbAt + verb.length).replace(/^[^\p{L}]*(?:(?:and|so|then|but)\s+)?/u, '').trimEnd();
    // A verb of taking up, read as leaving (refused, given back, traded for another): what it names next is the alternative.
    if (TAKE_UP_FORMS.has(verb) && verdict === 'skip') {
      left = true;
      chose ||= another;
    }
    // So is the thing itself put down: "I returned it and bought the other one".
    if (!TAKE_UP_FORMS.has(verb) && verdict === 'skip' && PUT_DOWN_THE_THING.test(after)) left = true;
    found = { verdict, expression };
    verbAtLast = m.index;
  }
  // A fate told after every speaker's verb is where the sentence ends up ("when we move, it isn't coming with us").
  if (fate && fateFound && verbAtLast >= 0 && verbAtLast < fate.index && !shelved && !staying && !choice) found = fateFound;
  // Back on a named one after every speaker's verb ("We tried it for a term and were back on Acme by spring"): the old
  // one taken up again, this one left. The name stays out of the expression: it is the one left for, not the object.
  const backOn = BACK_ON_NAMED.exec(straight);
  if (backOn && backOn.index > verbAtLast) found = { verdict: 'skip', expression: sentence.slice(backOn.index, backOn.index + backOn[0].length - backOn[1].length).trim() };
  // Sentence-wide readings that outweigh a verb read alone ("I'd rather put … in their hand than this").
  const at = (re: RegExp, verdict: Stance['verdict']): boolean => {
    const m = re.exec(lower);
    if (m) found = { verdict, expression: sentence.slice(m.index, m.index + m[0].length).trim() };
    return m !== null;
  };
  if (at(RATHER_THAN_END, 'skip') || at(SPENT_THERE, 'skip') || at(NOT_THEIRS, 'skip') || at(STRUCK_OFF, 'skip') || at(REPLACED_LIKE, 'ship') || at(REPLACED_ELSE, 'skip') || at(HANDED_ON, 'ship') || at(THE_PICK, 'ship') || at(PUT_FIRST, 'ship')) return found;
  if (!found && !THIS_INSTEAD_END.test(lower)) at(ADVISED_INSTEAD, 'skip');
  return found;
}
