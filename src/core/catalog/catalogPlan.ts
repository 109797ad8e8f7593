import type { Catalog, Matchup, PersonaId, Problem, Product, Review, ReviewSource, Tally, Verdict } from '../model';
import { PERSONAS, personaRank } from '../understand/personas';
import { NO_PROBLEMS, NULL_SEED, catalogOf, duplicateMatchupProblem, hashOf, numberedOf, headOf, isTitled, matchupKeyOf, packQuote, type DraftFile, type EntryHead, type FileEntry } from './catalogEntries';
import { idNumber, matchupIdBase, matchupTitle, numberedId, productIdBase, productKey, reviewSeed } from './identity';
import { StoredReview, type PendingTexts } from './storedReview';

/**
 * A catalog described through the files it was assembled from: what an analysis cache keeps beside the files'
 * analyses so that the next session makes the very same catalog, and the assembler's state behind it, from those
 * analyses without assembling (`catalogOfPlan`). Each name, title and text is the file's own; the plan keeps only
 * what assembly decided: which file named each product first, the numbers that made ids unique, the orders, and
 * which quote each of a review's sources is. Columns of numbers, no object per review.
 *
 * `planOf` checks every product, matchup, review and problem against what `catalogOfPlan` will make of the plan,
 * and gives no plan when one would differ: a plan can be missing, never wrong.
 */
export interface CatalogPlan {
  /** The files, in catalog (code unit) order. */
  files: readonly string[];
  /** Per matchup (catalog order): the file that made it, its products (catalog indexes), its id's number (0: none). */
  matchupFile: Int32Array;
  matchupA: Int32Array;
  matchupB: Int32Array;
  matchupNumber: Int32Array;
  /** Per file: the matchup its quotes are sources of, or -1. */
  fileMatchup: Int32Array;
  /**
   * Per file, its entry's head (`EntryHead`): its quotes, title line, sides as written, and whether it has problems
   * (they are in its analysis). With them the catalog is made without reading a file's analysis (`restoredCatalog`).
   */
  fileQuotes: Int32Array;
  fileTitle: Int32Array;
  fileSideA: readonly (string | undefined)[];
  fileSideB: readonly (string | undefined)[];
  fileProblems: Uint8Array;
  /**
   * Per product (catalog order): the file and side (0, 1) that named it first, its id's base (`productIdBase` of its
   * name: kept, so that a reopened window does not derive every product's again), its id's number, its short forms.
   */
  productFile: Int32Array;
  productSide: Uint8Array;
  productIdBases: readonly string[];
  productNumber: Int32Array;
  productAliases: readonly (readonly string[])[];
  /** Per product, its name (the naming file's side, trimmed): not needed to make the catalog, but what a snapshot stores short forms as slices of. */
  productNames: readonly string[];
  /** Per review (catalog order): its product (-1: none), its identity hash, how many reviews before it share its id's base. */
  reviewProduct: Int32Array;
  reviewHash: Uint32Array;
  reviewSame: Int32Array;
  /** Per review, its persona and call (`reviewLabel`): its product's tally, and the views' counts, before it is made. */
  reviewLabel: Uint8Array;
  /** Per review, where its sources start in `sourceFile` and `sourceQuote` (one more element: the end). */
  sourceStart: Int32Array;
  /** Per source: its file and the index of its quote in the file's analysis. */
  sourceFile: Int32Array;
  sourceQuote: Int32Array;
}

/** What `catalogOfPlan` makes: the catalog, each file's entry, and the matchups by the key assembly finds them by. */
export interface PlannedCatalog {
  catalog: Catalog;
  entries: FileEntry[];
  matchupsByKey: Map<string, Matchup>;
}

/**
 * The plan of `catalog`, the last catalog assembled from `entries` (published, in catalog order); undefined when
 * some part of it would not be made again exactly from the plan and the files' analyses.
 */
