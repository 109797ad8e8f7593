import * as vscode from 'vscode';
import { REVIEW_LANGUAGE } from '../contract/ids';
import { Disposable } from '../disposable';
import { isInside, isReviewFileName } from '../source/reviewLocations';

/**
 * Gives the review files Verdicts reads their own language: files in the review folders and the bundled seeds.
 * A language contribution cannot see settings, so this is decided here; other `.txt` files stay plain text,
 * and a document only changes language from plain text (a user's own choice is left alone).
 */
export class ReviewLanguage extends Disposable {
  private readonly seeds: vscode.Uri;

  constructor(
    extensionUri: vscode.Uri,
    private readonly isInReviewFolder: (uri: vscode.Uri) => boolean,
    onDidChangeFolders: vscode.Event<void>,
  ) {
    super();
    this.seeds = vscode.Uri.joinPath(extensionUri, 'seeds');
    this._register(vscode.workspace.onDidOpenTextDocument((document) => this.assign(document)));
    // The review folders are known once the catalog has loaded, and may change with the settings.
    this._register(onDidChangeFolders(() => vscode.workspace.textDocuments.forEach((document) => this.assign(document))));
    vscode.workspace.textDocuments.forEach((document) => this.assign(document));
  }

  /** Whether Verdicts reads this file: it is in a review folder or one of the bundled seeds. */
  isReviewFile(uri: vscode.Uri): boolean {
    return this.isInReviewFolder(uri) || (isReviewFileName(uri.path) && isInside(uri, this.seeds));
  }

  private assign(document: vscode.TextDocument): void {
    if (document.languageId !== 'plaintext' || document.isClosed || !this.isReviewFile(document.uri)) return;
    vscode.languages.setTextDocumentLanguage(document, REVIEW_LANGUAGE).then(undefined, () => undefined);
  }
}

/** Whether a document is a review file in the review language (the surfaces of this folder apply to it). */
export function isReviewDocument(document: vscode.TextDocument): boolean {
  return document.languageId === REVIEW_LANGUAGE;
}
