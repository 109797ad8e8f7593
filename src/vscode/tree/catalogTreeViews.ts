import * as vscode from 'vscode';
import { ViewId } from '../commands/ids';
import { Disposable } from '../disposable';
import type { CatalogStore } from '../source/catalogStore';
import type { CatalogTreeProvider } from './catalogTreeProvider';
import { MatchupsTreeProvider } from './matchupsTree';
import { PersonasTreeProvider } from './personasTree';
import { ProductsTreeProvider } from './productsTree';
import type { TreeNode } from './treeNodes';

/** Context key for `when` clauses in package.json. */
const HAS_REVIEWS = 'verdicts.hasReviews';

export type TreeViewId = typeof ViewId.products | typeof ViewId.matchups | typeof ViewId.personas;

/** The three views of the Verdicts container. */
export class CatalogTreeViews extends Disposable {
  readonly providers: Readonly<Record<TreeViewId, CatalogTreeProvider>>;
  private readonly views: vscode.TreeView<TreeNode>[];

  constructor(private readonly store: CatalogStore) {
    super();
    this.providers = {
      [ViewId.products]: this._register(new ProductsTreeProvider(store)),
      [ViewId.matchups]: this._register(new MatchupsTreeProvider(store)),
      [ViewId.personas]: this._register(new PersonasTreeProvider(store)),
    };
    this.views = Object.entries(this.providers).map(([id, treeDataProvider]) =>
      this._register(vscode.window.createTreeView(id, { treeDataProvider, showCollapseAll: true })),
    );
    this._register(store.onDidChangeCatalog(() => this.update()));
  }

  refresh(): void {
    for (const provider of Object.values(this.providers)) provider.refresh();
  }

  private update(): void {
    // Search and compare buttons only make sense with something to search and compare.
    void vscode.commands.executeCommand('setContext', HAS_REVIEWS, this.store.catalog.reviews.length > 0);
    // A quiet line above the rows, instead of a notification, when Restricted Mode hides review folders.
    const message = this.store.foldersRestricted
      ? vscode.l10n.t('Restricted Mode: review folders from workspace settings are not read until you trust this workspace.')
      : undefined;
    for (const view of this.views) view.message = message;
  }
}
