import type { Catalog, Matchup, Problem, Product, Review } from '../model';
import { deriveAliases } from '../understand/aliases';
import { catalogOfPlan, planOf, restoredCatalog, type CatalogPlan, type PlannedCatalog } from './catalogPlan';
import { HASH_UNIT, NULL_SEED, catalogOf, draftFileOf, draftOf, entryQuoteHash, headOf, isTitled, duplicateMatchupProblem, hashOf, matchupKeyOf, packQuote, sortRun, type CatalogFileInput, type CatalogQuote, type DraftFile, type FileAssembly, type FileEntry } from './catalogEntries';
import { layoutOf, patchCatalog, sameHead, type CatalogLayout } from './catalogPatch';
import { matchupIdBase, matchupTitle, normalizedQuote, productIdBase, productKey, quoteHash, reviewSeed } from './identity';
import { StoredReview } from './storedReview';

export type { CatalogFileInput, CatalogQuote, FileAssembly } from './catalogEntries';

/**
 * What the catalog reads of a file's analysis, as plain data and nothing more: for handing an analysis made in
 * another thread or process across (the inference's evidence, which "Why?" reads again from the text, stays behind).
 * `set` of the result assembles exactly what `set` of the analysis does.
 */
export function catalogInputOf(analysis: CatalogFileInput): CatalogFileInput {
  const quotes: CatalogQuote[] = analysis.quotes.map((q) => {
    const quote: CatalogQuote = {
      text: q.text, line: q.line, column: q.column, persona: q.persona, verdict: q.verdict,
      verdictSentence: q.verdictSentence, gist: q.gist, side: q.side,
    };
    if (q.stated) quote.stated = q.stated;
    if (q.decidedBy) quote.decidedBy = q.decidedBy;
    return quote;
  });
  return { file: analysis.file, title: analysis.title ? { line: analysis.title.line } : null, sides: analysis.sides.slice(), quotes, problems: analysis.problems };
}


/**
 * What assembly will most likely derive from a file on its own (`FileAssembly`): each side's identity seed as if
 * its product's id were its name's slug, which holds unless two products' names share a slug, and each quote's hash
 * with those seeds; with `aliasesOf`, the sides' short forms too. An analysis made in another thread carries it, so
 * the assembling thread does not hash every new quote again. Assembly checks the seeds against the products' real
 * ids and hashes again where they differ, so a wrong guess costs time, never a different catalog.
 */
export function presumedAssembly(input: CatalogFileInput, aliasesOf?: (name: string) => string[]): FileAssembly {
  const [sideA, sideB] = input.sides;
  // As assembly makes products: only from a title that names both sides, in a file with quotes.
  const titled = input.title !== null && input.quotes.length > 0 && sideA !== undefined && sideB !== undefined;
  const seeds: [number, number] = titled ? [reviewSeed(productIdBase(sideA)), reviewSeed(productIdBase(sideB))] : [NULL_SEED >>> 0, NULL_SEED >>> 0];
  const hashes = input.quotes.map((quote) => quoteHash(quote.side === null ? NULL_SEED : seeds[quote.side], quote.text) >>> 0);
  if (!titled || !aliasesOf) return { seeds, hashes };
  return { seeds, hashes, aliases: [aliasesOf(sideA.trim()), aliasesOf(sideB.trim())], sides: [sideA, sideB] };
}

/**
 * Keeps what each file contributes and assembles the catalog from that: a change to one file re-reads
 * that file only, and re-assembly reuses everything derived from the other files. Products are one per
 * distinct name; identical quote text for the same product is one review with several sources.
 *
 * Files come in analysed (`analyzeFile`, with `aliasesOf` so that a name's short forms are derived once per
 * catalog) or from an analysis cache. `CatalogBuilder` (analysingBuilder.ts) also takes their bytes; this class
 * does not need the analysis engine, so the editor can assemble a catalog from its cache before loading it.
 */
