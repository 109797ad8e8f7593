import type { CatalogFileInput, CatalogQuote } from '../catalog/catalogBuilder';
import type { PersonaId, Problem, StatedFlags, Verdict } from '../model';
import { PERSONAS } from '../understand/personas';
import { ByteSink, ByteSource } from './bytes';

/**
 * The encoding of what the catalog reads from one file's analysis (`CatalogFileInput`: its title's line, sides,
 * problems and, per quote, text, position, persona, call, verdict sentence, gist, side and stated labels). The
 * inference's evidence is not stored: "Why?" reads it again from the text when asked.
 *
 * A record is three parts:
 * - its narrow text: the strings whose characters are all below U+0100, concatenated (UTF-8);
 * - its wide text: the other strings, concatenated (UTF-8);
 * - its structure: varints and small codes, no tags; a string is a length in UTF-16 units and which text it is
 *   in (each text is read in order), a verdict sentence or gist is usually a slice of its quote (offset, length).
 * A cache file keeps all records' narrow texts in one run and their wide texts in another, each decoded with one
 * `TextDecoder` call when the cache is first used: quotes are then slices of those two strings, and a narrow
 * string stays one byte a character, as the parser makes it.
 */

const PERSONA_IDS: readonly PersonaId[] = [...PERSONAS.map((p) => p.id), 'unknown'];
const VERDICTS: readonly Verdict[] = ['ship', 'skip', 'none'];
const personaCode = new Map<string, number>(PERSONA_IDS.map((id, i) => [id, i]));
const verdictCode = new Map<string, number>(VERDICTS.map((v, i) => [v, i]));

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
}

/**
 * A quote's labels in one byte: persona × 9 + call × 3 + side (0 none, 1 or 2), below 54; plus COLUMN when its column
 * follows (else it is 1); plus STATED when a byte of stated labels follows (persona 1, call 2, product 4).
 */
const LABELS = PERSONA_IDS.length * 9;
const COLUMN = LABELS;
const STATED = LABELS * 2;

