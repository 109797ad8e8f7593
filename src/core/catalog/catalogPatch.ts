import type { Catalog, Problem, Product, Review } from '../model';
import { catalogOf, entryQuoteHash, isTitled, numberedOf, packQuote, sideOf, sortRun, type FileEntry } from './catalogEntries';
import { productKey, reviewSeed } from './identity';
import { StoredReview } from './storedReview';

// A catalog patched where files changed in place, instead of assembled again from every file. Saving one file of a
// 10,000-file folder otherwise walks all 80,000 reviews to change a handful. Only a change that cannot move anything
// outside its own products' reviews is patched: the file's title and sides the same (so the same products and
// matchups, with the same ids), none of its quotes merged with another file's and no identity hash shared within a
// product (so no other review's id or numbering moves), and problems only where it had some. Anything else is
// assembled in full, as before; the catalog is the same either way (incremental.test.ts and catalogPlan.test.ts hold
// patched catalogs to fresh builds).

/** Where a catalog's reviews lie by product: what a patch needs. Assembly makes it; each patch makes its catalog's. */
export interface CatalogLayout {
  catalog: Catalog;
  /** Each product's place in `catalog.products`, by its key (`productKey`). */
  rankOf: (key: string) => number | undefined;
  /**
   * Group g's reviews are `catalog.reviews[starts[g], starts[g + 1])`: group r < products.length is the product of
   * rank r, the last group the reviews of no product (the catalog's order).
   */
  starts: Int32Array;
}

/** A file changed in place: its entry in the last catalog and the one it has now (not yet in a catalog). */
export interface ChangedEntry {
  before: FileEntry;
  after: FileEntry;
}

/**
 * The layout of a catalog (one an assembly did not lay out: restored from an analysis cache), or undefined when its
 * reviews are not in product order (then nothing is patched).
 */
export function layoutOf(catalog: Catalog): CatalogLayout | undefined {
  const { products, reviews } = catalog;
  const rankByKey = new Map<string, number>();
  const rankById = new Map<string, number>();
  products.forEach((product, rank) => {
    rankByKey.set(productKey(product.name), rank);
    rankById.set(product.id, rank);
  });
  const none = products.length;
  const starts = new Int32Array(none + 2);
  let last = 0;
  for (const review of reviews) {
    const group = review.product === null ? none : rankById.get(review.product);
    if (group === undefined || group < last) return undefined;
    last = group;
    starts[group + 1]++;
  }
  for (let g = 0; g <= none; g++) starts[g + 1] += starts[g];
  return { catalog, rankOf: (key) => rankByKey.get(key), starts };
}

/** Whether two entries of a file have the same head: title line, sides and whether it made products. */
export function sameHead(a: FileEntry, b: FileEntry): boolean {
  return a.titleLine === b.titleLine && a.sideA === b.sideA && a.sideB === b.sideB;
}

/** A group's reviews as they will be: those that stay, the changed files' new ones. */
interface Regrouped {
  kept: Review[];
  added: StoredReview[];
  hashes: number[];
}

/**
 * The catalog with `changed` files' reviews and problems replaced, and the layout of it; undefined, with nothing
 * changed, when a change could reach beyond its own products' reviews (then the catalog is assembled in full). The
 * changed files' new reviews are completed in place and their entries given what assembly gives them.
 */
