import type { CatalogFileInput, CatalogQuote } from '../catalog/catalogBuilder';
import type { FileDecision, PersonaId, Problem, StatedFlags, Verdict } from '../model';
import { PERSONAS } from '../understand/personas';
import { ByteSink, ByteSource, unzigzag, zigzag } from './bytes';
import type { DraftFile } from '../catalog/catalogEntries';
import { KeptQuote, PACKED_ELLIPSIS, StoredReview, packText, type PendingTexts } from '../catalog/storedReview';

/**
 * The encoding of what the catalog reads from one file's analysis (`CatalogFileInput`: its title's line, sides,
 * problems and, per quote, text, position, persona, call, verdict sentence, gist, side, stated labels and how the
 * file settled its side). The
 * inference's evidence is not stored: "Why?" reads it again from the text when asked.
 *
 * A record is three parts:
 * - its narrow text: the strings whose characters are all below U+0100, concatenated (UTF-8);
 * - its wide text: the other strings, concatenated (UTF-8);
 * - its structure: varints and small codes, no tags; a string is a length in UTF-16 units and which text it is
 *   in (each text is read in order). What is a slice of a quote is stored as where it is in the quote: a verdict
 *   sentence or gist (usually the quote's end or start). The sides (the products' names as the title writes them)
 *   and the problems' strings are UTF-8 in the structure itself, so a catalog can be restored from the structures
 *   alone (`decodePendingDrafts`). A problem is its line, column and strings, the file being the record's own; a
 *   string a problem repeats (the same message for two quotes) is a reference to its first use.
 * Structure: title line + 1 (0: none) · quote count · per quote: labels · stated · line · column · text (its length
 *   × 4 + where it is: narrow, wide, or narrow and packed as the catalog keeps it) · pieces (one byte, sentence ×
 *   PIECES + gist) · the pieces' offsets and lengths
 *   · side count · per side: varint byte count · its UTF-8 · problem count · per problem (see `problem`).
 * A cache file keeps all records' narrow texts in one run and their wide texts in another (each entry packed,
 * textPacking), decoded a chunk of entries at a time with one `TextDecoder` call: quotes are then slices of those
 * strings, and a narrow string stays one byte a character, as the parser makes it. A quote whose wide characters
 * are all common punctuation is kept in the narrow text packed (`packText`), so the catalog takes it as it is
 * (`KeptQuote`) instead of packing it again at every warm start.
 */

const PERSONA_IDS: readonly PersonaId[] = [...PERSONAS.map((p) => p.id), 'unknown'];
const VERDICTS: readonly Verdict[] = ['ship', 'skip', 'none'];
const personaCode = new Map<string, number>(PERSONA_IDS.map((id, i) => [id, i]));
const verdictCode = new Map<string, number>(VERDICTS.map((v, i) => [v, i]));
const DECISIONS: readonly FileDecision[] = ['pairing', 'vocabulary', 'order', 'balance'];
const decisionCode = new Map<string, number>(DECISIONS.map((d, i) => [d, i + 1]));

/** How a verdict sentence or gist is stored. */
const enum Piece {
  Empty = 0,
  /** offset, length: a slice of the quote. */
  Slice = 1,
  /** offset, length: a slice of the quote, then "…" (a gist cut at a word). */
  SliceEllipsis = 2,
  /** A string of its own. */
  Own = 3,
  /** length: the quote's start. */
  Prefix = 4,
  /** length: the quote's start, then "…". */
  PrefixEllipsis = 5,
  /** length: the quote's end (a closing verdict sentence). */
  Suffix = 6,
  /** length: the quote's start with each run of white space one space (a gist of a hard-wrapped quote). */
  FlatPrefix = 7,
  /** length: the same, then "…". */
  FlatPrefixEllipsis = 8,
}
/** Where a quote's text is kept: in the narrow text as it is, in the wide text, or in the narrow text packed (`packText`). */
const enum TextKind {
  Narrow = 0,
  Wide = 1,
  Packed = 2,
}
/** A quote's two pieces, verdict sentence and gist, share one byte: sentence × PIECES + gist. */
const PIECES = 9;
const WHITE_RUN = /\s+/g;

