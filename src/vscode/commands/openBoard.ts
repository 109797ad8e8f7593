import { BoardPanel } from '../board/boardPanel';
import { CommandId } from '../contract/ids';
import type { VerdictsCommand } from './command';

/** Opens the verdict board (or reveals the open one): every product by every persona. */
export const openBoard: VerdictsCommand = {
  id: CommandId.openBoard,
  run({ store, treeState }) {
    BoardPanel.createOrShow(store, treeState);
  },
};
