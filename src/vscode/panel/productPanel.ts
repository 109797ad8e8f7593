import * as vscode from 'vscode';
import { renderMessageBody, renderWhyNote } from '../../core/render/base';
import { type ProductPanelState, type WebviewMessage, parseProductPanelState } from '../../shared/messages';
import { PanelViewType } from '../contract/ids';
import { ComparePanel } from '../compare/comparePanel';
import type { PanelHost } from './panelHost';
import { VerdictsPanel, listOpenPanels, webviewOptions } from './verdictsPanel';

/**
 * A product's verdicts in an editor tab: one panel per product; opening it again reveals it.
 * Like a file opened from the Explorer, a product opens in a preview panel that the next product replaces,
 * so tabs do not pile up. The preview is kept (pinned) once the user acts inside it (follows a link, compares),
 * or opens its product again (a double-click in the tree runs the open command twice).
 */
export class ProductPanel extends VerdictsPanel {
  private static readonly byProduct = new Map<string, ProductPanel>();
  /** The panel the next product opens in, if it is still unpinned. */
  private static preview: ProductPanel | undefined;

  readonly kind = 'product';
  private persona: string | undefined;
  /** The name last shown, so the title still says which product went missing. */
  private lastKnownName: string;

  static current(productId: string): ProductPanel | undefined {
    return ProductPanel.byProduct.get(productId);
  }

  static all(): ProductPanel[] {
    return [...ProductPanel.byProduct.values()];
  }

  /** Opens the product's panel, or reveals the open one; with `persona`, scrolls to and focuses that card. */
  static createOrShow(host: PanelHost, productId: string, persona?: string): ProductPanel {
    const existing = ProductPanel.byProduct.get(productId);
    if (existing) {
      // Opened again, not just scrolled to a card: the user wants to keep it.
      if (!persona) existing.pin();
      existing.panel.reveal();
      if (persona) existing.focusPersona(persona);
      return existing;
    }
    const preview = ProductPanel.preview;
    if (preview) {
      preview.showProduct(productId, persona);
      preview.panel.reveal();
      return preview;
    }
    const name = host.view.product(productId)?.name ?? productId;
    const panel = vscode.window.createWebviewPanel(
      PanelViewType.product,
      name,
      { viewColumn: vscode.ViewColumn.Active },
      { ...webviewOptions(host.extensionUri), enableFindWidget: true },
    );
    const created = new ProductPanel(host, panel, productId, persona);
    ProductPanel.preview = created;
    return created;
  }

  /** Keeps this panel: the next product opens in a panel of its own. */
  pin(): void {
    if (ProductPanel.preview === this) ProductPanel.preview = undefined;
  }

  /** Restores a panel VS Code kept across a restart; a panel without a readable state is closed. */
  static revive(host: PanelHost, panel: vscode.WebviewPanel, state: unknown): ProductPanel | undefined {
    const parsed = parseProductPanelState(state);
    if (!parsed || ProductPanel.byProduct.has(parsed.productId)) {
      panel.dispose();
      return undefined;
    }
    return new ProductPanel(host, panel, parsed.productId, parsed.persona);
  }

  private constructor(
    host: PanelHost,
    panel: vscode.WebviewPanel,
    private currentProductId: string,
    persona: string | undefined,
  ) {
    super(host, panel);
    this.persona = persona;
    this.lastKnownName = host.view.product(currentProductId)?.name ?? currentProductId;
    ProductPanel.byProduct.set(currentProductId, this);
    this._register({
      dispose: () => {
        if (ProductPanel.byProduct.get(this.currentProductId) === this) ProductPanel.byProduct.delete(this.currentProductId);
        this.pin();
      },
    });
    this.render();
    if (persona) this.focusPersona(persona);
  }

  get productId(): string {
    return this.currentProductId;
  }

  /** The preview shows another product: a fresh page, at the top (or at `persona`'s card). */
  private showProduct(productId: string, persona: string | undefined): void {
    ProductPanel.byProduct.delete(this.currentProductId);
    this.currentProductId = productId;
    ProductPanel.byProduct.set(productId, this);
    this.persona = persona;
    this.lastKnownName = this.host.view.product(productId)?.name ?? productId;
    this.reload();
    if (persona) this.focusPersona(persona);
  }

  /**
   * Any action inside the page (a link, a source, Compare) keeps the panel, as an edit keeps a file's preview.
   * Opening a "Why?" is reading, as scrolling is: the preview stays a preview.
   */
  override handleMessage(message: WebviewMessage): void | Thenable<unknown> {
    if (message.type !== 'ready' && message.type !== 'explain') this.pin();
    return super.handleMessage(message);
  }

  get productIds(): string[] {
    return [this.productId];
  }

  get state(): ProductPanelState {
    return { kind: 'product', productId: this.productId, ...(this.persona ? { persona: this.persona } : {}) };
  }

  /** A card asked for before the engine was loaded found only the placeholder: asked for again. */
  protected override renderedLate(): void {
    if (this.persona && !this.isDisposed) this.focusPersona(this.persona);
  }

  focusPersona(persona: string): void {
    this.persona = persona;
    this.send({ type: 'focusPersona', persona });
  }

  protected renderBody(): { title: string; body: string } {
    const product = this.host.view.product(this.productId);
    if (product) {
      this.lastKnownName = product.name;
      return { title: product.name, body: this.engineOr((engine) => engine.renderProductBody(this.host.view, this.productId)) };
    }
    if (this.host.loaded === false) {
      return { title: this.lastKnownName, body: renderMessageBody({ heading: vscode.l10n.t('Loading reviews…') }) };
    }
    return {
      title: vscode.l10n.t('{0} (removed)', this.lastKnownName),
      body: renderMessageBody({
        heading: vscode.l10n.t('This review is gone'),
        detail: vscode.l10n.t(
          '"{0}" is no longer in the catalog: its review file was deleted or changed. Open the Verdicts view to pick another product.',
          this.lastKnownName,
        ),
      }),
    };
  }

  /**
   * A "Why?" the reader opened: its rows, read from the review now. (swap, copyMarkdown and setDifferencesOnly
   * belong to the compare panel; a product page never sends them.)
   */
  protected handleOwnMessage(message: WebviewMessage): void {
    if (message.type !== 'explain') return;
    // The page shows quotes only once the engine drew them, so it is loaded; a review gone since then gets a line.
    const rows = this.host.engine.loaded?.renderWhy(this.host.view, this.productId, message.reviewId);
    const html = rows ?? renderWhyNote(vscode.l10n.t('This quote is no longer in the catalog: its file changed.'));
    this.send({ type: 'explained', reviewId: message.reviewId, html });
  }
}

/**
 * Registers what panels need at startup: the serializers that restore product and compare panels
 * after a restart. Panels themselves are opened by the commands (`ProductPanel.createOrShow`,
 * `ComparePanel.createOrShow`); disposing the registration (on deactivation) closes every open one.
 */
export function registerPanels(host: PanelHost): vscode.Disposable {
  return vscode.Disposable.from(
    { dispose: () => listOpenPanels().forEach((panel) => panel.dispose()) },
    vscode.window.registerWebviewPanelSerializer(PanelViewType.product, {
      async deserializeWebviewPanel(panel, state: unknown) {
        ProductPanel.revive(host, panel, state);
      },
    }),
    vscode.window.registerWebviewPanelSerializer(PanelViewType.compare, {
      async deserializeWebviewPanel(panel, state: unknown) {
        ComparePanel.revive(host, panel, state);
      },
    }),
  );
}
