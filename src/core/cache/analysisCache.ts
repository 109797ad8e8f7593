import type { CatalogFileInput, FileAssembly } from '../catalog/catalogBuilder';
import type { DraftFile } from '../catalog/catalogEntries';
import type { KeptQuote, KeptTexts, PendingTexts } from '../catalog/storedReview';
import { ByteSink, ByteSource, unzigzag, zigzag } from './bytes';
import { CatalogRecordDecoder, CatalogRecordEncoder } from './catalogRecord';
import { checksumLanes, lanesToHex, type ContentHash } from './contentHash';
import { TextPacker, unpackText } from './textPacking';

/**
 * A persisted cache of per-file analyses, keyed by the file's key (its URI string in the editor, its path in the
 * CLI), so a window that reopens a folder of unchanged files reads the cache instead of analysing them again.
 * Pure: bytes in, bytes out; the adapters read and write the file.
 *
 * Trust rules. An entry is used only when the cache was written by this very engine (ENGINE_VERSION, a hash of the
 * parser and the understanding tables) and the file is provably the same: same size and modification time (and
 * not modified so close to the cache's writing that the time cannot tell), or else the same content hash. A cache
 * that is empty, foreign, truncated, half-written or damaged anywhere (a checksum covers every byte) is rejected
 * whole and never partly trusted; a record whose structure still fails to decode is a miss. Records are read from
 * their structures alone, their quotes' texts when first asked for (`record`, `pendingDrafts`). Nothing here throws on
 * bad bytes.
 *
 * File layout (little-endian):
 *   magic (8 bytes) · u32 format · engine (varint length + UTF-8) · f64 written-at (ms since 1970) · varint entry count
 *   · varint byte length of the keys · varint byte length of the catalog snapshot · the keys as one run (UTF-8: of each key, what it does not share with the one before)
 *   count × index entry: key (varint length shared with the previous key · varint length of the rest, in UTF-16 units)
 *                  · varint size · f64 mtime · u32 u32 content hash
 *                  · per text (narrow, then wide): varint packed bytes · varint zigzag(bytes − packed bytes)
 *                    · varint bytes − UTF-16 units
 *                  · varint structure bytes · varint hash bytes
 *   · the entries' narrow texts, each packed (textPacking), concatenated · their wide texts, likewise
 *   · their structures (catalogRecord)
 *   · their hashes: none, or what assembly derived (FileAssembly): u32 seed of side 0 · u32 seed of side 1 · u32 per quote
 *     · per side its short forms (varint count + 1, 0 when not kept · per form varint offset · varint length, a slice of the side)
 *     · per side its product's place in the catalog's order (varint place + 1, 0 when not known)
 *   · the catalog snapshot: none, or the plan of the catalog assembled from exactly these entries (catalogSnapshot.ts)
 *   trailer (16 bytes): u32 length of all before it · u32 u32 checksum of all before it · "VEND"
 * A writer that stops half way leaves no trailer, or one that does not add up: the file is then ignored.
 */

/** What a host can tell about a file without reading it. */
export interface FileStamp {
  /** Bytes. */
  size: number;
  /** Last modification, in milliseconds since 1970 (fractions allowed). */
  mtime: number;
}

/** What the cache keeps about a file, besides its analysis. */
export interface CachedStamp extends FileStamp {
  hash: ContentHash;
}

/** Why a cache file was not used. */
export type CacheRejection = 'empty' | 'not-a-cache' | 'truncated' | 'damaged' | 'other-format' | 'other-engine' | 'unversioned-engine';

/**
 * How far a file's stamp vouches for its cached analysis: `fresh` (use it, no need to read the file), `verify`
 * (read the file; use the analysis if its content hash is the cached one), `absent` (analyse it).
 */
export type Freshness = 'fresh' | 'verify' | 'absent';

