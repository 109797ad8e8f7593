import type { Problem, Severity } from '../core';

/**
 * `verdicts check` output: `file:line:column: severity: message` per problem (the shape compilers use,
 * so terminals and editors make it clickable), then one summary line.
 */

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** C0 and C1 control characters (tab and newline aside) and bidi overrides: review text must not drive the terminal. */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Makes text from review files safe to print to a terminal: escape sequences become visible placeholders. */
export function neutralizeControls(text: string): string {
  return text.replace(CONTROLS, '\uFFFD');
}

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (x, y) =>
      (x.file < y.file ? -1 : x.file > y.file ? 1 : 0) ||
      x.line - y.line ||
      x.column - y.column ||
      SEVERITY_ORDER[x.severity] - SEVERITY_ORDER[y.severity],
  );
}

export function formatProblem(problem: Problem): string {
  const message = problem.message.replace(/\s*[\r\n]+\s*/g, ' ');
  return neutralizeControls(`${problem.file}:${problem.line}:${problem.column}: ${problem.severity}: ${message}`);
}

export interface CheckCounts {
  files: number;
  reviews: number;
  problems: readonly Problem[];
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** "5 files, 24 reviews, 0 errors, 1 warning" (infos only when there are some). */
export function formatSummary({ files, reviews, problems }: CheckCounts): string {
  const count = (severity: Severity) => problems.filter((p) => p.severity === severity).length;
  const parts = [plural(files, 'file'), plural(reviews, 'review'), plural(count('error'), 'error'), plural(count('warning'), 'warning')];
  const infos = count('info');
  if (infos) parts.push(`${infos} info`);
  return parts.join(', ');
}
