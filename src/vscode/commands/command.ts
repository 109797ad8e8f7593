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
  run(services: CommandServices, ...args: unknown[]): unknown;
}
