import * as vscode from 'vscode';
import { ViewId } from '../contract/ids';
import { Disposable } from '../disposable';
import type { CatalogStore } from '../source/catalogStore';
import type { CatalogTreeProvider } from './catalogTreeProvider';
import { MatchupsTreeProvider } from './matchupsTree';
import { PersonasTreeProvider } from './personasTree';
import { ProductsTreeProvider } from './productsTree';
import type { TreeNode } from './treeNodes';
import type { TreeState } from './treeState';

/** Context key for `when` clauses in package.json. */
const HAS_REVIEWS = 'verdicts.hasReviews';

export type TreeViewId = typeof ViewId.products | typeof ViewId.matchups | typeof ViewId.personas;

/** The three views of the Verdicts container; the active filter is their description. */
export class CatalogTreeViews extends Disposable {
  readonly providers: Readonly<Record<TreeViewId, CatalogTreeProvider>>;
  private readonly views: Record<TreeViewId, vscode.TreeView<TreeNode>>;

  constructor(
    private readonly store: CatalogStore,
    private readonly state: TreeState,
  ) {
    super();
    this.providers = {
      [ViewId.products]: this._register(new ProductsTreeProvider(store, state)),
      [ViewId.matchups]: this._register(new MatchupsTreeProvider(store, state)),
      [ViewId.personas]: this._register(new PersonasTreeProvider(store, state)),
    };
    const create = (id: TreeViewId) =>
      this._register(vscode.window.createTreeView(id, { treeDataProvider: this.providers[id], showCollapseAll: true }));
    this.views = { [ViewId.products]: create(ViewId.products), [ViewId.matchups]: create(ViewId.matchups), [ViewId.personas]: create(ViewId.personas) };
    this._register(store.onDidChangeCatalog(() => this.update()));
    this._register(state.onDidChange(() => this.describeFilter()));
    this.describeFilter();
  }

  refresh(): void {
    for (const provider of Object.values(this.providers)) provider.refresh();
  }

  /** What a view shows above its rows: its description (the filter) and its message. */
  header(viewId: TreeViewId): { description: string | undefined; message: string | undefined } {
    const view = this.views[viewId];
    return { description: view.description, message: view.message };
  }

  private update(): void {
    // Search and compare buttons only make sense with something to search and compare.
    void vscode.commands.executeCommand('setContext', HAS_REVIEWS, this.store.view.reviewCount > 0);
    // A quiet line above the rows, instead of a notification, when Restricted Mode hides review folders.
    const message = this.store.foldersRestricted
      ? vscode.l10n.t('Restricted Mode: review folders from workspace settings are not read until you trust this workspace.')
      : undefined;
    for (const view of Object.values(this.views)) view.message = message;
  }

  private describeFilter(): void {
    const filter = this.state.describeFilter();
    const description = filter && vscode.l10n.t('Filter: {0}', filter);
    for (const view of Object.values(this.views)) view.description = description;
  }
}