export function planOf(catalog: Catalog, entries: readonly FileEntry[]): CatalogPlan | undefined {
  const fileCount = entries.length;
  const fileIndex = new Map<string, number>();
  for (let f = 0; f < fileCount; f++) {
    if (!entries[f].published || (f > 0 && !(entries[f - 1].file < entries[f].file))) return undefined;
    fileIndex.set(entries[f].file, f);
  }
  const { products, matchups, reviews } = catalog;

  // Products: each after the first titled file (and side) that names its key.
  const firstNamed = new Map<string, number>();
  for (let f = 0; f < fileCount; f++) {
    const entry = entries[f];
    if (!isTitled(entry)) continue;
    for (const [side, name] of [entry.sideA!, entry.sideB!].entries()) {
      const key = productKey(name);
      if (!firstNamed.has(key)) firstNamed.set(key, 2 * f + side);
    }
  }
  const productIndex = new Map<string, number>();
  const productFile = new Int32Array(products.length);
  const productSide = new Uint8Array(products.length);
  const productNumber = new Int32Array(products.length);
  const productIdBases: string[] = new Array(products.length);
  for (let p = 0; p < products.length; p++) {
    const product = products[p];
    const at = firstNamed.get(productKey(product.name));
    if (at === undefined || productIndex.has(product.id)) return undefined;
    const entry = entries[at >> 1];
    const name = at & 1 ? entry.sideB! : entry.sideA!;
    const base = productIdBase(name);
    const number = idNumber(product.id, base);
    if (number < 0 || name.trim() !== product.name) return undefined;
    productIndex.set(product.id, p);
    productFile[p] = at >> 1;
    productSide[p] = at & 1;
    productIdBases[p] = base;
    productNumber[p] = number;
  }

  const matchupIndex = new Map<string, number>();
  const matchupFile = new Int32Array(matchups.length);
  const matchupA = new Int32Array(matchups.length);
  const matchupB = new Int32Array(matchups.length);
  const matchupNumber = new Int32Array(matchups.length);
  for (let m = 0; m < matchups.length; m++) {
    const matchup = matchups[m];
    const f = fileIndex.get(matchup.source.file);
    const a = productIndex.get(matchup.products[0]);
    const b = productIndex.get(matchup.products[1]);
    if (f === undefined || a === undefined || b === undefined || matchupIndex.has(matchup.id)) return undefined;
    const [productA, productB] = [products[a], products[b]];
    const number = idNumber(matchup.id, matchupIdBase(productA.id, productB.id));
    if (number < 0 || entries[f].titleLine !== matchup.source.line || matchup.title !== matchupTitle(productA.name, productB.name)) return undefined;
    matchupIndex.set(matchup.id, m);
    matchupFile[m] = f;
    matchupA[m] = a;
    matchupB[m] = b;
    matchupNumber[m] = number;
  }

  // Reviews: each from the quote that made it (its first source), numbered and hashed as that quote was.
  const reviewIndex = new Map<Review, number>();
  for (let r = 0; r < reviews.length; r++) reviewIndex.set(reviews[r], r);
  const ownerFile = new Int32Array(reviews.length).fill(-1);
  const ownerQuote = new Int32Array(reviews.length);
  /** Per file, its quotes merged into another review (not yet found among the sources). */
  const merged = new Map<number, number[]>();
  for (let f = 0; f < fileCount; f++) {
    const entry = entries[f];
    for (let q = 0; q < entry.quotes.length; q++) {
      if (numberedOf(entry.quotes[q]) < 0) {
        let list = merged.get(f);
        if (!list) merged.set(f, (list = []));
        list.push(q);
        continue;
      }
      const r = reviewIndex.get(entry.reviews[q]);
      if (r === undefined || ownerFile[r] >= 0) return undefined;
      ownerFile[r] = f;
      ownerQuote[r] = q;
    }
  }
  const fileMatchup = new Int32Array(fileCount).fill(-2);
  const reviewProduct = new Int32Array(reviews.length);
  const reviewHash = new Uint32Array(reviews.length);
  const reviewSame = new Int32Array(reviews.length);
  const reviewLabels = new Uint8Array(reviews.length);
  const sourceStart = new Int32Array(reviews.length + 1);
  const sourceFile: number[] = [];
  const sourceQuote: number[] = [];
  for (let r = 0; r < reviews.length; r++) {
    const review = reviews[r];
    const f = ownerFile[r];
    if (f < 0) return undefined;
    const packed = entries[f].quotes[ownerQuote[r]];
    const product = review.product === null ? -1 : productIndex.get(review.product);
    if (product === undefined) return undefined;
    reviewProduct[r] = product;
    reviewHash[r] = hashOf(packed);
    reviewSame[r] = numberedOf(packed);
    const label = reviewLabel(review.persona, review.verdict);
    if (label < 0) return undefined;
    reviewLabels[r] = label;
    // Its id is the one its numbers spell, as the plan will spell it.
    if (!(review instanceof StoredReview) || !review.isIdentified(review.product, reviewHash[r], reviewSame[r])) return undefined;
    for (let k = 0; k < review.sources.length; k++) {
      const source = review.sources[k];
      const sf = fileIndex.get(source.file);
      if (sf === undefined) return undefined;
      let q = -1;
      if (k === 0) {
        if (sf !== f) return undefined;
        q = ownerQuote[r];
      } else {
        // A merged quote at this place, not yet taken by another source.
        const list = merged.get(sf) ?? [];
        const at = list.findIndex((mq) => samePlace(entries[sf].reviews[mq].sources[0], source) && hashOf(entries[sf].quotes[mq]) === reviewHash[r]);
        if (at < 0) return undefined;
        q = list[at];
        list.splice(at, 1);
      }
      const place = entries[sf].reviews[q].sources[0];
      if (!samePlace(place, source)) return undefined;
      // Every source in a file is of the matchup that file's quotes are of.
      const m = source.matchup === null ? -1 : matchupIndex.get(source.matchup);
      if (m === undefined || (fileMatchup[sf] !== -2 && fileMatchup[sf] !== m)) return undefined;
      fileMatchup[sf] = m;
      sourceFile.push(sf);
      sourceQuote.push(q);
    }
    sourceStart[r + 1] = sourceFile.length;
  }
  for (let f = 0; f < fileCount; f++) if (fileMatchup[f] === -2) fileMatchup[f] = -1;
  // A quote merged without a source of its own (assembly keeps one source per line): the plan has no place for it.
  for (const list of merged.values()) if (list.length) return undefined;

  const plan: CatalogPlan = {
    files: entries.map((entry) => entry.file),
    matchupFile, matchupA, matchupB, matchupNumber, fileMatchup,
    fileQuotes: Int32Array.from(entries, (entry) => entry.reviews.length),
    fileTitle: Int32Array.from(entries, (entry) => entry.titleLine),
    fileSideA: entries.map((entry) => entry.sideA),
    fileSideB: entries.map((entry) => entry.sideB),
    fileProblems: Uint8Array.from(entries, (entry) => (entry.problems.length > 0 ? 1 : 0)),
    productFile, productSide, productIdBases, productNumber, productAliases: products.map((product) => product.aliases), productNames: products.map((product) => product.name),
    reviewProduct, reviewHash, reviewSame, reviewLabel: reviewLabels, sourceStart, sourceFile: Int32Array.from(sourceFile), sourceQuote: Int32Array.from(sourceQuote),
  };
  // What the plan does not keep, it derives: check the matchup lists, tallies, problems and seeds it will derive.
  const listed = products.map((): string[] => []);
  listMatchups(plan, (p, m) => listed[p].push(matchups[m].id));
  const tallies = tallyOf(plan, (r) => reviews[r].verdict);
  if (!tallies) return undefined;
  for (let p = 0; p < products.length; p++) {
    const [ids, tally] = [listed[p], products[p].tally];
    if (ids.length !== products[p].matchups.length || ids.some((id, i) => id !== products[p].matchups[i])) return undefined;
    if (tally.ship !== tallies[3 * p] || tally.skip !== tallies[3 * p + 1] || tally.none !== tallies[3 * p + 2]) return undefined;
  }
  const problems = problemsOf(plan, entries, matchups);
  if (problems.length !== catalog.problems.length) return undefined;
  for (let i = 0; i < problems.length; i++) {
    if (problems[i] !== catalog.problems[i] && JSON.stringify(problems[i]) !== JSON.stringify(catalog.problems[i])) return undefined;
  }
  const seeds = productSeeds(products);
  for (let f = 0; f < fileCount; f++) {
    const sides = sideProducts(plan, entries, f);
    if (entries[f].seedA !== (sides ? seeds[sides[0]] : NULL_SEED) || entries[f].seedB !== (sides ? seeds[sides[1]] : NULL_SEED)) return undefined;
  }
  return plan;
}

