import * as vscode from 'vscode';
import { ViewId } from '../contract/ids';

/** Loads of more files than this show their progress from the start. */
const SHOW_FROM_FILES = 200;
/** Loads that take longer than this show their progress once they do. */
const SLOW_LOAD_MS = 1_000;

/**
 * The progress of one load, where the reader is looking rather than in a toast: a progress bar on the Products
 * view (and the Verdicts icon, when the view is hidden) and "Verdicts: n of m files" in the status bar. Nothing for
 * a short load; shown from the start for many files, or once a load turns out slow.
 */
export class LoadProgress {
  private reporters: vscode.Progress<{ message?: string }>[] = [];
  private finishers: (() => void)[] = [];
  private shown = false;
  private finished = false;

  constructor(
    private readonly total: number,
    private readonly started: number,
  ) {
    if (total > SHOW_FROM_FILES) this.show();
  }

  report(read: number): void {
    if (!this.shown && !this.finished && performance.now() - this.started > SLOW_LOAD_MS) this.show();
    const message = vscode.l10n.t('{0} of {1} files', read.toLocaleString(), this.total.toLocaleString());
    for (const reporter of this.reporters) reporter.report({ message });
  }

  done(): void {
    this.finished = true;
    this.finishers.forEach((finish) => finish());
  }

  private show(): void {
    this.shown = true;
    const title = vscode.l10n.t('Verdicts: reading review files');
    for (const location of [{ viewId: ViewId.products }, vscode.ProgressLocation.Window] as const) {
      void vscode.window.withProgress({ location, title }, (reporter) => {
        this.reporters.push(reporter);
        return new Promise<void>((resolve) => (this.finished ? resolve() : this.finishers.push(resolve)));
      });
    }
  }
}
