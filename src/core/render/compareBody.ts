import type { Comparison, ComparisonRow } from '../compare/compareProducts';
import type { Product, Review } from '../model';
import { escapeHtml } from './escape';
import { VERDICT_LABEL } from './format';
import {
  type RenderOptions,
  actionLink,
  button,
  isInteractive,
  sourceLink,
  tallyLine,
  verdictBadge,
} from './fragments';
import { renderInlineMarkdown, renderQuote } from './markdown';

export interface CompareBodyOptions extends RenderOptions {
  /** Show only rows where both products were reviewed and the calls differ (the panel script toggles this live). */
  differencesOnly?: boolean;
}

/**
 * The compare panel's body: both tallies, the direct matchup (or why there is none), a toolbar,
 * then a table with a row per persona and a column per product. Rows carry `row-differs` (both reviewed,
 * the calls differ), `row-same` or `row-one-sided` (only one product reviewed); "Differences only" hides the
 * last two with CSS.
 */
export function renderCompareBody(comparison: Comparison, options: CompareBodyOptions = {}): string {
  const { a, b, rows } = comparison;
  const interactive = isInteractive(options);

  const contender = (product: Product, side: 'a' | 'b') =>
    `<div class="contender contender-${side}">` +
    `<h2 class="contender-name">${productName(product, options)}</h2>` +
    tallyLine(product.tally) +
    '</div>';

  const matchup = comparison.directMatchup
    ? '<p class="direct-matchup"><span class="section-label-inline">Direct matchup</span> ' +
      actionLink(
        escapeHtml(comparison.directMatchup.title),
        'openSource',
        { file: comparison.directMatchup.source.file, line: comparison.directMatchup.source.line },
        options,
        { className: 'matchup-link', title: `${comparison.directMatchup.source.file}:${comparison.directMatchup.source.line}` },
      ) +
      '</p>'
    : '<p class="direct-matchup direct-matchup-none">No direct matchup — compared persona by persona</p>';

  const toolbar = interactive
    ? '<div class="toolbar" role="group" aria-label="Comparison actions">' +
      button('Differences only', 'toggleDifferencesOnly', {}, { secondary: true, pressed: options.differencesOnly === true, title: 'Show only reviewers whose verdicts differ' }) +
      button('<span aria-hidden="true">⇄</span> Swap', 'swap', {}, { secondary: true, title: 'Swap the two columns' }) +
      button('Copy as Markdown', 'copyMarkdown', {}, { secondary: true, title: 'Copy this comparison to the clipboard as Markdown' }) +
      '</div>'
    : '';

  const header =
    '<header class="page-header compare-header">' +
    '<p class="eyebrow">Comparison</p>' +
    `<h1 class="visually-hidden" id="compare-title">${escapeHtml(a.name)} compared with ${escapeHtml(b.name)}</h1>` +
    '<div class="versus">' +
    contender(a, 'a') +
    '<span class="versus-mark" aria-hidden="true">vs</span>' +
    contender(b, 'b') +
    '</div>' +
    matchup +
    toolbar +
    '</header>';

  const differing = rows.filter((row) => row.differs).length;
  const oneSided = rows.filter((row) => row.oneSided).length;
  const table = rows.length
    ? '<div class="table-wrap">' +
      '<table class="compare-table">' +
      `<caption>Verdicts by reviewer: ${escapeHtml(a.name)} and ${escapeHtml(b.name)}. ` +
      `${differing === 1 ? '1 reviewer differs' : `${differing} reviewers differ`}` +
      (oneSided ? `; ${oneSided === 1 ? '1 reviewer' : `${oneSided} reviewers`} reviewed only one.` : '.') +
      '</caption>' +
      '<colgroup><col class="col-persona"><col class="col-product"><col class="col-product"></colgroup>' +
      '<thead><tr>' +
      '<th scope="col">Reviewer</th>' +
      `<th scope="col">${escapeHtml(a.name)}</th>` +
      `<th scope="col">${escapeHtml(b.name)}</th>` +
      '</tr></thead>' +
      `<tbody>${rows.map((row) => tableRow(row, a, b, options)).join('')}</tbody>` +
      '</table>' +
      '</div>' +
      (differing === 0
        ? `<p class="no-differences" role="status">${
            oneSided === rows.length
              ? 'No reviewer reviewed both products, so there is nothing to disagree on.'
              : oneSided
                ? 'Every reviewer who reviewed both products gave them the same verdict.'
                : 'Every reviewer gave both products the same verdict.'
          }</p>`
        : '')
    : '<p class="empty-note">No reviewer has given either product a verdict yet.</p>';

  const classes = ['compare', options.differencesOnly ? 'differences-only' : ''].filter(Boolean).join(' ');
  return (
    `<article class="${classes}" aria-labelledby="compare-title" data-a="${escapeHtml(a.id)}" data-b="${escapeHtml(b.id)}">` +
    header +
    table +
    '</article>'
  );
}

