import type { FileDecision, PersonaId, Problem, StatedFlags, Verdict } from '../model';
import { resolveStatedProduct, unknownProductProblem, type StatedLabels } from '../parse/attribution';
import { parseReviewFile, type ParsedTitle } from '../parse/parseReviewFile';
import { attributionNames, deriveAliases } from '../understand/aliases';
import { attributeQuotes, backToAnother, buildNameMatcher, CALL_OBJECT_WEIGHT, callObject, choseAnother, ContentWords, mentionScores, movedOffAnother, movedToAnother, movedToSide, weighsAsObject, type Attribution } from '../understand/attributeQuotes';
import { ASSIGNABLE, assignPersonas } from '../understand/assignPersonas';
import { callPersonaLean, classifyPersona, MIN_SCORE } from '../understand/classifyPersona';
import { asTableRead, classifyVerdict } from '../understand/classifyVerdict';
import { addMentionLeans } from '../understand/mentionModel';
import { AnalyzedText, analyzeText, gistOf } from '../understand/text';

/** One quote, understood: who speaks, about which side of the matchup, and with what call. */
export interface UnderstoodQuote {
  text: string;
  line: number;
  column: number;
  persona: PersonaId;
  verdict: Verdict;
  verdictSentence: string;
  gist: string;
  /** 0 or 1 for the matchup's sides; null when unattributed. */
  side: 0 | 1 | null;
  /** The quote's last line (its attribution line, if any, is `attribution.line`). */
  endLine: number;
  /** Which labels the file states (they won over inference); absent when all were inferred. */
  stated?: StatedFlags;
  /** How the file settled the side when the quote's names did not; absent when they did, or nothing did. */
  decidedBy?: FileDecision;
  /** The attribution as written, when the quote has one. */
  attribution?: StatedLabels;
  /** What inference alone concluded, before stated labels were applied. */
  inferred: { persona: PersonaId; verdict: Verdict; side: 0 | 1 | null };
  /** What the inference read, for "why" surfaces: each persona's cue score and each side's mention score. */
  readings: { personaScores: Readonly<Record<PersonaId, number>>; mentions: readonly [number, number]; attributedBy: Attribution['by'] };
}

/** Everything the catalog needs from one file; cached per file so a change re-reads only that file. */
export interface FileAnalysis {
  file: string;
  title: ParsedTitle | null;
  /** Sides named by the title (both when valid, fewer when broken). */
  sides: string[];
  quotes: UnderstoodQuote[];
  problems: Problem[];
}

/** A stated side outweighs any mention, so pairing and balance work around it. */
const STATED_SIDE: readonly [number, number][] = [[1e6, 0], [0, 1e6]];

/** Buffers reused by every call: analyzeFile runs to completion before the next call starts. */
const scratch = { analyzed: new AnalyzedText(), words: new ContentWords() };
/** The token spans of the product names in the quote being read: persona cues inside a name do not count. */
const nameSpans: number[] = [];
/** The side of each span in `nameSpans` (one per span). */
const nameSides: (0 | 1)[] = [];
/** The rules' weight of each span in `nameSpans`. */
const nameWeights: number[] = [];
const recordNameSpan = (side: 0 | 1, token: number, length: number, weight: number) => {
  nameSpans.push(token, token + length);
  nameSides.push(side);
  nameWeights.push(weight);
};

/**
 * The quote's own call, and the side it takes as its object, counted in `scores` (CALL_OBJECT_WEIGHT): a name inside
 * the call ("give the Max a miss"), or the speaker's move to one before it ("I moved us onto X and haven't looked
 * back"). A move to, or a choice of, a product of neither side is a move away from this one: a skip. `named`: the
 * file's title names two sides (`spans`, `sides`: the quote's names; `sideWords`: every word of both sides' names).
 * Shared with the trainers, which need the names' scores as the engine makes them.
 */
export function readCallObject(
  analyzed: AnalyzedText,
  named: boolean,
  spans: readonly number[],
  sides: readonly (0 | 1)[],
  sideWords: ReadonlySet<string> | null,
  scores: [number, number],
): { verdict: ReturnType<typeof classifyVerdict>; called: ReturnType<typeof callObject> } {
  let verdict = classifyVerdict(analyzed);
  // A ship the quote's words overruled is a skip already: the moves below turn a call as the table read it.
  const turns = named && !verdict.overruled;
  if (turns && (movedToAnother(analyzed, verdict, spans) || choseAnother(analyzed, verdict, spans, sideWords!))) verdict = { ...verdict, verdict: 'skip' };
  else if (turns && backToAnother(analyzed, verdict, spans)) verdict = { ...verdict, verdict: verdict.verdict === 'ship' ? 'skip' : 'ship' };
  else if (turns && movedOffAnother(analyzed, verdict, spans, sideWords!)) verdict = { ...verdict, verdict: 'ship' };
  // What the call's words take as their object, as the table read them (`asTableRead`).
  const read = asTableRead(verdict);
  const called = named ? callObject(analyzed, read, spans, sides) : null;
  const movedTo = named && called === null ? movedToSide(analyzed, read, spans, sides) : null;
  if (movedTo !== null) scores[movedTo.side] += CALL_OBJECT_WEIGHT;
  if (called !== null && weighsAsObject(called, read.verdict)) scores[called.side] += CALL_OBJECT_WEIGHT;
  // "Don't buy this one; buy the X": the one reviewed is the side the call turns from.
  else if (called?.against) scores[1 - called.side] += CALL_OBJECT_WEIGHT;
  return { verdict, called };
}


