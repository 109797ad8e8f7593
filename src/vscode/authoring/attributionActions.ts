import * as vscode from 'vscode';
import { CALL_WORD, attributionEdit, personaFromName, quoteAtLine, shortestName, type LabelKind, type PersonaId, type Problem, type QuoteOutline, type ReviewOutline, type Verdict } from '../../core/base';
import { CommandId } from '../contract/ids';
import { eolOf, lineLengthOf, toWorkspaceEdit } from './applyTextEdit';
import type { ReviewOutlines } from './reviewOutlines';

/** A line that opens a quote (or a block quote). */
const QUOTE_OPENS = /^\s*[“"‘'«>]/;
/** Words a title may use where it means "vs"; exactly one of them turns into " vs ". */
const TITLE_SEPARATORS = [' versus ', ' v. ', ' v ', ' and ', ' / ', ' x ', ' or '];

/**
 * Corrections in the light bulb: on any quote, "Attribute to a Persona… / a Product… / State the Call…" (each a
 * quick pick that writes the attribution line); for Verdicts problems the obvious fix: close an unterminated
 * quote, wrap a paragraph without quote marks in them, attribute an unattributed quote to either product, put "vs" in
 * a title, use the suggested name.
 */
export class AttributionActions implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix, vscode.CodeActionKind.RefactorRewrite];

  constructor(private readonly outlines: ReviewOutlines) {}

  async provideCodeActions(document: vscode.TextDocument, range: vscode.Range, context: vscode.CodeActionContext): Promise<vscode.CodeAction[]> {
    const outline = await this.outlines.outline(document);
    const actions: vscode.CodeAction[] = [];
    for (const diagnostic of context.diagnostics) {
      if (diagnostic.source !== 'Verdicts') continue;
      const problem = outline.problems.find((p) => p.code === diagnostic.code && p.line === diagnostic.range.start.line + 1);
      if (problem) actions.push(...this.fixes(document, outline, problem, diagnostic));
    }
    const quote = quoteAtLine(outline, range.start.line + 1);
    if (quote && (!context.only || context.only.contains(vscode.CodeActionKind.RefactorRewrite) || vscode.CodeActionKind.RefactorRewrite.contains(context.only))) {
      const titles: Record<LabelKind, string> = {
        persona: vscode.l10n.t('Attribute to a Persona…'),
        product: vscode.l10n.t('Attribute to a Product…'),
        verdict: vscode.l10n.t('State the Call…'),
      };
      for (const kind of ['persona', 'product', 'verdict'] as const) {
        const action = new vscode.CodeAction(titles[kind], vscode.CodeActionKind.RefactorRewrite);
        action.command = { title: titles[kind], command: CommandId.attributeQuote, arguments: [document.uri.toString(), quote.line, kind] };
        actions.push(action);
      }
    }
    return actions;
  }

  private fixes(document: vscode.TextDocument, outline: ReviewOutline, problem: Problem, diagnostic: vscode.Diagnostic): vscode.CodeAction[] {
    const fix = (title: string, edit: vscode.WorkspaceEdit, preferred = false) => {
      const action = new vscode.CodeAction(title, vscode.CodeActionKind.QuickFix);
      action.edit = edit;
      action.diagnostics = [diagnostic];
      action.isPreferred = preferred;
      return action;
    };
    const quote = quoteAtLine(outline, problem.line);
    const label = (value: { persona?: PersonaId; product?: string; verdict?: Verdict }, of: QuoteOutline) =>
      toWorkspaceEdit(document.uri, attributionEdit(of, value, lineLengthOf(document), eolOf(document)));
    switch (problem.code) {
      case 'unterminated-quote': {
        const opening = quote ? document.lineAt(quote.line - 1).text.charAt(quote.column - 1) : '“';
        const closing = opening === '"' ? '"' : opening === '«' ? '»' : opening === '‘' ? '’' : opening === "'" ? "'" : '”';
        const edit = new vscode.WorkspaceEdit();
        edit.insert(document.uri, new vscode.Position(problem.line - 1, problem.column - 1), closing);
        return [fix(vscode.l10n.t('Close the quote with {0}', closing), edit, true)];
      }
      case 'commentary':
      case 'unquoted-paragraph': {
        // Kept as a quote, the paragraph ends where the parser's outline says; an introduction or a sign-off (no
        // quote of the outline) runs to the line before the next blank one, or before a quote that follows it.
        let last = problem.line - 1;
        if (quote) last = quote.endLine - 1;
        else while (last + 1 < document.lineCount && document.lineAt(last + 1).text.trim() && !QUOTE_OPENS.test(document.lineAt(last + 1).text)) last++;
        const end = document.lineAt(last).text.trimEnd().length;
        const edit = new vscode.WorkspaceEdit();
        edit.insert(document.uri, new vscode.Position(problem.line - 1, problem.column - 1), '“');
        edit.insert(document.uri, new vscode.Position(last, end), '”');
        return [fix(vscode.l10n.t('Make it a review: wrap it in “…”'), edit, problem.code === 'unquoted-paragraph')];
      }
      case 'unattributed': {
        if (!quote || !outline.names) return [];
        const names = outline.names;
        return ([0, 1] as const).map((side) =>
          fix(vscode.l10n.t('Attribute to {0}', names[side][0]), label({ product: shortestName(side, names) }, quote)),
        );
      }
      case 'missing-title': {
        const line = document.lineAt(problem.line - 1).text;
        const found = TITLE_SEPARATORS.filter((separator) => line.toLowerCase().split(separator).length === 2);
        if (found.length !== 1) return [];
        const at = line.toLowerCase().indexOf(found[0]);
        const edit = new vscode.WorkspaceEdit();
        edit.replace(document.uri, new vscode.Range(problem.line - 1, at, problem.line - 1, at + found[0].length), ' vs ');
        return [fix(vscode.l10n.t('Write the title as “{0} vs {1}”', line.slice(0, at).trim(), line.slice(at + found[0].length).trim()), edit, true)];
      }
      case 'unknown-persona':
      case 'unknown-product':
      case 'unknown-call': {
        if (!quote) return [];
        return (problem.suggestions ?? []).flatMap((suggestion) => {
          const value = valueFor(problem.code, suggestion);
          return value ? [fix(vscode.l10n.t('Change to “{0}”', suggestion), label(value, quote), problem.suggestions!.length === 1)] : [];
        });
      }
      default:
        return [];
    }
  }
}

/** The label a suggested name stands for. */
function valueFor(code: string, suggestion: string): { persona?: PersonaId; product?: string; verdict?: Verdict } | undefined {
  if (code === 'unknown-product') return { product: suggestion };
  if (code === 'unknown-call') {
    const verdict = (Object.keys(CALL_WORD) as Verdict[]).find((v) => CALL_WORD[v] === suggestion);
    return verdict ? { verdict } : undefined;
  }
  const persona = personaFromName(suggestion);
  return persona ? { persona } : undefined;
}
