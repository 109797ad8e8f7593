import type { Comparison } from '../compare/compareProducts';
import type { Review } from '../model';
import { escapeMarkdownProse, stripBidiControls } from './escape';
import { VERDICT_GLYPH, VERDICT_LABEL, formatTally, sourceLabel } from './format';

export interface CompareMarkdownOptions {
  /** Only the reviewers who reviewed both products and differ, as the panel's "Differences only" shows. */
  differencesOnly?: boolean;
}

/**
 * The comparison as a Markdown document (the clipboard, `verdicts compare --format markdown`).
 * Review text is escaped so it cannot change the document's structure, but stays readable raw.
 */
export function renderCompareMarkdown(comparison: Comparison, options: CompareMarkdownOptions = {}): string {
  const { a, b } = comparison;
  const rows = options.differencesOnly ? comparison.rows.filter((row) => row.differs) : comparison.rows;
  const name = (text: string) => escapeMarkdownProse(text);
  const lines: string[] = [];

  lines.push(`# ${name(a.name)} vs ${name(b.name)}`, '');
  lines.push('| | Tally |', '| --- | --- |');
  lines.push(`| **${name(a.name)}** | ${formatTally(a.tally)} |`);
  lines.push(`| **${name(b.name)}** | ${formatTally(b.tally)} |`, '');

  if (comparison.directMatchup) {
    const m = comparison.directMatchup;
    lines.push(`Direct matchup: ${name(m.title)} (${codeSpan(sourceLabel(m.source))})`, '');
  } else {
    lines.push('No direct matchup — compared persona by persona.', '');
  }

  lines.push('## Verdicts by reviewer', '');
  if (options.differencesOnly) {
    const hidden = comparison.rows.length - rows.length;
    lines.push(
      rows.length
        ? `Differences only: ${rows.length === 1 ? 'the reviewer who reviewed both products and differs' : `the ${rows.length} reviewers who reviewed both products and differ`}` +
            (hidden ? ` (${hidden} more agree or reviewed only one).` : '.')
        : comparison.rows.length
          ? 'Differences only: no reviewer who reviewed both products differs.'
          : 'No reviewer has given either product a verdict yet.',
      '',
    );
    if (!rows.length) return `${lines.join('\n').trimEnd()}\n`;
  }
  if (rows.length === 0) {
    lines.push('No reviewer has given either product a verdict yet.', '');
    return `${lines.join('\n').trimEnd()}\n`;
  }
  lines.push(`| Reviewer | ${name(a.name)} | ${name(b.name)} | Differs |`, '| --- | --- | --- | :---: |');
  for (const row of rows) {
    lines.push(
      `| ${name(row.persona.name)} | ${tableCell(row.a)} | ${tableCell(row.b)} | ${row.differs ? 'yes' : row.oneSided ? 'only one reviewed' : ''} |`,
    );
  }
  lines.push('');

  lines.push('## Quotes', '');
  for (const row of rows) {
    lines.push(`### ${name(row.persona.name)}`, '');
    for (const [product, reviews] of [
      [a, row.a],
      [b, row.b],
    ] as const) {
      if (reviews.length === 0) {
        lines.push(`**${name(product.name)}**: no verdict from this reviewer.`, '');
        continue;
      }
      for (const review of reviews) {
        lines.push(`**${name(product.name)}** — ${VERDICT_GLYPH[review.verdict]} ${VERDICT_LABEL[review.verdict]}`, '');
        for (const paragraph of review.text.trim().split(/\n[ \t]*\n+/)) {
          if (paragraph.trim()) lines.push(`> ${escapeMarkdownProse(paragraph)}`, '>');
        }
        if (lines[lines.length - 1] === '>') lines.pop();
        lines.push('');
        if (review.sources.length) {
          lines.push(`Source: ${review.sources.map((s) => codeSpan(sourceLabel(s))).join(', ')}`, '');
        }
      }
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function tableCell(reviews: readonly Review[]): string {
  if (reviews.length === 0) return '_no verdict from this reviewer_';
  return reviews
    .map((review) => {
      const text = review.verdict !== 'none' && review.verdictSentence.trim() ? review.verdictSentence : review.gist;
      const said = text.trim() ? ` — ${escapeMarkdownProse(text)}` : '';
      return `${VERDICT_GLYPH[review.verdict]} **${VERDICT_LABEL[review.verdict]}**${said}`;
    })
    .join('<br>');
}

/** A file reference as a code span; a backtick in a file name cannot close it early. */
function codeSpan(text: string): string {
  return `\`${stripBidiControls(text).replace(/`/g, "'").replace(/[\r\n]+/g, ' ')}\``;
}
