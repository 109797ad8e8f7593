/**
 * Recommendation expressions: how reviewers say "ship" or "skip" without those words. Data only; the
 * scope rules in `callScope.ts` (negation, condition, hedge, question, object form, embedding) apply to
 * every row alike, so adding an idiom is one line here and one test.
 *
 * Pattern syntax, word by word (words are matched as the tokenizer splits them: "I'd" is `i d`):
 *   `a|b`   one of the words            `word?`  an optional word
 *   `{it}`  the thing reviewed: it, this, this one, that, them, one, or a capitalised name
 *   `$`     the clause ends here (. , ; : ! ? — or the end of the sentence); words after it begin the next clause
 *   `~`     up to six words of the same clause ("put *our whole backend* on it"); `~ ~`, up to twelve; never over a
 *           negation ("not", "never", "n't"), which the scope rules read instead ("I haven't recommended it")
 * Flags:
 *   `lead`  only a call when it opens its clause or follows a speaker frame ("I'd", "you should",
 *           "I'd say", "my advice:"): "Get one." and "I'd wait" are calls, "users get it" is not.
 *
 * Polarity `hedge` marks an explicit non-call ("too early to call", "undecided"): a call in the same
 * sentence becomes conditional. Polarity `none` only blocks a shorter row ("wait and see" is not "wait").
 */

export type CallPolarity = 'ship' | 'skip' | 'hedge' | 'none';

export interface CallExpression {
  pattern: string;
  polarity: CallPolarity;
  lead?: boolean;
}

const rows = (polarity: CallPolarity, lead: boolean, ...patterns: string[]): CallExpression[] =>
  patterns.map((pattern) => ({ pattern, polarity, ...(lead ? { lead } : {}) }));

