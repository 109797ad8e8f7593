import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';

/** Lists products and matchups alphabetically (the default). */
export const sortByName: VerdictsCommand = {
  id: CommandId.sortByName,
  run({ treeState }) {
    return treeState.setOrder('name');
  },
};
