import type { CatalogPlan } from '../catalog/catalogPlan';
import { ByteSink, ByteSource, unzigzag, zigzag } from './bytes';

/**
 * A catalog plan (`CatalogPlan`) as bytes: the part of an analysis cache file that lets a reopened window take the
 * last catalog as it was, from the files' cached analyses, instead of assembling it again. Pure; never throws on bad
 * bytes (the cache file's checksum covers them; what still does not decode is no snapshot).
 *
 * Layout (varints unless said):
 *   byte length of the sides run · the run (UTF-8: every file's sides, in order)
 *   · byte length of the short-forms run · the run (UTF-8: every short form not a slice of its product's name, in order)
 *   · byte length of the id bases run · the run (every product's id base, in order: ASCII, as `slugify` makes them)
 *   · file count · per file: its matchup + 1 (0: none) · quotes × 2 + whether it has problems · title line · per side:
 *     0 (none) or its length (UTF-16 units) + 1
 *   · matchup count · per matchup: file · product A · product B · id number
 *   · product count · per product: file × 2 + side · id base length · id number · short-form count · per short form:
 *     offset + 1 and length of a slice of the name, or 0 and the length (UTF-16 units) of the next string of the run
 *   · review count · then column by column, per review: zigzag(product + 1 − the previous review's) · u32 hash · same
 *     · label (a byte) · source count; per source: file; per source: quote
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The plan's bytes; undefined when a string cannot be stored exactly (a lone surrogate). */
export function encodeCatalogPlan(plan: CatalogPlan): Uint8Array | undefined {
  const run: string[] = [];
  const bases: string[] = [];
  const products = new ByteSink(1 << 12);
  const productCount = plan.productFile.length;
  products.varint(productCount);
  for (let p = 0; p < productCount; p++) {
    const name = plan.productNames[p];
    const aliases = plan.productAliases[p];
    const base = plan.productIdBases[p];
    if (LONE_SURROGATE.test(base)) return undefined;
    products.varint(plan.productFile[p] * 2 + plan.productSide[p]);
    products.varint(base.length);
    bases.push(base);
    products.varint(plan.productNumber[p]);
    products.varint(aliases.length);
    for (const alias of aliases) {
      const at = name.indexOf(alias);
      if (at >= 0) {
        products.varint(at + 1);
        products.varint(alias.length);
        continue;
      }
      if (LONE_SURROGATE.test(alias)) return undefined;
      products.varint(0);
      products.varint(alias.length);
      run.push(alias);
    }
  }
  const sideRun: string[] = [];
  for (let f = 0; f < plan.files.length; f++) {
    for (const side of [plan.fileSideA[f], plan.fileSideB[f]]) {
      if (side === undefined) continue;
      if (LONE_SURROGATE.test(side)) return undefined;
      sideRun.push(side);
    }
  }
  const out = new ByteSink(1 << 16);
  const encoder = new TextEncoder();
  for (const strings of [sideRun, run, bases]) {
    const runBytes = encoder.encode(strings.join(''));
    out.varint(runBytes.length);
    out.append(runBytes);
  }
  const fileCount = plan.files.length;
  out.varint(fileCount);
  for (let f = 0; f < fileCount; f++) {
    out.varint(plan.fileMatchup[f] + 1);
    out.varint(plan.fileQuotes[f] * 2 + plan.fileProblems[f]);
    out.varint(plan.fileTitle[f]);
    const [a, b] = [plan.fileSideA[f], plan.fileSideB[f]];
    out.varint(a === undefined ? 0 : a.length + 1);
    out.varint(b === undefined ? 0 : b.length + 1);
  }
  const matchupCount = plan.matchupFile.length;
  out.varint(matchupCount);
  for (let m = 0; m < matchupCount; m++) {
    out.varint(plan.matchupFile[m]);
    out.varint(plan.matchupA[m]);
    out.varint(plan.matchupB[m]);
    out.varint(plan.matchupNumber[m]);
  }
  out.append(products.view());
  // The reviews column by column: each is read back in one tight loop.
  const reviewCount = plan.reviewProduct.length;
  out.varint(reviewCount);
  let previous = 0;
  for (let r = 0; r < reviewCount; r++) {
    const product = plan.reviewProduct[r] + 1;
    out.varint(zigzag(product - previous));
    previous = product;
  }
  for (let r = 0; r < reviewCount; r++) out.u32(plan.reviewHash[r]);
  for (let r = 0; r < reviewCount; r++) out.varint(plan.reviewSame[r]);
  for (let r = 0; r < reviewCount; r++) out.byte(plan.reviewLabel[r]);
  for (let r = 0; r < reviewCount; r++) out.varint(plan.sourceStart[r + 1] - plan.sourceStart[r]);
  for (let k = 0; k < plan.sourceFile.length; k++) out.varint(plan.sourceFile[k]);
  for (let k = 0; k < plan.sourceQuote.length; k++) out.varint(plan.sourceQuote[k]);
  return out.view().slice();
}

/**
 * The plan in `bytes`, of `files` (the cache's files, in order); undefined when the bytes do not decode to a plan of
 * that many files. The catalog plan checks the rest (`restoredCatalog`).
 */
