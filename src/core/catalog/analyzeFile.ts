import type { PersonaId, Problem, Verdict } from '../model';
import { parseReviewFile, type ParsedTitle } from '../parse/parseReviewFile';
import { attributionNames, deriveAliases } from '../understand/aliases';
import { attributeQuotes, buildNameMatcher, ContentWords, mentionScores } from '../understand/attributeQuotes';
import { ASSIGNABLE, assignPersonas } from '../understand/assignPersonas';
import { classifyPersona, MIN_SCORE } from '../understand/classifyPersona';
import { classifyVerdict } from '../understand/classifyVerdict';
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

/**
 * Parses and understands one review file. `aliasesOf` derives a product's short forms; the catalog
 * builder passes a cached one, since the same products recur across files.
 */
export function analyzeFile(file: string, content: Uint8Array | string, aliasesOf: (name: string) => string[] = deriveAliases): FileAnalysis {
  const parsed = parseReviewFile(file, content);
  const problems = [...parsed.problems];
  const sides = parsed.title ? parsed.title.sides : parsed.partialSides;
  const names = parsed.title ? buildNameMatcher(attributionNames(parsed.title.sides[0], parsed.title.sides[1], aliasesOf)) : null;

  // The shared buffers: each quote is read to the end before the next is tokenized.
  const { analyzed, words } = scratch;
  words.clear();
  const readings = parsed.quotes.map((quote) => {
    const { stated } = quote;
    analyzeText(quote.text, analyzed);
    // Attribution (only with two sides) scores the names, and keeps the words for its tie-break.
    if (names) words.add(analyzed);
    const persona = classifyPersona(analyzed);
    return {
      persona: persona.persona,
      personaScores: ASSIGNABLE.map((id) => persona.scores[id]),
      verdict: stated?.verdict ? { verdict: stated.verdict, sentence: '', expression: '' } : classifyVerdict(analyzed),
      gist: gistOf(analyzed),
      scores: stated?.side !== undefined ? STATED_SIDE[stated.side] : names ? mentionScores(analyzed, names) : ([0, 0] as [number, number]),
    };
  });
  // A persona reviews each product at most once: in a matchup the file's quotes are assigned together.
  const personas = assignPersonas(readings.map((r) => r.personaScores), MIN_SCORE, parsed.title ? 2 : 0, parsed.quotes.map((q) => q.stated?.persona));
  personas.forEach((choice, i) => (readings[i].persona = choice.persona));
  const attributions = parsed.title ? attributeQuotes(readings, words) : null;

  const quotes = parsed.quotes.map((quote, i): UnderstoodQuote => {
    const reading = readings[i];
    const side = attributions ? attributions[i].side : null;
    if (attributions && side === null) {
      const [a, b] = parsed.title!.sides;
      problems.push({
        file, line: quote.line, column: quote.column, severity: 'warning', code: 'unattributed',
        message: `Verdicts could not tell whether this quote reviews “${a}” or “${b}”: it names neither. It was kept as unattributed; naming the product in the quote fixes this.`,
      });
    }
    return {
      text: quote.text,
      line: quote.line,
      column: quote.column,
      persona: reading.persona,
      verdict: reading.verdict.verdict,
      verdictSentence: reading.verdict.sentence,
      gist: reading.gist,
      side,
    };
  });
  return { file, title: parsed.title, sides, quotes, problems };
}
