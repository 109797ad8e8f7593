import * as vscode from 'vscode';
import type { CatalogStore } from '../source/catalogStore';
import { productCard } from './productCard';

/** Minified bundles and data files have huge lines; nobody reads a product name there. */
const MAX_LINE_LENGTH = 2_000;

/** A product card when the pointer rests on a product name, in any document. */
export class ProductHoverProvider implements vscode.HoverProvider {
  constructor(private readonly store: CatalogStore) {}

  provideHover(document: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): vscode.Hover | undefined {
    const line = document.lineAt(position.line).text;
    if (line.length > MAX_LINE_LENGTH || token.isCancellationRequested) return undefined;
    const match = this.store.nameIndex.at(line, position.character);
    if (!match || token.isCancellationRequested) return undefined;
    const card = productCard(this.store.view, match.productIds);
    return card && new vscode.Hover(card, new vscode.Range(position.line, match.start, position.line, match.end));
  }
}