export class CatalogAssembler {
  private readonly entryMap = new Map<string, FileEntry>();
  /**
   * The plan of a catalog adopted without making its reviews (`adoptPlan`), until they are made: its entries are
   * made with them, the first time anything here needs an entry or anything reads the catalog's reviews.
   */
  private restoring: { plan: CatalogPlan; complete: () => PlannedCatalog } | undefined;
  /** File names in catalog (code unit) order; null when they must be sorted again. */
  private ordered: string[] | null = [];
  /** The last catalog assembled. */
  private last: Catalog | null = null;
  /** The last catalog's matchups by key: one the next assembly makes again, the same in every field, is that object. */
  private lastMatchups = new Map<string, Matchup>();
  private cached: Catalog | null = null;
  /**
   * Short forms by product name, derived since the last catalog; the last catalog's products have theirs.
   * Both are looked up before deriving again, and nothing is kept beyond what the catalog holds anyway.
   */
  private derived = new Map<string, string[]>();
  /**
   * The last catalog's products' id bases (`productIdBase`) by name, so that assembling again derives only new names'
   * (an adopted plan has them: `planBases`, its names and bases, read into the map when first needed).
   */
  private idBases = new Map<string, string>();
  private planBases: { names: readonly string[]; bases: readonly string[] } | undefined;
  /** The last catalog's products by name: their places in its order (and their short forms). */
  private lastPlaces: Map<string, number> | null = null;
  /** Where an analysis cache says the product a side names stood in the product order (by the side as written), until the next catalog. */
  private placed = new Map<string, number>();
  /**
   * The last catalog's entries of the files changed in place since (same title and sides), while nothing else changed:
   * the next catalog is then patched where they were (`patchCatalog`), not assembled from every file.
   */
  private replaced: Map<string, FileEntry> | null = new Map();
  /**
   * Where the last catalog's reviews lie by product: kept by each assembly and each patch; a catalog adopted from an
   * analysis cache is laid out when a patch first needs it.
   */
  private layout: CatalogLayout | undefined;
  /** How the last catalog was made: patched where files changed, or assembled from every file. */
  builtBy: 'patch' | 'assembly' | undefined;
  /** A name's short forms: those of the last catalog's product of that name, else derived (once per catalog). */
  readonly aliasesOf = (name: string): string[] => {
    let aliases = this.derived.get(name);
    if (!aliases) {
      const place = this.placeOf(name);
      aliases = place === undefined ? deriveAliases(name) : this.last!.products[place].aliases;
      this.derived.set(name, aliases);
    }
    return aliases;
  };

  /** Each file's entry (made now, with the reviews, for a catalog adopted from its plan alone). */
  private get entries(): Map<string, FileEntry> {
    const restoring = this.restoring;
    if (restoring) {
      this.restoring = undefined;
      const made = restoring.complete();
      for (const entry of made.entries) this.entryMap.set(entry.file, entry);
      this.lastMatchups = made.matchupsByKey;
    }
    return this.entryMap;
  }

  private placeOf(name: string): number | undefined {
    this.lastPlaces ??= new Map(this.last?.products.map((product, i) => [product.name, i]));
    return this.lastPlaces.get(name);
  }

  /**
   * Adds or replaces a file from its analysis: fresh, or what an earlier analysis of the same bytes produced (an
   * analysis cache's hit, which may carry what the last assembly derived from it). Returns the analysis.
   */
  set<T extends CatalogFileInput>(file: string, analysis: T): T {
    const quotes = analysis.quotes;
    const previous = this.entries.get(file);
    // Products come from reviews: a title without a quote yet (an untouched new file) adds none.
    const named = quotes.length > 0;
    const known = analysis.assembly;
    const hashes = known && known.hashes.length === quotes.length && isSeed(known.seeds[0]) && isSeed(known.seeds[1]) ? known : undefined;
    // Short forms kept with the file stand in for deriving them (for this assembly; the catalog keeps them after).
    if (known?.aliases && named) {
      for (let side = 0; side < 2; side++) {
        const name = analysis.sides[side]?.trim();
        const aliases = known.aliases[side];
        if (name !== undefined && aliases && !this.derived.has(name)) this.derived.set(name, aliases.slice());
      }
    }
    if (known?.ranks && named) {
      for (let side = 0; side < 2; side++) {
        const name = analysis.sides[side];
        const rank = known.ranks[side];
        if (name !== undefined && isRank(rank)) this.placed.set(name, rank);
      }
    }
    // One pass makes each quote's draft review and its packed side and hash (a warm start adds every file here).
    const reviews: StoredReview[] = new Array(quotes.length);
    const packed: number[] = new Array(quotes.length);
    for (let q = 0; q < quotes.length; q++) {
      const quote = quotes[q];
      reviews[q] = draftOf(file, quote);
      packed[q] = packQuote(quote.side === null ? -1 : quote.side, 0, hashes ? hashes.hashes[q] : 0);
    }
    this.entries.set(file, {
      file,
      ...headOf(analysis, quotes.length),
      reviews,
      quotes: packed,
      seedA: hashes ? hashes.seeds[0] | 0 : undefined,
      seedB: hashes ? hashes.seeds[1] | 0 : undefined,
      published: false,
    });
    // A new file changes the order; a changed one keeps its place.
    if (!previous) this.ordered = null;
    // Changed in place, the catalog may be patched; a file come, or a title changed, assembles it again.
    const entry = this.entries.get(file)!;
    if (!previous || !sameHead(previous, entry)) this.replaced = null;
    else if (previous.published && !this.replaced?.has(file)) this.replaced?.set(file, previous);
    this.cached = null;
    return analysis;
  }

