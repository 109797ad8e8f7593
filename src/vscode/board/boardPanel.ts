import * as vscode from 'vscode';
import {
  type BoardData,
  type BoardLayout,
  type BoardOrder,
  type PersonaId,
  type ReviewFilter,
  PERSONAS,
  arrangeBoard,
  buildBoard,
  describeBoardCell,
  diffBoard,
  isEmptyPatch,
} from '../../core/base';
import { boardCellTooltip, renderBoardCsv, renderBoardMarkdown, renderBoardShell, renderHtmlDocument } from '../../core/render/base';
import {
  type BoardExtensionMessage,
  type BoardPanelState,
  type BoardWebviewMessage,
  isBoardWebviewMessage,
  parseBoardPanelState,
} from '../../shared/boardMessages';
import { CommandId, PanelViewType } from '../contract/ids';
import { Disposable } from '../disposable';
import { createNonce } from '../panel/nonce';
import type { PanelHost } from '../panel/panelHost';
import { webviewOptions } from '../panel/verdictsPanel';
import type { TreeState } from '../tree/treeState';

/** What tests can see of the open board (through the test hooks). */
export interface BoardSnapshot {
  visible: boolean;
  /** The page has loaded and said `ready`. */
  ready: boolean;
  state: BoardPanelState;
  /** Rows in the board the extension last sent or patched. */
  rows: number;
  /** What the page last said it holds and shows, after applying the data. */
  page: { rows: number; shown: number } | undefined;
  /** Messages sent: whole boards and patches. */
  sent: { boards: number; patches: number };
}

/**
 * The verdict board in an editor tab: one per window. It sends the page the whole board once it is ready, then
 * only patches when the catalog changes and the filter when the tree's filter changes; the page arranges and draws.
 */
export class BoardPanel extends Disposable {
  private static current: BoardPanel | undefined;

  private ready = false;
  /** The board as the page has it (sent or patched); undefined until the page has it. */
  private sentData: BoardData | undefined;
  private state: BoardPanelState;
  private page: { rows: number; shown: number } | undefined;
  private readonly sent = { boards: 0, patches: 0 };

  static get open(): BoardPanel | undefined {
    return BoardPanel.current;
  }

  static createOrShow(host: PanelHost, treeState: TreeState): BoardPanel {
    if (BoardPanel.current) {
      BoardPanel.current.panel.reveal();
      return BoardPanel.current;
    }
    const panel = vscode.window.createWebviewPanel(PanelViewType.board, vscode.l10n.t('Verdict Board'), { viewColumn: vscode.ViewColumn.Active }, webviewOptions(host.extensionUri));
    return new BoardPanel(host, treeState, panel, parseBoardPanelState(undefined));
  }

  /** Restores the board VS Code kept across a restart. */
  static revive(host: PanelHost, treeState: TreeState, panel: vscode.WebviewPanel, state: unknown): BoardPanel | undefined {
    if (BoardPanel.current) {
      panel.dispose();
      return undefined;
    }
    return new BoardPanel(host, treeState, panel, parseBoardPanelState(state));
  }

  private constructor(
    private readonly host: PanelHost,
    private readonly treeState: TreeState,
    readonly panel: vscode.WebviewPanel,
    state: BoardPanelState,
  ) {
    super();
    this.state = state;
    BoardPanel.current = this;
    this._register({ dispose: () => (BoardPanel.current = BoardPanel.current === this ? undefined : BoardPanel.current) });
    panel.webview.options = webviewOptions(host.extensionUri);
    panel.iconPath = vscode.Uri.joinPath(host.extensionUri, 'media', 'verdicts.svg');
    this._register(panel.onDidDispose(() => this.dispose()));
    this._register(panel.webview.onDidReceiveMessage((message: unknown) => this.receive(message)));
    this._register(panel.onDidChangeViewState(() => this.viewStateChanged()));
    this._register(host.onDidChangeCatalog(() => this.catalogChanged()));
    this._register(treeState.onDidChange(() => this.send({ type: 'boardFilter', ...this.filterMessage() })));
    this.writeDocument();
  }

  override dispose(): void {
    if (this.isDisposed) return;
    super.dispose();
    this.panel.dispose();
  }

  snapshot(): BoardSnapshot {
    return {
      visible: this.panel.visible,
      ready: this.ready,
      state: { ...this.state },
      rows: this.sentData?.rows.length ?? 0,
      page: this.page && { ...this.page },
      sent: { ...this.sent },
    };
  }

  /** The board as the page shows it: the tree's filter, the page's sort and search. */
  layout(order: BoardOrder = this.state.order, query = this.state.query): BoardLayout {
    return arrangeBoard(buildBoard(this.host.view), { filter: this.treeState.filter, order, query });
  }

