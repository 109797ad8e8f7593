import * as vscode from 'vscode';
import { quoteAtLine } from '../../core/base';
import { renderQuoteHoverMarkdown } from '../../core/render/base';
import { CommandId } from '../contract/ids';
import type { ReviewOutlines } from './reviewOutlines';

/** The only command the hover's link may run; file text is escaped by the renderer. */
const enabledCommands = [CommandId.attributeQuote];

/** Hover on a quote: its labels, stated or inferred, and why. A lookup in the last outline read, nothing more. */
export class QuoteHover implements vscode.HoverProvider {
  constructor(private readonly outlines: ReviewOutlines) {}

  async provideHover(document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    const quote = quoteAtLine(this.outlines.latest(document) ?? (await this.outlines.outline(document)), position.line + 1);
    if (!quote) return undefined;
    const markdown = new vscode.MarkdownString(
      renderQuoteHoverMarkdown(quote, { attributeCommand: { id: CommandId.attributeQuote, args: [document.uri.toString(), quote.line] } }),
    );
    markdown.isTrusted = { enabledCommands };
    markdown.supportHtml = false;
    return new vscode.Hover(markdown);
  }
}
