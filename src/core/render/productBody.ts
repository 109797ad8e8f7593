import type { CatalogView } from '../catalog/catalogView';
import type { Matchup, Persona, PersonaId, Review, Verdict } from '../model';
import { callPersonaLean } from '../understand/classifyPersona';
import { explainReview, productDecision } from '../understand/explainReview';
import { personaById } from '../understand/personas';
import { escapeDataAttribute, escapeHtml } from './escape';
import { describePersona } from './format';
import {
  type RenderOptions,
  button,
  isInteractive,
  matchupLink,
  renderMessageBody,
  sourceLink,
  tallyLine,
  verdictBadge,
} from './fragments';
import { renderInlineMarkdown, renderQuote } from './markdown';

/** What the product body needs from a catalog: the lookups of `CatalogView`. */
export type ProductBodySource = Pick<CatalogView, 'catalog' | 'product' | 'matchup' | 'reviewsOf'>;

/**
 * The verdict panel's body for one product: header (name, tally, matchups, "Compare with…"),
 * then one card per persona (`id="card-<persona>"`) holding that persona's reviews.
 */
export function renderProductBody(view: ProductBodySource, productId: string, options: RenderOptions = {}): string {
  const product = view.product(productId);
  if (!product) {
    return renderMessageBody({
      heading: 'This product is no longer in the catalog',
      detail: 'Its reviews were removed or renamed. Open the Verdicts view to pick another product.',
    });
  }

  const matchups = product.matchups.flatMap((id) => {
    const matchup = view.matchup(id);
    return matchup ? [matchup] : [];
  });
  const reviews = view.reviewsOf(product.id);

  const header =
    '<header class="page-header">' +
    '<div class="page-heading">' +
    '<p class="eyebrow">Product verdicts</p>' +
    `<h1 class="product-name" id="product-title">${escapeHtml(product.name)}</h1>` +
    tallyLine(product.tally) +
    '</div>' +
    (isInteractive(options)
      ? `<div class="page-actions">${button('Compare with…', 'compareWith', { product: product.id }, { title: 'Compare this product with another one' })}</div>`
      : '') +
    (matchups.length
      ? '<nav class="matchups" aria-label="Matchups">' +
        `<h2 class="section-label">Appears in ${matchups.length === 1 ? '1 matchup' : `${matchups.length} matchups`}</h2>` +
        `<ul class="chip-list">${matchups.map((m) => `<li class="chip">${opponentLink(view, product.id, m, options)}</li>`).join('')}</ul>` +
        '</nav>'
      : '') +
    '</header>';

  const context = { ...options, productMatchups: product.matchups.length };
  const cards = groupByPersona(reviews).map(([personaId, personaReviews]) =>
    personaCard(view, describePersona(view.catalog.personas, personaId), personaId, personaReviews, context),
  );

  const body = cards.length
    ? `<section class="cards" aria-label="Reviews">${cards.join('')}</section>`
    : '<p class="empty-note">No reviewer has given this product a verdict yet.</p>';

  return `<article class="product" aria-labelledby="product-title">${header}${body}</article>`;
}

/**
 * A matchup chip names only the other side ("vs Llama 3.3 70B"): the page is already about this product,
 * and a long name would otherwise fill every chip. The full title is the link's tooltip.
 */
function opponentLink(view: ProductBodySource, productId: string, matchup: Matchup, options: RenderOptions): string {
  const opponentId = matchup.products.find((id) => id !== productId);
  const opponent = opponentId === undefined ? undefined : view.product(opponentId);
  if (!opponent) return matchupLink(matchup, options);
  return matchupLink(matchup, options, `<span class="chip-vs">vs</span> ${escapeHtml(opponent.name)}`);
}

function groupByPersona(reviews: readonly Review[]): [PersonaId, Review[]][] {
  const groups = new Map<PersonaId, Review[]>();
  for (const review of reviews) {
    const group = groups.get(review.persona);
    if (group) group.push(review);
    else groups.set(review.persona, [review]);
  }
  return [...groups];
}

