import type { VerdictsCommand } from './command';
import { CommandId } from './ids';

/** Lists products and matchups alphabetically (the default). */
export const sortByName: VerdictsCommand = {
  id: CommandId.sortByName,
  run({ treeState }) {
    return treeState.setOrder('name');
  },
};
