import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AnalysisCache,
  AnalysisCacheWriter,
  CatalogBuilder,
  ENGINE_VERSION,
  RACY_MS,
  analyzeFile,
  contentHash,
  isFileAnalysisOf,
  openFileAnalysisCache,
  type CachedStamp,
  type CatalogFileInput,
  type FileAnalysis,
} from '../../src/core';
import type { Problem } from '../../src/core/model';
import { checksumLanes } from '../../src/core/cache/contentHash';
import { KeptQuote, StoredReview } from '../../src/core/catalog/storedReview';
import { pendingReviews } from '../../src/core/catalog/catalogPlan';
import { deriveAliases } from '../../src/core/understand/aliases';

const ENGINE = 'test-engine-1';
const SEEDS = join(__dirname, '..', '..', 'seeds');
const UNSEEN = join(__dirname, 'fixtures', 'unseen');

/** Every review file the repository ships with, as in-memory inputs. */
function reviewFiles(): { file: string; content: Uint8Array }[] {
  return [SEEDS, UNSEEN].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.txt'))
      .sort()
      .map((name) => ({ file: `mem:///${folder === SEEDS ? 'seeds' : 'unseen'}/${name}`, content: new Uint8Array(readFileSync(join(folder, name))) })),
  );
}

const LONG_AGO = Date.UTC(2020, 0, 1);

/** What the catalog reads of an analysis: what the cache keeps (the evidence is read again on demand). */
/** A record as plain data (a cached quote reads its text through accessors; its JSON is the plain quote). */
function plain<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function catalogInput(analysis: FileAnalysis): CatalogFileInput {
  return {
    file: analysis.file,
    title: analysis.title && { line: analysis.title.line },
    sides: analysis.sides,
    quotes: analysis.quotes.map(({ text, line, column, persona, verdict, verdictSentence, gist, side, stated, decidedBy }) => ({ text, line, column, persona, verdict, verdictSentence, gist, side, ...(stated ? { stated } : {}), ...(decidedBy ? { decidedBy } : {}) })),
    problems: analysis.problems,
  };
}

