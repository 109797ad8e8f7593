import type * as vscode from 'vscode';
import type { Catalog, CatalogView, ProductOrder, ReviewFilter } from '../core/base';
import type { DeepLinkHandler } from './links/deepLinkHandler';
import { listOpenPanels, type OpenPanelSnapshot } from './panel/verdictsPanel';
import type { CatalogStore } from './source/catalogStore';
import type { CatalogTreeViews, TreeViewId } from './tree/catalogTreeViews';
import type { TreeNode } from './tree/treeNodes';
import type { TreeState } from './tree/treeState';
import type { VerdictsTestHooks } from './testHooks';

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
  /** What a view shows above its rows: the active filter as its description, and its message. */
  treeHeader(viewId: TreeViewId): { description: string | undefined; message: string | undefined };
  /** The trees' filter and product order (set with the filter and sort commands). */
  treeState(): { filter: ReviewFilter; order: ProductOrder };
  /** The Verdicts panels open in the editor, oldest first, as their latest render. */
  openPanels(): OpenPanelSnapshot[];
  /** Live objects and counters for the in-editor tests; present only in development and test runs. */
  readonly testing?: VerdictsTestHooks;
  /** Opens a Verdicts link (`vscode://verdicts-team.verdicts/product/<id>`, `…/compare/<a>/<b>`) as the URI handler does. */
  handleUri(uri: vscode.Uri): Promise<void>;
}

export interface ApiParts {
  store: CatalogStore;
  trees: CatalogTreeViews;
  treeState: TreeState;
  links: DeepLinkHandler;
}

export function createExtensionApi(activationMs: number, { store, trees, treeState, links }: ApiParts): VerdictsApi {
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
    treeHeader: (viewId) => trees.header(viewId),
    treeState: () => ({ filter: treeState.filter, order: treeState.order }),
    openPanels: () => listOpenPanels().map((panel) => panel.snapshot()),
    handleUri: (uri) => links.handleUri(uri),
  };
}
