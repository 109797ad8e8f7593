import type { CatalogStore } from '../source/catalogStore';
import type { Logger } from '../source/logger';
import type { TreeState } from '../tree/treeState';
import type { CommandId } from '../contract/ids';

/** What commands work with: the catalog (which is also the panels' host), the trees' filter and order, the log. */
export interface CommandServices {
  readonly store: CatalogStore;
  readonly treeState: TreeState;
  readonly logger: Logger;
  /** `publisher.name`, the authority of Verdicts links. */
  readonly extensionId: string;
}

/** One command: its id and what it does. `registerCommands` registers them all in one place. */
export interface VerdictsCommand {
  readonly id: CommandId;
  /**
   * True for a command that acts on a tree row (it is on rows' context menus) and reads the row it is given.
   * Any other command is also run from a view's title, where VS Code passes the focused row first: that row is
   * not the command's argument, and `registerCommands` drops it.
   */
  readonly takesTreeRows?: boolean;
  run(services: CommandServices, ...args: unknown[]): unknown;
}
