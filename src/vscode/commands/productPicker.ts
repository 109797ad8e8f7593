import * as vscode from 'vscode';
import type { CatalogView, Product } from '../../core/base';
import { tallyDescription } from '../tree/verdictStyle';

interface ProductItem extends vscode.QuickPickItem {
  product: Product;
}

export interface PickProductOptions {
  title: string;
  placeholder?: string;
  step?: number;
  totalSteps?: number;
  /** Left out of the list: the product being compared against. */
  exclude?: string;
  /** Listed first, under its own heading: the products that met `exclude` in a matchup. */
  opponentsOf?: string;
  /**
   * Stay open when focus moves away: a pick opened by a click in a panel or a hover, whose own focus change can
   * land after the pick appears and would otherwise close it at once. Escape still cancels.
   */
  ignoreFocusOut?: boolean;
}

/** A product chosen from the catalog, each shown with its tally; undefined when the user cancels. */
export async function pickProduct(view: CatalogView, options: PickProductOptions): Promise<Product | undefined> {
  const toItem = (product: Product): ProductItem => ({
    label: product.name,
    description: tallyDescription(product.tally),
    product,
  });
  const candidates = view.catalog.products.filter((product) => product.id !== options.exclude);
  let items: (ProductItem | vscode.QuickPickItem)[] = candidates.map(toItem);
  const opponentOf = options.opponentsOf;
  if (opponentOf) {
    const opponents = candidates.filter((product) => view.matchupBetween(opponentOf, product.id));
    const others = candidates.filter((product) => !view.matchupBetween(opponentOf, product.id));
    if (opponents.length && others.length) {
      items = [
        { label: vscode.l10n.t('Matched up'), kind: vscode.QuickPickItemKind.Separator },
        ...opponents.map(toItem),
        { label: vscode.l10n.t('Other products'), kind: vscode.QuickPickItemKind.Separator },
        ...others.map(toItem),
      ];
    }
  }

  const quickPick = vscode.window.createQuickPick<ProductItem | vscode.QuickPickItem>();
  quickPick.title = options.title;
  quickPick.placeholder = options.placeholder ?? vscode.l10n.t('Type a product name');
  quickPick.step = options.step;
  quickPick.totalSteps = options.totalSteps;
  quickPick.matchOnDescription = false;
  quickPick.ignoreFocusOut = options.ignoreFocusOut ?? false;
  quickPick.items = items;
  try {
    return await new Promise<Product | undefined>((resolve) => {
      quickPick.onDidAccept(() => {
        const selected = quickPick.selectedItems[0];
        resolve(selected && 'product' in selected ? selected.product : undefined);
        quickPick.hide();
      });
      quickPick.onDidHide(() => resolve(undefined));
      quickPick.show();
    });
  } finally {
    quickPick.dispose();
  }
}