const MAGIC = [0x56, 0x52, 0x44, 0x43, 0x0d, 0x0a, 0x1a, 0x0a]; // "VRDC\r\n\x1a\n": line-ending or text-mode mangling shows
const TRAILER_MAGIC = [0x56, 0x45, 0x4e, 0x44]; // "VEND"
const TRAILER = 16;
/** Bumped when the layout above changes (the engine version covers the records' content). */
export const CACHE_FORMAT = 10;
/**
 * A file modified less than this before the cache was written may have changed again within the same
 * modification time (file systems count it in 1 ms to 2 s steps): its stamp does not vouch for it (git's "racily
 * clean" rule), its content hash must.
 */
export const RACY_MS = 2_000;

/**
 * One of an entry's two texts (narrow, wide) in every entry, as columns: where each entry's packed bytes start in the
 * file's run of them, and where its unpacked text starts, in bytes and in UTF-16 units; an entry ends where the next
 * starts (each column has one more element than there are entries).
 */
interface TextColumns {
  packed: Float64Array;
  bytes: Float64Array;
  units: Float64Array;
}

/**
 * The index, as columns (no object per entry: a warm start reads every entry once). Per entry its stamp, its two
 * texts, and where its structure and hashes start in bytes (each offset column has one more element than entries).
 */
interface Columns {
  size: Float64Array;
  mtime: Float64Array;
  hashA: Uint32Array;
  hashB: Uint32Array;
  narrow: TextColumns;
  wide: TextColumns;
  structure: Float64Array;
  hashes: Float64Array;
}

/**
 * Texts are unpacked and decoded a chunk of entries at a time, at least this many bytes (the last chunk excepted):
 * through one small buffer, reused, instead of one as large as the text; each chunk is one `TextDecoder` call and
 * one string, of which the chunk's quotes are slices.
 */
const CHUNK_BYTES = 1 << 18;

/** One text's chunks: per entry its chunk, per chunk its first entry (and one more: the end), and the decoded chunks. */
class TextChunks {
  readonly chunkOf: Uint32Array;
  readonly firsts: number[] = [0];
  /** Per chunk its text, once decoded; null when it does not unpack or decode. */
  readonly texts: (string | null | undefined)[] = [];

  constructor(
    readonly columns: TextColumns,
    /** Where the text's packed run starts in the file. */
    readonly at: number,
    count: number,
  ) {
    this.chunkOf = new Uint32Array(count);
    const bytes = columns.bytes;
    let first = 0;
    for (let i = 0; i < count; i++) {
      if (bytes[i] - bytes[first] >= CHUNK_BYTES) {
        first = i;
        this.firsts.push(i);
      }
      this.chunkOf[i] = this.firsts.length - 1;
    }
    this.firsts.push(count);
  }
}

export type CacheReading = { cache: AnalysisCache } | { rejected: CacheRejection };

export class AnalysisCache {
  /** Each entry's stamp, made when first asked for (a reopen asks for every file's, some more than once). */
  private readonly stamped: (CachedStamp | undefined)[] = [];

  private readonly decoder = new CatalogRecordDecoder();
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  /** Where texts are unpacked before decoding, grown as needed. */
  private scratch: Uint8Array | undefined;
  private readonly narrowChunks: TextChunks;
  private readonly wideChunks: TextChunks;

  private constructor(
    private readonly bytes: Uint8Array,
    /** Each key's row in `columns`. */
    private readonly entries: Map<string, number>,
    private readonly columns: Columns,
    /** When the cache was written (ms since 1970). */
    readonly writtenAt: number,
    readonly engine: string,
    /** Where the parts are in the bytes. */
    private readonly parts: { narrowAt: number; wideAt: number; structureAt: number; hashAt: number; snapshotAt: number },
  ) {
    this.narrowChunks = new TextChunks(columns.narrow, parts.narrowAt, entries.size);
    this.wideChunks = new TextChunks(columns.wide, parts.wideAt, entries.size);
  }