  delete(file: string): boolean {
    const removed = this.entries.delete(file);
    if (removed) {
      this.ordered = null;
      this.replaced = null;
      this.cached = null;
    }
    return removed;
  }

  has(file: string): boolean {
    return this.restoring ? sortedIncludes(this.restoring.plan.files, file) : this.entries.has(file);
  }

  files(): string[] {
    return this.restoring ? this.restoring.plan.files.slice() : [...this.entries.keys()];
  }

  /** What the last catalog's assembly derived from a file (for an analysis cache to keep); undefined until it is in one. */
  assemblyOf(file: string): FileAssembly | undefined {
    const entry = this.entries.get(file);
    if (!entry?.published || entry.seedA === undefined || entry.seedB === undefined) return undefined;
    const places = [entry.sideA, entry.sideB].map((side) => (side === undefined ? undefined : this.placeOf(side.trim())));
    const aliases = places.map((place) => (place === undefined ? undefined : this.last!.products[place].aliases));
    return {
      seeds: [entry.seedA >>> 0, entry.seedB >>> 0],
      hashes: entry.quotes.map(hashOf),
      aliases: [aliases[0], aliases[1]],
      sides: [entry.sideA, entry.sideB],
      ranks: [places[0] ?? -1, places[1] ?? -1],
    };
  }

  /**
   * The last catalog described through its files (`CatalogPlan`), for an analysis cache to keep beside their
   * analyses; undefined while files changed since it was built, or when the plan would not give it back exactly.
   */
  plan(): CatalogPlan | undefined {
    if (this.restoring) return this.restoring.plan;
    if (!this.cached || !this.ordered) return undefined;
    return planOf(this.cached, this.ordered.map((file) => this.entries.get(file)!));
  }

  /**
   * Makes an assembler that holds no file what the one that built a catalog was when it wrote `plan`: the same
   * catalog (made again from the plan and the files' analyses, `inputs` in the plan's file order, without
   * assembling) and the same state behind it, so a change to a file re-assembles as it would have there. The
   * catalog, or undefined (and nothing changed) when the assembler holds files or the plan does not fit them.
   */
  adopt(plan: CatalogPlan, inputs: readonly CatalogFileInput[]): Catalog | undefined {
    return this.restoring || this.entries.size > 0 ? undefined : this.adoptDrafts(plan, inputs.map(draftFileOf));
  }

  /**
   * `adopt`, from the files' analyses as assembly starts from them (`DraftFile`, as an analysis cache reads them for
   * this): their drafts become the catalog's reviews. Drafts of a plan that does not fit are not to be used again.
   */
  adoptDrafts(plan: CatalogPlan, files: readonly DraftFile[]): Catalog | undefined {
    if (this.restoring || this.entries.size > 0) return undefined;
    const made = catalogOfPlan(plan, files);
    if (!made) return undefined;
    for (const entry of made.entries) this.entries.set(entry.file, entry);
    this.afterCatalog();
    this.ordered = plan.files.slice();
    this.planBases = { names: plan.productNames, bases: plan.productIdBases };
    this.cached = this.last = made.catalog;
    this.lastMatchups = made.matchupsByKey;
    return made.catalog;
  }

