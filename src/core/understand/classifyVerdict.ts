import type { Verdict } from '../model';
import { CALL_EXPRESSIONS, type CallExpression } from './callExpressions';
import { overruledShip, profiledCall } from './callModel';
import { closingStance } from './closingStance';
import { ONLY_IF, OTHERS_OBJECT, readCallScope } from './callScope';
import { ExpressionMatcher, type ExpressionHit } from './expressionMatcher';
import { type AnalyzedText, analyzeText, isQuestion, isSpace, LEXICON, oneSpaced, WordMap } from './text';

/**
 * Reads the reviewer's call from the language, not from the word: "This earns a ship", "Shipping with
 * the caveat: …", "What keeps this from a skip is …" are calls; "shipping to Pro users today",
 * "a skip-the-weekend-script win" and "a ship if the pricing holds" are not.
 */

export interface VerdictReading {
  verdict: Verdict;
  /** The sentence that carries the call, as written; empty when there is no call. */
  sentence: string;
  /** The words that made it a call, as written ("Hard pass", "I'd wait"); empty when there is no call. */
  expression: string;
  /** When no row of the table made the call but the word profile did (`callModel.ts`): the words that weighed most. */
  profiled?: string[];
  /**
   * When a row of the table read a ship but the word profile of the whole quote was far surer of a skip
   * (`overruledShip`): the profile's words that weighed most. `expression` stays the row's words.
   */
  overruled?: string[];
  /**
   * When the closing sentence's stance made the call (`closingStance.ts`): a name in its expression is what the speaker
   * took up ("I'd look at the Acme first"), the call's object, but no mention that leans the quote to that side.
   */
  stance?: true;
}

type Reading = 'ship' | 'skip' | 'conditional' | 'not-a-call';

const CALL_STEMS = new Set(['ship', 'ships', 'shipping', 'skip', 'skips', 'skipping', 'pass', 'passing']);
const CALL_WORD = /(?<![\p{L}\p{N}-])(ship|shipping|skip|skipping|pass|passing)(?![\p{L}\p{N}-])/giu;

/** Words that may stand between a determiner and the noun: "a real ship", "a very clear skip". */
const ADJECTIVES = new Set([
  'real', 'clear', 'easy', 'hard', 'soft', 'strong', 'solid', 'firm', 'cautious', 'qualified', 'confident',
  'definite', 'legitimate', 'genuine', 'obvious', 'tentative', 'reluctant', 'enthusiastic', 'quick', 'clean',
  'safe', 'sure', 'full', 'reasonable', 'narrow', 'comfortable', 'unambiguous', 'unqualified', 'firm', 'rare',
  'very', 'really', 'pretty', 'fairly', 'quite', 'an', 'easy-to-justify', 'well-earned', 'hard-won', 'strict',
  'measured', 'provisional', 'straightforward', 'immediate', 'honest', 'hesitant', 'emphatic', 'resounding',
  'conditional', 'weak', 'loud', 'decisive', 'calculated', 'clear-cut',
]);
const CONDITIONAL_ADJECTIVES = new Set(['conditional', 'provisional']);

