import * as vscode from 'vscode';
import { clearAnalysisCache } from './clearAnalysisCache';
import { clearFilter } from './clearFilter';
import { collapseAll } from './collapseAll';
import type { CommandServices, VerdictsCommand } from './command';
import { compareProducts } from './compareProducts';
import { compareWith } from './compareWith';
import { copyLink } from './copyLink';
import { filterByPersona } from './filterByPersona';
import { filterByVerdict } from './filterByVerdict';
import { newReviewFile } from './newReviewFile';
import { openMatchup } from './openMatchup';
import { openProduct } from './openProduct';
import { openSource } from './openSource';
import { refresh } from './refresh';
import { searchReviews } from './searchReviews';
import { sortByName } from './sortByName';
import { sortByShips } from './sortByShips';

/** Every command the extension registers; package.json declares the same ids (checked by the manifest test). */
export const COMMANDS: readonly VerdictsCommand[] = [
  openProduct,
  openMatchup,
  compareProducts,
  compareWith,
  openSource,
  searchReviews,
  refresh,
  newReviewFile,
  filterByVerdict,
  filterByPersona,
  clearFilter,
  sortByName,
  sortByShips,
  collapseAll,
  copyLink,
  clearAnalysisCache,
];

export function registerCommands(services: CommandServices): vscode.Disposable {
  return vscode.Disposable.from(
    ...COMMANDS.map((command) =>
      vscode.commands.registerCommand(command.id, async (...args: unknown[]) => {
        try {
          return await command.run(services, ...args);
        } catch (error) {
          services.logger.error(`${command.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          throw error;
        }
      }),
    ),
  );
}