  /**
   * `adoptDrafts` from the plan alone: the catalog's products, matchups, tallies and problems now; its reviews, and
   * each file's entry, when first needed (a view reading `catalog.reviews`, or a change to a file), from the
   * files' drafts (`draftsOf`, by index in the plan's files; a file the plan says has problems is read now). A
   * reopened window so shows its catalog before making 80,000 reviews it may not look at. Undefined, and nothing
   * changed, when the assembler holds files or the plan does not hold together.
   */
  adoptPlan(plan: CatalogPlan, draftsOf: (file: number) => DraftFile | undefined): Catalog | undefined {
    if (this.restoring || this.entries.size > 0) return undefined;
    const restored = restoredCatalog(plan, draftsOf);
    if (!restored) return undefined;
    this.restoring = { plan, complete: restored.complete };
    this.afterCatalog();
    this.ordered = plan.files.slice();
    this.planBases = { names: plan.productNames, bases: plan.productIdBases };
    this.cached = this.last = restored.catalog;
    return restored.catalog;
  }

  clear(): void {
    this.restoring = undefined;
    this.entryMap.clear();
    this.ordered = [];
    this.cached = this.last = this.lastPlaces = null;
    this.lastMatchups = new Map();
    this.derived = new Map();
    this.placed = new Map();
    this.idBases = new Map();
    this.planBases = undefined;
    this.afterCatalog();
  }

  build(): Catalog {
    if (this.cached) return this.cached;
    const patched = this.patched();
    if (patched) {
      this.cached = this.last = patched;
      // The products' names and places are the last catalog's: `lastPlaces` still holds.
      this.derived = new Map();
      this.placed = new Map();
      this.builtBy = 'patch';
      return patched;
    }
    // The default order is code unit order, compared natively (no comparator called per pair).
    this.ordered ??= [...this.entries.keys()].sort();
    const entries = this.ordered.map((file) => this.entries.get(file)!);
    this.afterCatalog();
    this.cached = this.last = this.assemble(entries);
    for (const entry of entries) entry.published = true;
    this.derived = new Map();
    this.placed = new Map();
    this.lastPlaces = null;
    this.builtBy = 'assembly';
    return this.cached;
  }

  /** The last catalog patched where files changed in place since, or undefined when it must be assembled again. */
  private patched(): Catalog | undefined {
    const replaced = this.replaced;
    if (!replaced?.size || !this.last || !this.ordered) return undefined;
    const changed = [...replaced].map(([file, before]) => ({ before, after: this.entries.get(file)! }));
    this.layout ??= layoutOf(this.last);
    const next = this.layout && patchCatalog(this.layout, changed);
    if (!next) return undefined;
    this.layout = next;
    for (const { after } of changed) after.published = true;
    replaced.clear();
    return next.catalog;
  }

  /** A new catalog from elsewhere than a patch: files changed before it are in it, and its layout is not known yet. */
  private afterCatalog(): void {
    this.replaced = new Map();
    this.layout = undefined;
  }