export function decodeCatalogPlan(bytes: Uint8Array, files: readonly string[]): CatalogPlan | undefined {
  try {
    const source = new ByteSource(bytes);
    const limit = bytes.length;
    const count = (most = limit) => {
      const n = source.varint();
      if (n > most) throw new RangeError('a count beyond the bytes');
      return n;
    };
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const sideRun = decoder.decode(source.take(count()));
    let sideAt = 0;
    const run = decoder.decode(source.take(count()));
    let runAt = 0;
    const baseRun = decoder.decode(source.take(count()));
    let baseAt = 0;
    const fileCount = count();
    if (fileCount !== files.length) return undefined;
    const fileMatchup = new Int32Array(fileCount);
    const fileQuotes = new Int32Array(fileCount);
    const fileProblems = new Uint8Array(fileCount);
    const fileTitle = new Int32Array(fileCount);
    const fileSideA: (string | undefined)[] = new Array(fileCount);
    const fileSideB: (string | undefined)[] = new Array(fileCount);
    const side = () => {
      const length = count() - 1;
      if (length < 0) return undefined;
      if (sideAt + length > sideRun.length) throw new RangeError('a side beyond its run');
      return sideRun.slice(sideAt, (sideAt += length));
    };
    for (let f = 0; f < fileCount; f++) {
      fileMatchup[f] = source.varint() - 1;
      const quotes = count(2 ** 32);
      fileQuotes[f] = quotes >>> 1;
      fileProblems[f] = quotes & 1;
      fileTitle[f] = count(2 ** 31 - 1);
      fileSideA[f] = side();
      fileSideB[f] = side();
    }
    if (sideAt !== sideRun.length) return undefined;
    const matchupCount = count();
    const matchupFile = new Int32Array(matchupCount);
    const matchupA = new Int32Array(matchupCount);
    const matchupB = new Int32Array(matchupCount);
    const matchupNumber = new Int32Array(matchupCount);
    for (let m = 0; m < matchupCount; m++) {
      matchupFile[m] = count(fileCount - 1);
      matchupA[m] = source.varint();
      matchupB[m] = source.varint();
      matchupNumber[m] = count(2 ** 31 - 1);
    }
    const productCount = count();
    const productFile = new Int32Array(productCount);
    const productSide = new Uint8Array(productCount);
    const productIdBases: string[] = new Array(productCount);
    const productNumber = new Int32Array(productCount);
    const productAliases: string[][] = new Array(productCount);
    const productNames: string[] = new Array(productCount);
    for (let p = 0; p < productCount; p++) {
      const named = count(2 * fileCount - 1);
      const f = named >> 1;
      productFile[p] = f;
      productSide[p] = named & 1;
      const baseLength = count();
      if (baseLength === 0 || baseAt + baseLength > baseRun.length) return undefined;
      productIdBases[p] = baseRun.slice(baseAt, (baseAt += baseLength));
      productNumber[p] = count(2 ** 31 - 1);
      const name = ((named & 1 ? fileSideB[f] : fileSideA[f]) ?? '').trim();
      productNames[p] = name;
      const aliases: string[] = new Array(count());
      for (let k = 0; k < aliases.length; k++) {
        const at = source.varint();
        const length = count();
        if (at > 0) {
          if (at - 1 + length > name.length) return undefined;
          aliases[k] = name.slice(at - 1, at - 1 + length);
        } else {
          if (runAt + length > run.length) return undefined;
          aliases[k] = run.slice(runAt, (runAt += length));
        }
      }
      productAliases[p] = aliases;
    }
    if (runAt !== run.length || baseAt !== baseRun.length) return undefined;
    const reviewCount = count();
    const reviewProduct = new Int32Array(reviewCount);
    varints(source, reviewProduct, 2 ** 31 - 1);
    let previous = 0;
    for (let r = 0; r < reviewCount; r++) {
      const product = previous + unzigzag(reviewProduct[r]);
      if (product < 0 || product > productCount) return undefined;
      reviewProduct[r] = product - 1;
      previous = product;
    }
    const reviewHash = new Uint32Array(reviewCount);
    for (let r = 0; r < reviewCount; r++) reviewHash[r] = source.u32();
    const reviewSame = new Int32Array(reviewCount);
    varints(source, reviewSame, 2 ** 31 - 1);
    const reviewLabel = source.take(reviewCount).slice();
    const sourceStart = new Int32Array(reviewCount + 1);
    varints(source, sourceStart.subarray(1), limit);
    for (let r = 0; r < reviewCount; r++) sourceStart[r + 1] += sourceStart[r];
    const sources = sourceStart[reviewCount];
    if (sources > limit) return undefined;
    const sourceFile = new Int32Array(sources);
    varints(source, sourceFile, fileCount - 1);
    const sourceQuote = new Int32Array(sources);
    varints(source, sourceQuote, 2 ** 31 - 1);
    if (source.pos !== source.end) return undefined;
    return {
      files, matchupFile, matchupA, matchupB, matchupNumber, fileMatchup, fileQuotes, fileTitle, fileSideA, fileSideB, fileProblems,
      productFile, productSide, productIdBases, productNumber, productAliases, productNames,
      reviewProduct, reviewHash, reviewSame, reviewLabel, sourceStart, sourceFile, sourceQuote,
    };
  } catch {
    return undefined;
  }
}

/**
 * Fills `into` with varints read from `source`, each at most `most`: one loop over the bytes in locals, since a
 * reopened window runs it once, cold, over every review. Throws past the end or beyond `most`.
 */
function varints(source: ByteSource, into: Int32Array, most: number): void {
  const bytes = source.bytes;
  const end = source.end;
  let pos = source.pos;
  for (let i = 0; i < into.length; i++) {
    let value = 0;
    let scale = 1;
    let byte = 0x80;
    while (byte >= 0x80) {
      if (pos >= end || scale > 2 ** 49) throw new RangeError('past the end');
      byte = bytes[pos++];
      value += (byte & 0x7f) * scale;
      scale *= 0x80;
    }
    if (value > most) throw new RangeError('a count beyond the bytes');
    into[i] = value;
  }
  source.pos = pos;
}
