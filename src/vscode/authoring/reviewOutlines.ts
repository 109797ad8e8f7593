import * as vscode from 'vscode';
import type { ReviewOutline } from '../../core/base';
import type { EngineLoader } from '../source/engineLoader';
import { Disposable } from '../disposable';

/** Pause in typing before an edited review file is read again (its inline labels and its diagnostics). */
export const LABELS_DEBOUNCE_MS = 150;

/**
 * The outline of each open review document (title, quotes, labels, evidence), read by the core's analysis engine
 * (loaded the first time) and kept per document version. Editor surfaces ask `outline()` (read now if the text
 * changed); the hover asks `latest()`, a lookup only. While the user types, outlines are read again after a pause and `onDidChange` fires, so the
 * inline labels follow without a request per keystroke, and the diagnostics of the edited text are the
 * outline's problems (one reading per pause serves both).
 */
export class ReviewOutlines extends Disposable {
  private readonly outlines = new Map<string, { version: number; outline: ReviewOutline }>();
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly _onDidChange = this._register(new vscode.EventEmitter<vscode.TextDocument>());
  readonly onDidChange = this._onDidChange.event;

  /** `follows`: the documents whose edits are read again after a pause (review language or review folder). */
  constructor(
    private readonly engine: EngineLoader,
    private readonly follows: (document: vscode.TextDocument) => boolean,
  ) {
    super();
    this._register(
      vscode.workspace.onDidChangeTextDocument((event) => {
        if (event.contentChanges.length && this.follows(event.document)) this.schedule(event.document);
      }),
    );
    this._register(
      vscode.workspace.onDidCloseTextDocument((document) => {
        const key = document.uri.toString();
        clearTimeout(this.pending.get(key));
        this.pending.delete(key);
        this.outlines.delete(key);
      }),
    );
    this._register({ dispose: () => this.pending.forEach((handle) => clearTimeout(handle)) });
  }

  /** The document's outline for its current text. */
  async outline(document: vscode.TextDocument): Promise<ReviewOutline> {
    const key = document.uri.toString();
    const cached = this.outlines.get(key);
    if (cached && cached.version === document.version) return cached.outline;
    let engine = this.engine.loaded;
    if (!engine) {
      engine = await this.engine.load();
      // Surfaces that asked together while the engine loaded share the first one's reading.
      const read = this.outlines.get(key);
      if (read && read.version === document.version) return read.outline;
    }
    // The text as it is now (loading the engine the first time lets edits land in between).
    const version = document.version;
    const outline = engine.outlineReviewFile(key, document.getText());
    if (!document.isClosed) this.outlines.set(key, { version, outline });
    return outline;
  }

  /** The last outline read for the document, without reading it again; undefined before the first. */
  latest(document: vscode.TextDocument): ReviewOutline | undefined {
    return this.outlines.get(document.uri.toString())?.outline;
  }

  private schedule(document: vscode.TextDocument): void {
    const key = document.uri.toString();
    clearTimeout(this.pending.get(key));
    this.pending.set(
      key,
      setTimeout(() => {
        this.pending.delete(key);
        if (this.isDisposed || document.isClosed) return;
        void this.outline(document).then(
          () => {
            if (!this.isDisposed && !document.isClosed) this._onDidChange.fire(document);
          },
          () => undefined, // the engine could not load: said by the loader
        );
      }, LABELS_DEBOUNCE_MS),
    );
  }
}