  /** Opens a cache file's bytes, or says why they cannot be trusted. Never throws. */
  static read(bytes: Uint8Array, engine: string | undefined): CacheReading {
    if (engine === undefined) return { rejected: 'unversioned-engine' };
    if (bytes.length === 0) return { rejected: 'empty' };
    for (let i = 0; i < MAGIC.length; i++) if (bytes[i] !== MAGIC[i]) return { rejected: bytes.length < MAGIC.length ? 'truncated' : 'not-a-cache' };
    if (bytes.length < MAGIC.length + TRAILER) return { rejected: 'truncated' };
    const tail = new ByteSource(bytes, bytes.length - TRAILER);
    const length = tail.u32();
    const a = tail.u32();
    const b = tail.u32();
    for (let i = 0; i < TRAILER_MAGIC.length; i++) if (tail.byte() !== TRAILER_MAGIC[i]) return { rejected: 'truncated' };
    if (length !== bytes.length - TRAILER) return { rejected: 'truncated' };
    const lanes: [number, number] = [0, 0];
    checksumLanes(bytes, 0, length, lanes);
    if (lanes[0] !== a || lanes[1] !== b) return { rejected: 'damaged' };
    try {
      const source = new ByteSource(bytes, MAGIC.length, length);
      if (source.u32() !== CACHE_FORMAT) return { rejected: 'other-format' };
      const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
      const written = utf8.decode(source.take(source.varint()));
      if (written !== engine) return { rejected: 'other-engine' };
      const writtenAt = source.f64();
      const count = source.varint();
      // An index entry takes at least 27 bytes: a count beyond that is damage, not a reason to allocate.
      if (count > (length - source.pos) / 27) return { rejected: 'damaged' };
      const keyBytes = source.varint();
      const snapshotBytes = source.varint();
      // Every key's unshared part, decoded at once: one decoder call, not one per file.
      const keyRun = utf8.decode(source.take(keyBytes));
      const column = () => new Float64Array(count + 1);
      const text = (): TextColumns => ({ packed: column(), bytes: column(), units: column() });
      const columns: Columns = {
        size: new Float64Array(count),
        mtime: new Float64Array(count),
        hashA: new Uint32Array(count),
        hashB: new Uint32Array(count),
        narrow: text(),
        wide: text(),
        structure: column(),
        hashes: column(),
      };
      const entries = new Map<string, number>();
      const readText = ({ packed, bytes, units }: TextColumns, i: number): boolean => {
        const p = source.varint();
        const n = p + unzigzag(source.varint());
        const u = n - source.varint();
        if (n < 0 || u < 0 || u > n) return false;
        packed[i + 1] = packed[i] + p;
        bytes[i + 1] = bytes[i] + n;
        units[i + 1] = units[i] + u;
        return true;
      };
      let key = '';
      let keyAt = 0;
      for (let i = 0; i < count; i++) {
        const shared = source.varint();
        const rest = source.varint();
        if (shared > key.length || rest > keyRun.length - keyAt) return { rejected: 'damaged' };
        key = key.slice(0, shared) + keyRun.slice(keyAt, (keyAt += rest));
        columns.size[i] = source.varint();
        columns.mtime[i] = source.f64();
        columns.hashA[i] = source.u32();
        columns.hashB[i] = source.u32();
        if (!readText(columns.narrow, i) || !readText(columns.wide, i)) return { rejected: 'damaged' };
        columns.structure[i + 1] = columns.structure[i] + source.varint();
        const hb = source.varint();
        if (hb !== 0 && hb < 10) return { rejected: 'damaged' };
        columns.hashes[i + 1] = columns.hashes[i] + hb;
        entries.set(key, i);
      }
      if (keyAt !== keyRun.length) return { rejected: 'damaged' };
      const narrowAt = source.pos;
      const wideAt = narrowAt + columns.narrow.packed[count];
      const structureAt = wideAt + columns.wide.packed[count];
      const hashAt = structureAt + columns.structure[count];
      const snapshotAt = hashAt + columns.hashes[count];
      if (snapshotAt + snapshotBytes !== length || entries.size !== count) return { rejected: 'damaged' };
      return { cache: new AnalysisCache(bytes, entries, columns, writtenAt, written, { narrowAt, wideAt, structureAt, hashAt, snapshotAt }) };
    } catch {
      return { rejected: 'damaged' };
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** The catalog snapshot's bytes (the plan of the catalog of exactly these entries), when the cache holds one. */
  get snapshot(): Uint8Array | undefined {
    const { snapshotAt } = this.parts;
    const end = this.bytes.length - TRAILER;
    return end > snapshotAt ? this.bytes.subarray(snapshotAt, end) : undefined;
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  stamp(key: string): CachedStamp | undefined {
    const i = this.entries.get(key);
    if (i === undefined) return undefined;
    const { size, mtime, hashA, hashB } = this.columns;
    return (this.stamped[i] ??= new LaneStamp(size[i], mtime[i], hashA[i], hashB[i]));
  }

  /** Whether a file with this stamp can use its cached analysis without being read (see Freshness). */
  check(key: string, stamp: FileStamp): Freshness {
    const i = this.entries.get(key);
    if (i === undefined) return 'absent';
    return this.columns.size[i] === stamp.size && this.columns.mtime[i] === stamp.mtime && stamp.mtime + RACY_MS <= this.writtenAt ? 'fresh' : 'verify';
  }

  /** Whether the file's content is what was analysed (compare `contentHash` of its bytes). */
  matches(key: string, hash: ContentHash): boolean {
    return this.stamp(key)?.hash === hash;
  }

  /**
   * The cached analysis of a file, or undefined when there is none or it does not decode. Its quotes' texts are read
   * from this cache when first asked for (as `pendingDrafts`). Never throws.
   */
  record(key: string): CatalogFileInput | undefined {
    const record = this.pending(key, (...args) => this.decoder.decodePending(key, ...args), (read) => read.quotes as KeptQuote[]);
    if (record === undefined) return undefined;
    const i = this.entries.get(key)!;
    const { hashes } = this.columns;
    if (hashes[i + 1] > hashes[i]) {
      try {
        const assembly = this.assembly(this.parts.hashAt + hashes[i], this.parts.hashAt + hashes[i + 1], record);
        if (assembly) record.assembly = assembly;
      } catch {
        return undefined;
      }
    }
    return record;
  }

  /**
   * The start of a file's record: its title's line (0: no title) and its number of quotes, read without decoding
   * the rest; undefined when there is none or it does not decode. Never throws.
   */
  head(key: string): { titleLine: number; quotes: number } | undefined {
    const i = this.entries.get(key);
    if (i === undefined) return undefined;
    const at = this.parts.structureAt;
    const { structure } = this.columns;
    try {
      const source = new ByteSource(this.bytes, at + structure[i], at + structure[i + 1]);
      const title = source.varint();
      return { titleLine: title > 0 ? title - 1 : 0, quotes: source.varint() };
    } catch {
      return undefined;
    }
  }

  /**
   * A file's cached analysis as assembly starts from it (`DraftFile`: each quote a draft review), without what assembly
   * derived; undefined when there is none or it does not decode. Never throws.
   */
  drafts(key: string): DraftFile | undefined {
    const i = this.entries.get(key);
    return i === undefined ? undefined : this.decoded(i, (...args) => this.decoder.decodeDrafts(key, ...args));
  }

  /**
   * `drafts`, without decoding a quote: each draft's texts are read from this cache when any draft of the file is
   * first read (`PendingTexts`), so restoring a catalog decodes no text, and a view decodes only what it shows.
   * Undefined when it does not decode. Never throws.
   */
  pendingDrafts(key: string): DraftFile | undefined {
    return this.pending(key, (...args) => this.decoder.decodePendingDrafts(key, ...args), (file) => file.drafts);
  }

  /**
   * The entry of `key` read by `read` from its structure alone, the texts of its quotes (`quotesOf`) left to be read
   * from this cache when first asked for; undefined when there is none or it does not decode.
   */
  private pending<T>(key: string, read: PendingRead<T>, quotesOf: (value: T) => readonly KeptTexts[]): T | undefined {
    const i = this.entries.get(key);
    if (i === undefined) return undefined;
    const { narrow, wide, structure } = this.columns;
    const at = this.parts.structureAt;
    const texts = new CachedFileTexts(this, key);
    try {
      const value = read(this.bytes, at + structure[i], at + structure[i + 1], narrow.units[i + 1] - narrow.units[i], wide.units[i + 1] - wide.units[i], texts);
      texts.quotes = quotesOf(value);
      return value;
    } catch {
      return undefined;
    }
  }

  /** Entry `i` read by `read` from its structure and its texts (where each is in its chunk); undefined when it does not decode. */
  private decoded<T>(i: number, read: EntryRead<T>): T | undefined {
    const narrow = this.chunkText(this.narrowChunks, i);
    const wide = narrow === null ? null : this.chunkText(this.wideChunks, i);
    if (narrow === null || wide === null) return undefined;
    try {
      const [n, w] = [this.narrowChunks, this.wideChunks];
      const n0 = n.columns.units[n.firsts[n.chunkOf[i]]];
      const w0 = w.columns.units[w.firsts[w.chunkOf[i]]];
      const at = this.parts.structureAt;
      const { structure } = this.columns;
      return read(this.bytes, at + structure[i], at + structure[i + 1], narrow, n.columns.units[i] - n0, n.columns.units[i + 1] - n0, wide, w.columns.units[i] - w0, w.columns.units[i + 1] - w0);
    } catch {
      return undefined;
    }
  }

  /** The decoded text of the chunk holding entry `i`, unpacked and decoded when first asked for; null when it does not decode. */
  private chunkText(chunks: TextChunks, i: number): string | null {
    const c = chunks.chunkOf[i];
    const known = chunks.texts[c];
    if (known !== undefined) return known;
    const { packed, bytes, units } = chunks.columns;
    const first = chunks.firsts[c];
    const end = chunks.firsts[c + 1];
    const total = bytes[end] - bytes[first];
    let text: string | null = null;
    try {
      if (!this.scratch || this.scratch.length < total) this.scratch = new Uint8Array(Math.max(total, CHUNK_BYTES * 2));
      const scratch = this.scratch;
      for (let e = first; e < end; e++) {
        unpackText(this.bytes, chunks.at + packed[e], chunks.at + packed[e + 1], scratch, bytes[e] - bytes[first], bytes[e + 1] - bytes[e]);
      }
      const decoded = this.utf8.decode(scratch.subarray(0, total));
      if (decoded.length === units[end] - units[first]) text = decoded;
    } catch {
      text = null;
    }
    chunks.texts[c] = text;
    return text;
  }

  /** What assembly derived from the file, kept beside its record; undefined (the record stands alone) when it is not the record's. */
  private assembly(start: number, end: number, record: CatalogFileInput): FileAssembly | undefined {
    const source = new ByteSource(this.bytes, start, end);
    const count = record.quotes.length;
    if (8 + 4 * count > end - start) return undefined;
    const seeds: [number, number] = [source.u32(), source.u32()];
    const hashes: number[] = new Array(count);
    for (let q = 0; q < count; q++) hashes[q] = source.u32();
    const aliases: [string[] | undefined, string[] | undefined] = [undefined, undefined];
    for (let side = 0; side < 2; side++) {
      const n = source.varint() - 1;
      if (n < 0) continue;
      const name = record.sides[side]?.trim();
      if (name === undefined) return undefined;
      const list: string[] = [];
      for (let k = 0; k < n; k++) {
        const at = source.varint();
        const length = source.varint();
        if (at + length > name.length) return undefined;
        list.push(name.slice(at, at + length));
      }
      aliases[side] = list;
    }
    const ranks: [number, number] = [source.varint() - 1, source.varint() - 1];
    return source.pos === source.end ? { seeds, hashes, aliases, ranks } : undefined;
  }

  /** @internal The entry's encoded parts, for a writer to copy. */
  encoded(key: string): EncodedEntry | undefined {
    const i = this.entries.get(key);
    if (i === undefined) return undefined;
    const { narrowAt, wideAt, structureAt, hashAt } = this.parts;
    const { narrow, wide, structure, hashes } = this.columns;
    const bytes = this.bytes;
    const part = ({ packed, bytes: unpacked, units }: TextColumns, at: number): EncodedText => ({
      packed: bytes.subarray(at + packed[i], at + packed[i + 1]),
      bytes: unpacked[i + 1] - unpacked[i],
      units: units[i + 1] - units[i],
    });
    return {
      narrow: part(narrow, narrowAt),
      wide: part(wide, wideAt),
      structure: bytes.subarray(structureAt + structure[i], structureAt + structure[i + 1]),
      hashes: bytes.subarray(hashAt + hashes[i], hashAt + hashes[i + 1]),
    };
  }
}

/**
 * A cached stamp whose content hash is spelled (as hex) when first read: a reopen vouches for 10,000 files by size and
 * time, and spells the hashes only of the files whose fingerprints it keeps.
 */
class LaneStamp implements CachedStamp {
  private spelled: ContentHash | undefined;

  constructor(
    readonly size: number,
    readonly mtime: number,
    private readonly a: number,
    private readonly b: number,
  ) {}

  get hash(): ContentHash {
    return (this.spelled ??= lanesToHex(this.a, this.b));
  }
}

/**
 * The texts of one file's quotes read back from a cache (`record`, `pendingDrafts`), read from it when first asked
 * for: the file is decoded again, whole, and each quote takes its texts. Were that to fail (the checksum vouched for
 * every byte, so it cannot but through a defect), the quotes are left with empty texts rather than a throw in a view.
 */
class CachedFileTexts implements PendingTexts {
  quotes: readonly KeptTexts[] = [];

  constructor(
    private readonly cache: AnalysisCache,
    private readonly key: string,
  ) {}

  fill(): void {
    const read = this.cache.drafts(this.key)?.drafts;
    const quotes = this.quotes;
    for (let q = 0; q < quotes.length; q++) {
      const quote = quotes[q];
      if (!quote.isPending) continue;
      if (read !== undefined && read.length === quotes.length) quote.takeTexts(read[q]);
      else quote.loseTexts();
    }
  }
}

/**
 * Reads an entry from its structure (`bytes[start, end)`) and its texts (`narrow[narrowStart, narrowEnd)`,
 * `wide[wideStart, wideEnd)`): a `CatalogRecordDecoder` method.
 */
type EntryRead<T> = (bytes: Uint8Array, start: number, end: number, narrow: string, narrowStart: number, narrowEnd: number, wide: string, wideStart: number, wideEnd: number) => T;

/**
 * Reads an entry from its structure (`bytes[start, end)`) alone, given its texts' lengths in UTF-16 units, its
 * quotes' texts left to `pending`: a `CatalogRecordDecoder` method.
 */
type PendingRead<T> = (bytes: Uint8Array, start: number, end: number, narrowLength: number, wideLength: number, pending: PendingTexts) => T;

/** One of an entry's texts as a writer copies it: packed, with the bytes and UTF-16 units it unpacks to. */
interface EncodedText {
  packed: Uint8Array;
  bytes: number;
  units: number;
}

/** An entry as a writer copies it. */
interface EncodedEntry {
  narrow: EncodedText;
  wide: EncodedText;
  structure: Uint8Array;
  hashes: Uint8Array;
}

/** Builds a cache file: entries encoded from records, or copied unchanged from `base`, a cache read earlier. */
export class AnalysisCacheWriter {
  private readonly index = new ByteSink(1 << 16);
  private readonly keyRun = new ByteSink(1 << 16);
  private readonly narrow = new ByteSink(1 << 20);
  private readonly wide = new ByteSink(1 << 20);
  private readonly structure = new ByteSink(1 << 18);
  private readonly hashes = new ByteSink(1 << 16);
  /** A text's UTF-8 bytes before packing. */
  private readonly unpacked = new ByteSink(1 << 16);
  private readonly packer = new TextPacker();
  private readonly encoder = new CatalogRecordEncoder();
  private readonly utf8 = new TextEncoder();
  private readonly keys = new Set<string>();
  private lastKey = '';

  constructor(
    private readonly engine: string | undefined,
    private readonly base?: AnalysisCache,
    private readonly writtenAt: number = Date.now(),
  ) {}

  /** How many entries were added. */
  get count(): number {
    return this.keys.size;
  }

  /**
   * Adds a file's analysis, with what assembly derived from it (`hashes`, else the record's own); false (and nothing
   * added) when the record cannot be stored exactly, or the key is taken.
   */
  add(key: string, stamp: CachedStamp, record: CatalogFileInput, assembly: FileAssembly | undefined = record.assembly): boolean {
    if (this.keys.has(key) || !isStamp(stamp)) return false;
    let encoded: { narrow: string; wide: string; structure: Uint8Array };
    try {
      encoded = this.encoder.encode(key, record);
    } catch {
      return false;
    }
    const narrow = this.text(this.narrow, encoded.narrow);
    const wide = this.text(this.wide, encoded.wide);
    this.structure.append(encoded.structure);
    const hashBytes = assembly && assembly.hashes.length === record.quotes.length ? this.assemblyBytes(assembly) : 0;
    this.entry(key, stamp, narrow, wide, encoded.structure.length, hashBytes);
    return true;
  }

  /**
   * Copies an entry of the base cache as it is, under a new stamp when given (the same bytes, touched), and with
   * `hashes` when given (what the last assembly derived from the file) in place of those kept.
   */
  copy(key: string, stamp: CachedStamp | undefined = this.base?.stamp(key), assembly?: FileAssembly): boolean {
    const encoded = this.base?.encoded(key);
    if (!encoded || !stamp || !isStamp(stamp) || this.keys.has(key) || this.base!.engine !== this.engine) return false;
    this.narrow.append(encoded.narrow.packed);
    this.wide.append(encoded.wide.packed);
    this.structure.append(encoded.structure);
    let hashBytes = encoded.hashes.length;
    if (assembly) hashBytes = this.assemblyBytes(assembly);
    else this.hashes.append(encoded.hashes);
    this.entry(key, stamp, encoded.narrow, encoded.wide, encoded.structure.length, hashBytes);
    return true;
  }

  /** The keys added, in the order they were added. */
  get added(): IterableIterator<string> {
    return this.keys.values();
  }

  /**
   * The whole file, with `snapshot` (the bytes of the plan of the catalog assembled from exactly the entries added)
   * when given. The writer cannot be used afterwards.
   */
  finish(snapshot?: Uint8Array): Uint8Array {
    if (this.engine === undefined) throw new Error('an engine without a version cannot write a cache');
    const head = new ByteSink(64);
    for (const b of MAGIC) head.byte(b);
    head.u32(CACHE_FORMAT);
    head.utf8(this.engine, this.utf8);
    head.f64(this.writtenAt);
    head.varint(this.keys.size);
    head.varint(this.keyRun.length);
    head.varint(snapshot?.length ?? 0);
    const parts = [head.view(), this.keyRun.view(), this.index.view(), this.narrow.view(), this.wide.view(), this.structure.view(), this.hashes.view()];
    if (snapshot) parts.push(snapshot);
    const file = new ByteSink(parts.reduce((n, part) => n + part.length, TRAILER));
    for (const part of parts) file.append(part);
    const lanes: [number, number] = [0, 0];
    checksumLanes(file.bytes, 0, file.length, lanes);
    file.u32(file.length);
    file.u32(lanes[0]);
    file.u32(lanes[1]);
    for (const b of TRAILER_MAGIC) file.byte(b);
    return file.view();
  }

  /**
   * Appends what assembly derived: the seeds, one hash per quote, then per side its product's short forms as slices
   * of the side's name (a count plus one, 0 when not kept: a form that is not a slice is derived again), then per side
   * its product's place in the catalog's order (plus one, 0 when not known). The bytes written; none when a number
   * is not a u32.
   */
  private assemblyBytes({ seeds, hashes, aliases, sides, ranks }: FileAssembly): number {
    const all = [seeds[0], seeds[1], ...hashes];
    if (!all.every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffffffff)) return 0;
    const out = this.hashes;
    const start = out.length;
    for (const n of all) out.u32(n);
    for (let side = 0; side < 2; side++) {
      const name = sides?.[side]?.trim();
      const list = aliases?.[side];
      const slices = name !== undefined && list ? list.map((alias) => name.indexOf(alias)) : [];
      if (!list || slices.some((at) => at < 0)) {
        out.varint(0);
        continue;
      }
      out.varint(list.length + 1);
      list.forEach((alias, k) => {
        out.varint(slices[k]);
        out.varint(alias.length);
      });
    }
    for (const rank of ranks ?? [-1, -1]) out.varint(Number.isSafeInteger(rank) && rank >= 0 ? rank + 1 : 0);
    return out.length - start;
  }

  /** Appends a string's UTF-8 bytes, packed; the text as the index describes it. */
  private text(sink: ByteSink, text: string): { packed: { length: number }; bytes: number; units: number } {
    const unpacked = this.unpacked;
    unpacked.length = 0;
    unpacked.reserve(text.length * 3);
    const { written } = this.utf8.encodeInto(text, unpacked.bytes);
    return { packed: { length: this.packer.pack(unpacked.bytes, written, sink) }, bytes: written, units: text.length };
  }

  private entry(key: string, stamp: CachedStamp, narrow: { packed: { length: number }; bytes: number; units: number }, wide: { packed: { length: number }; bytes: number; units: number }, structureBytes: number, hashBytes: number): void {
    this.keys.add(key);
    const out = this.index;
    // Keys written in order share long prefixes (a folder's URI): each says how much of the last one it keeps.
    let shared = 0;
    const limit = Math.min(key.length, this.lastKey.length);
    while (shared < limit && key.charCodeAt(shared) === this.lastKey.charCodeAt(shared)) shared++;
    if (shared > 0 && isHighSurrogate(key.charCodeAt(shared - 1))) shared--;
    this.lastKey = key;
    out.varint(shared);
    out.varint(key.length - shared);
    const rest = key.slice(shared);
    this.keyRun.reserve(rest.length * 3);
    this.keyRun.length += this.utf8.encodeInto(rest, this.keyRun.bytes.subarray(this.keyRun.length)).written;
    out.varint(stamp.size);
    out.f64(stamp.mtime);
    out.u32(parseInt(stamp.hash.slice(0, 8), 16) >>> 0);
    out.u32(parseInt(stamp.hash.slice(8, 16), 16) >>> 0);
    for (const { packed, bytes, units } of [narrow, wide]) {
      out.varint(packed.length);
      out.varint(zigzag(bytes - packed.length));
      out.varint(bytes - units);
    }
    out.varint(structureBytes);
    out.varint(hashBytes);
  }
}

function isStamp(stamp: CachedStamp): boolean {
  return Number.isSafeInteger(stamp.size) && stamp.size >= 0 && Number.isFinite(stamp.mtime) && /^[0-9a-f]{16}$/.test(stamp.hash);
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
