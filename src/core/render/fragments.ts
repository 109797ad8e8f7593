import type { Matchup, ReviewSource, SourceRef, Tally, Verdict } from '../model';
import { escapeDataAttribute, escapeHtml } from './escape';
import { VERDICT_GLYPH, VERDICT_LABEL, sourceLabel } from './format';

/** HTML pieces shared by the product and compare bodies. Every argument is escaped here. */

export interface RenderOptions {
  /**
   * Whether the document is a live panel. `false` (the CLI's static HTML) leaves out buttons and
   * renders source references and product names as text. Default `true`.
   */
  interactive?: boolean;
}

export function isInteractive(options: RenderOptions | undefined): boolean {
  return options?.interactive !== false;
}

/** Verdict as word + glyph + colour, announced as "Verdict: ship". */
export function verdictBadge(verdict: Verdict): string {
  const label = VERDICT_LABEL[verdict];
  return (
    `<span class="badge badge-${verdict}" role="img" aria-label="Verdict: ${escapeHtml(label.toLowerCase())}">` +
    `<span class="badge-glyph" aria-hidden="true">${VERDICT_GLYPH[verdict]}</span>${escapeHtml(label)}</span>`
  );
}

/** "3 ship · 1 skip · 2 no call", each count coloured like its badge. */
export function tallyLine(tally: Tally, extraClass = ''): string {
  const item = (verdict: Verdict, count: number, word: string) =>
    `<span class="tally-item tally-${verdict}${count === 0 ? ' tally-zero' : ''}">` +
    `<span class="tally-dot" aria-hidden="true"></span><span class="tally-count">${count}</span> ${word}</span>`;
  const dot = '<span class="tally-sep" aria-hidden="true">·</span>';
  return (
    `<p class="tally${extraClass ? ` ${extraClass}` : ''}">` +
    [item('ship', tally.ship, 'ship'), item('skip', tally.skip, 'skip'), item('none', tally.none, 'no call')].join(dot) +
    '</p>'
  );
}

/**
 * Something the reader clicks to make the extension open a product, a matchup or a file: a button that
 * looks like a link (it has no address to show or copy, so it is not an `<a href>`); a plain span when the
 * document is static. `label` is HTML: callers escape it. An `ariaLabel` must contain the visible text
 * (WCAG 2.5.3, "label in name"), so speech users can say what they see.
 */
export function actionLink(
  label: string,
  action: string,
  data: Record<string, string | number | undefined>,
  options: RenderOptions | undefined,
  extra: { className?: string; title?: string; ariaLabel?: string } = {},
): string {
  const title = extra.title ? ` title="${escapeHtml(extra.title)}"` : '';
  if (!isInteractive(options)) {
    const className = extra.className ? ` class="${escapeHtml(extra.className)}"` : '';
    return `<span${className}${title}>${label}</span>`;
  }
  const className = ` class="${escapeHtml(['link', extra.className].filter(Boolean).join(' '))}"`;
  const attributes = Object.entries(data)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` data-${key}="${escapeDataAttribute(String(value))}"`)
    .join('');
  const ariaLabel = extra.ariaLabel ? ` aria-label="${escapeHtml(extra.ariaLabel)}"` : '';
  return `<button type="button"${className}${title}${ariaLabel} data-action="${escapeHtml(action)}"${attributes}>${label}</button>`;
}

/** "001_….txt:5", opening the file at that line; the full path is in the tooltip. */
export function sourceLink(source: SourceRef | ReviewSource, options: RenderOptions | undefined): string {
  const label = escapeHtml(sourceLabel(source));
  return actionLink(
    `<span class="source-glyph" aria-hidden="true">↗</span>${label}`,
    'openSource',
    { file: source.file, line: source.line },
    options,
    { className: 'source-link', title: `${source.file}:${source.line}`, ariaLabel: `Open ${sourceLabel(source)}` },
  );
}

/** The matchup's title as a link that opens it; `label` (HTML, escaped by the caller) replaces the title. */
export function matchupLink(matchup: Matchup, options: RenderOptions | undefined, label?: string): string {
  return actionLink(label ?? escapeHtml(matchup.title), 'openMatchup', { matchup: matchup.id }, options, {
    className: 'matchup-link',
    title: label === undefined ? 'Open this matchup' : `Open the matchup ${matchup.title}`,
  });
}

/** `label` is HTML: callers escape it. */
export function button(label: string, action: string, data: Record<string, string> = {}, extra: { secondary?: boolean; pressed?: boolean; title?: string } = {}): string {
  const attributes = Object.entries(data)
    .map(([key, value]) => ` data-${key}="${escapeDataAttribute(value)}"`)
    .join('');
  const pressed = extra.pressed === undefined ? '' : ` aria-pressed="${extra.pressed}"`;
  const title = extra.title ? ` title="${escapeHtml(extra.title)}"` : '';
  return `<button type="button" class="button${extra.secondary ? ' button-secondary' : ''}" data-action="${escapeHtml(action)}"${attributes}${pressed}${title}>${label}</button>`;
}

/** A line in place of a "Why?"'s rows (the review is gone since the page was drawn), escaped. */
export function renderWhyNote(text: string): string {
  return `<p class="why-row">${escapeHtml(text)}</p>`;
}

/** A page-level message: not found, nothing to show, still loading. */
export function renderMessageBody(message: { heading: string; detail?: string }): string {
  return (
    '<section class="empty-state" role="status">' +
    `<h1 class="empty-state-heading">${escapeHtml(message.heading)}</h1>` +
    (message.detail ? `<p class="empty-state-detail">${escapeHtml(message.detail)}</p>` : '') +
    '</section>'
  );
}
