import type { PersonaId, Problem, Verdict } from '../model';
import { parseReviewFile, type ParsedTitle } from '../parse/parseReviewFile';
import { deriveAliases } from '../understand/aliases';
import { attributeQuotes } from '../understand/attributeQuotes';
import { classifyPersona } from '../understand/classifyPersona';
import { classifyVerdict } from '../understand/classifyVerdict';
import { analyzeText, gistOf } from '../understand/text';

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

export function analyzeFile(file: string, content: Uint8Array | string): FileAnalysis {
  const parsed = parseReviewFile(file, content);
  const problems = [...parsed.problems];
  const analyzed = parsed.quotes.map((q) => analyzeText(q.text));
  const personas = analyzed.map((a) => classifyPersona(a).persona);
  const sides = parsed.title ? parsed.title.sides : parsed.partialSides;
  const attributions = parsed.title
    ? attributeQuotes(
        analyzed.map((a, i) => ({ analyzed: a, persona: personas[i] })),
        [namesOf(parsed.title.sides[0]), namesOf(parsed.title.sides[1])],
      )
    : null;

  const quotes = parsed.quotes.map((quote, i): UnderstoodQuote => {
    const verdict = classifyVerdict(analyzed[i]);
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
      persona: personas[i],
      verdict: verdict.verdict,
      verdictSentence: verdict.sentence,
      gist: gistOf(analyzed[i]),
      side,
    };
  });
  return { file, title: parsed.title, sides, quotes, problems };
}

function namesOf(name: string): string[] {
  return [name, ...deriveAliases(name)];
}
