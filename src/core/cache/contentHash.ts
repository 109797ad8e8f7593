/**
 * A fast non-cryptographic 64-bit hash of bytes (two 32-bit lanes of MurmurHash3-style mixing, one 4-byte word
 * per step): enough to tell whether a file still holds the bytes it held, or whether a cache file was damaged.
 * Not a defence against anyone crafting collisions; the cache only ever skips work the engine would redo the same.
 */

/** The hash as 16 hex digits: lane one, then lane two. */
export type ContentHash = string;

/** Whether words in memory are little-endian (as the byte loop reads them); every current host is. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const SEED_A = 0x9747b28c;
const SEED_B = 0x3c6ef372;

/** The two lanes of the hash of `bytes[start, end)`, in `out` (to stay free of allocation in loops). */
export function hashLanes(bytes: Uint8Array, start: number, end: number, out: [number, number]): void {
  let a = SEED_A ^ (end - start);
  let b = SEED_B;
  let i = start;
  const words = (end - start) >>> 2;
  if (LITTLE_ENDIAN && (bytes.byteOffset + start) % 4 === 0 && words > 16) {
    // Aligned: read each word with one load (the same words the byte loop below assembles).
    const view = new Int32Array(bytes.buffer, bytes.byteOffset + start, words);
    for (let w = 0; w < words; w++) {
      let k = view[w];
      k = Math.imul(k, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      k = Math.imul(k, 0x1b873593);
      a ^= k;
      a = (a << 13) | (a >>> 19);
      a = (Math.imul(a, 5) + 0xe6546b64) | 0;
      b = Math.imul(b ^ k, 0x85ebca6b);
      b ^= b >>> 15;
    }
    i += words * 4;
  }
  for (const last = end - 3; i < last; i += 4) {
    let k = bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24);
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    a ^= k;
    a = (a << 13) | (a >>> 19);
    a = (Math.imul(a, 5) + 0xe6546b64) | 0;
    b = Math.imul(b ^ k, 0x85ebca6b);
    b ^= b >>> 15;
  }
  const rest = end - i;
  if (rest > 0) {
    let k = bytes[i];
    if (rest > 1) k ^= bytes[i + 1] << 8;
    if (rest > 2) k ^= bytes[i + 2] << 16;
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    a ^= k;
    b = Math.imul(b ^ k, 0x85ebca6b);
  }
  out[0] = finalMix(a ^ (end - start)) >>> 0;
  out[1] = finalMix(b ^ a) >>> 0;
}

const scratch: [number, number] = [0, 0];

/** The hash of a whole file's bytes (or of a string's UTF-8 bytes). */
export function contentHash(content: Uint8Array | string): ContentHash {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  hashLanes(bytes, 0, bytes.length, scratch);
  return lanesToHex(scratch[0], scratch[1]);
}

export function lanesToHex(a: number, b: number): ContentHash {
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

function finalMix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * A checksum of `bytes[start, end)` for telling a damaged cache file from a sound one: two running sums of 32-bit
 * words (Fletcher's, modulo 2^32), in `out`. Any changed byte changes the first sum, a reordering the second; about
 * four times cheaper than the hash above, which matters over a cache as large as the reviews.
 */
export function checksumLanes(bytes: Uint8Array, start: number, end: number, out: [number, number]): void {
  let a = (end - start) | 0;
  let b = 0x3c6ef372;
  let i = start;
  const words = (end - start) >>> 2;
  if (LITTLE_ENDIAN && (bytes.byteOffset + start) % 4 === 0) {
    const view = new Int32Array(bytes.buffer, bytes.byteOffset + start, words);
    let w = 0;
    // Eight words a turn: the loop runs once per cache file, mostly before it is optimised, where a turn costs
    // more than its additions (about four times faster so; the sums are the same).
    for (const last = words - 7; w < last; w += 8) {
      a = (a + view[w]) | 0;
      b = (b + a) | 0;
      a = (a + view[w + 1]) | 0;
      b = (b + a) | 0;
      a = (a + view[w + 2]) | 0;
      b = (b + a) | 0;
      a = (a + view[w + 3]) | 0;
      b = (b + a) | 0;
      a = (a + view[w + 4]) | 0;
      b = (b + a) | 0;
      a = (a + view[w + 5]) | 0;
      b = (b + a) | 0;
      a = (a + view[w + 6]) | 0;
      b = (b + a) | 0;
      a = (a + view[w + 7]) | 0;
      b = (b + a) | 0;
    }
    for (; w < words; w++) {
      a = (a + view[w]) | 0;
      b = (b + a) | 0;
    }
    i += words * 4;
  }
  for (; i + 3 < end; i += 4) {
    a = (a + (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24))) | 0;
    b = (b + a) | 0;
  }
  for (; i < end; i++) {
    a = (a + bytes[i] + 1) | 0;
    b = (b + a) | 0;
  }
  out[0] = a >>> 0;
  out[1] = b >>> 0;
}
