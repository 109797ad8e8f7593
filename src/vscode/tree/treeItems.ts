import * as vscode from 'vscode';
import { personaById, type CatalogView, type Review, type ReviewSource } from '../../core/base';
import { escapeMarkdown, sourceLabel, stripBidiControls } from '../../core/render/base';
import { truncate } from '../../core/render/format';
import { CommandId } from '../contract/ids';
import { productCard } from '../hover/productCard';
import { ContextValue } from './contextValues';
import type { MatchupNode, PersonaNode, ProductNode, ReviewNode, TreeNode } from './treeNodes';
import {
  matchupIcon,
  personaIcon,
  productIcon,
  shortTally,
  tallyDescription,
  tallyOf,
  verdictCodicon,
  verdictIcon,
  verdictLabel,
} from './verdictStyle';

/** Tree rows for catalog elements. Rows are cheap; tooltips are filled in later by `resolveTooltip`. */
export function treeItemFor(view: CatalogView, node: TreeNode): vscode.TreeItem {
  switch (node.kind) {
    case 'product':
      return productItem(view, node);
    case 'review':
      return reviewItem(view, node);
    case 'matchup':
      return matchupItem(view, node);
    case 'persona':
      return personaItem(view, node);
  }
}

function productItem(view: CatalogView, node: ProductNode): vscode.TreeItem {
  const product = view.product(node.productId);
  const name = stripBidiControls(product?.name ?? node.productId);
  const item = new vscode.TreeItem(name, vscode.TreeItemCollapsibleState.Collapsed);
  item.id = node.id;
  item.iconPath = productIcon;
  item.contextValue = ContextValue.product;
  const tally = node.matchupId ? tallyOf(view.reviewsInMatchup(node.matchupId, node.productId)) : product?.tally;
  if (tally) {
    item.description = shortTally(tally);
    item.accessibilityInformation = { label: vscode.l10n.t('{0}: {1}', name, tallyDescription(tally)) };
  }
  item.command = { command: CommandId.openProduct, title: vscode.l10n.t('Open Product'), arguments: [node.productId] };
  return item;
}

function reviewItem(view: CatalogView, node: ReviewNode): vscode.TreeItem {
  const review = view.review(node.reviewId);
  const persona = personaById(node.persona);
  const productName = stripBidiControls(node.productId ? (view.product(node.productId)?.name ?? node.productId) : vscode.l10n.t('Unattributed review'));
  const item = new vscode.TreeItem(node.labelBy === 'persona' ? persona.name : productName, vscode.TreeItemCollapsibleState.None);
  item.id = node.id;
  if (!review) return item;
  item.iconPath = verdictIcon(review.verdict);
  const gist = stripBidiControls(review.gist);
  item.description = gist;
  item.accessibilityInformation = {
    label: vscode.l10n.t('{0} on {1}: {2}. {3}', persona.name, productName, verdictLabel(review.verdict), gist),
  };
  if (node.productId) {
    item.contextValue = ContextValue.review;
    item.command = {
      command: CommandId.openProduct,
      title: vscode.l10n.t('Open Review'),
      arguments: [node.productId, node.persona],
    };
  } else {
    item.contextValue = ContextValue.unattributedReview;
    const source = reviewSource(review, node.matchupId);
    if (source) item.command = { command: CommandId.openSource, title: vscode.l10n.t('Open Source'), arguments: [source.file, source.line] };
  }
  return item;
}

function matchupItem(view: CatalogView, node: MatchupNode): vscode.TreeItem {
  const matchup = view.matchup(node.matchupId);
  const [a, b] = matchup?.products.map((id) => withoutSubtitle(stripBidiControls(view.product(id)?.name ?? id))) ?? [node.matchupId, ''];
  const item = new vscode.TreeItem(vscode.l10n.t('{0} vs {1}', a, b), vscode.TreeItemCollapsibleState.Collapsed);
  item.id = node.id;
  item.iconPath = matchupIcon;
  item.contextValue = ContextValue.matchup;
  item.command = { command: CommandId.openMatchup, title: vscode.l10n.t('Open Matchup'), arguments: [node.matchupId] };
  return item;
}