function productName(product: Product, options: RenderOptions): string {
  return actionLink(escapeHtml(product.name), 'openProduct', { product: product.id }, options, {
    className: 'product-link',
    title: 'Open this product’s verdicts',
  });
}

function tableRow(row: ComparisonRow, a: Product, b: Product, options: RenderOptions): string {
  return (
    `<tr class="${row.differs ? 'row-differs' : row.oneSided ? 'row-one-sided' : 'row-same'}" data-persona="${escapeHtml(row.persona.id)}">` +
    '<th scope="row" class="persona-cell">' +
    `<span class="persona-name">${escapeHtml(row.persona.name)}</span>` +
    `<span class="persona-focus">${escapeHtml(row.persona.focus)}</span>` +
    (row.differs
      ? '<span class="differs-tag">Differs</span>'
      : row.oneSided
        ? '<span class="same-tag one-sided-tag">Only one reviewed</span>'
        : '<span class="same-tag">Agrees</span>') +
    '</th>' +
    cell(row, row.a, a, options) +
    cell(row, row.b, b, options) +
    '</tr>'
  );
}

function cell(row: ComparisonRow, reviews: readonly Review[], product: Product, options: RenderOptions): string {
  // The column name again, for the narrow layout where cells stack under the persona.
  const label = `data-label="${escapeHtml(product.name)}"`;
  if (reviews.length === 0) {
    return `<td class="verdict-cell verdict-cell-empty" ${label}><span class="no-verdict">No verdict from this reviewer</span></td>`;
  }
  return `<td class="verdict-cell" ${label}>${reviews.map((review) => cellReview(row, review, product, options)).join('')}</td>`;
}

function cellReview(row: ComparisonRow, review: Review, product: Product, options: RenderOptions): string {
  const sentence = review.verdict !== 'none' && review.verdictSentence.trim() ? review.verdictSentence : '';
  const lead = sentence
    ? `<p class="cell-sentence">${renderInlineMarkdown(sentence)}</p>`
    : `<p class="cell-sentence cell-gist">${escapeHtml(review.gist || VERDICT_LABEL.none)}</p>`;
  const quote = renderQuote(review.text, sentence || undefined);
  const sources = review.sources.map((s) => sourceLink(s, options)).join('');
  const openReview = isInteractive(options)
    ? actionLink('Open review', 'openProduct', { product: product.id, persona: row.persona.id }, options, {
        className: 'open-review',
        ariaLabel: `Open review: ${row.persona.name} on ${product.name}`,
      })
    : '';
  return (
    `<div class="cell-review review-${review.verdict}">` +
    verdictBadge(review.verdict) +
    lead +
    '<details class="full-quote">' +
    '<summary>Full quote</summary>' +
    `<blockquote class="quote">${quote.html}</blockquote>` +
    (sources || openReview ? `<p class="review-meta">${openReview}<span class="sources">${sources}</span></p>` : '') +
    '</details>' +
    '</div>'
  );
}
