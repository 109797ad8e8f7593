/**
 * The scope rules every call expression goes through, whatever its words. Given a lower-cased sentence
 * (curly apostrophes made straight) and where an expression sits in it, they say whether it is a call
 * and which way: one fixed set, applied to every row of `callExpressions.ts` alike.
 *
 *   question   "Would I recommend it?"                          → no call (handled before: questions are skipped)
 *   embedding  "not a reason to avoid it", "tempted to get one", "to prove it was worth it" → not a call: the expression is talked about
 *   object     "the recommended settings"                       → not a call: a word used as an adjective
 *   lead       "Get one." / "I'd wait"  vs "users get it"        → rows flagged `lead` must open their clause
 *   negation   "I wouldn't recommend it", "not worth it"         → the other call
 *              "can't recommend it enough"                      → the same call (emphasis, not negation)
 *              "not recommended yet", "not quite worth it"      → no call yet
 *   condition  "only if", "if your …", "as long as"              → no call (a hypothetical)
 *   exception  "unless someone owns it, steer clear"             → a call: "unless" names who it is not for
 *   split      "for travel, sure; for streaming, look elsewhere" → no call: each audience gets its own
 *   audience   "if you're picking a tracker, look elsewhere", "if your team is small, get it", "if I were choosing, …"
 *              "if you want one that lasts, buy it"             → a call, unless the sentence says what to do otherwise
 *   advice     "I told her to go for it"                         → a call: the speaker's own advice (not "they told me to")
 *   denial     "not sure enough to bet on it", "too risky to recommend" → the other call
 *   instead    "get the other one instead", "buy one of the alternatives" → the other call: it recommends an alternative
 *   modal      "it would be worth it"                           → no call, unless the speaker says it ("I'd");
 *              "starting on it now would be a mistake"          → a skip expression stands: a judgement, not a hypothetical
 *   subject    "buying it now is rarely good timing"            → not a call: the act is what is judged
 */

import { oneSpaced } from './text';

/** `not-here`: a `lead` row that does not open its clause ("users get it"): the words are not that row at all. */
export type ScopedReading = 'ship' | 'skip' | 'conditional' | 'not-a-call' | 'not-here';

/** What the clause before an expression may hold when the expression must open its clause. */
const LEAD_WORDS = String.raw`(?:which is why|that's why|that is why|this is why|so|just|honestly|then|and|but|still|instead|seriously|really|simply|please|definitely|absolutely|overall|anyway|verdict|bottom line|in short|short version|my advice|advice|the call|my call|call|tl;dr|tldr|for now|otherwise|yes|no|ok|okay|personally|frankly|meanwhile|again|for me|for us|my take|take|recommendation|my recommendation|summary|in the meantime|today|right now|now)`;
const SPEAKER = String.raw`(?:(?:i|we)(?:'d not|'d never|'d|'ll|'m|'ve| have| would| will| should| must| am| are|'re| wouldn't| won't| don't| do not| would not| will not| can't| cannot)?|would|will|i'd|you(?:'d| should| must|'d better| had better| ought to| might as well| need to|'re better off| are better off| want to| will want to|'ll want to))`;
const ADVERBS = String.raw`(?:just|probably|still|be|quite|fairly|reasonably|perfectly|pretty|very|entirely|happily|gladly|definitely|really|honestly|simply|absolutely|certainly|strongly|personally|also|(?:rather|sooner) not|rather|sooner|even|genuinely|fully|firmly|squarely|completely|totally|wholeheartedly|solidly|would|going to|gonna|say|(?:be )?(?:happy|glad|proud|keen|comfortable)(?: to(?: be)?)?|(?:tell|told|advise|advised|urge|urged|encourage|encouraged|want|expect)(?:\s+[\p{L}']+){1,6}?\s+to|suggest you|suggest|go ahead and|go and|be sure to|make sure to|to)`;
/** "For most people I'd say …", "For a first kitchen, get one": an audience does not make it less of a call. */
const AUDIENCE = String.raw`(?:for (?:most|many|some|anyone|everyone|a|an|the|new|first|any|every|casual|serious|people|teams?|beginners|me|us)(?:(?!\b(?:it's|it|is|are|was|were|that's|this)\b)[\p{L}' -]){0,40}?\s+)`;
/** "Most parents I know should …", "new owners should …": advice to people, as "you should" is. */
const PEOPLE_SHOULD = String.raw`(?:(?:most|many|all|new|first-time|casual|serious|other|[\p{L}\p{N}]+ out of [\p{L}\p{N}]+|[\p{L}-]{3,})\s+)?(?:people|parents|teams|buyers|readers|owners|users|folks|families|beginners|newcomers|riders|cooks|developers|shops|companies|anyone|anybody|everyone|everybody)(?:\s+[\p{L}']+){0,6}\s+should(?:\s+(?:just|simply|probably|really|definitely))?\s*|(?:[\p{L}-]{3,}\s+)?\p{L}{4,}s(?:\s+[\p{L}'-]+){0,8}\s+should(?:\s+(?:just|simply|probably|really|definitely))?\s*`;
/**
 * The people advised, described at length before "should", commas and all: "Teams with messy, heavily negotiated paper
 * should hold off", "Anyone with a big family, a dog and a long commute should skip it". Read from the sentence's start,
 * as the clause before the expression stops at the last comma.
 */
const PEOPLE_LISTED_SHOULD = new RegExp(String.raw`^\s*(?:${LEAD_WORDS}\s*[:,\-—–]?\s*)*(?:(?:most|many|all|new|first-time|casual|serious|other)\s+)?(?:people|parents|teams|buyers|readers|owners|users|folks|families|beginners|newcomers|riders|cooks|developers|shops|companies|anyone|anybody|everyone|everybody|\p{L}{4,}s)\s+(?:with|who|whose|that|on|in|running|using|doing)\b[^;:.!?()—–]{1,100},[^;:.!?()—–]{1,60}?\s+should(?:\s+(?:just|simply|probably|really|definitely))?\s*$`, 'u');
const LEAD_FRAME = new RegExp(String.raw`^\s*(?:${LEAD_WORDS}\s*[:,\-—–]?\s*)*${AUDIENCE}?(?:${PEOPLE_SHOULD}|(?:don't|do not|never|please don't)\s+|${SPEAKER}(?:\s+${ADVERBS})*\s*[:,]?\s*|(?:my advice(?: (?:to|for) [\p{L}' ]{1,60})? is(?: not)?(?: to)?(?: not)?|better to|best to|go ahead and|(?:the|my|our) answer (?:is|was|would be)|the verdict is|the call is|the (?:math|maths|numbers?) says?)\s*[:,]?\s*)?$`, 'u');