/**
 * The catalog of `plan` from the files' analyses as assembly starts from them (`files`, in the plan's file order: each
 * quote a draft review), with each file's entry as the assembly that made the catalog left it: each draft of a quote
 * that made a review is completed in place and is that review. Undefined when the plan does not fit the files (their
 * drafts may then have been changed: they are not to be used again).
 */
export function catalogOfPlan(plan: CatalogPlan, files: readonly DraftFile[]): PlannedCatalog | undefined {
  if (files.length !== plan.files.length) return undefined;
  // Every file as the plan describes it: its key, head, quotes and each review's labels.
  for (let f = 0; f < files.length; f++) {
    const input = files[f];
    const count = input.drafts.length;
    if (input.file !== plan.files[f] || count !== plan.fileQuotes[f] || input.quoteSides.length !== count) return undefined;
    const head = headOf(input, count);
    if (head.titleLine !== plan.fileTitle[f] || head.sideA !== plan.fileSideA[f] || head.sideB !== plan.fileSideB[f] || (head.problems.length > 0 ? 1 : 0) !== plan.fileProblems[f]) return undefined;
  }
  const restored = restoredCatalog(plan, (f) => files[f]);
  if (!restored || !restored.labelsFit()) return undefined;
  return restored.complete();
}

/**
 * A catalog made from its plan alone, its reviews not yet made: its products (with their tallies), matchups and
 * problems are the plan's; its reviews, and each file's entry, are made from the files' drafts when first asked
 * for (`complete`; reading `catalog.reviews` completes it too).
 */
