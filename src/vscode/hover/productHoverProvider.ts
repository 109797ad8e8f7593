import * as vscode from 'vscode';
import type { CatalogStore } from '../source/catalogStore';
import { productCard } from './productCard';

/** Minified bundles and data files have huge lines; nobody reads a product name there. */
const MAX_LINE_LENGTH = 2_000;

/** A product card when the pointer rests on a product name, in any document. */
export class ProductHoverProvider implements vscode.HoverProvider {
  constructor(private readonly store: CatalogStore) {}

  provideHover(
    document: vscode.TextDocument,
    position: vscode.Position,
    token: vscode.CancellationToken,
  ): vscode.Hover | undefined | Promise<vscode.Hover | undefined> {
    const line = document.lineAt(position.line).text;
    if (line.length > MAX_LINE_LENGTH || token.isCancellationRequested) return undefined;
    const hover = this.cardAt(line, position);
    if (hover) return hover;
    // The name may be in a file still being read. Wait for the load (the hover says "Loading…" meanwhile) and
    // look again once the catalog has changed; when nothing is loading, this settles at once.
    const before = this.store.view;
    return untilCancelled(this.store.whenLoaded(), token).then((loaded) =>
      loaded && !token.isCancellationRequested && this.store.view !== before ? this.cardAt(line, position) : undefined,
    );
  }

  private cardAt(line: string, position: vscode.Position): vscode.Hover | undefined {
    const match = this.store.nameIndex.at(line, position.character);
    if (!match) return undefined;
    const card = productCard(this.store.view, match.productIds);
    return card && new vscode.Hover(card, new vscode.Range(position.line, match.start, position.line, match.end));
  }
}

/** True once `promise` settles, false if the hover is cancelled first (the pointer moved on). */
function untilCancelled(promise: Promise<unknown>, token: vscode.CancellationToken): Promise<boolean> {
  return new Promise((resolve) => {
    const listener = token.onCancellationRequested(() => {
      listener.dispose();
      resolve(false);
    });
    promise.then(
      () => {
        listener.dispose();
        resolve(true);
      },
      () => {
        listener.dispose();
        resolve(false);
      },
    );
  });
}