/** "the one I'd put money behind", "something we would avoid": the clause ends on the speaker's modal. */
const SPEAKER_END = /(?:^|[^\p{L}'])(?:i|we)(?:'d| would| will|'ll| wouldn't| won't| would not)(?:\s+(?:just|probably|still|happily|gladly|definitely|really|rather|also))*\s+$/u;
/** "I trust it enough to run our billing on it": the speaker's own commitment. */
const ENOUGH_TO = /(?:^|[^\p{L}'])(?:(?:i|we)\b[^,;:]*\benough|\benough for (?:me|us)) to(?: say)?\s+$/u;
/**
 * "a reason to avoid it", "tempted to buy it": the expression is the topic, not the speaker's call; so is what a thing
 * helped do ("the launch helped make them the default") and where it pays ("where it earns its keep is …").
 */
const EMBEDDED = /\b(?:helped|helps|helping)(?:\s+to)?\s+$|\b(?:everyone|everybody|people|friends|reviewers|the forums|the internet|every review|salespeople|the salesman|the shop)\s+(?:tells?|told|says?|said|keeps? telling|kept telling|warns?|warned|urges?|urged|advises?|advised)\s+(?:(?:me|us|you)\s+)?(?:to\s+)?$|\bwhere\s+[\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+)?\s+$|\b(?:people|those|anyone|anybody|folks|reviewers|everyone|everybody|fans|users|owners)\s+(?:who|that)\s+(?:(?:still|now|really|actually|always|keep|happily|loudly)\s+)?$|\bwho\s+(?:(?:still|now|really|actually|always|then|happily|loudly)\s+)?$|\b(?:prove|proves|proved|proving|justify|justifies|justified|justifying)(?:\s+to\s+(?:myself|ourselves|himself|herself|themselves))?(?:\s+that)?\s+(?:it|this|that|they)\s+(?:was|is|were|are)\s+$|\bwhether\b|\b(?:to|whether)\s+[\p{L}' ]{1,30}\s+or\s+$|\b(?:reasons?|excuses?|whether|how|tempted|temptation|tempting|urge|pressure|tried|trying|try|attempt|case|argument|arguments|decided|deciding|decide|plan|planned|planning|wanted|want|wants|told|tell|asked|pushed|forced|hesitate|hesitated)\s+(?:not\s+)?to\s+$|\b(?:when|before|after|(?<!\bis |'s |\bis (?:exactly|precisely|just|partly) |'s (?:exactly|precisely|just|partly) )why|what|until)\s+(?:i|we|you|they|people|anyone)\s+[\p{L}' ]*$|\b(?:before|until)\s+(?:i|we|you|they)'d\s+[\p{L}' ]*$/u;
/** The choice set aside at the head of the sentence: "Whatever you pick, …", "whichever one you buy, …". */
/**
 * Someone else's recommendation of something else: "The dentist recommended fixed braces", "Ours recommended a
 * retainer": what a third party advised, told, not the speaker's call on this one.
 */
const THIRD_PARTY_BEFORE = /(?:^|[^\p{L}'])(?:(?:the|my|our|a|an|his|her|their|your)\s+(?!(?:one|thing|verdict|advice|review|answer|team)\b)[\p{L}-]+|ours|mine|theirs|hers)\s*$/u;
const SOMETHING_ELSE_AFTER = /^\s+(?!(?:it|this|that|them|these|those|one|ones|him|her|us|me|the (?:one|thing|product|pair|model))\b)(?:an?\s+|the\s+|[\p{L}\p{N}-]+\s+)?[\p{L}-]+/u;
/** "Unless the fare is a steal, I'd not bother": an expression inside the "unless" clause is its condition, not the call. */
const UNLESS_OPEN = /\bunless\b[^,;:—–]*$/u;
const WHICHEVER = /^\W*(?:whatever|whichever)(?: one| of the two| model| way)? (?:you|you end up|you decide to|you're|you are) (?:pick|picking|choose|choosing|buy|buying|get|getting|go with|going with|decide|land on|end up with)\b[^,;:]*,\s*$/u;
/** The same choice aside opening a sentence, whatever follows it. */
export const WHICHEVER_OPENING = new RegExp(WHICHEVER.source.replace(/\\s\*\$$/u, ''), 'u');
/** "I couldn't find a reason to talk anyone out of it", "I see no reason to wait": the reason against is denied. */
const NO_REASON = /(?:\bno|\bnot (?:a|any|one)|n't\b[^,;:]{0,30}?\b(?:a|any|one))\s+(?:good\s+|real\s+|single\s+)?reasons?\s+to\s+$/u;
/** "I told her to go for it", "we advised them to wait": the speaker's own advice, not a report of someone else's. */
const SPEAKER_ADVICE = /(?:(?:^|[^\p{L}'])(?:i|we)(?:'d|'ve|'ll| would| have| will)?\s+(?:(?:always|just|already)\s+)?|^\s*(?:(?:so|just|and)\s+)?)(?:told|tell|advised|advise|urged|urge|encouraged|encourage)\s+(?:[\p{L}']+\s+){1,4}to\s+$/u;
/** "I'm not sure enough to bet on it", "I don't see it clearly enough to back it": the speaker's commitment, denied. */
const NOT_ENOUGH_TO = /(?:^|[^\p{L}'])(?:i|we)\b[^,;:]*(?:\bnot\b|n't\b|\bnever\b|\bno\b)[^,;:]*\benough to\s+$/u;
/** "I wouldn't hesitate to", "never hesitated to": the speaker's readiness, not a negation of the call. */
const UNHESITATING = /(?:\bnot|\bnever|n't)\s+(?:for a (?:moment|second)\s+)?hesitate(?:d)?\s+to\s+$/u;
/** "buy it or not", "whether to get one or not". */
const OR_NOT_AFTER = /^(?:\s+[\p{L}']+){0,3}?\s+or not\b/u;
/** "too risky to recommend", "too expensive to bother with": the speaker's reason against it. */
const TOO_TO = /\btoo\s+(?!early\b|soon\b|late\b)(?:[\p{L}-]+\s+){1,2}to\s+$/u;
/** An -ing verb: "buying", "recommending". */
const GERUND = /^[\p{L}]{2,}ing\b/u;
/** What follows an -ing subject: a verb of being or seeming in the same clause ("… is rarely good timing", "… would be guesswork"). */
export const JUDGED_AFTER = /^[^,;:.!?—–]*?\b(?:is|isn't|was|wasn't|are|were|would(?:n't)? be|will be|could be|might be|feels|felt|seems|seemed|looks|sounds|remains|makes|took|takes|cost|costs)\b/u;
/** A participle used as an adjective: "the recommended flags". */
const DETERMINER_BEFORE = /\b(?:the|a|an|its|their|our|his|her|these|those|of|most|more|least)\s+$/u;
const PARTICIPLE = /^[\p{L}]+ed\b/u;
const NEGATION = /(?:^|[^\p{L}'])(?:not|never|no|hardly|cannot|nobody|nothing|none|neither|nor|[\p{L}]+n't)(?:[^\p{L}]+[\p{L}']+){0,4}[^\p{L}]*$/u;
/** Right before the expression, a verb of refraining: "I'd avoid building on it", "I've stopped recommending it". */
/**
 * The speaker denies the call that follows: "I can't find a scenario where this is the smart purchase", "not something
 * I'd tell friends to sign up for".
 */
/** The speaker declining to say the call that follows: "I wouldn't say avoid it", "I can't quite say buy it". */
const NOT_SAYING = /\b(?:i|we)\s*(?:wouldn't|would not|won't|will not|can't|cannot|couldn't|could not)\s+(?:quite\s+|necessarily\s+|go so far as to\s+)?say\s*$/u;
const DENIED_CALL = /(?:\bno|n't\s+(?:find|think of|see|imagine))\s+(?:a|the|any|one)\s+(?:scenario|case|situation|world)\s+(?:where|in which)\b[^,;:]*$|(?:\bnot|\bnever|n't)\s+(?:(?:really|quite|exactly)\s+)?(?:something|anything|a thing|the (?:kind of )?(?!only\b|first\b|last\b)[\p{L}-]+)\s*$|(?:\bnot|\bnever|n't)\s+(?:(?:really|quite|exactly)\s+)?(?:something|anything|one|a thing|the (?:kind of )?(?!only\b|first\b|last\b)[\p{L}-]+)\s+(?:i|we)(?:'d| would| will|'ll| could)?\b[^,;:]*$/u;
/** "I wouldn't advise a new studio to start there": the speaker's advice denied, however long its object. */
const ADVICE_DENIED = /(?:^|[^\p{L}'])(?:i|we)\s+(?:[\p{L}]+n't|would not|will not|do not|could not|never|cannot)\s+(?:(?:ever|really|honestly)\s+)?(?:advise|tell|urge|encourage|push|nudge|recommend)\s+(?:[\p{L}'-]+\s+){1,6}to\s+$/u;
const REFRAIN = /\b(?:avoid|avoided|avoiding|stop|stopped|stopping|quit|quitting)\s+$/u;
/** Nothing stopped the speaker: "None of that stopped me ordering a second one", "nothing in the reviews put me off buying it". */
const UNSTOPPED = /(?:\bnone of (?:that|this|it|those|these|them)|\bnothing(?: [\p{L}'’]+){0,4}?|\bno (?:amount|number) of(?: [\p{L}'’]+){1,3}?) (?:stopped|stops|would stop|will stop|could stop|kept|keeps|would keep|put|puts|would put|deterred|deters|would deter|talked|talks|scared|held) (?:me|us)(?: (?:off|back|away))?(?: from)?\s+$/u;
/** The same inside a row that spans the speaker: "I've stopped recommending it". */
/** Not a refusal: stopping the wait or the doubt ("stop waiting", "stop hesitating") is the call itself. */
/** A belief denied reaches further than a plain negation: "I don't think the yearly plan is worth it". */
const BELIEF_DENIED = /(?:^|[^\p{L}'])(?:don't|do not|didn't|did not|doesn't|does not|can't|cannot)\s+(?:really\s+|honestly\s+|personally\s+)?(?:think|believe|feel|reckon|consider|find)\b(?:[^\p{L}]+[\p{L}']+){0,9}[^\p{L}]*$/u;
const REFRAINED_WITHIN = /\b(?:stop|stopped|stopping|quit|quitting|no longer)\s+(?!(?:waiting|hesitating|dithering|overthinking|agonising|agonizing|deliberating|reading|researching|comparing|second-guessing)\b)\p{L}+ing\b/u;
/** After a negated expression: emphasis ("can't recommend it enough", "couldn't recommend it more", "… any more highly"), not "not worth it any more". */
const EMPHASIS_AFTER = /^(?:\s+(?!(?:over|than|bit|little|lot)\b)[\p{L}']+){0,4}?\s+(?:enough|(?:any\s+)?more\s+(?:highly|strongly|warmly|enthusiastically)|(?<!\b(?:any|no)\s)more|highly enough|strongly enough)\b/u;
const NOT_YET = /\b(?:not|n't)\s+(?:quite|yet)\b|^\s+(?:(?:one|either|a side|sides)\s+)?yet\b/u;
/** "It's only worth owning if you service it yearly": a call made only for a case is no call, whoever the case is. */
export const ONLY_IF = /\bonly (?:worth|makes sense|pays off|pays|works|a good buy|a buy)\b[^,;:.]{0,30}?\bif\b/u;
const CONDITION = /\b(?:if|provided|providing|assuming|as long as|only when|so long as|contingent|pending|only(?:\s+[\p{L}'’-]+){1,5}?\s+when)\b/u;
const NOT_A_CONDITION = /\b(?:even if|as if|especially if|particularly if|all the more (?:so )?if|even more so if|if anything|if not (?:more|less|most|forever|outright|altogether|\p{L}{2,}er)(?=\s*(?:[.!?;:,)"”’']|$))|if only|what if|if you ask me|if i'm honest|if i am honest|if we're honest|if i'm being honest|if you're asking)\b|\bif (?:someone|anyone|a friend|friends|people|a reader|readers|an? [\p{L}-]+(?: of (?:mine|ours))?|(?:my|our) [\p{L}-]+) (?:asks?|asked) (?:me |us )?(?:which|what|whether|for (?:a |my |our )?(?:recommendation|pick|advice))\b|\bif (?:someone|anyone|a friend|friends|people|a reader|readers|an? [\p{L}-]+) (?:asks?|asked) (?:me|us)\b|\bif (?:my|our|that|this|the|a|an|someone|anyone) (?:[\p{L}'’-]+ ){0,7}?(?:asks?|asked)(?: (?:me|us))?(?=\s*[,;:]|$)|\bif it (?:were|was) (?:my|our) [\p{L}-]+(?=\s*[,;:])|\bif (?:you(?:'re| are)|i'm|i am|we're|we are|i were|we were|(?:a|an|the|your|my|our) [\p{L}-]+ (?:is|are|were|was)) (?:picking|choosing|buying|shopping for|looking for|in the market for|deciding on|getting|after|backing|funding|investing in) (?:a|an|the|your|one|my|our|its|their)\b|\bif there (?:were|was|is|'s) (?:room|space|a (?:spot|slot|place|seat)|an? (?:allocation|opening))\b|\bif (?:i'm|i am|we're|we are|i were|we were) betting\b|\bif (?:i|we)(?: had to| have to| were to|'m| am| were) (?:bet|betting|pick|picking|choose|choosing|back|backing|guess|guessing)(?: on)? (?:which|who|what|where)\b[^,;:]*|\bif (?:it's|it is|it were|i'm spending|i am spending|i'm putting|i am putting|we're spending|we are spending) (?:my|our) (?:own )?(?:money|cash|savings)\b|\bif (?:i'm|i am|we're|we are) (?:spending|signing off|approving) (?:the|our|my) [\p{L}-]+'s (?:money|cash|budget)\b|\bif (?:i'm|i am|we're|we are|i were|we were) (?:placing|making|taking|laying) (?:a|my|our|one) (?:[\p{L}-]+ )?bet\b|\bif (?:i|we) (?:ever )?(?:dropped|drop|lost|lose|broke|break|smashed|smash|cracked|crack|drowned) (?:it|mine|ours|this one|this)\b|\bif (?:it|mine|this|this one|that one|ours) (?:ever )?(?:died|dies|broke|breaks|failed|fails|quits|quit|gives out|gave out|wears out|wore out|went missing|goes missing|walked off|walks off|disappeared|disappears|fell apart|falls apart|burned out|burnt out|(?:went|goes|fell|falls) under a (?:bus|truck|lorry|car|train)|(?:was|were|got) (?:stolen|lost|run over|crushed|nicked))\b|\bif (?:the|this|that|a) (?:spend|purchase|decision|call|budget|invoice|request|contract|renewal|order|bill)\b[^,;:]{0,40}?\b(?:landed|lands|came|comes|crossed|crosses|hit|hits|reached|reaches) (?:on |to |across )?(?:my|our)\b|\bif it (?:were|was|came) (?:up )?(?:to me|to us|my call|our call|my decision|our decision|my money|our money)\b|\bif (?:i|we) (?:sat|sit|served|serve|were|was) on (?:the|a|an|its|their|our|my|[\p{L}'’-]+['’]s) (?:[\p{L}'’-]+ ){0,3}?(?:board|committee|council|panel|bench|cabinet)\b|\bif (?:i|we) (?:started|were starting|had to start|could start|were to start) (?:over|again|afresh|from scratch)\b|\bif (?:i|we) had to (?:choose|pick|buy|decide|do it) (?:again|over|all over)\b|\bif (?:i|we) (?:did|were doing|were to do) (?:it|this|that)(?: all)? (?:again|over)\b|\bif (?:i|we) (?:could|can|were able to|ever could|got the chance to|had the chance to) (?:buy|own|invest|get)\b|\bif (?:they|it|the company|the maker|the founders) (?:ever )?(?:opened|opens|open) (?:the door|the doors|up|its books|their books) to (?:outside |new )?(?:investors|investment|capital|money)\b|\bif (?:they|it|the company) (?:ever )?(?:went|goes|go|listed|lists|floated|floats) (?:public|on the market)\b|\bif (?:they|it|the company|the firm) (?:ever )?(?:list|lists|listed|float|floats|floated)(?: it| them| the (?:company|firm|business))?(?=\s*[,;:]|\s+(?:in|on) (?:london|new york|the [\p{L}-]+))|\bif (?:[\p{L}\p{N}&'-]+ ){1,3}(?:were|was|is|are|ever|ever were|ever was) (?:still )?(?:an? )?(?:raising|fundraising|independent|listed|public|private|for sale)\b|\bif (?:it|this|they|that) (?:were|was) (?:an? )?(?:[\p{L}-]+ )?(?:company|business|stock|firm) (?:i|we) (?:could|can) (?:back|buy|own|invest in)\b|\b(?:only )?(?:when|if) there(?:'s| is| are| was)(?: [\p{L}]+)? no (?:other|real) (?:option|options|choice|alternative|alternatives)\b|\bif\b(?=[^,;:.]{0,80}?\b(?:stake|stakes|shares|equity|outside (?:capital|money|investors)|ipo|on offer|for sale|up for grabs|offered (?:me|us)|offers? (?:me|us)|offered|(?:a|another|funding|private|next|last|new)(?: [\p{L}-]+)? round|listed|lists|(?:went|go|goes|going) public|(?:came|comes|come|coming) to market|back to (?:the )?(?:public )?markets?|a (?:piece|slice) of|(?:a )?way to (?:buy|own|invest)|(?:a )?chance to (?:buy|own|invest)|(?:raised|raise|raises|raising) (?:again|money|capital|funds|a round|another round)|stand-?alone|separate company|(?:its|their) own company|spun (?:out|off))\b)[^,;:.]{0,80}|\bif (?:you|i|we|one|anyone) (?:could|can)(?=\s*(?:[,;:.!]|(?:i|we)\b|$))|\bif (?:[\p{L}\p{N}&'’-]+ ){1,3}(?:ever )?(?:list|lists|listed|float|floats|floated)(?= (?:i|we)\b)|\bif (?:[\p{L}\p{N}&'’-]+ ){1,3}(?:ever )?(?:floats|floated|lists|listed|ipos|ipo'd)\b|\bif (?:[\p{L}\p{N}&'’-]+ ){1,3}(?:ever )?(?:traded|trades|were traded|was traded) (?:on (?:its|their) own|alone|separately)\b|\bif (?:the|a|an|that|its|their) (?:listing|float|flotation|ipo|offering|spin-?off|spin-?out)(?: of [\p{L}\p{N}&'’-]+)? (?:ever )?(?:happens|happened|goes ahead|went ahead|comes|came)\b|\bif (?:i'm|i am|we're|we are|i were|we were|i was) (?:deploying|allocating|investing|putting (?:in|up)) (?:my |our |the |fresh |new )?(?:capital|money|cash|funds)\b|\bif (?:someone|anyone|a founder|a banker|they) (?:ever )?(?:pitched|pitches|offered|offers) (?:me|us)\b|\bif (?:you(?:'re| are)|i'm|i am|we're|we are|i were|we were) (?:thinking|thought) (?:of|about) (?:putting (?:money|cash|capital|savings) (?:in|into)|investing|buying (?:shares|stock|a stake|in))\b/gu;
/**
 * "If you like opening things up, this is the one I'd pick", "if you want something that lasts, buy it": the
 * reader's taste or need names the audience of the call, not a condition on it, unless the sentence also says
 * what to do otherwise ("if not, …", "otherwise", "unless", a second "if") or the condition is an "only if".
 */
const READER_WANTS = /(?<!\bonly\s)\bif (?:you(?:'ve| have) been [\p{L}]+ing\b|you(?:'re| are)? (?!don't|do not|can't|cannot|won't|will not|never|ever)[\p{L}]+|you(?:'re| are) (?:a|an)|your [\p{L}-]+(?: [\p{L}-]+)? (?:is|are|has|have|needs|need|fits?|matches|involves|includes)|you(?:'ve| have) (?:got )?(?:the|a|an|some|room|space|time|money|cash|budget)\b|yours (?:is|are) (?:a|an|the)\b|(?:the|a|an|this|that|my|our) [\p{L}-]+(?: [\p{L}-]+)? (?:is|are) (?:your|for you)|your [\p{L}-]+(?: [\p{L}-]+)? (?:looks?|sounds?) like|[\p{L}-]+(?: [\p{L}-]+){0,2} (?:is|are) (?:the|your|a) (?:requirement|point|priority|need|goal|concern|reason)(?: for you)?|[\p{L}-]+(?: [\p{L}-]+)? (?:is|are) your [\p{L}-]+|that's your|that is your|that's you|that is you|(?:that|this) [\p{L}-]+ is you|i had to|i'd have to|we had to|(?:i|we) could (?:only )?(?:keep|have|pick|choose|own|buy|take|recommend)|that sounds like your|this sounds like your|(?:that|this) (?:describes|sounds like|fits) you(?:r)?|that's (?:who|what) you|that is (?:who|what) you|i were|i was|we were|(?:i|we) (?:ran|owned|managed|had) (?:a|an|the|my|our)|(?:[\p{L}'-]+ ){1,4}(?:is|are) (?:why|what|all|the reason) you)\b/gu;
const OTHERWISE = /\bif not\b|\botherwise\b|\bif you don't\b|\bif you do not\b|\bunless\b|\bif you'?re not\b|\bif you are not\b|\bif you never\b|\bif you'd rather\b(?![^,;:]*\bthan\b)|\bif\b[^]*\bif\b/u;
/** "If I were putting money in, …; if I were spending my own, …": the speaker in the reader's place, twice, is no either-or. */
const SPEAKER_IF = /\bif (?:i|we) (?:were|was)\b/gu;
/**
 * Any "if" clause about the reader that opens the sentence and ends before the call ("If legroom has ever bothered
 * you, this is the one to order"), or closes the sentence after it ("Buy it if boiling water is most of your
 * cooking"). Not one between them ("so if your team adopts a tool with its own list, …"), which is a condition.
 */
const READER_ANY = /(?:^|[;:—–]\s*)(?:\W*)if (?=[^,;:]{0,60}?\b(?:you|your|you're|you've)\b)[^,;:]{1,80},|(?<=[\p{L}\p{N}]\s)if (?=[^,;:]{0,60}?\b(?:you|your|you're|you've)\b)[^,;:]{1,80}$/gu;
/** "For travel, sure; for streaming, look elsewhere": two audiences with their own calls make no one call. */
const SPLIT_AUDIENCE = /(?:^|[;:—–.]\s*|\b(?:but|while|whereas)\s+)for\s+[^,;:]{1,48},[^]*?(?:[;—–]\s*|\b(?:but|while|whereas)\s+|,\s*)for\s+[^,;:]{1,48},/u;
/** Staying where one was, after leaving this one in the same sentence: "I cancelled … and stayed put". */
const STAYED = /^(?:stayed|stay|staying) put\b/u;
/** A row that opens with staying: "staying put", "sticking around". */
const STAYING = /^(?:stay|stays|stayed|staying|sticking|stuck)\b/u;
/** A choice made again, no regret over it, not looking back: what it is said of is the choice before it. */
const SAME_AGAIN = /^(?:(?:i|we)(?:['’]d|['’]ll| would| will)\s+)?(?:make|made|making) the same (?:call|choice|decision|move|switch)\b|^(?:do|did) (?:it|that|the same) (?:all )?again\b|^no regrets\b|^(?:(?:haven|hasn)['’]t|have not|has not|never|not) (?:looked|gone|looking|going) back\b/u;
/** A move to another one, or back to an old one, just before it in the same sentence: "we moved our laptops to a different agent, and I'd …", "I went back to the one with the big button and haven't …". */
const MOVED_ON_BEFORE = /(?:\b(?:moved|switched|migrated|swapped|changed|went)\b[^.;]*?\b(?:to|onto|for|over to) (?:a different|another|a rival|a competing|a competitor|an alternative|the competition)\b|\b(?:went|switched|moved|got|came) back to (?!(?:it|this|them|these)\b))[^.;]*\band\s+(?:(?:i|we)(?:['’]d|['’]ll|['’]ve| would| will| have)?\s+)?$/u;
const LEFT_BEFORE = /\b(?:cancell?ed|returned|sent (?:it|them|mine) back|dropped (?:it|them)|quit|backed out|pulled out|walked away)\b[^.;]*\band\s+$/u;
/** Another thing, named with "the", "my" or "our", put away earlier in the sentence: "the old set sits in the drawer". */
const OLD_PUT_AWAY_BEFORE = /\b(?:the|my|our) (?!(?:one|thing)\b)(?:[\p{L}\p{N}'’-]+ ){0,8}?(?:now )?(?:sits|sat|lives|went|goes|stays|is|was|got put|has gone) (?:back )?(?:in|into|at the back of|on) (?:a|the|my|our|its) (?:drawer|cupboard|garage|box|cabinet|closet|shed|loft|attic|basement|shelf)\b/u;
/**
 * The other one, or the speaker's old one, as the subject of the clause: "the other went back in its box", "and the other
 * pair got returned", "My old boots went in the charity bin".
 */
const OTHER_SUBJECT = /(?:^|[,;:]\s*|\b(?:and|but|while|whereas)\s+)(?:the other(?: one| pair| unit| model| machine| two)?|(?:my|our|the) (?:old|previous|former|outgoing)(?: [\p{L}-]+){0,2})\s+$/u;
/** The clause before a call is about somewhere else (not a comma away): "more friction elsewhere is a price I'll pay". */
const ELSEWHERE_BEFORE = /\belsewhere\b[^,;:]*$/u;
const THIS_INSTEAD = /\b(?:this|this one|it|these|them)\s+instead$/u;
const INSTEAD_AFTER = /^[^,;:.!?—–]*\b(?:instead|rather)\b(?!\s+(?:of|than)\b)|^\s+of the (?:alternatives|others|rivals|competitors|competition|other)\b/u;
/**
 * A call on this one itself, then a second step of its own that the "instead" belongs to: "pick it and spend your time on
 * the data instead", "buy it and put the savings toward a lens instead" take this one.
 */
const THIS_ONE_END = /\b(?:it|this|this one|them)$/u;
const AND_AFTER = /^\s+and\s/u;
/** "I'd start with the other one, not this": the call names the alternative. */
export const NOT_THIS_AFTER = /^[^.;:!?]*,\s*(?:and |but )?not (?:(?:to|for|on|with|at|in) )?(?:this|it|this one|that one|them|here)\s*[.!?"”’')\]]*\s*$/u;
/** The call's object, then this one excepted: "I'm a buyer of the company, not of this box for anyone's living room". */
const NOT_THIS_NEXT = /^[^.;:!?]{0,40}?,\s*(?:and |but )?not (?:(?:of|to|for|on|with|at|in|into) )?(?:this|these)(?:\s+[\p{L}-]+)?\b/u;
/** Advice given, then this one said not to be its object: "Buy once, cry once; this isn't the once", "Get the best; this isn't it". */
export const THIS_NOT_IT_AFTER = /^[^.!?]{0,40}?[;:—–]\s*(?:but\s+)?(?:this|this one|it)\s+(?:isn't|isn’t|is not|wasn't|wasn’t|was not|ain't)\s+(?:it|that|the [\p{L}-]+|one of them)\s*[.!?"”’')\]]*\s*$/u;
/** "Take that deal rather than this one", "I'd send them to those before this kit": the call is for the other, set against the one reviewed. */
/** A wish, urge or plan denied before the call: "no urge to", "no desire whatsoever to", "no plans to". */
const NO_WISH = /\b(?:no|zero|not the slightest|not any|not much|little)\s+(?:real\s+)?(?:urge|desire|wish|intention|plans?|temptation|appetite|inclination)\s+(?:whatsoever\s+|at all\s+)?to\s+$/u;
/** Looks before the call, and "until" after it: "reads like a steal until you need …", "looks like a bargain until …". */
const LOOKS_LIKE_BEFORE = /\b(?:looks?|looked|reads?|seems?|seemed|sounds?|sounded|feels?|felt)\s+like\s+(?:a\s+|an\s+)?$/u;
const UNTIL_AFTER = /^\s+until\b/u;
/** A free relative after a comparison: "beyond what we'd pay anyway", "more than what I'd spend". */
const BEYOND_WHAT_BEFORE = /\b(?:beyond|than|above|below|under|over|besides|on top of)\s+what\s+(?:i|we|you|they|people|anyone|most)(?:\s*['’](?:d|ll)|\s+would|\s+will)?\s*$/u;
/** "I'd rather back the group than this line": the preference opened before the call, and this one after "than". */
const RATHER_BEFORE = /\brather\s+$/u;
/** "I'd rather pick up …": a row that holds the preference itself. */
const RATHER_WITHIN = /\brather\b/u;
export const THAN_THIS = /^[^.;:!?]{0,60}?\bthan (?:(?:to|towards?|on|for|with|at|into) |(?:gamble|bet|spend|pay|wait|risk|settle|put up|rely|depend|count|splurge|chance it)(?: (?:on|for|with|into|in))? )?(?:(?:this|these)(?: [\p{L}-]+)?|it|them|here)(?![\p{L}'’-])/u;
export const RATHER_THAN_THIS = /^[^.;:!?]{0,40}?\brather than (?:(?:to|towards?|on|for|with|at|into) )?(?:this|it|these|them|here)\b|^[^.;:!?]{0,60}?\bbefore (?:this|these)(?: [\p{L}-]+)?(?=[\s.!"”’')]*$)/u;
/**
 * "I'd point them at a cheaper frame", "I'd steer people to a model with a proper sensor", "we moved our weekly order to
 * a cheaper slot", "I'd point people toward a more pension-focused option": the call sends the reader (or the money,
 * or the speaker's own things) to an indefinite other one, a kind chosen by what it has or by being cheaper, better, or
 * more or less of something.
 */
export const ALTERNATIVE_AFTER =
  /^\s+(?:(?:them|people|him|her|you|anyone|everyone|everybody|others|friends|(?:my|your|our|the|that) (?:money|cash|budget|savings)|(?:my|our) (?:[\p{L}-]+ )?[\p{L}-]+)\s+)?(?:at|to|toward|towards|into)\s+(?:an?|some)\s+(?:(?:more|less)\s+[\p{L}-]+\s+[\p{L}-]+|(?:cheaper|better|simpler|sturdier|lighter|quieter|smaller|bigger|different|used|secondhand|second-hand|refurbished)\b|(?!(?:friend|friends|beginner|beginners|newcomer|newcomers|colleague|colleagues|neighbou?r|neighbou?rs|buyer|buyers|user|users|person|people|family|families|kid|kids|child|children|student|students|relative|relatives|parent|parents|customer|customers|client|clients)\b)[\p{L}-]+\s+(?:with|that|which|without)\b(?!\s+(?:it|this|them)\b)|(?:competitor|rival)\b)/u;
/** "Pick one with a track record", "choose one that has been around": one of a kind chosen by what it has, not this one. */
const PICKED_ONE = /\b(?:pick|picks|choose|chooses|find)\s+one$/u;
const ONE_OF_A_KIND_AFTER = /^\s+(?:with|that|which|whose)\b(?!\s+(?:confidence|my|our|your|their|it|this|them|us|him|her)\b)/u;
/** Keeping, said of what the condition before named: "stick with that", "stay with those", "keep what you have". */
const KEEPING = String.raw`^(?:stick|stay|keep|keeping|sticking|staying)(?: with)?`;
const KEEP_THAT = new RegExp(String.raw`${KEEPING} (?:that|those|them|yours|what you (?:have|own|use|run))\b`, 'u');
/** The same with "it", which only a condition naming another thing makes another ("If you like it, stick with it" keeps this one). */
const KEEP_IT = new RegExp(String.raw`${KEEPING} it\b`, 'u');
/** The condition's close, up to the call: "…, " and maybe "just", "then", "I'd". */
const CONDITION_CLOSE = String.raw`\b[^,;:]*,\s*(?:just |honestly |then |i'd |i would )?$`;
/** The reader's own, named in a condition just before: "if you already have a good kettle, …", "if you're on fiber, …". */
const HAVE_ALREADY_BEFORE = new RegExp(String.raw`\bif you (?:already |currently |still )?(?:have|own|use|run|are on|'re on|can get|'ve got)${CONDITION_CLOSE}`, 'u');
/** Another thing the condition says reaches the reader: "if a wired line reaches your door, …". */
const AT_THE_DOOR_BEFORE = new RegExp(String.raw`\bif (?:a|an|the|your) [\p{L}-]+(?: [\p{L}-]+)? (?:reaches|runs to|comes to|is available at|already reaches) (?:your|the) (?:door|house|home|street|address)${CONDITION_CLOSE}`, 'u');
/** "a no from me", "my vote": the speaker's own, however modal the clause ("Renewals would be a no from me"). */
const OWN_CALL = /\bfrom me\b|\bfrom us\b/u;
const MODAL = /\b(?:would|could|might|may)\b/u;
const SPEAKER_MODAL = /(?:^|[^\p{L}'])(?:i|we)\s*(?:'d|would|could|might)\b|^\s*would\b|(?:^|[^\p{L}'])(?:i|we)(?:['’](?:m|re|ve|ll|d))?\s+[\p{L}'’]+(?:\s+[\p{L}'’]+){0,6}?\s+(?:and|but)\s+would\b/u;

/** Cuts the text before an expression back to its clause: after the last , ; : — ( or "but". */
/** The part of a clause after its last coordinating conjunction ("and", "or", "then", "so"). */
/**
 * A recommendation as the second of two imperatives: "Skip the smaller one and get the big one", "stop
 * overthinking it and use it". Not after leaving this one ("Skip it and buy the 4K": the 4K is the other).
 */
const IMPERATIVE_AND = /^\s*(?:(?:just|so|then|honestly)\s+)?(?:(?:stop|forget|ignore|spare|let|pick|get|buy|grab|try|use|take|choose|order|save)\b|(?:skip|avoid|pass on|drop|return|sell|cancel|don't|do not)\s+(?!(?:it|this|them|these|that one|this one)\b))[^,;:]*\sand(?:\s+(?:just|simply|then))?\s+$/u;

/**
 * A refusal as the second of two imperatives after keeping one's money, or spending the extra elsewhere: "Save the
 * extra money and skip the GTX", "I'd spend the extra on the bigger tank and skip it", "Pay the extra and leave this
 * one on the shelf".
 */
const SAVING_AND = /^\s*(?:(?:just|so|then|honestly)\s+)?(?:(?:i|we)(?:'d| would)\s+(?:rather\s+)?)?(?:save|keep|pocket|bank|(?:spend|put|pay) the (?:extra|difference)\b)\b[^,;:]*\sand\s+$/u;

function lastConjunct(clause: string): string {
  let cut = -1;
  for (const word of [' and ', ' or ', ' then ', ' so ']) {
    const found = clause.lastIndexOf(word);
    if (found >= 0) cut = Math.max(cut, found + word.length - 1);
  }
  return cut >= 0 ? clause.slice(cut) : clause;
}

export function clauseBefore(before: string): string {
  let cut = -1;
  for (const mark of [',', ';', ':', ' - ', '(', ' but ', '—', '–']) {
    const found = before.lastIndexOf(mark);
    if (found >= 0) cut = Math.max(cut, found + mark.length - 1);
  }
  return cut >= 0 ? before.slice(cut + 1) : before;
}

/** The stretch of the sentence a condition can reach: between ; : and dashes around the expression. */
function clauseGroup(lower: string, at: number, end: number): string {
  let start = 0;
  // A condition before "but" stays in its clause: "keep a backup if it helps, but put the company on it" calls.
  for (const mark of [';', ' — ', ' – ', ' but ']) start = Math.max(start, lower.lastIndexOf(mark, at) + 1);
  let stop = lower.length;
  for (const mark of [';', ' — ', ' – ']) {
    const next = lower.indexOf(mark, end);
    if (next >= 0) stop = Math.min(stop, next);
  }
  return lower.slice(start, stop);
}

/** A move told as done (the table's move rows), and who may have made it for it to be the speaker's call. */
const MOVE_MADE = /^(?:moved|migrated|switched|ported|standardi[sz]ed)\b/u;
const MOVERS = /\b(?:i|we|my|our|us|me|i've|we've|i'd|we'd)\b/u;
/** A move only weighed: "we looked at moving to it last year and stayed put". */
const MOVE_WEIGHED = /^(?:moving|switching|migrating|porting)\b/u;
const WEIGHED_BEFORE = /\b(?:looked|looking|look) (?:at|into)\s+$|\b(?:considered|considering|toyed with|toying with|explored|exploring|debated|debating|discussed|discussing|weighed|weighing|evaluated|evaluating|talked about|thought about|priced up|priced out)\s+$/u;

/** An opening quotation mark right before the expression, and its closing one soon after it. */
const QUOTED_BEFORE = /(?:^|[\s(])['‘“"]$/u;
const QUOTED_AFTER = /^[^'’”".!?]{0,40}['’”"](?![\p{L}])/u;

/** A pitch, a promise or a slogan, then a colon: what follows is the maker's line, not the speaker's call. */
const PITCH_BEFORE = /\b(?:promise|pitch|premise|slogan|tagline|motto|sales line|marketing line|ad copy)\b[^.;:!?]{0,60}:\s*$/u;

/** A gerund right before a lone particle: "for everyone else starting out" is the gerund's particle, not "Out." */
const GERUND_BEFORE = /\b\p{L}{2,}ing\s+$/u;
const PARTICLE = /^(?:out|off|up)$/u;

/** "… and here's what you get": what follows describes the act's result. */
const HERES_WHAT_AFTER = /^\s*,?\s*and here(?:'s| is) what\b/u;

/** Right after a refusal, its object is the others: "skip the fly-by-night competitors", "avoid the cheap clones". */
export const OTHERS_OBJECT = /^\s+(?:all\s+)?(?:the|those|these|any)\s+(?:[\p{L}-]+\s+){0,2}?(?:competitors|rivals|alternatives|others|knock-?offs|clones|imitators|copycats|lookalikes|look-alikes)\b/u;

/** What introduces a list of steps: setup, a routine, a process, told. */
const PROCEDURE = /\b(?:setup|set-up|installation|install|process|routine|steps|procedure|ritual|drill|workflow|sequence|unboxing|onboarding)\b/u;

/**
 * Whether the expression is one item of a list of three or more, after a colon that a procedure's name introduces:
 * "the standard routine: drop in two drives, find the box, create the account, pick RAID 1". Each item is a step
 * done, not the speaker's advice.
 */
function isProcedureStep(before: string, after: string): boolean {
  const colon = before.lastIndexOf(':');
  if (colon < 0 || !PROCEDURE.test(before.slice(0, colon))) return false;
  const listed = before.slice(colon + 1);
  if (/[.;!?]/u.test(listed)) return false;
  const stop = after.search(/[.;:!?]/u);
  const rest = stop < 0 ? after : after.slice(0, stop);
  return (listed.match(/,/gu)?.length ?? 0) + (rest.match(/,/gu)?.length ?? 0) >= 2;
}

/** How far around an expression the rules look: a clause, not a 50 KB line. */
const WINDOW = 240;

export function readCallScope(sentence: string, at: number, end: number, polarity: 'ship' | 'skip', lead: boolean): ScopedReading {
  // Cut to a window, so each expression costs the same however long its sentence is.
  const from = Math.max(0, at - WINDOW);
  const window = sentence.slice(from, Math.min(sentence.length, end + WINDOW));
  // White space as one space, so a hard-wrapped "I\nwouldn't" reads as written on one line; each piece apart,
  // so the expression keeps its place.
  const before = oneSpaced(window.slice(0, Math.max(0, at - from)));
  const after = oneSpaced(window.slice(Math.min(window.length, end - from)));
  const lower = before + oneSpaced(window.slice(Math.max(0, at - from), Math.min(window.length, end - from))) + after;
  at = before.length;
  end = lower.length - after.length;
  const clause = clauseBefore(before);
  const advice = SPEAKER_ADVICE.test(clause);
  // "I wouldn't hesitate to recommend it": the hesitation is denied, the call stands as it is.
  const unhesitating = UNHESITATING.test(clause);
  const noReason = NO_REASON.test(clause);
  // "I have no urge to buy it back": a wish denied is the call turned round, not a call embedded in someone's wish.
  if (NO_WISH.test(clause)) return polarity === 'ship' ? 'skip' : 'ship';
  // "I wouldn't say avoid it": the call named and not made.
  if (NOT_SAYING.test(clause)) return 'not-a-call';
  if (!advice && !unhesitating && !noReason && EMBEDDED.test(clause)) return 'not-a-call';
  // A move someone else made ("the 10th gen moved to USB-C", "the rest of the range moved to the new line") is news,
  // not the speaker's call; a move the speaker or the speaker's people made is one ("so we moved to it", "our team
  // switched").
  if (polarity === 'ship' && MOVE_MADE.test(lower.slice(at, end)) && !MOVERS.test(clause)) return 'not-a-call';
  if (polarity === 'ship' && MOVE_WEIGHED.test(lower.slice(at, end)) && WEIGHED_BEFORE.test(clause)) return 'not-a-call';
  // "I keep hearing that it's 'worth the premium'": words in quotation marks are someone else's, not the speaker's call.
  if (QUOTED_BEFORE.test(before) && QUOTED_AFTER.test(after)) return 'not-a-call';
  // "The promise this machine used to make was simple: buy it once, keep it twenty years": a maker's pitch, told.
  if (PITCH_BEFORE.test(before)) return 'not-a-call';
  // "The spec sheet reads like a steal until you need …": how it looks, until it doesn't, is no call.
  if (LOOKS_LIKE_BEFORE.test(clause) && UNTIL_AFTER.test(after)) return 'not-a-call';
  // "It costs almost nothing beyond what we'd pay anyway": an amount, what would be paid, not a call.
  if (BEYOND_WHAT_BEFORE.test(before)) return 'not-a-call';
  // "On board, my complaints were trivial": where, opening the sentence, not whose side the speaker is on.
  if (!clause.trim() && lower.slice(at, end) === 'on board') return 'not-a-call';
  // "Keep that in mind here": a reminder kept, not the thing.
  if (lower.slice(at, end).includes(' in mind')) return 'not-a-call';
  // "Whatever you pick, buy the footprint": advice on something beside the choice, not a call on either.
  if (WHICHEVER.test(before)) return 'not-a-call';
  if (UNLESS_OPEN.test(before)) return 'not-a-call';
  if (lower.slice(at, end) === 'recommended' && THIRD_PARTY_BEFORE.test(clause) && SOMETHING_ELSE_AFTER.test(after)) return 'not-a-call';
  // "I won't tell you to buy it or not": the call is left open.
  if (OR_NOT_AFTER.test(after)) return 'conditional';
  // "Pay the premium and here's what you get": the act taken up sets up a description, it does not advise it.
  if (polarity === 'ship' && HERES_WHAT_AFTER.test(after)) return 'not-a-call';
  if (lead && PARTICLE.test(lower.slice(at, end)) && GERUND_BEFORE.test(before)) return 'not-here';
  // "Setup went through the app: scan a code, wait for the light, name the network": a step of a procedure told.
  if (lead && isProcedureStep(before, after)) return 'not-a-call';
  if (lead && !advice && !unhesitating && !noReason && !LEAD_FRAME.test(clause) && !(clause !== before && PEOPLE_LISTED_SHOULD.test(before)) && !(polarity === 'ship' && IMPERATIVE_AND.test(clause)) && !(polarity === 'skip' && SAVING_AND.test(clause)) && !ENOUGH_TO.test(clause) && !TOO_TO.test(clause) && !SPEAKER_END.test(clause)) return 'not-here';
  // "Buying the flagship now is rarely good timing": an -ing verb opening its clause, then a verb of being, is the
  // subject of a judgement, not advice; the judgement's own words decide.
  if (!clause.trim() && GERUND.test(lower.slice(at, end)) && JUDGED_AFTER.test(after)) return 'not-a-call';
  // A participle alone: "the recommended settings"; a row of more words says more ("our approved list").
  if (!lead && DETERMINER_BEFORE.test(clause) && PARTICIPLE.test(lower.slice(at, end)) && !lower.slice(at, end).includes(' ')) return 'not-a-call';

  // "I'd back it, and I'd skip the fly-by-night competitors": a refusal of the others says nothing against this one.
  if (polarity === 'skip' && OTHERS_OBJECT.test(after)) return 'not-a-call';
  let reading: ScopedReading = polarity;
  // A negation reaches the verb phrase it is in, not one joined after it: "a reason to say no and left having moved over".
  const negated = noReason || DENIED_CALL.test(clause) || (!unhesitating && !UNSTOPPED.test(clause) && (NEGATION.test(lastConjunct(clause).slice(-40)) || BELIEF_DENIED.test(lastConjunct(clause)))) || NOT_ENOUGH_TO.test(clause) || TOO_TO.test(clause) || REFRAIN.test(clause) || ADVICE_DENIED.test(clause) || (polarity === 'ship' && REFRAINED_WITHIN.test(lower.slice(at, end)));
  if (negated && !EMPHASIS_AFTER.test(after)) {
    if (NOT_YET.test(clause.slice(-24)) || NOT_YET.test(after)) return 'conditional';
    reading = polarity === 'ship' ? 'skip' : 'ship';
  }
  // What the condition named is what is kept: "If you have cable or fiber as an option, stick with that" (the reader's
  // own), "If a wired line reaches your door, stick with it" (the line).
  if (reading === 'ship' && polarity === 'ship') {
    const kept = lower.slice(at, end);
    if ((KEEP_THAT.test(kept) && HAVE_ALREADY_BEFORE.test(before)) || (KEEP_IT.test(kept) && AT_THE_DOOR_BEFORE.test(before))) return 'skip';
  }
  // "Avoid it; start on the other one instead": a call for an alternative says the opposite about this one.
  // Only a recommendation turns round: "give it a miss and collect points instead" stays a skip.
  // A row may reach past the other one to this one: "put my money there rather than here".
  // So does one whose clause is about going elsewhere: "a bit more friction elsewhere is a price I'll happily pay".
  if (((INSTEAD_AFTER.test(after) && !(AND_AFTER.test(after) && THIS_ONE_END.test(lower.slice(at, end)))) || NOT_THIS_AFTER.test(after) || NOT_THIS_NEXT.test(after) || THIS_NOT_IT_AFTER.test(after) || RATHER_THAN_THIS.test(after) || RATHER_THAN_THIS.test(lower.slice(at, end)) || ((RATHER_BEFORE.test(clause) || RATHER_WITHIN.test(lower.slice(at, end))) && THAN_THIS.test(lower.slice(at))) || ALTERNATIVE_AFTER.test(after) || ELSEWHERE_BEFORE.test(clause) || (PICKED_ONE.test(lower.slice(at, end)) && ONE_OF_A_KIND_AFTER.test(after))) && reading === 'ship') reading = 'skip';
  // "Get this one instead": this one is what is taken instead of the other.
  else if (reading === 'skip' && polarity === 'skip' && THIS_INSTEAD.test(lower.slice(at, end))) reading = 'ship';
  // "I cancelled before the first payment and stayed put": staying put after leaving this one is staying with the old.
  else if (reading === 'ship' && STAYED.test(lower.slice(at, end)) && LEFT_BEFORE.test(before)) reading = 'skip';
  // "We moved half the fleet to a different agent, and I'd make the same call again": the call made again is the move.
  else if (reading === 'ship' && polarity === 'ship' && SAME_AGAIN.test(lower.slice(at, end)) && MOVED_ON_BEFORE.test(before)) reading = 'skip';
  // "The big knife I'd used for a decade now sits in the drawer, and I haven't missed it": the one not missed is the
  // old one put away, so this one stays.
  else if (reading === 'skip' && /\bmiss/u.test(lower.slice(at, end)) && OLD_PUT_AWAY_BEFORE.test(before)) reading = 'ship';
  // "The other went back in its box": what the other one suffered leaves this one standing.
  else if (reading === 'skip' && polarity === 'skip' && OTHER_SUBJECT.test(clause)) reading = 'ship';
  // "My old one is staying put": the other one staying leaves this one out (only staying: "our old bookkeeper moved
  // to it" is someone's move, not a product's).
  else if (reading === 'ship' && polarity === 'ship' && STAYING.test(lower.slice(at, end)) && OTHER_SUBJECT.test(clause)) reading = 'skip';
  let group = clauseGroup(lower, at, end).replace(NOT_A_CONDITION, ' ');
  if (ONLY_IF.test(group)) return 'conditional';
  if (!OTHERWISE.test(lower.replace(SPEAKER_IF, ' '))) group = group.replace(READER_WANTS, ' ').replace(READER_ANY, ' ');
  if (CONDITION.test(group) || SPLIT_AUDIENCE.test(lower)) return 'conditional';
  if (polarity !== 'skip' && MODAL.test(clause) && !SPEAKER_MODAL.test(clause) && !OWN_CALL.test(lower.slice(at, end))) return 'conditional';
  return reading;
}