export interface RestoredCatalog {
  readonly catalog: Catalog;
  /** Whether every review's first quote has the persona and call the plan's label says (checked before `complete`). */
  labelsFit(): boolean;
  /** Makes the reviews and entries (once; later calls give the same). */
  complete(): PlannedCatalog;
}

/**
 * The reviews of a catalog restored from a plan (`restoredCatalog`) while they are not made yet, as columns: per
 * review, its product (an index into `catalog.products`, -1: none) and its label (`reviewLabel`). Undefined once they
 * are made, and for any other catalog.
 */
export interface PendingReviews {
  readonly product: Int32Array;
  readonly label: Uint8Array;
}

const pendingReviewsOf = new WeakMap<Catalog, PendingReviews>();

export function pendingReviews(catalog: Catalog): PendingReviews | undefined {
  return pendingReviewsOf.get(catalog);
}

/** The personas in the order of their ranks (`personaRank`), then `unknown`: a label's persona is `LABEL_PERSONAS[label / 3]`. */
export const LABEL_PERSONAS: readonly PersonaId[] = [...PERSONAS.map((persona) => persona.id), 'unknown'];
/** A label's call is `LABEL_VERDICTS[label % 3]`, its place in a tally's three. */
export const LABEL_VERDICTS: readonly Verdict[] = ['ship', 'skip', 'none'];

/** A review's persona and call as one number (persona rank × 3 + the call's place in a tally); -1 for a call of no kind. */
export function reviewLabel(persona: PersonaId, verdict: Verdict): number {
  const slot = verdictSlot(verdict);
  return slot < 0 ? -1 : 3 * personaRank(persona) + slot;
}

