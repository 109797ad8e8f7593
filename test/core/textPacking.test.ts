import { describe, expect, it } from 'vitest';
import { AnalysisCache, AnalysisCacheWriter, type CatalogFileInput } from '../../src/core';
import { ByteSink } from '../../src/core/cache/bytes';
import { checksumLanes } from '../../src/core/cache/contentHash';
import { MIN_REPEAT, TextPacker, unpackText } from '../../src/core/cache/textPacking';

const ENGINE = 'test-engine-1';
const utf8 = new TextEncoder();

/** A deterministic stream of words, some of them repeated phrases: text shaped like reviews, not like noise. */
function prose(seed: number, words: number): string {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const vocabulary = ['the', 'cache', 'quote', 'naïve', 'café', 'ship', 'it’s', 'skip', 'Zeta 😀 Pro', '—', 'latency', 'p95', 'tenants'];
  const phrases = ['we ran it for six weeks on real traffic and nothing broke', 'setup took fifteen minutes on a fresh machine —'];
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(next() < 0.05 ? phrases[Math.floor(next() * phrases.length)] : vocabulary[Math.floor(next() * vocabulary.length)]);
  return out.join(' ');
}

function roundTrip(packer: TextPacker, bytes: Uint8Array): { packed: Uint8Array; back: Uint8Array } {
  const sink = new ByteSink(16);
  const length = packer.pack(bytes, bytes.length, sink);
  expect(length).toBe(sink.length);
  const packed = sink.view().slice();
  const back = new Uint8Array(bytes.length + 8).fill(0xee);
  unpackText(packed, 0, packed.length, back, 4, bytes.length);
  // Nothing outside the text's place is written.
  expect([...back.subarray(0, 4), ...back.subarray(4 + bytes.length)]).toEqual([0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee]);
  return { packed, back: back.subarray(4, 4 + bytes.length) };
}

describe('text packing', () => {
  it('gives back every text exactly: empty, shorter than a repeat, no repeats, overlapping repeats, multi-byte characters', () => {
    const packer = new TextPacker();
    const texts = [
      '',
      'short',
      'x'.repeat(MIN_REPEAT - 1),
      'a'.repeat(MIN_REPEAT * 5 + 3),
      'abc'.repeat(100),
      prose(1, 40),
      prose(2, 3000),
      `${'é'.repeat(40)}|${'é'.repeat(40)}`,
      `😀${prose(3, 200)}😀${prose(3, 200)}`,
    ];
    for (const text of texts) {
      const bytes = utf8.encode(text);
      const { back } = roundTrip(packer, bytes);
      expect(new TextDecoder().decode(back), text.slice(0, 40)).toBe(text);
    }
  });

  it('stores a long repeat as a reference, and text without one as itself plus one byte', () => {
    const packer = new TextPacker();
    const phrase = utf8.encode(prose(7, 30));
    const twice = new Uint8Array(phrase.length * 2 + 1);
    twice.set(phrase);
    twice[phrase.length] = 0x20;
    twice.set(phrase, phrase.length + 1);
    expect(roundTrip(packer, twice).packed.length).toBeLessThan(phrase.length + 10);
    const once = utf8.encode('no repeat of thirty-two bytes or more in here at all');
    expect(roundTrip(packer, once).packed.length).toBe(once.length + 1);
  });

  it('each text stands alone: a repeat of an earlier text is not a reference to it', () => {
    const packer = new TextPacker();
    const text = utf8.encode(prose(9, 60));
    const first = roundTrip(packer, text).packed;
    const second = roundTrip(packer, text).packed;
    expect(second).toEqual(first);
  });

  it('throws on packed bytes that do not add up, instead of unpacking something else', () => {
    const packer = new TextPacker();
    const bytes = utf8.encode(prose(4, 400));
    const { packed } = roundTrip(packer, bytes);
    expect(packed[0]).toBeGreaterThan(0);
    const out = new Uint8Array(bytes.length);
    // Cut short, claimed longer or shorter than it is, a reference reaching before the start.
    expect(() => unpackText(packed, 0, packed.length - 1, out, 0, bytes.length)).toThrow(RangeError);
    expect(() => unpackText(packed, 0, packed.length, out, 0, bytes.length - 1)).toThrow(RangeError);
    expect(() => unpackText(packed, 0, packed.length, new Uint8Array(bytes.length + 1), 0, bytes.length + 1)).toThrow(RangeError);
    expect(() => unpackText(packed, 0, packed.length, new Uint8Array(4), 0, bytes.length)).toThrow(RangeError);
    const far = new ByteSink(16);
    far.varint(1);
    far.varint(2);
    far.varint(0);
    far.varint(5); // distance 6 after 2 literal bytes
    far.append(new Uint8Array([65, 66]));
    const bad = far.view();
    expect(() => unpackText(bad, 0, bad.length, new Uint8Array(64), 0, 2 + MIN_REPEAT)).toThrow(RangeError);
  });
});

