import * as vscode from 'vscode';
import { quoteSymbolName, type QuoteOutline } from '../../core/base';
import { plainLabel } from './plainLabel';
import type { ReviewOutlines } from './reviewOutlines';

/** Outline, breadcrumbs and Go to Symbol: the title, then each quote as "The Skeptic on Cursor — Ship". */
export class ReviewSymbols implements vscode.DocumentSymbolProvider {
  constructor(private readonly outlines: ReviewOutlines) {}

  async provideDocumentSymbols(document: vscode.TextDocument): Promise<vscode.DocumentSymbol[]> {
    const outline = await this.outlines.outline(document);
    const quotes = outline.quotes.map((quote) => {
      const range = quoteRange(document, quote);
      const symbol = new vscode.DocumentSymbol(plainLabel(quoteSymbolName(quote), 120), originDetail(quote), vscode.SymbolKind.String, range, document.lineAt(quote.line - 1).range);
      return symbol;
    });
    if (!outline.title) return quotes;
    const titleLine = document.lineAt(outline.title.line - 1);
    const whole = new vscode.Range(titleLine.range.start, document.lineAt(document.lineCount - 1).range.end);
    const title = new vscode.DocumentSymbol(plainLabel(outline.title.text, 120), '', vscode.SymbolKind.Namespace, whole, titleLine.range);
    title.children = quotes;
    return [title];
  }
}

/** The lines a quote covers, its attribution line included. */
export function quoteRange(document: vscode.TextDocument, quote: QuoteOutline): vscode.Range {
  const last = Math.min(document.lineCount, Math.max(quote.endLine, quote.attribution?.line ?? 0)) - 1;
  return new vscode.Range(quote.line - 1, 0, last, document.lineAt(last).text.length);
}

function originDetail(quote: QuoteOutline): string {
  const stated = Object.values(quote.origin).filter((origin) => origin === 'stated').length;
  return stated === 0 ? 'inferred' : stated === 3 ? 'stated' : 'partly stated';
}