/**
 * The catalog of `plan` from the plan alone (`RestoredCatalog`); `draftsOf` gives a file's drafts (by its index in
 * the plan) when the reviews are made, and at once for a file the plan says has problems (its problems are in its
 * analysis). Undefined when the plan does not hold together. A file whose drafts do not come, or do not fit the plan,
 * when the reviews are made (the cache's checksum vouched for its bytes, so only a defect can do that) gets reviews
 * with the plan's labels and empty texts: the catalog already shown stays the catalog, and nothing throws.
 */
export function restoredCatalog(plan: CatalogPlan, draftsOf: (file: number) => DraftFile | undefined): RestoredCatalog | undefined {
  const fileCount = plan.files.length;
  if (!shapeFits(plan, fileCount)) return undefined;
  const heads: EntryHead[] = new Array(fileCount);
  /** The drafts of files with problems, read now for their problems and kept for `complete`. */
  const early: (DraftFile | undefined)[] = new Array(fileCount);
  /** Where each file's quotes start in one numbering of all quotes (one more element: the total). */
  const quoteStart = new Int32Array(fileCount + 1);
  for (let f = 0; f < fileCount; f++) {
    // In catalog order, as assembly orders files (code units).
    if (f > 0 && !(plan.files[f - 1] < plan.files[f])) return undefined;
    const count = plan.fileQuotes[f];
    let problems = NO_PROBLEMS;
    if (plan.fileProblems[f]) {
      const input = draftsOf(f);
      if (!input || input.file !== plan.files[f] || input.drafts.length !== count || !input.problems.length) return undefined;
      early[f] = input;
      problems = input.problems;
    }
    heads[f] = { titleLine: plan.fileTitle[f], sideA: plan.fileSideA[f], sideB: plan.fileSideB[f], problems };
    quoteStart[f + 1] = quoteStart[f] + count;
  }
  const productCount = plan.productFile.length;
  const products: Product[] = new Array(productCount);
  for (let p = 0; p < productCount; p++) {
    const head = heads[plan.productFile[p]];
    if (!isTitled(head)) return undefined;
    const name = plan.productSide[p] ? head.sideB! : head.sideA!;
    products[p] = { id: numberedId(plan.productIdBases[p], plan.productNumber[p]), name: name.trim(), aliases: plan.productAliases[p] as string[], matchups: [], tally: { ship: 0, skip: 0, none: 0 } };
  }
  const matchupCount = plan.matchupFile.length;
  const matchups: Matchup[] = new Array(matchupCount);
  for (let m = 0; m < matchupCount; m++) {
    const a = products[plan.matchupA[m]];
    const b = products[plan.matchupB[m]];
    const f = plan.matchupFile[m];
    if (!isTitled(heads[f])) return undefined;
    matchups[m] = { id: numberedId(matchupIdBase(a.id, b.id), plan.matchupNumber[m]), title: matchupTitle(a.name, b.name), products: [a.id, b.id], source: { file: plan.files[f], line: heads[f].titleLine } };
  }
  listMatchups(plan, (p, m) => products[p].matchups.push(matchups[m].id));

  // Which review each quote is a source of, from the plan's columns alone: every quote is a source of exactly one review.
  const quoteCount = quoteStart[fileCount];
  const reviewCount = plan.reviewProduct.length;
  const reviewOfQuote = new Int32Array(quoteCount).fill(-1);
  /** Per review, its first source's quote (in the numbering of all quotes). */
  const firstQuote = new Int32Array(reviewCount);
  for (let r = 0; r < reviewCount; r++) {
    const start = plan.sourceStart[r];
    for (let k = start; k < plan.sourceStart[r + 1]; k++) {
      const f = plan.sourceFile[k];
      const q = plan.sourceQuote[k];
      const at = quoteStart[f] + q;
      if (q >= plan.fileQuotes[f] || reviewOfQuote[at] >= 0) return undefined;
      reviewOfQuote[at] = r;
      if (k === start) firstQuote[r] = at;
    }
  }
  for (let at = 0; at < quoteCount; at++) if (reviewOfQuote[at] < 0) return undefined;
  const tallies = tallyOf(plan, (r) => LABEL_VERDICTS[plan.reviewLabel[r] % 3]);
  if (!tallies) return undefined;
  for (let p = 0; p < productCount; p++) setTally(products[p].tally, tallies, p);
  const problems = problemsOf(plan, heads, matchups);
  const catalog = catalogOf(products, matchups, [], problems);
  let made: PlannedCatalog | undefined;
  const complete = (): PlannedCatalog => (made ??= completed());
  // Reading the reviews makes them (configurable: making them replaces this with the array, in the same place).
  Object.defineProperty(catalog, 'reviews', { configurable: true, enumerable: true, get: () => complete().catalog.reviews });
  pendingReviewsOf.set(catalog, { product: plan.reviewProduct, label: plan.reviewLabel });

  /** File f's drafts as the plan describes them: read, or (only through a defect) the plan's labels with empty texts. */
  const draftsFitting = (f: number): DraftFile => {
    const input = early[f] ?? draftsOf(f);
    const count = plan.fileQuotes[f];
    if (input && input.file === plan.files[f] && input.drafts.length === count && input.quoteSides.length === count) return input;
    const sides = sideProducts(plan, heads, f);
    const drafts: StoredReview[] = new Array(count);
    const quoteSides: number[] = new Array(count);
    for (let q = 0; q < count; q++) {
      const r = reviewOfQuote[quoteStart[f] + q];
      const label = plan.reviewLabel[r];
      const p = plan.reviewProduct[r];
      drafts[q] = StoredReview.pending({ id: '', product: null, source: { file: plan.files[f], line: 1, column: 1, matchup: null } }, LABEL_PERSONAS[Math.floor(label / 3)], LABEL_VERDICTS[label % 3], LOST_TEXTS);
      quoteSides[q] = sides && p >= 0 ? (p === sides[0] ? 0 : p === sides[1] ? 1 : -1) : -1;
    }
    return { file: plan.files[f], title: null, sides: [], problems: heads[f].problems, drafts, quoteSides };
  };

  function completed(): PlannedCatalog {
    const inputs = Array.from({ length: fileCount }, (_, f) => draftsFitting(f));
    const matchupIds = Array.from(plan.fileMatchup, (m) => (m < 0 ? null : matchups[m].id));
    const reviews: StoredReview[] = new Array(reviewCount);
    // Each file's entry as assembly leaves it: the catalog's review for a quote that made one, numbered as it was;
    // a quote merged into another review keeps its draft (assembly reads its text and place only). Drafts are
    // completed file by file in the order they were read, each touched once beside the one before it (in review
    // order they are all over the heap).
    const seeds = productSeeds(products);
    const entries: FileEntry[] = new Array(fileCount);
    const counted = new Int32Array(3 * productCount);
    for (let f = 0; f < fileCount; f++) {
      const input = inputs[f];
      const head = heads[f];
      const count = input.drafts.length;
      const packed: number[] = new Array(count);
      for (let q = 0; q < count; q++) {
        const at = quoteStart[f] + q;
        const r = reviewOfQuote[at];
        const draft = input.drafts[q];
        const first = firstQuote[r] === at;
        if (first) {
          const p = plan.reviewProduct[r];
          draft.identify(p < 0 ? null : products[p].id, plan.reviewHash[r], plan.reviewSame[r], matchupIds[f]);
          reviews[r] = draft;
          const slot = verdictSlot(draft.verdict);
          if (p >= 0 && slot >= 0) counted[3 * p + slot]++;
        }
        packed[q] = packQuote(input.quoteSides[q], first ? plan.reviewSame[r] : -1, plan.reviewHash[r]);
      }
      const sides = sideProducts(plan, heads, f);
      entries[f] = {
        file: plan.files[f],
        titleLine: head.titleLine,
        sideA: head.sideA,
        sideB: head.sideB,
        problems: head.problems,
        reviews: input.drafts,
        quotes: packed,
        seedA: sides ? seeds[sides[0]] : NULL_SEED,
        seedB: sides ? seeds[sides[1]] : NULL_SEED,
        published: true,
      };
    }
    // A quote merged into a review: a source of it, in the plan's order; its draft stays its file's own.
    for (let r = 0; r < reviewCount; r++) {
      const start = plan.sourceStart[r];
      for (let k = start + 1; k < plan.sourceStart[r + 1]; k++) {
        const f = plan.sourceFile[k];
        const draft = inputs[f].drafts[plan.sourceQuote[k]];
        reviews[r].sources.push({ file: plan.files[f], line: draft.sourceLine, column: draft.sourceColumn, matchup: matchupIds[f] });
      }
    }
    // The tallies are the reviews' (the labels' unless through a defect).
    for (let p = 0; p < productCount; p++) setTally(products[p].tally, counted, p);
    const matchupsByKey = new Map<string, Matchup>();
    for (let m = 0; m < matchupCount; m++) {
      const head = heads[plan.matchupFile[m]];
      matchupsByKey.set(matchupKeyOf(productKey(head.sideA!), productKey(head.sideB!)), matchups[m]);
    }
    Object.defineProperty(catalog, 'reviews', { configurable: true, enumerable: true, writable: true, value: reviews });
    pendingReviewsOf.delete(catalog);
    return { catalog, entries, matchupsByKey };
  }

  return {
    catalog,
    complete,
    labelsFit: () => {
      // File by file: each quote that made a review (its first source) has the review's label.
      for (let f = 0; f < fileCount; f++) {
        const drafts = draftsOf(f)?.drafts;
        if (!drafts || drafts.length !== plan.fileQuotes[f]) return false;
        for (let q = 0; q < drafts.length; q++) {
          const at = quoteStart[f] + q;
          const r = reviewOfQuote[at];
          if (firstQuote[r] === at && reviewLabel(drafts[q].persona, drafts[q].verdict) !== plan.reviewLabel[r]) return false;
        }
      }
      return true;
    },
  };
}

