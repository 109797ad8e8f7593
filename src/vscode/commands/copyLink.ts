import * as vscode from 'vscode';
import type { CatalogView } from '../../core/base';
import type { DeepLink } from '../links/deepLink';
import { deepLinkUri } from '../links/deepLinkHandler';
import { isTreeNode } from '../tree/treeNodes';
import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';
import { pickProduct } from './productPicker';

/**
 * Puts a Verdicts link on the clipboard and returns it: `(productId)`, `(idA, idB)` for a comparison, a product
 * row, a review row (the link opens that persona's card) or a matchup row (its comparison); without an argument
 * asks for a product.
 */
export const copyLink: VerdictsCommand = {
  id: CommandId.copyLink,
  takesTreeRows: true,
  async run({ store, extensionId }, target?: unknown, second?: unknown) {
    await store.whenLoaded();
    const view = store.view;
    let link: DeepLink | undefined =
      typeof target === 'string' && typeof second === 'string' && target && second ? { kind: 'compare', a: target, b: second } : linkTo(view, target);
    if (!link) {
      const picked = await pickProduct(view, { title: vscode.l10n.t('Copy Link to Product') });
      if (!picked) return undefined;
      link = { kind: 'product', productId: picked.id };
    }
    // Unencoded: ids are slugs, and `?persona=skeptic` reads better than `?persona%3Dskeptic`.
    const text = deepLinkUri(extensionId, link).toString(true);
    await vscode.env.clipboard.writeText(text);
    // Feedback where the user looks after a copy, without a notification to dismiss.
    vscode.window.setStatusBarMessage(`$(link) ${vscode.l10n.t('Copied the link to {0}', describe(view, link))}`, 4_000);
    return text;
  },
};

function linkTo(view: CatalogView, target: unknown): DeepLink | undefined {
  if (typeof target === 'string' && target) return { kind: 'product', productId: target };
  if (!isTreeNode(target)) return undefined;
  switch (target.kind) {
    case 'product':
      return { kind: 'product', productId: target.productId };
    case 'review':
      return target.productId ? { kind: 'product', productId: target.productId, persona: target.persona } : undefined;
    case 'matchup': {
      const matchup = view.matchup(target.matchupId);
      return matchup ? { kind: 'compare', a: matchup.products[0], b: matchup.products[1] } : undefined;
    }
    case 'persona':
      return undefined;
  }
}

function describe(view: CatalogView, link: DeepLink): string {
  const name = (id: string) => view.product(id)?.name ?? id;
  return link.kind === 'compare' ? vscode.l10n.t('{0} vs {1}', name(link.a), name(link.b)) : name(link.productId);
}
