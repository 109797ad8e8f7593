import * as vscode from 'vscode';
import type { TextEdit } from '../../core/base';

/** A core edit (1-based line, columns) as a workspace edit on `uri`. */
export function toWorkspaceEdit(uri: vscode.Uri, edit: TextEdit): vscode.WorkspaceEdit {
  const workspaceEdit = new vscode.WorkspaceEdit();
  workspaceEdit.replace(uri, new vscode.Range(edit.line - 1, edit.column - 1, edit.line - 1, edit.endColumn - 1), edit.text);
  return workspaceEdit;
}

export function lineLengthOf(document: vscode.TextDocument): (line: number) => number {
  return (line) => document.lineAt(Math.min(document.lineCount, line) - 1).text.length;
}

export function eolOf(document: vscode.TextDocument): string {
  return document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
}
