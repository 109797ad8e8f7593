import * as vscode from 'vscode';
import { normalizeVerdicts, type Verdict } from '../../core/base';
import { tallyOf, verdictCodicon, verdictLabel } from '../tree/verdictStyle';
import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';

interface VerdictItem extends vscode.QuickPickItem {
  verdict: Verdict;
}

/**
 * Shows only reviews with the chosen verdicts: `(['ship', 'skip'])` sets them (`[]` shows every verdict again);
 * without an argument a multi-select list asks, with the current choice ticked.
 */
export const filterByVerdict: VerdictsCommand = {
  id: CommandId.filterByVerdict,
  async run({ store, treeState }, verdicts?: unknown) {
    if (verdicts !== undefined) return treeState.setFilter({ verdicts: normalizeVerdicts(verdicts) });
    await store.whenLoaded();
    const tally = tallyOf(store.catalog.reviews);
    const current = new Set(treeState.filter.verdicts);
    const items = (['ship', 'skip', 'none'] as const).map(
      (verdict): VerdictItem => ({
        label: `${verdictCodicon(verdict)} ${verdictLabel(verdict)}`,
        description: vscode.l10n.t('{0} reviews', tally[verdict]),
        picked: current.has(verdict),
        verdict,
      }),
    );
    const picked = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Filter by Verdict'),
      placeHolder: vscode.l10n.t('Show reviews with these verdicts (none ticked: every verdict)'),
      canPickMany: true,
    });
    if (picked) await treeState.setFilter({ verdicts: picked.map((item) => item.verdict) });
  },
};