/** How a problem is stored: as the analysis makes them (this field order, the record's file), or as JSON. */
const enum ProblemForm {
  Json = 0,
  Plain = 1,
  WithSuggestions = 2,
}
const PLAIN_PROBLEM = ['file', 'line', 'column', 'severity', 'message', 'code'];
const SUGGESTING_PROBLEM = [...PLAIN_PROBLEM, 'suggestions'];

/**
 * A quote's labels in one byte: persona × 9 + call × 3 + side (0 none, 1 or 2), below 54; plus COLUMN when its column
 * follows (else it is 1); plus STATED when a byte of stated labels follows (persona 1, call 2, product 4; and, times 8,
 * how the file settled the side: `DECISIONS` index + 1).
 */
const LABELS = PERSONA_IDS.length * 9;
const COLUMN = LABELS;
const STATED = LABELS * 2;

const NARROW = /^[\0-\xff]*$/;
/** The quotes' sides of a record read as quotes (they carry their own). */
const NO_SIDES: number[] = [];
const UTF8_ENCODER = new TextEncoder();
const UTF8_DECODER = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface EncodedRecord {
  narrow: string;
  wide: string;
  structure: Uint8Array;
}

/** Encodes records one at a time; reuse one for many (its buffer is kept). */
export class CatalogRecordEncoder {
  private readonly out = new ByteSink();
  private narrow: string[] = [];
  private wide: string[] = [];
  /** The problems' strings so far, each with its place: a repeat is stored as a reference. */
  private shared = new Map<string, number>();

  /** Throws on what it cannot store exactly (an unknown persona or call, a lone surrogate, a non-integer line). */
  encode(key: string, record: CatalogFileInput): EncodedRecord {
    const out = this.out;
    out.length = 0;
    this.narrow = [];
    this.wide = [];
    this.shared = new Map();
    if (key !== record.file) throw new Error('a record of another file');
    out.varint(record.title ? whole(record.title.line) + 1 : 0);
    out.varint(record.quotes.length);
    let line = 0;
    for (const quote of record.quotes) {
      const persona = personaCode.get(quote.persona);
      const verdict = verdictCode.get(quote.verdict);
      if (persona === undefined || verdict === undefined) throw new Error('a persona or call the cache does not know');
      const side = quote.side === null ? 0 : quote.side === 0 ? 1 : quote.side === 1 ? 2 : -1;
      if (side < 0) throw new Error('a side that is neither 0, 1 nor null');
      const stated = quote.stated;
      const decision = quote.decidedBy === undefined ? 0 : decisionCode.get(quote.decidedBy);
      if (decision === undefined) throw new Error('a decision the cache does not know');
      const column = whole(quote.column);
      out.byte(persona * 9 + verdict * 3 + side + (column === 1 ? 0 : COLUMN) + (stated || decision ? STATED : 0));
      if (stated || decision) out.byte((stated?.persona ? 1 : 0) | (stated?.verdict ? 2 : 0) | (stated?.product ? 4 : 0) | (decision << 3));
      out.varint(zigzag(whole(quote.line) - line));
      line = quote.line;
      if (column !== 1) out.varint(column);
      const sentence = piece(quote.text, quote.verdictSentence);
      const gist = piece(quote.text, quote.gist);
      this.quoteText(quote.text, sentence.mode !== Piece.Own && gist.mode !== Piece.Own);
      out.byte(sentence.mode * PIECES + gist.mode);
      this.pieceData(sentence, quote.verdictSentence);
      this.pieceData(gist, quote.gist);
    }
    out.varint(record.sides.length);
    for (const side of record.sides) {
      // In the structure itself, so a catalog is restored without reading a quote's text.
      this.inline(side);
    }
    out.varint(record.problems.length);
    for (const problem of record.problems) this.problem(key, problem);
    return { narrow: this.narrow.join(''), wide: this.wide.join(''), structure: out.view() };
  }

