import * as vscode from 'vscode';
import type { SourceRef } from '../../core/base';
import type { CatalogStore } from '../source/catalogStore';
import { reviewSource } from '../tree/treeItems';
import { isTreeNode } from '../tree/treeNodes';
import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';

/**
 * Opens a review file and selects a line: `(fileUri, line, 'beside'?)` with a 1-based line (`'beside'` opens it
 * beside the active editor, as the panels' source links do), or a review or matchup row.
 */
export const openSource: VerdictsCommand = {
  id: CommandId.openSource,
  takesTreeRows: true,
  async run({ store }, target?: unknown, line?: unknown, where?: unknown) {
    const source = typeof target === 'string' ? { file: target, line: typeof line === 'number' ? line : 1 } : sourceOfRow(store, target);
    if (!source) return;
    const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(source.file));
    const lineIndex = Math.min(Math.max(0, Math.floor(source.line) - 1), document.lineCount - 1);
    const range = document.lineAt(lineIndex).range;
    const viewColumn = typeof target === 'string' && where === 'beside' ? vscode.ViewColumn.Beside : undefined;
    const editor = await vscode.window.showTextDocument(document, { selection: range, preview: true, viewColumn });
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  },
};

function sourceOfRow(store: CatalogStore, target: unknown): SourceRef | undefined {
  if (!isTreeNode(target)) return undefined;
  const view = store.view;
  switch (target.kind) {
    case 'review': {
      const review = view.review(target.reviewId);
      return review ? reviewSource(review, target.matchupId) : undefined;
    }
    case 'matchup':
      return view.matchup(target.matchupId)?.source;
    case 'product': {
      const matchupId = target.matchupId ?? view.product(target.productId)?.matchups[0];
      return matchupId ? view.matchup(matchupId)?.source : undefined;
    }
    case 'persona':
      return undefined;
  }
}