interface CardOptions extends RenderOptions {
  /** How many matchups the product is in: "in <matchup>" only helps a review that is in fewer. */
  productMatchups: number;
}

function personaCard(
  view: ProductBodySource,
  persona: Persona,
  personaId: PersonaId,
  reviews: readonly Review[],
  options: CardOptions,
): string {
  const id = `card-${personaId}`;
  const single = reviews.length === 1 ? reviews[0] : undefined;
  const verdicts = new Set<Verdict>(reviews.map((r) => r.verdict));
  const accent = verdicts.size === 1 ? `verdict-${[...verdicts][0]}` : 'verdict-mixed';
  const headerAside = single
    ? verdictBadge(single.verdict)
    : `<span class="review-count">${reviews.length} reviews</span>`;
  return (
    `<section class="card ${accent}" id="${escapeHtml(id)}" data-persona="${escapeHtml(personaId)}" tabindex="-1" aria-labelledby="${escapeHtml(id)}-title">` +
    '<header class="card-header">' +
    '<div class="persona">' +
    `<h2 class="persona-name" id="${escapeHtml(id)}-title">${escapeHtml(persona.name)}</h2>` +
    `<p class="persona-focus">${escapeHtml(persona.focus)}</p>` +
    '</div>' +
    headerAside +
    '</header>' +
    reviews.map((review) => reviewBlock(view, review, !single, options)).join('') +
    '</section>'
  );
}

function reviewBlock(view: ProductBodySource, review: Review, showBadge: boolean, options: CardOptions): string {
  const quote = renderQuote(review.text, review.verdict === 'none' ? undefined : review.verdictSentence);
  // When the sentence could not be marked inside the quote, it leads the review as a pull quote instead.
  const callout =
    !quote.highlighted && review.verdict !== 'none' && review.verdictSentence.trim()
      ? `<p class="verdict-callout"><span class="visually-hidden">The call: </span>${renderInlineMarkdown(review.verdictSentence)}</p>`
      : '';

  const matchupIds = [...new Set(review.sources.map((s) => s.matchup).filter((m): m is string => m !== null))];
  const matchups =
    matchupIds.length < options.productMatchups
      ? matchupIds.flatMap((id) => {
          const matchup = view.matchup(id);
          return matchup ? [matchup] : [];
        })
      : [];
  const context = matchups.length
    ? `<span class="review-context">in ${matchups.map((m) => matchupLink(m, options)).join(', ')}</span>`
    : '';

  const head = showBadge ? `<div class="review-head">${verdictBadge(review.verdict)}${context}</div>` : '';
  const sources = review.sources.map((s) => sourceLink(s, options)).join('');
  const footerContext = showBadge ? '' : context;
  const footer = `<footer class="review-meta">${footerContext}${labelOrigin(review)}${sources ? `<span class="sources">${sources}</span>` : ''}</footer>`;

  return (
    `<div class="review review-${review.verdict}">` +
    head +
    callout +
    `<blockquote class="quote">${quote.html}</blockquote>` +
    whyBlock(view, review, matchupIds[0], options) +
    footer +
    '</div>'
  );
}

/** Which of a review's labels its file states (in an attribution line) and which Verdicts inferred. */
function labelOrigin(review: Review): string {
  const stated = review.stated ?? {};
  const names = { persona: 'persona', product: 'product', verdict: 'call' } as const;
  const keys = ['persona', 'product', 'verdict'] as const;
  const statedParts = keys.filter((key) => stated[key]).map((key) => names[key]);
  const inferredParts = keys.filter((key) => !stated[key]).map((key) => names[key]);
  const text = !statedParts.length ? 'inferred' : !inferredParts.length ? 'stated' : `stated ${statedParts.join(', ')} · inferred ${inferredParts.join(', ')}`;
  const title = !statedParts.length ? 'Persona, product and call inferred by Verdicts from the text' : 'Stated in the review file’s attribution line; the rest inferred by Verdicts';
  return `<span class="label-origin" title="${escapeHtml(title)}">${escapeHtml(text)}</span>`;
}

