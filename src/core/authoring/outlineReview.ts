import { analyzeFile, type FileAnalysis, type UnderstoodQuote } from '../catalog/analyzeFile';
import { deriveAliases } from '../understand/aliases';
import { quoteEvidence } from './quoteEvidence';
import { shortestName, type QuoteOutline, type ReviewOutline } from './reviewOutline';

// Reading a review file's outline: the analysis engine's part of authoring (reviewOutline.ts has the outline's
// shape and what editor surfaces ask of an outline once read).

export function outlineReviewFile(file: string, text: string, aliasesOf: (name: string) => string[] = deriveAliases): ReviewOutline {
  const analysis = analyzeFile(file, text, aliasesOf);
  return outlineOf(analysis, aliasesOf);
}

export function outlineOf(analysis: FileAnalysis, aliasesOf: (name: string) => string[] = deriveAliases): ReviewOutline {
  const title = analysis.title;
  const names: [string[], string[]] | null = title ? [[title.sides[0], ...aliasesOf(title.sides[0])], [title.sides[1], ...aliasesOf(title.sides[1])]] : null;
  const shortNames = names ? ([shortestName(0, names), shortestName(1, names)] as const) : null;
  return {
    title: title ? { line: title.line, text: title.raw, sides: title.sides } : null,
    names,
    quotes: analysis.quotes.map((quote) => outlineQuote(quote, names, shortNames)),
    problems: analysis.problems,
  };
}

function outlineQuote(quote: UnderstoodQuote, names: [string[], string[]] | null, shortNames: readonly [string, string] | null): QuoteOutline {
  const stated = quote.stated ?? {};
  const written = quote.attribution;
  const outline: QuoteOutline = {
    line: quote.line,
    column: quote.column,
    endLine: quote.endLine,
    persona: quote.persona,
    side: quote.side,
    product: quote.side === null || !shortNames ? null : shortNames[quote.side],
    verdict: quote.verdict,
    origin: {
      persona: stated.persona ? 'stated' : 'inferred',
      product: stated.product ? 'stated' : 'inferred',
      verdict: stated.verdict ? 'stated' : 'inferred',
    },
    written: {},
    evidence: quoteEvidence(quote, names),
  };
  if (written) {
    outline.attribution = { line: written.line, column: written.column, endColumn: written.endColumn };
    outline.written = { persona: written.personaText, product: written.product, call: written.callText };
  }
  return outline;
}

