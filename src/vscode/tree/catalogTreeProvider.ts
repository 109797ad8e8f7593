import * as vscode from 'vscode';
import { matchesFilter, type CatalogView, type Review } from '../../core/base';
import { Disposable } from '../disposable';
import type { CatalogStore } from '../source/catalogStore';
import { resolveTooltip, treeItemFor } from './treeItems';
import type { TreeNode } from './treeNodes';
import type { TreeState } from './treeState';

/**
 * What the three views share: rows come from the current catalog, children are computed when a row is
 * expanded, tooltips when one is hovered, and every catalog change (or filter or order change) refreshes
 * the whole view.
 */
export abstract class CatalogTreeProvider extends Disposable implements vscode.TreeDataProvider<TreeNode> {
  private readonly _onDidChangeTreeData = this._register(new vscode.EventEmitter<TreeNode | undefined>());
  readonly onDidChangeTreeData = this._onDidChangeTreeData.event;

  constructor(
    protected readonly store: CatalogStore,
    protected readonly state: TreeState,
  ) {
    super();
    this._register(store.onDidChangeCatalog(() => this.refresh()));
    this._register(state.onDidChange(() => this.refresh()));
  }

  refresh(): void {
    this._onDidChangeTreeData.fire(undefined);
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    return treeItemFor(this.store.view, node);
  }

  async getChildren(node?: TreeNode): Promise<TreeNode[]> {
    // Until the first catalog the view shows its progress bar rather than an empty "no reviews" welcome; a long
    // load publishes partial catalogs, and the view fills in as they come.
    if (!node) await this.store.whenReady();
    return this.childrenOf(this.store.view, node);
  }

  resolveTreeItem(item: vscode.TreeItem, node: TreeNode): vscode.TreeItem {
    item.tooltip ??= resolveTooltip(this.store.view, node);
    return item;
  }

  /** Whether a review passes the views' filter. */
  protected shows(review: Review): boolean {
    return matchesFilter(review, this.state.filter);
  }

  protected abstract childrenOf(view: CatalogView, node: TreeNode | undefined): TreeNode[];
}
