import * as vscode from 'vscode';
import { pendingReviews, type Catalog } from '../core/base';
import { BoardPanel } from './board/boardPanel';
import { liveDisposableCount } from './disposable';
import { listOpenPanels, type VerdictsPanel } from './panel/verdictsPanel';
import { AnalysisCacheStore } from './source/analysisCacheStore';
import { CatalogStore } from './source/catalogStore';
import { createReviewFiles, type ReviewFiles } from './source/reviewFiles';

/** A live panel, for tests that play the page's part or close it in the middle of a message. */
export type PanelHandle = Pick<VerdictsPanel, 'kind' | 'panel' | 'snapshot' | 'handleMessage' | 'dispose'>;

/** The live board, for tests that read what it sent and play the page's part. */
export type BoardHandle = Pick<BoardPanel, 'panel' | 'snapshot' | 'handleMessage' | 'layout' | 'dispose'>;

/**
 * What the in-editor tests need beyond the public API: live objects and counters the hardening tests check.
 * Only on the API when the extension runs in development or test mode, never for an installed extension.
 */
export interface VerdictsTestHooks {
  /** The open panels as live objects, oldest first. */
  panels(): PanelHandle[];
  /** The open verdict board as a live object, if one is open. */
  board(): BoardHandle | undefined;
  /** How often review files were read (full loads, batches of file changes) and how many file events came in. */
  reloads(): { full: number; batches: number; events: number };
  /** Objects built on the Disposable base and not yet disposed. */
  liveDisposables(): number;
  /** Whether the review folders' file watchers are live. */
  watching(): boolean;
  /** Files the analysis cache served unread, served after reading, or that were analysed, since activation. */
  analysisCache(): { fresh: number; verified: number; analysed: number };
  /** Files analysed in worker threads and threads started, since activation; undefined in a host without them (the web). */
  analysisThreads(): { analysed: number; started: number } | undefined;
  /** Review files' stats and reads served by the disk directly, not `workspace.fs`, since activation (the desktop host only). */
  directReads(): number;
  /**
   * Writes the analysis cache, then loads the catalog as a new window would (a second store on the same cache
   * file), and returns that catalog as JSON with what the cache served it, how many catalogs it published and how
   * many review files it read more than once. `between`: run after the cache is written and before the new window
   * loads (a file changed meanwhile); `first`: the first catalog it published, as JSON.
   */
  reopen(between?: () => Thenable<void>): Promise<{ catalog: string; first: string; counts: { fresh: number; verified: number; analysed: number }; engineLoaded: boolean; publishes: number; restored: number; readTwice: number; reviewsMadeInLoad: boolean; unread: number; unreadLater: number }>;
  /**
   * Disposes `context.subscriptions` the way VS Code does when it deactivates the extension, and returns what
   * any dispose threw. The extension is unusable afterwards: only the last test may call it.
   */
  deactivate(): unknown[];
}

export function createTestHooks(context: vscode.ExtensionContext, store: CatalogStore): VerdictsTestHooks {
  return {
    panels: () => listOpenPanels(),
    board: () => BoardPanel.open,
    reloads: () => store.reloads,
    liveDisposables: liveDisposableCount,
    watching: () => store.watching,
    analysisCache: () => store.analysisCache.counts,
    analysisThreads: () => store.analysisThreads,
    directReads: () => store.analysisCache.files.direct,
    reopen: async (between) => {
      await store.whenLoaded();
      await store.analysisCache.flush();
      await between?.();
      const silent = { trace() {}, info() {}, warn() {}, error() {} };
      // The review files as the store reads them, each read counted.
      const disk = createReviewFiles();
      const reads = new Map<string, number>();
      const files: ReviewFiles = {
        get direct() {
          return disk.direct;
        },
        stat: (uri) => disk.stat(uri),
        readFile: (uri) => {
          reads.set(uri.toString(), (reads.get(uri.toString()) ?? 0) + 1);
          return disk.readFile(uri);
        },
      };
      const reopened = new CatalogStore(context.extensionUri, silent, new AnalysisCacheStore(context.storageUri ?? context.globalStorageUri, silent, files));
      let publishes = 0;
      let first: Catalog | undefined;
      reopened.onDidChangeCatalog(() => {
        publishes++;
        first ??= reopened.catalog;
      });
      try {
        await reopened.reload();
        await reopened.whenLoaded();
        const readTwice = [...reads.values()].filter((count) => count > 1).length;
        // Whether the load made the restored catalog's reviews (a view reading them makes them, not the load).
        const reviewsMadeInLoad = pendingReviews(reopened.catalog) === undefined;
        // Reviews whose texts are still in the cache's bytes when the load is over (nothing has read them yet).
        const unreadNow = () => reopened.catalog.reviews.filter((review) => (review as { isPending?: boolean }).isPending === true).length;
        const unread = unreadNow();
        // Then read in the background once the load has been over a moment (up to 10 s here).
        for (let waited = 0; unreadNow() > 0 && waited < 10_000; waited += 100) await new Promise<void>((resolve) => setTimeout(resolve, 100));
        const unreadLater = unreadNow();
        // Read last: a restored catalog makes its reviews when they are read.
        return { catalog: JSON.stringify(reopened.catalog), first: JSON.stringify(first), counts: reopened.analysisCache.counts, engineLoaded: reopened.engine.loaded !== undefined, publishes, restored: reopened.restoredFiles, readTwice, reviewsMadeInLoad, unread, unreadLater };
      } finally {
        reopened.dispose();
      }
    },
    deactivate: () => {
      const errors: unknown[] = [];
      for (const subscription of context.subscriptions.splice(0)) {
        try {
          subscription.dispose();
        } catch (error) {
          errors.push(error);
        }
      }
      return errors;
    },
  };
}

/** The hooks for a development or test run; undefined for an installed extension. */
export function testHooksFor(context: vscode.ExtensionContext, store: CatalogStore): VerdictsTestHooks | undefined {
  return context.extensionMode === vscode.ExtensionMode.Production ? undefined : createTestHooks(context, store);
}
