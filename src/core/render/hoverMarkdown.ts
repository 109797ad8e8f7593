import type { CatalogView } from '../catalog/catalogView';
import type { Product } from '../model';
import { escapeMarkdown } from './escape';
import { VERDICT_GLYPH, VERDICT_LABEL, describePersona, formatTally, truncate } from './format';

export interface HoverOptions {
  /** The command ids the links run; the adapter passes its own (and trusts only these). */
  commands: { openProduct: string; compareWith: string };
  /**
   * Gists longer than this are cut with an ellipsis. Default 64: with the persona and the verdict, one line of
   * a default-width hover, so the card reads as one line per reviewer.
   */
  maxGistLength?: number;
}

/** What the hover needs from a catalog: the lookups of `CatalogView`. */
export type HoverSource = Pick<CatalogView, 'catalog' | 'product' | 'reviewsOf'>;

/**
 * The hover card for a product name, as Markdown: name, tally, one line per review (verdict + gist),
 * and command links to open the product or compare it. An ambiguous name lists every candidate.
 * All review text is strictly escaped: the only links are the ones built here, to our commands.
 * Returns '' when none of the ids is in the catalog.
 */
export function renderHoverMarkdown(view: HoverSource, productIds: readonly string[], options: HoverOptions): string {
  const products = [...new Set(productIds)].flatMap((id) => {
    const product = view.product(id);
    return product ? [product] : [];
  });
  if (products.length === 0) return '';
  const blocks = products.map((product) => productBlock(view, product, options));
  if (products.length === 1) return blocks[0]!;
  return [`*${products.length} products go by this name:*`, ...blocks].join('\n\n---\n\n');
}

function productBlock(view: HoverSource, product: Product, options: HoverOptions): string {
  const { openProduct, compareWith } = options.commands;
  const maxGist = options.maxGistLength ?? 64;
  const lines: string[] = [];
  lines.push(`**${escapeMarkdown(product.name)}**  \n${escapeMarkdown(formatTally(product.tally))}`);

  const reviewLines = view.reviewsOf(product.id).map((review) => {
    const persona = describePersona(view.catalog.personas, review.persona);
    const personaLink = commandLink(escapeMarkdown(persona.name), openProduct, [product.id, review.persona]);
    const gist = review.gist.trim() ? ` — ${escapeMarkdown(truncate(review.gist, maxGist))}` : '';
    const stated = review.stated ? ' *(stated)*' : '';
    return `${VERDICT_GLYPH[review.verdict]} ${personaLink} · **${VERDICT_LABEL[review.verdict]}**${stated}${gist}`;
  });
  if (reviewLines.length) lines.push(`${reviewLines.join('  \n')}  \n*Inferred by Verdicts unless marked stated.*`);
  else lines.push('*No verdicts yet.*');

  lines.push(
    `${commandLink('Open Verdicts', openProduct, [product.id])} · ${commandLink('Compare with…', compareWith, [product.id])}`,
  );
  return lines.join('\n\n');
}

/**
 * `[label](command:id?args)`: args are JSON, percent-encoded including `()` so the destination
 * cannot end early. `label` must already be Markdown-safe.
 */
export function commandLink(label: string, command: string, args: readonly unknown[]): string {
  const query = encodeURIComponent(JSON.stringify(args)).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `[${label}](command:${command}?${query})`;
}