/** A cache file's bytes with its trailer made to fit them again (a damaged record the checksum does not catch). */
function resealed(bytes: Uint8Array): Uint8Array {
  const body = bytes.length - 16;
  const lanes: [number, number] = [0, 0];
  checksumLanes(bytes, 0, body, lanes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  view.setUint32(body + 4, lanes[0], true);
  view.setUint32(body + 8, lanes[1], true);
  return bytes;
}

function stampOf(content: Uint8Array, mtime = LONG_AGO): CachedStamp {
  return { size: content.length, mtime, hash: contentHash(content) };
}

/** A cache file holding the analysis of every file, written by `engine`. */
function writeCache(files: { file: string; content: Uint8Array }[], engine = ENGINE): Uint8Array {
  const session = openFileAnalysisCache(undefined, engine);
  for (const { file, content } of files) session.remember(file, stampOf(content), analyzeFile(file, content));
  return session.write()!;
}

describe('the analysis record codec (through a cache file)', () => {
  it('round-trips what the catalog reads of every analysis of the shipped review files, exactly', () => {
    const files = reviewFiles();
    expect(files.length).toBeGreaterThan(5);
    const cache = AnalysisCache.read(writeCache(files), ENGINE);
    if (!('cache' in cache)) throw new Error(`rejected: ${cache.rejected}`);
    expect(cache.cache.size).toBe(files.length);
    for (const { file, content } of files) {
      const record = cache.cache.record(file);
      expect(plain(record)).toEqual(catalogInput(analyzeFile(file, content)));
      expect(JSON.stringify(record)).toBe(JSON.stringify(catalogInput(analyzeFile(file, content))));
      expect(isFileAnalysisOf(record, file)).toBe(true);
    }
  });

  it('keeps text of every kind: one-byte, two-byte, astral, a BOM, sentences and gists that are not slices of the quote', () => {
    const quote = (text: string, extra: Partial<CatalogFileInput['quotes'][number]> = {}) => ({
      text, line: 3, column: 1, persona: 'builder' as const, verdict: 'ship' as const, verdictSentence: '', gist: text.slice(0, 12), side: 0 as const, ...extra,
    });
    const record: CatalogFileInput = {
      file: 'k',
      title: { line: 1 },
      sides: ['Ĉafé Ünö', 'Zeta 😀'],
      quotes: [
        quote('\ufeffStarts with a BOM and has a typographic apostrophe ’ in it.', { verdictSentence: 'typographic apostrophe ’', line: 5 }),
        quote('Plain ASCII, then a gist that is flattened.', { gist: 'Not in the quote at all', verdict: 'skip', persona: 'investor', side: null, line: 9 }),
        quote('Latin-1 only: café, naïve, über — no, that dash is wide.', { gist: 'Latin-1 only: café…', stated: { persona: true, product: true }, side: 1, line: 12, column: 3 }),
        quote('é', { gist: 'é', verdict: 'none', persona: 'unknown', line: 4 }),
        quote('Settled by the file, with stated labels too.', { stated: { verdict: true }, decidedBy: 'pairing', line: 14 }),
        quote('Settled by the count of quotes alone.', { decidedBy: 'balance', side: 1, line: 16 }),
      ],
      problems: [{ file: 'k', line: 1, column: 1, severity: 'warning', code: 'x', message: 'A “problem” ✓' }],
    };
    const writer = new AnalysisCacheWriter(ENGINE);
    expect(writer.add('k', { size: 1, mtime: 2, hash: '0123456789abcdef' }, record)).toBe(true);
    expect(writer.add('empty', { size: 0, mtime: 2, hash: '0123456789abcdef' }, { file: 'empty', title: null, sides: [], quotes: [], problems: [] })).toBe(true);
    const reading = AnalysisCache.read(writer.finish(), ENGINE);
    if (!('cache' in reading)) throw new Error(reading.rejected);
    expect(JSON.stringify(reading.cache.record('k'))).toBe(JSON.stringify(record));
    expect(reading.cache.record('empty')).toEqual({ file: 'empty', title: null, sides: [], quotes: [], problems: [] });
  });

  it('gives back a quote with typographic punctuation one byte a character, as the catalog keeps it, and the catalog reads it the same', () => {
    const text = 'It’s the “fast” one — Acme Widget’s dock… We’d ship it.';
    const record: CatalogFileInput = {
      file: 'k',
      title: { line: 1 },
      sides: ['Acme Widget', 'Zeta Pro'],
      quotes: [
        { text, line: 3, column: 1, persona: 'builder', verdict: 'ship', verdictSentence: 'We’d ship it.', gist: 'It’s the “fast” one…', side: 0 },
        // A gist that is no slice of the quote: kept as written, beside the quote as written.
        { text: `${text} Again.`, line: 5, column: 1, persona: 'skeptic', verdict: 'ship', verdictSentence: '', gist: 'Not in it ’', side: 1 },
      ],
      problems: [],
    };
    const writer = new AnalysisCacheWriter(ENGINE);
    expect(writer.add('k', { size: 1, mtime: 2, hash: '0123456789abcdef' }, record)).toBe(true);
    const reading = AnalysisCache.read(writer.finish(), ENGINE);
    if (!('cache' in reading)) throw new Error(reading.rejected);
    const read = reading.cache.record('k')!;
    expect(JSON.stringify(read)).toBe(JSON.stringify(record));
    const [kept, own] = read.quotes;
    expect(kept).toBeInstanceOf(KeptQuote);
    const packed = kept as KeptQuote;
    expect(packed.packed).toBe(true);
    for (const piece of [packed.t, packed.s, packed.g]) expect([...piece].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
    expect([kept.text, kept.verdictSentence, kept.gist]).toEqual([text, 'We’d ship it.', 'It’s the “fast” one…']);
    // The quote with a gist of its own is kept in the wide text, as written.
    expect(reading.cache.encoded('k')!.wide.bytes).toBe(new TextEncoder().encode(`${text} Again.Not in it ’`).length);
    expect(own.gist).toBe('Not in it ’');
    const builder = new CatalogBuilder();
    builder.set('k', read);
    const reviews = builder.build().reviews;
    expect(reviews.map((review) => [review.text, review.verdictSentence, review.gist])).toEqual(record.quotes.map((q) => [q.text, q.verdictSentence, q.gist]));
  });

  it('keeps sides, gists of hard-wrapped quotes and problems exactly: the texts hold the quotes once, the structure the sides and problems', () => {
    const text = 'Acme Widget 2.1 is fast,\n   and the Zeta Pro\tis not. We would ship it.';
    const quote = (line: number, gist: string, verdictSentence = 'We would ship it.') => ({ text, line, column: 1, persona: 'builder' as const, verdict: 'ship' as const, verdictSentence, gist, side: 0 as const });
    const message = 'Verdicts could not tell which product this quote reviews; naming it fixes this. '.repeat(3);
    const record: CatalogFileInput = {
      file: 'k',
      title: { line: 1 },
      sides: ['Acme Widget 2.1', ' Zeta Pro ', 'Not in any quote', ''],
      quotes: [
        quote(3, 'Acme Widget 2.1 is fast, and the Zeta Pro is not.'),
        quote(5, 'Acme Widget 2.1 is fast, and the…'),
        quote(7, 'Acme  Widget…', 'is fast,\n   and'),
      ],
      problems: [
        { file: 'k', line: 3, column: 1, severity: 'warning', message, code: 'unattributed' },
        { file: 'k', line: 5, column: 2, severity: 'warning', message, code: 'unattributed' },
        { file: 'k', line: 7, column: 1, severity: 'error', message: 'Unknown persona.', code: 'unknown-persona', suggestions: ['builder', 'skeptic'] },
        { file: 'elsewhere', line: 1, column: 1, severity: 'warning', message, code: 'x' },
        { line: 2, file: 'k', column: 1, severity: 'warning', message: 'Fields in another order.', code: 'y' },
        { file: 'k', line: 2, column: 1, severity: 'warning', message: 'More fields.', code: 'z', extra: [1, { deep: true }] } as Problem,
      ],
    };
    const writer = new AnalysisCacheWriter(ENGINE);
    expect(writer.add('k', { size: 1, mtime: 2, hash: '0123456789abcdef' }, record)).toBe(true);
    const bytes = writer.finish();
    const reading = AnalysisCache.read(bytes, ENGINE);
    if (!('cache' in reading)) throw new Error(reading.rejected);
    expect(JSON.stringify(reading.cache.record('k'))).toBe(JSON.stringify(record));
    // The texts hold the quotes and a gist that flattening does not give; the flattened gists are not stored. The
    // sides and the problems are in the structure (so a catalog is restored without the texts), the repeated
    // message once.
    const stored = reading.cache.encoded('k')!;
    const textBytes = stored.narrow.bytes + stored.wide.bytes;
    expect(textBytes).toBe(record.quotes.length * text.length + new TextEncoder().encode('Acme  Widget…').length);
    const structure = new TextDecoder().decode(stored.structure);
    for (const side of record.sides) expect(structure).toContain(side);
    // Once for the two problems that share it, once in the JSON of the problem of another file.
    expect(structure.split(message).length - 1).toBe(2);
    expect(structure).toContain(JSON.stringify(record.problems[5]));
  });

  it('a side or problem that does not decode, or refers to what is not there, is a miss, not a record', () => {
    const writer = new AnalysisCacheWriter(ENGINE);
    const record: CatalogFileInput = {
      file: 'k',
      title: null,
      sides: ['Acme'],
      quotes: [{ text: 'Acme is fine.', line: 3, column: 1, persona: 'builder', verdict: 'ship', verdictSentence: '', gist: '', side: 0 }],
      problems: [],
    };
    expect(writer.add('k', { size: 1, mtime: 2, hash: '0123456789abcdef' }, record)).toBe(true);
    const bytes = writer.finish();
    const reading = AnalysisCache.read(bytes, ENGINE);
    if (!('cache' in reading)) throw new Error(reading.rejected);
    const structure = reading.cache.encoded('k')!.structure;
    const at = structure.byteOffset - bytes.byteOffset;
    // Structure: title, quote count, labels, line, text, pieces, side count, the side's UTF-8 (byte count, bytes), problems.
    expect([...structure]).toEqual([0, 1, 1, 6, 52, 0, 1, 4, 65, 99, 109, 101, 0]);
    const damaged = (i: number, value: number) => {
      const copy = bytes.slice();
      copy[at + i] = value;
      const hurt = AnalysisCache.read(resealed(copy), ENGINE);
      if (!('cache' in hurt)) throw new Error(hurt.rejected);
      return hurt.cache.record('k');
    };
    expect(damaged(7, 20)).toBeUndefined(); // a side longer than the record
    expect(damaged(8, 0xff)).toBeUndefined(); // a side that is not UTF-8
    expect(damaged(12, 1)).toBeUndefined(); // a problem with no bytes
    expect(damaged(5, 81)).toBeUndefined(); // pieces of no kind
    expect(damaged(4, 55)).toBeUndefined(); // a text kept nowhere
    expect(damaged(8, 69)?.sides).toEqual(['Ecme']);
  });

  it('refuses what it cannot store exactly instead of writing it changed', () => {
    const writer = new AnalysisCacheWriter(ENGINE);
    const stamp = { size: 1, mtime: 2, hash: '0123456789abcdef' };
    const base = { title: null, sides: [], problems: [] };
    const quote = { text: 'fine', line: 1, column: 1, persona: 'builder' as const, verdict: 'ship' as const, verdictSentence: '', gist: 'fine', side: null };
    expect(writer.add('lone', stamp, { ...base, file: 'lone', quotes: [{ ...quote, text: 'half a pair: \uD83D' }] })).toBe(false);
    expect(writer.add('persona', stamp, { ...base, file: 'persona', quotes: [{ ...quote, persona: 'pirate' as 'builder' }] })).toBe(false);
    expect(writer.add('line', stamp, { ...base, file: 'line', quotes: [{ ...quote, line: 1.5 }] })).toBe(false);
    expect(writer.add('other', stamp, { ...base, file: 'elsewhere', quotes: [quote] })).toBe(false);
    expect(writer.add('ok', stamp, { ...base, file: 'ok', quotes: [quote] })).toBe(true);
    expect(writer.add('ok', stamp, { ...base, file: 'ok', quotes: [] })).toBe(false);
    const reading = AnalysisCache.read(writer.finish(), ENGINE);
    if (!('cache' in reading)) throw new Error(reading.rejected);
    expect([...reading.cache.keys()]).toEqual(['ok']);
  });

  it('stores the text of the quotes about once: the file is no larger than the reviews it holds', () => {
    const files = reviewFiles();
    const corpus = files.reduce((n, f) => n + f.content.length, 0);
    const bytes = writeCache(files).length;
    expect(bytes).toBeLessThan(corpus * 1.1);
  });
});

describe('a cache file that cannot be trusted is ignored, whole', () => {
  const files = reviewFiles();
  const good = writeCache(files);
  const rejection = (bytes: Uint8Array, engine = ENGINE) => {
    const reading = AnalysisCache.read(bytes, engine);
    return 'rejected' in reading ? reading.rejected : 'read';
  };

  it('reads the file it wrote', () => {
    expect(rejection(good)).toBe('read');
  });

  it('empty', () => {
    expect(rejection(new Uint8Array(0))).toBe('empty');
  });

  it('not a cache at all (a review file, JSON)', () => {
    expect(rejection(files[0].content)).toBe('not-a-cache');
    expect(rejection(new TextEncoder().encode('{"version":1}'))).toBe('not-a-cache');
  });

  it('truncated at any point (a write that stopped half way)', () => {
    for (const length of [3, 8, 20, Math.floor(good.length / 2), good.length - 17, good.length - 1]) {
      expect(rejection(good.subarray(0, length)), `length ${length}`).toBe('truncated');
    }
  });

  it('with bytes appended (two writes interleaved)', () => {
    const longer = new Uint8Array(good.length + 5);
    longer.set(good);
    expect(rejection(longer)).toBe('truncated');
  });

  it('damaged: one bit flipped anywhere', () => {
    for (const at of [9, 40, Math.floor(good.length / 3), good.length - 20]) {
      const damaged = good.slice();
      damaged[at] ^= 0x10;
      expect(rejection(damaged), `byte ${at}`).toBe('damaged');
    }
  });

  it('written by another engine (a table or rule changed)', () => {
    expect(rejection(writeCache(files, 'another-engine'))).toBe('other-engine');
  });

  it('read by an engine without a version (never trusted across builds)', () => {
    expect(AnalysisCache.read(good, undefined)).toEqual({ rejected: 'unversioned-engine' });
  });

  it('a rejected cache is not used, and is replaced at the next write', () => {
    const damaged = good.slice();
    damaged[100] ^= 1;
    const session = openFileAnalysisCache(damaged, ENGINE);
    expect(session.rejected).toBe('damaged');
    const [{ file, content }] = files;
    expect(session.beforeRead(file, stampOf(content))).toBeUndefined();
    expect(session.afterRead(file, stampOf(content), contentHash(content))).toBeUndefined();
    expect(session.dirty).toBe(true);
  });

  it('a record that does not decode (damage the checksum missed) is a miss, not an analysis', () => {
    const [{ file, content }] = files;
    const reading = AnalysisCache.read(good, ENGINE);
    if (!('cache' in reading)) throw new Error(reading.rejected);
    // The last bytes before the trailer are the last record's structure: cut its problems short.
    const damaged = good.slice();
    damaged[damaged.length - 17] = 0x7f;
    const session = openFileAnalysisCache(resealed(damaged), ENGINE);
    expect(session.rejected).toBeUndefined();
    const last = [...reading.cache.keys()].pop()!;
    const lastContent = files.find((f) => f.file === last)!.content;
    expect(session.beforeRead(last, stampOf(lastContent))).toBeUndefined();
    // The others still decode.
    expect(session.beforeRead(file, stampOf(content))).toBeDefined();
  });

  it('the engine version is built in (esbuild.mjs / vitest.config.mjs define it)', () => {
    expect(ENGINE_VERSION).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('which cached analyses stand in for a file', () => {
  const files = reviewFiles();
  const [{ file, content }] = files;
  const cacheFile = writeCache(files);

  it('same size and modification time: used without reading the file', () => {
    const session = openFileAnalysisCache(cacheFile, ENGINE);
    expect(plain(session.beforeRead(file, stampOf(content)))).toEqual(catalogInput(analyzeFile(file, content)));
    expect(session.counts.fresh).toBe(1);
  });

  it('another modification time: read the file; the same content hash still uses the analysis', () => {
    const session = openFileAnalysisCache(cacheFile, ENGINE);
    const touched = { size: content.length, mtime: LONG_AGO + 5_000 };
    expect(session.beforeRead(file, touched)).toBeUndefined();
    expect(plain(session.afterRead(file, touched, contentHash(content)))).toEqual(catalogInput(analyzeFile(file, content)));
    expect(session.counts.verified).toBe(1);
    // The new time is kept, so next time the stamp alone vouches for it.
    const next = openFileAnalysisCache(session.write(), ENGINE);
    expect(plain(next.beforeRead(file, touched))).toEqual(catalogInput(analyzeFile(file, content)));
  });

  it('another size, or other bytes of the same size: not used', () => {
    const session = openFileAnalysisCache(cacheFile, ENGINE);
    const edited = content.slice();
    edited[edited.length - 3] ^= 0x01;
    expect(session.beforeRead(file, { size: content.length + 1, mtime: LONG_AGO })).toBeUndefined();
    expect(session.afterRead(file, { size: content.length + 1, mtime: LONG_AGO }, contentHash(content))).toBeUndefined();
    expect(session.afterRead(file, { size: edited.length, mtime: LONG_AGO + 1 }, contentHash(edited))).toBeUndefined();
  });

  it('a file modified just before the cache was written: its stamp does not vouch for it, its hash does', () => {
    const now = Date.now();
    const session = openFileAnalysisCache(undefined, ENGINE);
    session.remember(file, stampOf(content, now - RACY_MS / 2), analyzeFile(file, content));
    const racy = openFileAnalysisCache(session.write(), ENGINE);
    const stamp = { size: content.length, mtime: now - RACY_MS / 2 };
    expect(racy.beforeRead(file, stamp)).toBeUndefined();
    expect(plain(racy.afterRead(file, stamp, contentHash(content)))).toEqual(catalogInput(analyzeFile(file, content)));
  });

  it('a racily clean file vouched for by its content is written again once a cache written now vouches for it by its time', () => {
    const racyCache = (writtenAt: number) => {
      const writer = new AnalysisCacheWriter(ENGINE, undefined, writtenAt);
      writer.add(file, stampOf(content, writtenAt - RACY_MS / 2), catalogInput(analyzeFile(file, content)));
      return openFileAnalysisCache(writer.finish(), ENGINE);
    };
    // Written long ago, just after the file changed: written again now, the cache vouches for it by its time.
    const old = racyCache(LONG_AGO);
    const stamp = { size: content.length, mtime: LONG_AGO - RACY_MS / 2 };
    expect(old.freshness(file, stamp)).toBe('verify');
    expect(old.afterRead(file, stamp, contentHash(content))).toBeDefined();
    expect(old.dirty).toBe(true);
    expect(openFileAnalysisCache(old.write(), ENGINE).freshness(file, stamp)).toBe('fresh');
    // Written a moment ago: the file is still too recent for any cache's time to vouch for it; nothing to write.
    const now = Date.now();
    const recent = racyCache(now);
    expect(recent.vouch(file, { size: content.length, mtime: now - RACY_MS / 2 }, contentHash(content))).toBe(contentHash(content));
    expect(recent.dirty).toBe(false);
  });

  it('an unknown file: absent', () => {
    const session = openFileAnalysisCache(cacheFile, ENGINE);
    expect(session.beforeRead('mem:///elsewhere.txt', stampOf(content))).toBeUndefined();
    expect(session.afterRead('mem:///elsewhere.txt', stampOf(content), contentHash(content))).toBeUndefined();
  });

  it('writes back what is in use: hits copied, new analyses added, forgotten files left out', () => {
    const session = openFileAnalysisCache(cacheFile, ENGINE);
    const [first, second, third] = files;
    session.beforeRead(first.file, stampOf(first.content));
    session.beforeRead(second.file, stampOf(second.content));
    session.forget(second.file);
    session.remember('mem:///new.txt', stampOf(third.content), analyzeFile('mem:///new.txt', third.content));
    expect(session.dirty).toBe(true);
    const reading = AnalysisCache.read(session.write()!, ENGINE);
    if (!('cache' in reading)) throw new Error(reading.rejected);
    expect([...reading.cache.keys()].sort()).toEqual([first.file, 'mem:///new.txt'].sort());
    expect(plain(reading.cache.record(first.file))).toEqual(catalogInput(analyzeFile(first.file, first.content)));
  });

  it('a later write copies unchanged entries from the cache file as it is now', () => {
    const session = openFileAnalysisCache(cacheFile, ENGINE);
    for (const f of files) session.beforeRead(f.file, stampOf(f.content));
    expect(session.dirty).toBe(false);
    const first = session.write()!;
    const edited = new TextEncoder().encode(new TextDecoder().decode(content).replace('”', ' Edited.”'));
    session.remember(file, stampOf(edited), analyzeFile(file, edited));
    const second = AnalysisCache.read(session.write(first)!, ENGINE);
    if (!('cache' in second)) throw new Error(second.rejected);
    expect(second.cache.size).toBe(files.length);
    expect(plain(second.cache.record(file))).toEqual(catalogInput(analyzeFile(file, edited)));
    expect(plain(second.cache.record(files[1].file))).toEqual(catalogInput(analyzeFile(files[1].file, files[1].content)));
  });
});

describe('a catalog from cached analyses', () => {
  it('is the catalog analysing the files gives', () => {
    const files = reviewFiles();
    const cold = new CatalogBuilder();
    for (const { file, content } of files) cold.set(file, content);
    const session = openFileAnalysisCache(writeCache(files), ENGINE);
    const warm = new CatalogBuilder();
    for (const { file, content } of files) {
      const cached = session.beforeRead(file, stampOf(content));
      expect(cached).toBeDefined();
      warm.set(file, cached!);
    }
    expect(JSON.stringify(warm.build())).toBe(JSON.stringify(cold.build()));
  });

  /** Per file, the cached analysis (with what the cold catalog's assembly derived from it, kept in the cache). */
  function warmInputs(files: { file: string; content: Uint8Array }[], cold: CatalogBuilder): Map<string, CatalogFileInput> {
    const session = openFileAnalysisCache(undefined, ENGINE);
    for (const { file, content } of files) session.remember(file, stampOf(content), analyzeFile(file, content));
    const warm = openFileAnalysisCache(session.write(undefined, (file) => cold.assemblyOf(file)), ENGINE);
    return new Map(files.map(({ file, content }) => [file, warm.beforeRead(file, stampOf(content))!]));
  }

  it('assembles from analyses that kept what assembly derived without reading a quote: each file’s texts are read when first asked for', () => {
    const files = reviewFiles();
    const cold = new CatalogBuilder();
    for (const { file, content } of files) cold.set(file, content);
    const catalog = JSON.stringify(cold.build());
    const warm = new CatalogBuilder();
    for (const [file, input] of warmInputs(files, cold)) warm.set(file, input);
    const reviews = warm.build().reviews as StoredReview[];
    expect(reviews.length).toBeGreaterThan(20);
    // Only a review whose identity hash another quote shares is read (to tell a repeated quote from another).
    const read = reviews.filter((review) => !review.isPending);
    expect(read.length).toBeLessThan(reviews.length / 10);
    for (const review of read) expect(reviews.filter((other) => other.idHash === review.idHash).length + review.sources.length, review.id).toBeGreaterThan(2);
    expect(JSON.stringify(warm.build())).toBe(catalog);
    expect(reviews.some((review) => review.isPending)).toBe(false);
  });

  it('keeps what assembly derived (each quote’s identity hash, the sides’ short forms), and gives the same catalog with it', () => {
    const files = reviewFiles();
    const cold = new CatalogBuilder();
    for (const { file, content } of files) cold.set(file, content);
    const catalog = JSON.stringify(cold.build());
    const inputs = warmInputs(files, cold);
    const warm = new CatalogBuilder();
    let keptSides = 0;
    for (const { file } of files) {
      const input = inputs.get(file)!;
      expect(input.assembly?.hashes.length).toBe(input.quotes.length);
      const { seeds, hashes } = cold.assemblyOf(file)!;
      expect(input.assembly?.seeds).toEqual(seeds);
      expect(input.assembly?.hashes).toEqual(hashes);
      // The short forms of each side, as deriving them gives, unless one is not a slice of the name (then derived again).
      input.sides.forEach((side, i) => {
        const kept = input.assembly?.aliases?.[i];
        if (kept) kept.forEach((alias) => expect(side).toContain(alias));
        if (kept) expect(kept).toEqual(deriveAliases(side.trim()));
        else expect(deriveAliases(side.trim()).some((alias) => !side.includes(alias))).toBe(true);
        keptSides += kept ? 1 : 0;
      });
      warm.set(file, input);
    }
    expect(keptSides).toBeGreaterThan(files.length);
    expect(JSON.stringify(warm.build())).toBe(catalog);
  });

  it('trusts a kept hash only while its product’s seed is the same: other seeds are hashed again, the same seeds are not', () => {
    const files = reviewFiles();
    const cold = new CatalogBuilder();
    for (const { file, content } of files) cold.set(file, content);
    const catalog = JSON.stringify(cold.build());
    const inputs = warmInputs(files, cold);
    const withHashes = (change: (h: NonNullable<CatalogFileInput['assembly']>) => NonNullable<CatalogFileInput['assembly']>) => {
      const builder = new CatalogBuilder();
      for (const { file } of files) {
        const input = inputs.get(file)!;
        builder.set(file, { ...input, assembly: input.assembly && change(input.assembly) });
      }
      return JSON.stringify(builder.build());
    };
    // Seeds of other products (as when a new file shifts the product ids): every hash is computed again.
    expect(withHashes(({ seeds, hashes }) => ({ seeds: [(seeds[0] + 1) >>> 0, (seeds[1] + 1) >>> 0], hashes: hashes.map((h) => (h + 1) >>> 0) }))).toBe(catalog);
    // Hashes of a different number of quotes are not used at all.
    expect(withHashes(({ seeds, hashes }) => ({ seeds, hashes: hashes.slice(1) }))).toBe(catalog);
    // The same seeds: the kept hashes are used as they are (other hashes give other review ids).
    expect(withHashes(({ seeds, hashes }) => ({ seeds, hashes: hashes.map((h) => (h + 1) >>> 0) }))).not.toBe(catalog);
  });

  it('keeps each side’s place in the product order, and a place that is wrong or missing never changes the catalog', () => {
    const files = reviewFiles();
    const cold = new CatalogBuilder();
    for (const { file, content } of files) cold.set(file, content);
    const built = cold.build();
    const catalog = JSON.stringify(built);
    const inputs = warmInputs(files, cold);
    for (const { file } of files) {
      const input = inputs.get(file)!;
      input.assembly?.ranks?.forEach((rank, side) => {
        if (rank >= 0) expect(built.products[rank].name).toBe(input.sides[side].trim());
      });
    }
    const placed = [...inputs.values()].filter((input) => input.assembly?.ranks?.some((rank) => rank >= 0)).length;
    expect(placed).toBeGreaterThan(files.length / 2);
    const withRanks = (change: (ranks: readonly [number, number], k: number) => [number, number]) => {
      const builder = new CatalogBuilder();
      files.forEach(({ file }, k) => {
        const input = inputs.get(file)!;
        const assembly = input.assembly && { ...input.assembly, ranks: change(input.assembly.ranks ?? [-1, -1], k) };
        builder.set(file, { ...input, assembly });
      });
      return JSON.stringify(builder.build());
    };
    // Reversed, shuffled, none for some files, out of range: the same catalog.
    expect(withRanks(([a, b]) => [1000 - a, 1000 - b])).toBe(catalog);
    expect(withRanks(([a, b], k) => [(a * 7 + k) % 13, (b * 5 + k) % 11])).toBe(catalog);
    expect(withRanks((ranks, k) => (k % 3 ? [-1, -1] : [ranks[0], ranks[1]]))).toBe(catalog);
    expect(withRanks(() => [2 ** 40, 0.5])).toBe(catalog);
  });
});

describe('contentHash', () => {
  it('changes with any byte, and with the length', () => {
    const bytes = new TextEncoder().encode('Acme vs Zeta\n\n“A quote.”\n');
    const seen = new Set([contentHash(bytes)]);
    for (let i = 0; i < bytes.length; i++) {
      const changed = bytes.slice();
      changed[i] ^= 1;
      seen.add(contentHash(changed));
    }
    for (let n = 0; n < bytes.length; n++) seen.add(contentHash(bytes.subarray(0, n)));
    expect(seen.size).toBe(bytes.length * 2 + 1);
    expect(contentHash('abc')).toBe(contentHash(new TextEncoder().encode('abc')));
  });
});

describe('contentHash, aligned or not', () => {
  it('is the same hash whether the bytes start on a 4-byte boundary or not', () => {
    const text = new TextEncoder().encode('The quick brown fox — with a typographic ’ — jumps. '.repeat(20));
    for (let shift = 0; shift < 4; shift++) {
      const buffer = new Uint8Array(text.length + shift);
      buffer.set(text, shift);
      expect(contentHash(buffer.subarray(shift)), `shift ${shift}`).toBe(contentHash(text.slice()));
    }
  });
  it('the cache file’s checksum too, for every length (whole turns of eight words, and what is left)', () => {
    const text = new TextEncoder().encode('Ship it — or not. '.repeat(8));
    for (let length = 0; length <= 80; length++) {
      const sums = [0, 1, 2, 3].map((shift) => {
        const buffer = new Uint8Array(length + shift);
        buffer.set(text.subarray(0, length), shift);
        const lanes: [number, number] = [0, 0];
        checksumLanes(buffer, shift, shift + length, lanes);
        return lanes.join(',');
      });
      expect(new Set(sums).size, `length ${length}`).toBe(1);
    }
  });
});

describe('writing in steps', () => {
  it('a change made between the steps of a write is kept for the next write, not lost', () => {
    const files = reviewFiles();
    const session = openFileAnalysisCache(undefined, ENGINE);
    for (const { file, content } of files.slice(0, 3)) session.remember(file, stampOf(content), analyzeFile(file, content));
    const steps = session.writing();
    steps.next();
    const late = files[3];
    session.remember(late.file, stampOf(late.content), analyzeFile(late.file, late.content));
    session.forget(files[2].file);
    let step = steps.next();
    while (!step.done) step = steps.next();
    const first = AnalysisCache.read(step.value!, ENGINE);
    if (!('cache' in first)) throw new Error(first.rejected);
    expect([...first.cache.keys()].sort()).toEqual([files[0].file, files[1].file].sort());
    expect(session.dirty).toBe(true);
    const second = AnalysisCache.read(session.write(step.value)!, ENGINE);
    if (!('cache' in second)) throw new Error(second.rejected);
    expect([...second.cache.keys()].sort()).toEqual([files[0].file, files[1].file, late.file].sort());
    expect(plain(second.cache.record(late.file))).toEqual(catalogInput(analyzeFile(late.file, late.content)));
    expect(session.dirty).toBe(false);
  });
});

describe('the catalog snapshot: a reopened window starts from the last catalog', () => {
  const files = reviewFiles();
  /** The cold catalog of `files`, and a cache written after it with its plan, as the editor writes one after a load. */
  function written(list = files, catalogOf = true): { cold: CatalogBuilder; catalog: string; bytes: Uint8Array } {
    const cold = new CatalogBuilder();
    const session = openFileAnalysisCache(undefined, ENGINE);
    for (const { file, content } of list) session.remember(file, stampOf(content), cold.set(file, content));
    const catalog = JSON.stringify(cold.build());
    const plan = () => {
      const made = cold.plan();
      return made && { plan: made, fingerprint: (key: string) => session.stampOf(key)?.hash };
    };
    return { cold, catalog, bytes: session.write(undefined, (file) => cold.assemblyOf(file), catalogOf ? plan : undefined)! };
  }
  /** The snapshot part of a cache file, as its index tells. */
  const snapshotOf = (bytes: Uint8Array) => {
    const reading = AnalysisCache.read(bytes, ENGINE);
    if (!('cache' in reading)) throw new Error(reading.rejected);
    return reading.cache.snapshot;
  };

  it('restores the very catalog, without reading or analysing a file, and each file the cache vouches for is done', () => {
    const { catalog, bytes } = written();
    const session = openFileAnalysisCache(bytes, ENGINE);
    const warm = new CatalogBuilder();
    const restored = session.restore(warm);
    expect(restored).toEqual(files.map(({ file }) => file).sort());
    // No review is made, and no file's analysis decoded, until something reads the reviews.
    const made = warm.build();
    expect(pendingReviews(made)?.product.length).toBe(JSON.parse(catalog).reviews.length);
    expect(JSON.stringify([made.products, made.matchups, made.problems])).toBe(JSON.stringify(((c) => [c.products, c.matchups, c.problems])(JSON.parse(catalog))));
    expect(JSON.stringify(warm.build())).toBe(catalog);
    expect(pendingReviews(made)).toBeUndefined();
    for (const { file, content } of files) expect(session.vouch(file, stampOf(content))).toBe(contentHash(content));
    expect(session.counts).toEqual({ fresh: files.length, verified: 0, analysed: 0 });
    // Nothing changed: no new cache file is needed.
    expect(session.dirty).toBe(false);
  });

  it('restores without decoding a quote: a file’s texts are read from the cache when one of its reviews is first read', () => {
    const { catalog, bytes } = written();
    const warm = new CatalogBuilder();
    openFileAnalysisCache(bytes, ENGINE).restore(warm);
    const reviews = warm.build().reviews as StoredReview[];
    expect(reviews.length).toBeGreaterThan(20);
    expect(reviews.every((review) => review.isPending)).toBe(true);
    const file = reviews[0].sources[0].file;
    expect(reviews[0].gist).not.toBe('');
    // Its file's reviews are read with it, and no other file's.
    for (const review of reviews) expect(review.isPending, review.sources[0].file).toBe(review.sources[0].file !== file);
    // What is read is what the cold catalog holds.
    expect(JSON.stringify(warm.build())).toBe(catalog);
    expect(reviews.some((review) => review.isPending)).toBe(false);
  });

  it('a file whose texts do not decode when first read gives its labels and empty texts, never a throw', () => {
    const writer = new AnalysisCacheWriter(ENGINE);
    const quote = { text: 'Acme is fine. We would ship it.', line: 3, column: 1, persona: 'builder' as const, verdict: 'ship' as const, verdictSentence: 'We would ship it.', gist: 'Acme is fine.', side: 0 as const };
    writer.add('k', { size: 1, mtime: 2, hash: '0123456789abcdef' }, { file: 'k', title: { line: 1 }, sides: ['Acme', 'Bolt'], quotes: [quote, { ...quote, line: 5 }], problems: [] });
    const bytes = writer.finish();
    const opened = AnalysisCache.read(bytes, ENGINE);
    if (!('cache' in opened)) throw new Error(opened.rejected);
    const text = opened.cache.encoded('k')!.narrow.packed;
    const damaged = bytes.slice();
    damaged[text.byteOffset - bytes.byteOffset + text.length - 1] = 0xff; // not UTF-8
    const reading = AnalysisCache.read(resealed(damaged), ENGINE);
    if (!('cache' in reading)) throw new Error(reading.rejected);
    const record = reading.cache.record('k')!;
    expect(record.quotes.map((quote) => [quote.text, quote.verdictSentence, quote.gist, quote.persona])).toEqual([0, 1].map(() => ['', '', '', 'builder']));
    const drafts = reading.cache.pendingDrafts('k')!;
    expect(drafts.sides).toEqual(['Acme', 'Bolt']);
    expect(drafts.drafts.map((draft) => draft.isPending)).toEqual([true, true]);
    expect(drafts.drafts.map((draft) => [draft.text, draft.verdictSentence, draft.gist])).toEqual([['', '', ''], ['', '', '']]);
    // The undamaged file reads the same texts pending as at once.
    const intact = opened.cache.pendingDrafts('k')!.drafts;
    expect(intact.map((draft) => [draft.text, draft.verdictSentence, draft.gist])).toEqual([0, 1].map(() => [quote.text, quote.verdictSentence, quote.gist]));
  });

  it('a restored assembler takes changes as the one that wrote the cache would: the catalog is the one analysing the files gives', () => {
    const { bytes } = written();
    const session = openFileAnalysisCache(bytes, ENGINE);
    const warm = new CatalogBuilder();
    session.restore(warm);
    const [first, second, ...rest] = files;
    const edited = new TextEncoder().encode(`${new TextDecoder().decode(second.content)}\n\n“Reopened and edited: I would still pick it. Ship.”\n`);
    // The first file only touched (same bytes, a new time): vouched for by its content.
    expect(session.vouch(first.file, { size: first.content.length, mtime: LONG_AGO + 5 })).toBeUndefined();
    expect(session.vouch(first.file, { size: first.content.length, mtime: LONG_AGO + 5 }, contentHash(first.content))).toBe(contentHash(first.content));
    expect(session.vouch(second.file, stampOf(edited), contentHash(edited))).toBeUndefined();
    warm.set(second.file, edited);
    warm.delete(rest[rest.length - 1].file);
    const now = [first, { file: second.file, content: edited }, ...rest.slice(0, -1)];
    const fresh = new CatalogBuilder();
    for (const { file, content } of now) fresh.set(file, content);
    expect(JSON.stringify(warm.build())).toBe(JSON.stringify(fresh.build()));
  });

  it('is written only for the catalog of exactly the files written, as written', () => {
    expect(snapshotOf(written().bytes)).toBeDefined();
    expect(snapshotOf(written(files, false).bytes)).toBeUndefined();
    // A file the catalog holds with other bytes than the cache does.
    const cold = new CatalogBuilder();
    const session = openFileAnalysisCache(undefined, ENGINE);
    for (const { file, content } of files) session.remember(file, stampOf(content), cold.set(file, content));
    cold.build();
    const otherHash = (key: string) => (key === files[0].file ? '0123456789abcdef' : session.stampOf(key)?.hash);
    expect(snapshotOf(session.write(undefined, undefined, () => ({ plan: cold.plan()!, fingerprint: otherHash }))!)).toBeUndefined();
    // A file the cache leaves out (forgotten since the catalog was built).
    const again = openFileAnalysisCache(undefined, ENGINE);
    for (const { file, content } of files) again.remember(file, stampOf(content), analyzeFile(file, content));
    again.forget(files[1].file);
    expect(snapshotOf(again.write(undefined, undefined, () => ({ plan: cold.plan()!, fingerprint: (key) => again.stampOf(key)?.hash }))!)).toBeUndefined();
    // Files changed since the catalog was built: there is no plan to keep.
    cold.set(files[0].file, new TextEncoder().encode('Foo vs Bar\n\n“Changed. Skip.”'));
    expect(cold.plan()).toBeUndefined();
  });

  it('a snapshot that does not fit its entries restores nothing, and every analysis is still used', () => {
    const { cold, catalog, bytes } = written();
    const plan = cold.plan()!;
    const fingerprint = (key: string) => files.find((f) => f.file === key) && contentHash(files.find((f) => f.file === key)!.content);
    /** A cache whose snapshot is `tampered` (the writer stores what it is given). */
    const withPlan = (tampered: typeof plan) => {
      const session = openFileAnalysisCache(undefined, ENGINE);
      for (const { file, content } of files) session.remember(file, stampOf(content), analyzeFile(file, content));
      return session.write(undefined, undefined, () => ({ plan: tampered, fingerprint }))!;
    };
    // Damage the checksum missed: a count beyond the bytes.
    const damaged = bytes.slice();
    damaged[bytes.length - 16 - snapshotOf(bytes)!.length] = 0xff;
    const cases: [string, Uint8Array][] = [
      ['a count beyond the bytes', resealed(damaged)],
      ['a source past its file’s quotes', withPlan({ ...plan, sourceQuote: plan.sourceQuote.map((q) => q + 1) })],
      ['a quote that is the source of two reviews', withPlan({ ...plan, sourceFile: plan.sourceFile.map(() => 0), sourceQuote: plan.sourceQuote.map(() => 0) })],
      ['a product named by an untitled file', withPlan({ ...plan, productFile: plan.productFile.map(() => files.length + 3) })],
      // What the catalog is made of before any record is decoded: each record's start must say the same.
      ['a title line its file’s record does not have', withPlan({ ...plan, fileTitle: plan.fileTitle.map((line) => (line ? line + 1 : 0)) })],
      ['more quotes than its file’s record has', withPlan({ ...plan, fileQuotes: plan.fileQuotes.map((n, f) => (f === 0 ? n + 1 : n)), sourceQuote: plan.sourceQuote })],
    ];
    for (const [name, cache] of cases) {
      const session = openFileAnalysisCache(cache, ENGINE);
      expect(session.rejected, name).toBeUndefined();
      expect(snapshotOf(cache), name).toBeDefined();
      const warm = new CatalogBuilder();
      expect(session.restore(warm), name).toBeUndefined();
      expect(warm.files(), name).toEqual([]);
      for (const { file, content } of files) warm.set(file, session.beforeRead(file, stampOf(content))!);
      expect(JSON.stringify(warm.build()), name).toBe(catalog);
    }
  });

  it('is restorable only when the cache holds exactly these files and each one’s stamp vouches for it', () => {
    const { bytes } = written();
    const session = openFileAnalysisCache(bytes, ENGINE);
    const keys = files.map(({ file }) => file);
    const stamps = new Map(files.map(({ file, content }) => [file, { size: content.length, mtime: LONG_AGO }]));
    expect(session.holdsCatalog).toBe(true);
    expect(session.restorable(keys, (key) => stamps.get(key))).toBe(true);
    expect(session.restorable([...keys, keys[0]], (key) => stamps.get(key))).toBe(true);
    // A file gone, a file added, a file touched, a file that could not be stat'ed.
    expect(session.restorable(keys.slice(1), (key) => stamps.get(key))).toBe(false);
    expect(session.restorable([...keys, 'mem:///new.txt'], (key) => stamps.get(key) ?? { size: 1, mtime: LONG_AGO })).toBe(false);
    const touched = (key: string) => (key === keys[2] ? { size: stamps.get(key)!.size, mtime: LONG_AGO + 1 } : stamps.get(key));
    expect(session.restorable(keys, touched)).toBe(false);
    // Touched, the same bytes: its content vouches for it; other bytes do not.
    expect(session.restorable(keys, touched, (key) => contentHash(files.find((f) => f.file === key)!.content))).toBe(true);
    expect(session.restorable(keys, touched, () => '0123456789abcdef')).toBe(false);
    expect(session.restorable(keys, (key) => (key === keys[2] ? undefined : stamps.get(key)))).toBe(false);
    // A cache without a catalog.
    const plain = openFileAnalysisCache(written(files, false).bytes, ENGINE);
    expect(plain.holdsCatalog).toBe(false);
    expect(plain.restorable(keys, (key) => stamps.get(key))).toBe(false);
  });

  it('is restorable as the last catalog, to show while the changes are taken, when at most a quarter of the files changed, came or went', () => {
    const { bytes } = written();
    const session = openFileAnalysisCache(bytes, ENGINE);
    const keys = files.map(({ file }) => file);
    const stamps = new Map(files.map(({ file, content }) => [file, { size: content.length, mtime: LONG_AGO }]));
    const stampOf = (key: string) => stamps.get(key) ?? { size: 1, mtime: LONG_AGO };
    const quarter = Math.floor(keys.length / 4);
    expect(quarter).toBeGreaterThanOrEqual(2);
    // Every file as cached: the exact catalog, not the last one.
    expect(session.restorableAsLast(keys, stampOf)).toBe(false);
    // One changed, one gone, one new: each counts.
    const edited = (key: string) => (key === keys[1] ? { size: stamps.get(key)!.size + 1, mtime: LONG_AGO + 1 } : stampOf(key));
    expect(session.restorableAsLast(keys, edited)).toBe(true);
    expect(session.restorable(keys, edited)).toBe(false);
    expect(session.restorableAsLast(keys.slice(1), stampOf)).toBe(true);
    expect(session.restorableAsLast([...keys, 'mem:///new.txt'], stampOf)).toBe(true);
    // A quarter out of date still shows the last catalog; one more does not.
    const news = (n: number) => Array.from({ length: n }, (_, i) => `mem:///new-${i}.txt`);
    expect(session.restorableAsLast([...keys.slice(0, keys.length - 1), ...news(quarter - 1)], stampOf)).toBe(true);
    expect(session.restorableAsLast([...keys.slice(0, keys.length - 1), ...news(quarter)], stampOf)).toBe(false);
    // Touched, the same bytes: its content vouches for it, and nothing is out of date.
    const touched = (key: string) => (key === keys[2] ? { size: stamps.get(key)!.size, mtime: LONG_AGO + 1 } : stampOf(key));
    expect(session.restorableAsLast(keys, touched, (key) => contentHash(files.find((f) => f.file === key)!.content))).toBe(false);
    expect(session.restorableAsLast(keys, touched)).toBe(true);
    // A cache without a catalog has no last catalog.
    const plain = openFileAnalysisCache(written(files, false).bytes, ENGINE);
    expect(plain.restorableAsLast(keys.slice(1), stampOf)).toBe(false);
  });

  it('gives the last catalog, which taking the changes then makes the cold catalog of the files as they are', () => {
    const { catalog: before, bytes } = written();
    const now = files.slice(1).map((f, i) => (i === 0 ? { file: f.file, content: new TextEncoder().encode(new TextDecoder().decode(f.content).replace(/\u201d/, ' Skip it.\u201d')) } : f));
    expect(now[0]!.content.length).toBeGreaterThan(files[1]!.content.length);
    now.push({ file: 'mem:///unseen/zz-new.txt', content: new TextEncoder().encode('Quill Notes vs Harbor Sheets\n\n\u201cThe buyer of Harbor Sheets is finance; no moat. Skip.\u201d\n') });
    const cold = new CatalogBuilder();
    for (const { file, content } of now) cold.set(file, content);
    const expected = JSON.stringify(cold.build());
    expect(expected).not.toBe(before);
    const session = openFileAnalysisCache(bytes, ENGINE);
    const stampsNow = new Map(now.map(({ file, content }) => [file, { size: content.length, mtime: files.some((f) => f.file === file && f.content === content) ? LONG_AGO : LONG_AGO + 5 }]));
    expect(session.restorableAsLast(stampsNow.keys(), (key) => stampsNow.get(key))).toBe(true);
    const warm = new CatalogBuilder();
    const restored = session.restore(warm)!;
    // What shows first is the catalog as the last session left it.
    expect(JSON.stringify(warm.build())).toBe(before);
    // Then, as a load takes them: each file the cache vouches for stays, the others are taken, the gone one deleted.
    for (const { file, content } of now) {
      const stamp = stampsNow.get(file)!;
      if (restored.includes(file) && session.vouch(file, stamp)) continue;
      const hash = contentHash(content);
      const verified = session.afterRead(file, stamp, hash);
      if (verified) warm.set(file, verified);
      else session.remember(file, { ...stamp, hash }, warm.set(file, content));
    }
    for (const file of restored) if (!stampsNow.has(file)) warm.delete(file);
    expect(JSON.stringify(warm.build())).toBe(expected);
  });

  it('restores only into a new assembler', () => {
    const { bytes } = written();
    const used = new CatalogBuilder();
    used.set(files[0].file, files[0].content);
    expect(openFileAnalysisCache(bytes, ENGINE).restore(used)).toBeUndefined();
    expect(used.files()).toEqual([files[0].file]);
  });

  it('costs a small part of the cache file', () => {
    const { bytes } = written();
    expect(snapshotOf(bytes)!.length).toBeLessThan(bytes.length / 20);
  });
});