/**
 * Parses and understands one review file. `aliasesOf` derives a product's short forms; the catalog
 * builder passes a cached one, since the same products recur across files.
 */
export function analyzeFile(file: string, content: Uint8Array | string, aliasesOf: (name: string) => string[] = deriveAliases): FileAnalysis {
  const parsed = parseReviewFile(file, content);
  const problems = [...parsed.problems];
  const sides = parsed.title ? parsed.title.sides : parsed.partialSides;
  const names = parsed.title ? buildNameMatcher(attributionNames(parsed.title.sides[0], parsed.title.sides[1], aliasesOf)) : null;
  const sideNames: [string[], string[]] | null = parsed.title ? [namesOf(parsed.title.sides[0], aliasesOf), namesOf(parsed.title.sides[1], aliasesOf)] : null;
  // Every word of both sides' names, lower case: a name of neither side is none of them.
  const sideWords = sideNames ? sideWordsOf(sideNames) : null;

  // The shared buffers: each quote is read to the end before the next is tokenized.
  const { analyzed, words } = scratch;
  words.clear();
  const readings = parsed.quotes.map((quote) => {
    // Stated labels are inputs to the inference, so they constrain the rest of the file (pairing, seats).
    const statedVerdict = quote.stated?.verdict;
    const statedSide = quote.stated?.product !== undefined && sideNames ? resolveStatedProduct(quote.stated.product, sideNames).side : null;
    analyzeText(quote.text, analyzed);
    // Attribution (only with two sides) scores the names, and keeps the words for its tie-break.
    if (names) words.add(analyzed);
    nameSpans.length = 0;
    nameSides.length = 0;
    nameWeights.length = 0;
    const mentions = names ? mentionScores(analyzed, names, recordNameSpan) : ([0, 0] as [number, number]);
    // The word profile of how the names are used, beside the rules' weights.
    addMentionLeans(analyzed, nameSpans, nameSides, nameWeights, mentions);
    const persona = classifyPersona(analyzed, undefined, nameSpans);
    analyzed.names = nameSpans;
    const { verdict: ownVerdict, called } = readCallObject(analyzed, names !== null, nameSpans, nameSides, sideWords, mentions);
    return {
      persona: persona.persona,
      personaScores: persona.scores,
      profiled: persona.profiled,
      verdict: statedVerdict ? { verdict: statedVerdict, sentence: '', expression: '' } : ownVerdict,
      gist: gistOf(analyzed),
      scores: statedSide !== null ? STATED_SIDE[statedSide] : mentions,
      // What the text alone says, kept for "why" surfaces when a stated label overrides it.
      own: { persona: persona.persona, verdict: ownVerdict.verdict, side: mentions[0] > mentions[1] ? 0 : mentions[1] > mentions[0] ? 1 : null } as const,
      statedSide,
      // Only a name that is the call's whole object: in "swap yours for it" or "swapped it for the X" the name is
      // the one left or taken instead, and a skip of a named other ("skip the X") says nothing sure of this one.
      // One pointed at ("I'd spend it there", after the sentence naming it) is the call's object whatever "it" is.
      calledSide: called === null || ownVerdict.verdict !== 'ship' || (!called.far && PRONOUN_OBJECT.test(ownVerdict.expression)) ? null : called.side,
    };
  });
  // A persona reviews each product at most once: in a matchup the file's quotes are assigned together.
  // A quote the word profile read may take any persona's seat: its scores are lifted to the threshold.
  // The call each quote makes tips a near tie between personas that read it almost alike (only those it reads as at all).
  const personas = assignPersonas(readings.map((r) => {
    const lean = callPersonaLean(r.verdict.verdict);
    return ASSIGNABLE.map((id) => r.personaScores[id] + (r.profiled ? MIN_SCORE : 0) + (r.personaScores[id] >= MIN_SCORE ? lean[id] : 0));
  }), MIN_SCORE, parsed.title ? 2 : 0, parsed.quotes.map((q) => q.stated?.persona), parsed.title ? readings.map((r) => r.scores[0] - r.scores[1]) : undefined);
  personas.forEach((choice, i) => (readings[i].persona = choice.persona));
  const attributions = parsed.title ? attributeQuotes(readings, words) : null;

  const quotes = parsed.quotes.map((quote, i): UnderstoodQuote => {
    const reading = readings[i];
    // Where a label is stated, what inference would have said is the text's own reading of it.
    const stated = quote.stated;
    const inferredSide = reading.statedSide !== null ? reading.own.side : attributions ? attributions[i].side : null;
    const inferred = {
      persona: stated?.persona ? reading.own.persona : reading.persona,
      verdict: callAbout(reading.own.verdict, reading.calledSide, inferredSide),
      side: inferredSide,
    };
    const labels = applyStatedLabels(inferred, quote.stated, sideNames);
    if (labels.problem) problems.push(unknownProductProblem(file, quote.stated!, parsed.title!.sides, labels.problem.suggestions, labels.problem.ambiguous));
    const side = labels.side;
    if (!parsed.title && i === 0) {
      // Kept, and said so where the quotes are (the title's problem is on line 1): once, not on every quote,
      // so a title being typed does not light up the whole file.
      const count = parsed.quotes.length;
      problems.push({
        file, line: quote.line, column: quote.column, severity: 'info', code: 'unattributed',
        message: `${count === 1 ? 'This quote was' : `The ${count} quotes of this file were`} kept as ${count === 1 ? 'an unattributed review' : 'unattributed reviews'} (under their personas and in Search Reviews): the title does not name two products, so Verdicts cannot tell which one each reviews. Fixing the title attributes them.`,
      });
    } else if (attributions && side === null) {
      const [a, b] = parsed.title!.sides;
      // Its names lean to one side, and it is still undecided: the same persona's other quote leans there as much,
      // and a persona reviews each product once.
      const [own, other] = reading.scores;
      const leans = own > 0 && own > other ? 0 : other > 0 && other > own ? 1 : null;
      problems.push({
        file, line: quote.line, column: quote.column, severity: 'warning', code: 'unattributed',
        message: leans === null
          ? `Verdicts could not tell whether this quote reviews “${a}” or “${b}”: it names neither. It was kept as unattributed; naming the product in the quote fixes this.`
          : `Verdicts could not tell whether this quote reviews “${a}” or “${b}”: it names “${leans === 0 ? a : b}”, but so does the other quote by the same persona in this file, and a persona reviews each product once. It was kept as unattributed; stating its product after the quote (“— on …”) fixes this.`,
      });
    }
    const understood: UnderstoodQuote = {
      text: quote.text,
      line: quote.line,
      column: quote.column,
      persona: labels.persona,
      verdict: labels.verdict,
      // A stated call that overrules the inferred one has no sentence of its own to point at.
      verdictSentence: labels.verdict === inferred.verdict ? reading.verdict.sentence : '',
      gist: reading.gist,
      side,
      endLine: quote.endLine,
      inferred,
      readings: { personaScores: reading.personaScores, mentions: reading.scores, attributedBy: attributions ? attributions[i].by : 'none' },
    };
    if (labels.stated) understood.stated = labels.stated;
    const by = understood.readings.attributedBy;
    if (side !== null && !labels.stated?.product && by !== 'names' && by !== 'none') understood.decidedBy = by;
    if (quote.stated) understood.attribution = quote.stated;
    return understood;
  });
  return { file, title: parsed.title, sides, quotes, problems };
}