  /**
   * A problem as the analysis makes it: form, line, column, severity, message, code (shared strings, in the
   * structure), and its suggestions (a count and strings); any other as JSON, so whatever it holds comes back the same.
   */
  private problem(key: string, problem: Problem): void {
    const out = this.out;
    const fields = Object.keys(problem);
    const suggestions = problem.suggestions;
    const form =
      problem.file === key &&
      Number.isSafeInteger(problem.line) && problem.line >= 0 &&
      Number.isSafeInteger(problem.column) && problem.column >= 0 &&
      typeof problem.severity === 'string' && typeof problem.message === 'string' && typeof problem.code === 'string'
        ? sameFields(fields, PLAIN_PROBLEM)
          ? ProblemForm.Plain
          : sameFields(fields, SUGGESTING_PROBLEM) && Array.isArray(suggestions) && suggestions.every((s) => typeof s === 'string')
            ? ProblemForm.WithSuggestions
            : ProblemForm.Json
        : ProblemForm.Json;
    out.varint(form);
    if (form === ProblemForm.Json) {
      this.inline(JSON.stringify(problem));
      return;
    }
    out.varint(problem.line);
    out.varint(problem.column);
    this.sharedString(problem.severity);
    this.sharedString(problem.message);
    this.sharedString(problem.code);
    if (form === ProblemForm.WithSuggestions) {
      out.varint(suggestions!.length);
      for (const suggestion of suggestions!) this.sharedString(suggestion);
    }
  }

  /** A string the record may have stored already: 0 and the string, or the place of its first use + 1. */
  private sharedString(value: string): void {
    const known = this.shared.get(value);
    if (known !== undefined) return this.out.varint(known + 1);
    this.shared.set(value, this.shared.size);
    this.out.varint(0);
    this.inline(value);
  }

  /** A string in the structure itself (UTF-8), not in the texts: read without them. */
  private inline(value: string): void {
    if (typeof value !== 'string' || LONE_SURROGATE.test(value)) throw new Error('a string that UTF-8 cannot hold');
    this.out.utf8(value, UTF8_ENCODER);
  }

  private pieceData({ mode, at, length }: { mode: Piece; at: number; length: number }, value: string): void {
    const out = this.out;
    if (mode === Piece.Empty) return;
    if (mode === Piece.Own) return this.string(value);
    if (mode === Piece.Slice || mode === Piece.SliceEllipsis) out.varint(at);
    out.varint(length);
  }

  /**
   * A quote's text: as `string` does, but a quote with wide characters that are all common punctuation goes into the
   * narrow text packed (`packText`: one byte a character, as the catalog keeps it), when its pieces are slices of it.
   * Its length counts four: narrow, wide or packed.
   */
  private quoteText(value: string, packable: boolean): void {
    if (typeof value !== 'string') throw new Error('not a string');
    if (NARROW.test(value)) {
      this.narrow.push(value);
      this.out.varint(value.length * 4 + TextKind.Narrow);
      return;
    }
    const packed = packable ? packText(value) : null;
    if (packed !== null && packed.length === value.length) {
      this.narrow.push(packed);
      this.out.varint(value.length * 4 + TextKind.Packed);
      return;
    }
    if (LONE_SURROGATE.test(value)) throw new Error('a string holds a lone surrogate');
    this.wide.push(value);
    this.out.varint(value.length * 4 + TextKind.Wide);
  }

  private string(value: string): void {
    if (typeof value !== 'string') throw new Error('not a string');
    if (NARROW.test(value)) {
      this.narrow.push(value);
      this.out.varint(value.length * 2);
    } else {
      // UTF-8 cannot hold a lone surrogate: such a record is not cached rather than cached changed.
      if (LONE_SURROGATE.test(value)) throw new Error('a string holds a lone surrogate');
      this.wide.push(value);
      this.out.varint(value.length * 2 + 1);
    }
  }
}

/** How a verdict sentence or gist is a part of its quote (or not). */
function piece(text: string, value: string): { mode: Piece; at: number; length: number } {
  if (typeof value !== 'string') throw new Error('not a string');
  if (value === '') return { mode: Piece.Empty, at: 0, length: 0 };
  if (text.endsWith(value)) return { mode: Piece.Suffix, at: text.length - value.length, length: value.length };
  const at = text.indexOf(value);
  if (at === 0) return { mode: Piece.Prefix, at, length: value.length };
  if (at > 0) return { mode: Piece.Slice, at, length: value.length };
  if (value.endsWith('…')) {
    const head = value.slice(0, -1);
    const headAt = text.indexOf(head);
    if (headAt === 0) return { mode: Piece.PrefixEllipsis, at: 0, length: head.length };
    if (headAt > 0) return { mode: Piece.SliceEllipsis, at: headAt, length: head.length };
  }
  const ellipsis = value.endsWith('…');
  const flat = flatPrefixLength(text, ellipsis ? value.slice(0, -1) : value);
  if (flat >= 0) return { mode: ellipsis ? Piece.FlatPrefixEllipsis : Piece.FlatPrefix, at: 0, length: flat };
  return { mode: Piece.Own, at: 0, length: 0 };
}

