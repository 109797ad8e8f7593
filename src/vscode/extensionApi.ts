import type * as vscode from 'vscode';
import type { Catalog, CatalogView } from '../core';
import { listOpenPanels, type OpenPanelSnapshot } from './panel/verdictsPanel';
import type { CatalogStore } from './source/catalogStore';
import type { CatalogTreeViews, TreeViewId } from './tree/catalogTreeViews';
import type { TreeNode } from './tree/treeNodes';

/**
 * What `activate()` returns. The in-editor tests drive the extension through it (other extensions could too):
 * read-only views of the catalog and the trees, and a way to wait for loading to settle.
 */
export interface VerdictsApi {
  /** How long `activate()` took, in milliseconds. Loading the review files comes after. */
  readonly activationMs: number;
  /** Resolves once the review files are loaded and no reload is pending. */
  whenLoaded(): Promise<void>;
  /** Fires after every catalog rebuild. */
  readonly onDidChangeCatalog: vscode.Event<void>;
  catalog(): Catalog;
  view(): CatalogView;
  /** The URI strings of every review file read, bundled seeds included. */
  files(): string[];
  /** The review folders being read and watched, as URI strings. */
  reviewFolders(): string[];
  /** A tree view's rows: the roots, or the children of `element`. */
  treeChildren(viewId: TreeViewId, element?: TreeNode): Promise<TreeNode[]>;
  /** A row as the view shows it, tooltip resolved. */
  treeItem(viewId: TreeViewId, element: TreeNode): Promise<vscode.TreeItem>;
  /** The Verdicts panels open in the editor, oldest first, as their latest render. */
  openPanels(): OpenPanelSnapshot[];
}

export function createExtensionApi(activationMs: number, store: CatalogStore, trees: CatalogTreeViews): VerdictsApi {
  return {
    activationMs,
    whenLoaded: () => store.whenLoaded(),
    onDidChangeCatalog: store.onDidChangeCatalog,
    catalog: () => store.catalog,
    view: () => store.view,
    files: () => store.files,
    reviewFolders: () => store.reviewFolders.map(String),
    treeChildren: async (viewId, element) => (await trees.providers[viewId].getChildren(element)) ?? [],
    treeItem: async (viewId, element) => {
      const provider = trees.providers[viewId];
      const item = provider.getTreeItem(element);
      return provider.resolveTreeItem(item, element);
    },
    openPanels: () => listOpenPanels().map((panel) => panel.snapshot()),
  };
}