/** A record of many quotes, each holding repeats of the one before: a file's worth of text that packs. */
function bigRecord(file: string, seed: number, quotes: number): CatalogFileInput {
  return {
    file,
    title: { line: 1 },
    sides: ['Acme Widget 2.1', 'Zeta’s Pro 😀'],
    quotes: Array.from({ length: quotes }, (_, q) => {
      const text = `${prose(seed + q, 120)} ${prose(seed + q, 40)}`;
      return { text, line: 3 + q * 2, column: 1, persona: 'builder' as const, verdict: 'ship' as const, verdictSentence: '', gist: `${text.slice(0, 20)}…`, side: q % 2 === 0 ? (0 as const) : (1 as const) };
    }),
    problems: [],
  };
}

describe('a cache file of packed texts', () => {
  const records = Array.from({ length: 120 }, (_, i) => bigRecord(`mem:///big/${String(i).padStart(3, '0')}.txt`, i * 31, 6));
  const writer = new AnalysisCacheWriter(ENGINE);
  for (const record of records) expect(writer.add(record.file, { size: 1, mtime: 2, hash: '0123456789abcdef' }, record)).toBe(true);
  const bytes = writer.finish();
  const textBytes = records.reduce((n, r) => n + r.quotes.reduce((m, q) => m + utf8.encode(q.text).length, 0), 0);

  it('is smaller than the text it holds, and decodes every record exactly across chunks of text', () => {
    expect(textBytes).toBeGreaterThan(1 << 19);
    expect(bytes.length).toBeLessThan(textBytes);
    const reading = AnalysisCache.read(bytes, ENGINE);
    if (!('cache' in reading)) throw new Error(reading.rejected);
    // Out of order: a chunk is decoded when one of its records is first asked for.
    for (const record of [...records].reverse()) expect(JSON.stringify(reading.cache.record(record.file))).toBe(JSON.stringify(record));
  });

  it('copies packed entries unchanged into the next file', () => {
    const first = AnalysisCache.read(bytes, ENGINE);
    if (!('cache' in first)) throw new Error(first.rejected);
    const next = new AnalysisCacheWriter(ENGINE, first.cache);
    for (const record of records) expect(next.copy(record.file)).toBe(true);
    const copied = next.finish();
    expect(copied.length).toBe(bytes.length);
    const second = AnalysisCache.read(copied, ENGINE);
    if (!('cache' in second)) throw new Error(second.rejected);
    for (const record of records) expect(JSON.stringify(second.cache.record(record.file))).toBe(JSON.stringify(record));
  });

  it('a packed text damaged past the checksum loses the texts of its chunk’s records, and only those', () => {
    const reading = AnalysisCache.read(bytes, ENGINE);
    if (!('cache' in reading)) throw new Error(reading.rejected);
    // The quotes (with ’ and 😀) are wide text, several chunks of it; a packed text's first byte counts its references.
    const encoded = reading.cache.encoded(records[0].file)!;
    const at = encoded.wide.packed.byteOffset - bytes.byteOffset;
    const damaged = bytes.slice();
    damaged[at] = 0x7f;
    const body = damaged.length - 16;
    const lanes: [number, number] = [0, 0];
    checksumLanes(damaged, 0, body, lanes);
    const view = new DataView(damaged.buffer);
    view.setUint32(body + 4, lanes[0], true);
    view.setUint32(body + 8, lanes[1], true);
    const hurt = AnalysisCache.read(damaged, ENGINE);
    if (!('cache' in hurt)) throw new Error(hurt.rejected);
    // Their labels are in the structure; their texts read as empty.
    for (const lost of [records[0], records[1]]) {
      const record = hurt.cache.record(lost.file)!;
      expect(record.quotes.map((quote) => [quote.persona, quote.verdict, quote.text, quote.gist])).toEqual(lost.quotes.map((quote) => [quote.persona, quote.verdict, '', '']));
    }
    expect(JSON.stringify(hurt.cache.record(records[119].file)) === JSON.stringify(records[119])).toBe(true);
  });
});