/** Texts that are lost (`PendingTexts`): a review read through them has empty texts. */
const LOST_TEXTS: PendingTexts = { fill: (into) => into.loseTexts() };

function setTally(tally: Tally, counts: Int32Array, p: number): void {
  tally.ship = counts[3 * p];
  tally.skip = counts[3 * p + 1];
  tally.none = counts[3 * p + 2];
}

function samePlace(a: ReviewSource, b: ReviewSource): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column;
}

/** Whether the plan's columns have their lengths and its indexes (other than of quotes) are in range. */
function shapeFits(plan: CatalogPlan, fileCount: number): boolean {
  const productCount = plan.productFile.length;
  const matchupCount = plan.matchupFile.length;
  const reviewCount = plan.reviewProduct.length;
  const sourceCount = plan.sourceFile.length;
  const inRange = (n: number, count: number) => Number.isInteger(n) && n >= 0 && n < count;
  if (plan.fileMatchup.length !== fileCount || plan.productAliases.length !== productCount || plan.productSide.length !== productCount || plan.productIdBases.length !== productCount || plan.productNumber.length !== productCount) return false;
  if (plan.matchupA.length !== matchupCount || plan.matchupB.length !== matchupCount || plan.matchupNumber.length !== matchupCount) return false;
  if (plan.reviewHash.length !== reviewCount || plan.reviewSame.length !== reviewCount || plan.sourceStart.length !== reviewCount + 1 || plan.sourceStart[0] !== 0) return false;
  if (plan.sourceQuote.length !== sourceCount || plan.sourceStart[reviewCount] !== sourceCount) return false;
  if (plan.fileQuotes.length !== fileCount || plan.fileTitle.length !== fileCount || plan.fileSideA.length !== fileCount || plan.fileSideB.length !== fileCount || plan.fileProblems.length !== fileCount) return false;
  if (plan.reviewLabel.length !== reviewCount) return false;
  for (let f = 0; f < fileCount; f++) if (!(plan.fileQuotes[f] >= 0) || !(plan.fileTitle[f] >= 0)) return false;
  for (let r = 0; r < reviewCount; r++) if (plan.reviewLabel[r] >= 3 * LABEL_PERSONAS.length) return false;
  for (let p = 0; p < productCount; p++) if (!inRange(plan.productFile[p], fileCount) || plan.productSide[p] > 1 || plan.productNumber[p] < 0 || !plan.productIdBases[p]) return false;
  for (let m = 0; m < matchupCount; m++) {
    if (!inRange(plan.matchupFile[m], fileCount) || !inRange(plan.matchupA[m], productCount) || !inRange(plan.matchupB[m], productCount) || plan.matchupNumber[m] < 0) return false;
  }
  for (let f = 0; f < fileCount; f++) if (plan.fileMatchup[f] !== -1 && !inRange(plan.fileMatchup[f], matchupCount)) return false;
  for (let r = 0; r < reviewCount; r++) {
    if (!(plan.sourceStart[r + 1] > plan.sourceStart[r]) || (plan.reviewProduct[r] !== -1 && !inRange(plan.reviewProduct[r], productCount)) || plan.reviewSame[r] < 0) return false;
  }
  for (let k = 0; k < sourceCount; k++) if (!inRange(plan.sourceFile[k], fileCount) || !(plan.sourceQuote[k] >= 0)) return false;
  return true;
}

