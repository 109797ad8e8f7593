import * as vscode from 'vscode';
import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';

/** Deletes the persisted analysis cache: the next window analyses every review file again. */
export const clearAnalysisCache: VerdictsCommand = {
  id: CommandId.clearAnalysisCache,
  async run({ store }) {
    await store.analysisCache.clear();
    void vscode.window.showInformationMessage(vscode.l10n.t('Verdicts: the analysis cache was cleared. Review files are analysed again the next time the window opens.'));
  },
};
