import type { FileDecision, PersonaId, Review, ReviewSource, StatedFlags, Verdict } from '../model';
import { reviewId } from './identity';

/**
 * The catalog's reviews, kept small. V8 stores a string in one byte a character only while every character is
 * below U+0100: one typographic apostrophe or dash makes the whole quote two bytes a character, and prose is full
 * of them. So a quote whose characters above U+00FF are all common punctuation (’ ‘ “ ” — – … •) is kept with
 * each of those as one control character (U+0001–U+0008, which the quote does not hold) and read back on access:
 * the quote text, its verdict sentence and its gist are the same strings to every reader.
 */
const WIDE = '\u2019\u2018\u201c\u201d\u2014\u2013\u2026\u2022';
/** The stand-in of the ellipsis (…) in a packed text. */
export const PACKED_ELLIPSIS = '\u0007';
/** The stand-in of each character from U+2013 to U+2026 (0: none); • is looked at apart. */
const FIRST = 0x2013;
const CODE_OF = new Uint8Array(0x2026 - FIRST + 1);
for (let i = 0; i < 7; i++) CODE_OF[WIDE.charCodeAt(i) - FIRST] = i + 1;
const BULLET = 0x2022;
const CODES = /[\u0001-\u0008]/g;
const LIMIT = 1 << 16;
/** The text's UTF-8, two bytes at most a character (all are below U+0100 by then). */
const scratch = new Uint8Array(2 * LIMIT);
/** Bytes to a string in one call in every host; UTF-8 of characters all below U+0100 decodes to a one-byte string. */
const utf8 = new TextDecoder();

/** Whether the last text `packText` packed held one of the common wide characters (stood in for). */
let stoodIn = false;

/**
 * `text` as a fresh string of one byte a character (its common wide characters stood in for), or null when a
 * character above U+00FF is not one of those, or the text holds a stand-in (U+0001–U+0008) itself. Fresh
 * even when nothing is stood in for: a quote without a wide character is still two bytes a character when it is a
 * slice of a file that has one, and a slice keeps the whole file's text alive.
 */
export function packText(text: string): string | null {
  const length = text.length;
  if (length > LIMIT) return null;
  let wide = false;
  let n = 0;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 1 && c <= 8) return null;
      scratch[n++] = c;
    } else if (c <= 0xff) {
      scratch[n++] = 0xc0 | (c >> 6);
      scratch[n++] = 0x80 | (c & 0x3f);
    } else {
      const code = c === BULLET ? 8 : c >= FIRST && c - FIRST < CODE_OF.length ? CODE_OF[c - FIRST] : 0;
      if (code === 0) return null;
      scratch[n++] = code;
      wide = true;
    }
  }
  stoodIn = wide;
  // A slice or join of a two-byte string stays two-byte whatever it holds; a decode of bytes is one-byte.
  return utf8.decode(scratch.subarray(0, n));
}

/**
 * Where the texts of quotes and reviews read back from an analysis cache are until first read: still in the cache's
 * bytes (or in the quote a review was made of, itself pending). A warm start takes the catalog without decoding a
 * quote; the first read of a text fills in `into` (`KeptTexts.takeTexts`), and a cache's source the texts of every
 * quote of the file with it.
 */
export interface PendingTexts {
  fill(into: KeptTexts): void;
}

/**
 * A quote's text, verdict sentence and gist as the catalog keeps them: one byte a character (`packed`: with the
 * common wide characters stood in for, as `packText` gives them), read back on access. Restored from an analysis
 * cache, they may be pending (`PendingTexts`): read from the cache when first asked for, the same strings.
 */
export abstract class KeptTexts implements PendingTexts {
  private kp: boolean;
  private kt: string;
  private ks: string;
  private kg: string;
  /** Set while the texts are not read yet (then the four fields above are placeholders). */
  private pending: PendingTexts | undefined;

  constructor(packed: boolean, t: string, s: string, g: string, pending?: PendingTexts) {
    this.kp = packed;
    this.kt = t;
    this.ks = s;
    this.kg = g;
    this.pending = pending;
  }

  /** Whether the three are packed (read back through the stand-ins). */
  get packed(): boolean {
    if (this.pending !== undefined) this.read();
    return this.kp;
  }

  /** The kept text, verdict sentence and gist. */
  get t(): string {
    if (this.pending !== undefined) this.read();
    return this.kt;
  }