/** What settled a product, in the "Why?" when the quote's own names did not. */
const FILE_DECISIONS: Record<Exclude<ReturnType<typeof productDecision>, 'names'>, string> = {
  stated: 'Stated in the file\u2019s attribution line.',
  pairing: 'Paired with the same persona\u2019s quote on the other product.',
  vocabulary: 'Words it shares with the other quotes on this product.',
  order: 'The order of the file\u2019s quotes: nothing else decided, and the earlier of the two is taken for the product the title names first (a guess; an attribution line settles it).',
  balance: 'The count of quotes per product: this one was short.',
  none: 'Nothing: no name, pairing or shared words decide.',
};

/** How many cue phrases the "Why?" lists: the heaviest, enough to check the reading. */
const WHY_CUES = 4;

/**
 * The "Why?" disclosure: the evidence behind the card's labels, as a native <details>, so it opens with the
 * keyboard and reads out as a disclosure. Reading the evidence runs the analysis of the quote again, which costs far
 * more than drawing its card: a live panel draws the disclosure empty, with the review's id, and fills it when the
 * reader opens it (`renderWhy`, asked for by the page's script). A static page has no script: it gets the rows.
 */
function whyBlock(view: ProductBodySource, review: Review, matchupId: string | undefined, options: RenderOptions): string {
  const rows = isInteractive(options)
    ? '<div class="why-list" aria-busy="true"></div>'
    : `<div class="why-list">${whyRows(view, review, matchupId)}</div>`;
  const data = isInteractive(options) ? ` data-review="${escapeDataAttribute(review.id)}"` : '';
  return `<details class="why"${data}><summary>Why?</summary>${rows}</details>`;
}

/**
 * The rows of a review's "Why?" (persona cues, the call, what settled the product), for the panel of `productId`
 * to put into the disclosure the reader opened. `undefined` when the product has no such review any more (the
 * catalog changed since the page was drawn; the page is drawn again with it).
 */
export function renderWhy(view: ProductBodySource, productId: string, reviewId: string): string | undefined {
  const review = view.reviewsOf(productId).find((r) => r.id === reviewId);
  if (!review) return undefined;
  const matchupId = review.sources.find((s) => s.matchup !== null)?.matchup ?? undefined;
  return whyRows(view, review, matchupId);
}

