import type { Catalog, Matchup, PersonaId, Product, Review } from '../model';
import { personaRank } from '../understand/personas';

/** Lookups over one catalog, built once per catalog so views and hovers never scan it. */
export class CatalogView {
  private readonly products = new Map<string, Product>();
  private readonly matchups = new Map<string, Matchup>();
  private readonly reviews = new Map<string, Review>();
  private readonly byProduct = new Map<string, Review[]>();
  private readonly byPersona = new Map<PersonaId, Review[]>();
  private readonly byPair = new Map<string, Matchup>();
  private readonly byAlias = new Map<string, Product[]>();

  constructor(readonly catalog: Catalog) {
    for (const product of catalog.products) {
      this.products.set(product.id, product);
      for (const name of [product.name, ...product.aliases]) {
        const key = name.toLowerCase();
        const list = this.byAlias.get(key);
        if (!list) this.byAlias.set(key, [product]);
        else if (!list.includes(product)) list.push(product);
      }
    }
    for (const matchup of catalog.matchups) {
      this.matchups.set(matchup.id, matchup);
      this.byPair.set(pairKey(matchup.products[0], matchup.products[1]), matchup);
    }
    for (const review of catalog.reviews) {
      this.reviews.set(review.id, review);
      if (review.product) push(this.byProduct, review.product, review);
      push(this.byPersona, review.persona, review);
    }
    for (const list of this.byProduct.values()) list.sort((a, b) => personaRank(a.persona) - personaRank(b.persona));
  }

  product(id: string): Product | undefined {
    return this.products.get(id);
  }

  matchup(id: string): Matchup | undefined {
    return this.matchups.get(id);
  }

  review(id: string): Review | undefined {
    return this.reviews.get(id);
  }

  /** A product's reviews in persona order. */
  reviewsOf(productId: string): Review[] {
    return this.byProduct.get(productId) ?? [];
  }

  reviewsByPersona(persona: PersonaId): Review[] {
    return this.byPersona.get(persona) ?? [];
  }

  reviewsInMatchup(matchupId: string, productId: string): Review[] {
    return this.reviewsOf(productId).filter((r) => r.sources.some((s) => s.matchup === matchupId));
  }

  matchupBetween(idA: string, idB: string): Matchup | undefined {
    return this.byPair.get(pairKey(idA, idB));
  }

  /** Products a name or short form stands for (case-insensitive); several when it is ambiguous. */
  productsByAlias(text: string): Product[] {
    return this.byAlias.get(text.trim().toLowerCase()) ?? [];
  }

  /** Reviews the core could not attribute to a product. */
  unattributedReviews(): Review[] {
    return this.catalog.reviews.filter((r) => r.product === null);
  }
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