  get s(): string {
    if (this.pending !== undefined) this.read();
    return this.ks;
  }

  get g(): string {
    if (this.pending !== undefined) this.read();
    return this.kg;
  }

  /** Whether the texts are still where `PendingTexts` keeps them (nothing has read them yet). */
  get isPending(): boolean {
    return this.pending !== undefined;
  }

  /** Reads the texts now if they are pending (`readPendingTexts`). */
  readTexts(): void {
    if (this.pending !== undefined) this.read();
  }

  /** Fills in the texts as `from` keeps them (for `PendingTexts`): no longer pending. */
  takeTexts(from: KeptTexts): void {
    this.kp = from.packed;
    this.kt = from.t;
    this.ks = from.s;
    this.kg = from.g;
    this.pending = undefined;
  }

  /** Empty texts, for a pending text that could not be read (for `PendingTexts`): no longer pending. */
  loseTexts(): void {
    this.kp = false;
    this.kt = this.ks = this.kg = '';
    this.pending = undefined;
  }

  /** As the source of another's pending texts (a review made of this quote): they are this one's. */
  fill(into: KeptTexts): void {
    into.takeTexts(this);
  }

  private read(): void {
    const pending = this.pending!;
    pending.fill(this);
    // A source that did not fill this one in leaves it empty rather than asked again and again.
    if (this.pending === pending) this.loseTexts();
  }

  get text(): string {
    return this.packed ? unpackText(this.t) : this.t;
  }

  get verdictSentence(): string {
    return this.packed ? unpackText(this.s) : this.s;
  }

  get gist(): string {
    return this.packed ? unpackText(this.g) : this.g;
  }
}

/**
 * A quote as an analysis cache reads it back, its strings kept as the catalog keeps them: a warm start neither
 * copies nor packs a text. `toJSON` gives the plain quote, fields in the order an analysis has them.
 */
export class KeptQuote extends KeptTexts {
  // Declared, not defined: a quote without them holds no field for them.
  declare stated?: StatedFlags;
  declare decidedBy?: FileDecision;

  constructor(
    t: string,
    s: string,
    g: string,
    packed: boolean,
    readonly line: number,
    readonly column: number,
    readonly persona: PersonaId,
    readonly verdict: Verdict,
    readonly side: 0 | 1 | null,
    pending?: PendingTexts,
  ) {
    super(packed, t, s, g, pending);
  }

  toJSON(): object {
    const { text, line, column, persona, verdict, verdictSentence, gist, side, stated, decidedBy } = this;
    return { text, line, column, persona, verdict, verdictSentence, gist, side, ...(stated ? { stated } : {}), ...(decidedBy ? { decidedBy } : {}) };
  }
}

/**
 * Reads the pending texts of up to `count` reviews from `reviews[from]` on (each read fills in its file's: `PendingTexts`),
 * for a host that reads them all in slices while idle; where to go on from, or -1 when none is left.
 */
export function readPendingTexts(reviews: readonly Review[], from: number, count: number): number {
  const end = Math.min(reviews.length, from + count);
  for (let i = from; i < end; i++) {
    const review = reviews[i];
    if (review instanceof KeptTexts) review.readTexts();
  }
  return end < reviews.length ? end : -1;
}

/** The text `packText` packed. */
export function unpackText(packed: string): string {
  return packed.replace(CODES, (code) => WIDE[code.charCodeAt(0) - 1]);
}

/** Whether the last piece `packPiece` gave holds a stand-in. */
let pieceStoodIn = false;

/**
 * A piece of the quote (its verdict sentence or gist) as a piece of the packed quote, when it is one (`wide`: the
 * packed quote holds a stand-in); else packed alone. A gist cut short ends in an ellipsis that the quote may not hold.
 */
function packPiece(piece: string, text: string, packed: string, wide: boolean): string {
  pieceStoodIn = false;
  if (piece === '') return piece;
  const at = text.indexOf(piece);
  if (at >= 0) {
    pieceStoodIn = wide;
    return packed.slice(at, at + piece.length);
  }
  const last = piece.length - 1;
  if (piece.charCodeAt(last) === 0x2026) {
    const head = piece.slice(0, last);
    const headAt = text.indexOf(head);
    if (headAt >= 0) {
      pieceStoodIn = true;
      return packed.slice(headAt, headAt + last) + PACKED_ELLIPSIS;
    }
  }
  const alone = packText(piece);
  if (alone === null) return piece;
  pieceStoodIn = stoodIn;
  return alone;
}