  private assemble(ordered: readonly FileEntry[]): Catalog {
    const problems: Problem[] = [];
    // Products in the order they are first named, found by key.
    const products: Product[] = [];
    /** Per product, its identity seed (`reviewSeed` of its id), as int32. */
    const seeds: number[] = [];
    /** Per product, where the file that first named it says it stood in the last catalog's order (-1: not known). */
    const hints: number[] = [];
    const productIndex = new Map<string, number>();
    const usedProductIds = new Set<string>();
    const planBases = this.planBases;
    if (planBases) {
      this.planBases = undefined;
      planBases.names.forEach((name, p) => this.idBases.set(name, planBases.bases[p]));
    }
    const lastBases = this.idBases;
    const idBases = new Map<string, string>();
    const matchupsByKey = new Map<string, Matchup>();
    const usedMatchupIds = new Set<string>();
    // Reviews in the order they are made, with their product's index (-1: none) and whether this assembly
    // made the object (a review another catalog shows is copied, never changed).
    let total = 0;
    for (const entry of ordered) total += entry.reviews.length;
    const reviews: StoredReview[] = [];
    const reviewProduct = new Int32Array(total);
    const fresh = new Uint8Array(total);
    // Reviews by the hash of their identity: an open-addressing table of int32 hashes (typed arrays, no Map of
    // boxed keys), each slot the first review with that hash; `sameHash` chains the rare others.
    const byHash = new HashIndex(total);
    const sameHash = new Int32Array(total);
    const normalized = new Map<number, string>();
    const normalizedOf = (k: number) => {
      let text = normalized.get(k);
      if (text === undefined) normalized.set(k, (text = normalizedQuote(reviews[k].text)));
      return text;
    };

    const productFor = (name: string, key: string, hint: number): number => {
      let index = productIndex.get(key);
      if (index === undefined) {
        // By the trimmed name: a slug drops the white space at either end, so the base is the same.
        const trimmed = name.trim();
        const base = lastBases.get(trimmed) ?? productIdBase(name);
        idBases.set(trimmed, base);
        const id = uniqueId(base, usedProductIds);
        index = products.push({ id, name: trimmed, aliases: this.aliasesOf(trimmed), matchups: [], tally: { ship: 0, skip: 0, none: 0 } }) - 1;
        seeds.push(reviewSeed(id) | 0);
        hints.push(hint);
        productIndex.set(key, index);
      }
      return index;
    };

    for (const entry of ordered) {
      const { file } = entry;
      for (const problem of entry.problems) problems.push(problem);
      // Only a title that names both sides makes products: "Foo vs" is a problem, not a product "Foo" with no reviews.
      const sides = isTitled(entry) ? [entry.sideA!, entry.sideB!] : [];
      const sideKeys = sides.map(productKey);
      const sideProducts = sides.map((name, i) => productFor(name, sideKeys[i], this.placed.get(name) ?? -1));
      let matchup: Matchup | null = null;
      if (entry.titleLine && sideProducts.length === 2) {
        const [a, b] = sideProducts.map((i) => products[i]);
        // A side's key is its product's key, whichever file named the product first.
        const [keyA, keyB] = sideKeys;
        const key = matchupKeyOf(keyA, keyB);
        const existing = matchupsByKey.get(key);
        if (existing) {
          matchup = existing;
          problems.push(duplicateMatchupProblem(file, entry.titleLine, existing));
        } else {
          // The last catalog's matchup of this key, when this one would be it in every field (its id free so far).
          const before = this.lastMatchups.get(key);
          if (
            before !== undefined && before.products[0] === a.id && before.products[1] === b.id && before.source.file === file &&
            before.source.line === entry.titleLine && before.title.length === a.name.length + b.name.length + 4 &&
            before.title.startsWith(a.name) && before.title.endsWith(b.name) && before.id.length === a.id.length + b.id.length + 6 && !usedMatchupIds.has(before.id)
          ) {
            usedMatchupIds.add(before.id);
            matchup = before;
          } else {
            matchup = {
              id: uniqueId(matchupIdBase(a.id, b.id), usedMatchupIds),
              title: matchupTitle(a.name, b.name),
              products: [a.id, b.id],
              source: { file, line: entry.titleLine },
            };
          }
          matchupsByKey.set(key, matchup);
          if (!a.matchups.includes(matchup.id)) a.matchups.push(matchup.id);
          if (!b.matchups.includes(matchup.id)) b.matchups.push(matchup.id);
        }
      }
      const matchupId = matchup?.id ?? null;

      const packed = entry.quotes;
      const own = entry.reviews;
      const count = own.length;
      // A quote's hash stands while its product's seed is the one it was computed with.
      const seedA = sideProducts[0] === undefined ? NULL_SEED : seeds[sideProducts[0]];
      const seedB = sideProducts[1] === undefined ? NULL_SEED : seeds[sideProducts[1]];
      for (let q = 0; q < count; q++) {
        const draft = own[q];
        const low = packed[q] % HASH_UNIT;
        const side = (low & 3) - 1;
        const numbered = (low >> 2) - 1;
        const product = side < 0 ? -1 : sideProducts[side] ?? -1;
        const productId = product < 0 ? null : products[product].id;
        // The draft is the last catalog's review of this quote (not merged into another), for this product.
        const current = entry.published && numbered >= 0 && draft.product === productId;
        // As int32 (a small integer in V8).
        const hash = entryQuoteHash(entry, q, seedA, seedB);
        const line = draft.sourceLine;
        const column = draft.sourceColumn;
        const slot = byHash.slot(hash);
        const first = byHash.first(slot);
        const existing = first < 0 ? -1 : findSame(first, sameHash, reviews, normalizedOf, productId, draft.text);
        if (existing >= 0) {
          packed[q] = packQuote(side, -1, hash >>> 0);
          const merged = reviews[existing];
          if (merged.sources.some((s) => s.file === file && s.line === line)) continue;
          const source = { file, line, column, matchup: matchupId };
          if (fresh[existing]) merged.sources.push(source);
          else reviews[existing] = merged.withSources([...merged.sources, source]);
          fresh[existing] = 1;
          continue;
        }
        // Ids are `product/persona/hash`; only a review in the same bucket can share one: number those.
        let same = 0;
        for (let k = first; k >= 0; k = sameHash[k]) if (reviews[k].product === productId && reviews[k].persona === draft.persona) same++;
        packed[q] = packQuote(side, same, hash >>> 0);
        let review = draft;
        let made = false;
        // Never shown yet: completed in place (its id is spelled when first read). Shown: kept while its product,
        // hash, numbering and source are the last catalog's, else copied to its new place.
        if (!entry.published) {
          draft.identify(productId, hash, same, matchupId);
          made = true;
        } else if (!(current && numbered === same && draft.isIdentified(productId, hash, same)) || draft.sourceCount !== 1 || draft.sourceMatchup !== matchupId) {
          review = draft.placed({ hash, same, product: productId, source: { file, line, column, matchup: matchupId } });
          own[q] = review;
          made = true;
        }
        const index = reviews.push(review) - 1;
        reviewProduct[index] = product;
        fresh[index] = made ? 1 : 0;
        // Chained at the end, so a bucket lists its reviews in the order they were made.
        sameHash[index] = -1;
        if (first < 0) byHash.claim(slot, hash, index);
        else {
          let k = first;
          while (sameHash[k] >= 0) k = sameHash[k];
          sameHash[k] = index;
        }
        if (product >= 0) products[product].tally[review.verdict]++;
      }
      entry.seedA = seedA;
      entry.seedB = seedB;
    }

    for (const product of products) product.matchups = product.matchups.slice();
    const order = this.productOrder(products, hints);

    // Reviews in product order, then persona, then where they were first written: a total order, so
    // grouping by product and sorting the small groups gives what one sort of everything would.
    const rank = new Int32Array(products.length);
    order.forEach((index, i) => (rank[index] = i));
    // Counted into place by product (no array per product), then each product's run sorted where it lies.
    const groupCount = products.length + 1;
    const starts = new Int32Array(groupCount + 1);
    const groupOf = new Int32Array(reviews.length);
    for (let k = 0; k < reviews.length; k++) {
      const group = reviewProduct[k] < 0 ? products.length : rank[reviewProduct[k]];
      groupOf[k] = group;
      starts[group + 1]++;
    }
    for (let g = 0; g < groupCount; g++) starts[g + 1] += starts[g];
    const next = starts.slice(0, groupCount);
    const sorted = reviews.slice();
    for (let k = 0; k < reviews.length; k++) sorted[next[groupOf[k]]++] = reviews[k];
    for (let g = 0; g < groupCount; g++) if (starts[g + 1] - starts[g] > 1) sortRun(sorted, starts[g], starts[g + 1]);
    const matchups = [...matchupsByKey.values()];
    this.lastMatchups = matchupsByKey;
    this.idBases = idBases;
    const catalog = catalogOf(order.map((i) => products[i]), matchups, sorted, problems);
    // Where its reviews lie by product, for a patch: what the groups above are, kept (no work of its own).
    const rankOf = (key: string) => {
      const index = productIndex.get(key);
      return index === undefined ? undefined : rank[index];
    };
    this.layout = { catalog, rankOf, starts };
    return catalog;
  }

