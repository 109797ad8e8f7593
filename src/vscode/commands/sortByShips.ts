import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';

/** Lists products and matchups by ship count, most first. */
export const sortByShips: VerdictsCommand = {
  id: CommandId.sortByShips,
  run({ treeState }) {
    return treeState.setOrder('ships');
  },
};