/** How long a start of `text` is that gives `value` once each run of white space in it is one space; -1: none. */
function flatPrefixLength(text: string, value: string): number {
  let i = 0;
  let j = 0;
  while (j < value.length && i < text.length) {
    if (/\s/.test(text[i])) {
      if (value[j] !== ' ') return -1;
      while (i < text.length && /\s/.test(text[i])) i++;
      j++;
    } else if (text[i++] !== value[j++]) return -1;
  }
  return j === value.length && flatten(text.slice(0, i)) === value ? i : -1;
}

function flatten(text: string): string {
  return text.replace(WHITE_RUN, ' ');
}

function sameFields(fields: string[], expected: readonly string[]): boolean {
  return fields.length === expected.length && fields.every((field, i) => field === expected[i]);
}

/**
 * Decodes the records of one cache file from each record's structure and its texts (decoded a chunk of records at a time).
 * Throws on anything malformed; the cache reader turns that into a miss.
 */
export class CatalogRecordDecoder {
  private narrow = '';
  private wide = '';
  private narrowAt = 0;
  private narrowEnd = 0;
  private wideAt = 0;
  private wideEnd = 0;
  private source!: ByteSource;
  /** The last quote text read. */
  private last = '';
  /** Whether strings are passed over rather than read (`decodePendingDrafts`). */
  private skipping = false;

  /**
   * A record from its structure (`bytes[start, end)`) and its texts: `narrow[narrowStart, narrowEnd)` and
   * `wide[wideStart, wideEnd)` (in UTF-16 units), its strings are slices of them.
   */
  decode(key: string, bytes: Uint8Array, start: number, end: number, narrow: string, narrowStart: number, narrowEnd: number, wide: string, wideStart: number, wideEnd: number): CatalogFileInput {
    return this.read(key, bytes, start, end, narrow, narrowStart, narrowEnd, wide, wideStart, wideEnd, false) as CatalogFileInput;
  }

  /**
   * `decode` from the structure alone, every quote's texts left where they are (`KeptQuote`s that `pending` fills in
   * when first read). The texts' lengths (`narrowLength`, `wideLength`: UTF-16 units) are checked against what the
   * structure says.
   */
  decodePending(key: string, bytes: Uint8Array, start: number, end: number, narrowLength: number, wideLength: number, pending: PendingTexts): CatalogFileInput {
    return this.read(key, bytes, start, end, '', 0, narrowLength, '', 0, wideLength, false, pending) as CatalogFileInput;
  }

  /** The same record read as assembly starts from it: each quote a draft review (`DraftFile`), with no quote made first. */
  decodeDrafts(key: string, bytes: Uint8Array, start: number, end: number, narrow: string, narrowStart: number, narrowEnd: number, wide: string, wideStart: number, wideEnd: number): DraftFile {
    return this.read(key, bytes, start, end, narrow, narrowStart, narrowEnd, wide, wideStart, wideEnd, true) as DraftFile;
  }

  /**
   * The drafts of `decodeDrafts` from the structure alone, every quote's texts left where they are: `pending` fills
   * them in when first read. The texts' lengths (`narrowLength`, `wideLength`: UTF-16 units) are checked against what
   * the structure says.
   */
  decodePendingDrafts(key: string, bytes: Uint8Array, start: number, end: number, narrowLength: number, wideLength: number, pending: PendingTexts): DraftFile {
    return this.read(key, bytes, start, end, '', 0, narrowLength, '', 0, wideLength, true, pending) as DraftFile;
  }

