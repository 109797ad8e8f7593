import * as vscode from 'vscode';
import type { VerdictsCommand } from './command';
import { CommandId, ViewId } from '../contract/ids';

/** Reads every review file again, with the view's progress bar while it runs. */
export const refresh: VerdictsCommand = {
  id: CommandId.refresh,
  run({ store }) {
    return vscode.window.withProgress({ location: { viewId: ViewId.products } }, () => store.reload());
  },
};
