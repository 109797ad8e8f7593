/**
 * A compact encoding of one plain-data record (what analysing one file produced), generic over its shape: any mix
 * of objects, arrays, strings, numbers, booleans, null and undefined, so a new field in the record needs no change
 * here. An encoded record is two parts:
 * - its text: every string it holds, once, as UTF-8 — a string found inside the last long one (a quote's verdict
 *   sentence or gist inside the quote) is a slice of it, not a copy, and a repeated short string is stored once;
 * - its structure: tagged values with varint numbers; an object is an index into the shapes (key lists) that the
 *   cache file shares between its records, then its values in key order; a short string met before in the same
 *   record is the index of its first occurrence.
 * Decoding makes each stored string on its own (one byte a character when it can be, as the parser makes quotes)
 * and the rest slices of those (as the analysis made the verdict sentence and gist slices of the quote), and
 * throws on anything malformed; the cache reader turns that into a miss.
 */

const enum Tag {
  Null = 0,
  False = 1,
  True = 2,
  Undefined = 3,
  /** varint: an integer beyond the small ones. */
  Uint = 4,
  NegativeInt = 5,
  Float = 6,
  /** varint UTF-8 length: the next string of the record's text (each record's strings are stored in order). */
  TextNext = 7,
  /** varint offset, varint length: a slice of the anchor (the last long string stored). */
  InAnchor = 8,
  /** A slice of the anchor followed by a string value: "a slice of the quote, then …". */
  InAnchorThen = 9,
  /** The record's key (a file's URI, repeated in the record and its problems). */
  Key = 10,
  /** varint count, then the values. */
  Array = 11,
  /** varint shape index, then one value per key. */
  Object = 12,
  /** varint n: the record's n-th distinct short string again (`'builder'`, `'ship'`). */
  Again = 13,
  /** 16 + n: an object of shape n < 16, then its values. */
  SmallObject = 16,
  /** 32 + n: the n-th distinct short string again, n < 32. */
  SmallAgain = 32,
  /** 64 + n: the integer n < 192 (lines, columns, sides): one byte. */
  SmallUint = 64,
}

/** Strings up to this long are stored once per record and interned on decoding (persona ids, calls, keys). */
const SHORT = 48;
/** Strings at least this long become the anchor that later strings are looked for in (a title, then a quote). */
const ANCHOR = 24;
/** Nesting deeper than this is not plain analysis data: a cycle, or a damaged record. */
const MAX_DEPTH = 64;

/** A growable byte buffer with the few writes the encoding needs. */
export class ByteSink {
  bytes: Uint8Array;
  length = 0;
  private readonly float = new DataView(new ArrayBuffer(8));

  constructor(capacity = 1 << 16) {
    this.bytes = new Uint8Array(capacity);
  }

  reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  byte(value: number): void {
    this.reserve(1);
    this.bytes[this.length++] = value;
  }

  /** A non-negative integer up to 2^53, seven bits a byte. */
  varint(value: number): void {
    this.reserve(8);
    while (value >= 0x80) {
      this.bytes[this.length++] = (value % 0x80) | 0x80;
      value = Math.floor(value / 0x80);
    }
    this.bytes[this.length++] = value;
  }

  u32(value: number): void {
    this.reserve(4);
    const b = this.bytes;
    b[this.length++] = value & 0xff;
    b[this.length++] = (value >>> 8) & 0xff;
    b[this.length++] = (value >>> 16) & 0xff;
    b[this.length++] = (value >>> 24) & 0xff;
  }

  f64(value: number): void {
    this.float.setFloat64(0, value, true);
    this.reserve(8);
    for (let i = 0; i < 8; i++) this.bytes[this.length++] = this.float.getUint8(i);
  }

  append(chunk: Uint8Array): void {
    this.reserve(chunk.length);
    this.bytes.set(chunk, this.length);
    this.length += chunk.length;
  }

  /** A string's UTF-8 bytes, preceded by their count. */
  utf8(text: string, encoder: { encode(text: string): Uint8Array }): void {
    const bytes = encoder.encode(text);
    this.varint(bytes.length);
    this.append(bytes);
  }

  view(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

/** Reads what ByteSink wrote; every read past the end throws. */
export class ByteSource {
  private readonly float = new DataView(new ArrayBuffer(8));

  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
    readonly end = bytes.length,
  ) {}

  byte(): number {
    if (this.pos >= this.end) throw new RangeError('past the end');
    return this.bytes[this.pos++];
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 0x80;
      if (scale > 2 ** 56) throw new RangeError('varint too long');
    }
  }