const PRONOUN_OBJECT = /\b(?:it|this|them|these|this one)\b/i;

/**
 * The call as it stands for the product the quote was given. A call that takes the other product as its object
 * ("get the X and let the experts keep theirs", said in a review of the other one) recommends that one over this:
 * for this one it is the opposite call. Only once the file's reading has settled the side, since naming a product
 * in the call also leans the side toward it.
 */
export function callAbout(verdict: Verdict, calledSide: 0 | 1 | null, side: 0 | 1 | null): Verdict {
  return verdict === 'ship' && calledSide !== null && side !== null && calledSide !== side ? 'skip' : verdict;
}

/**
 * Stated labels win over inferred ones: the one place they are applied. A stated product is a side's name or
 * short form; one that names neither side leaves the inferred side and comes back as a problem.
 * (Seam: a joint solver that takes the stated labels as constraints can replace this override.)
 */
export function applyStatedLabels(
  inferred: { persona: PersonaId; verdict: Verdict; side: 0 | 1 | null },
  stated: StatedLabels | undefined,
  names: [string[], string[]] | null,
): { persona: PersonaId; verdict: Verdict; side: 0 | 1 | null; stated?: StatedFlags; problem?: { suggestions: string[]; ambiguous: boolean } } {
  if (!stated) return inferred;
  const result: ReturnType<typeof applyStatedLabels> = { ...inferred };
  const flags: StatedFlags = {};
  if (stated.persona) {
    result.persona = stated.persona;
    flags.persona = true;
  }
  if (stated.verdict) {
    result.verdict = stated.verdict;
    flags.verdict = true;
  }
  if (stated.product !== undefined && names) {
    const resolved = resolveStatedProduct(stated.product, names);
    if (resolved.side !== null) {
      result.side = resolved.side;
      flags.product = true;
    } else {
      result.problem = { suggestions: resolved.suggestions, ambiguous: resolved.ambiguous };
    }
  }
  if (flags.persona || flags.verdict || flags.product) result.stated = flags;
  return result;
}

/** Every word of both sides' names and short forms, lower case: a name of neither side is none of them. Shared with the trainers. */
export function sideWordsOf(sideNames: readonly (readonly string[])[]): Set<string> {
  return new Set(sideNames.flatMap((list) => list.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u))));
}

function namesOf(name: string, aliasesOf: (name: string) => string[]): string[] {
  return [name, ...aliasesOf(name)];
}
