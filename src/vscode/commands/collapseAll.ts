import * as vscode from 'vscode';
import type { VerdictsCommand } from './command';
import { CommandId, ViewId } from '../contract/ids';

/** Collapses every row of the three views: the views' own Collapse All buttons, from the Command Palette. */
export const collapseAll: VerdictsCommand = {
  id: CommandId.collapseAll,
  async run() {
    for (const view of [ViewId.products, ViewId.matchups, ViewId.personas]) {
      try {
        await vscode.commands.executeCommand(`workbench.actions.treeView.${view}.collapseAll`);
      } catch {
        // A view that was never shown has no rows to collapse (nor the command).
      }
    }
  },
};