  u32(): number {
    if (this.pos + 4 > this.end) throw new RangeError('past the end');
    const b = this.bytes;
    const p = this.pos;
    this.pos += 4;
    return (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
  }

  f64(): number {
    if (this.pos + 8 > this.end) throw new RangeError('past the end');
    for (let i = 0; i < 8; i++) this.float.setUint8(i, this.bytes[this.pos++]);
    return this.float.getFloat64(0, true);
  }

  /** `length` bytes, as a view; throws when fewer are left. */
  take(length: number): Uint8Array {
    if (length > this.end - this.pos) throw new RangeError('past the end');
    const view = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return view;
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The length of a well-formed string in UTF-8 (a lone surrogate is refused later, with the whole text). */
function utf8Length(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) length += 1;
    else if (isHighSurrogate(c)) {
      length += 2; // four bytes for the two units of the pair
      i++;
    } else length += 2;
  }
  return length;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/**
 * The key lists of the objects in a cache file's records, shared by all of them: a list is written once per file,
 * not once per record. Append-only, so records encoded against it stay valid in any later file that starts with it.
 */
export class ShapeTable {
  readonly signatures: string[] = [];
  private readonly index = new Map<string, number>();

  constructor(signatures: readonly string[] = []) {
    for (const signature of signatures) this.indexOf(signature);
  }

  /** The index of a key list (its keys joined with NUL). */
  indexOf(signature: string): number {
    let index = this.index.get(signature);
    if (index === undefined) {
      index = this.signatures.push(signature) - 1;
      this.index.set(signature, index);
    }
    return index;
  }
}

/** Encodes records one at a time against a cache file's shapes; reuse one for many records (its buffers are kept). */
export class RecordEncoder {
  private readonly structure = new ByteSink();
  private pieces: string[] = [];
  private textLength = 0;
  /** Short strings met in this record: their place in the text, and their order of first occurrence. */
  private short = new Map<string, number>();
  private anchor = '';
  private key = '';

  constructor(private readonly shapes: ShapeTable) {}

  /** The record's text and structure. Throws on what is not plain data (a function, a cycle, a key with NUL). */
  encode(key: string, record: unknown): { text: string; structure: Uint8Array } {
    this.pieces = [];
    this.textLength = 0;
    this.short = new Map();
    this.anchor = '';
    this.key = key;
    this.structure.length = 0;
    this.value(record, this.structure, 0);
    const text = this.pieces.join('');
    // UTF-8 cannot hold a lone surrogate: such a record is not cached rather than cached changed.
    if (LONE_SURROGATE.test(text)) throw new Error('a string holds a lone surrogate');
    return { text, structure: this.structure.view() };
  }

  private value(value: unknown, out: ByteSink, depth: number): void {
    if (depth > MAX_DEPTH) throw new Error('record nested too deep');
    switch (typeof value) {
      case 'string':
        return this.string(value, out);
      case 'number':
        if (Number.isSafeInteger(value) && !Object.is(value, -0)) {
          if (value >= 0 && value < 256 - Tag.SmallUint) return out.byte(Tag.SmallUint + value);
          out.byte(value >= 0 ? Tag.Uint : Tag.NegativeInt);
          out.varint(Math.abs(value));
        } else {
          out.byte(Tag.Float);
          out.f64(value);
        }
        return;
      case 'boolean':
        return out.byte(value ? Tag.True : Tag.False);
      case 'undefined':
        return out.byte(Tag.Undefined);
      case 'object':
        if (value === null) return out.byte(Tag.Null);
        if (Array.isArray(value)) {
          out.byte(Tag.Array);
          out.varint(value.length);
          for (const item of value) this.value(item, out, depth + 1);
          return;
        }
        if (ArrayBuffer.isView(value)) break;
        {
          const keys = Object.keys(value);
          const signature = keys.join('\u0000');
          if (keys.length > 1 && keys.some((k) => k.includes('\u0000'))) throw new Error('a key holds NUL');
          if (keys.length === 1 && keys[0] === '') throw new Error('an empty key alone'); // its signature would be the empty list's
          const shape = this.shapes.indexOf(signature);
          if (shape < 16) out.byte(Tag.SmallObject + shape);
          else {
            out.byte(Tag.Object);
            out.varint(shape);
          }
          for (const k of keys) this.value((value as Record<string, unknown>)[k], out, depth + 1);
        }
        return;
    }
    throw new Error(`cannot encode a ${typeof value} in an analysis record`);
  }

  private string(value: string, out: ByteSink): void {
    if (value === this.key) return out.byte(Tag.Key);
    if (value.length <= SHORT) {
      const seen = this.short.get(value);
      if (seen !== undefined) {
        if (seen < 32) return out.byte(Tag.SmallAgain + seen);
        out.byte(Tag.Again);
        out.varint(seen);
        return;
      }
      this.short.set(value, this.short.size);
    }
    const inside = this.anchor.indexOf(value);
    if (inside >= 0) {
      out.byte(Tag.InAnchor);
      out.varint(inside);
      out.varint(value.length);
      return;
    }
    if (value.length > SHORT) {
      // "A slice of the quote, then a short tail": a gist cut at a word and ended with an ellipsis.
      const head = value.slice(0, -1);
      const headInside = isHighSurrogate(head.charCodeAt(head.length - 1)) ? -1 : this.anchor.indexOf(head);
      if (headInside >= 0) {
        out.byte(Tag.InAnchorThen);
        out.varint(headInside);
        out.varint(head.length);
        return this.string(value.slice(-1), out);
      }
    }
    this.pieces.push(value);
    this.textLength += value.length;
    if (value.length >= ANCHOR) this.anchor = value;
    out.byte(Tag.TextNext);
    out.varint(utf8Length(value));
  }
}

/**
 * Decodes records of one cache file; reuse one for all of them, so key lists and short strings are shared between
 * them (one `'builder'` string for every quote of every file, as the analysis has).
 */
export class RecordDecoder {
  private readonly interned = new Map<string, string>();
  private readonly shapes: string[][];
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private text: Uint8Array = new Uint8Array(0);
  private key = '';
  private seen: string[] = [];
  /** Where the next stored string starts in the text's bytes; the last long string, which slices refer to. */
  private cursor = 0;
  private anchor: string | undefined;
  private source!: ByteSource;

  constructor(signatures: readonly string[]) {
    this.shapes = signatures.map((signature) => (signature === '' ? [] : signature.split('\u0000')));
  }

  /**
   * A record from its text's UTF-8 bytes and its structure. Each stored string is decoded on its own, so it is as
   * compact as the analysis made it (one byte a character when it can be); slices of it share its characters.
   */
  decode(key: string, text: Uint8Array, structure: Uint8Array): unknown {
    this.text = text;
    this.key = key;
    this.seen = [];
    this.cursor = 0;
    this.anchor = undefined;
    this.source = new ByteSource(structure);
    const value = this.value(0);
    if (this.source.pos !== structure.length || this.cursor !== text.length) throw new RangeError('bytes left over');
    return value;
  }

  private value(depth: number): unknown {
    if (depth > MAX_DEPTH) throw new RangeError('record nested too deep');
    const source = this.source;
    const tag = source.byte();
    if (tag >= Tag.SmallUint) return tag - Tag.SmallUint;
    if (tag >= Tag.SmallAgain) return this.again(tag - Tag.SmallAgain);
    if (tag >= Tag.SmallObject) return this.object(tag - Tag.SmallObject, depth);
    switch (tag) {
      case Tag.TextNext: {
        const bytes = source.varint();
        if (bytes > this.text.length - this.cursor) throw new RangeError('a string outside the record’s text');
        const text = this.utf8.decode(this.text.subarray(this.cursor, (this.cursor += bytes)));
        if (text.length >= ANCHOR) this.anchor = text;
        return this.string(text);
      }
      case Tag.InAnchor:
        return this.string(this.inAnchor(source.varint(), source.varint()));
      case Tag.Again:
        return this.again(source.varint());
      case Tag.Object:
        return this.object(source.varint(), depth);
      case Tag.Array: {
        const count = source.varint();
        if (count > source.end - source.pos) throw new RangeError('array longer than the record');
        const array = new Array(count);
        for (let i = 0; i < count; i++) array[i] = this.value(depth + 1);
        return array;
      }
      case Tag.Key:
        return this.key;
      case Tag.Uint:
        return source.varint();
      case Tag.Null:
        return null;
      case Tag.False:
        return false;
      case Tag.True:
        return true;
      case Tag.Undefined:
        return undefined;
      case Tag.NegativeInt:
        return -source.varint();
      case Tag.Float:
        return source.f64();
      case Tag.InAnchorThen: {
        const head = this.inAnchor(source.varint(), source.varint());
        const tail = this.value(depth + 1);
        if (typeof tail !== 'string') throw new RangeError('a text tail that is not a string');
        return head + tail;
      }
      default:
        throw new RangeError(`unknown tag ${tag}`);
    }
  }

  private object(shape: number, depth: number): Record<string, unknown> {
    const keys = this.shapes[shape];
    if (!keys) throw new RangeError('no such shape');
    const object: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) object[keys[i]] = this.value(depth + 1);
    return object;
  }

  private again(n: number): string {
    const again = this.seen[n];
    if (again === undefined) throw new RangeError('no such string');
    return again;
  }

  /** A slice of the anchor. */
  private inAnchor(offset: number, length: number): string {
    if (this.anchor === undefined || offset + length > this.anchor.length) throw new RangeError('a slice outside the anchor');
    return this.anchor.slice(offset, offset + length);
  }

  /** Short strings are interned (one `'builder'` for all) and numbered for `Again`. */
  private string(text: string): string {
    if (text.length > SHORT) return text;
    let interned = this.interned.get(text);
    if (interned === undefined) this.interned.set(text, (interned = text));
    this.seen.push(interned);
    return interned;
  }
}