export function patchCatalog(layout: CatalogLayout, changed: readonly ChangedEntry[]): CatalogLayout | undefined {
  const { catalog, rankOf, starts } = layout;
  const { products, reviews } = catalog;
  const none = products.length;
  const leaving = new Set<Review>();
  const groups = new Map<number, Regrouped>();
  const groupOf = (g: number) => {
    let group = groups.get(g);
    if (!group) groups.set(g, (group = { kept: [], added: [], hashes: [] }));
    return group;
  };
  /** Per changed file: the ranks of its sides' products, their seeds, its matchup and its new quotes' hashes. */
  const places: { ranks: [number, number]; seeds: [number, number]; matchup: string | null; hashes: number[] }[] = [];
  for (const { before, after } of changed) {
    if (!sameHead(before, after) || !isTitled(after) || !before.published || before.reviews.length === 0) return undefined;
    const rankA = rankOf(productKey(after.sideA!));
    const rankB = rankOf(productKey(after.sideB!));
    if (rankA === undefined || rankB === undefined) return undefined;
    const ranks: [number, number] = [rankA, rankB];
    const seeds: [number, number] = [reviewSeed(products[rankA].id) | 0, reviewSeed(products[rankB].id) | 0];
    for (let q = 0; q < before.reviews.length; q++) {
      const review = before.reviews[q];
      // Merged into another review (-1), or numbered after one with its hash (> 0).
      if (numberedOf(before.quotes[q]) !== 0) return undefined;
      leaving.add(review);
      groupOf(sideGroup(sideOf(before.quotes[q]), ranks, none));
    }
    const hashes = after.reviews.map((_, q) => entryQuoteHash(after, q, seeds[0], seeds[1]));
    for (let q = 0; q < after.reviews.length; q++) {
      const group = groupOf(sideGroup(sideOf(after.quotes[q]), ranks, none));
      group.added.push(after.reviews[q]);
      group.hashes.push(hashes[q]);
    }
    places.push({ ranks, seeds, matchup: before.reviews[0].sourceMatchup, hashes });
  }
  // Every group touched: what stays of it, from one file each, numbered nothing and sharing no hash with what joins
  // it; and each changed file's reviews found there (a review of the catalog that another file's quote was merged
  // into is a copy of the file's own, not found).
  const files = new Set(changed.map(({ after }) => after.file));
  let found = 0;
  for (const [g, group] of groups) {
    const seen = new Set<number>(group.hashes);
    if (seen.size !== group.hashes.length) return undefined;
    for (let k = starts[g]; k < starts[g + 1]; k++) {
      const review = reviews[k];
      if (!(review instanceof StoredReview) || review.sourceCount !== 1) return undefined;
      if (leaving.has(review)) {
        found++;
        continue;
      }
      if (review.idSame !== 0 || seen.has(review.idHash) || files.has(review.sourceFile)) return undefined;
      seen.add(review.idHash);
      group.kept.push(review);
    }
  }
  if (found !== leaving.size) return undefined;
  const problems = patchedProblems(catalog.problems, changed);
  if (!problems) return undefined;

  // Nothing can move beyond these groups: the changed files' reviews are completed as assembly completes them.
  changed.forEach(({ after }, i) => {
    const { ranks, seeds, matchup, hashes } = places[i];
    for (let q = 0; q < after.reviews.length; q++) {
      const side = sideOf(after.quotes[q]);
      const hash = hashes[q];
      after.reviews[q].identify(side < 0 ? null : products[ranks[side]].id, hash, 0, matchup);
      after.quotes[q] = packQuote(side, 0, hash >>> 0);
    }
    after.seedA = seeds[0];
    after.seedB = seeds[1];
  });
  const order = [...groups.keys()].sort((a, b) => a - b);
  const patched: Review[] = [];
  const nextStarts = new Int32Array(starts.length);
  const nextProducts = products.slice();
  let from = 0;
  let shift = 0;
  let g = 0;
  for (const touched of order) {
    for (; g <= touched; g++) nextStarts[g] = starts[g] + shift;
    for (let k = from; k < starts[touched]; k++) patched.push(reviews[k]);
    const { kept, added } = groups.get(touched)!;
    const members: Review[] = kept.concat(added);
    sortRun(members as StoredReview[], 0, members.length);
    for (const review of members) patched.push(review);
    if (touched < none) nextProducts[touched] = withTally(products[touched], members);
    from = starts[touched + 1];
    shift += members.length - (starts[touched + 1] - starts[touched]);
  }
  for (; g < starts.length; g++) nextStarts[g] = starts[g] + shift;
  for (let k = from; k < reviews.length; k++) patched.push(reviews[k]);
  const next = catalogOf(nextProducts, catalog.matchups.slice(), patched, problems);
  return { catalog: next, rankOf, starts: nextStarts };
}

function sideGroup(side: number, ranks: readonly [number, number], none: number): number {
  return side < 0 ? none : ranks[side];
}

/** The product with its tally counted from its reviews (`members`); a catalog handed out keeps the old object. */
function withTally(product: Product, members: readonly Review[]): Product {
  const tally = { ship: 0, skip: 0, none: 0 };
  for (const review of members) tally[review.verdict]++;
  return { ...product, tally };
}

/**
 * The catalog's problems with each changed file's replaced where its old ones stood. A catalog lists them file by
 * file in its files' order (code unit order), each file's own and then its title's duplicate-matchup warning (which
 * stays: the title is the same), each naming its file: a file's run is found by its name. Undefined when they are
 * not in that order, or a file's run is not its old problems.
 */
function patchedProblems(problems: Problem[], changed: readonly ChangedEntry[]): Problem[] | undefined {
  let patched = problems;
  for (const { before, after } of changed) {
    if (before.problems.length === 0 && after.problems.length === 0) continue;
    if (patched === problems && !inFileOrder(problems)) return undefined;
    const file = after.file;
    let lo = 0;
    let hi = patched.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (patched[mid].file < file) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < patched.length && patched[end].file === file) end++;
    const own = end > lo && patched[end - 1].code === 'duplicate-matchup' ? end - 1 : end;
    if (own - lo !== before.problems.length) return undefined;
    patched = [...patched.slice(0, lo), ...after.problems, ...patched.slice(own)];
  }
  return patched === problems ? problems.slice() : patched;
}

function inFileOrder(problems: readonly Problem[]): boolean {
  for (let i = 1; i < problems.length; i++) if (problems[i - 1].file > problems[i].file) return false;
  return true;
}