/** Each product's matchups, as assembly lists them: matchups in order, each added to its products once. */
function listMatchups(plan: CatalogPlan, add: (product: number, matchup: number) => void): void {
  for (let m = 0; m < plan.matchupFile.length; m++) {
    add(plan.matchupA[m], m);
    if (plan.matchupB[m] !== plan.matchupA[m]) add(plan.matchupB[m], m);
  }
}

/** Per product, its reviews' calls counted (ship, skip, none, in threes); undefined for a call of no kind. */
function tallyOf(plan: CatalogPlan, verdictOf: (review: number) => string): Int32Array | undefined {
  const tallies = new Int32Array(3 * plan.productFile.length);
  for (let r = 0; r < plan.reviewProduct.length; r++) {
    const p = plan.reviewProduct[r];
    if (p < 0) continue;
    const slot = verdictSlot(verdictOf(r));
    if (slot < 0) return undefined;
    tallies[3 * p + slot]++;
  }
  return tallies;
}

/** A call's place in a tally's three (ship, skip, none); -1 for a call of no kind. */
function verdictSlot(verdict: string): number {
  return verdict === 'ship' ? 0 : verdict === 'skip' ? 1 : verdict === 'none' ? 2 : -1;
}

/** The catalog's problems: each file's own, then, for a file whose matchup an earlier file made, the duplicate's warning. */
function problemsOf(plan: CatalogPlan, heads: readonly EntryHead[], matchups: readonly Matchup[]): Problem[] {
  const problems: Problem[] = [];
  for (let f = 0; f < plan.files.length; f++) {
    const head = heads[f];
    for (const problem of head.problems) problems.push(problem);
    const m = plan.fileMatchup[f];
    if (m >= 0 && plan.matchupFile[m] !== f && isTitled(head)) problems.push(duplicateMatchupProblem(plan.files[f], head.titleLine, matchups[m]));
  }
  return problems;
}

/** A file's side products as assembly finds them (by their keys): undefined for a file whose title made none. */
function sideProducts(plan: CatalogPlan, heads: readonly EntryHead[], f: number): readonly [number, number] | undefined {
  const head = heads[f];
  const m = plan.fileMatchup[f];
  if (m < 0 || !isTitled(head)) return undefined;
  const [a, b] = [plan.matchupA[m], plan.matchupB[m]];
  if (plan.matchupFile[m] === f) return [a, b];
  // A file whose matchup an earlier file made may name its sides the other way round.
  return productKey(head.sideA!) === productKey(heads[plan.matchupFile[m]].sideA!) ? [a, b] : [b, a];
}

/** Each product's identity seed (`reviewSeed` of its id), as int32. */
function productSeeds(products: readonly Product[]): Int32Array {
  return Int32Array.from(products, (product) => reviewSeed(product.id) | 0);
}
