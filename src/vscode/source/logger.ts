import * as vscode from 'vscode';

/** What the adapters need from a log; a `LogOutputChannel` is one, a test can pass a silent fake. */
export interface Logger {
  trace(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(error: string | Error, ...args: unknown[]): void;
}

/** The "Verdicts" output channel; its level follows the user's "Developer: Set Log Level…". */
export function createLogChannel(): vscode.LogOutputChannel {
  return vscode.window.createOutputChannel('Verdicts', { log: true });
}