  /**
   * The products' indexes in catalog order: by name (then id). Products already in the last catalog under
   * the same id and name keep their relative order, so only new or renamed ones are compared and merged in.
   * The others are sorted starting from the order `hints` give (an analysis cache's), then the rest: a hint
   * never decides the order, the sort does (adaptive, it compares each neighbour once when the hints are right).
   */
  private productOrder(products: readonly Product[], hints: readonly number[]): number[] {
    const byId = new Map<string, number>();
    products.forEach((product, i) => byId.set(product.id, i));
    const known: number[] = [];
    const isKnown = new Uint8Array(products.length);
    for (const previous of this.last?.products ?? []) {
      const index = byId.get(previous.id);
      if (index !== undefined && products[index].name === previous.name) {
        known.push(index);
        isKnown[index] = 1;
      }
    }
    const fresh: number[] = [];
    for (let i = 0; i < products.length; i++) if (!isKnown[i]) fresh.push(i);
    const compare = (x: number, y: number) => compareProducts(products[x], products[y]);
    byHint(fresh, hints).sort(compare);
    return merge(known, fresh, compare);
  }
}

function isRank(rank: number | undefined): rank is number {
  return rank !== undefined && Number.isInteger(rank) && rank >= 0 && rank < 2 ** 31;
}

