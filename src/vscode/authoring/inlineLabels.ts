import * as vscode from 'vscode';
import { inferredLabels, type LabelKind } from '../../core/base';
import { CommandId } from '../contract/ids';
import { Disposable } from '../disposable';
import { plainLabel } from './plainLabel';
import type { ReviewOutlines } from './reviewOutlines';

const KIND_NAME: Record<LabelKind, string> = { persona: 'persona', product: 'product', verdict: 'call' };

/**
 * After each quote (or its attribution line), what Verdicts inferred about it: `inferred: The Skeptic · Cursor ·
 * ship`. Stated labels are in the file already and are not repeated. Each label is a link: clicking it asks
 * for the right one and writes it into the attribution line. Plain text only: nothing from the file is
 * interpreted.
 */
export class InlineLabels extends Disposable implements vscode.InlayHintsProvider {
  private readonly _onDidChangeInlayHints = this._register(new vscode.EventEmitter<void>());
  readonly onDidChangeInlayHints = this._onDidChangeInlayHints.event;

  constructor(private readonly outlines: ReviewOutlines) {
    super();
    this._register(outlines.onDidChange(() => this._onDidChangeInlayHints.fire()));
  }

  async provideInlayHints(document: vscode.TextDocument, range: vscode.Range): Promise<vscode.InlayHint[]> {
    const hints: vscode.InlayHint[] = [];
    for (const quote of (await this.outlines.outline(document)).quotes) {
      const line = Math.max(quote.endLine, quote.attribution?.line ?? 0) - 1;
      if (line < range.start.line || line > range.end.line || line >= document.lineCount) continue;
      const labels = inferredLabels(quote);
      if (!labels.length) continue;
      const parts: vscode.InlayHintLabelPart[] = [new vscode.InlayHintLabelPart('inferred: ')];
      labels.forEach((label, i) => {
        if (i) parts.push(new vscode.InlayHintLabelPart(' · '));
        const part = new vscode.InlayHintLabelPart(plainLabel(label.text, 40));
        part.tooltip = vscode.l10n.t('Inferred {0}: click to state the right one in an attribution line', KIND_NAME[label.kind]);
        part.command = { title: vscode.l10n.t('State the {0}', KIND_NAME[label.kind]), command: CommandId.attributeQuote, arguments: [document.uri.toString(), quote.line, label.kind] };
        parts.push(part);
      });
      const hint = new vscode.InlayHint(document.lineAt(line).range.end, parts);
      hint.paddingLeft = true;
      hints.push(hint);
    }
    return hints;
  }
}
