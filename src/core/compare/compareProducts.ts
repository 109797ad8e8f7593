import type { CatalogView } from '../catalog/catalogView';
import type { Matchup, Persona, Product, Review } from '../model';
import { PERSONAS } from '../understand/personas';

export interface ComparisonRow {
  persona: Persona;
  a: Review[];
  b: Review[];
  /** Both products were reviewed by this persona and the calls differ: a real disagreement. */
  differs: boolean;
  /** Only one of the two products has a review by this persona: nothing to agree or disagree with. */
  oneSided: boolean;
}

export interface Comparison {
  a: Product;
  b: Product;
  /** The matchup between the two, when one exists. */
  directMatchup: Matchup | null;
  rows: ComparisonRow[];
}

/** Any two products, persona by persona; undefined when either is not in the catalog. */
export function compareProducts(view: CatalogView, idA: string, idB: string): Comparison | undefined {
  const a = view.product(idA);
  const b = view.product(idB);
  if (!a || !b) return undefined;
  const reviewsA = view.reviewsOf(a.id);
  const reviewsB = view.reviewsOf(b.id);
  const rows: ComparisonRow[] = [];
  for (const persona of PERSONAS) {
    const ra = reviewsA.filter((r) => r.persona === persona.id);
    const rb = reviewsB.filter((r) => r.persona === persona.id);
    if (!ra.length && !rb.length) continue;
    const oneSided = !ra.length || !rb.length;
    rows.push({ persona, a: ra, b: rb, differs: !oneSided && verdictsOf(ra) !== verdictsOf(rb), oneSided });
  }
  return { a, b, directMatchup: view.matchupBetween(a.id, b.id) ?? null, rows };
}

function verdictsOf(reviews: Review[]): string {
  return [...new Set(reviews.map((r) => r.verdict))].sort().join('+');
}