/**
 * The parts of a review that name where it stands: what assembly settles and may change. Its id is `id` when given,
 * else the one its product, persona, identity hash and numbering spell (`reviewId`), made when first read.
 */
type Placement = {
  id?: string;
  /** The identity hash (as int32) and how many reviews before it share its id's base. */
  hash?: number;
  same?: number;
  product: string | null;
} & (
  /** Its sources; or, for a review of one source, `source` alone (kept in the review's own fields: see `sources`). */
  { sources: ReviewSource[]; source?: undefined } | { source: ReviewSource; sources?: undefined }
);

/**
 * A review of the catalog. Its text, verdict sentence and gist are read through accessors (packed as above), and
 * so is its id, spelled when first read: a catalog of 80,000 reviews makes no id string until a view, a lookup or
 * an export asks for one. `toJSON` gives the plain review, so an export is as it was. Copy one with `placed`,
 * never with a spread.
 *
 * Most reviews have one source (a quote no other file repeats): a review made with one (`Placement.source`) keeps
 * it in its own four fields, and makes the `sources` array only when first asked for, which is then its sources.
 * A catalog restored from an analysis cache so makes one object a quote, not three (review, array, source), and
 * the collector has a third of them to copy. Assembly reads the first source through `sourceFile`, `sourceLine`,
 * `sourceColumn` and `sourceMatchup`, which make nothing.
 */
export class StoredReview extends KeptTexts implements Review {
  /**
   * The identity hash, as int32 (a small integer in V8), and the numbering (-1: the id was given, not spelled from
   * them): with product and persona, the id.
   */
  idHash: number;
  idSame: number;
  /** The id, once spelled (or as given). */
  private spelled: string | undefined;
  product: string | null;
  persona: PersonaId;
  verdict: Verdict;
  stated?: StatedFlags;
  decidedBy?: FileDecision;
  /** The one source, while `list` is not made (then they are placeholders). */
  private oneFile: string;
  private oneLine: number;
  private oneColumn: number;
  private oneMatchup: string | null;
  /** The sources, once made or as given. */
  private list: ReviewSource[] | undefined;

  private constructor(from: Placement, persona: PersonaId, verdict: Verdict, packed: boolean, text: string, sentence: string, gist: string, pending?: PendingTexts) {
    super(packed, text, sentence, gist, pending);
    this.idHash = from.hash === undefined ? 0 : from.hash | 0;
    this.idSame = from.id === undefined ? (from.same ?? 0) : -1;
    this.spelled = from.id;
    this.product = from.product;
    this.persona = persona;
    this.verdict = verdict;
    const one = from.source;
    this.oneFile = one ? one.file : '';
    this.oneLine = one ? one.line : 0;
    this.oneColumn = one ? one.column : 0;
    this.oneMatchup = one ? one.matchup : null;
    this.list = from.sources;
  }

  /** Where it was written: made from the one source when first asked for, then the same array (and objects) every time. */
  get sources(): ReviewSource[] {
    return (this.list ??= [{ file: this.oneFile, line: this.oneLine, column: this.oneColumn, matchup: this.oneMatchup }]);
  }

  /** Replaces them, as a `Review`'s may be. */
  set sources(sources: ReviewSource[]) {
    this.list = sources;
  }

  /** How many sources it has, without making the array. */
  get sourceCount(): number {
    return this.list ? this.list.length : 1;
  }

  /** Its first source's file, line, column and matchup (`sources[0]`'s), without making the array. */
  get sourceFile(): string {
    return this.list ? this.list[0].file : this.oneFile;
  }

  get sourceLine(): number {
    return this.list ? this.list[0].line : this.oneLine;
  }

  get sourceColumn(): number {
    return this.list ? this.list[0].column : this.oneColumn;
  }

  get sourceMatchup(): string | null {
    return this.list ? this.list[0].matchup : this.oneMatchup;
  }

  get id(): string {
    return (this.spelled ??= reviewId(this.product, this.persona, this.idHash, this.idSame));
  }

  /**
   * Completes a review never shown yet in place: its product, identity hash and numbering (its id follows from them),
   * and its first source's matchup.
   */
  identify(product: string | null, hash: number, same: number, matchup: string | null): void {
    this.product = product;
    this.idHash = hash | 0;
    this.idSame = same;
    this.spelled = undefined;
    if (this.list) this.list[0].matchup = matchup;
    else this.oneMatchup = matchup;
  }

