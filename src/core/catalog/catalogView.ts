import type { Catalog, Matchup, PersonaId, Product, Review, Tally, Verdict } from '../model';
import { personaRank } from '../understand/personas';
import { LABEL_PERSONAS, LABEL_VERDICTS, pendingReviews, type PendingReviews } from './catalogPlan';
import { StoredReview } from './storedReview';

/**
 * Lookups over one catalog, built once per catalog so views and hovers never scan it. What is not
 * needed to show the first rows is built on first use (the lookups of matchups, by review id, by persona and by
 * name): a catalog of 10,000 matchups has 80,000 reviews, and is often replaced (on the next save)
 * before anyone asks.
 */
export class CatalogView {
  /** Each product's index in `catalog.products`. */
  private readonly products = new Map<string, number>();
  /** Matchups by id, and by their two products' indexes (a number: no string per matchup): built on first use. */
  private matchups: Map<string, Matchup> | undefined;
  private byPair: Map<number, Matchup> | undefined;
  /**
   * By product index, where each product's reviews start in `catalog.reviews` (-1: it has none), when the
   * catalog lists them together and in persona order (as `CatalogBuilder` does): a product's reviews are then
   * a slice, made when asked. Undefined for other catalogs, whose reviews are grouped in `byProduct` instead.
   */
  private firstReview: Int32Array | undefined;
  private readonly byProduct = new Map<string, Review[]>();
  private reviews: Map<string, Review> | undefined;
  private byPersona: Map<PersonaId, Review[]> | undefined;
  private byAlias: Map<string, Product[]> | undefined;
  private personaTallies: Map<PersonaId, Tally> | undefined;
  private matchupTallies: Map<string, Tally> | undefined;

  constructor(readonly catalog: Catalog) {
    catalog.products.forEach((product, i) => this.products.set(product.id, i));
    // A catalog restored from an analysis cache makes its reviews when first read: its runs are in its plan's columns.
    const pending = pendingReviews(catalog);
    if (pending && this.indexPendingRuns(pending)) return;
    if (!this.indexRuns()) {
      this.firstReview = undefined;
      for (const review of catalog.reviews) if (review.product) push(this.byProduct, review.product, review);
      for (const list of this.byProduct.values()) list.sort((a, b) => personaRank(a.persona) - personaRank(b.persona));
    }
  }

  /** The same number for (a, b) and (b, a); undefined when either is not a product. */
  private pairKey(idA: string, idB: string): number | undefined {
    const a = this.products.get(idA);
    const b = this.products.get(idB);
    if (a === undefined || b === undefined) return undefined;
    return a < b ? a * this.catalog.products.length + b : b * this.catalog.products.length + a;
  }

  /** Notes where each product's run of reviews starts; false when the reviews are not in runs in persona order. */
  private indexRuns(): boolean {
    const reviews = this.catalog.reviews;
    const first = (this.firstReview = new Int32Array(this.catalog.products.length).fill(-1));
    let previous: Review | undefined;
    for (let i = 0; i < reviews.length; i++) {
      const review = reviews[i];
      if (review.product === null) continue;
      if (review.product === previous?.product) {
        if (personaRank(review.persona) < personaRank(previous.persona)) return false;
      } else {
        const index = this.products.get(review.product);
        if (index === undefined || first[index] >= 0) return false;
        first[index] = i;
      }
      previous = review;
    }
    return true;
  }

  /** `indexRuns` from the columns of reviews not made yet (`PendingReviews`), without making them. */
  private indexPendingRuns(pending: PendingReviews): boolean {
    const first = (this.firstReview = new Int32Array(this.catalog.products.length).fill(-1));
    const { product, label } = pending;
    let previous = -1;
    let previousRank = 0;
    for (let i = 0; i < product.length; i++) {
      const p = product[i];
      if (p < 0) continue;
      // A label's persona is its rank.
      const rank = Math.floor(label[i] / 3);
      if (p === previous) {
        if (rank < previousRank) return false;
      } else {
        if (p >= first.length || first[p] >= 0) return false;
        first[p] = i;
      }
      previous = p;
      previousRank = rank;
    }
    return true;
  }

  /** How many reviews the catalog has (without making them, for a catalog restored from an analysis cache). */
  get reviewCount(): number {
    return pendingReviews(this.catalog)?.product.length ?? this.catalog.reviews.length;
  }

  /** A persona's reviews' calls counted (without making them, for a catalog restored from an analysis cache). */
  personaTally(persona: PersonaId): Tally {
    if (!this.personaTallies) {
      const tallies = new Map<PersonaId, Tally>();
      const count = (id: PersonaId, verdict: Verdict) => countCall(tallies, id, verdict);
      const pending = pendingReviews(this.catalog);
      if (pending) for (const label of pending.label) count(LABEL_PERSONAS[Math.floor(label / 3)], LABEL_VERDICTS[label % 3]);
      else for (const review of this.catalog.reviews) count(review.persona, review.verdict);
      this.personaTallies = tallies;
    }
    return tallyIn(this.personaTallies, persona);
  }

