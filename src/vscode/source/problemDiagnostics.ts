import * as vscode from 'vscode';
import type { Problem } from '../../core/base';

const severities: Record<Problem['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
};

/**
 * Core problems (1-based line and column) as diagnostics, grouped by file. `linesOf` gives a file's lines so a
 * diagnostic can underline the rest of its line instead of a single character.
 */
export function problemsToDiagnostics(
  problems: readonly Problem[],
  linesOf: (file: string) => readonly string[] | undefined,
): [vscode.Uri, vscode.Diagnostic[]][] {
  const byFile = new Map<string, vscode.Diagnostic[]>();
  for (const problem of problems) {
    const line = Math.max(0, problem.line - 1);
    const column = Math.max(0, problem.column - 1);
    const text = linesOf(problem.file)?.[line] ?? '';
    const end = Math.max(column, text.length);
    const diagnostic = new vscode.Diagnostic(new vscode.Range(line, column, line, end), problem.message, severities[problem.severity]);
    diagnostic.source = 'Verdicts';
    diagnostic.code = problem.code;
    let list = byFile.get(problem.file);
    if (!list) byFile.set(problem.file, (list = []));
    list.push(diagnostic);
  }
  return [...byFile].map(([file, list]) => [vscode.Uri.parse(file), list]);
}
