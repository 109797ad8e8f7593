import * as vscode from 'vscode';
import {
  NO_FILTER,
  isFilterActive,
  normalizeFilter,
  normalizeOrder,
  personaById,
  type ProductOrder,
  type ReviewFilter,
} from '../../core/base';
import { Disposable } from '../disposable';
import { verdictLabel } from './verdictStyle';

/** Context keys for `when` clauses in package.json. */
export const TreeContextKey = {
  filtered: 'verdicts.filtered',
  sortedBy: 'verdicts.sortedBy',
} as const;

const STORAGE_KEY = 'verdicts.treeState';

/**
 * What the trees show and in which order: the review filter and the product order. Kept per workspace in
 * `workspaceState`, mirrored into context keys so the view buttons follow it.
 */
export class TreeState extends Disposable {
  private current: { filter: ReviewFilter; order: ProductOrder };
  private readonly _onDidChange = this._register(new vscode.EventEmitter<void>());
  readonly onDidChange: vscode.Event<void> = this._onDidChange.event;

  constructor(private readonly storage: vscode.Memento) {
    super();
    const stored = storage.get<{ filter?: unknown; order?: unknown }>(STORAGE_KEY) ?? {};
    this.current = { filter: normalizeFilter(stored.filter), order: normalizeOrder(stored.order) };
    this.updateContext();
  }

  get filter(): ReviewFilter {
    return this.current.filter;
  }

  get order(): ProductOrder {
    return this.current.order;
  }

  get filtered(): boolean {
    return isFilterActive(this.current.filter);
  }

  setFilter(filter: Partial<ReviewFilter>): Promise<void> {
    return this.update({ ...this.current, filter: normalizeFilter({ ...this.current.filter, ...filter }) });
  }

  clearFilter(): Promise<void> {
    return this.update({ ...this.current, filter: NO_FILTER });
  }

  setOrder(order: ProductOrder): Promise<void> {
    return this.update({ ...this.current, order });
  }

  /** "ship, skip · The Skeptic": the filter in a few words, for the views' descriptions. */
  describeFilter(): string | undefined {
    if (!this.filtered) return undefined;
    const parts: string[] = [];
    if (this.filter.verdicts.length) parts.push(this.filter.verdicts.map(verdictLabel).join(', '));
    if (this.filter.personas.length) parts.push(this.filter.personas.map((id) => personaById(id).name).join(', '));
    return parts.join(' · ');
  }

  private async update(next: { filter: ReviewFilter; order: ProductOrder }): Promise<void> {
    if (JSON.stringify(next) === JSON.stringify(this.current)) return;
    this.current = next;
    this.updateContext();
    this._onDidChange.fire();
    await this.storage.update(STORAGE_KEY, { filter: next.filter, order: next.order });
  }

  private updateContext(): void {
    void vscode.commands.executeCommand('setContext', TreeContextKey.filtered, this.filtered);
    void vscode.commands.executeCommand('setContext', TreeContextKey.sortedBy, this.current.order);
  }
}
