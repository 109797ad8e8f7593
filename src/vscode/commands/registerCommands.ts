import * as vscode from 'vscode';
import { isTreeNode } from '../tree/treeNodes';
import { attributeQuote } from './attributeQuote';
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
import { openBoard } from './openBoard';
import { openMatchup } from './openMatchup';
import { openProduct } from './openProduct';
import { openRow } from './openRow';
import { openSource } from './openSource';
import { refresh } from './refresh';
import { searchReviews } from './searchReviews';
import { sortByName } from './sortByName';
import { sortByShips } from './sortByShips';

/** Every command the extension registers; package.json declares the same ids (checked by the manifest test). */
export const COMMANDS: readonly VerdictsCommand[] = [
  openProduct,
  openRow,
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
  openBoard,
  attributeQuote,
  clearAnalysisCache,
];

export function registerCommands(services: CommandServices): vscode.Disposable {
  return vscode.Disposable.from(
    ...COMMANDS.map((command) =>
      vscode.commands.registerCommand(command.id, async (...args: unknown[]) => {
        try {
          return await command.run(services, ...ownArguments(command, args));
        } catch (error) {
          services.logger.error(`${command.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          throw error;
        }
      }),
    ),
  );
}

/**
 * The arguments that are the command's own. A view's title button (and its `...` menu) runs the command with
 * the focused row, and the selected rows, as arguments; a command that does not act on rows would read them as
 * its own (a filter of no verdicts, a product to compare), so they are dropped.
 */
export function ownArguments(command: Pick<VerdictsCommand, 'takesTreeRows'>, args: readonly unknown[]): unknown[] {
  if (command.takesTreeRows || !isTreeNode(args[0])) return [...args];
  const rest = args.slice(1);
  return Array.isArray(rest[0]) && rest[0].every(isTreeNode) ? rest.slice(1) : rest;
}