export const CALL_EXPRESSIONS: readonly CallExpression[] = [
  // ship: said anywhere in a clause. Rows start on their rarest word: "a keeper" is `keeper $`, and
  // "I'd recommend" is `recommend $` under the speaker frame; every row is tried at each of its first words.
  ...rows('ship', false,
    'recommend {it}', 'recommended', 'easy|strong|clear|solid|warm|wholehearted|unreserved|safe recommendation', 're|are the right choice|call|pick|buy $', 'it|this s|is the right choice|pick|buy $', 'it|this|that s|is exactly|just|simply|precisely the right product|one|choice|pick|thing|tool $', 'is|s the right|correct call $', 'd|would hand a|my|any friend',
    'thumbs up', 'thumbs way up', 'worth it', 'worth the money|price|upgrade|switch|migration|wait|premium|cost|effort|hype|investment|gamble|risk|bet|outlay|spend|move|jump|change|trouble|hassle|maintenance|fuss|bother|faff|upkeep',
    'worth every penny|cent|dollar|pound|minute|hour|second', 'worth buying|getting|owning|having|adopting|trying|switching|upgrading|migrating|carrying|hauling|lugging|packing|joining|keeping|ordering|installing|using|learning|backing|picking|betting|investing|grabbing|choosing|renting|stocking|recommending|standardising|standardizing|funding|paying|spending|splurging',
    'worth buying into', 'one|thing i|we ll|will reach for|grab|buy|pick|choose|use|recommend', 'm|am|re ~ in favour|favor of {it}', 'i|we m|am|re|are ~ in favour|favor $', 'm|am|re ~ in favour|favor of betting|backing|buying|adopting|using|getting|switching|keeping|going', 'is|s|re|are|remains|remain|became|become|stays|stay our|my new? default|go-to|standard|staple', 'among the best|smartest|wisest|safest purchases|buys|investments', 'one of the best|smartest|wisest|safest purchases|buys|investments', 'one|ones to put on ~ list|shortlist', 'one|ones to add to ~ list|shortlist', 'worth a try|look|shot', 'money well spent', 'money is|was|s well spent',
    'can|couldn t think of anything better', 'can|couldn t think of a thing better', 'cannot think of anything better',
    // "I can't think of a single thing I'd rather she owned"
    'can|couldn t think of a single thing i|we d|would rather', 'cannot think of a single thing i|we d|would rather',
    'no-brainer', 'no brainer', 'must-have $', 'must-buy', 'easy yes', 'yes from me', 'keeper $',
    'better|best buy $', 'better|best|smarter|safer buy of|between the|these|those two|pair', 'my|our pick', 'my first|top|default|go-to pick|choice|click', 'one to buy|get|beat|pick|choose|own|have|install|use|order|download|book|start|grab|back|recommend|roll|deploy|adopt', 's|is the way to go $', 'pair|model|kit to buy|get|beat|have|own $', 's|is the range|brand|line|machine|bike|horse|name|product|platform|model|stock|company to back|ride $', 's|is the one|range|brand|line|model|product|platform|option|name to settle on', 'horse i|we d|would ride|back', 'one|bet|investment i|we d|would make $', 'one|company|business|kind i|we d|would put money|cash|capital into|in|behind', 'one|thing i d|would buy|pick|get|recommend|choose|put|keep|own|use|trust|hand|give|suggest|bring|take|have|want|pay|spend|splurge', 'one|thing i d|would actually|really|happily|gladly|still buy|pick|get|recommend|choose|use|trust|suggest', 'one|thing i|we tell|told ~ to buy|get|download|try|use|order|pick|choose|install', 'one|thing|account|app|card|bank|service|plan|tool|brand|model|platform i|we d|would tell|recommend ~ to open|join|buy|get|download|try|use|order|pick|choose|install', 'yes $ wholeheartedly|unreservedly', 'yes $ with enthusiasm|conviction|gusto', 'pick|choice|bet i d|would make', 'purchase|buy i d|would make again', 'vendor|tool|product|app|service|brand|platform i|we d|would add|buy|pick|choose|use|trust|recommend', 'one we d|would buy|pick|get|recommend|choose|put|keep|use|trust|hand|give|suggest|bring|take',
    'bullish $', 'bullish on {it}', 'bullish on the|its|their', 'count me in', 'sold on {it}', 'moving|switching|migrating to {it}',
    'moving|switching|migrating ~ onto|to {it}', 'moving|switching|migrating ~ over to {it}',
    'make the switch', 'making the switch', 'can|couldn t see us|me|myself|ourselves going back', 'i|we m|am|re|are holding $', 'core holding', 'add|adding on a|any|every bad|weak|down|soft quarter|day|week|month|dip', 'sign with {it}', 'i|we d|would have one $', 'glad|happy|pleased|delighted|relieved i|we switched|moved|swapped|changed $', 'glad|happy|pleased|delighted|relieved i|we made the switch|move|jump|swap', 'switched|moved|swapped for good $', 'glad|happy|pleased|delighted with the switch|move|swap $', 'make|making the same switch|move|jump|choice|call|decision|purchase', 'my|our default $', 's|is my|our everyday|daily|go-to', 'strongly|highly|heartily|warmly recommend $', 'walk|walked out of the|a shop|store with {it}', 'hand|give {it} another dollar|penny|cent|pound|euro', 'hand|give {it} one more dollar|penny|cent|pound|euro', 'my|our default|standing|go-to recommendation', 'answer is|s yes', 'it should be yours', 'take the plunge',
    // a speaker's own standing: votes, conversions, stakes ("it gets my vote", "count me a fan", "long on it")
    'gets|has|earns|wins|won|getting|earning|winning|got|earned my vote|money|business|backing|endorsement|yes|recommendation', 'my vote $',
    // a speaker's approval as a gift or signal: "you have my blessing", "it gets the green light", "a clear yes"
    'blessing $', 'green light', 'greenlight|green-light|greenlit|green-lit', 'clear|firm|definite|resounding|strong|big|solid|emphatic|confident|unqualified yes',
    'a yes $', 'obvious|clear|easy|smart|natural|sensible|safe|right|best|top|solid pick|choice $', 'obvious|clear|easy|smart|natural|sensible|right|best|top pick|choice for',
    // looking forward after committing: "not looking back", "never looked back", "haven't looked back"
    'not|never looking|looked|look|gone|went|going back', 'make|making {it} the|our|my|your new? default|standard|main|primary|hub|home|base|backbone|workhorse', 'haven|hasn t looked|gone back', 'where my|our money|cash|vote goes|is|lies', 'a|another convert $', 'left|came|come|walked|walk|am|m|re|are|was|were|got|get|been|fully|completely|totally converted $',
    'count me as|among ~ buyers|buyer|fans|fan|customers|customer|believers|believer|supporters|supporter|converts|convert',
    'long on {it}', 'big|huge fan', 'a fan of {it}', 'happy customer|owner|user|camper $', 'no regrets $',
    // contentment with a tail, a choice right as things stand, liking it outright: "No regrets on our side", "it's the right
    // choice now", "As a business, I like it a lot"
    'no|zero regrets on|from my|our|this|either side|end|part', 'no|zero regrets here|whatsoever|yet $', 'no|zero regrets so far $', 'no|zero regrets at all $', 'it|this s|is the right choice|pick|call now|today|still $', 'i|we like {it} a lot $', 'i|we like {it} a lot more than',
    'buy|get|order|use ~ with confidence', 'do the same again', 'do it all again', 'do that again', 'keeping|kept|love mine', 'earns|earned|deserves|deserved ~ place|spot|space|room $', 'earns|earned|deserves|deserved ~ place|spot|home|slot|hook|berth|seat|peg in|on',
    'moved|migrated|switched|standardised|standardized|moving|switching ~ onto|to {it}', 'standardised|standardized on {it}',
    'moved|migrated|switched|ported|moving|migrating|switching|porting ~ over $', 'moved|migrated|switched|ported ~ over in|within ~ day|days|week|weeks|fortnight|weekend|month|months|afternoon|evening|sprint|quarter $',
    // what the reader should do, said outright: "you should switch", "anyone still waiting should buy"
    'should switch|buy|upgrade|subscribe $', 'should have|own|keep a copy $',
    // the speaker's name put to it, its money's worth to the reader: "Happy to put my name to it", "it's worth your money"
    'put|putting my|our name to {it}', 'worth your money|time|while|cash',
    // the best of its kind going, a holder of it: "Still the best chicken sandwich going", "and I'm a holder"
    'best ~ going $', 'm|am a holder|shareholder $', 'm|am still a holder|shareholder $',
    // the rest told to go ahead, after a condition that sends some away: "Everyone else should book the full trip"
    'everyone|everybody|anyone else should book|go|visit',
    // money given to it (and, with "instead", to another): "I'd give my money to them"
    'give|giving|gave my|our money|cash|custom|business to {it}',
    // a wager taken: "I'd take that bet" (and, negated, "I'm not making that bet")
    'make|making|made|take|taking|took that|this bet $',
    'one i|we spec|specify|install|fit|recommend|buy',
    // "you could do a lot worse than ordering one", "I've talked four friends into switching"
    'could|can|would do ~ worse than', 'talked|talk|talking|persuaded|convinced ~ into switching|buying|getting|signing|joining|trying',
    // still paying for it, or listing it for others: "paid for it every month since", "on our approved list"
    'paid|paying|subscribed ~ ever|every ~ since $', 'recommended|approved|preferred list|lists',
    // a longer commitment bought: "we paid for the annual plan", "took the three-year licence"
    'paid|bought|took|signed|upgraded|renewed ~ annual|yearly|year-long|two-year|three-year|multi-year|lifetime plan|subscription|licence|license|contract|membership',
    // not looking back, or any further
    'don t look back', 'look|looking no further',
    // what the speaker tells people who ask: "this is what I tell them", "it's what we recommend to friends"
    'what i|we tell|told|recommend|suggest|point ~ them|people|everyone|friends|anyone|others $',
    // the one, as the speaker names it: "this is the one", "this would be the one", "this is the helmet to get"
    'this|it|that is|s the one $', 'this|it|that would|d be the one $', 'is|s the ~ to get|buy|own|have $', 'positive|upbeat on {it}',
    // the speaker's money or approval placed: "my money is on it", "the obvious purchase", "I'd approve it"
    'my|our money is|s|goes on {it}', 'obvious|clear|easy|smart|natural|sensible|safe|right|strong|safer|smarter purchase|buy|addition|upgrade $', 'good|great|fine|solid|safe|right version|release to start on|with|from $',
    // urgency and the reader's one choice: "run, don't walk", "if you own one pair, make it this one"
    'one i|we name|pick|suggest|choose|mention $', 'one i|we point|send|steer people|friends|everyone|them to $', 'it|this|that is|s the right|best|obvious one|tool|choice|pick|answer $',
    'wonder what took you|me|us so long', 'wouldn|won t trade|swap {it} for anything', 'wouldn|won t trade|swap {it} for the world', 'wonder why you|i|we waited', 'ones to buy|get|pick|own|have $', 'easiest|best|strongest recommendation',
    'where my|our money|cash|chips would|will go', 'is|s where it|mine would|will|d|ll go $', 'replace {it} with the same', 'replacement will|would|ll be|is the same', 'replace {it} the same day|week|afternoon', 'not|never leaving my|our', 'first|one thing i|we grab|reach', 'my|our vote goes|went to {it}', 'replace|replacing {it} like for like', 'replace|replacing ~ with another {it}', 'replace|replacing {it} like-for-like', 'i|we d|would open|pick|buy|get|choose|try first $', 'talk|talks|talking you into {it}', 'i|we ~ recommending|recommended {it}',
    // the speaker's money placed here (negated: "I wouldn't put mine here"), the one the speaker tells people to buy
    'spend|put|invest|sink it|that|mine|ours here $', 'spend|put|invest|sink my|our|your money|cash here $', 'i|we tell|told ~ to buy|get|order $',
    'strong|solid|easy|firm recommend $', 'run don t walk', 'run $ don t walk', 'run do not walk', 'make it|that this|that one', 'make it|that the {it} $',
    // it earns its keep, or a place at the top: "it pays for itself", "put it at the top of your list"
    'pays|paid|paying for itself', 'on my|our reorder|shopping|buying|purchase|wish|approved list', 'can t say enough good|nice things', 'cannot say enough good|nice things', 'best ~ bucks|dollars|pounds|quid|euros i|in|ever|we', 'with a clear conscience', 'won t go wrong', 'can t go wrong', 'cannot go wrong', 'will not go wrong', 'i|we d|would reach for again', 'i|we d|would reach for it again', 'top of the|my|your|our|any list|shortlist|registry $', 'top of the|my|your|our|any ~ list|shortlist|registry $',
    'treat yourself|yourselves|him|her|them to {it}', 'talked|talk|talking|persuaded|convinced ~ into {it}',
    'where i|we d|would spend|put|invest {it}', 'where i|we d|would spend|put|invest my|our|the money|cash|capital', 'where i|we d|would spend|put|invest|park money|cash|capital $', 'd|would spend|put|invest it|mine|ours|that there $',
    // the speaker's price paid, or a good moment to buy: "the subscription I'd actually pay for", "the best money I've
    // spent", "now's a fine time to pick one up", "none of that would stop me"
    'i|we d|would actually|happily|gladly|still? pay for $', 'where i|we d|would spend $', 'wouldn t hesitate $', 'would not hesitate $', 'best ~ money i|we ve|have ever? spent', 'best ~ money ever spent',
    'good|fine|right|great|perfect|best time|moment to buy|get|grab|order|try {it}', 'good|fine|right|great|perfect|best time|moment to pick {it} up', 'the time|moment to buy|get|grab|order {it}', 'the time|moment to pick {it} up',
    'none of that|this|it|which|them would|will|d stop|deter me',
    // where the speaker's own work would go, or keeps returning: "this is where my workloads would go", "I keep coming back"
    'where my|our workloads|workload|jobs|business|budget|data|code|team|company would|will go', 'keep|kept coming back $',
    // a purchase the speaker would sign off: "it's a purchase I'd approve"
    'purchase|buy|spend|expense|contract|renewal i|we d|would approve|sign|make|okay',
    // the one the speaker would buy now: "the kettle I'd buy today"
    'the ~ i|we d|would buy|pick|get|order today $', 'five|5 stars', 'is|s how i|we d|would build|write|run|deploy|host ~ $', 'none of that|this|it|which|them would|will|d put me off', 'none of that|this|it|which|them would|will|d keep me from',
    // the speaker's approval, the reader sent here, the app to get: "I'm all for it", "I'm comfortable telling you to buy one",
    // "point them here", "give them this one", "it's the app to install on day one", "I'd sign with them tomorrow"
    'i|we m|re|am|are all for {it}', 'comfortable|happy|glad|confident|fine telling|recommending|advising ~ to buy|get|order|download|book|pick|install',
    'point|send them|people|everyone|friends|folks|newcomers|beginners here $', 'give|hand them|him|her|people|everyone|anyone this one $', 'is|s the app|apps|tool|service|platform to install|download|get|buy|use|pick',
    'sign|signing with {it} tomorrow|today|now|again', 'can t think of a better', 'cannot think of a better', 'install|download|order {it} tonight|today|now $',
    // praise and a choice repeated: "I can't sing its praises loudly enough", "I'd make the same call again", "these are the
    // wheels to buy", "that's where it goes"
    'sing|singing|sang ~ praises', 'i|we d|would make it|that again', 'i|we d|would make the same call|choice|decision again', 'are|re the ~ to get|buy|own|have $', 'is|s where it goes $',
    // someone's purchase, and the speaker's advice the same: "He bought it, and I'd tell you the same"
    'bought|ordered|kept|got it|one $ and i|we d|would tell|say|advise you the same',
    // the speaker's other one given up for it, the speaker won over, the first thing packed, nothing else wished for: "I
    // cancelled my other delivery subscription", "so clearly I'm sold", "it's the first thing I pack", "I never wished I'd
    // brought anything else"
    'cancelled|canceled|cancelling|canceling|cancel|dropped|ditched my|our other ~ subscription|subscriptions|renewal|membership|memberships|plan|plans|account|accounts|contract|contracts',
    'i|we m|am|re|are sold $', 'first thing i|we pack|packed', 'never wished|wish i|we d|had ~ anything|something else',
    // a second one bought and put by: "A second pair is already sitting in the cupboard for when these give out"
    'second|spare pair|one|set|unit ~ sitting|sits|waiting in a|the|my drawer|cupboard|closet',
    // a holder's and a backer's words: "no reason to sell", "I'm long the group", "I want a piece of
    // it", "the side of the trade I want to be on", "I want exposure to it" (with the row of wanting exposure), "I know which horse I'm riding", "the kind one
    // holds on to", "content to keep holding", "the right horse to back", "I'd vote for it"; the user's: "I'm on my third pair"
    'no reason to sell', 'i|we m|am|re|are long the|its|their', 'want|wanted a piece|slice of {it}', 'own a piece|slice of {it}',
    'side of the trade|market|bet|fence|argument i|we d|would? want|like to be on', 'the side i|we d|would? want to be on', 'stand|be on this|their|its side of the fence|trade',
    'know which horse i|we m|am|re|are riding|backing', 'kind|sort one|you|i|we hold|holds|keep|keeps on to',
    'content|happy|glad|pleased to keep holding|owning {it}', 'content|happy|glad|pleased to keep holding|owning $', 's|is the right|best|smart|obvious horse|one to back $', 'vote|voted for {it}',
    'on my|our second|third|fourth|fifth pair|set|bottle|bag|tin|box|jar|tube', 'makes|make me want a position|stake', 'makes|make me want to take a position|stake',
    // the same again, another bought for family, expected to last, a meeting taken, nothing to change, the place to be,
    // staying on it, no objections or reasons left, nothing better found, others sent the same way, still on the home
    // screen: "I'd order the exact same model", "bought a second one for my brother", "the brand I'd expect to still be
    // standing", "I'd take the meeting", "I wouldn't change a thing", "it remains the place to be", "staying on it", "I'm
    // out of objections", "I ran out of reasons to say no", "I haven't found anything I'd rather use", "I've sent two
    // others the same way", "the one still on my home screen", "I stopped waiting for it to"
    'order|buy|get the exact|very same model|one|pair|thing', 'bought|ordered|got a second|another one|pair|set for my|our', 'expect ~ to still be standing|around', 'take the meeting',
    'wouldn t change a thing', 'would not change a thing', 'the place to be $', 'staying|stay|sticking on|with it $', 'out of objections',
    'ran|run out of reasons to say no', 'haven t found anything i|we d|would rather use|have|buy|own', 'sent|pointed|steered ~ the same way',
    'one still on my|our home screen|phone', 'stopped waiting for it to $',
    // a holder adding more, a place kept on the wall, a stake taken if it could be: "added more last quarter", "I'd want to
    // be on it", "a permanent hook on our wall", "I'd tell any reader to learn it first", "If I could buy shares, I would"
    'want to be on {it}', 'added more last|this quarter|month|year|spring|autumn|week', 'permanent hook|spot|place|slot|home on|in our|my',
    'tell ~ to learn {it}', 'could buy shares|stock $ i|we would $',
    'bought|ordered|kept|got it|one $ i|we d|would tell you to do the same', 'would happily|gladly buy|order a|another second|third|fourth',
    // a decision called easy, money called well used, a pointer to order: "an easy decision", "good use of money", "I'd
    // tell anyone with a small flat to order one tonight"
    'easy|obvious|simple|clear decision $', 'good|great|smart|wise|sensible use of money|cash $', 'do it without hesitation|question',
    'tell|telling|told anyone|everyone|people|friends ~ ~ to buy|order|get|try|download one|it|them',
    // the reader, a friend or a family told to get it: "I'd tell every new owner to pick one up", "I'd tell her to buy it"
    'd|would tell|telling any|every|them|you|him|her ~ ~ to buy|order|get|try|download|grab one|it|them', 'd|would tell|telling any|every|them|you|him|her ~ ~ to pick one|it|them up',
    // taking it up called the right move: "choosing it is the sensible call"
    'adopting|buying|choosing|picking|getting|using|ordering it|this|one is|s the ~ move|call|play|choice|bet|option',
    // a regret still waited for, the speaker's money gone there, the reader sent there, the reading stopped: "I have yet to
    // regret it", "that's where my own money went", "it's where I send every newcomer", "stop reading reviews"
    'have|has yet to regret {it}', 'where my|our own money|cash went|goes', 'where my|our money|cash went',
    'where i|we send|point|steer every|everyone|everybody|anyone|newcomers|beginners|friends|clients|people',
    // where the speaker sends others or is happy to hold it, a plain yes to it, no reason found against it: "it's where I'd send
    // any other designer", "a stock I'm happy to own", "Yes to Hex", "I can't think of a reason not to sign up"
    'where i|we d|would send|point|steer|direct any|every|everyone|everybody|anyone|newcomers|beginners|friends|clients|people|other', 'i|we m|am|re|are|d|would be? happy|glad|content|comfortable to own|hold|back|buy|keep', 'yes to {it}', 'one i|we expect to ~ standing|win|survive|last|thrive|lead|dominate', 'don t need much|any more convincing', 'can t think of a|one|any|single reason not to', 'cannot think of a|one|any|single reason not to',
    'stop reading reviews|comparisons|forums', 'worth every bit $', 'worth every bit of', 'commitment|investment i|we d|would make', 'been waiting for ~ ~ $ this is it $', 'worth signing up for', 'worth paying for', 'worth subscribing to|for', 'repeat|repeating our|my|the|that move|switch|purchase|choice',
    // a regret denied to the penny, the speaker's purchase made again, the one written down for others: "never regretted a
    // cent", "a purchase I'd gladly make again", "it's the one I jot down for them"
    'don t regret a|one|single penny|cent|dollar|minute|second|moment', 'never regret a|one|single penny|cent|dollar|minute|second|moment',
    'purchase|buy i|we d|would happily|gladly|absolutely|definitely make again', 'one i|we write|wrote|jot|jotted down', 'is|s what i|we recommend|suggest',
    // the same purchase made again, the one to take home, where the money goes, its place on a list: "would make the
    // same purchase again", "this is the subscription to pay for", "where the smart money goes", "it belongs on your list"
    'make|do|making the same purchase|buy|choice|call|install|order|pick|decision again', 'this|it s|is the ~ to buy|get|pick|choose|own|order $', 'this|it s|is the ~ to pay for $',
    'this|it s|is the ~ to wheel|bring|take|carry home', 'where the smart|clever|sensible money goes|is|went', 'belongs on|in your|my|our|every ~ list|registry|shortlist|wishlist|shelf|bench|counter|desk|kitchen|bag|cart|basket', 'belongs on|in the shortlist|wishlist $',
    'deserves a place|spot on|in your|my|our|every ~ list|registry|shortlist|wishlist|shelf|bench|counter|desk|kitchen|bag|cart|basket',
    // another term paid, a worry waved off: "I'll happily pay for another year", "a solid recommend from me", "don't let the horror stories talk you out of it"
    'pay|paying|renew|renewing for another year|month|season|term|round',
    // the next one already bought, the same again when this one wears out: "the replacement pair is already sitting in
    // my closet", "pair number four is already in my bag", "the same model is going back in the basket", "they're going
    // on my next skis too", "the one that goes in the truck"
    'replacement|next|spare pair|one|unit|set|model ~ in|on my|our|the closet|bag|cart|basket|shelf|garage|drawer|truck|van|pack',
    'pair|unit|set|bottle|tin|bag number ~ in|on my|our|the closet|bag|cart|basket|shelf|garage|drawer|truck|van|pack',
    'same model|one|pair ~ going|goes back in|into the|my|our basket|cart|order', 'going|go|goes on my|our next pair|one|set|bike|skis|board|build|car',
    'one that goes|lives|stays|rides in the|my|our truck|van|bag|kit|pack|car',
    'solid|strong|easy|firm|warm recommend from me|us', 'don t let ~ talk|scare you out of {it}', 'don t let ~ put|scare|talk you off {it}',
    // a bargain: "a used one is a steal"; a sound choice: "for them it's a solid pick", "a sensible bet", "easy to
    // recommend", "the Acme is the pick"
    'a|an steal', 'absolute|real|total|outright steal', 'solid|sound|good|great|excellent pick|purchase|buy $', 'smart|sensible|safe|solid|good|sound bet $',
    'easy|simple to recommend', 'is|s the pick $',
    // a sound choice in other words: "an easy pick to recommend", "a sensible place to start", "well worth the yearly
    // fee", "it's still what I'd pack", "the smarter buy of the two", "it earns its keep" (negated: "it doesn't earn its
    // asking price")
    'easy|simple|straightforward one|pick|product|thing|choice|model|tool|unit to recommend', 'sensible|safe|smart|good|natural|right|easy place to land|start $',
    'worth the ~ fee|fees|subscription|price|premium|money|cost|spend|outlay|space|room|tag|ticket|dollars|pounds|quid|euros|bucks|grand', 'is|s still? what i|we d|would buy|get|pick|choose|carry|pack|take|bring|use|run|trust|keep|install|order|recommend',
    'earn|earns|earned|justify|justifies|justified|justifying its|the price|keep|premium|cost|money|spend', 'earn|earns|earned|justify|justifies|justified|justifying its|the price|asking|sticker tag|price',
    // the cost said to be right: "the spend is justified"
    'spend|price|premium|cost|outlay|expense is|s justified|warranted',
    // kept, or nothing said against it: "we're staying put", "I can't argue against it", "my money would go here"
    'staying|stay|stayed put $', 's|is|re|are sticking|staying around $', 'it|they|this|these s|is|re|are staying $', 'roll|rolling the|those|that dice again $', 'can|couldn t argue against {it}', 'cannot argue against {it}', 'my|our money|cash|vote would|d go here $',
    // staying put as a decision, packed again, coming along again, the team put on it, a holding wanted: "we decided
    // to stay put", "it's going back in my pack", "it's not coming with me again" (negated), "I'd have them on it by
    // Friday", "the franchise I'd want in the portfolio", "best purchase in my setup", "worth putting in front of the team"
    'decided|decide|chose|choose|opted|opt to stay put $', 'going|goes|went back in|into my|our pack|bag|backpack|rucksack|kit|car|suitcase|rotation',
    'coming|come|comes with me|us again', 'have|get them|everyone|everybody ~ on {it} by', 'i|we d|would want|like|hold|have in the|my|our portfolio',
    'best purchase in|of my|our', 'best purchase $', 'worth putting in front of',
    // the speaker at ease putting money there, the name given when asked: "I'm comfortable putting my chips here", "this
    // is still the name I give them"
    'comfortable|happy putting|backing|buying|owning|holding', 'the name i|we give|suggest|offer|recommend',
    // a stake the speaker would take: "I'd be a buyer", "I'd want exposure here", "one I'd happily hold", "I'd be adding
    // on weakness", "Confluent would be my bet"
    'd|would be a|an buyer|owner|holder|investor $', 'want|like exposure', 'd|would want|like a stake|position in {it}', 'i|we d|would happily|gladly|comfortably hold|own',
    // the one to back, chosen among others: "this is the franchise to back" (not "a good company to own, a bad deal to buy
    // from"); a stake taken if offered
    'the franchise|company|business|platform|brand|stock|name|horse to back|own $', 'an|the allocation|stake|position|piece|slice if offered|asked|invited',
    // glad of a stake, content to keep one: "I'd be glad to own a slice", "happy to stay a holder"
    'i|we d|would be glad|happy|pleased|delighted|keen|proud|comfortable to own|buy|back|hold|fund|order|take|have|invest|recommend',
    'happy|glad|content to stay|remain a|an holder|owner|shareholder|investor|customer|subscriber|member', 'happy|glad|content to stay|remain one $',
    'be adding|buying on weakness|dips|pullbacks $', 'would|will be my|our bet|pick $',
    // chosen among others: "ended up being the one I argued for", "the pack I grab first", "the app I'd reinstall first"
    'one|pick i|we argued|pushed|lobbied|voted for', 'i|we grab|pick|take first $', 'i|we d|would|ll|will reinstall|install|grab first',
    'easy|obvious|natural one|pick to point to|at|towards $',
    // a stake the speaker would be glad of: "it's hard to bet against", "the kind of position I'd be happy owning", "best
    // drone purchase I've made"
    'hard|tough to bet against', 'd|would be happy|glad|comfortable owning|holding', 'best ~ purchase|purchases|buy|buys i|we ve|have made',
    // staying put said as not moving again: "it's where my notes live now and I'm not moving them again"
    'not moving|switching|migrating ~ again $',
    // made the base of one's own work: "build our internal tooling around Actions"
    'build ~ around {it}',
    // what the speaker would rest on it or side with (negated: "not a place I'd want my roadmap to depend on"): "the side
    // of the market I'd align with"
    'd|would want ~ to depend|rely|build|bet on $', 'd|would want to depend|rely|build|bet on $', 'i|we d|would align|ally|side with',
    'd|would want ~ capital|money|cash|savings tied|locked up', 'hitch|hitching my|our|your|a wagon to {it}',
    // a place among the owners (negated: "not a company I'd want on the cap table"), a buyer of it, rooting for it
    'd|would want ~ on the|my|our cap table|books', 'i|we m|am|re|are a|an buyer|owner|holder of', 'i|we m|am|re|are rooting for {it}',
    // a stake taken if offered, the speaker's name or money there, no shopping around, more than its weight: "offer me an
    // allocation and I'm in", "not a cap table I'd want my name on" (negated), "my own retirement money sits there", "I
    // wouldn't bother shopping around", "I'd overweight it", "should be handed this" (negated: "should not be")
    'offer me ~ ~ and i|we m|am|re|are in', 'd|would want my|our name on', 'my|our own? retirement? money|savings|pension|cash sits|lives|stays there|here',
    'wouldn|won t bother shopping|looking around|elsewhere|further', 'd|would point ~ at it|this', 'd|would overweight {it}', 'be handed|given|sold {it} $', 'take on again $',
    // a holding the speaker is glad to build, a bet placed for it: "a position I'm glad to be building", "I'd bet on the
    // platform rather than against it"
    'position|stake|holding i|we m|am|re|are glad|happy|content|comfortable to be building|holding|owning|adding',
    'bet on|with the ~ rather than against {it}',
    // the one the reader is sent to: "this is the one I'd steer you toward"
    'one i|we d|would steer|point|send you|people|friends|everyone|them toward|towards',
    // a second bought, or it goes every time: "A second one is already on order", "It's coming on every trip"
    'second one|pair|unit|set ~ on order', 'ordered|ordering a second one|pair|unit|set', 'coming|comes|goes|going on every|each trip|ride|hike|outing|holiday|vacation',
    // an investor's stake: "I'd still want to be long Jira", "I'd be comfortable betting on it holding that ground"
    'want to be long', 'd|would be long {it}', 'comfortable|happy betting on {it}',
    // staying put: "It does the job, and I'm not moving."; a purchase made together: "Best baby purchase we made"
    'i|we m|re|am|are not moving|budging|switching $', 'not switching|moving|budging $', 'best ~ purchase|purchases|buy|buys i|we made',
    // the answer for a friend, doing it all over, a holding wanted: "this is the answer I'd give a friend", "I'd do it all
    // over again", "I'd want it in my portfolio"
    'answer i|we d|would give a|my|any friend', 'do it|that all? over again', 'want|have|hold {it} in my|our portfolio',
    // the work of taking it up done again: "I'd do the install again tomorrow"
    'i|we d|would do the ~ again',
    // another of the same bought with what was traded in, a bet taken: "we traded my petrol SUV for a second one", "I'd
    // take that bet"
    'traded|swapped|exchanged ~ for a second one|pair|unit|set', 'i|we d|would take that|this|the bet $',
    // a bet the speaker is glad to make, paid for year after year: "That's a bet I'm happy to make", "I've paid for Sync
    // two years running"
    // the best of its kind, said as a pick: "for those people, it's the pick of the class"; on every machine, the
    // highest compliment, handed over with confidence: "Bitwarden goes on every machine in my house", "which is the
    // highest compliment I can pay a smoker", "I'd hand them this one and walk away"
    'goes|go|went|is|s|are on every machine|device|laptop|computer|phone|desktop', 'highest|best|biggest|greatest compliment i|we can|could pay|give',
    'd|would hand|give them|him|her|people|anyone|everyone {it} and walk away',
    's|is the pick of the class|bunch|range|lot|litter|segment|field|crop',
    'bet i|we m|am|re|are happy|glad|willing|content to make', 'paid|renewed|subscribed|bought ~ two|three|four|five|six|several|ten years|seasons running', 'paying {it} again',
    // the first one reached for: "It's the bike I reach for first"
    'i|we reach for first $',
    // the one the speaker would reach for, money wanted on it, a holding kept long: "the jar I'd reach for", "I'd want my
    // savings riding on it", "glad to stay long this one"
    'i|we d|would reach for $', 'i|we d|would reach for today|now|first $', 'want my|our money|cash|savings riding on', 'be|stay|staying|remain|remaining long {it}', 'be|stay|staying|remain|remaining long the shares|stock',
    // a holding wanted, the speaker's chips placed, what one wants exactly: "the name I'd want to own", "my chips go on
    // Acme", "boring is exactly what I want", "it isn't leaving my studio"
    'd|would want|like|love to own|back|hold $', 'd|would want|like|love to own {it}', 'my|our chips|bets go|goes|went|are on {it}', 'is|s exactly what i|we want|need|wanted|needed',
    'isn|aren|won t leaving my|our',
    // told to others, paid again, kept everywhere, a stake wished for: "they should just get it", "happily paying the ten
    // dollars again this year", "It's bookmarked on every device", "If I could buy a piece of it, I would", back to it
    'they|people|folks should just? get|buy|grab|order {it}', 'paying|pay|paid|renewing|renew ~ again this|next year|month|spring|summer|autumn|fall|winter',
    'bookmarked|installed|pinned on|in every|each', 'could buy|own ~ piece|stake|slice|share of|in {it} $ i|we would|d', 'could buy|own ~ piece|stake|slice|share of|in {it} at ~ $ i|we would|d', 'go|going back to {it} $', 'took|taken|taking|opened|built|building|hold|holding a|our|my position|positions|stake in', 'added to a|our|my position|positions|stake in', 'taking|take|took|renew|renewing it|one|them out again', 'i|we moved|migrated|switched|came|went back to it|this|them $', 'i|we ve|have|had moved|migrated|switched|come|gone back to it|this|them $', 'd|would want|take|love an|a|my allocation|stake|slice|position $', 'i|we want an|a|my|our allocation|stake|slice|piece $',
    // not without it, zero regrets, the one to look at first, the default everywhere, said to whoever asks, not swapped: "I wouldn't let him out without it", "Zero regrets.", "the feeder to look at
    // first", "It stays the default on every new project", "I say this one", "Wouldn't swap it."
    'wouldn|won|couldn t ~ without {it}', 'don t know what i|we d|would do without {it}', 'zero regrets $', 'is|s the ~ to look at|try first', 'stays|stay|remains|remain|is|s the default on|in|for every|each|any',
    // the sensible default, for the reader in question: "for most shops it's still the sensible default"
    'stays|stay|remains|remain|is|s the right|sensible|safe|obvious|natural|smart|best default $',
    'i|we say|said this one $', 'wouldn|won t trade|swap {it} $',
    // refusing to give this one up for another: "wouldn't trade mine for two of his", "I would not change it for something shinier"
    'wouldn|won t trade|swap|exchange|change {it} for', 'wouldn|won t trade|swap|exchange mine|ours for', 'would|will not trade|swap|exchange|change {it} for',
    'would|will not trade|swap|exchange mine|ours for', 'would|will not trade|swap {it}|mine|ours $', 'wouldn|won t trade|swap mine|ours $',
    // buying it again: "would rebuy without thinking twice", "I'd re-buy it tomorrow"
    'i|we d|would rebuy|re-buy', 'would rebuy|re-buy', 'rebuy|re-buy ~ in a heartbeat',
    'd|would want|like|take a piece|slice|stake $',
    // a share of it wanted, a holder glad of a share, adding still, the business liked: "I'd want a piece of this company",
    // "a product line I'm happy to own a piece of", "I've owned it for years and keep adding", "I like that business a lot"
    'd|would want|like|love|take a piece|slice|stake|share|bit of|in {it}', 'happy|glad|pleased|content|keen to own|hold|buy ~ piece|slice|stake|share|bit of|in $',
    'happy|glad|pleased|content|keen to own|hold|buy ~ piece|slice|stake|share|bit of|in {it}', 'i|we like|love that|this|the business|company|franchise $',
    'i|we like|love that|this|the business|company|franchise a lot $',
    // enough to buy in (negated, a skip: "the story isn't enough for me to buy in")
    'enough for me|us to buy|invest|get in|into',
    // a holding added to after the speaker's own years in it: "I've owned it for fifteen years and keep adding"
    'and keep|kept adding|buying $',
    // still the speaker's, and staying so: "the one bit of tech I wouldn't travel without", "They're mine for the
    // foreseeable", "no plans to replace it", "It lives permanently in my bag", "the bag I'll be packing again"
    'wouldn|won|couldn t ~ without $', 'wouldn|won|couldn t ~ without anymore|now|again', 're|s|is|are mine|ours for the foreseeable|good|keeps',
    'no plans|plan|intention to replace|swap|upgrade {it}', 'lives|stays|living permanently|full-time in|on my|our',
    'll|will be packing|taking|bringing|carrying|wearing|using again', 'll|will be packing|taking|bringing|carrying|wearing|using {it} again',
    // the same road again, put back on, every other place ruled out: "we went down that road again" (negated, a skip:
    // "we won't be going down that road again"), "I'd reinstall it", "I don't see why you'd host it anywhere else"
    'going|went|gone down that|this road|route|path again', 'going|went|gone down the same road|route|path again', 'reinstall|reinstalled|reinstalling {it}',
    'don|can t see|imagine why you|anyone|anybody|i|we d|would ~ anywhere|anything else',
    // nothing else bought: "I can't see buying anything else" (not "I can't see paying extra")
    'can t see buying|using|getting|choosing|running anything|anyone else', 'cannot see buying|using|getting|choosing|running anything|anyone else',
    // no one else considered: "I wouldn't bother with anyone else", "I wouldn't look anywhere else", "won't use anything else"
    'wouldn|won t bother with|using|trying anyone|anything|anybody else', 'wouldn|won t look|shop anywhere else', 'wouldn|won t look at anyone|anything|anybody else',
    'wouldn|won t use|buy|choose|pick|trust|consider anything|anyone|anybody else',
    // a stake wanted, or added to: "If it ever came up for sale, I'd be bidding", "I'm adding on every dip", "I'd be first in the queue"
    'd|would be bidding $', 'adding|buying on|at every|each|any dip|dips', 'buying the dip|dips', 'd|would be first in the queue|line',
    // added on every fall, a position wanted: "I've been adding on the dips", "I'd add on weakness", "added to the position
    // on every wobble", "I'd want a position", "I'd want a piece", "I'd want to be first in the queue", "an asset I'd want
    // in any portfolio"
    'add|adding|added on the|every|each|any? dips|dip|wobble|wobbles|weakness|pullback|pullbacks', 'add|adding|added to the|my|our position|stake|holding ~ dip|dips|wobble|wobbles|weakness|pullback|pullbacks',
    'i|we d|would want a|my|our position|stake|piece|slice', 'want to be first in the queue|line', 'i|we d|would want in any|my|our|every portfolio',
    // held on to against anyone, a place taken in the queue: "Try to take it off me and you'll have a fight on your
    // hands", "If they ever float it in London, I'll be in the queue"
    'try to take {it} off|from me|us', 'try taking {it} off|from me|us', 'll|will be in the queue|line $', 'll|will be in the queue|line for shares|stock', 'll|will be in the queue|line for a stake|slice|piece',
    // "If it ever lists, I'll be queueing for shares"; the first one reached for: "Still the first pair I reach for"
    'll|will be queuing|queueing for|up', 'll|will be lining up for', 'first pair|one|bottle|jar|knife|pan|tool|jacket|coat|bike|board|boots|shoes|racket|bag i|we reach|grab for',
    // the reader's free time or custom given to it: "If you live near one, give it your Saturday"
    'give {it} your|my|our saturday|saturdays|sunday|sundays|weekend|weekends|evenings|custom|business',
    // no going back, and a regular shop: "I can't imagine going back to the bus", "it goes in the trolley every week"
    'can t imagine going|switching|moving back', 'cannot imagine going|switching|moving back', 'goes|go in|into the|my trolley|basket|cart every|each week',
    // 'for the long haul', said of the speaker's own: "It's ours for the long haul now"
    's|is|are mine|ours for the long haul',
    // a fee earned, gone straight back to, the go-to for a season, added to, a deposit put down, underwritten, handed
    // to family: "Bench still earns its fee", "I went straight back to it", "It's been my go-to on every trip", "I
    // added to my position", "put the deposit down on the Nikon", "I wouldn't underwrite it", "the commuter I'd hand my sister"
    'earn|earns|earned|earning its|their fee|fees|subscription|licence|license', 'went|gone|came|coming straight|right back to {it}',
    'been my|our go-to|default|everyday|daily', 'added|adding|add to my|our|the position|stake|holding|holdings', 'put|putting the|my|our deposit down',
    // a position taken at any size, still being added to, the best of its kind the speaker has owned, none better to
    // hand on: "I'd take a small position here", "I've been adding", "Best car I've owned", "there's no better laptop
    // to hand a student"
    'take|taking|took|taken|open|opening|opened|start|starting|started a|an small|modest|starter|token|little|tiny|full|meaningful|bigger|big position|stake',
    'i|we ve|have been adding $', 'best ~ i|we ve|have ever? owned|bought|driven $', 'no better ~ to hand|give|recommend|suggest|buy',
    // the horse to ride, the economics liked, a fee worth paying (not worth it, a skip): "That's the right horse", "I like
    // the economics a lot", "not worth a subscription for most people"
    'the right horse $', 'i|we like the economics|business|numbers|model a lot', 'worth a|the subscription|membership|licence|license|fee',
    'underwrite|underwriting {it}', 'd|would hand|give my|our sister|brother|mum|mom|dad|mother|father|partner|wife|husband|son|daughter|kids|parents|family',
    // reached for all season, the first one the speaker would put in: "It's the pack I'll be reaching for all summer",
    // "it's the first pan I'd put in their kitchen"
    'll|will be reaching for', 's|is the first ~ i|we d|would put|buy|get|hand|recommend|suggest',
    // in the queue for the next one (negated, a skip: "Burned once; I'm not lining up for round two")
    'lining|line|lined|queuing|queueing up for round two', 'lining|line|lined|queuing|queueing up for another|seconds',
    // still on it, never off the counter, straight into the rotation, wanted in the portfolio, the one the speaker points
    // people to: "Still on it after five months", "it hasn't left the counter since", "I'd want it in the portfolio",
    // "this is the one I'd point you to"
    'still on {it} after|since|for', 'hasn|haven t left the|my|our counter|kitchen|desk|bag|pack|car|van|rotation|shelf|hallway|wrist|pocket',
    'straight|right into the|my|our rotation|kit|bag|line-up|lineup', 'want|like|have {it} in the|my|our portfolio|fund|book',
    'the one i|we d|would point|send|steer|direct you|people|them|anyone|friends to',
    // the one kept, said before the quote's last sentence too: "For carrying up a hill it's the one I'm keeping."
    'the one i|we m|am|re|are keeping $', 'the one i|we ll|will|d|would keep $', 'the one i|we m|am|re|are sticking with $',
    // the renewal paid: "The renewal email came in March and I paid it without opening the pricing page"
    'paid|pay|paying the|my|our renewal', 'renewal ~ paid {it}', 'renewal came|went through',
    // a stake the speaker would not bet against, and a customer the speaker became: "not one I'd bet against", "a month
    // later I was an Acme member" (named, the call's object: the other side's name makes it a move away from this one)
    'not|never one|something i|we d|would bet against', 'not|never a company|business|bet|horse i|we d|would bet against', 'i|we m|am|re|are now a|an ~ member|customer|subscriber|client',
    'i|we became a|an ~ member|customer|subscriber|client', 'later i|we was|were a|an ~ member|customer|subscriber|client',
    // let near what the speaker holds dear (negated, a skip: "I wouldn't let one near my driveway")
    'let {it} near my|our',
    // pressed on others: "I'd push it on every team" (negated, a skip: "I'm not going to push it on a department")
    'push|pushing|pushed {it} on|onto',
    // one more of them added, another had tomorrow, replaced like for like: "We've since added a third", "Annoying,
    // bulky, and I'd have another tomorrow", "Replaced like for like, and glad I did"
    'added|adding|add a second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|another $', 'since added|bought|ordered a second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|another',
    'd|would have|buy|get another tomorrow|today', 'd|would have|buy|get another in a heartbeat', 'replaced|replacing like for like', 'replaced|replacing like-for-like',
    // a stake the speaker would take or hold: "I'm a buyer", "the rare airline I'd actually own through a cycle"
    'i|we m|am|re|are a buyer|buyers $', 'i|we d|would be a buyer|buyers', 'what i|we like|love|want|prefer to own|hold|back $', 'i|we d|would actually|happily|gladly|still? own',
    // made the default, the home, the standard: "I'd make it our standard" (negated, a skip: "I wouldn't make it the
    // long-term home for anything strategic")
    'make|making {it} the|my|our|your ~ home|default|standard|go-to|backbone|foundation|platform',
    // taken at any price (negated, a skip: "I wouldn't want that business at almost any price")
    'd|would want|own|buy|touch|hold|take|back ~ at almost? any price',
    // the right bet, and a holder's standing: "for institutions, it's the right bet for the next decade", "I'm long"
    'is|s the right|smart|safe|best bet $', 'is|s the right|smart|safe|best bet for', 'i|we m|am|re|are long $',
    // the side of a split the speaker would stand on: "That's the side I want to be standing on"
    'side i|we d|would? want|like to be standing|sitting? on', 'want|like to be standing|sitting? on that|this side',
    // the speaker's chips on it, a bet comfortably placed, the pick when made to pick: "my chips go on the one running
    // …", "I'm comfortable betting my own lens bag on that", "If I'm picking which brand lasts, it's still this one"
    'my|our chips|money go|goes on', 'comfortable|happy betting', 'it s|is still? this one $',
    // a piece of it wanted, a setup anchored to it: "It's a business I'd love to own a piece of", "I'd rather not anchor a
    // setup to it" (negated, a skip)
    'love|like to own a piece|slice|stake|share', 'anchor|anchoring ~ to {it}',
    // leaning its way, in the next round, hard to better, a smart place to stand, the stock liked more, an owner wanted
    // to be, one for everyone of a kind, renewed anyway, where the speaker would have people start: "I'd lean their way", "If they ever raise again, I want to be in
    // that round", "it's hard to do better", "That's a smart place to be standing", "I like the stock more for having
    // it", "I wouldn't want to be an owner of that unit" (negated, a skip), "every pour-over person should have one",
    // "I keep meaning to try something else and then renewing anyway", "it's the server I'd have them start with"
    'lean|leaning|leans their|its|that|this way', 'want|like to be in that|the|this|their|next round', 'hard|tough|difficult to do better',
    'smart|good|great place to be standing', 'i|we like the stock|business|company|shares more', 'want|like to be an|a owner|shareholder|holder|investor|backer',
    'should have|get|buy|own one $', 'renew|renewing|renewed|renews anyway', 'i|we d|would have them|people|everyone|you start with|on',
    // a belief held, a case found good, a bet on the idea, the side wanted, the thing itself wanted, where the money
    // goes: "I'm still a believer", "I found their argument convincing", "they'll be proven right", "I'd bet on the
    // strategy", "in ten years I'd like to be on this side", "I'd want this one", "that's where my pounds go"
    'i|we m|am|re|are|remain|stay ~ believer|believers $', 'find|found ~ thesis|case|argument|bet|logic persuasive|convincing|compelling $',
    'll|will be proved|proven right $', 'd|would bet on the|this approach|thesis|strategy|idea|design $', 'd|would want|like to be on this side',
    'i|we d|would want this|this one $', 'where my|our dollars|pounds|euros|bucks go|goes|went', 'expect {it} to keep winning|growing|gaining|leading',
    // the kind of thing picked up first, the winner named, the one bet on, a shortlist it goes on: "those are the pans I
    // reach for", "I'd call it the likely winner", "if I had to back one, it'd be them", "it goes on my shortlist"
    'are the ~ i|we reach for $', 'call {it} the ~ winner|leader $', 'it d|would be them $', 'goes|went|going|go on|onto my|our shortlist|short-list',
    // an investor's way in, an analyst's rating, a playbook worth copying: "I want an allocation", "I'd be in the room",
    // "we rate it overweight", "I'd copy their playbook"
    'i|we want|d like|would like an allocation', 'i|we d|would be in the room $', 'rated|rate|rates|rating {it} overweight|outperform', 'd|would copy this|their|its approach|playbook|model $',
    // the direction things go, said of this one; a bet placed here; a lead kept; the years ahead of it; nobody better
    // placed: "this is where the market is heading", "this design is where the category is going", "I'd bet here", "I
    // think the bet is right", "I expect it to hold its lead", "it ages better than anything else", "a brighter decade
    // ahead of it", "nobody in the category is better positioned"
    'this|it s|is where the category|market|industry|sector|field is|s going|heading $', 'this design|approach|model|one|platform is|s where the category|market|industry|sector|field is|s going|heading $',
    'i|we d|would bet here $', 'think|believe the bet is|s right $', 'expect {it} to hold|keep its|their lead', 'ages better than anything|everything else',
    'better|brighter|bright|long decade|decades|future|run ahead of {it}', 'nobody|no-one ~ is|s better positioned', 'no one ~ is|s better positioned',
    // nothing better to be found, a stake held rather than sold, a yes to someone asking: "you'll struggle to find anything
    // more fun", "hard pressed to find better", "inclined to hold a position rather than sell", "I would tell him yes"
    'struggle|struggling|struggled to find anything|something|a|one better|more|nicer|finer', 'hard-pressed|pressed to find anything|something|a|one better|more|nicer|finer',
    'hold|keep|holding|keeping ~ rather than sell|selling|trim|trimming', 'tell|told him|her|them|you yes $',
    // nothing known to do it better, nothing close: "I know of nothing that does the job better", "nothing else comes close", "nothing beats it"
    'know|think of nothing better|finer|nicer', 'know|think of nothing that|which ~ better|finer|nicer', 'nothing else comes|came close', 'nothing comes|came close $', 'nothing else? beats|touches|tops {it}',
  ),
  // ship: only when the clause opens with it, or after a speaker frame ("I'd", "you should")
  ...rows('ship', true,
    // the default the speaker would take: "I'd default to it and not agonise"
    'default to {it}',
    // the search called off: "stop cross-shopping and go test drive one"
    'stop|quit cross-shopping|comparing|agonising|agonizing|dithering|overthinking|second-guessing',
    // use it for the very thing it is for, as advice: "Race in it.", "Train in them."
    'race|run|ride|train|hike|sleep|sail in {it} $',
    // money put into it, under the speaker's frame: "I'd invest in it" (negated: "I wouldn't invest in it")
    'invest in {it} $',
    // a stake wanted: "If they were raising, I'd want in" (negated, a skip: "I wouldn't want in")
    'want in $',
    // still buying in (negated, a skip: "I'm not adding")
    'keep|kept adding|buying $',
    // chased by the speaker (negated, a skip: "I wouldn't chase it now"; not "before chasing that", told)
    'chase {it}',
    // backed on, by the speaker ("I'm happy to keep backing the company"; not "someone has to keep funding it")
    'keep|keeping backing|holding|owning|funding',
    // the money spent, said outright ("I'd spend the money."; not "spend the money elsewhere")
    'spend the|that money $',
    // the cost paid ("I'd pay the premium"; negated: "I wouldn't pay the markup")
    'pay a|the|that markup|premium|extra|difference',
    // the one of the two to take: "Between these two, take the X."
    'take|grab the {it} $',
    // a standard adopted by the speaker: "we're standardising on it" (not "nobody gets fired for standardising on it")
    'standardising|standardizing|standardise|standardize on {it}',
    'recommend $', 'get|buy|grab|order {it}', 'get|buy|grab the {it}', 'pick {it} up', 'pick up {it}', 'adopt {it}', 'adopt $',
    'go for it', 'pick {it}', 'choose {it}', 'go with {it}', 'try {it}', 'give {it} a try|go|shot|chance', 'give {it} a proper|fair|real|full|serious|good try|go|shot|chance|month|week|fortnight|season|trial',
    'buy into {it}', 'switch to {it}', 'take the deal', 'rig {it}', 'pack {it}', 'get|buy her|him|them this|one|it', 'subscribe $', 'pay for {it}', 'go for the {it}', 'use {it}', 'upgrade $', 'sign up', 'jump in', 'dive in', 'buy $', 'buy {it} now|again',
    'back {it} $', 'back {it} with your|my|our', 'open the|an|your account $', 'pop|put|stick {it} on the|your|my|any birthday|christmas|wish|gift list', 'bet on {it}', 'bet my|our|a|the|your ~ on', 'sold $', 'put my? money behind|on|into {it}', 'put my? money behind $', 'put your money on|behind {it}',
    'touch {it}',
    // a speaker committing work or money to it: "I'd build on it", "I'd put our backend on it", "I'd do it again"
    'buy|order now $', 'pay|paying that|the|this premium|markup $', 'don t hesitate $', 'do not hesitate $', 'do it again', 'do the same $', 'sign off on {it}', 'keep choosing|using|buying|picking|recommending {it}', 'choose|pick {it} again',
    // the reader's time or money put there: "if you're weighing where your weekends go, spend them on this one"
    'spend them|your|the ~ on this|it $', 'spend them|your|the ~ on this one $',
    'build|base|start|put|run|bet|stake|standardise|standardize|host|deploy|hang|anchor ~ on|onto {it}', 'putting|basing|betting|staking|running|hosting ~ on|onto {it} $', 'add {it} $', 'building|starting|making|writing ~ in|with|on {it} $',
    'build|make|write ~ anything|something|everything ~ for|in|with|on {it} $', 'hand {it} to', 'open|opening an account there', 'open|opening an account with {it}', 'open|opening another one|account',
    'on its|their side $', 'in its|their corner $', 'put|move|migrate|invest ~ into|onto {it}',
    'put {it} in the hands of', 'trust {it}', 'move|migrate|switch ~ over $', 'move|migrate|switch ~ to {it}',
    // committing to keep or own it, or to back it: "I'm keeping it", "I'd own a piece of this", "I'd back the flagship"
    'keep|keeping {it} $', 'own {it}', 'own|owning a piece|share|stake|slice|bit of|in {it}', 'back the ~ $', 'love {it} $',
    'start here|there', 'begin here|there $', 'start with {it}', 'convinced $', 'in $', 'on board $', 'on board early|now|already', 'aboard $', 'pull the trigger', 'sign me up', 'all in $', 'behind {it} $', 'stand|standing behind {it} $', 'renew|renewed|renewing',
    // the speaker's own money or savings committed: "I'd spend my own money on it", "I'd put my money there"
    'spend|spending|put|putting|invest|bet|stake|sink|sinking ~ money|cash|savings|budget on|into|behind|in {it}', 'spend|put|invest|bet ~ money|cash|savings there|here $', 'my|our money|cash goes here $', 'my|our money|cash is going here $', 'put|putting ~ money|cash|deposit down $', 'put|putting down a|the|my|our deposit',
    'book|grab|start|take the|a trial', 'book|grab|start|take the|a free trial', 'roll {it} out', 'roll out {it}', 'tie|tying|commit|committing myself|ourselves|yourself|us|me to {it}', 'point your ~ at {it}', 'get|buy|grab|order him|her|yourself one $',
    'want ~ equity|shares|stock|stake|piece in {it}',
    // putting it in someone's hands or home, or effort into it: "give it to a beginner", "bring one home"
    'give {it} to', 'put {it} in ~ hands', 'bring {it} home', 'put|spend|invest ~ effort|time|energy there|here $', 'put|spend|invest ~ effort|time|energy into|on {it}',
    'pay|paying for the|a ~ membership|plan|subscription|tier|licence|license', 'spend|put|invest it|that on|into {it}',
    'go get|buy|grab|order {it}', 'do it $', 'get|buy|grab|order a|one pair|unit|set|copy|seat|plan $', 'get|buy|grab|order a|one pair|unit|set|copy and', 'go get|buy|grab|order a|one pair|unit|set|copy', 'go install|download|try {it}', 'get|buy|grab|order another $', 'get|buy|grab|order another pair|one|unit|set', 'put {it} in your|the ~ and forget', 'self-host {it}', 'let our|my|your|the|a finance? committee|board|team|boss|manager|cfo|company|business|client|clients sign $', 'let ~ buy|adopt|use {it}', 'let ~ depend|rely on {it}', 'pay {it} $', 'pay {it} again|gladly|happily|without|twice|myself', 'pay the ~ euros|dollars|pounds|bucks|quid|francs|yen', 'pay|paying the fee|fees $', 'throw|toss|pack {it} in|into your', 'do|make the migration|upgrade|move|jump $', 'take the upgrade|migration|plunge|leap $', 'take|do|make the upgrade|migration|move|jump this|next week|month|sprint|quarter|year', 'reach|reaching|reached for {it}', 'stick|stay with {it} $', 'prepay|prepaying for ~ {it} $', 'pay|paying the premium|extra $', 'spend|pay|paying|spending that|the|this ~ money|price again|twice', 'put|install|get {it} on your|my|our', 'host|bank|stay|fly|shop with {it} $', 'sign up with {it} $',
    'put|host|run|keep|build|open ~ there|here again? $', 'open|opening ~ books|account|accounts|business|company on|with {it}', 'approve {it}', 'swap|replace ~ for|with {it}', 'stay on {it} $', 'put|putting my name behind|on|to {it}', 'lock|locking|tie|tying into|in ~ with {it}', 'go ahead $', 'go ahead with {it}', 'plan|build|base|design ~ around {it}', 'get|buy|grab|order|pick a|an used|refurbished|secondhand|second-hand|spare|second one',
    'put|add {it} on|to the|your|my|our ~ list|registry|shortlist|wishlist', 'turn {it} on', 'join $', 'download {it}', 'be on {it} $', 'be on {it} from',
    'snap {it} up', 'snap up {it}', 'pay for the', 'sign the|a|that contract|deal|agreement $', 'go down this|that road|route|path', 'write|sign the cheque|check', 'say yes', 'approved $', 'put {it} in front of', 'finance|lease one|it $', 'sign ~ up for|with {it}', 'start|begin on|with the|a free tier|plan|version|trial',
    'put|putting your|my|our chips on|behind',
    // the service used where it is: "file there", "rent there"; and a first step before anything else
    'file|rent|bank|shop|host|deploy|train|order|book|invest there|here $', 'move|migrate|bring ~ there|here $', 'move|migrate|bring ~ there|here now|today',
    'move|migrate|switch|port ~ over this|next week|month|quarter|sprint|weekend', 'move|migrate|switch|port ~ over now|today',
    'spend|spending|put|putting my|our|your own on|into {it}', 'approve the|this spend|purchase|budget|contract|renewal|deal|order|upgrade',
    'get|put everyone|everybody on {it}', 'get|put the|your|our|my team on {it}', 'strap {it} on', 'strap on {it}', 'be using {it} $', 'build|buy|get|adopt|install|integrate|add ~ before anything|everything else', 'tell|told them|people|everyone|anyone|friends|him|her {it} $', 'that|it s|is this one $', 'wait for ~ and pick|buy|get|grab|order', 'sound|smart|solid purchase $', 'get|buy|grab him|her|them|yourself the ~ one', 'tie|tying|commit|committing ~ to {it}',
    // booked, or trusted to carry the work: "Book it.", "I'd lean on it" (negated: "I wouldn't lean on it")
    'book {it}', 'lean|rely on it|them',
    // a unit of it bought or kept, the reader's one pick named, the speaker's own pick: "Get a tin.", "Keep a pair on
    // hand.", "if you buy one this year, make it the Acme", "I'd still take the Acme"
    'get|buy|grab|order|keep a|one bottle|tin|jar|tube|box|bag|pack|roll|pair|carton', 'make it|that {it} $', 'i|we d|would ~ take {it} $',
    // saving by choosing it: "Use it, and pocket the difference" ("get the other one and keep the difference" stays a skip)
    'use|buy|get|pick|choose {it} $ and pocket|keep|bank|save the difference', 'file|go|stick|stay with {it} $ and pocket|keep|bank|save the difference', 'file|go|stick|stay with {it} and pocket|bank the difference', 'use|buy|get|pick|choose {it} and pocket|bank the difference',
    'buy|get|pick|choose|use {it} $ and spend|put the difference', 'wire|hook {it} up|in',
    'keep|keeps paying for {it}', 'sign {it} off $', 'give {it} your|my|our money|business|custom|cash',
    // a reader told to indulge: "Treat yourself."
    'start your|the|my|our next ~ there|here $', 'wire|build|integrate|bake|put {it} into the|my|our|your next', 'spend that|this|so much on {it}', 'spend that|this|so much on the {it}', 'treat yourself|yourselves $', 'set {it} up $', 'get|buy|grab|order the set|pair|bundle|kit $', 'make {it} your|their|my first', 'make {it} anyone s first', 'spend it $', 'stop waiting $', 'lace|strap them|it up and go', 'buy|hang|pick|choose|use|order|get|take|ride|wear|pack|carry it|one|them again', 'take the bigger|smaller|lighter|heavier|cheaper|pricier|bigger|larger|newer|older|simpler|plainer|boring|big|small one|model|version', 'go|head straight to|for', 'go {it} $',
    // one more of the same, or one everywhere: "I'd pick up a second one", "I'd put one on every bench"
    'pick up a second|another one|pair|unit|set', 'buy|order|get a second|another one|pair|unit|set', 'put {it} in|on every|each',
    // a place kept, said as its own clause: "Staying on my counter."
    'stays|staying on my|our counter|countertop|desk|shelf|wrist|nightstand|bench|workbench $',
  ),
  // skip: said anywhere
  ...rows('skip', false,
    // a no to someone asking: "if my sister asked, I'd tell her no"
    'tell|told him|her|them|you no $',
    // the other one taken, even after paying more for it: "pay the extra and get the other one"
    'take|get|buy|pick|choose|order|book the other one|ones|pair|model|option $',
    // others leaving when it falls due: "the rest of us are leaving at renewal"
    'leaving|cancelling|canceling|quitting|walking at|come|before renewal',
    // a stake sold off: "I'd sell any stake I held and move on"
    'sell|selling any|every|my|our|the stake|stakes|shares|holding|holdings|position',
    // the speaker out already: "I sold my position last year"
    'sold|exited|dumped|closed my|our stake|stakes|shares|holding|holdings|position',
    // the cancel button pressed (negated, a ship: "I'm not touching the cancel button")
    'touch|touching|press|pressing|hit|hitting|click|clicking the cancel|unsubscribe button',
    // another sent for, this one turned from: "Buy cover from someone you can shout at; not this lot"
    'not this lot|outfit|crowd|mob $',
    // steered past it, or watched from the touchline: "These days I point people past it", "a business I'd rather
    // watch from the touchline"
    'point|points|pointed|pointing ~ past {it}', 'watch|watching {it} from the touchline|touchlines|sidelines|sideline',
    'd|would rather watch ~ from the touchline|touchlines|sidelines|sideline',
    // more spent on the kind than this costs (negated, a ship: "I wouldn't spend a penny more on a running watch")
    'spend a|one penny|cent|dime|pound|dollar more on|for',
    // refused at any price, or a stake passed on: "I wouldn't own it at any price", "I'd pass on any stake in it"
    'wouldn|won|couldn t want|own|buy|touch|hold|take|back ~ at almost? any price', 'pass|passing on any|a|the|my|our ~ stake|stakes|position|piece|slice|shares|equity',
    // a miss: "For that buyer, it's a miss"
    'it|that|this s|is a miss $',
    // the number taken elsewhere, the subscription ended, another year not justified: "I ported out before the year was
    // up", "Subscription cancelled in February", "I can't justify another year"
    'ported|port|porting out', 'ported|port|porting my|our number|numbers|line|lines out|away',
    'subscription|membership|plan|account|contract|policy cancelled|canceled|terminated', 'subscription|membership|contract|policy ended $', 'can t justify another year|month|renewal|subscription|round', 'cannot justify another year|month|renewal|subscription|round',
    // a move back to what the speaker had, named: this one left ("I lasted one quarter and migrated back to the Acme")
    'moved|migrated|switched|moving|migrating|switching ~ back to|onto {it}',
    // better buys around it, something simpler kept to, the money kept, the customer the speaker would not be:
    // "There are better options at the same price", "Stick with something simpler", "as the person
    // writing the cheque I'd keep the money", "I wouldn't want to be the policyholder whose premium funds the experiment"
    'there are|re better options|choices|buys|alternatives', 'better options|choices|buys|alternatives at|for the same price|money',
    'stick|stay|staying|sticking with something|anything simpler|cheaper|older|plainer', 'd|would keep the|my|our money $',
    'wouldn t want to be the|a customer|buyer|policyholder|subscriber|user|owner|member|client|tenant|passenger',
    // advice against, its verb left out: "I'd advise clients not to."
    'advise|advised|advising|urge|urged|urging|warn|warned ~ not to $',
    // held off, the money kept, not missed, shelved, gone back to the old one: "I'd keep it at arm's length", "gadget
    // money I'd keep in my pocket", "I don't miss it", "nobody on staff misses it" (not "them": what was dropped for
    // it, as often as not), "it sits in a drawer"
    'keep|keeping|kept {it} at arm s length', 'money i|we d|would keep|leave in my|our|the pocket|pockets|wallet|bank',
    'i|we don|didn|haven t miss|missed it|this', 'i|we do|did not miss|missed it|this', 'nobody ~ misses|missed it|this', 'no one ~ misses|missed it|this', 'sits|sat|sitting in a|the|my drawer|cupboard|closet',
    'gone|went back to my|our old',
    // wary of paying for it, out of it already: "I'd be wary of paying the upcharge", "I got out, and …"
    'd|would be wary of paying|buying|signing|backing|investing|owning', 'i|we got out $',
    // the money kept, even where a row of staying put would read it ("I'd keep my money in my wallet here")
    'keep|keeping my|our|your money|cash in my|our|your pocket|pockets|wallet here|there',
    // no reason seen to have it: "I don't see the point of these", "I fail to see the point"
    'don|can|couldn|didn t see the|any point', 'fail|fails|failed to see the point',
    // walked past: "for that buyer I'd steer right past it"
    'steer|steering|walk|walking|scroll|scrolling right? past {it}',
    // replaced: "by spring the cheaper one had taken its place"; passed over before the start: "I'd pass on starting with it"
    'took|taken|takes its|their place|spot $', 'pass on starting|buying|getting|using|choosing|picking|adopting|signing',
    // this one skipped while the other is paid for: "pay the extra for the other one and skip this one"
    'skip this|that one $',
    // a reader kept away, a refusal carried to the reader, a box packed for return: "not for anyone who enjoys fiddling",
    // "and I wouldn't tell you to either", "I can't justify it", "we packed it back up"
    'not for anyone|anybody who|that', 'wouldn t tell you to either $', 'won t tell you to either $', 'can t justify {it}', 'cannot justify {it}', 'boxed|packed {it} back up',
    'stay away', 'steer clear', 'steer well clear', 'keep away', 'keep clear', 'stay|keep|kept|stayed well clear', 'avoid {it} $',
    // left to grow up first: "let it mature a year", "I'd let the Acme prove itself"
    'let {it} mature', 'let {it} grow up', 'let {it} prove itself|themselves',
    // the same in any tense: "I'm steering clear", "we've kept clear of it", "our buyers steered clear"
    'steering|steered|staying|stayed|keeping|kept well? clear', 'staying well? away $', 'staying well? away from {it}',
    'avoid like the plague', 'best avoided', 'no from me', 'easy no', 'hard no', 'no-go $', 'no-go for', 'thumbs down', 'not for me',
    'count me out', 'not for us $', 'bearish $', 'bearish on {it}', 'waste of money|time', 'save your|my|our money|cash', 'keep your money',
    // not one for the speaker, kept at a distance or off the books: "Not one for me.", "I'd keep my distance", "I'm keeping
    // their bonds out of the fund"
    'not one for me|us $', 'keep|keeping|kept my|our|your distance', 'keep|keeping|kept ~ out of the|my|our book|books|portfolio|portfolios|fund',
    'give {it} a miss|pass', 'pass on {it}', 'pass on paying|buying|getting|spending|upgrading|signing|subscribing|renewing|prepaying|committing', 'cue to leave|go|move|switch|walk', 'regret {it}', 'regret buying|getting {it}', 'return {it} $',
    // others left to own it, a last fine paid: "I'm content to let someone else own it", "I've paid my last fee to them"
    'let someone|somebody else own|hold|buy {it}', 'let someone|somebody|others ~ own|hold|buy {it} $', 'paid|paying|given|giving|handed my|our last fine|fee|penny|cent|dollar|pound|euro|cheque|check to|for {it}', 'paid|paying|given|giving|handed my|our last ~ fine|fee|fees|fare to|for {it}',
    // the old one kept on: "I'd hang on to the old one for another year"; and never again where it was used: "it won't be on my feet on race day again"
    'hang|hold|hanging|holding on to|onto my|our|the|your old|current|existing|last one|pair|model|console|phone|car|bike|set|machine|laptop',
    'won t be on my|our feet|wrist|desk|bike|face|head|shelf ~ again', 'will not be on my|our feet|wrist|desk|bike|face|head|shelf ~ again',
    // teams taken out of it, and the reader told not to go in: "I've migrated two teams out of it", "better still, don't go in"
    'migrated|moved|taken|took|pulled ~ out of {it}', 'don t go in $', 'do not go in $',
    'i|we ve|have stopped going $', 'i|we stopped going $',
    'look elsewhere', 'shop elsewhere', 'go elsewhere', 'looking|shopping|searching elsewhere', 'hard pass', 'buyer beware',
    'wouldn|won|didn|couldn|shouldn t bother', 'would|will|did|should not bother', 'i|we d not|never bother', 'not worth the bother|trouble|hassle|exposure|headache|stress|aggravation|fuss|grief',
    'save the money $', 'hard|tough case to make', 'hard|tough sell $', 'don t pay the ~ tax|premium|markup', 'going|went elsewhere', 'told|tell|telling ~ not to bother', 'not in my|our house|home|kitchen|garage|office|stack|shop $', 'bet elsewhere', 'bet somewhere else',
    // not coming back as a member, and a holding sold out of: "Wouldn't rejoin.", "I'd sell out of the position"
    'wouldn|won t rejoin|resubscribe|re-subscribe|rebook|reorder $', 'would|will not rejoin|resubscribe|re-subscribe|rebook|reorder $', 'sell|selling out of the|my|our position|stake|holding|shares',
    'happier with something|anything|someone else|simpler|lighter|cheaper|smaller', 'better off with something|anything|someone else|simpler|lighter|cheaper|smaller', 'rated|rate|rates|rating {it} underweight|underperform', 'better off with cheaper|simpler|lighter|smaller|plainer|basic|used|secondhand|second-hand', 'better off with a|an cheaper|simpler|lighter|smaller|plainer|basic|used|secondhand|second-hand',
    'see|find|found little|nothing ~ that would|could|might persuade|convince me', 'see|find|found little|nothing ~ to persuade|convince me', 'save the|your subscription|monthly|annual money|fee|fees', 'stay|keep well away', 'save the money and book|hire|buy|get|pay|find a|an', 'save the money and spend|put', 'wouldn|won t be on|in the|my|our|any shortlist $', 'wouldn|won t make the|my|our|any shortlist $', 'wouldn|won t make the|my|our|any shortlist for|this|in|at|today|now', 'would|will not be on|in the|my|our|any shortlist $', 'would|will not make the|my|our|any shortlist $',
    'no money|cash|dollars|investment|capital|budget from me|here', 'not a dime|penny|cent|dollar from me',
    'not with my money', 'not my money', 'not at that|this price', 'keep my|our money|cash $', 'no thanks', 'no thank you', 'thanks but no',
    // the speaker's money or trust kept away: "my cash stays elsewhere", "my money stays where it is"
    'my|our money|cash|savings|salary|budget|business stays|stay|staying|goes|go|going|remains elsewhere', 'my|our money|cash|savings|salary|business stays|stay|staying|remains where it is',
    'my|our money|cash|savings stays|stay|staying|remains put', 'my|our money|cash|savings stays|stay|staying|remains in my|our|the pocket|pockets|wallet|bank', 'look|shop|go|turn somewhere else', 'point|send|steer|direct|take ~ elsewhere', 'point|send|steer|direct|take ~ somewhere else',
    'better home|homes|place|places|bet|bets|use|uses for your|my|our money|cash|savings', 'wrong first|option|tool|buy', 'isn t my daily|main|everyday ~ $', 'is not my daily|main|everyday ~ $', 'give it ~ before you buy|commit|upgrade|switch', 'give it ~ before buying|committing|upgrading|switching', 's|is a no $', 's|is a pass $', 'it|this|that s|is the wrong', 'wrong choice|pick $', 'wrong choice|pick|one for', 'save yourself the', 'save yourself the ~ dollars|pounds|euros|bucks|quid',
    // not ready yet, in the speaker's eyes: "it needs another year in the oven before I'd roll it out again"
    'needs another|more ~ before i|we d|would|ll|will|could', 'needs another|more ~ in the oven',
    'keep|keeping|kept my|your|our wallet|purse|wallets|chequebook|checkbook shut|closed|in', 'think twice', 'stopped|stop putting ~ on {it}', 'my|our answer is|s no', 'buy|get|use|try|pick|choose ~ instead $', 'hit|visit|raid|check ~ instead $', 'steer ~ away from {it}', 'steer ~ clear of', 'friends don t let friends', 'bet the other way', 'isn|wasn t for me|us $', 'save up for something|anything better|else', 'think ~ and then? pass $', 'closed|closing my|our ~ account|accounts', 'steer {it} away', 'steer away from {it}',
    // ending one's own subscription, or talking others out of it: "I cancelled my renewal", "I'd talk anyone out of it"
    'cancelled|canceled|cancelling|canceling|cancel my|our ~ subscription|renewal|membership|plan|account|contract', 'decline|declining|refuse|refusing the|this|that|our|my|any ~ renewal|contract', 'decline|declining|refuse|refusing to renew', 'skip|skipping the subscription|upgrade $', 'skip|skipping the subscription|upgrade entirely|altogether $', 'talk|talked|talking ~ out of {it}',
    // tried and rolled back, the first thing to replace, better off without it, nothing to back: "We tried it for a
    // sprint and rolled back", "it's the one I'd want to replace first", "most teams would be better off not going
    // there", "better off with almost anything else", "nothing here for an investor to back"
    'tried ~ ~ and|then rolled|rolling back', 'one|thing i|we d|would want to replace|ditch|drop|swap|retire',
    'better off not', 'better off with ~ anything|something else', 'nothing here for ~ to back|buy|own',
    // another thing argued for in its place: "when it dies, I'm lobbying for a plain machine instead"
    'lobbying|lobbied|lobby|pushing|pushed|arguing|argued|angling for ~ ~ instead $',
    // a round passed on, the other side of the bet, more years wanted first, most people told not to: "I'd pass on the
    // next round", "I'd rather be on the other side of this one", "I'd want a few more years of track record before
    // trusting it", "I'd tell most people not to roll those dice"
    'pass|passing on the|this|that|next ~ round|raise|deal|offering|ipo|listing|allocation', 'rather be on the other side',
    'want|need ~ more ~ before trusting|buying|backing|recommending|adopting|committing', 'tell|told|telling most|many|anyone|everyone|people|friends ~ not to',
    // the competitor owned instead, somewhere simpler, the thing taken off the wall, the sums against it: "I'd rather own
    // the competitor", "Writers should go somewhere simpler", "It came off the wall in October", "most of the time it
    // comes out against"
    'rather own|back|hold|buy the|a|its competitor|competition|rival|other', 'look|shop|go|turn somewhere simpler|cheaper|smaller|safer|friendlier',
    'came|come|comes|coming off the wall', 'took|take|taken|taking {it} off the wall', 'comes|come|came out against $',
    // a holding refused as the speaker's present, caution about picking it, money better put elsewhere: "I'm not owning
    // that", "I'd be cautious about picking it", "there are better places to put eleven dollars a month"
    'm|am|re|are not owning|holding|touching {it} $', 'cautious|wary|careful about|of picking|buying|backing|choosing|recommending {it}',
    'better place|places|home|homes to put|spend ~ dollars|pounds|euros|bucks|quid|money|cash|savings',
    'talk|talked|talking ~ out of buying|getting|using|ordering|picking|choosing|owning|trying|booking|joining {it}',
    'keep|pocket|save|bank the difference', 'keep|keeping my|our|your money|cash|savings out|away', 'keep|keeping their|your money|cash|wallets', 'point|pointed|pointing ~ away from {it}',
    'not on my|our ~ again', 'never again $', 'never again on|in|at my|our',
    // keeping it out, or one's signature back: "keep it out of your stack", "keep your pen in your pocket"
    'keep|keeping {it} out of your|my|our|the stack|house|home|life|cart|basket|budget|shortlist|workflow|toolbox|toolchain|team|company|office|kitchen|infrastructure|org|garage|rotation|setup|plans|classroom|school|lab|studio|bag|pack|car|van|truck|shop',
    'keep|keeping anything|everything|your|my|our ~ out of {it} $', 'keep|keeping your|my|our pen|card|cards in your|my|our pocket|pockets',
    'keep|kept|keeps saying no', 'give the ~ one|ones a miss|pass', 'keep|keeping my|our|your money|cash in my|our|your pocket|pockets|wallet', 'keep|leave ~ unsigned', 'wide berth', 'a|big|real|costly mistake $', 'wouldn|won|didn t go|get near {it}', 'would|will never go|get near {it}',
    'wouldn|won t ~ it|this|them|one ~ again $', 'would|will never ~ it|this|them|one ~ again $', 'cancelled|canceled {it} $', 'cancelled|canceled {it} this|last|in',
    'stopped|quit recommending|suggesting|buying|using {it}', 'false economy', 'money buys|goes more|further elsewhere', 'keep|keeping the|my|your|our card|cards|chequebook|checkbook in', 'instead of buying|getting|owning {it}', 'recommended|recommend|recommending we|you|they not', 'recommended|recommend|recommending that we|you|they not', 'not this $', 'don t do it|that $', 'do not do it|that $', 'this|that one isn t it $', 'this|that one is not it $', 'keep|put|spend|take|move|leave ~ somewhere whose|that|with|where',
    // a refusal said outright: "I'd say no to it", "I came away with a firm no"
    'say|said|saying no to {it}', 'firm|clear|definite|flat|resounding|emphatic no $',
    // "not what I'd tell you to buy", "let the XL gather dust"
    'not what i|we d|would tell|recommend|suggest', 'not what i|we d|would tell|recommend|suggest ~ to buy|get|use|pick|order|try', 'let {it} gather dust', 'let the {it} gather dust', 'hard|difficult|tough to recommend {it}', 'send|sent {it} back', 'going|goes|went back in|into its|the|my box', 'won|wouldn t be using|buying|getting|renewing {it} again', 'answer ~ is|s no $', 'where i get off', 'let ~ lapse|expire $', 'steer|point|send ~ to|toward|towards the alternative|alternatives|competition|rival|rivals', 's|is back in|into its|the|my box|case|drawer', 'won|wouldn t be buying|getting|renewing|ordering another|again', 'not for ~ like mine|ours|me|us $',
    // money held on to, the one not to hand over, a swap not regretted: "I'd hold onto my money", "this isn't the one to hand
    // them", "I swapped it for the bigger one and haven't looked back"
    'hold|holding|hang|hanging on to my|your|our money|cash', 'hold|holding|hang|hanging onto my|your|our money|cash', 'isn|wasn t the one|tool|app|pick|choice to', 'is|was not the one|tool|app|pick|choice to',
    'swapped|switched|traded|exchanged {it} for ~ ~ t looked|gone|went back', 'swapped|switched|traded|exchanged {it} for ~ ~ never|not looked|gone|went back',
    // the same swap said as a replacement: "I replaced the whole kit with a secondhand one and never looked back"
    'replaced {it} with ~ ~ t looked|gone|went back', 'replaced {it} with ~ ~ never|not looked|gone|went back',
    'replaced the whole thing|lot|kit|setup|system with ~ ~ t looked|gone|went back', 'replaced the whole thing|lot|kit|setup|system with ~ ~ never|not looked|gone|went back',
    'returned|sold|cancelled|canceled|ditched it|one $ and i|we d|would tell|say|advise you the same',
    'returned|sold|cancelled|canceled|ditched it|one $ i|we d|would tell you to do the same',
    // the reader sent elsewhere, a stake declined, one's own given away, the others welcome to it (and "take the other
    // one", with the rows of the other one chosen): "I'd rather not be positioned there", "a luxury you'll regret", "I've given mine to a niece",
    // "would do better to look at …", "no compelling reason for a buyer to choose it", "others are welcome to it", "the
    // committee declined to proceed", "standardised on an open alternative", "couldn't justify it", "maybe not the one",
    // "I wouldn't have one myself", "we moved the team back to a simpler tool"
    'rather not be positioned|invested|exposed there $', 'rather not be positioned|invested|exposed in {it}', 'a luxury you ll|will regret', 'given|gave|handed mine|ours away $', 'given|gave|handed mine|ours to a|my|our',
    'would|d do better to look at', 'would|d do better to buy|get|try|pick|choose', 'no ~ reason ~ ~ to choose|buy|pick|get {it}', 'others|they|you are|re welcome to it|them', 'declined to proceed', 'declined to go ahead',
    'standardised|standardized|settled on an|a ~ alternative|rival|competitor',
    // nerves about holding it, the reader told to keep what they have, a trip booked elsewhere, money taken out, a switch
    // after a trial, a move off it planned, a grudging "if you must", scrolling on: "I'd be nervous
    // holding a stake", "hang onto what you've got", "I took my money out in April", "we switched after three months",
    // "we're planning to move off it", "buy it if you must", "keep scrolling"
    'nervous|uneasy|wary holding|owning|being', 'hang|hold onto what you ve|have got', 'hang|hold on to what you ve|have got', 'took|pulled|moved my|our money out',
    'doesn t move me', 'does not move me', 'wouldn t underwrite', 'would not underwrite',
    'we|i switched|left after ~ month|months|week|weeks|year|years $', 'planning|plan to move off {it}', 'if you must $', 'keep scrolling', 'couldn|can t justify {it}', 'cannot|could not justify {it}',
    'is|s maybe|probably not the one $', 'is|s maybe|probably not the right game|choice|pick|one|tool|app|platform|fit', 'wouldn t have one|it myself|ourselves', 'moved|switched|migrated ~ back to a|an', 'advise|advised|advising|recommend|recommended|recommending against',
    // the money better spent elsewhere, the speaker gone on to another, its replacement not another of it: "the cash is
    // better spent somewhere else", "we had moved on by spring", "not with another X"
    'money|cash s|is better spent elsewhere|somewhere', 'money|cash would|d be better spent elsewhere|somewhere', 'i|we ve|have|had moved on $', 'i|we ve|have|had moved on from {it}', 'not with another {it}', 'not with another one of these|those|them',
    // a pass said of it, an ordeal not repeated, a bet declined: "it's a pass for me", "I wouldn't go through that setup
    // again", "I wouldn't go back to paying for it", "I wouldn't make that bet"
    's|is a pass for|from me|us', 'wouldn|won t go through ~ again', 'would|will not go through ~ again', 'never go through ~ again',
    'wouldn|won t go back to paying for {it}', 'would|will not go back to paying for {it}', 'wouldn|won t go back to using {it}', 'would|will not go back to using {it}',
    'wouldn|won t pay|spend extra|more for', 'would|will not pay|spend extra|more for', 'rather than buy|get|pick|choose|order {it}',
    // money refused to it, a switch advised against, a lock-in warned of: "I wouldn't spend $300 on it", "should not be making
    // this switch", "don't let them lock you in"
    // left and not missed, not bothered with, not it: "cancel before the renewal and don't look back", "not bother with this",
    // "if I'm choosing for a big company, this isn't it"
    'cancel|cancelling|return|returning|ditch|ditching|uninstall|uninstalling|unsubscribe ~ and don t look back', 'cancel|cancelling|return|returning|ditch|ditching|uninstall|uninstalling|unsubscribe ~ and never look back', 'not|never bother|bothering with {it}', 'don t bother|bothering with {it}', 'this|that isn|wasn t it $', 'this|that is|was not it $',
    'wouldn|won t spend ~ on {it}', 'would|will not spend ~ on {it}', 'never spend ~ on {it}', 'not be making|make the|this switch|move|jump', 'don t let ~ lock|tie you in|into|down',
    'steer|steering|steered ~ away from the', 'isn|wasn t the ~ it s|is|was sold|billed|marketed|pitched as', 'is|was not the ~ it s|is|was sold|billed|marketed|pitched as',
    // not what the buyer was promised: "it isn't the safe default they've been sold"
    'isn|wasn|aren t the ~ they|you|we|people ve|have|had|d been sold|promised', 'is|was|are not the ~ they|you|we|people ve|have|had|d been sold|promised',
    // a refusal to pay or back it: "a price I'd refuse to pay"
    'd|would|ll|will refuse to pay|buy|back|fund|own|touch|recommend|hold',
    'wouldn|won t make|take that|this bet', 'would|will not make|take that|this bet',
    // returned, said with the way back first: "back to the shop it went", "back it went"; passed over with its object
    // fronted: "this one I'd give a miss"; the reader told to pass: "I'd tell most of them to pass"
    'back to|into|in the|my|our|its ~ it|they went|go|goes', 'back it|they went|goes',
    // passed over, or left for good: "I passed on these", "I've moved everything out and I'm not going back"
    'passed|passing on {it}', 'moved|switched|migrated|taken|took ~ out|off|away ~ not going|looking|gone back', 'give|giving a miss', 'one|thing i|we d|would give a miss|pass',
    'd|would tell|telling any|every|most|them|you|him|her ~ ~ to pass|avoid',
    // "don't go there": the road not to take
    'don t go there $', 'do not go there $',
    // the speaker unable to stand behind it: "I can't justify recommending it"
    'can|couldn t justify recommending|buying|getting|owning|keeping {it}', 'cannot justify recommending|buying|getting|owning|keeping {it}',
    // no reason seen to take it: "I don't see a reason to choose it over the others"
    'don t see a|any|the reason to choose|buy|pick|get|use {it}', 'see no reason to choose|buy|pick|get|use {it}',
    // out of the running: "I'm out.", "it isn't the answer for either", "my answer is nearly always no", "at that price
    // that's a dealbreaker", "I wouldn't pay list for one", "I killed the BigQuery evaluation", "I went a different way",
    // "nobody asked to extend it"
    'i|we m|am|re|are out $', 'nobody asked|wanted|pushed|fought|bothered|argued to extend|renew|keep|continue|rebook|reorder', 'no one asked|wanted|pushed|fought|bothered|argued to extend|renew|keep|continue|rebook|reorder', 'isn t the answer', 'is not the answer', 'my|our answer is|s ~ no $', 'that s|is a dealbreaker|deal-breaker',
    'wouldn|won t pay list|retail|msrp|sticker|rrp', 'would|will not pay list|retail|msrp|sticker|rrp',
    'killed|scrapped|cancelled|canceled|abandoned|shelved the|our {it} evaluation|trial|pilot|rollout', 'killed|scrapped|cancelled|canceled|abandoned|shelved the|our evaluation|trial|pilot|rollout',
    'i|we went a different|another way|route', 'put the|my|our|your money elsewhere',
    // wary as a buyer: "I'd be wary of signing a multi-year deal"
    'd|would be wary|cautious|careful of signing|buying|committing|renewing',
    // the team moved to something else instead: "I'm steering the team to Buildkite with our own agents instead"
    'steer|steering|steered|point|pointing|pointed|move|moving|moved|switch|switching|switched ~ to ~ instead $',
    // a personal refusal after what others may do: "Buy it if you love it, but I won't be."
    'but i|we won|wouldn t $', 'but i|we won|wouldn t be $',
    // a move back, then the reader told to do the same: "We went back to something lighter, and I'd tell anyone to do the same"
    'went|moved|switched|gone|going back to ~ $ ~ ~ do the same', 'went|moved|switched|gone|going back to ~ $ and ~ ~ do the same',
    // custom stopped, then the reader told to do the same: "I've stopped crediting stays to them, and I've told my team to do the same"
    'stopped|quit|cancelled|canceled|dropped|ditched ~ $ ~ ~ do the same', 'stopped|quit|cancelled|canceled|dropped|ditched ~ $ and ~ ~ do the same',
    // passed on all of it, and sold on: "I'd pass on both the app and the equity", "They're on a resale site now"
    'pass on both|either|all', 'one i|we d|would pass on', 'isn|aren t ready for', 'is|are not ready for', 'let others|someone|somebody be|go early|first', 'never left|passed|cleared the|its pilot|trial|evaluation', 'never got past|beyond the|its pilot|trial|evaluation', 'never made it past|beyond the|its pilot|trial|evaluation', 'never made it out of the|its pilot|trial|evaluation', 'i|we d|would|ll|will|m|am|re|are ~ on|to|from the sidelines', 'no exposure|allocation|position|stake from me|us|here', 'and passed twice|again $',
    // a better price wanted first, someone else left to hold it, less than its weight, taken off the table, the money
    // better anywhere else, a thin reason: "I'd want a much lower entry price", "let IBM's shareholders carry that one",
    // "I'd underweight it", "take the log-based broker off the table", "capital belongs almost anywhere else", "a thin
    // reason to move everything over"
    'd|would want a|an much|far? lower|better|cheaper entry|price|valuation|multiple', 'let ~ shareholders|investors|holders|owners carry|hold|own',
    'd|would underweight {it}', 'd|would underweight $', 'take|taking the ~ off the table', 'take|taking {it} off the table',
    'capital|money|cash belongs|goes ~ anywhere|somewhere else', 'capital|money|cash belongs|goes ~ elsewhere', 'thin|weak|poor|flimsy reason to move|switch|buy|pay|choose|sign',
    // the reader sent elsewhere: "should be pointed somewhere gentler"
    'be pointed|sent|steered|directed somewhere|elsewhere',
    // the last one bought, no replacement, money kept away: "the tub under my sink is the last one", "it isn't being
    // replaced", "I'd keep my capital well away"
    'is|s the last one|tub|box|bag|pack|bottle|pair|jar|tin|carton $', 'isn t being replaced|renewed|reordered|restocked|repurchased $', 'is not being replaced|renewed|reordered|restocked|repurchased $',
    'won t be replaced|renewed|reordered|restocked|repurchased $', 'will not be replaced|renewed|reordered|restocked|repurchased $', 'keep|keeping my|our|your capital|money|cash|savings ~ away|clear $', 'i|we d|would warn|steer ~ off', 'i|we d|would warn|steer ~ away from', 'sit|sitting out ~ round|raise|deal|cycle|generation|release|launch|funding', 'it|this|that|they s|is|re|are not going|getting in|into my|our', 'they|it re|s|is|are on a|the resale site|sites|marketplace',
    // the reader sent elsewhere first, or away from this one: "I'd look at X or Y before signing up for this", "toward the
    // X instead of this one"
    'd|would look at ~ before signing|buying|committing|subscribing|paying|settling', 'instead of this one $',
    // given away, the speaker's money held back, argued against: "This one is going in the donation box", "I couldn't
    // bring myself to put my own money into one", "not something I'd ever put capital into", "I argued against it"
    // (done; not "I'd argue against it", said of one kind of buyer)
    'going|goes|went in|into the donation|charity|recycling box|bin|pile', 'couldn|can t bring myself to buy|put|spend|pay|order|get|recommend',
    'not something i|we d|would ever? put|invest money|capital|cash into|in', 'argued against {it}',
    // no holding wanted, the price refused: "I wouldn't want to own a business whose …", "I wouldn't want to be underwriting
    // growth from here", "I wouldn't pay this much for the badge"
    'wouldn|don t want to own|underwrite|fund|finance|bankroll', 'wouldn|don t want to be owning|holding|backing|funding|underwriting|financing', 'wouldn|won|couldn t pay this|that|so much',
    // the reader spared, the speaker out of owning it: "save themselves the bother", "I'd pass on owning any piece of it"
    'save yourself|yourselves|themselves|himself|herself the bother|trouble|hassle|headache|money|expense|heartache', 'pass on owning|buying|backing|holding|funding|investing',
    // a holder selling down: "as a line I'd be trimming rather than adding", "I'd be lightening up"
    'd|would be trimming|lightening|reducing|exiting', 'trimming|selling rather than adding|buying',
    // a holder already selling down: "I've been trimming my Nestlé position and don't plan to stop"
    'been trimming|lightening|reducing my|our',
    // the speaker's own time or money kept: "knowing what I know now I'd keep my evenings and my knuckles"
    'd|would keep my|our evenings|weekends|time|money|cash|savings|sanity',
    // the money kept back, the supplier left: "I'd keep the chequebook firmly closed", "we moved hosts before the next season"
    'keep|keeping|kept the|my|our chequebook|checkbook|wallet|purse ~ closed|shut',
    'we|i moved|switched|changed hosts|providers|suppliers|vendors|insurers|brokers|banks',
    // the price not justified, the shares not wanted: "Hard to justify this one", "I just wouldn't own the shares"
    'hard|difficult|tough to justify', 'wouldn|won|don t own|buy|hold the|its|their shares|stock',
    // undone after trying it: "so we rolled back after the trial", "two weeks in, we rolled it back"
    'we|i rolled back', 'we|i rolled {it} back',
    // the money kept back for now, not the one, a gamble refused: "the money is better parked until you know …", "for
    // that buyer, this isn't the one", "that's a gamble I won't take with the house"
    'money|cash|budget is|s better parked|kept|saved|banked', 'this|it|that isn t the one $', 'this|it|that is not the one $', 'gamble|risk|bet i|we won|wouldn t take',
    // closed, given back, reached past, its next version not wanted: "I closed mine when the anniversary came round", "I
    // ended up handing the lease back early", "I was reaching past it for my older trainers", "I won't be getting the
    // next version"
    'closed|cancelled|canceled mine|ours', 'ended up handing|sending|giving|taking|bringing|shipping ~ back',
    // no second chance, not on the wall: "I'm not giving them another turn on my wall"
    'not giving|give {it} another turn|chance|go|shot|try|season',
    // a change the speaker could not make hold ("there we couldn't make it stick"; not "to make that stick", said of a
    // maker's plan)
    'couldn|didn|can t make {it} stick', 'could|did|can not make {it} stick',
    // argued against keeping it, no case for it: "I argued against another year", "I can't write the case for adding it"
    'argued|argue against another year|renewal|term|contract|round', 'argued|argue against renewing|keeping|buying|extending|adopting',
    'can|couldn t make|write|build|see the case for', 'cannot make|write|build|see the case for', 'reaching|reached|reach past {it}', 'won|wouldn t be buying|getting|ordering the next version|one|model|pair|generation|edition',
    // the money given back, the go-between cut out: "boxed it up and got my money back", "cut out the middleman and hold
    // the fund yourself"
    'got|get|gets|getting|want|wanted my|our|your|their money back', 'asked|ask for my|our|a refund|money back', 'cut|cutting out the middleman|middlemen|middle-man',
    'asked|ask ~ for a|my|our full? refund',
    // the refund taken, the speaker not buying back in: "I boxed it up and took the refund", "I have no plans to buy back in"
    'took|take|claimed|claim|got|get|accepted|accept the|a|my|our full? refund $', 'no plans|plan|intention to buy|get|go back in',
    // the leaving foreseen: "I fully expect us to leave", "I'm expecting them to cancel"
    'expect|expecting|expects us|me|them to leave|cancel|switch|churn $',
    // put up for sale, the custom taken elsewhere, not pushed on anyone, for somebody else: "then put them on eBay",
    // "I've moved my company elsewhere for next year", "I'm not going to push it on a department", "Wonderful boots, for
    // somebody else."
    'put|putting|listed|listing {it} on ebay|marketplace|gumtree|craigslist|vinted', 'moved|moving|move|taken|taking|took|take my|our ~ elsewhere',
    // taken away by a carrier, moved off, eggs kept from its basket, not a cent of it: "the courier took it away on
    // Thursday", "We're halfway through moving off", "I'm keeping my eggs out of that basket", "not a cent of it would go to"
    'courier|driver|carrier took|collected|fetched {it} away|back', 'courier|driver|carrier collected|fetched {it} $',
    'moving|moved|migrating|migrated|move|migrate off $', 'moving|moved|migrating|migrated|move|migrate off it|them|this $',
    'eggs out of that|this|the basket', 'not a|one cent|penny|dime of', 'not a|one cent|penny|dime of ~ go|goes|going|went to|into|on {it}',
    // still shopping, a model let go by: "I'm not shopping for another" (negated, a ship), "I'm letting this generation go by"
    'shopping for another|a replacement', 'letting|let this|that one|generation|cycle|round|model|version go|pass by?',
    // the reader spared a grief: "spend a bit more and spare themselves the frustration"
    'spare|save yourself|yourselves|themselves|himself|herself the frustration|grief|pain|aggravation|disappointment',
    // paying for it not seen, anywhere but here, a mistake not made again, the money not going in, sent the other way:
    // "I can't see paying extra for that", "I'd look anywhere but this one", "Don't make my mistake", "I won't make that
    // mistake twice", "it isn't going into this one", "it's a non-starter", "I told my brother to go the other way"
    'can t see paying|buying|spending|justifying|renewing|subscribing', 'cannot see paying|buying|spending|justifying|renewing|subscribing',
    'look|shop|go|turn anywhere but', 'don t make my|our|the|that|this same? mistake', 'do not make my|our|the|that|this same? mistake',
    'won|wouldn|shan t make that|the|this same? mistake twice|again', 'will|would not make that|the|this same? mistake twice|again', 'not making that|the|this same? mistake twice|again',
    'isn|wasn t going into|on|to {it} $', 'it|that|this|which s|is|was a non-starter|nonstarter', 'it|that|this|which s|is|was a non starter',
    'told|tell|telling|advised|advise|advising ~ to go the other way',
    // the old one back in use: "My old Samsonite is back in service"
    'old ~ is|s back in service|use|rotation|action|commission',
    // custom stopped: "I've stopped crediting stays to Meridia"
    'stopped|quit crediting|booking|flying|shopping|banking|staying|ordering|eating|buying ~ with|to|at|from {it}',
    // passed, said by the speaker alone: "I passed." (not "seventeen, just passed, quoted …")
    'i|we passed $',
    // walked out without it: "so I walked out without it"
    'walked|walk|walking out ~ without {it}',
    // the last resort: "I fly it only when there's no other option"
    'only when|if there s|is|are|was ~ no other|real option|options|choice|alternative|alternatives',
    // the case for it hard to make, its future hard to see, admired only from afar, the speaker wary of it: "I struggle
    // to make the case for it", "I can't see where the growth will come from", "I admire it from a safe distance", "I'd
    // be reluctant to put a business on it"
    'struggle|struggling|struggled to make|see the|a case', 'can|couldn t see where the ~ growth|revenue|profit|upside comes|came from', 'can|couldn t see where the ~ growth|revenue|profit|upside will|would come from',
    'cannot see where the ~ growth|revenue|profit|upside comes|came from', 'cannot see where the ~ growth|revenue|profit|upside will|would come from',
    'admire|admiring|admired {it} from afar', 'admire|admiring|admired {it} from a ~ distance', 'i|we d|would be reluctant|hesitant to',
    'i|we d|would be wary of entrusting|locking|tying|putting|building|betting|buying|committing|adding|relying|recommending|backing|using|signing|moving',
  ),
  // skip: only at the head of a clause or after a speaker frame
  ...rows('skip', true,
    // bet against by the speaker (negated, a ship: "I'd never bet against it")
    'bet against {it}',
    // passed on, but for an exception the scope rules read ("I'd pass unless you already pay for the bundle")
    'pass unless',
    // back to the old way, or a good thing for someone else: "Gave it a month. Back to paper for now.", "Wonderful
    // boots, for somebody else."
    'back to paper|pen|pencil|spreadsheets|excel|notebooks|cash', 'back to my|our|the old', 'back to the|a spreadsheet|notebook|whiteboard',
    'for somebody|someone else $',
    // the reader kept from being talked into it: "don't let the shiny box talk you into it"
    'don t let ~ talk|sell|rush|push|pressure|hype you into {it}', 'do not let ~ talk|sell|rush|push|pressure|hype you into {it}',
    'avoid {it}', 'avoid $', 'wait for', 'wait until|till', 'wait $', 'wait a|another', 'hold off', 'hold back on {it}', 'pass $', 'don t bother', 'do not bother',
    'not yet $', 'out $', 'leave {it} on|in|at the ~ $', 'leave {it} on|in|at the shelf|rack|store|shop|counter', 'pass {it} by|up $', 'leave {it} be|alone $', 'don t $', 'do not $', 'wouldn t $', 'would not $',
    'stay|stick with a|an|your|my|our', 'pick|choose|try|use|get|buy|take|lease|rent|order something|anything|someone else', 'go with something|anything|someone else|simpler|cheaper|different|smaller|lighter', 'returned|ditched|sold mine|ours', 'sent mine|ours back', 'deleted|uninstalled {it}', 'not this one $',
    'put|spend the difference on|in|into|towards', 'got rid of mine', 'skip {it}', 'skip this one', 'walk away', 'sit this one out', 'sit ~ out $', 'sit this|that|it ~ out',
    'stick with what you have', 'keep what you have', 'stay|stick|staying|sticking with what i|we', 'not something i|we d|would want|own|hold|touch', 'stay|stick with what you already have|use', 'stay|stick with what you ve got', 'stay with what you have', 'get out while|now|early|before', 'skip the|this ~ altogether $', 'skip {it} altogether|entirely $', 'no $', 'shop around $', 'cross {it} off', 'build|host|run|start|standardise|standardize on|with something|anything|someone else',
    // keeping one's money or work elsewhere: "I'd keep my account somewhere else", "put your money elsewhere"
    'keep|put|spend|take|move|leave ~ somewhere else', 'keep|put|spend|take|move|leave ~ elsewhere', 'sit tight', 'returned {it} $', 'sent {it} back',
    // keeping out of its way, or letting it go past: "I'd stay out of it", "let this generation go by"
    'rather not $', 'leave it alone', 'keep looking|shopping $', 'stay out of {it}', 'stay out $', 'done owning|using|buying|recommending {it}', 'done paying for {it}', 'done with {it} $', 'let this|that|it|the ~ go by|past', 'let this|that|it|the ~ pass $', 'let this|that|it|the ~ pass me|us by', 'let this|that|it|the ~ go and see', 'let this|that one go $', 'pass {it} over|up', 'pass over {it}',
    'go simpler|cheaper|smaller|bigger|lighter|basic|elsewhere', 'look ~ further $',
    // saying no, or keeping it out: "Say no.", "keep it out of your pipeline", "leave it off the shortlist"
    'say no $', 'say no and', 'save the money|cash $', 'point|send|steer ~ somewhere|elsewhere', 'keep new|your|my|our ~ off {it}', 'not from me $', 'give the ~ a miss|pass $', 'give this|that ~ one|ones a miss|pass', 'keep|leave {it} out of', 'keep|leave {it} away from', 'leave {it} off the|your|my|our', 'forget {it} $',
    // the money spent on something else: "I'd put the money toward a better fence"
    'take {it} out of your|the|my|our ~ basket|cart|list|shortlist', 'don t pay|spend extra|more for', 'do not pay|spend extra|more for', 'don t buy|get|order the ~ one|model|version', 'do not buy|get|order the ~ one|model|version', 'don t make ~ your|the main|only|primary|default|first', 'do not make ~ your|the main|only|primary|default|first',
    // the top price refused: "don't pay premium prices for a middling tool"
    'don t pay|spend flagship|premium|top-tier|top-dollar money|prices', 'do not pay|spend flagship|premium|top-tier|top-dollar money|prices',
    'put|spend|save the|that|your|my|our money toward|towards|on a|an ~ $', 'put|spend|save the|that ~ dollars|bucks|pounds|quid|euros toward|towards one|a|an|something|anything', 'put|spend|save the|that|your|my|our money|cash toward|towards one|some|any|either of', 'put|spend|save the|that|your|my|our money toward|towards|on something|anything',
    // the risk refused, the money kept for another way: "I wouldn't take the risk.", "Save the money and go modular."
    'wouldn t take the|that risk|gamble|chance $', 'would not take the|that risk|gamble|chance $', 'save the|your money and',
    // a closing refusal alone, and the successor pointed to: "Not these.", "Look at the successor."
    'not these $', 'not this one $', 'look at|toward|towards the successor|replacement $',
    // the speaker walking on: "I'd keep walking."
    'keep walking $',
  ),
  // explicit non-calls: make a call in the same sentence conditional
  ...rows('hedge', false,
    // the speaker's view not settled, said outright: "I'm not saying to avoid it", "I could argue either with equal
    // conviction", "no opinion strong enough to act on", "I'm split on it", "a question I'd leave open", "I'd be making
    // things up", "swings and roundabouts", "you know which one you are", "still thinking it over" (and, with the rows
    // below, "no settled view", "before taking any position")
    'not saying to avoid|skip|ditch|drop|buy|use|get {it}', 'not saying don t use|buy|get|pick {it}', 'with equal conviction',
    'hold|have no view|opinion strong|firm enough', 'split on {it}',
    'before deciding anything', 'question i|we d|would leave open', 'd|would be making things|it up', 'swings and roundabouts', 'you know which one you are', 'still thinking it over',
    'want to know who s|is asking', 'can t tell you much', 'cannot tell you much', 'holding the|my|our order flat|steady',
    // right for some and wrong for others, the reader left to decide, the speaker's mind not made up: "the right pick
    // for some kitchens and the wrong one for others", "I'd set out the risks and let buyers decide for themselves",
    // "I have yet to decide whether it stays"
    'right answer|choice|pick|one|fit for some ~ wrong one|answer|choice|pick|fit for others', 'let people|readers|buyers|you|them|everyone decide for themselves|yourself|yourselves', 'have|has yet to decide', 'i|we m|am|re|are genuinely|honestly|really|still|just split $',
    // both sides argued, the call left to the reader: "I can argue it both ways, so I won't pick", "Not for me to say",
    // "Not a no, not a yes", "I really can't choose on your behalf"
    'argue it|this both|either ways|way', 'not for me to say|judge|decide $', 'not a no $ not a yes', 'not a yes $ not a no',
    'can t choose|pick|decide on your behalf', 'cannot choose|pick|decide on your behalf',
    // a call the speaker can't bring themselves to make: "I can't bring myself to make a call"
    'can|couldn t bring myself|ourselves to make a|the|any call|decision|choice', 'cannot bring myself|ourselves to make a|the|any call|decision|choice',
    // no answer found yet: "I've been chewing on that since spring and still haven't got an answer I'd put money behind"
    'haven|hasn t got|found|reached an|a answer|verdict', 'have not got|found|reached an|a answer|verdict',
    // neither of the two preferred: "I wouldn't pick one over the other from the numbers I can see"
    'wouldn|couldn|can t pick|choose one over the other', 'cannot pick|choose one over the other',
    // neither call made: "I neither love it nor regret it", "I'd neither recommend it nor warn anyone off"; notes, not a call
    'neither recommend|recommending|love|like|hate|regret|endorse|praise|warn|rave|push|trust|fault|pan ~ nor', 'neither adding|buying|selling|trimming ~ nor', 'not adding|buying and|or not selling|trimming', 'not selling|trimming and|or not adding|buying', 'not adding|buying and|or i|we m|am|re|are not selling|trimming', 'rather than a verdict|call|recommendation|ruling',
    // neither call, as nouns: "neither a buy nor a sell", "neither a yes nor a no"
    'neither a|an buy|sell|ship|skip|pass|yes|no|keeper|winner ~ nor', 'neither buy|sell|ship|skip|yes|no nor',
    // still to be weighed by the speaker: "If it's my own budget, I'd have to think hard."
    'have|need to think hard|long|carefully $',
    // the call declined in so many words: "I'm describing the business here, not telling you what to put on your patio"
    'not telling you|anyone|anybody|people|everyone what to buy|put|get|pick|choose|do', 'not here to tell you what to buy|put|get|pick|choose|do',
    // no figure put on it yet, neither one thing nor the other: "I'm not putting a number on which one wins yet", "I'd
    // neither chase it nor avoid it"
    'putting|put a number on', 'neither ~ nor avoid|dismiss|reject|skip|sell|short|dump|chase|buy {it}',
    // no price the speaker could name: "I don't know what I'd pay for that business"
    'don t know what i|we d|would pay|offer|bid', 'do not know what i|we d|would pay|offer|bid', 'don t know how much i|we d|would pay|offer|bid',
    'rather than taking|picking|choosing a side|sides', 'without taking|picking|choosing a side|sides', 'not taking|picking|choosing a side|sides',
    'thumbs up or thumbs down', 'too early to call|tell|say|judge', 'm|am not telling ~ to', 'not going to tell ~ to', 'none of that|this|it means ~ should', 'still deciding|weighing whether|if', 'haven t decided|settled whether|if', 'haven|hasn t decided|settled on which', 'undecided', 'fence', 'can t decide', 'cannot decide', 'can t call it', 'i|we can t call $', 'i|we cannot call $', 'neither a|an|the ~ nor',
    'no call', 'not making a|the call', 'making up my|our mind|minds', 'some days|weeks|mornings|evenings|nights ~ $ other|some days|weeks|mornings|evenings|nights', 'some days|weeks|mornings|evenings|nights ~ $ but|and other|some days|weeks|mornings|evenings|nights', 'not sure how|what i|we feel|think', 'unsure how|what i|we feel|think', 'evangelise|evangelize|recommend|champion|push|praise ~ or|nor warn|steer|talk', 'don t know what multiple|valuation|price|number i|we d|would put|pay|assign|give', 'making up my|our mind|minds ~ $', 'yet to make up my|our mind|minds', 'reserve judgment|judgement', 'reserving|reserved judgment|judgement', 'put a|any ~ number|figure|valuation on', 'put a|any ~ number|figure|valuation on {it}', 'jury is still out', 'jury s still out',
    'check back', 'time will tell', 'hard to say', 'hard to judge',
    // the call put off until more is known: "I will know more once someone I trust has lived with it"
    'i|we ll|will know more once|when|after|by|in',
    // not used enough yet to say, neither the winner: "I haven't put enough miles on it to say", "neither wins every time"
    'haven t put|spent|logged|done|had ~ enough ~ to say|judge|tell|call', 'neither wins|won|is the winner', 'it|that|this|which|everything|all depends', 'depends on your|you|what|how|whether|who|which|where', 'whether ~ depends|hinges|rests', 'wait and see', 'remains to be seen',
    'unsure', 'mixed feelings', 'torn', 'withhold judgment|judgement', 'no verdict',
    // no side taken yet, neither way, watched, out of it for now: "before taking a side", "I wouldn't buy it or rule it
    // out", "I'd watch this one", "I'd stay on the sidelines until …" (read both ways by reviewers: not a call either way)
    'before taking|picking|choosing a side|sides', 'on the sidelines',
    // what it turns on, said of the reader, and the call put off: "It really hinges on your setup", "Ask me in a year."
    'hinges|rests|turns on your|you|what|how|whether|who|which|where', 'ask me again? in|after a|an|another|six|a few|twelve', 'not sure i|we d|would|should',
    // on what it turns, a view not formed, neither love nor hate: "Depends on the project", "before forming a view",
    // "I don't love it, I don't hate it"
    'depends on the project|job|use|team|person|situation|budget|case|workload|buyer|reader|room|setup|household|kitchen|rider', 'before forming|taking|reaching a|an|any view|opinion|position|conclusion', 'don t love it $ i|we don t hate it', 'don t love it $ don t hate it', 'don t love it ~ or hate it', 'buy|pick|recommend|back|choose {it} or rule {it} out', 'i|we d|would watch {it} $',
    // neither way, said other ways: "I'd neither talk anyone into it nor out of it", "I wouldn't tell anyone to jump in or
    // stay out", "I'm neutral on it", "I'd hold any opinion on it loosely", "a good fit for some and the wrong one for others"
    'neither ~ into ~ nor ~ out', 'jump in or stay out', 'neutral on {it}', 'stay|staying|remain|remaining neutral $', 'depends how much|far|often|well', 'hold|holding any|my|our opinion|opinions|view|views ~ loosely', 'for some and ~ for others',
    'take that|it however|how you like|will', 'depending on', 'depends which|whether|who', 'leaving|leave that alone', 'leaving it alone', 'leaving|leave it there $', 'answer depends on', 'hold|holding off on a|the|my|any call|verdict|judgment|judgement|decision|recommendation|view|opinion', 'hold|holding|held back a|the|my|any call|verdict|judgment|judgement|recommendation', 'it|that|this|which|everything|all hinges on', 'question i|we m|am|re|are leaving|leave', 'make of that|it what you will', 'ask me again|later', 'revisit {it}', 'come back to {it} $', 'open question', 'either way $', 'your call $',
    'no blanket|simple|single|easy|universal answer|verdict|call|rule', 'holding|hold|holds my|our call|verdict|judgement|judgment',
    'won t tell you to', 'wouldn t tell you to', 'will not tell you to', 'would not tell you to', 'can t tell you it|this|that|whether|which', 'cannot tell you it|this|that|whether|which', 'can t say which|whether', 'cannot say which|whether',
    'comes|come|boils|boil down to how|who', 'can t make a call', 'cannot make a call', 'thumbs up or down', 'can t say $', 'cannot say $', 'can t tell $', 'cannot tell $', 'can t tell from here|there $', 'cannot tell from here|there $', 'no yes or no', 'make up your own mind', 'tell you whether', 'can t settle', 'cannot settle', 'which ~ decides it $', 'question of fit', 'more than a verdict', 'yes $ otherwise $ no', 'yes $ if not $ no', 'hold|holding|held off judgement|judgment', 'comes|come|boils|boil down to your', 'ask me after', 'either way until|till', 'isn t one answer|verdict', 'is not one answer|verdict', 'no one answer|verdict', 'blanket answer|verdict|call|rule|recommendation|endorsement', 'neither essential|necessary nor', 'neither a must nor',
    'leave|leaving that|this|it ~ to you $', 'pick|choose your poison', 'have|had no way of judging|knowing|telling', 'can t tell you if|whether that s|is you', 'cannot tell you if|whether that s|is you', 'can t tell from here if|whether that s|is you', 'cannot tell from here if|whether that s|is you', 'can t give you a clean|straight|simple|clear|firm answer', 'couldn t give you a clean|straight|simple|clear|firm answer', 'cannot give you a clean|straight|simple|clear|firm answer', 'won t tell you what to do|buy|pick|choose', 'will not tell you what to do|buy|pick|choose', 'one right pick|answer|choice for everybody|everyone|everything', 'no one right pick|answer|choice', 'no single right|best pick|answer|choice', 'won t pick|choose|decide ~ for you', 'will not pick|choose|decide ~ for you', 'don t know which|whether', 'do not know which|whether', 'picking|choosing|deciding|calling for you', 'even odds', 'no clear answer|winner|call|verdict',
    'no recommendation from|either|yet', 'can t call this|that one', 'cannot call this|that one', 'flip-flopping|flip-flop', 'flip flopping', 'not the other half', 'for or against $', 'hold|holding off judging|deciding|calling', 'can t say ~ which|whether', 'cannot say ~ which|whether', 'not calling it|this|that $', 'no opinion from|either', 'no opinion $', 'not going to make ~ for you', 'no recommendation $', 'comes|come|boils|boil down to you $', 'not telling you to ~ or', 'say yes or no', 'recommend|recommending anything $', 'buy|get ~ or ~ avoid|skip', 'only you know $', 'only you can judge|say',
    'not ready to call|say|judge', 'the jury is out', 'i|we ll|will have an|a opinion|verdict|view|answer|call $', 'before i|we said|say|decided|decide|called|call which', 'bet the|my|our house|farm on either|both|neither', 'jury s|is out', 'too soon to call|tell|say|judge', 'coin flip', 'toss-up', 'toss up', 'fifty-fifty',
    'leave|leaving it|that|this open', 'leave|leaving this|that one open', 'not warning|warn ~ off', 'leave|leaving the buying|decision|choice|call|recommendation|verdict to|with', 'don t know yet', 'do not know yet', 'don t know enough to|about', 'all i ll|will commit to', 'do not know enough to|about', 'leave|leaving the question open', 'comes|come|boils|boil down to which|whether', 'comes|come|boils|boil down to what you', 'not convinced either way', 'back and forth', 'haven t decided', 'have not decided', 'leave the call to', 'can t make that|the call', 'cannot make that|the call',
    // the decision handed back, or the winner left open: "I'll leave that one with you", "I can't pick a winner"
    'leave|leaving ~ with you $', 'answer turns|hinges|depends|rests|hangs entirely|largely|mostly? on', 'turns on where|who|what|how|whether|your', 'can t pick|call|name|choose a|the winner', 'cannot pick|call|name|choose a|the winner', 'can t pick|choose between', 'cannot pick|choose between',
    // steering nobody, a choice left to the reader: "one way or the other", "a call only you can make", "I can't choose for
    // yours", "neither a thumbs up nor a thumbs down"
    'one way or the other|another', 'call|decision|choice only you can make', 'only you can make|decide|answer', 'pick|choose|decide|call for you|yours',
    'neither a|the thumbs up|yes nor', 'neither bullish|bearish|positive|negative|keen nor', 'not saying don t', 'not saying do not', 'comes|come|boils|boil down to what', 'leave|leaving that|this|it|one ~ to your', 'll|will leave to your|you', 'neither push|nudge|steer|point ~ nor', 'commit|decide|choose either way', 'have a single|simple|blanket|one-size answer', 'answer that|this|it for you', 'one answer|choice|pick suits|fits everyone|everybody|all',
    // abstaining in so many words: "I'm not picking", "I won't pick one yet", "I'm keeping my powder dry", "keeping my
    // recommendation in my pocket", "I'm keeping my mind open", "I'll hold back", "I can't honestly say yet", "I can't
    // predict which of those you are", "not recommending anything to anyone", "let them decide"
    'not picking|choosing $', 'not picking|choosing one|either $', 'won|wouldn t pick|choose one|either yet? $', 'will|would not pick|choose one|either yet? $',
    'can|couldn t pick|choose one|either yet? $', 'cannot pick|choose one|either yet? $',
    // no view formed yet, nothing to go on, money on neither: "before I form a view", "Not enough information to say.", "I
    // couldn't tell you", "I wouldn't put money on either", "I wouldn't want to guess"
    'before i|we form|take|reach a|my|our view|judgement|judgment|verdict', 'not enough information|info|data|evidence to say|tell|judge|call', 'couldn|can t tell you $', 'cannot tell you $',
    'put|putting|bet|betting|stake|staking money on either|both|neither', 'wouldn t want to guess', 'would not want to guess',
    'keep|keeping|kept my|our powder dry', 'keep|keeping|kept my|our recommendation|verdict|call|opinion in my|our pocket', 'keep|keeping|kept my|our|an mind open', 'hold|holding back $',
    'can|couldn t ~ say yet $', 'cannot ~ say yet $', 'can|couldn t predict which|whether', 'cannot predict which|whether', 'recommending|recommend anything to anyone|anybody', 'let them|you decide $', 'a yes or a no', 'straight yes or no', 'couldn t tell you which|whether|if', 'i|we won|wouldn t pretend to $', 'i|we will|would not pretend to $', 'not going to pretend to $',
    // options kept open, a verdict held back: "keep both doors open rather than call it", "I'm leaving this one unscored",
    // "see who sticks around before calling it", "how much that bothers you decides whether …", "not sure it's the right buy"
    'keep|keeping both doors|options open', 'keep|keeping all|my|our|the doors|options open', 'rather than call|calling|judge|judging {it}', 'before calling|judging {it}',
    'unscored|unrated|ungraded $', 'decides|determines|settles whether', 'not sure it|this|that s|is',
    'before i|we call|judge {it}', 'is|s beyond me $', 'not a call|decision|choice i|we can make', 'recommending|recommend {it} or warning|advising against', 'until i|we ve|have seen', 'yes $ for others|some no', 'yes $ for the rest no', 'yes $ for others|some $ no', 'say yes $ for others|some no', 'say yes $ for the rest no',
    // the reader knows better, a call neither way: "you'll know better than we will", "not recommending it or steering
    // people off", "too early for us to tell", "I won't talk you into it or out of it", "not taking sides", "the budget's
    // call, not mine", "I'd want to hear your plans before saying yes or no"
    'you ll|will know better than i|me|we|us', 'talk|talking you into {it} or out of {it}', 'not picking|taking|choosing ~ side|sides', 'call|decision $ not mine $', 'before saying|giving yes or no', 'recommending|recommend {it} or warning|steering ~ off|away', 'too soon|early for me|us to call|tell|say|judge',
    // one way or the other, the reader not told which: "I can't tell you to avoid it or to buy it without knowing …"
    'tell|telling|told anyone|everyone|people|you to buy|get ~ or ~ avoid|skip', 'tell|telling|told anyone|everyone|people|you to avoid|skip ~ or ~ buy|get', 'avoid|skip ~ or ~ buy|get $',
    // the second half of a neither: "I wouldn't push it at anyone, and I wouldn't talk anyone out of it either"
    'talk|talking ~ out of {it} either $',
    // which way the speaker leans, not said; money on neither: "I'm not sure which way I'd lean", "wouldn't put money on either"
    'not sure which way', 'money on either ~ $',
    // others' recommendation judged, none made: "People who recommend it to a whole office have never had to run it for one"
    'people|those|folks|anyone|everyone who recommend|recommends|suggest|suggests|praise|praises ~ have|has|never|haven|hasn|don|didn',
    // steering neither way, no side picked yet: "not steering anyone toward or away from it", "so far I haven't picked one"
    'keeping|keep|kept my|our own? view|views|opinion|opinions|thoughts|verdict|counsel to myself|ourselves',
    // as far as the speaker will go, no firm read: "that's as far as I'll go", "no strong read on where it ends up"
    'that|this s|is as far as i|we ll|will|d|would|m|am ~ go $', 'no strong|firm|clear|real|settled|fixed read|view|conviction',
    // the speaker between, and the company apart from the product: "I keep landing in the middle on it", "what that says
    // about this harness is another question"
    'land|lands|landing|landed|sit|sits|sitting in the middle on|about {it}', 'what that|this|it says about ~ is|s another question|matter|story', 'what that|this|it says about ~ is|s a different|separate question|matter|story',
    // no strong view, either side arguable: "I don't hold a strong view", "I could argue either side"
    'no strong|firm|particular|settled|fixed feelings|feeling|views|opinion|opinions', 'don t hold|have a strong|firm|settled view|opinion', 'do not hold|have a strong|firm|settled view|opinion',
    'argue either|both side|sides|way',
    // neither backed nor bet against, neither pushed nor talked down, a call held until the reader is known: "I wouldn't
    // buy it, and wouldn't bet against it", "I'd not press it on anybody or talk anybody out of it", "I'd need to see
    // your budget before telling anyone to buy"
    'wouldn t back|buy|own {it} $ wouldn t bet|wager against {it}', 'wouldn t back|buy|own {it} $ and wouldn t bet|wager against {it}',
    'wouldn t back|buy|own {it} $ and i|we wouldn t bet|wager against {it}', 'push|pushing|press|pressing {it} on anyone|anybody $ or talk|talking anyone|anybody out of {it}',
    'push|pushing|press|pressing {it} on anyone|anybody or talk|talking anyone|anybody out of {it}', 'before telling|advising anyone|anybody|people to',
    'toward|towards or away from', 'for or against {it} $', 'haven|hasn t picked|chosen one|a side|either', 'have|has not picked|chosen one|a side|either',
  ),
  // blockers: look like a row above, but are not calls
  ...rows('none', false,
    // a reminder, not keeping it: "Keep that in mind here"
    'keep|keeping|bear|bearing that|this in mind',
    // a wait on the sidelines for something to happen is no call yet: "I'd stay on the sidelines until the new tier shows"
    'i|we d|would|ll|will|m|am|re|are ~ on|to|from the sidelines until|till',
    // where the telling starts, not a choice: "I'll start with the Acme because it's the one I expected to love"
    'i|we ll|will start with {it}', 'let me|us start with {it}', 'let s start with {it}',
    // a recommendation that would have been made: "Back then I'd have recommended it without a second thought"
    'i|we d|would have recommended|bought|picked|chosen {it}',
    // a pass a machine makes: "let it do the mapping pass"
    'let it|them do the ~ pass',
    // a topic set aside, not the product: "leave the valuation talk aside"
    'leave|leaving ~ aside',
    // tempted by another, not a call on it: "I keep looking at the Opus and wondering"
    'keep|keeps|kept looking at',
    // when to buy, not whether: "recommended, just wait for a sale" ("wait" alone is a skip)
    'wait for ~ sale|sales|discount|discounts|deal|deals|markdown|markdowns|coupon', 'wait for ~ price drop|drops|cut|cuts',
    // disbelief, not a purchase refused: "someone declares the cone finished. I don't buy it."
    'i|we don t buy it|that|this $', 'i|we do not buy it|that|this $',
    // the reader's indecision, not the speaker's: "if you're on the fence, buy it", "I'd tell anyone on the fence to pass on it"
    'if you re|are on the fence', 'if you re|are still? undecided|torn', 'anyone|anybody|someone|somebody|people|those|everyone|friends|folks|readers|buyers still? on the fence',
    // care, not a verdict: "keep it out of direct sunlight"
    'keep|leave|keeping {it} out of direct|reach|sunlight|heat|damp|rain|water', 'keep|leave|keeping {it} out of the sun|rain|heat|damp|cold|wet|reach|way',
    // the speaker's standing, not the call: "I'd pass on this one, even as a happy customer"
    'as a|an happy|satisfied customer|owner|user|subscriber|camper',
    'can t wait', 'cannot wait', 'and forget {it}', 'wait times', 'wait time', 'worth noting', 'worth mentioning', 'worth knowing', 'worth a mention',
    'worth remembering', 'worth watching', 'worth keeping an eye on', 'get it right', 'get it wrong', 'get it working', 'get it done',
    // understanding, not buying: "The price is tempting, I get it."; a contract's terms: "get it in writing that you can leave"
    'i|we get it $', 'get it in writing',
    'don t bother with the|those|any|other ~ alternatives|others|rest|competition|rivals|extras', 'yes or no', 'yes or a no', 'a yes or a no', 'get one of', 'use it for', 'use it to', 'try it out on', 'pass the', 'out of', 'no longer', 'no matter', 'mixed blessing', 'don t know', 'don t think', 'don t want', 'don t need', 'pick|choose one of them|those',
    // trying one out before deciding is a step, not the call: "try one in a shop before you commit"
    'try|hold|handle|test {it} ~ before',
    // "… and I wouldn't tell you to.": the speaker's refusal ends there; it takes no call back
    'wouldn t tell you to $', 'would not tell you to $',
    // "and no, I'm not on commission": a denial, not a call
    'and no $ i|we m|am|re|are not',
    // "Either way, I'd …": the speaker has decided whatever happens; what follows is the call
    'either way $ i|we d|would|ll|will',
    // what others say of it, not the speaker's call: "it gets recommended as the safe choice"
    'gets|get|got|getting recommended ~ $', 'gets|get|got|getting recommended', 'often|widely|usually|commonly|frequently|always recommended',
    // "… and not think twice": the call before it, said firmly; not a doubt denied
    'and not think twice',
    // no regret of a move told before it in the same sentence: the move makes the call ("We passed on it, and I don't regret that")
    'and i|we don t regret it|that', 'and i|we do not regret it|that', 'and don t regret it|that', 'and do not regret it|that',
    // a skip for a narrower audience, after the call for everyone else: "Anyone on broken roads should look elsewhere."
    // the same said to a group by name: "Android folks, sadly, look elsewhere."
    'folks|users|owners|people|fans|buyers|readers $ look|shop|go elsewhere', 'folks|users|owners|people|fans|buyers|readers $ sadly|though|unfortunately|alas|however $ look|shop|go elsewhere',
    'anyone|anybody ~ should|will|might|may look|shop|go elsewhere',
    // the price not justified but for some: "hard to justify unless you're out for days"
    'hard|difficult|tough to justify ~ unless', 'people|those|riders|buyers|folks|users|teams who|with|on|in ~ should|will|might|may look|shop|go elsewhere',
    // a fault let pass: "None of that is a dealbreaker"
    'none of ~ dealbreaker|deal-breaker|dealbreakers|deal-breakers',
  ),
];
