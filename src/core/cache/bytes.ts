/** The byte buffers a cache file is written to and read from. */

/**
 * Eight bytes for converting doubles, shared: a reader is made per record, and an ArrayBuffer each (with its
 * backing store for the collector to track) cost more than the record's numbers. Used within one call, never across.
 */
const FLOAT = new DataView(new ArrayBuffer(8));

/** A growable byte buffer with the few writes the encoding needs. */
export class ByteSink {
  bytes: Uint8Array;
  length = 0;

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
    FLOAT.setFloat64(0, value, true);
    this.reserve(8);
    for (let i = 0; i < 8; i++) this.bytes[this.length++] = FLOAT.getUint8(i);
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
    // Most are one byte: read it here, without a call per byte (a warm start runs this cold, once per number).
    const first = this.pos < this.end ? this.bytes[this.pos++] : this.byte();
    if (first < 0x80) return first;
    let value = first & 0x7f;
    let scale = 0x80;
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
    for (let i = 0; i < 8; i++) FLOAT.setUint8(i, this.bytes[this.pos++]);
    return FLOAT.getFloat64(0, true);
  }

  /**
   * A string as `ByteSink.utf8` wrote it. A short one of ASCII is read here, without a decoder call (a warm start
   * reads two names a file); any other goes to `decoder` (fatal: bytes that are not UTF-8 throw).
   */
  utf8(decoder: { decode(bytes: Uint8Array): string }): string {
    const length = this.varint();
    if (length > this.end - this.pos) throw new RangeError('past the end');
    const b = this.bytes;
    const start = this.pos;
    const end = start + length;
    if (length <= 64) {
      let i = start;
      while (i < end && b[i] < 0x80) i++;
      if (i === end) {
        this.pos = end;
        // One flat string (a character at a time would make a rope, flattened again at each read).
        return String.fromCharCode.apply(null, b.subarray(start, end) as unknown as number[]);
      }
    }
    this.pos = end;
    return decoder.decode(b.subarray(start, end));
  }

  /** `length` bytes, as a view; throws when fewer are left. */
  take(length: number): Uint8Array {
    if (length > this.end - this.pos) throw new RangeError('past the end');
    const view = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return view;
  }
}

/** A signed integer as a non-negative one for a varint: 0, -1, 1, -2, 2 … as 0, 1, 2, 3, 4 … */
export function zigzag(n: number): number {
  return n >= 0 ? n * 2 : -n * 2 - 1;
}

export function unzigzag(n: number): number {
  return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
}
