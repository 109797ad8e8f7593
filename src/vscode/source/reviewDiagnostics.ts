import * as vscode from 'vscode';
import type { Problem } from '../../core/base';
import { Disposable } from '../disposable';
import { problemsToDiagnostics } from './problemDiagnostics';

/**
 * Edited documents, read again after a pause in typing: `onDidChange` fires with a document once its text has
 * been read, and `latest()` then answers for that text without reading it again (the authoring outlines).
 */
export interface EditedDocuments {
  readonly onDidChange: vscode.Event<vscode.TextDocument>;
  latest(document: vscode.TextDocument): { readonly problems: readonly Problem[] } | undefined;
}

/**
 * The Problems panel for review files. Saved files show the catalog's problems; a review document with
 * unsaved edits shows the problems of its current text, re-checked as the user types (that document only,
 * with the core's parser, never the whole catalog). The re-check is the one the inline labels use: the
 * outline read after a pause in typing (`follow`), so each pause reads the document once.
 */
export class ReviewDiagnostics extends Disposable {
  private readonly collection = this._register(vscode.languages.createDiagnosticCollection('verdicts'));
  /** The catalog's diagnostics by file URI, as last published. */
  private fromCatalog = new Map<string, vscode.Diagnostic[]>();
  /** Diagnostics of edited documents, by URI: they win over the catalog's until the edits are saved or dropped. */
  private readonly fromEditor = new Map<string, vscode.Diagnostic[]>();

  constructor(private readonly isReviewDocument: (uri: vscode.Uri) => boolean) {
    super();
    // Closing without saving drops the edits: the file on disk counts again.
    this._register(vscode.workspace.onDidCloseTextDocument((document) => this.dropEditorDiagnostics(document.uri.toString())));
  }

  /** Re-checks edited review documents whenever `edited` has read one again. */
  follow(edited: EditedDocuments): void {
    this._register(
      edited.onDidChange((document) => {
        if (this.isReviewDocument(document.uri)) this.check(document, edited);
      }),
    );
  }

  /** Shows the problems of a freshly built catalog; `linesOf` gives a file's lines so ranges can span them. */
  publishCatalog(problems: readonly Problem[], linesOf: (file: string) => readonly string[] | undefined): void {
    this.fromCatalog = new Map(problemsToDiagnostics(problems, linesOf).map(([uri, diagnostics]) => [uri.toString(), diagnostics]));
    // Saved edits are now in the catalog; edits still unsaved keep their own diagnostics.
    for (const file of [...this.fromEditor.keys()]) {
      if (!openDocument(file)?.isDirty) this.fromEditor.delete(file);
    }
    this.collection.clear();
    for (const [file, diagnostics] of this.fromCatalog) if (!this.fromEditor.has(file)) this.collection.set(vscode.Uri.parse(file), diagnostics);
    for (const [file, diagnostics] of this.fromEditor) this.collection.set(vscode.Uri.parse(file), diagnostics);
  }

  private check(document: vscode.TextDocument, edited: EditedDocuments): void {
    if (this.isDisposed || document.isClosed) return;
    const key = document.uri.toString();
    if (!document.isDirty) {
      // Undone back to the saved text: the catalog's problems are the right ones again.
      this.dropEditorDiagnostics(key);
      return;
    }
    const outline = edited.latest(document);
    if (!outline) return;
    const text = document.getText();
    const lines = text.split(/\r\n|\r|\n/);
    const [entry] = problemsToDiagnostics(outline.problems, () => lines);
    const diagnostics = entry?.[1] ?? [];
    this.fromEditor.set(key, diagnostics);
    this.collection.set(document.uri, diagnostics);
  }

  private dropEditorDiagnostics(key: string): void {
    if (!this.fromEditor.delete(key)) return;
    const uri = vscode.Uri.parse(key);
    const fromCatalog = this.fromCatalog.get(key);
    if (fromCatalog) this.collection.set(uri, fromCatalog);
    else this.collection.delete(uri);
  }
}

function openDocument(key: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((document) => document.uri.toString() === key);
}