const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'this', 'its', 'your']);
const LEAD_IN = /^(?:(?:still|so|verdict|call|my call|the call|bottom line|overall|net|final call|final verdict|for now|honestly|then|easy|hard|clear|solid|strong|and|but|yes|no|ok|okay|recommendation|recommend|rating|decision)\s*[,:;—–-]?\s*)*$/u;
/** "My verdict is ship", "the call here: skip". */
const VERDICT_IS = /\b(?:verdict|call|recommendation|rating|decision)(?: here| from me)?\s*(?:is|:|=)\s*(?:a\s+|an\s+)?$/u;
/** "Worth shipping", "not worth a ship". */
const WORTH = /\bworth\s+(?:a\s+)?$/u;
const FACT_AFTER = /^\s+(?:to|in|on|at|from|by|next|soon|later|today|tomorrow|this week|this month|the|a|an|natively|their|its|alongside|into|across)\b/u;
const FIRST_PERSON_BEFORE = /(?:^|[^\p{L}'])(?:i|we)(?:'d|'ll|'m|'re| would| will| am| are| do| can)?(?:\s+(?:still|happily|gladly|probably|definitely|just|also|would|be|going to|'d))*\s+$/u;
/** The speaker's own clause going on after "and" or "but": "I like the product and would still pass on the company". */
const SPEAKER_GOES_ON = /(?:^|[^\p{L}'])(?:i|we)\s[^.;:!?]*\s(?:and|but)\s+(?:would|will|'d)(?:\s+(?:still|probably|definitely|happily|gladly|just))*\s+$/u;
/** What an investor passes on when it passes on the thing reviewed: "pass on the company", "pass on the shares". */
const PASSED_ON_HOLDING = /^\s+on\s+the\s+(?:company|business|stock|shares|equity|deal|round|investment|startup|raise|offering|ipo|listing)\b(?!['’])/u;
/** "We skip", "I just skip": the speaker's habit, with no "would" or "will" to make it a choice. */
const BARE_FIRST_PERSON = /(?:^|[^\p{L}'])(?:i|we)\s+(?:just\s+|now\s+|also\s+|simply\s+|get to\s+)?$/u;
const NEGATED_FIRST_PERSON = /(?:^|[^\p{L}'])(?:i|we)(?:'d| would| will| do| can)?\s*(?:not|n't|never|wouldn't|won't|don't|can't|couldn't)\s+(?:yet\s+)?$/u;
const RESCUED_FROM = /\b(?:keeps?|kept|keeping|saves?|saved|rescues?|rescued|stops?|stopped|prevents?|prevented|pulls?|pulled|lifts?|lifted|moves?|moved|spares?|spared|far)\b[^.;:]*\bfrom\s+$/u;
const SHORT_OF = /\b(?:short|shy)\s+of\s+$/u;
const NEGATION_BEFORE = /\b(?:not|n't|never|no|hardly|isn't|wasn't|ain't)\s+(?:(?:quite|yet|really|exactly|even|an?|the)\s+)*$/u;
/** "This doesn't earn a ship", "Nothing here earns the ship": the verb is negated, not the noun. */
const VERB_NEGATION = /\b(?:doesn't|does not|don't|do not|didn't|did not|won't|will not|can't|cannot|fails? to|failed to|nothing|never|no one|nobody)\b[^,;:]*$/u;
/** Hedges make a call tentative: "I'm not sure it's a ship". */
const HEDGE = /\b(?:not sure|unsure|unclear|undecided|on the fence|too early to (?:call|tell)|maybe|perhaps|hard to say|remains to be seen)\b/u;
const HEDGED_NEGATION = /\b(?:not|n't)\s+(?:quite|yet)\b/u;
/** A condition makes the call hypothetical. "Until X, this is a skip" is a call now, so `until` is not one. */
const CONDITION_WORDS = /\b(?:if|unless|once|provided|providing|assuming|as long as|only when|pending|contingent)\b/u;
const MODAL_BEFORE = /\b(?:would|could|might|may|should)\b/u;
const BEFORE_I = /\b(?:before|until)\s+(?:i|we)\b[^.]*$/u;

function normalise(text: string): string {
  // Most sentences have no curly apostrophe or backtick: then the replace (a regex scan and a copy) is skipped.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2019 || c === 0x2018 || c === 96) return text.replace(/[’‘`]/g, "'").toLowerCase();
  }
  return text.toLowerCase();
}

/** The adjectives between the nearest determiner and the end of `clause`, or null when there is none. */
function adjectivesAfterDeterminer(clause: string): string[] | null {
  // The last four words (runs of letters, ' and -, as a split on /[^\p{L}'-]+/u cuts them), walked from the end:
  // usually the last word alone decides, so only the words looked at are made into strings.
  const after: string[] = [];
  let i = clause.length;
  while (after.length < 4) {
    while (i > 0 && !isWordUnitBefore(clause, i)) i -= unitBefore(clause, i);
    if (i === 0) return null;
    const end = i;
    while (i > 0 && isWordUnitBefore(clause, i)) i -= unitBefore(clause, i);
    const word = clause.slice(i, end);
    if (DETERMINERS.has(word)) return after.reverse();
    if (!ADJECTIVES.has(word)) return null;
    after.push(word);
  }
  return null;
}

const LETTER = /\p{L}/u;

/** The length (1 or 2) of the code point that ends at `i` (> 0): a surrogate pair counts as one. */
function unitBefore(text: string, i: number): number {
  const c = text.charCodeAt(i - 1);
  return c >= 0xdc00 && c <= 0xdfff && i >= 2 && isHighSurrogate(text.charCodeAt(i - 2)) ? 2 : 1;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/** Whether the code point that ends at `i` (> 0) is a letter, ' or -. */
function isWordUnitBefore(text: string, i: number): boolean {
  const c = text.charCodeAt(i - 1);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 39 || c === 45;
  const length = unitBefore(text, i);
  return LETTER.test(text.slice(i - length, i));
}

/**
 * `text` without its last `count` words, as `text.trimEnd().replace(/(?:\S+\s*){count}$/u, '')` gives it, found
 * by walking back over the words instead of a pattern whose backtracking grows with the length of the text.
 */
export function dropLastWords(text: string, count: number): string {
  const trimmed = text.trimEnd();
  let start = trimmed.length;
  let words = 0;
  let nonSpace = 0;
  let i = trimmed.length;
  while (i > 0 && words < count) {
    // One word: its characters, then the white space before it.
    while (i > 0 && !isSpace(trimmed.charCodeAt(i - 1))) {
      i--;
      nonSpace++;
    }
    words++;
    start = i;
    while (i > 0 && isSpace(trimmed.charCodeAt(i - 1))) i--;
  }
  if (words === count) return trimmed.slice(0, start);
  // Fewer words than `count`: the pattern splits words to make up the count when it has the characters.
  for (; i > 0; i--) if (!isSpace(trimmed.charCodeAt(i - 1))) nonSpace++;
  return nonSpace >= count ? trimmed.slice(0, start) : trimmed;
}

/** Cuts `before` back to the clause the call word sits in. */
function clauseBefore(before: string): string {
  const cut = Math.max(before.lastIndexOf(';'), before.lastIndexOf(' — '), before.lastIndexOf(' – '), before.lastIndexOf(': '));
  return cut >= 0 ? before.slice(cut + 1) : before;
}

function clauseAfter(after: string): string {
  const match = /[,;:—–.!?]/u.exec(after);
  return match ? after.slice(0, match.index) : after;
}

function readOccurrence(lower: string, index: number, word: string): Reading {
  // White space as one space: a hard-wrapped "I'd\nship it" reads as written on one line.
  const before = oneSpaced(lower.slice(0, index));
  const after = oneSpaced(lower.slice(index + word.length));
  const clause = clauseBefore(before);
  const nextClause = clauseAfter(after);
  const base = word === 'ship' || word === 'shipping' ? 'ship' : 'skip';

  // Kind of call this occurrence could be.
  let polarity: 'ship' | 'skip' | null = null;
  let nounForm = false;
  let determinerPhraseLength = 0;

  if (word === 'passing') {
    // "I'm passing on this one", "Passing.", "I'm passing at this valuation" — but not "passing the config", "in passing".
    if (!(FIRST_PERSON_BEFORE.test(clause) || LEAD_IN.test(clause.trim()))) return 'not-a-call';
    if (!/^\s*(?:$|[.,;:!—–-]|on\s+(?:this|it|that)\b|for now\b|at\s+(?:this|that|these|those|any|anything|today's|the current|current)\b)/u.test(after)) return 'not-a-call';
    polarity = 'skip';
  } else if (word === 'pass') {
    if (/\b(?:hard|easy|clear|firm)\s+$|\b(?:that|it)(?:'s| is) a\s+$/u.test(before) || FIRST_PERSON_BEFORE.test(before) || SPEAKER_GOES_ON.test(before.slice(-200)) || LEAD_IN.test(before.trim())) {
      // Passing something on, through or back is no call: "pass on the savings", "I can pass back a drink".
      if (/^\s+(?:on|the|a|an|through|by|over|it|this|that|to|back|along|round|around|down)\b/u.test(after) && !/^\s+on\s+(?:this|it)\b/u.test(after) && !PASSED_ON_HOLDING.test(after)) return 'not-a-call';
      polarity = 'skip';
    } else {
      return 'not-a-call';
    }
  } else if (word === 'ship' || word === 'skip') {
    if (base === 'skip' && OTHERS_OBJECT.test(after)) return 'not-a-call';
    const between = adjectivesAfterDeterminer(clause);
    if (between) {
      determinerPhraseLength = between.length + 1;
      if (/^\s+(?:date|dates|cycle|window|list|velocity|rate|cadence|button|room|log|notes|it|this|that)\b/u.test(after)) return 'not-a-call';
      // The thing itself, or doing what a vessel does: "the ship itself was a tired vessel", "the ship docked late",
      // "the ship's fine", "the ship was late".
      if (/^(?:\s+(?:itself|sails|sailed|docks|docked|arrived|arrives|rolls|rolled|carries|carried|was|has|had)|['’]s)\b/u.test(after)) return 'not-a-call';
      polarity = base;
      nounForm = true;
      if (between.some((w) => CONDITIONAL_ADJECTIVES.has(w))) return 'conditional';
    }
  }

  if (!polarity) {
    const trimmedBefore = clause.trim();
    if (LEAD_IN.test(trimmedBefore) && !FACT_AFTER.test(after)) {
      polarity = base;
    } else if (/^(?:do not|don't|dont|not|never)$/u.test(trimmedBefore) && !FACT_AFTER.test(after)) {
      return base === 'ship' ? 'skip' : 'ship'; // "Don't ship this.", "Not shipping."
    } else if (VERDICT_IS.test(clause) || WORTH.test(clause)) {
      polarity = base;
      if (/\b(?:not|n't|never)\b[^,;:]*$/u.test(clause)) return base === 'ship' ? 'skip' : 'ship'; // "not worth shipping"
    } else if (NEGATED_FIRST_PERSON.test(clause)) {
      return base === 'ship' ? 'skip' : 'ship';
    } else if (FIRST_PERSON_BEFORE.test(clause) && (!/^\s+(?:the|a|an|to|in)\b/u.test(after) || (base === 'skip' && /^\s+the\b/u.test(after) && !BARE_FIRST_PERSON.test(clause)))) {
      // "I'd skip it", and "I'd skip the subscription": what the speaker would skip is the thing or its plan; what
      // "we skip the …" (no "would") skips is a chore the thing spares them: "we skip the old ritual of …".
      if (/\b(?:might|could|may)\s+$/u.test(clause)) return 'conditional';
      polarity = base;
    } else {
      return 'not-a-call';
    }
  }

  // A call it is: now its polarity and whether it is conditional. `lead` is the clause without "a real".
  const lead = nounForm ? dropLastWords(clause, determinerPhraseLength) : clause;
  if (nounForm && SHORT_OF.test(lead)) return 'conditional';
  if (/^\s+(?:yet|for now\b[^.]*\bbut)\b/u.test(after) && NEGATION_BEFORE.test(lead)) return 'conditional';
  if (HEDGE.test(clause)) return 'conditional';
  if (nounForm && RESCUED_FROM.test(lead)) polarity = polarity === 'ship' ? 'skip' : 'ship';
  else if (NEGATION_BEFORE.test(lead) || (nounForm && VERB_NEGATION.test(lead))) {
    if (HEDGED_NEGATION.test(lead.slice(-24))) return 'conditional';
    polarity = polarity === 'ship' ? 'skip' : 'ship';
  }
  if (CONDITION_WORDS.test(clause) || CONDITION_WORDS.test(nextClause) || BEFORE_I.test(clause)) return 'conditional';
  if (nounForm && MODAL_BEFORE.test(clause) && !FIRST_PERSON_BEFORE.test(clause.replace(/\s*(?:be\s+)?(?:a|an|the)\s+[\p{L}\s-]*$/u, ' '))) return 'conditional';
  return polarity;
}

interface SentenceCall {
  reading: Reading;
  /** Offset of the call word in the sentence, and its length. */
  at: number;
  length: number;
}

/** `lower` is the sentence through `normalise`; questions were set aside already. */
function readSentence(lower: string, named?: (at: number) => boolean): SentenceCall | null {
  let last: SentenceCall | null = null;
  CALL_WORD.lastIndex = 0;
  for (let match = CALL_WORD.exec(lower); match; match = CALL_WORD.exec(lower)) {
    if (named?.(match.index)) continue;
    const reading = readOccurrence(lower, match.index, match[1]);
    if (reading === 'ship' || reading === 'skip') last = { reading, at: match.index, length: match[1].length };
    else if (reading === 'conditional' && last === null) last = { reading, at: match.index, length: match[1].length };
  }
  return last;
}

/**
 * A row whose object is fronted into a relative clause ends where `{it}` would stand: "a company I'd put money
 * into", "the one I'd back", "something we would avoid". Every ship/skip row ending in `{it}` also reads that way,
 * as a `lead` row, so it counts only when the speaker says it ("I'd …" right before).
 */
export function withFrontedObjects(rows: readonly CallExpression[]): CallExpression[] {
  const fronted: CallExpression[] = [];
  for (const row of rows) {
    if (row.polarity !== 'ship' && row.polarity !== 'skip') continue;
    const cut = /^(.*\S)\s+\{it\}(?:\s+\$)?$/u.exec(row.pattern);
    if (cut && !/\bthe$/u.test(cut[1])) {
      // "the platform I'd bet on", also with a phrase after it: "… I'd bet on for the next decade".
      fronted.push({ pattern: `${cut[1]} $`, polarity: row.polarity, lead: true });
      // Only after a preposition of its own: "I'd bet on for", never "people will own over".
      if (!cut[1].includes('~') && /\s(?:on|onto|into|in|with|behind|to)$/u.test(cut[1])) fronted.push({ pattern: `${cut[1]} for|over|through|across|in`, polarity: row.polarity, lead: true });
    }
  }
  return [...rows, ...fronted];
}

const expressions = new ExpressionMatcher<CallExpression>(withFrontedObjects(CALL_EXPRESSIONS).map((row) => [row.pattern, row]));
/** The hits of the sentence being read, refilled for each (sentences are read one at a time). */
const sentenceHits: ExpressionHit<CallExpression>[] = [];
/** The calls found in the sentence being read, likewise refilled for each. */
const sentenceCandidates: Candidate[] = [];

/** By word number: whether a token is a call word (STEM) and whether an expression may start there (FIRST). */
const STEM = 1;
const FIRST = 2;
const triggerIds = new WordMap<number>();
for (const stem of CALL_STEMS) {
  const id = LEXICON.intern(stem);
  triggerIds.set(id, (triggerIds.get(id) ?? 0) | STEM);
}
for (const id of expressions.firstWords()) triggerIds.set(id, (triggerIds.get(id) ?? 0) | FIRST);
/** The same flags as one byte per word number (0: neither), read for every token; a number past its end has none. */
const triggers = Uint8Array.from({ length: LEXICON.count + 1 }, (_, id) => triggerIds.get(id) ?? 0);

/** One call-like expression found in a sentence: where it is and what the scope rules made of it. */
interface Candidate {
  reading: Reading | 'hedge';
  /** Offsets in the sentence. */
  at: number;
  end: number;
}

/** Whether the sentence ends in a question mark, maybe inside closing quotes or a bracket. */
/** A whole sentence that answers the one before: yes (group 1) or no. */
const ANSWER = /^\W*(?:(yes|yep|yeah|absolutely|definitely|of course|you bet|instantly|in a heartbeat|without (?:hesitation|hesitating|thinking twice|a second's thought|question)|like a shot|no question|no doubt|hands down|for sure|sure|without blinking|without a pause|every time|happily|gladly|without a second thought|(?:(?:i|we)(?:'ve| have)? )?already (?:have|did|do)|(?:i|we) (?:have|did|do|would|will)(?: already)?)|no|nope|never|not a chance|no way|(?:i|we) (?:wouldn't|would not|won't|didn't|haven't))\b[^;:]{0,30}[.!]?\W*$/u;

/** A whole closing sentence of contentment with what was done: "No regrets.", "Never looked back.", "Don't regret it." */
const NO_REGRETS = /^(?:no|zero) regrets?$/i;
const CLAUSE_END = /\s*[,;:—–]\s*$/u;
/**
 * A sentence that tells what the speaker expected going in: "I went in expecting to be underwhelmed, because … seemed hard
 * to justify", "I fully expected to send it back". What it calls is the view the rest of the quote tests, not the
 * speaker's call; the closing sentence, read on its own, is never one of these.
 */
const EXPECTED_GOING_IN = /^\W*(?:(?:honestly|frankly|admittedly|truthfully|so|and)[,\s]+)?(?:i|we)\s+(?:(?:went|came|go|going) in(?:to (?:it|this|the test|testing))?\s+(?:fully\s+|half\s+|quietly\s+|firmly\s+|honestly\s+)?(?:expecting|assuming|thinking|sure|convinced|certain|ready|prepared|braced)|(?:fully\s+|half\s+|honestly\s+|really\s+)?(?:expected|assumed) (?:to|i'd|we'd|i would|we would|it to|it would|this to|this would))\b/i;

const CONTENT_WITH_IT = /^\W*(?:(?:and\s+)?(?:absolutely|honestly|genuinely|zero|not one|not a single)\s+)?(?:(?:no|zero) regrets?|(?:(?:i|we)\s+)?(?:don['’]t|do not|never)\s+regret\s+(?:it|that)|(?:(?:i|we)\s+)?(?:(?:have|'ve)\s+)?(?:never|not|haven't|hasn't)\s+(?:looked|looking|gone|went|going)\s+back)(?:\s+(?:since|once|at all|yet))?\W*$/i;

/**
 * A call that repeats what the speaker did before it in the sentence, or is content with it ("I moved our docs off it
 * last spring and haven't looked back": no looking back from a move away is the move's call).
 */
const AGAIN = /\bdo (?:exactly |just |precisely )?(?:(?:it|that|the same)(?: all)?(?: over)? again|the same)\b|\b(?:never|not|haven['’]t|hasn['’]t) (?:look|looked|looking|gone|going|go|went) back\b/i;

/** A sentence that is a bare yes or no. */
const BARE_ANSWER = /^\W*(?:no|nope|yes|yep)\W*$/i;

/**
 * "Is it perfect? No.": a bare yes or no that answers a question asking for no call (whether it is perfect, cheap,
 * quiet) says nothing of buying it. A question that asks for one ("Would I buy it again? No.") keeps the answer.
 */
function answersNoCall(analyzed: AnalyzedText, sentence: number, reading: VerdictReading): boolean {
  if (sentence < 1 || !BARE_ANSWER.test(reading.sentence)) return false;
  const question = analyzed.sentenceText(sentence - 1);
  if (!isQuestion(question)) return false;
  return ruleCall(analyzeText(statementOf(question))).verdict === 'none';
}

/** A question's inverted head: "Would I", "Do we", "Should you". */
const INVERTED = /^(\W*(?:would|will|do|did|should|could|can|am|are|have))\s+(i|we|you)\b/i;

/**
 * A question the sentence asks itself, and its answer: "(if you're asking) whether I'd hold the stock, yes, I would".
 * Groups: the speaker ("I"), what is asked ("hold the stock"), "yes" or "no"; a clause may follow the answer.
 */
const ASKED_AND_ANSWERED = /\bwhether (i|we)(?:'d| would| will|'ll) ([^,;:]{3,120}?),\s*(yes|no)\s*,?\s*(?:(?:i|we) (?:would|will|do|wouldn't|won't|would not|will not)\b)?(?:\W*$|\s*[,;]\s*(?:and|but)\b)/i;

/** The statement a question asks to confirm: "Would I buy it again?" → "I would buy it again." */
function statementOf(question: string): string {
  return question.replace(/\?[\s"”’')\]]*$/u, '.').replace(INVERTED, (_, aux: string, who: string) => `${who} ${aux.trim().toLowerCase()}`);
}

const NO_CALL: VerdictReading = { verdict: 'none', sentence: '', expression: '' };

/**
 * The call of a quote: every sentence is read for the ship/skip/pass words (`readSentence`) and for the
 * rows of the expression table (each put through the same scope rules, `readCallScope`). Within a sentence
 * a hedge makes every call conditional; across the quote the last unconditional call wins.
 */
export function classifyVerdict(analyzed: AnalyzedText): VerdictReading {
  return readCall(analyzed, true);
}

/** The call the expression table and its scope rules make, without the word profile. */
export function ruleCall(analyzed: AnalyzedText): VerdictReading {
  return readCall(analyzed, false);
}

/**
 * `ruleCall`, and whether the word profile would be asked (no call, and the closing sentence did not decline one),
 * with `strict`: whether it would be asked if anything that spoke in the closing sentence held it back (for training
 * and measuring it: `train:calls -- --cv --strict`).
 */
export function ruleReading(analyzed: AnalyzedText): { call: VerdictReading; open: boolean; strict: boolean } {
  const asked = { open: false, strict: false };
  const call = readCall(analyzed, false, asked);
  return { call, open: asked.open, strict: asked.strict };
}

/** `asked`, when given, is told whether the word profile would be asked (only this quote's reading: a question's statement is read apart). */
function readCall(analyzed: AnalyzedText, profile: boolean, asked?: { open: boolean; strict: boolean }): VerdictReading {
  const call = readRulesFirst(analyzed, profile, asked);
  return profile ? overruled(analyzed, call) : call;
}

/** The call of the table, the scope rules and the closing stance, then, when `profile` and none of them called, of the word profile. */
function readRulesFirst(analyzed: AnalyzedText, profile: boolean, asked?: { open: boolean; strict: boolean }): VerdictReading {
  let call = NO_CALL;
  let i = 0;
  let lastSpoke = false;
  /**
   * The closing sentence declined to call: a hedge ("too early to tell") or a call that holds only on a condition
   * ("worth it only if …"). A call the scope rules set aside, or a blocker, does not hold back the word profile.
   */
  let lastHeld = false;
  /** A sentence before the closing one said outright that the quote makes no call: "No call from me on this one." */
  let hedgedBefore = false;
  /** The call before the closing sentence was read. */
  let beforeLast = NO_CALL;
  const last = analyzed.sentenceCount - 1;
  while (i < analyzed.tokenCount) {
    const sentence = analyzed.tokenSentence[i];
    // Cheap pre-filter: most sentences hold neither a call word nor the first word of an expression.
    let first = -1;
    let end = i;
    let hasStem = false;
    const { tokenCount, tokenSentence, wordId } = analyzed;
    for (; end < tokenCount && tokenSentence[end] === sentence; end++) {
      const id = wordId[end];
      const flags = id < triggers.length ? triggers[id] : 0;
      if (flags === 0) continue;
      if (flags & STEM) hasStem = true;
      if (first < 0 && flags & FIRST) first = end;
    }
    if ((hasStem || first >= 0) && sentence < analyzed.sentenceCount) {
      const read = readWholeSentence(analyzed, sentence, hasStem, first);
      const reading = read && sentence !== last && EXPECTED_GOING_IN.test(analyzed.sentenceText(sentence)) ? SPOKE : read;
      if (sentence === last) {
        beforeLast = call;
        lastSpoke = reading !== null;
        lastHeld = reading === HEDGED || reading === CONDITIONED;
      }
      if (reading === HEDGED && sentence !== last && NO_CALL_DECLARED.test(analyzed.sentenceText(sentence))) hedgedBefore = true;
      if ((reading === HEDGED || reading === CONDITIONED) && sentence === last) call = NO_CALL;
      else if (reading && reading !== SPOKE && reading !== BLOCKED && reading !== HEDGED && reading !== CONDITIONED && !answersNoCall(analyzed, sentence, reading)) call = reading;
    }
    i = end;
  }
  // "It went back to the shop and we got the cheaper model. No regrets.": a closing sentence that only says the speaker
  // is content with a move made before it keeps that move's call, which may be a skip.
  if (call !== NO_CALL && call.verdict === 'ship' && last >= 1 && call.sentence === analyzed.sentenceText(last) && CONTENT_WITH_IT.test(call.sentence)) {
    const before = beforeLast !== NO_CALL ? beforeLast.verdict : closingStance(analyzed.sentenceText(last - 1))?.verdict;
    if (before === 'skip') return { verdict: 'skip', sentence: call.sentence, expression: call.expression };
  }
  // "I returned it and bought the other one, no regrets.": the same, said at the end of the move's own sentence.
  if (call !== NO_CALL && call.verdict === 'ship' && last >= 0 && call.sentence === analyzed.sentenceText(last) && NO_REGRETS.test(call.expression)) {
    const head = call.sentence.slice(0, call.sentence.lastIndexOf(call.expression));
    if (CLAUSE_END.test(head) && closingStance(head.replace(CLAUSE_END, '.'))?.verdict === 'skip') return { verdict: 'skip', sentence: call.sentence, expression: call.expression };
  }
  // "Would I put my own money in? I already have.": a question the speaker answers is the call it asks about,
  // read as the statement it asks to confirm ("I would put my own money in").
  if (last >= 1 && !lastSpoke && call === NO_CALL && isQuestion(analyzed.sentenceText(last - 1))) {
    const answer = ANSWER.exec(normalise(analyzed.sentenceText(last)));
    const question = analyzed.sentenceText(last - 1);
    const statement = answer && ruleCall(analyzeText(statementOf(question)));
    if (answer && statement && statement.verdict !== 'none') {
      const verdict = answer[1] ? statement.verdict : statement.verdict === 'ship' ? 'skip' : 'ship';
      return { verdict, sentence: `${question} ${analyzed.sentenceText(last)}`, expression: statement.expression };
    }
  }
  // "If you're asking whether I'd hold the stock, yes, I would": the closing sentence asks its own question and answers
  // it, read as the pair above (the call the question asks about, turned round by a "no"); whatever its words read
  // on their own ("whether I'd sell my shares") was asked, not said.
  if (last >= 0 && (call === NO_CALL || call.sentence === analyzed.sentenceText(last))) {
    const text = analyzed.sentenceText(last);
    const asked = ASKED_AND_ANSWERED.exec(text.replace(/[’‘`]/gu, "'"));
    const statement = asked && ruleCall(analyzeText(`${asked[1]} would ${asked[2]}.`));
    if (asked && statement && statement.verdict !== 'none') {
      const verdict = asked[3].toLowerCase() === 'yes' ? statement.verdict : statement.verdict === 'ship' ? 'skip' : 'ship';
      return { verdict, sentence: text, expression: statement.expression };
    }
  }
  // No expression made a call: the closing sentence may still say what the speaker did or would do, unless
  // something in it spoke already (a hedge, a blocker, a call the scope rules set aside). So may a closing sentence
  // that leaves the thing after an earlier sentence took it up: praise, then "Mine is on eBay" (over the corpus, a
  // closing stance either way after any earlier call: 9 fewer right; a leaving one after a ship only: +5 −0).
  if (last >= 0 && !lastSpoke && (call === NO_CALL || call.verdict === 'ship')) {
    const text = analyzed.sentenceText(last);
    const stance = closingStance(text);
    if (stance && (call === NO_CALL || stance.verdict === 'skip')) return { verdict: stance.verdict, sentence: text, expression: stance.expression, stance: true };
  }
  // "If I had to have one I'd lease it, but honestly, I'd put the money into something that holds its value": a closing
  // sentence that opens on a condition, whose only call the scope rules set aside, then a clause after "but" that takes
  // a stance of its own, with no condition of its own. As above, after an earlier ship only a leaving stance is taken.
  if (last >= 0 && lastSpoke && !lastHeld && (call === NO_CALL || call.verdict === 'ship')) {
    const text = analyzed.sentenceText(last);
    const tail = CONDITION_OPENING.test(text) ? butTail(text) : null;
    const stance = tail === null || TAIL_CONDITION.test(tail) ? null : closingStance(tail);
    if (stance && (call === NO_CALL || stance.verdict === 'skip') && text.indexOf(stance.expression) >= text.length - tail!.length) {
      return { verdict: stance.verdict, sentence: text, expression: stance.expression, stance: true };
    }
  }
  // Nor did the closing sentence's stance: the word profile of the quote's words, when it is sure, unless the
  // closing sentence declined to call. A blocker ("out of", "get one of") or a call the scope rules set aside ("if
  // you're that team, …") says a phrase is no call, not that the quote makes none (leave-one-folder-out over 8,240
  // quotes: asked only after a silent closing sentence +43 −7, after anything but a hedge or an only-if +54 −9).
  if (call === NO_CALL && last >= 0 && !lastHeld && !hedgedBefore && !weighsWithoutCalling(analyzed.sentenceText(last), lastSpoke)) {
    if (asked) {
      asked.open = true;
      asked.strict = !lastSpoke;
    }
    const profiled = profile ? profiledCall(analyzed) : null;
    if (profiled) return { verdict: profiled.verdict, sentence: profiled.sentence, expression: profiled.expression, profiled: profiled.words };
  }
  return call;
}

/**
 * A hedge that says outright there is no call to come ("No call from me on this one, and here's why", "I'm not making
 * a call here"): said before the closing sentence, it keeps the word profile out of the quote as a closing hedge does.
 * Only these: an earlier "it depends" or "I'm torn" is often settled by what follows.
 */
const NO_CALL_DECLARED = /\bno (?:call|verdict)\b|\bnot (?:making|giving|offering) (?:a|the|any) (?:call|verdict)\b/i;

/** How many sentences a quote needs for its words to overrule its phrase: one sentence's words are too few to outweigh it. */
const OVERRULED_SENTENCES = 3;

/**
 * The call as the table read it, for what its words take as their object: an overruled ship ("buy the Tamsin", with a
 * quote's worth of complaint before it) still names what the speaker would buy instead, and the attribution reads
 * that; the call itself stays the skip.
 */
export function asTableRead(call: VerdictReading): VerdictReading {
  if (!call.overruled) return call;
  const { overruled: _, ...read } = call;
  return { ...read, verdict: 'ship' };
}

/** A call said in the word itself: "ship", "shipping". */
const SAID_SHIP = /(?<![\p{L}\p{N}-])(?:ship|shipping)(?![\p{L}\p{N}-])/iu;

/** "I wouldn't swap it for anything": a refusal to part with it at any price, whatever the words around it weigh. */
const NOT_FOR_ANYTHING = /\b(?:swap|trade|exchange|part with)\b.*\bfor (?:anything|the world)\b/i;
/**
 * A ship the table read, unless the word profile of the whole quote is far surer of a skip (`overruledShip`): the call
 * stays where the table found it, a skip, with the words that weighed for the skip.
 */
function overruled(analyzed: AnalyzedText, call: VerdictReading): VerdictReading {
  // "This is a real ship right now" says the call in its own word: no profile overrules that.
  if (call.verdict !== 'ship' || SAID_SHIP.test(call.expression) || NOT_FOR_ANYTHING.test(call.expression) || analyzed.sentenceCount < OVERRULED_SENTENCES) return call;
  const skip = overruledShip(analyzed);
  return skip ? { ...call, verdict: 'skip', overruled: skip.words } : call;
}

/**
 * A closing sentence that says what follows either way, a branch for each "if": "If that's solid, a win; if it's a
 * button in a dashboard, half a tool". It weighs both, so its words call neither, however they lean. (An "if not" or
 * "otherwise" as the second branch was tried too: at this margin it read 2 corpus calls and 1 blind-set call fewer.)
 */
const TWO_WAY = /\bif\b[^.;:!?]*[;,:—–]\s*(?:and\s+|but\s+|whereas\s+|while\s+)?if\b/i;

/**
 * A closing sentence of faint praise: "A workable machine once it's tidied", "Competent day to day; nothing about it
 * thrilled us", "Middle of the road, all told". It weighs the thing and finds it passable, which is no call, however
 * the words before it lean.
 */
const FAINT_PRAISE = /\b(?:workable|competent|serviceable|adequate|passable|unremarkable|middle[- ]of[- ]the[- ]road|(?:a )?mixed bag|nothing to rave about|nothing special|nothing remarkable|not very different from|exactly as good as|no more,? (?:and )?no less|\bpartly\b|\bpartially\b|\bif (?:unexciting|unremarkable|dull|plain|boring|uninspiring)\b|\bmiddling\b|without delighting)\b/i;
/**
 * A closing that weighs both ways or declines to make up its mind: "It fits one job cleanly and another badly", "some
 * days I love it, some days I …", "some days it's the best I own; other days I reach for another", "I'm still making up my
 * mind", "typical rather than good or bad". No call either.
 */
const BALANCED = /\b(?:one|some)\b[^.;:!?]*?(?:\band\b|\bbut\b|,)\s+(?:another|others|other|some)\b(?!\s+(?:one|ones)\b)|\b(?:good|great|better) or (?:bad|worse)\b|\bneither (?:good|great|bad)\b|\b(?:making|make) up (?:my|our) minds?\b|\bsomewhere (?:in )?between\b|\bsee both\b|\bboth (?:futures|outcomes)\b|\bplenty to (?:like|love|admire|enjoy)\b[^.;!?]*\bplenty to\b|\bchanging (?:my|our) minds?\b|\bform (?:a|an) (?:real |firm |proper |fair )?(?:opinion|view|verdict)\b|\b(?:professionally |studiously |firmly )?neutral\b|\bsome (?:days|weeks|mornings|nights|evenings|rides|runs|trips|shoots|sessions)\b[^.!?]*?\bother (?:days|weeks|mornings|nights|evenings|rides|runs|trips|shoots|sessions)\b/i;

/**
 * A closing sentence that sums the thing up as it is and stops there: "It does its job, for better and for worse",
 * "That's more or less the whole story", "That's where things stand after a week", "Hard to sum up in a word". It
 * describes; whatever the words before it lean, the speaker made no call.
 */
const SUMMED_UP = /\bfor better (?:and|or) (?:for )?worse\b|\b(?:that's|that is|there's|there is)\s+(?:(?:more or less|pretty much|about|basically|really)\s+)?(?:the whole story|all there is to (?:it|say))\b|\bwhere (?:things|it|we|i) stands?\b|\bhard to sum up\b/i;

/**
 * A closing sentence that opens on one audience and turns to another: "For a shop of two, the price is hard to justify,
 * but for a chain it pays for itself". When no phrase of it spoke, the quote's words cannot say which audience the
 * reader is: no call. (When its phrases spoke, they weighed each audience themselves.)
 */
const TWO_AUDIENCES = /^\W*for\b[^.;!?]*?,[^.;!?]*?\b(?:but|while|whereas)\s+for\b/i;

/**
 * Whether a closing sentence weighs the thing without calling it: two ways, two audiences (when no phrase of it spoke),
 * faint praise, balanced, or summed up.
 */
function weighsWithoutCalling(closing: string, spoke: boolean): boolean {
  return TWO_WAY.test(closing) || (!spoke && TWO_AUDIENCES.test(closing)) || FAINT_PRAISE.test(closing) || BALANCED.test(closing) || SUMMED_UP.test(closing);
}

/** Where the last ", but" (or "; but") of a sentence ends; -1 when it has none. */
function lastButAt(text: string): number {
  let at = -1;
  for (const m of text.matchAll(BUT_CLAUSE)) at = m.index + m[0].length;
  return at;
}

/** What follows the last ", but" (or "; but") of a sentence; null when it has none. */
function butTail(text: string): string | null {
  const at = lastButAt(text);
  return at < 0 ? null : text.slice(at);
}
/** A sentence that opens on a condition: "If I had to…", "Unless you…", "Even if…". */
const CONDITION_OPENING = /^\W*(?:even\s+)?(?:if|unless)\b/i;
const BUT_CLAUSE = /[,;—–]\s*but\s+/gi;
/** A condition of the clause's own: "…, but if you're in a flat, …". */
const TAIL_CONDITION = /\b(?:if|unless|when|whenever|once|provided|assuming|as long as|so long as)\b/i;

/** A sentence held a row or call word that the rules looked at (a hedge, a blocker, a call set aside), but no call. */
const SPOKE = 'spoke';
/** A sentence whose only rows were blockers (a phrase that is no call: "out of", "get one of"). */
const BLOCKED = 'blocked';
/** A sentence that declines to call ("too early to tell", "it depends"): in the closing sentence, it takes back any call before it. */
const HEDGED = 'hedged';
/** "only if", "only when", "only worth it if": a call that holds on that condition alone. */
const ONLY_ON = /\bonly (?:if|when|once|as long as|so long as)\b/u;
/** A call the writer names conditional: "it's a conditional ship", "a provisional yes". */
const NAMED_CONDITIONAL = /\b(?:conditional|provisional)\s+(?:ship|skip|yes|no|buy|pass|recommendation|thumbs)\b/u;
const onlyOn = (lowered: string): boolean => ONLY_ON.test(lowered) || ONLY_IF.test(lowered) || NAMED_CONDITIONAL.test(lowered);
/**
 * A sentence whose call holds only on a condition ("worth it only if …", "a conditional ship: fine for a prototype"):
 * in the closing sentence, it too takes back a call before it, and the word profile is not asked.
 */
const CONDITIONED = 'conditioned';

/** In a ship row's words, the one named the wrong one: "the wrong box to buy", "the worst blender to get". */
const WRONG_ONE = /\bthe (?:wrong|worst)\b/i;

/** "Why would you look anywhere else?", "why would anyone buy anything else?": asked, and answered by the asking. */
const ELSEWHERE_WHY = /\bwhy\s+(?:would|should|['’]d)\s+(?:you|anyone|anybody|i|we)(?:\s+ever|\s+even)?\s+(?:look|shop|go|buy|pick|choose|get|want|settle\s+for|bother\s+with|consider)\s+(?:anywhere|anything|anyone|anybody|something|somewhere|elsewhere)(?:\s+else)?[\s?"”’')\]]*$/i;

/** The reading of the last call that ends before `best` begins, if any. */
function callBefore(candidates: readonly Candidate[], best: Candidate): 'ship' | 'skip' | undefined {
  let found: Candidate | undefined;
  for (const c of candidates) if ((c.reading === 'ship' || c.reading === 'skip') && c.end <= best.at && (!found || c.end > found.end)) found = c;
  return found?.reading as 'ship' | 'skip' | undefined;
}

/** The sentence's call; `SPOKE` when something in it spoke without making one; null when nothing did. */
function readWholeSentence(analyzed: AnalyzedText, sentence: number, hasStem: boolean, first: number): VerdictReading | typeof SPOKE | typeof BLOCKED | typeof HEDGED | typeof CONDITIONED | null {
  const text = analyzed.sentenceText(sentence);
  if (isQuestion(text)) {
    // A question asks, it does not call; except one that asks why anyone would look elsewhere: "why would you look anywhere else?"
    const rhetorical = ELSEWHERE_WHY.exec(text);
    return rhetorical ? { verdict: 'ship', sentence: text, expression: rhetorical[0].replace(/[\s?"”’')\]]+$/u, '') } : null;
  }
  const base = analyzed.sentenceStart[sentence];
  // One list refilled per sentence (sentences are read one at a time): a fresh one grew a backing store every time.
  const candidates = sentenceCandidates;
  candidates.length = 0;
  let blocked = false;
  // The sentence through `normalise`, made when a rule first needs it (no closure: this runs for most sentences).
  let lowered: string | null = null;
  if (hasStem) {
    const word = readSentence((lowered = normalise(text)), analyzed.names.length ? (at) => analyzed.inName(base + at) : undefined);
    if (word) candidates.push({ reading: word.reading, at: word.at, end: word.at + word.length });
  }
  if (first >= 0) {
    const hits = expressions.hitsInSentence(analyzed, first, sentenceHits);
    for (let h = 0; h < hits.length; h++) {
      const hit = hits[h];
      // A row whose first word is a product's own ("Buy" of "Buy Me a Coffee") is the name, not a call.
      if (analyzed.names.length && analyzed.inName(analyzed.tokenStart[hit.first])) continue;
      const at = analyzed.tokenStart[hit.first] - base;
      const end = analyzed.tokenEnd[hit.last] - base;
      const { polarity, lead } = hit.value;
      if (polarity === 'none') {
        blocked = true;
        continue;
      }
      if (polarity === 'hedge') {
        candidates.push({ reading: 'hedge', at, end });
        continue;
      }
      const reading = readCallScope((lowered ??= normalise(text)), at, end, polarity, lead === true);
      // A lead row away from the head of its clause is other words ("it's going back"), not a call set aside.
      if (reading !== 'not-here') candidates.push({ reading, at, end });
    }
  }
  const silent = candidates.some((c) => c.reading === 'conditional') && onlyOn((lowered ??= normalise(text))) ? CONDITIONED : candidates.length ? SPOKE : blocked ? BLOCKED : null;
  // A hedge holds the sentence, unless a call follows it after "but": "I'm not telling anyone to sell theirs, but I'd
  // steer clear of it" calls.
  const turn = candidates.some((c) => c.reading === 'hedge') ? lastButAt(text) : -1;
  const calledAfter = turn >= 0 && candidates.some((c) => (c.reading === 'ship' || c.reading === 'skip') && c.at >= turn);
  for (const c of candidates) if (c.reading === 'hedge' && !(calledAfter && c.end <= turn)) return HEDGED;
  let best: Candidate | null = null;
  // The call that ends last; of two that end together ("Hard pass" and its "pass"), the longer.
  for (const c of candidates) if ((c.reading === 'ship' || c.reading === 'skip') && (!best || c.end > best.end || (c.end === best.end && c.at < best.at))) best = c;
  if (!best) return silent;
  let verdict = best.reading as Verdict;
  // "I moved my savings out, and I'd do it again": doing it again repeats what was done, whichever way that went.
  // So does "the same" after a call the sentence made before it: "I fly it only when there's no other option, and I'd
  // advise you to do the same".
  if (AGAIN.test(text.slice(best.at, best.end)) && (callBefore(candidates, best) ?? closingStance(text.slice(0, best.at))?.verdict) === 'skip') verdict = verdict === 'ship' ? 'skip' : 'ship';
  // "This is the wrong box to buy": a row's gap that took the one to buy took "wrong" with it.
  else if (verdict === 'ship' && WRONG_ONE.test(text.slice(best.at, best.end))) verdict = 'skip';
  return { verdict, sentence: text, expression: text.slice(best.at, best.end) };
}