  private read(key: string, bytes: Uint8Array, start: number, end: number, narrow: string, narrowStart: number, narrowEnd: number, wide: string, wideStart: number, wideEnd: number, drafts: boolean, pending?: PendingTexts): CatalogFileInput | DraftFile {
    if (!pending && (narrowEnd > narrow.length || wideEnd > wide.length)) throw new RangeError('text outside the cache');
    this.skipping = pending !== undefined;
    this.narrow = narrow;
    this.wide = wide;
    this.narrowAt = narrowStart;
    this.narrowEnd = narrowEnd;
    this.wideAt = wideStart;
    this.wideEnd = wideEnd;
    // A reader over the file's bytes, not over a view of them: no typed array per record.
    const source = (this.source = new ByteSource(bytes, start, end));
    const titleLine = source.varint();
    const count = source.varint();
    if (count > end - start) throw new RangeError('more quotes than bytes');
    const quotes: (CatalogQuote | StoredReview)[] = new Array(count);
    const quoteSides: number[] = drafts ? new Array(count) : NO_SIDES;
    let line = 0;
    for (let i = 0; i < count; i++) {
      const code = source.byte();
      if (code >= STATED * 2) throw new RangeError('bad labels');
      const labels = code % LABELS;
      const persona = PERSONA_IDS[Math.floor(labels / 9)];
      const verdict = VERDICTS[Math.floor(labels / 3) % 3];
      const side = labels % 3;
      const flags = code >= STATED ? source.byte() : -1;
      if (flags > 7 + (DECISIONS.length << 3)) throw new RangeError('bad labels');
      line += unzigzag(source.varint());
      const column = code % STATED >= COLUMN ? source.varint() : 1;
      const kind = this.quoteText();
      const text = this.last;
      const pieces = source.byte();
      if (pieces >= PIECES * PIECES) throw new RangeError('a piece of no kind');
      const sentenceMode = Math.floor(pieces / PIECES);
      const gistMode = pieces % PIECES;
      const packed = kind === TextKind.Packed;
      if (packed && (sentenceMode === Piece.Own || gistMode === Piece.Own)) throw new RangeError('a packed quote with a piece of its own');
      const sideOf = side === 0 ? null : side === 1 ? 0 : 1;
      // A text of the narrow text is one byte a character, packed or not: the catalog keeps it as it is.
      let quote: CatalogQuote | StoredReview;
      if (pending) {
        this.skipPiece(sentenceMode);
        this.skipPiece(gistMode);
        if (drafts) {
          quote = StoredReview.pending({ id: '', product: null, source: { file: key, line, column, matchup: null } }, persona, verdict, pending);
          quoteSides[i] = sideOf === null ? -1 : sideOf;
        } else quote = new KeptQuote('', '', '', false, line, column, persona, verdict, sideOf, pending);
      } else if (drafts) {
        const place = { id: '', product: null, source: { file: key, line, column, matchup: null } };
        const sentence = this.piece(text, sentenceMode, packed);
        const gist = this.piece(text, gistMode, packed);
        quote =
          kind === TextKind.Wide
            ? StoredReview.of(place, { persona, verdict, text, verdictSentence: sentence, gist })
            : StoredReview.kept(place, persona, verdict, packed, text, sentence, gist);
        quoteSides[i] = sideOf === null ? -1 : sideOf;
      } else {
        quote =
          kind === TextKind.Wide
            ? { text, line, column, persona, verdict, verdictSentence: this.piece(text, sentenceMode, false), gist: this.piece(text, gistMode, false), side: sideOf }
            : new KeptQuote(text, this.piece(text, sentenceMode, packed), this.piece(text, gistMode, packed), packed, line, column, persona, verdict, sideOf);
      }
      if (flags > 0 && (flags & 7) !== 0) {
        const stated: StatedFlags = {};
        // In the order the analysis sets them.
        if (flags & 1) stated.persona = true;
        if (flags & 2) stated.verdict = true;
        if (flags & 4) stated.product = true;
        quote.stated = stated;
      }
      if (flags >= 8) quote.decidedBy = DECISIONS[(flags >> 3) - 1];
      quotes[i] = quote;
    }
    const sideCount = source.varint();
    if (sideCount > end - start) throw new RangeError('more sides than bytes');
    const sides: string[] = new Array(sideCount);
    for (let k = 0; k < sideCount; k++) sides[k] = source.utf8(UTF8_DECODER);
    const problemCount = source.varint();
    if (problemCount > end - start) throw new RangeError('more problems than bytes');
    const problems: Problem[] = [];
    const shared: string[] = [];
    for (let k = 0; k < problemCount; k++) problems.push(this.problem(key, shared));
    if (source.pos !== end || this.narrowAt !== narrowEnd || this.wideAt !== wideEnd) throw new RangeError('bytes left over');
    const title = titleLine ? { line: titleLine - 1 } : null;
    return drafts ? { file: key, title, sides, problems, drafts: quotes as StoredReview[], quoteSides } : { file: key, title, sides, quotes: quotes as CatalogQuote[], problems };
  }

