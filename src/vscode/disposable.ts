import * as vscode from 'vscode';

/** Base for classes that own listeners: everything `_register`ed is disposed with the owner. */
export abstract class Disposable implements vscode.Disposable {
  private readonly _disposables: vscode.Disposable[] = [];
  private _isDisposed = false;

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
    while (this._disposables.length) {
      try {
        this._disposables.pop()?.dispose();
      } catch {
        // one failing dispose must not keep the rest alive
      }
    }
  }
}
