import * as vscode from 'vscode';
import { ComparePanel } from '../compare/comparePanel';
import type { CommandServices, VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';
import { pickProduct } from './productPicker';

/** Compares two products side by side: `(idA?, idB?)`; a missing id is picked from the catalog. */
export const compareProducts: VerdictsCommand = {
  id: CommandId.compareProducts,
  async run(services, idA?: unknown, idB?: unknown) {
    await services.store.whenLoaded();
    const view = services.store.view;
    let first = typeof idA === 'string' ? idA : undefined;
    if (!first) {
      const picked = await pickProduct(view, { title: vscode.l10n.t('Compare Products'), placeholder: vscode.l10n.t('Pick the first product'), step: 1, totalSteps: 2 });
      if (!picked) return;
      first = picked.id;
    }
    await compareWithSecond(services, first, typeof idB === 'string' ? idB : undefined, idA === undefined ? 2 : undefined);
  },
};

/** Opens the comparison of `first` with `second`, asking for `second` when it is missing. */
export async function compareWithSecond(
  { store }: CommandServices,
  first: string,
  second: string | undefined,
  step?: number,
): Promise<void> {
  const view = store.view;
  const a = view.product(first);
  if (!a) {
    void vscode.window.showWarningMessage(vscode.l10n.t('No product "{0}" in the reviews any more.', first));
    return;
  }
  if (!second) {
    const picked = await pickProduct(view, {
      title: vscode.l10n.t('Compare {0} with…', a.name),
      placeholder: vscode.l10n.t('Pick the product to compare with'),
      step,
      totalSteps: step,
      exclude: a.id,
      opponentsOf: a.id,
      // Opened from a panel button, a hover link or a row: the click's own focus change must not close it.
      ignoreFocusOut: true,
    });
    if (!picked) return;
    second = picked.id;
  }
  if (!view.product(second)) {
    void vscode.window.showWarningMessage(vscode.l10n.t('No product "{0}" in the reviews any more.', second));
    return;
  }
  ComparePanel.createOrShow(store, a.id, second);
}