  /** Whether its id is the one `product`, its persona, `hash` and `same` spell (without spelling either). */
  isIdentified(product: string | null, hash: number, same: number): boolean {
    return same >= 0 && this.product === product && this.idHash === (hash | 0) && this.idSame === same;
  }

  /** The same review (id, product, text) with other sources. */
  withSources(sources: ReviewSource[]): StoredReview {
    return this.placed(this.idSame < 0 ? { id: this.id, product: this.product, sources } : { hash: this.idHash, same: this.idSame, product: this.product, sources });
  }

  /** A review of texts kept as the catalog keeps them (`packed`: read back through the stand-ins), as an analysis cache reads them. */
  static kept(place: Placement, persona: PersonaId, verdict: Verdict, packed: boolean, text: string, sentence: string, gist: string): StoredReview {
    return new StoredReview(place, persona, verdict, packed, text, sentence, gist);
  }

  /** A review whose texts are not read yet: `pending` fills them in when first asked for (see `PendingTexts`). */
  static pending(place: Placement, persona: PersonaId, verdict: Verdict, pending: PendingTexts): StoredReview {
    return new StoredReview(place, persona, verdict, false, '', '', '', pending);
  }

  /** A review of a quote: its text and pieces packed where that makes them smaller. */
  static of(
    place: Placement,
    quote: { persona: PersonaId; verdict: Verdict; text: string; verdictSentence: string; gist: string; decidedBy?: FileDecision; stated?: StatedFlags },
  ): StoredReview {
    let review: StoredReview;
    // A quote read back from an analysis cache is kept as the catalog keeps it already; one not read yet is read
    // when the review is.
    const packed = quote instanceof KeptQuote ? undefined : packText(quote.text);
    if (packed === undefined && (quote as KeptQuote).isPending) {
      review = new StoredReview(place, quote.persona, quote.verdict, false, '', '', '', quote as KeptQuote);
    } else if (packed === undefined) {
      const kept = quote as KeptQuote;
      review = new StoredReview(place, kept.persona, kept.verdict, kept.packed, kept.t, kept.s, kept.g);
    } else if (packed === null) {
      review = new StoredReview(place, quote.persona, quote.verdict, false, quote.text, quote.verdictSentence, quote.gist);
    } else {
      // Read back through the stand-ins when any of the three holds one (the text holds none of its own: packText).
      const wide = stoodIn;
      const sentence = packPiece(quote.verdictSentence, quote.text, packed, wide);
      const sentenceWide = pieceStoodIn;
      const gist = packPiece(quote.gist, quote.text, packed, wide);
      review = new StoredReview(place, quote.persona, quote.verdict, wide || sentenceWide || pieceStoodIn, packed, sentence, gist);
    }
    if (quote.decidedBy) review.decidedBy = quote.decidedBy;
    if (quote.stated) review.stated = quote.stated;
    return review;
  }

  /**
   * Whether the text holds a match of `pattern`, read where it is kept: `packed` is the same pattern over packed
   * text (of `packText`'s pattern source), null when none can match a packed text. No copy of the text is made.
   */
  textMatches(pattern: RegExp, packed: RegExp | null): boolean {
    return this.packed ? packed !== null && packed.test(this.t) : pattern.test(this.t);
  }

  /** The same review at another place (id, product, sources), sharing its text. */
  placed(place: Placement): StoredReview {
    const copy = new StoredReview(place, this.persona, this.verdict, this.packed, this.t, this.s, this.g);
    if (this.decidedBy) copy.decidedBy = this.decidedBy;
    if (this.stated) copy.stated = this.stated;
    return copy;
  }

  /** The plain review, fields in the order a review has always been written in. */
  toJSON(): Review {
    const plain: Review = { id: this.id, product: this.product, persona: this.persona, verdict: this.verdict, verdictSentence: this.verdictSentence, gist: this.gist, text: this.text, sources: this.sources };
    if (this.decidedBy) plain.decidedBy = this.decidedBy;
    if (this.stated) plain.stated = this.stated;
    return plain;
  }
}

/** A review as a plain object (its own fields, in order): what an export writes and a spread copies. */
export function plainReview(review: Review): Review {
  return review instanceof StoredReview ? review.toJSON() : review;
}
