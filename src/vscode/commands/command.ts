import type { CatalogStore } from '../source/catalogStore';
import type { Logger } from '../source/logger';
import type { CommandId } from './ids';

/** What commands work with: the catalog (which is also the panels' host) and the log. */
export interface CommandServices {
  readonly store: CatalogStore;
  readonly logger: Logger;
}

/** One command: its id and what it does. `registerCommands` registers them all in one place. */
export interface VerdictsCommand {
  readonly id: CommandId;
  run(services: CommandServices, ...args: unknown[]): unknown;
}
