/**
 * A compact encoding of one plain-data record (what analysing one file produced), generic over its shape: any mix
 * of objects, arrays, strings, numbers, booleans, null and undefined, so a new field in the record needs no change
 * here. An encoded record is two parts:
 * - its text: every string it holds, once, as UTF-8 — a string found inside the last long one (a quote's verdict
 *   sentence or gist inside the quote) is a slice of it, not a copy, and a repeated short string is stored once;
 * - its structure: tagged values with varint numbers; an object is an index into the shapes (key lists) that the
 *   cache file shares between its records, then its values in key order; a short string met before in the same
 *   record is the index of its first occurrence.
 * Decoding makes each string a slice of the record's text (as the analysis made its strings slices of the quote),
 * and throws on anything malformed; the cache reader turns that into a miss.
 */

const enum Tag {
  Null = 0,
  False = 1,
  True = 2,
  Undefined = 3,
  Uint = 4,
  NegativeInt = 5,
  Float = 6,
  /** varint start, varint length: a slice of the record's text. */
  Text = 7,
  /** A slice of the text followed by a string value: "a slice of the quote, then …". */
  TextThen = 8,
  /** varint n: the record's n-th distinct short string again (`'builder'`, `'ship'`). */
  Again = 12,
  /** The record's key (a file's URI, repeated in the record and its problems). */
  Key = 9,
  /** varint count, then the values. */
  Array = 10,
  /** varint shape index, then one value per key. */
  Object = 11,
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
  private anchorStart = 0;
  private key = '';

  constructor(private readonly shapes: ShapeTable) {}

  /** The record's text and structure. Throws on what is not plain data (a function, a cycle, a key with NUL). */
  encode(key: string, record: unknown): { text: string; structure: Uint8Array } {
    this.pieces = [];
    this.textLength = 0;
    this.short = new Map();
    this.anchor = '';
    this.anchorStart = 0;
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
          out.byte(Tag.Object);
          out.varint(this.shapes.indexOf(signature));
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
        out.byte(Tag.Again);
        out.varint(seen);
        return;
      }
      this.short.set(value, this.short.size);
    }
    const inside = this.anchor.indexOf(value);
    if (inside >= 0) return this.slice(out, this.anchorStart + inside, value.length);
    if (value.length > SHORT) {
      // "A slice of the quote, then a short tail": a gist cut at a word and ended with an ellipsis.
      const head = value.slice(0, -1);
      const headInside = isHighSurrogate(head.charCodeAt(head.length - 1)) ? -1 : this.anchor.indexOf(head);
      if (headInside >= 0) {
        out.byte(Tag.TextThen);
        out.varint(this.anchorStart + headInside);
        out.varint(head.length);
        return this.string(value.slice(-1), out);
      }
    }
    const start = this.append(value);
    if (value.length >= ANCHOR) {
      this.anchor = value;
      this.anchorStart = start;
    }
    this.slice(out, start, value.length);
  }

  private slice(out: ByteSink, start: number, length: number): void {
    out.byte(Tag.Text);
    out.varint(start);
    out.varint(length);
  }

  private append(text: string): number {
    const start = this.textLength;
    this.pieces.push(text);
    this.textLength += text.length;
    return start;
  }
}

/**
 * Decodes records of one cache file; reuse one for all of them, so key lists and short strings are shared between
 * them (one `'builder'` string for every quote of every file, as the analysis has).
 */
export class RecordDecoder {
  private readonly interned = new Map<string, string>();
  private readonly shapes: string[][];
  private text = '';
  private key = '';
  private seen: string[] = [];
  private source!: ByteSource;

  constructor(signatures: readonly string[]) {
    this.shapes = signatures.map((signature) => (signature === '' ? [] : signature.split('\u0000')));
  }

  decode(key: string, text: string, structure: Uint8Array): unknown {
    this.text = text;
    this.key = key;
    this.seen = [];
    this.source = new ByteSource(structure);
    const value = this.value(0);
    if (this.source.pos !== structure.length) throw new RangeError('bytes left over');
    return value;
  }

  private value(depth: number): unknown {
    if (depth > MAX_DEPTH) throw new RangeError('record nested too deep');
    const source = this.source;
    const tag = source.byte();
    switch (tag) {
      case Tag.Text:
        return this.string(source.varint(), source.varint());
      case Tag.Again: {
        const again = this.seen[source.varint()];
        if (again === undefined) throw new RangeError('no such string');
        return again;
      }
      case Tag.Uint:
        return source.varint();
      case Tag.Object: {
        const keys = this.shapes[source.varint()];
        if (!keys) throw new RangeError('no such shape');
        const object: Record<string, unknown> = {};
        for (let i = 0; i < keys.length; i++) object[keys[i]] = this.value(depth + 1);
        return object;
      }
      case Tag.Array: {
        const count = source.varint();
        if (count > source.end - source.pos) throw new RangeError('array longer than the record');
        const array = new Array(count);
        for (let i = 0; i < count; i++) array[i] = this.value(depth + 1);
        return array;
      }
      case Tag.Key:
        return this.key;
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
      case Tag.TextThen: {
        const head = this.slice(source.varint(), source.varint());
        const tail = this.value(depth + 1);
        if (typeof tail !== 'string') throw new RangeError('a text tail that is not a string');
        return head + tail;
      }
      default:
        throw new RangeError(`unknown tag ${tag}`);
    }
  }

  private string(start: number, length: number): string {
    const text = this.slice(start, length);
    if (length > SHORT) return text;
    let interned = this.interned.get(text);
    if (interned === undefined) this.interned.set(text, (interned = text));
    this.seen.push(interned);
    return interned;
  }

  private slice(start: number, length: number): string {
    if (start + length > this.text.length) throw new RangeError('a string outside the record’s text');
    return this.text.slice(start, start + length);
  }
}