  private problem(file: string, shared: string[]): Problem {
    const source = this.source;
    const form = source.varint();
    if (form === ProblemForm.Json) {
      const problem = JSON.parse(source.utf8(UTF8_DECODER)) as Problem;
      if (typeof problem !== 'object' || problem === null || typeof problem.message !== 'string' || typeof problem.line !== 'number') throw new RangeError('bad problems');
      return problem;
    }
    if (form > ProblemForm.WithSuggestions) throw new RangeError('bad problems');
    const line = source.varint();
    const column = source.varint();
    const problem: Problem = {
      file,
      line,
      column,
      severity: this.sharedString(shared) as Problem['severity'],
      message: this.sharedString(shared),
      code: this.sharedString(shared),
    };
    if (form === ProblemForm.WithSuggestions) {
      const n = source.varint();
      if (n > source.end - source.pos) throw new RangeError('more suggestions than bytes');
      const suggestions: string[] = [];
      for (let k = 0; k < n; k++) suggestions.push(this.sharedString(shared));
      problem.suggestions = suggestions;
    }
    return problem;
  }

  private sharedString(shared: string[]): string {
    const ref = this.source.varint();
    if (ref === 0) {
      const value = this.source.utf8(UTF8_DECODER);
      shared.push(value);
      return value;
    }
    if (ref > shared.length) throw new RangeError('a reference to no string');
    return shared[ref - 1];
  }

  /** Passes over a piece of a quote without reading it (its offsets are checked when the texts are read). */
  private skipPiece(mode: number): void {
    if (mode === Piece.Empty) return;
    if (mode === Piece.Own) {
      this.string();
      return;
    }
    if (mode === Piece.Slice || mode === Piece.SliceEllipsis) this.source.varint();
    this.source.varint();
  }

  /** The text of a piece of a quote (`packed`: of a packed quote, so a piece's own ellipsis is packed too). */
  private piece(text: string, mode: number, packed: boolean): string {
    if (mode === Piece.Empty) return '';
    if (mode === Piece.Own) return this.string();
    const source = this.source;
    const at = mode === Piece.Slice || mode === Piece.SliceEllipsis ? source.varint() : 0;
    const length = source.varint();
    const from = mode === Piece.Suffix ? text.length - length : at;
    if (from < 0 || from + length > text.length) throw new RangeError('a slice outside the quote');
    let slice = text.slice(from, from + length);
    if (mode >= Piece.FlatPrefix) slice = flatten(slice);
    return mode === Piece.SliceEllipsis || mode === Piece.PrefixEllipsis || mode === Piece.FlatPrefixEllipsis ? slice + (packed ? PACKED_ELLIPSIS : '…') : slice;
  }

  /** Reads a quote's text into `last`; where it was kept. */
  private quoteText(): TextKind {
    const code = this.source.varint();
    const kind = code % 4;
    if (kind > TextKind.Packed) throw new RangeError('a text of no kind');
    this.last = this.slice(kind === TextKind.Wide, Math.floor(code / 4));
    return kind;
  }

  private string(): string {
    const code = this.source.varint();
    return this.slice(code % 2 === 1, Math.floor(code / 2));
  }

  /** The next `length` units of the record's narrow or wide text ('' while skipping: the texts are not at hand). */
  private slice(wide: boolean, length: number): string {
    if (!wide) {
      const at = this.narrowAt;
      if (length > this.narrowEnd - at) throw new RangeError('a string outside the record’s text');
      this.narrowAt += length;
      return this.skipping ? '' : this.narrow.slice(at, at + length);
    }
    const at = this.wideAt;
    if (length > this.wideEnd - at) throw new RangeError('a string outside the record’s text');
    this.wideAt += length;
    return this.skipping ? '' : this.wide.slice(at, at + length);
  }
}

function whole(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('not a whole number');
  return n;
}
