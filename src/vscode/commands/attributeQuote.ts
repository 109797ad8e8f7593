import * as vscode from 'vscode';
import {
  PERSONAS,
  attributionEdit,
  personaFromName,
  quoteAtLine,
  shortestName,
  type LabelKind,
  type PersonaId,
  type QuoteOutline,
  type ReviewOutline,
  type Verdict,
} from '../../core/base';
import { eolOf, lineLengthOf, toWorkspaceEdit } from '../authoring/applyTextEdit';
import { CommandId } from '../contract/ids';
import type { VerdictsCommand } from './command';

const VERDICTS: readonly Verdict[] = ['ship', 'skip', 'none'];
const KINDS: readonly LabelKind[] = ['persona', 'product', 'verdict'];

/**
 * States one label of a quote in its attribution line (`— The Skeptic, on Cursor: skip`), adding the line when
 * the quote has none: `(uri?, line?, kind?, value?)`. Without a document and line it takes the active editor's
 * cursor; what is missing is asked for in quick picks. `kind` is persona, product or verdict; `value` a persona
 * id or name, a product (either side's name or short form), or ship / skip / none. Resolves to true once written.
 */
export const attributeQuote: VerdictsCommand = {
  id: CommandId.attributeQuote,
  async run(services, uriArg?: unknown, lineArg?: unknown, kindArg?: unknown, valueArg?: unknown) {
    const editor = vscode.window.activeTextEditor;
    const document =
      typeof uriArg === 'string' && uriArg ? await vscode.workspace.openTextDocument(vscode.Uri.parse(uriArg)) : uriArg instanceof vscode.Uri ? await vscode.workspace.openTextDocument(uriArg) : editor?.document;
    if (!document) return false;
    const line = typeof lineArg === 'number' ? lineArg : editor?.document === document ? editor.selection.active.line + 1 : 0;
    const engine = await services.store.engine.load();
    const outline = engine.outlineReviewFile(document.uri.toString(), document.getText());
    const quote = quoteAtLine(outline, line);
    if (!quote) {
      vscode.window.setStatusBarMessage(vscode.l10n.t('Put the cursor in a quote to state who wrote it, on which product, with which call.'), 5_000);
      return false;
    }
    const kind = KINDS.includes(kindArg as LabelKind) ? (kindArg as LabelKind) : await pickKind(quote);
    if (!kind) return false;
    const label = valueArg !== undefined ? labelFrom(kind, valueArg, outline) : await pickLabel(kind, quote, outline);
    if (!label) return false;
    const edit = attributionEdit(quote, label, lineLengthOf(document), eolOf(document));
    return vscode.workspace.applyEdit(toWorkspaceEdit(document.uri, edit));
  },
};

type Label = { persona?: PersonaId; product?: string; verdict?: Verdict };

function labelFrom(kind: LabelKind, value: unknown, outline: ReviewOutline): Label | undefined {
  if (typeof value !== 'string') return undefined;
  if (kind === 'persona') {
    const persona = personaFromName(value);
    return persona ? { persona } : undefined;
  }
  if (kind === 'verdict') return VERDICTS.includes(value as Verdict) ? { verdict: value as Verdict } : undefined;
  if (!outline.names) return undefined;
  const key = value.trim().toLowerCase();
  const side = ([0, 1] as const).find((s) => outline.names![s].some((name) => name.toLowerCase() === key));
  return side === undefined ? undefined : { product: shortestName(side, outline.names) };
}

interface Item<T> extends vscode.QuickPickItem {
  value: T;
}

async function pickKind(quote: QuoteOutline): Promise<LabelKind | undefined> {
  const origin = (kind: LabelKind) => (quote.origin[kind] === 'stated' ? vscode.l10n.t('stated') : vscode.l10n.t('inferred'));
  const persona = PERSONAS.find((p) => p.id === quote.persona)?.name ?? quote.persona;
  const items: Item<LabelKind>[] = [
    { label: vscode.l10n.t('Persona'), description: `${persona} (${origin('persona')})`, value: 'persona' },
    { label: vscode.l10n.t('Product'), description: `${quote.product ? withoutIcons(quote.product) : vscode.l10n.t('unattributed')} (${origin('product')})`, value: 'product' },
    { label: vscode.l10n.t('Call'), description: `${callLabel(quote.verdict)} (${origin('verdict')})`, value: 'verdict' },
  ];
  const picked = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Attribute the Quote: Which Label?'), placeHolder: vscode.l10n.t('The label to state in the attribution line') });
  return picked?.value;
}

async function pickLabel(kind: LabelKind, quote: QuoteOutline, outline: ReviewOutline): Promise<Label | undefined> {
  const current = (yes: boolean) => (yes ? vscode.l10n.t('current') : undefined);
  let items: Item<Label>[];
  if (kind === 'persona') {
    items = PERSONAS.filter((p) => p.id !== 'unknown').map((p) => ({ label: p.name, description: current(p.id === quote.persona), detail: p.focus, value: { persona: p.id } }));
  } else if (kind === 'verdict') {
    items = VERDICTS.map((verdict) => ({ label: callLabel(verdict), description: current(verdict === quote.verdict), value: { verdict } }));
  } else {
    if (!outline.names) {
      vscode.window.setStatusBarMessage(vscode.l10n.t('Fix the title first: it must name the two products as “Product A vs Product B”.'), 5_000);
      return undefined;
    }
    const names = outline.names;
    items = ([0, 1] as const).map((side) => {
      const short = shortestName(side, names);
      return { label: withoutIcons(names[side][0]), description: current(quote.side === side), detail: short !== names[side][0] ? vscode.l10n.t('written as “on {0}”', withoutIcons(short)) : undefined, value: { product: short } };
    });
  }
  const titles: Record<LabelKind, string> = {
    persona: vscode.l10n.t('Attribute to a Persona'),
    product: vscode.l10n.t('Attribute to a Product'),
    verdict: vscode.l10n.t('State the Call'),
  };
  const picked = await vscode.window.showQuickPick(items, { title: titles[kind], placeHolder: vscode.l10n.t('Written into the quote’s attribution line') });
  return picked?.value;
}

function callLabel(verdict: Verdict): string {
  return verdict === 'ship' ? vscode.l10n.t('Ship') : verdict === 'skip' ? vscode.l10n.t('Skip') : vscode.l10n.t('No call');
}

/** Product names come from files: `$(name)` in them is text, not a theme icon. */
function withoutIcons(text: string): string {
  return text.replace(/\$\(/gu, '\\$(');
}
