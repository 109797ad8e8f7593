import * as vscode from 'vscode';
import { PERSONAS, type PersonaId } from '../../core/base';
import { ProductPanel } from '../panel/productPanel';
import { isTreeNode, productIdOf } from '../tree/treeNodes';
import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';
import { pickProduct } from './productPicker';

/** Opens a product's panel, at one persona's card when given: `(productId?, persona?)` or a tree row. */
export const openProduct: VerdictsCommand = {
  id: CommandId.openProduct,
  takesTreeRows: true,
  async run({ store }, target?: unknown, persona?: unknown) {
    await store.whenLoaded();
    let productId = productIdOf(target);
    const personaId = isPersonaId(persona) ? persona : isTreeNode(target) && target.kind === 'review' ? target.persona : undefined;
    if (!productId) {
      const picked = await pickProduct(store.view, { title: vscode.l10n.t('Open Product') });
      if (!picked) return;
      productId = picked.id;
    }
    if (!store.view.product(productId)) {
      void vscode.window.showWarningMessage(vscode.l10n.t('No product "{0}" in the reviews any more.', productId));
      return;
    }
    ProductPanel.createOrShow(store, productId, personaId);
  },
};

function isPersonaId(value: unknown): value is PersonaId {
  return PERSONAS.some((persona) => persona.id === value);
}
