import * as vscode from 'vscode';
import { Disposable } from '../disposable';
import type { CatalogStore } from '../source/catalogStore';
import { Setting } from '../settings';
import { ProductHoverProvider } from './productHoverProvider';

/** Registers the product hover for the languages in `verdicts.hover.languages`, again whenever the settings change. */
export class HoverRegistration extends Disposable {
  private readonly provider: ProductHoverProvider;
  private registration: vscode.Disposable | undefined;

  constructor(store: CatalogStore) {
    super();
    this.provider = new ProductHoverProvider(store);
    this.register();
    this._register(
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (event.affectsConfiguration(Setting.hoverEnabled) || event.affectsConfiguration(Setting.hoverLanguages)) this.register();
      }),
    );
    this._register({ dispose: () => this.registration?.dispose() });
  }

  private register(): void {
    this.registration?.dispose();
    this.registration = undefined;
    const config = vscode.workspace.getConfiguration();
    if (!config.get<boolean>(Setting.hoverEnabled, true)) return;
    const selector = documentSelector(config.get<unknown>(Setting.hoverLanguages));
    if (selector) this.registration = vscode.languages.registerHoverProvider(selector, this.provider);
  }
}

/** `["*"]` (the default) means every document; an empty list means none. */
export function documentSelector(languages: unknown): vscode.DocumentSelector | undefined {
  const ids = Array.isArray(languages) ? languages.filter((id): id is string => typeof id === 'string' && id.trim() !== '') : ['*'];
  if (ids.length === 0) return undefined;
  if (ids.includes('*')) return '*';
  return ids.map((language) => ({ language: language.trim() }));
}
