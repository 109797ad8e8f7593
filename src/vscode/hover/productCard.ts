import * as vscode from 'vscode';
import type { CatalogView } from '../../core/base';
import { renderHoverMarkdown } from '../../core/render/base';
import { CommandId } from '../contract/ids';

/** The commands a card's links may run, and nothing else; review text is escaped by the renderer. */
const enabledCommands = [CommandId.openProduct, CommandId.compareWith];

/** The product card shown by hovers on product names and by tooltips of product rows. */
export function productCard(view: CatalogView, productIds: readonly string[]): vscode.MarkdownString | undefined {
  const text = renderHoverMarkdown(view, productIds, {
    commands: { openProduct: CommandId.openProduct, compareWith: CommandId.compareWith },
  });
  if (!text) return undefined;
  const markdown = new vscode.MarkdownString(text);
  markdown.isTrusted = { enabledCommands };
  markdown.supportHtml = false;
  return markdown;
}
