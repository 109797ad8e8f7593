import { isTreeNode } from '../tree/treeNodes';
import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';
import { openMatchup } from './openMatchup';
import { openProduct } from './openProduct';

/**
 * "Open" on a row's context menu: opens what the row is (a product's panel, at a review's card; a matchup's
 * comparison) and asks nothing, so its title has no ellipsis, unlike "Open Product…" in the Command Palette.
 */
export const openRow: VerdictsCommand = {
  id: CommandId.openRow,
  takesTreeRows: true,
  async run(services, row?: unknown) {
    if (!isTreeNode(row)) return;
    if (row.kind === 'matchup') await openMatchup.run(services, row);
    else if (row.kind !== 'persona' && row.productId) await openProduct.run(services, row);
  },
};