  product(id: string): Product | undefined {
    const index = this.products.get(id);
    return index === undefined ? undefined : this.catalog.products[index];
  }

  matchup(id: string): Matchup | undefined {
    this.matchups ??= new Map(this.catalog.matchups.map((matchup) => [matchup.id, matchup]));
    return this.matchups.get(id);
  }

  review(id: string): Review | undefined {
    if (!this.reviews) {
      this.reviews = new Map();
      for (const review of this.catalog.reviews) this.reviews.set(review.id, review);
    }
    return this.reviews.get(id);
  }

  /** A product's reviews in persona order. */
  reviewsOf(productId: string): Review[] {
    let list = this.byProduct.get(productId);
    const index = this.products.get(productId);
    const first = index === undefined || !this.firstReview ? -1 : this.firstReview[index];
    if (!list && first >= 0) {
      const reviews = this.catalog.reviews;
      let end = first + 1;
      while (end < reviews.length && reviews[end].product === productId) end++;
      this.byProduct.set(productId, (list = reviews.slice(first, end)));
    }
    return list ?? [];
  }

  reviewsByPersona(persona: PersonaId): Review[] {
    if (!this.byPersona) {
      this.byPersona = new Map();
      for (const review of this.catalog.reviews) push(this.byPersona, review.persona, review);
    }
    return this.byPersona.get(persona) ?? [];
  }

  reviewsInMatchup(matchupId: string, productId: string): Review[] {
    return this.reviewsOf(productId).filter((review) => inMatchup(review, matchupId));
  }

  /**
   * The calls of a matchup's reviews (those of either product with a source in it) counted: every matchup's, in one
   * pass over the reviews on first use (the Matchups view sorts 10,000 by them).
   */
  matchupTally(matchupId: string): Tally {
    if (!this.matchupTallies) {
      const tallies = new Map<string, Tally>();
      const count = (m: string | null, review: Review) => {
        if (m !== null && this.matchup(m)?.products.includes(review.product!)) countCall(tallies, m, review.verdict);
      };
      for (const review of this.catalog.reviews) {
        if (review.product === null) continue;
        if (review instanceof StoredReview && review.sourceCount === 1) count(review.sourceMatchup, review);
        else for (const m of new Set(review.sources.map((source) => source.matchup))) count(m, review);
      }
      this.matchupTallies = tallies;
    }
    return tallyIn(this.matchupTallies, matchupId);
  }

  matchupBetween(idA: string, idB: string): Matchup | undefined {
    const key = this.pairKey(idA, idB);
    if (key === undefined) return undefined;
    if (!this.byPair) {
      this.byPair = new Map();
      for (const matchup of this.catalog.matchups) {
        const pair = this.pairKey(matchup.products[0], matchup.products[1]);
        if (pair !== undefined) this.byPair.set(pair, matchup);
      }
    }
    return this.byPair.get(key);
  }

  /** Products a name or short form stands for (case-insensitive); several when it is ambiguous. */
  productsByAlias(text: string): Product[] {
    if (!this.byAlias) {
      this.byAlias = new Map();
      for (const product of this.catalog.products) {
        for (const name of [product.name, ...product.aliases]) {
          const key = name.toLowerCase();
          const list = this.byAlias.get(key);
          if (!list) this.byAlias.set(key, [product]);
          else if (!list.includes(product)) list.push(product);
        }
      }
    }
    return this.byAlias.get(text.trim().toLowerCase()) ?? [];
  }

  /** Reviews the core could not attribute to a product. */
  unattributedReviews(): Review[] {
    return this.catalog.reviews.filter((r) => r.product === null);
  }
}


function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Counts a call in `key`'s tally. */
function countCall<K>(tallies: Map<K, Tally>, key: K, verdict: Verdict): void {
  let tally = tallies.get(key);
  if (!tally) tallies.set(key, (tally = { ship: 0, skip: 0, none: 0 }));
  tally[verdict]++;
}

/** A copy of `key`'s tally (none counted: zeros). */
function tallyIn<K>(tallies: Map<K, Tally>, key: K): Tally {
  const tally = tallies.get(key);
  return tally ? { ...tally } : { ship: 0, skip: 0, none: 0 };
}

/** Whether a review has a source in a matchup, without making a one-source review's list of sources. */
function inMatchup(review: Review, matchupId: string): boolean {
  return review instanceof StoredReview && review.sourceCount === 1 ? review.sourceMatchup === matchupId : review.sources.some((source) => source.matchup === matchupId);
}
