import * as vscode from 'vscode';
import type { ReviewOutlines } from './reviewOutlines';

/** A fold per quote that spans lines (its attribution line included): long files collapse to their quotes. */
export class ReviewFolding implements vscode.FoldingRangeProvider {
  constructor(private readonly outlines: ReviewOutlines) {}

  async provideFoldingRanges(document: vscode.TextDocument): Promise<vscode.FoldingRange[]> {
    return (await this.outlines.outline(document)).quotes.map((quote) => [quote.line - 1, Math.max(quote.endLine, quote.attribution?.line ?? 0) - 1] as const)
      .filter(([start, end]) => end > start)
      .map(([start, end]) => new vscode.FoldingRange(start, end, vscode.FoldingRangeKind.Region));
  }
}
