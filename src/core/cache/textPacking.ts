import { ByteSink, ByteSource } from './bytes';

/**
 * A cache entry's text, packed: a run of bytes that repeats one earlier in the same entry (a product's name, a
 * phrase a reviewer uses twice) is stored as a reference to it. Only long repeats are taken, so a file's text has
 * few of them and unpacking is mostly a handful of memory copies: the point is a cache no larger than the reviews,
 * at about the cost of reading the bytes saved, not the smallest file. Each entry stands alone (it refers to nothing
 * outside itself), so a writer can copy it from one cache file to the next unchanged.
 *
 * Layout: varint count of references · per reference: varint literal length · varint (length − MIN_REPEAT) ·
 * varint (distance − 1) · the literal bytes · then the rest of the entry's bytes, literally.
 */

/** The shortest repeat worth a reference: shorter ones would save little and cost a copy each when unpacking. */
export const MIN_REPEAT = 32;
const HASH_BITS = 14;
const HASH_MUL = 0x01000193;
/** HASH_MUL to the power MIN_REPEAT − 1 (mod 2^32): what the byte leaving the window weighed. */
const HASH_OUT = (() => {
  let p = 1;
  for (let i = 1; i < MIN_REPEAT; i++) p = Math.imul(p, HASH_MUL);
  return p;
})();
/** Copies at least this long go to the typed array's own copy; shorter ones are a loop. */
const NATIVE_COPY = 48;

/** Packs texts one after another; keep one for many (its table is reused, never cleared). */
export class TextPacker {
  /** Per hash of MIN_REPEAT bytes, where they last started, as `base + position`; below `base`: another text's. */
  private readonly table = new Int32Array(1 << HASH_BITS);
  private base = 1;
  private readonly references: number[] = [];

  /** Appends the packed form of `src[0, length)` to `out`; the bytes appended. */
  pack(src: Uint8Array, length: number, out: ByteSink): number {
    const start = out.length;
    if (this.base + length + 1 >= 0x40000000) {
      this.table.fill(0);
      this.base = 1;
    }
    const table = this.table;
    const base = this.base;
    const refs = this.references;
    refs.length = 0;
    const last = length - MIN_REPEAT;
    let literal = 0;
    let h = 0;
    if (last >= 0) for (let k = 0; k < MIN_REPEAT; k++) h = (Math.imul(h, HASH_MUL) + src[k]) | 0;
    let i = 0;
    while (i <= last) {
      const slot = Math.imul(h, 0x9e3779b1) >>> (32 - HASH_BITS);
      const candidate = table[slot] - base;
      table[slot] = base + i;
      let run = 0;
      if (candidate >= 0) {
        while (i + run < length && src[candidate + run] === src[i + run]) run++;
      }
      if (run >= MIN_REPEAT) {
        refs.push(literal, i, run, i - candidate);
        // Every start inside the repeat goes into the table too, so a later repeat of part of it is found.
        const end = i + run;
        for (;;) {
          if (i + 1 > last) {
            i = end;
            break;
          }
          h = (Math.imul((h - Math.imul(src[i], HASH_OUT)) | 0, HASH_MUL) + src[i + MIN_REPEAT]) | 0;
          i++;
          if (i >= end) break;
          table[Math.imul(h, 0x9e3779b1) >>> (32 - HASH_BITS)] = base + i;
        }
        literal = end;
        continue;
      }
      if (i < last) h = (Math.imul((h - Math.imul(src[i], HASH_OUT)) | 0, HASH_MUL) + src[i + MIN_REPEAT]) | 0;
      i++;
    }
    this.base = base + length + 1;
    out.varint(refs.length / 4);
    for (let r = 0; r < refs.length; r += 4) {
      const from = refs[r];
      const at = refs[r + 1];
      out.varint(at - from);
      out.varint(refs[r + 2] - MIN_REPEAT);
      out.varint(refs[r + 3] - 1);
      out.append(src.subarray(from, at));
    }
    out.append(src.subarray(literal, length));
    return out.length - start;
  }
}

/**
 * Unpacks `bytes[start, end)` into `out[at, at + length)`, `length` being the bytes it packed. Throws on anything
 * that does not add up (a reference before the text's start, more or fewer bytes than `length`).
 */
export function unpackText(bytes: Uint8Array, start: number, end: number, out: Uint8Array, at: number, length: number): void {
  const source = new ByteSource(bytes, start, end);
  const limit = at + length;
  if (limit > out.length) throw new RangeError('no room to unpack');
  let o = at;
  for (let n = source.varint(); n > 0; n--) {
    const literal = source.varint();
    const run = source.varint() + MIN_REPEAT;
    const distance = source.varint() + 1;
    let s = source.pos;
    if (literal > end - s || run > limit - o - literal) throw new RangeError('a reference past the end');
    if (literal >= NATIVE_COPY) out.set(bytes.subarray(s, s + literal), o);
    else for (let k = 0; k < literal; k++) out[o + k] = bytes[s + k];
    o += literal;
    s += literal;
    source.pos = s;
    if (distance > o - at) throw new RangeError('a reference before the start');
    let from = o - distance;
    if (distance >= run && run >= NATIVE_COPY) {
      out.copyWithin(o, from, from + run);
      o += run;
    } else for (const stop = o + run; o < stop; ) out[o++] = out[from++];
  }
  const rest = end - source.pos;
  if (o + rest !== limit) throw new RangeError('unpacked to another length');
  if (rest >= NATIVE_COPY) out.set(bytes.subarray(source.pos, end), o);
  else for (let k = 0; k < rest; k++) out[o + k] = bytes[source.pos + k];
}
