import { CatalogView, PERSONAS, type Catalog, type PersonaId, type Product, type Review, type Verdict } from '../../../src/core';

/** Small hand-made catalogs for the render tests: no parsing involved. */

export const FILE = 'file:///reviews/001_08efac398b9b5838.txt';

export function review(
  id: string,
  product: string | null,
  persona: PersonaId,
  verdict: Verdict,
  text: string,
  verdictSentence = '',
  extra: Partial<Review> = {},
): Review {
  return {
    id,
    product,
    persona,
    verdict,
    verdictSentence,
    gist: extra.gist ?? (verdictSentence || text.slice(0, 60)),
    text,
    sources: extra.sources ?? [{ file: FILE, line: 3, column: 1, matchup: 'm1' }],
    ...(extra.stated ? { stated: extra.stated } : {}),
  };
}

export function product(id: string, name: string, reviews: Review[], matchups: string[] = ['m1']): Product {
  const mine = reviews.filter((r) => r.product === id);
  return {
    id,
    name,
    aliases: [],
    matchups,
    tally: {
      ship: mine.filter((r) => r.verdict === 'ship').length,
      skip: mine.filter((r) => r.verdict === 'skip').length,
      none: mine.filter((r) => r.verdict === 'none').length,
    },
  };
}

export function catalogOf(products: Product[], reviews: Review[], matchups: Catalog['matchups'] = []): CatalogView {
  return new CatalogView({ version: 1, personas: PERSONAS, products, matchups, reviews, problems: [] });
}

/** Two products in one matchup, reviewed by builder (both ship), skeptic (ship vs skip), strategist (a only). */
export function smallCatalog(): CatalogView {
  const reviews = [
    review(
      'r1',
      'cursor',
      'builder',
      'ship',
      'The primitive here is a persistent, *async* task executor. The specific technical decision that earns the ship: decoupling `agent` execution from editor focus.',
      'The specific technical decision that earns the ship: decoupling `agent` execution from editor focus.',
    ),
    review('r2', 'llama', 'builder', 'ship', 'You own the weights. The decision that earns the ship is fitting it on one node.', 'The decision that earns the ship is fitting it on one node.', {
      sources: [{ file: FILE, line: 7, column: 1, matchup: 'm1' }],
    }),
    review('r3', 'cursor', 'skeptic', 'ship', 'Shipping with the caveat: test it on your repo first.', 'Shipping with the caveat: test it on your repo first.', {
      sources: [{ file: FILE, line: 5, column: 1, matchup: 'm1' }],
    }),
    review('r4', 'llama', 'skeptic', 'skip', 'Context management degrades. This is a skip until that is fixed.', 'This is a skip until that is fixed.', {
      sources: [{ file: FILE, line: 9, column: 1, matchup: 'm1' }],
    }),
    review('r5', 'cursor', 'strategist', 'none', 'The thesis is that async agents win; too early to tell.', '', {
      gist: 'Async agents win, too early to tell',
      sources: [{ file: FILE, line: 11, column: 1, matchup: 'm1' }],
    }),
  ];
  const products = [product('cursor', 'Cursor v0.50 – Background Agent', reviews), product('llama', 'Llama 3.3 70B', reviews)];
  const matchups: Catalog['matchups'] = [
    { id: 'm1', title: 'Cursor v0.50 – Background Agent vs Llama 3.3 70B', products: ['cursor', 'llama'], source: { file: FILE, line: 1 } },
  ];
  return catalogOf(products, reviews, matchups);
}

/** One product whose every piece of text is hostile. */
export function hostileCatalog(text: string, name = text): CatalogView {
  const reviews = [
    review('h1', 'evil', 'builder', 'ship', text, text, { gist: text, sources: [{ file: `file:///x/${text}.txt`, line: 2, column: 1, matchup: 'm-evil' }] }),
    review('h2', 'evil', 'unknown', 'skip', `${text} ${text}`, text, { gist: text, sources: [] }),
    review('h3', 'other', 'builder', 'none', text, '', { gist: text, sources: [] }),
  ];
  const products = [product('evil', name, reviews, ['m-evil']), product('other', `${name} 2`, reviews, ['m-evil'])];
  const matchups: Catalog['matchups'] = [
    { id: 'm-evil', title: text, products: ['evil', 'other'], source: { file: `file:///x/${text}`, line: 1 } },
  ];
  return catalogOf(products, reviews, matchups);
}