function personaItem(view: CatalogView, node: PersonaNode): vscode.TreeItem {
  const persona = personaById(node.personaId);
  const item = new vscode.TreeItem(persona.name, vscode.TreeItemCollapsibleState.Collapsed);
  item.id = node.id;
  item.iconPath = personaIcon(persona.id);
  item.contextValue = ContextValue.persona;
  const tally = view.personaTally(persona.id);
  item.description = shortTally(tally);
  item.tooltip = persona.focus;
  // Without it a screen reader reads the tooltip (the focus sentence) instead of the name and the tally.
  item.accessibilityInformation = { label: vscode.l10n.t('{0}: {1}. {2}', persona.name, tallyDescription(tally), persona.focus) };
  return item;
}

/** The rich hover of a row, built only when the user points at it. */
export function resolveTooltip(view: CatalogView, node: TreeNode): vscode.MarkdownString | undefined {
  switch (node.kind) {
    case 'product':
      return productCard(view, [node.productId]);
    case 'review':
      return withoutBidiControls(reviewTooltip(view, node));
    case 'matchup':
      return withoutBidiControls(matchupTooltip(view, node));
    case 'persona':
      return undefined;
  }
}

/** Review text may hold bidi controls that make it read other than it says; rows and tooltips show it without them. */
function withoutBidiControls(md: vscode.MarkdownString | undefined): vscode.MarkdownString | undefined {
  if (md) md.value = stripBidiControls(md.value);
  return md;
}

function markdown(): vscode.MarkdownString {
  const md = new vscode.MarkdownString('', true);
  md.supportHtml = false;
  return md;
}

function reviewTooltip(view: CatalogView, node: ReviewNode): vscode.MarkdownString | undefined {
  const review = view.review(node.reviewId);
  if (!review) return undefined;
  const md = markdown();
  const product = review.product ? view.product(review.product)?.name : undefined;
  md.appendMarkdown(`${verdictCodicon(review.verdict)} **`).appendText(personaById(review.persona).name).appendMarkdown('**');
  if (product) md.appendText(vscode.l10n.t(' on {0}', product));
  md.appendText(` — ${verdictLabel(review.verdict)}`).appendMarkdown('\n\n');
  // Not appendText: it turns every space into &nbsp;, so the tooltip could only wrap the quote mid-word.
  md.appendMarkdown(`> ${escapeMarkdown(truncate(review.text, 700))}\n\n`);
  const source = reviewSource(review, node.matchupId);
  if (source) {
    md.appendMarkdown('$(file) ').appendText(sourceLabel(source));
    if (review.sources.length > 1) md.appendText(` ${vscode.l10n.t('(and {0} more)', review.sources.length - 1)}`);
  }
  return md;
}

function matchupTooltip(view: CatalogView, node: MatchupNode): vscode.MarkdownString | undefined {
  const matchup = view.matchup(node.matchupId);
  if (!matchup) return undefined;
  const md = markdown();
  md.appendMarkdown('$(arrow-swap) **').appendText(matchup.title).appendMarkdown('**\n\n');
  for (const id of matchup.products) {
    const name = view.product(id)?.name ?? id;
    md.appendMarkdown('$(package) ').appendText(`${name}: ${tallyDescription(tallyOf(view.reviewsInMatchup(matchup.id, id)))}`).appendMarkdown('  \n');
  }
  md.appendMarkdown('\n$(file) ').appendText(sourceLabel(matchup.source));
  return md;
}

/** The source a review row points at: the one in its matchup's file when it sits under a matchup. */
export function reviewSource(review: Review, matchupId?: string): ReviewSource | undefined {
  return (matchupId && review.sources.find((source) => source.matchup === matchupId)) || review.sources[0];
}

/** "Cursor v0.50 – Background Agent & …" → "Cursor v0.50": two names must fit on one matchup row. */
function withoutSubtitle(name: string): string {
  return name.split(/\s[–—-]\s|:\s/)[0]!.trim() || name;
}
