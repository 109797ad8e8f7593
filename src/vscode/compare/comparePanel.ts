import * as vscode from 'vscode';
import { compareProducts } from '../../core/base';
import { renderCompareMarkdown, renderMessageBody } from '../../core/render/base';
import { type ComparePanelState, type WebviewMessage, parseComparePanelState } from '../../shared/messages';
import { PanelViewType } from '../contract/ids';
import type { PanelHost } from '../panel/panelHost';
import { VerdictsPanel, webviewOptions } from '../panel/verdictsPanel';

/**
 * Two products side by side, persona by persona. One panel per pair of products, whichever way
 * round: comparing B with A reveals the open A-vs-B panel with B first.
 */
export class ComparePanel extends VerdictsPanel {
  private static readonly byPair = new Map<string, ComparePanel>();

  readonly kind = 'compare';
  private a: string;
  private b: string;
  private differencesOnly: boolean;
  private lastKnownNames: [string, string];

  static current(idA: string, idB: string): ComparePanel | undefined {
    return ComparePanel.byPair.get(pairKey(idA, idB));
  }

  static all(): ComparePanel[] {
    return [...ComparePanel.byPair.values()];
  }

  /** Opens the comparison of `idA` (left) and `idB` (right), or reveals the open one in that order. */
  static createOrShow(host: PanelHost, idA: string, idB: string): ComparePanel {
    const existing = ComparePanel.byPair.get(pairKey(idA, idB));
    if (existing) {
      existing.panel.reveal();
      if (existing.a !== idA) existing.swap();
      return existing;
    }
    const panel = vscode.window.createWebviewPanel(
      PanelViewType.compare,
      compareTitle(host, idA, idB),
      { viewColumn: vscode.ViewColumn.Active },
      { ...webviewOptions(host.extensionUri), enableFindWidget: true },
    );
    return new ComparePanel(host, panel, { kind: 'compare', a: idA, b: idB, differencesOnly: false });
  }

  /** Restores a panel VS Code kept across a restart; a panel without a readable state is closed. */
  static revive(host: PanelHost, panel: vscode.WebviewPanel, state: unknown): ComparePanel | undefined {
    const parsed = parseComparePanelState(state);
    if (!parsed || ComparePanel.byPair.has(pairKey(parsed.a, parsed.b))) {
      panel.dispose();
      return undefined;
    }
    return new ComparePanel(host, panel, parsed);
  }

  private constructor(
    host: PanelHost,
    panel: vscode.WebviewPanel,
    state: ComparePanelState,
  ) {
    super(host, panel);
    this.a = state.a;
    this.b = state.b;
    this.differencesOnly = state.differencesOnly;
    this.lastKnownNames = [host.view.product(state.a)?.name ?? state.a, host.view.product(state.b)?.name ?? state.b];
    const key = pairKey(state.a, state.b);
    ComparePanel.byPair.set(key, this);
    this._register({ dispose: () => ComparePanel.byPair.delete(key) });
    this.render();
  }

  get productIds(): string[] {
    return [this.a, this.b];
  }

  get state(): ComparePanelState {
    return { kind: 'compare', a: this.a, b: this.b, differencesOnly: this.differencesOnly };
  }

  /** Puts the right-hand product on the left and re-renders. */
  swap(): void {
    [this.a, this.b] = [this.b, this.a];
    this.lastKnownNames = [this.lastKnownNames[1], this.lastKnownNames[0]];
    this.render();
  }

  /** The comparison as Markdown, as the panel shows it (Differences only included), or undefined when a product is gone. */
  markdown(): string | undefined {
    const comparison = compareProducts(this.host.view, this.a, this.b);
    return comparison && renderCompareMarkdown(comparison, { differencesOnly: this.differencesOnly });
  }

  protected renderBody(): { title: string; body: string } {
    const view = this.host.view;
    const comparison = compareProducts(view, this.a, this.b);
    if (comparison) {
      this.lastKnownNames = [comparison.a.name, comparison.b.name];
      return {
        title: compareTitle(this.host, this.a, this.b),
        body: this.engineOr((engine) => engine.renderCompareBody(comparison, { differencesOnly: this.differencesOnly })),
      };
    }
    const [nameA, nameB] = this.lastKnownNames;
    if (this.host.loaded === false) {
      return { title: vscode.l10n.t('{0} vs {1}', nameA, nameB), body: renderMessageBody({ heading: vscode.l10n.t('Loading reviews…') }) };
    }
    const missing = [view.product(this.a) ? undefined : nameA, view.product(this.b) ? undefined : nameB].filter(
      (name): name is string => name !== undefined,
    );
    return {
      title: vscode.l10n.t('{0} vs {1} (removed)', nameA, nameB),
      body: renderMessageBody({
        heading: vscode.l10n.t('This comparison is gone'),
        detail:
          missing.length === 2
            ? vscode.l10n.t('"{0}" and "{1}" are no longer in the catalog: their review files were deleted or changed.', missing[0]!, missing[1]!)
            : vscode.l10n.t('"{0}" is no longer in the catalog: its review file was deleted or changed.', missing[0] ?? nameA),
      }),
    };
  }

  protected async handleOwnMessage(message: WebviewMessage): Promise<void> {
    switch (message.type) {
      case 'swap':
        this.swap();
        return;
      case 'setDifferencesOnly':
        // The page already shows it; remembered for the next render and for a restart.
        this.differencesOnly = message.value;
        return;
      case 'copyMarkdown': {
        const markdown = this.markdown();
        if (!markdown) {
          void vscode.window.showWarningMessage(vscode.l10n.t('Nothing to copy: a compared product is no longer in the catalog.'));
          return;
        }
        await vscode.env.clipboard.writeText(markdown);
        vscode.window.setStatusBarMessage(vscode.l10n.t('$(check) Comparison copied as Markdown'), 3000);
        return;
      }
      default:
        return;
    }
  }
}

function pairKey(idA: string, idB: string): string {
  return idA < idB ? `${idA}\u0000${idB}` : `${idB}\u0000${idA}`;
}

function compareTitle(host: PanelHost, idA: string, idB: string): string {
  const name = (id: string) => host.view.product(id)?.name ?? id;
  return vscode.l10n.t('{0} vs {1}', name(idA), name(idB));
}