/**
 * Reorders `indexes` (in place, and returns them): those with a hint by their hint, then the others as they were.
 * As doubles (hint × 2^22 + index) in one typed array: a numeric sort, no comparator calls.
 */
function byHint(indexes: number[], hints: readonly number[]): number[] {
  if (hints.length > 2 ** 22) return indexes;
  let hinted = 0;
  for (const i of indexes) if (hints[i] >= 0) hinted++;
  if (hinted < 2) return indexes;
  const keys = new Float64Array(hinted);
  const rest: number[] = [];
  let k = 0;
  for (const i of indexes) {
    if (hints[i] >= 0) keys[k++] = hints[i] * 2 ** 22 + i;
    else rest.push(i);
  }
  keys.sort();
  for (k = 0; k < hinted; k++) indexes[k] = keys[k] % 2 ** 22;
  for (const i of rest) indexes[k++] = i;
  return indexes;
}

function isSeed(seed: number): boolean {
  return Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff;
}

/** The review in a hash bucket (`first`, then its `sameHash` chain) that is the same product and the same text up to white space, or -1. */
function findSame(
  first: number,
  sameHash: Int32Array,
  reviews: readonly Review[],
  normalizedOf: (index: number) => string,
  productId: string | null,
  text: string,
): number {
  let normalized: string | undefined;
  for (let k = first; k >= 0; k = sameHash[k]) {
    if (reviews[k].product !== productId) continue;
    normalized ??= normalizedQuote(text);
    if (normalizedOf(k) === normalized) return k;
  }
  return -1;
}

/** Int32 keys to the first index stored under each, by open addressing with linear probing. */
class HashIndex {
  private readonly keys: Int32Array;
  /** Per slot: the index stored, or -1 for an empty slot. */
  private readonly values: Int32Array;
  private readonly mask: number;

  constructor(capacity: number) {
    let size = 16;
    while (size < capacity * 2) size *= 2;
    this.keys = new Int32Array(size);
    this.values = new Int32Array(size).fill(-1);
    this.mask = size - 1;
  }

  /** The slot that holds `key`, or the empty slot where it would go. */
  slot(key: number): number {
    let slot = Math.imul(key, 0x9e3779b1) >>> 0 & this.mask;
    while (this.values[slot] >= 0 && this.keys[slot] !== key) slot = (slot + 1) & this.mask;
    return slot;
  }

  /** The index in a slot, or -1. */
  first(slot: number): number {
    return this.values[slot];
  }

  claim(slot: number, key: number, index: number): void {
    this.keys[slot] = key;
    this.values[slot] = index;
  }
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

function compareProducts(x: Product, y: Product): number {
  return byName.compare(x.name, y.name) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
}

function merge<T>(a: readonly T[], b: readonly T[], compare: (x: T, y: T) => number): T[] {
  if (!b.length) return a.slice();
  if (!a.length) return b.slice();
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(compare(a[i], b[j]) <= 0 ? a[i++] : b[j++]);
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/** Whether `sorted` (in code unit order) holds `value`. */
function sortedIncludes(sorted: readonly string[], value: string): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] === value) return true;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
