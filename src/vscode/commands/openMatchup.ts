import * as vscode from 'vscode';
import type { Matchup } from '../../core/base';
import { ComparePanel } from '../compare/comparePanel';
import { isTreeNode } from '../tree/treeNodes';
import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';

/** Opens the comparison of a matchup's two products: `(matchupId?)` or a matchup row; no argument asks. */
export const openMatchup: VerdictsCommand = {
  id: CommandId.openMatchup,
  takesTreeRows: true,
  async run({ store }, target?: unknown) {
    await store.whenLoaded();
    const view = store.view;
    const matchupId = typeof target === 'string' ? target : isTreeNode(target) && target.kind === 'matchup' ? target.matchupId : undefined;
    let matchup: Matchup | undefined;
    if (matchupId) {
      matchup = view.matchup(matchupId);
      if (!matchup) {
        void vscode.window.showWarningMessage(vscode.l10n.t('No matchup "{0}" in the reviews any more.', matchupId));
        return;
      }
    } else {
      const name = (id: string) => view.product(id)?.name ?? id;
      const picked = await vscode.window.showQuickPick(
        view.catalog.matchups.map((m) => ({ label: vscode.l10n.t('{0} vs {1}', name(m.products[0]), name(m.products[1])), detail: m.title, matchup: m })),
        { title: vscode.l10n.t('Open Matchup'), placeHolder: vscode.l10n.t('Type a product name'), matchOnDetail: true },
      );
      matchup = picked?.matchup;
    }
    if (matchup) ComparePanel.createOrShow(store, matchup.products[0], matchup.products[1]);
  },
};