  /** Handles a message from the page; public so in-editor tests can play the page's part. */
  handleMessage(message: BoardWebviewMessage): void | Thenable<unknown> {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.sendBoard();
        return;
      case 'shown':
        this.page = { rows: message.rows, shown: message.shown };
        return;
      case 'viewChanged':
        this.state = { kind: 'board', order: message.order, query: message.query };
        return;
      case 'openProduct':
        return vscode.commands.executeCommand(CommandId.openProduct, message.productId, message.persona);
      case 'compare':
        return vscode.commands.executeCommand(CommandId.compareProducts, message.a, message.b);
      case 'describeCell':
        return this.describeCell(message.productId, message.persona);
      case 'copyMarkdown':
        return this.copyMarkdown(message.order, message.query);
      case 'saveCsv':
        return this.saveCsv(message.order, message.query);
    }
  }

  private describeCell(productId: string, persona: string): void {
    if (!PERSONAS.some((p) => p.id === persona)) return;
    const detail = describeBoardCell(this.host.view, productId, persona as PersonaId);
    if (detail) this.send({ type: 'cellDetail', productId, persona, text: boardCellTooltip(detail) });
  }

  private async copyMarkdown(order: BoardOrder, query: string): Promise<void> {
    await vscode.env.clipboard.writeText(renderBoardMarkdown(this.layout(order, query)));
    vscode.window.setStatusBarMessage(vscode.l10n.t('$(check) Verdict board copied as Markdown'), 3000);
  }

  private async saveCsv(order: BoardOrder, query: string): Promise<void> {
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    const target = await vscode.window.showSaveDialog({
      title: vscode.l10n.t('Save the Verdict Board as CSV'),
      filters: { CSV: ['csv'] },
      ...(folder ? { defaultUri: vscode.Uri.joinPath(folder, 'verdict-board.csv') } : {}),
    });
    if (!target) return;
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(renderBoardCsv(this.layout(order, query))));
    vscode.window.setStatusBarMessage(vscode.l10n.t('$(check) Saved the verdict board to {0}', vscode.workspace.asRelativePath(target)), 3000);
  }

  private filterMessage(): { filter: ReviewFilter; label?: string } {
    const label = this.treeState.describeFilter();
    return { filter: this.treeState.filter, ...(label ? { label } : {}) };
  }

  private sendBoard(): void {
    const data = buildBoard(this.host.view);
    this.sentData = data;
    this.sent.boards++;
    this.post({ type: 'board', data, ...this.filterMessage() });
  }

  private catalogChanged(): void {
    if (!this.ready || !this.sentData) return; // the page gets the whole board when it says ready
    const next = buildBoard(this.host.view);
    const patch = diffBoard(this.sentData, next);
    if (!patch) {
      this.sendBoard();
      return;
    }
    if (isEmptyPatch(patch)) return;
    this.sentData = next;
    this.sent.patches++;
    this.post({ type: 'boardPatch', patch });
  }

  private send(message: BoardExtensionMessage): void {
    if (this.ready) this.post(message);
  }

  private post(message: BoardExtensionMessage): void {
    void this.panel.webview.postMessage(message);
  }

  private receive(message: unknown): void {
    if (!isBoardWebviewMessage(message)) return;
    const result = this.handleMessage(message);
    if (result) {
      Promise.resolve(result).catch((error: unknown) => {
        void vscode.window.showErrorMessage(vscode.l10n.t('Verdicts: {0}', error instanceof Error ? error.message : String(error)));
      });
    }
  }

  private viewStateChanged(): void {
    // A hidden board loses its page (no retainContextWhenHidden); shown again, it reloads and says ready.
    if (!this.panel.visible) {
      this.ready = false;
      this.sentData = undefined;
      this.page = undefined;
      this.writeDocument();
    }
  }

  private writeDocument(): void {
    const webview = this.panel.webview;
    const media = vscode.Uri.joinPath(this.host.extensionUri, 'media');
    this.ready = false;
    webview.html = renderHtmlDocument({
      title: vscode.l10n.t('Verdict Board'),
      body: renderBoardShell(this.state.order, this.state.query),
      nonce: createNonce(),
      cspSource: webview.cspSource,
      styleUris: [webview.asWebviewUri(vscode.Uri.joinPath(media, 'panel.css')).toString()],
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'dist', 'board.js')).toString(),
      state: this.state,
      bodyClass: 'board-panel',
    });
  }
}

/** Restores the board after a restart; disposing the registration closes an open board. */
export function registerBoard(host: PanelHost, treeState: TreeState): vscode.Disposable {
  return vscode.Disposable.from(
    { dispose: () => BoardPanel.open?.dispose() },
    vscode.window.registerWebviewPanelSerializer(PanelViewType.board, {
      async deserializeWebviewPanel(panel, state: unknown) {
        BoardPanel.revive(host, treeState, panel, state);
      },
    }),
  );
}
