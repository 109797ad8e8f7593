import type * as vscode from 'vscode';
import type { CatalogView } from '../../core/base';
import type { EngineLoader } from '../source/engineLoader';

/** What the verdict and compare panels need from the extension: the current catalog and its changes. */
export interface PanelHost {
  /** Root of the extension; panels load their assets from `media/` under it. */
  readonly extensionUri: vscode.Uri;
  /** The current catalog; read again on every render. */
  readonly view: CatalogView;
  /** Fires after the catalog was rebuilt; open panels re-render. */
  readonly onDidChangeCatalog: vscode.Event<void>;
  /**
   * False while the first load is still running, so a panel restored at startup says "loading"
   * instead of "not found". Optional: a host without it counts as loaded.
   */
  readonly loaded?: boolean;
  /** The analysis engine, which renders the panels' quotes (Markdown) and their "Why?". */
  readonly engine: EngineLoader;
}
