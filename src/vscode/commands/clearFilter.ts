import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';

/** Shows every review again. */
export const clearFilter: VerdictsCommand = {
  id: CommandId.clearFilter,
  run({ treeState }) {
    return treeState.clearFilter();
  },
};
