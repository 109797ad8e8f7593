import * as vscode from 'vscode';
import { renderHtmlDocument, renderMessageBody, stripBidiControls } from '../../core/render/base';
import { type ExtensionMessage, type PanelState, type WebviewMessage, isWebviewMessage } from '../../shared/messages';
import { CommandId } from '../contract/ids';
import { Disposable } from '../disposable';
import { createNonce } from './nonce';
import type { PanelHost } from './panelHost';
import type { Engine } from '../source/engineLoader';

export type PanelKind = 'product' | 'compare';

/** What tests (through the extension's API) can see of an open panel. */
export interface OpenPanelSnapshot {
  kind: PanelKind;
  /** The product, or the two compared products in column order. */
  productIds: string[];
  title: string;
  /** The body HTML of the latest render (what is, or is about to be, on screen). */
  html: string;
  visible: boolean;
  active: boolean;
  /** The page has loaded and said `ready`. */
  ready: boolean;
  state: PanelState;
}

const openPanels = new Set<VerdictsPanel>();

/** Every open Verdicts panel, oldest first. */
export function listOpenPanels(): VerdictsPanel[] {
  return [...openPanels];
}

/** The webview options every Verdicts panel uses: scripts on, and only `media/` may be loaded. */
export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions {
  return { enableScripts: true, localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'media')] };
}

/**
 * What the product and compare panels share: rendering into the webview (a full document, or an
 * `update` message while the page is live), the `ready` handshake, navigation messages, re-rendering
 * when the catalog changes, and disposal with the panel.
 */
export abstract class VerdictsPanel extends Disposable {
  abstract readonly kind: PanelKind;
  private ready = false;
  /** Whether `webview.html` holds the latest render; false after an `update` message replaced the page's body. */
  private documentIsCurrent = false;
  private lastRender: { title: string; body: string } = { title: '', body: '' };
  private readonly queue: ExtensionMessage[] = [];

  protected constructor(
    protected readonly host: PanelHost,
    readonly panel: vscode.WebviewPanel,
  ) {
    super();
    openPanels.add(this);
    this._register({ dispose: () => openPanels.delete(this) });
    panel.webview.options = webviewOptions(host.extensionUri);
    this._register(panel.onDidDispose(() => this.dispose()));
    this._register(panel.webview.onDidReceiveMessage((message: unknown) => this.receive(message)));
    this._register(panel.onDidChangeViewState(() => this.viewStateChanged()));
    this._register(host.onDidChangeCatalog(() => this.render()));
  }

  override dispose(): void {
    if (this.isDisposed) return;
    super.dispose();
    this.panel.dispose();
  }

  /** The product, or the two compared products in column order. */
  abstract get productIds(): string[];

  /** The state the page keeps and the serializer gets back after a restart. */
  abstract get state(): PanelState;

  /** Title and body HTML for the current catalog. */
  protected abstract renderBody(): { title: string; body: string };

  /** Messages only this kind of panel understands (swap, copy, filters). */
  protected abstract handleOwnMessage(message: WebviewMessage): void | Thenable<unknown>;

  snapshot(): OpenPanelSnapshot {
    return {
      kind: this.kind,
      productIds: this.productIds,
      title: this.panel.title,
      html: this.lastRender.body,
      visible: this.panel.visible,
      active: this.panel.active,
      ready: this.ready,
      state: this.state,
    };
  }

  /**
   * The analysis engine, which renders quotes, when loaded. Otherwise a placeholder body, and the panel renders again
   * once the engine is there (the first panel of a window that started from its analysis cache); when it could not
   * be loaded, the placeholder says so, and the panel does not try again by itself.
   */
  protected engineOr(render: (engine: Engine) => string): string {
    const { engine } = this.host;
    if (engine.loaded) return render(engine.loaded);
    if (engine.failed !== undefined) {
      return renderMessageBody({
        heading: vscode.l10n.t('Verdicts could not load its analysis engine'),
        detail: vscode.l10n.t('{0}. Reload the window to try again; the log (Verdicts output) has the details.', engine.failed),
      });
    }
    void engine.load().then(
      () => {
        this.render();
        this.renderedLate();
      },
      () => this.render(),
    );
    return renderMessageBody({ heading: vscode.l10n.t('Loading reviews…') });
  }

  /** After the render that waited for the engine: what the page could not do on the placeholder (focus a card). */
  protected renderedLate(): void {}

  /** Renders for the current catalog: as an in-place update when the page is live, otherwise as a new document. */
  protected render(): void {
    if (this.isDisposed) return;
    this.lastRender = this.renderBody();
    // The tab shows the title as text; bidi controls from a product name would still reorder it.
    this.panel.title = stripBidiControls(this.lastRender.title);
    if (this.ready && this.panel.visible) {
      this.documentIsCurrent = false;
      void this.panel.webview.postMessage({ type: 'update', html: this.lastRender.body, state: this.state } satisfies ExtensionMessage);
    } else {
      this.writeDocument();
    }
  }

  /** Renders into a fresh page (not an update of the live one), so it starts at the top. */
  protected reload(): void {
    this.ready = false;
    this.render();
  }

  /** Sends a message once the page is ready (now, if it is). */
  protected send(message: ExtensionMessage): void {
    if (this.ready) void this.panel.webview.postMessage(message);
    else this.queue.push(message);
  }

  /** Handles a message from the page; public so in-editor tests can play the page's part. */
  handleMessage(message: WebviewMessage): void | Thenable<unknown> {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        for (const queued of this.queue.splice(0)) void this.panel.webview.postMessage(queued);
        return;
      case 'openSource':
        // Beside the panel, so the verdicts stay in view next to the file.
        return vscode.commands.executeCommand(CommandId.openSource, message.file, message.line, 'beside');
      case 'openProduct':
        return vscode.commands.executeCommand(CommandId.openProduct, message.productId, message.persona);
      case 'openMatchup':
        return vscode.commands.executeCommand(CommandId.openMatchup, message.matchupId);
      case 'compareWith':
        return vscode.commands.executeCommand(CommandId.compareWith, message.productId);
      default:
        return this.handleOwnMessage(message);
    }
  }

  private receive(message: unknown): void {
    if (!isWebviewMessage(message)) return;
    const result = this.handleMessage(message);
    if (result) {
      Promise.resolve(result).catch((error: unknown) => {
        void vscode.window.showErrorMessage(vscode.l10n.t('Verdicts: {0}', error instanceof Error ? error.message : String(error)));
      });
    }
  }

  private viewStateChanged(): void {
    if (this.panel.visible) return;
    // Hidden panels lose their page (no retainContextWhenHidden) and come back from webview.html,
    // which must then hold the latest render.
    this.ready = false;
    if (!this.documentIsCurrent) this.writeDocument();
  }

  private writeDocument(): void {
    const webview = this.panel.webview;
    const media = vscode.Uri.joinPath(this.host.extensionUri, 'media');
    this.ready = false;
    this.documentIsCurrent = true;
    webview.html = renderHtmlDocument({
      title: this.lastRender.title,
      body: this.lastRender.body,
      nonce: createNonce(),
      cspSource: webview.cspSource,
      styleUris: [webview.asWebviewUri(vscode.Uri.joinPath(media, 'panel.css')).toString()],
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'dist', 'webview.js')).toString(),
      state: this.state,
      bodyClass: `${this.kind}-panel`,
    });
  }
}
