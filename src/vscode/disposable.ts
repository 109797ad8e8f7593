import * as vscode from 'vscode';

/** Owners built and not yet disposed; after deactivation it must be 0 (an in-editor test checks). */
let liveOwners = 0;

export function liveDisposableCount(): number {
  return liveOwners;
}

/** Base for classes that own listeners: everything `_register`ed is disposed with the owner. */
export abstract class Disposable implements vscode.Disposable {
  private readonly _disposables: vscode.Disposable[] = [];
  private _isDisposed = false;

  constructor() {
    liveOwners++;
  }

  protected get isDisposed(): boolean {
    return this._isDisposed;
  }

  protected _register<T extends vscode.Disposable>(value: T): T {
    if (this._isDisposed) {
      value.dispose();
    } else {
      this._disposables.push(value);
    }
    return value;
  }

  dispose(): void {
    if (this._isDisposed) return;
    this._isDisposed = true;
    liveOwners--;
    while (this._disposables.length) {
      try {
        this._disposables.pop()?.dispose();
      } catch {
        // one failing dispose must not keep the rest alive
      }
    }
  }
}
