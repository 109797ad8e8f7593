import * as vscode from 'vscode';
import { registerBoard } from './vscode/board/boardPanel';
import { Authoring } from './vscode/authoring/registerAuthoring';
import { registerCommands } from './vscode/commands/registerCommands';
import { createExtensionApi, type VerdictsApi } from './vscode/extensionApi';
import { HoverRegistration } from './vscode/hover/hoverRegistration';
import { DeepLinkHandler } from './vscode/links/deepLinkHandler';
import { registerPanels } from './vscode/panel/productPanel';
import { AnalysisCacheStore } from './vscode/source/analysisCacheStore';
import { CatalogStore } from './vscode/source/catalogStore';
import { createLogChannel } from './vscode/source/logger';
import { CatalogTreeViews } from './vscode/tree/catalogTreeViews';
import { TreeState } from './vscode/tree/treeState';
import { testHooksFor } from './vscode/testHooks';

export type { VerdictsApi } from './vscode/extensionApi';

/** Wires the pieces and registers them; reading the review files starts once this has returned. */
export function activate(context: vscode.ExtensionContext): VerdictsApi {
  const started = performance.now();
  try {
    const logger = createLogChannel();
    context.subscriptions.push(logger);
    // The analysis cache belongs to the workspace; without one (no folder open) to the extension.
    const store = new CatalogStore(context.extensionUri, logger, new AnalysisCacheStore(context.storageUri ?? context.globalStorageUri, logger));
    context.subscriptions.push(store);
    const treeState = new TreeState(context.workspaceState);
    const trees = new CatalogTreeViews(store, treeState);
    const links = new DeepLinkHandler();
    context.subscriptions.push(
      treeState,
      trees,
      registerPanels(store),
      registerBoard(store, treeState),
      registerCommands({ store, treeState, logger, extensionId: context.extension.id }),
      new HoverRegistration(store),
      new Authoring(store),
      vscode.window.registerUriHandler(links),
    );
    store.start();
    const activationMs = performance.now() - started;
    logger.info(`Activated in ${activationMs.toFixed(1)} ms.`);
    return { ...createExtensionApi(activationMs, { store, trees, treeState, links }), testing: testHooksFor(context, store) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    void vscode.window.showErrorMessage(vscode.l10n.t('Verdicts could not start: {0}', message));
    throw error;
  }
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