const NARROW = /^[\0-\xff]*$/;
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

  /** Throws on what it cannot store exactly (an unknown persona or call, a lone surrogate, a non-integer line). */
  encode(key: string, record: CatalogFileInput): EncodedRecord {
    const out = this.out;
    out.length = 0;
    this.narrow = [];
    this.wide = [];
    out.varint(record.title ? whole(record.title.line) + 1 : 0);
    out.varint(record.sides.length);
    for (const side of record.sides) this.string(side);
    out.varint(record.quotes.length);
    let line = 0;
    for (const quote of record.quotes) {
      const persona = personaCode.get(quote.persona);
      const verdict = verdictCode.get(quote.verdict);
      if (persona === undefined || verdict === undefined) throw new Error('a persona or call the cache does not know');
      const side = quote.side === null ? 0 : quote.side === 0 ? 1 : quote.side === 1 ? 2 : -1;
      if (side < 0) throw new Error('a side that is neither 0, 1 nor null');
      const stated = quote.stated;
      const column = whole(quote.column);
      out.byte(persona * 9 + verdict * 3 + side + (column === 1 ? 0 : COLUMN) + (stated ? STATED : 0));
      if (stated) out.byte((stated.persona ? 1 : 0) | (stated.verdict ? 2 : 0) | (stated.product ? 4 : 0));
      out.varint(zigzag(whole(quote.line) - line));
      line = quote.line;
      if (column !== 1) out.varint(column);
      this.string(quote.text);
      this.piece(quote.text, quote.verdictSentence);
      this.piece(quote.text, quote.gist);
    }
    if (record.problems.length) {
      out.varint(1);
      this.string(JSON.stringify(record.problems));
    } else out.varint(0);
    if (key !== record.file) throw new Error('a record of another file');
    return { narrow: this.narrow.join(''), wide: this.wide.join(''), structure: out.view() };
  }

  private piece(text: string, value: string): void {
    const out = this.out;
    if (value === '') return out.byte(Piece.Empty);
    const at = text.indexOf(value);
    if (at === 0) {
      out.byte(Piece.Prefix);
      out.varint(value.length);
      return;
    }
    if (at > 0) {
      out.byte(Piece.Slice);
      out.varint(at);
      out.varint(value.length);
      return;
    }
    if (value.endsWith('…')) {
      const head = value.slice(0, -1);
      const headAt = text.indexOf(head);
      if (headAt === 0) {
        out.byte(Piece.PrefixEllipsis);
        out.varint(head.length);
        return;
      }
      if (headAt > 0) {
        out.byte(Piece.SliceEllipsis);
        out.varint(headAt);
        out.varint(head.length);
        return;
      }
    }
    out.byte(Piece.Own);
    this.string(value);
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

  /**
   * A record from its structure (`bytes[start, end)`) and its texts: `narrow[narrowStart, narrowEnd)` and
   * `wide[wideStart, wideEnd)` (in UTF-16 units), its strings are slices of them.
   */
  decode(key: string, bytes: Uint8Array, start: number, end: number, narrow: string, narrowStart: number, narrowEnd: number, wide: string, wideStart: number, wideEnd: number): CatalogFileInput {
    if (narrowEnd > narrow.length || wideEnd > wide.length) throw new RangeError('text outside the cache');
    this.narrow = narrow;
    this.wide = wide;
    this.narrowAt = narrowStart;
    this.narrowEnd = narrowEnd;
    this.wideAt = wideStart;
    this.wideEnd = wideEnd;
    // A reader over the file's bytes, not over a view of them: no typed array per record.
    const source = (this.source = new ByteSource(bytes, start, end));
    const titleLine = source.varint();
    const sides: string[] = [];
    for (let n = source.varint(); n > 0; n--) sides.push(this.string());
    const count = source.varint();
    if (count > end - start) throw new RangeError('more quotes than bytes');
    const quotes: CatalogQuote[] = new Array(count);
    let line = 0;
    for (let i = 0; i < count; i++) {
      const code = source.byte();
      if (code >= STATED * 2) throw new RangeError('bad labels');
      const labels = code % LABELS;
      const persona = PERSONA_IDS[Math.floor(labels / 9)];
      const verdict = VERDICTS[Math.floor(labels / 3) % 3];
      const side = labels % 3;
      const flags = code >= STATED ? source.byte() : -1;
      if (flags > 7) throw new RangeError('bad labels');
      line += unzigzag(source.varint());
      const column = code % STATED >= COLUMN ? source.varint() : 1;
      const text = this.string();
      const quote: CatalogQuote = {
        text,
        line,
        column,
        persona,
        verdict,
        verdictSentence: this.piece(text),
        gist: this.piece(text),
        side: side === 0 ? null : side === 1 ? 0 : 1,
      };
      if (flags >= 0) {
        const stated: StatedFlags = {};
        // In the order the analysis sets them.
        if (flags & 1) stated.persona = true;
        if (flags & 2) stated.verdict = true;
        if (flags & 4) stated.product = true;
        quote.stated = stated;
      }
      quotes[i] = quote;
    }
    let problems: Problem[] = [];
    const hasProblems = source.varint();
    if (hasProblems > 1) throw new RangeError('bad problems');
    if (hasProblems === 1) {
      problems = JSON.parse(this.string()) as Problem[];
      if (!Array.isArray(problems) || !problems.every((p) => typeof p === 'object' && p !== null && typeof p.message === 'string' && typeof p.line === 'number')) {
        throw new RangeError('bad problems');
      }
    }
    if (source.pos !== end || this.narrowAt !== narrowEnd || this.wideAt !== wideEnd) throw new RangeError('bytes left over');
    return { file: key, title: titleLine ? { line: titleLine - 1 } : null, sides, quotes, problems };
  }

  private piece(text: string): string {
    const source = this.source;
    const mode = source.byte();
    if (mode === Piece.Empty) return '';
    if (mode === Piece.Own) return this.string();
    if (mode > Piece.PrefixEllipsis) throw new RangeError('a piece of no kind');
    const at = mode >= Piece.Prefix ? 0 : source.varint();
    const length = source.varint();
    if (at + length > text.length) throw new RangeError('a slice outside the quote');
    const slice = text.slice(at, at + length);
    return mode === Piece.SliceEllipsis || mode === Piece.PrefixEllipsis ? `${slice}…` : slice;
  }

  private string(): string {
    const code = this.source.varint();
    const length = Math.floor(code / 2);
    if (code % 2 === 0) {
      const at = this.narrowAt;
      if (length > this.narrowEnd - at) throw new RangeError('a string outside the record’s text');
      this.narrowAt += length;
      return this.narrow.slice(at, at + length);
    }
    const at = this.wideAt;
    if (length > this.wideEnd - at) throw new RangeError('a string outside the record’s text');
    this.wideAt += length;
    return this.wide.slice(at, at + length);
  }
}

function whole(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('not a whole number');
  return n;
}

function zigzag(n: number): number {
  return n >= 0 ? n * 2 : -n * 2 - 1;
}

function unzigzag(n: number): number {
  return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
}