function whyRows(view: ProductBodySource, review: Review, matchupId: string | undefined): string {
  const matchup = matchupId ? view.matchup(matchupId) : undefined;
  const sides = matchup ? ([view.product(matchup.products[0])?.name ?? '', view.product(matchup.products[1])?.name ?? ''] as [string, string]) : null;
  const evidence = explainReview(review.text, sides);
  const persona = personaById(review.persona);
  const cues = evidence.persona.cues.filter((c) => c.persona === review.persona).slice(0, WHY_CUES);
  const personaLine = review.persona === 'unknown'
    ? 'No persona\u2019s concerns stood out.'
    : cues.length
      ? `${escapeHtml(persona.name)}: ${cues.map((c) => `\u201c${escapeHtml(c.phrase)}\u201d <span class="why-weight">${formatWeight(c.weight)}</span>`).join(', ')}`
      : `${escapeHtml(persona.name)}: chosen with the other quotes of the file.`;
  const seated = review.stated?.persona ? '' : seatingNote(evidence.persona.scores, review.persona, review.verdict);
  const { profiled, overruled } = evidence.verdict;
  const quoted = (words: readonly string[]) => words.map((w) => `\u201c${escapeHtml(w)}\u201d`).join(', ');
  const callLine = review.verdict === 'none' || !evidence.verdict.expression
    ? 'No unconditional call.'
    : profiled
      ? `No phrase of the call table; the words of the quote read as a ${review.verdict}: ${quoted(profiled)}, the first in \u201c${escapeHtml(evidence.verdict.sentence)}\u201d`
      : overruled
        ? `\u201c${escapeHtml(evidence.verdict.expression)}\u201d in \u201c${escapeHtml(evidence.verdict.sentence)}\u201d reads as a ship, but the words of the quote read far more as a skip: ${quoted(overruled)}`
        : `\u201c${escapeHtml(evidence.verdict.expression)}\u201d in \u201c${escapeHtml(evidence.verdict.sentence)}\u201d`;
  const mentions = evidence.product.mentions;
  // In a quote that names both sides, the weights hold the name profile's lean: say so, or a subject named at a
  // loss looks like a mistake.
  const named =
    mentions.map((m) => `\u201c${escapeHtml(m.name)}\u201d <span class="why-weight">${formatWeight(m.weight)}</span>`).join(', ') +
    (evidence.product.profiled && mentions.length ? ', each with the name profile’s lean (the words around it)' : '');
  const { turnedFrom } = evidence.product;
  // The call's weight for the side it turns from ("Don't buy this one; buy the X"), which no mention of it carries.
  const turned = turnedFrom
    ? `the call turns from \u201c${escapeHtml(turnedFrom.name)}\u201d: <span class="why-weight">${formatWeight(turnedFrom.weight)}</span> for ${sides ? `\u201c${escapeHtml(sides[1 - turnedFrom.side])}\u201d` : 'the other side'}`
    : '';
  const decision = productDecision(review);
  const productLine = decision === 'names'
    ? [named, turned].filter(Boolean).join('; ') || 'Its names.'
    : `${FILE_DECISIONS[decision]}${named ? ` (it names ${named})` : ''}${turned ? `; ${turned}` : ''}`;
  return (
    `<p class="why-row"><span class="why-term">Persona</span> <span>${personaLine}</span></p>` +
    (seated ? `<p class="why-row"><span class="why-term">Seat</span> <span>${seated}</span></p>` : '') +
    `<p class="why-row"><span class="why-term">Call</span> <span>${callLine}</span></p>` +
    `<p class="why-row"><span class="why-term">Product</span> <span>${productLine}</span></p>`
  );
}

/**
 * When the quote read alone speaks more for another persona than for the one it was given, how it got its seat: a
 * file's quotes are seated together (each persona reviews a product once), and the call it makes tips a near tie.
 * Empty when the persona is the quote's own first reading.
 */
function seatingNote(scores: Readonly<Record<PersonaId, number>>, chosen: PersonaId, call: Verdict): string {
  if (chosen === 'unknown') return '';
  let top: PersonaId = chosen;
  for (const id of Object.keys(scores) as PersonaId[]) if (id !== 'unknown' && scores[id] > scores[top]) top = id;
  if (top === chosen) return '';
  const name = (id: PersonaId) => escapeHtml(personaById(id).name.replace(/^The /, 'the '));
  const leans = callPersonaLean(call);
  const lean = leans[chosen] - leans[top];
  const tipped = lean > 0 ? `; its call (${call}) leans toward ${name(chosen)} <span class="why-weight">${formatWeight(lean)}</span>` : '';
  return `Read alone, it reads more as ${name(top)} (${formatScore(scores[top])} against ${formatScore(scores[chosen])}). Each persona reviews a product once, so a file\u2019s quotes are seated together${tipped}.`;
}

function formatScore(score: number): string {
  return String(Math.round(score * 10) / 10).replace('-', '\u2212');
}

function formatWeight(weight: number): string {
  const rounded = Math.round(weight * 10) / 10;
  return rounded > 0 ? `+${rounded}` : String(rounded).replace('-', '\u2212');
}
