import * as vscode from 'vscode';
import { REVIEW_LANGUAGE } from '../contract/ids';
import { Disposable } from '../disposable';
import type { CatalogStore } from '../source/catalogStore';
import { AttributionActions } from './attributionActions';
import { InlineLabels } from './inlineLabels';
import { QuoteHover } from './quoteHover';
import { ReviewFolding } from './reviewFolding';
import { isReviewDocument, ReviewLanguage } from './reviewLanguage';
import { ReviewOutlines } from './reviewOutlines';
import { ReviewSymbols } from './reviewSymbols';

/**
 * Writing reviews: the review language for the files Verdicts reads, and in it the Outline, folding, inline
 * labels, the "why" hover on quotes and the corrections in the light bulb, all from one outline per document.
 */
export class Authoring extends Disposable {
  readonly outlines: ReviewOutlines;
  readonly language: ReviewLanguage;

  constructor(store: CatalogStore) {
    super();
    this.language = this._register(new ReviewLanguage(store.extensionUri, (uri) => store.isInReviewFolder(uri), store.onDidChangeCatalog));
    // Edits are read again for the review language's surfaces and for the diagnostics of files in review folders
    // (a user may have given one of those another language): one reading per pause in typing serves both.
    this.outlines = this._register(new ReviewOutlines(store.engine, (document) => isReviewDocument(document) || store.isInReviewFolder(document.uri)));
    store.checkEdits(this.outlines);
    const selector: vscode.DocumentSelector = { language: REVIEW_LANGUAGE };
    const labels = this._register(new InlineLabels(this.outlines));
    this._register(vscode.languages.registerDocumentSymbolProvider(selector, new ReviewSymbols(this.outlines), { label: 'Verdicts' }));
    this._register(vscode.languages.registerFoldingRangeProvider(selector, new ReviewFolding(this.outlines)));
    this._register(vscode.languages.registerInlayHintsProvider(selector, labels));
    this._register(vscode.languages.registerHoverProvider(selector, new QuoteHover(this.outlines)));
    this._register(
      vscode.languages.registerCodeActionsProvider(selector, new AttributionActions(this.outlines), { providedCodeActionKinds: AttributionActions.kinds }),
    );
  }
}
