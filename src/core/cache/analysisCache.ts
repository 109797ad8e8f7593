import type { CatalogFileInput, FileAssembly } from '../catalog/catalogBuilder';
import { ByteSink, ByteSource } from './bytes';
import { CatalogRecordDecoder, CatalogRecordEncoder } from './catalogRecord';
import { checksumLanes, lanesToHex, type ContentHash } from './contentHash';

/**
 * A persisted cache of per-file analyses, keyed by the file's key (its URI string in the editor, its path in the
 * CLI), so a window that reopens a folder of unchanged files reads the cache instead of analysing them again.
 * Pure: bytes in, bytes out; the adapters read and write the file.
 *
 * Trust rules. An entry is used only when the cache was written by this very engine (ENGINE_VERSION, a hash of the
 * parser and the understanding tables) and the file is provably the same: same size and modification time (and
 * not modified so close to the cache's writing that the time cannot tell), or else the same content hash. A cache
 * that is empty, foreign, truncated, half-written or damaged anywhere (a checksum covers every byte) is rejected
 * whole and never partly trusted; a record that still fails to decode is a miss. Nothing here throws on bad bytes.
 *
 * File layout (little-endian):
 *   magic (8 bytes) · u32 format · engine (varint length + UTF-8) · f64 written-at (ms since 1970) · varint entry count
 *   · varint byte length of the keys · the keys as one run (UTF-8: of each key, what it does not share with the one before)
 *   count × index entry: key (varint length shared with the previous key · varint length of the rest, in UTF-16 units)
 *                  · varint size · f64 mtime · u32 u32 content hash
 *                  · varint narrow bytes · varint narrow units · varint wide bytes · varint wide units · varint structure bytes
 *                  · varint hash bytes
 *   · the entries' narrow texts, concatenated (UTF-8) · their wide texts, concatenated (UTF-8) · their structures (catalogRecord)
 *   · their hashes: none, or what assembly derived (FileAssembly): u32 seed of side 0 · u32 seed of side 1 · u32 per quote
 *     · per side its short forms (varint count + 1, 0 when not kept · per form varint offset · varint length, a slice of the side)
 *     · per side its product's place in the catalog's order (varint place + 1, 0 when not known)
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
export const CACHE_FORMAT = 4;
/**
 * A file modified less than this before the cache was written may have changed again within the same
 * modification time (file systems count it in 1 ms to 2 s steps): its stamp does not vouch for it (git's "racily
 * clean" rule), its content hash must.
 */
export const RACY_MS = 2_000;

/**
 * The index, as columns (no object per entry: a warm start reads every entry once). Per entry its stamp, and where
 * its parts start in the file's runs: texts in UTF-16 units and in bytes, structure and hashes in bytes; an entry
 * ends where the next starts (each offset column has one more element than there are entries).
 */
interface Columns {
  size: Float64Array;
  mtime: Float64Array;
  hashA: Uint32Array;
  hashB: Uint32Array;
  narrow: Float64Array;
  wide: Float64Array;
  narrowBytes: Float64Array;
  wideBytes: Float64Array;
  structure: Float64Array;
  hashes: Float64Array;
}

export type CacheReading = { cache: AnalysisCache } | { rejected: CacheRejection };

export class AnalysisCache {
  /** The two texts, decoded once when the first record is asked for; null when they do not decode. */
  private decoder: CatalogRecordDecoder | null | undefined;

  private constructor(
    private readonly bytes: Uint8Array,
    /** Each key's row in `columns`. */
    private readonly entries: Map<string, number>,
    private readonly columns: Columns,
    /** When the cache was written (ms since 1970). */
    readonly writtenAt: number,
    readonly engine: string,
    /** Where the texts are in the bytes, and their lengths in UTF-16 units. */
    private readonly texts: { narrowAt: number; wideAt: number; structureAt: number; hashAt: number; narrowUnits: number; wideUnits: number },
  ) {}

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
      // An index entry takes at least 25 bytes: a count beyond that is damage, not a reason to allocate.
      if (count > (length - source.pos) / 25) return { rejected: 'damaged' };
      // Every key's unshared part, decoded at once: one decoder call, not one per file.
      const keyRun = utf8.decode(source.take(source.varint()));
      const column = () => new Float64Array(count + 1);
      const columns: Columns = {
        size: new Float64Array(count),
        mtime: new Float64Array(count),
        hashA: new Uint32Array(count),
        hashB: new Uint32Array(count),
        narrow: column(),
        wide: column(),
        narrowBytes: column(),
        wideBytes: column(),
        structure: column(),
        hashes: column(),
      };
      const entries = new Map<string, number>();
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
        columns.narrowBytes[i + 1] = columns.narrowBytes[i] + source.varint();
        columns.narrow[i + 1] = columns.narrow[i] + source.varint();
        columns.wideBytes[i + 1] = columns.wideBytes[i] + source.varint();
        columns.wide[i + 1] = columns.wide[i] + source.varint();
        columns.structure[i + 1] = columns.structure[i] + source.varint();
        const hb = source.varint();
        if (hb !== 0 && hb < 10) return { rejected: 'damaged' };
        columns.hashes[i + 1] = columns.hashes[i] + hb;
        entries.set(key, i);
      }
      if (keyAt !== keyRun.length) return { rejected: 'damaged' };
      const narrowAt = source.pos;
      const wideAt = narrowAt + columns.narrowBytes[count];
      const structureAt = wideAt + columns.wideBytes[count];
      const hashAt = structureAt + columns.structure[count];
      if (hashAt + columns.hashes[count] !== length || entries.size !== count) return { rejected: 'damaged' };
      const texts = { narrowAt, wideAt, structureAt, hashAt, narrowUnits: columns.narrow[count], wideUnits: columns.wide[count] };
      return { cache: new AnalysisCache(bytes, entries, columns, writtenAt, written, texts) };
    } catch {
      return { rejected: 'damaged' };
    }
  }

  get size(): number {
    return this.entries.size;
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
    return { size: size[i], mtime: mtime[i], hash: lanesToHex(hashA[i], hashB[i]) };
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

  /** The cached analysis of a file, or undefined when there is none or it does not decode. Never throws. */
  record(key: string): CatalogFileInput | undefined {
    const i = this.entries.get(key);
    const decoder = i === undefined ? undefined : this.textDecoder();
    if (i === undefined || !decoder) return undefined;
    try {
      const { narrow, wide, structure, hashes } = this.columns;
      const at = this.texts.structureAt;
      const record = decoder.decode(key, this.bytes, at + structure[i], at + structure[i + 1], narrow[i], narrow[i + 1], wide[i], wide[i + 1]);
      if (hashes[i + 1] > hashes[i]) {
        const assembly = this.assembly(this.texts.hashAt + hashes[i], this.texts.hashAt + hashes[i + 1], record);
        if (assembly) record.assembly = assembly;
      }
      return record;
    } catch {
      return undefined;
    }
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
    const { narrowAt, wideAt, structureAt, hashAt } = this.texts;
    const { narrow, wide, narrowBytes, wideBytes, structure, hashes } = this.columns;
    const bytes = this.bytes;
    return {
      narrow: bytes.subarray(narrowAt + narrowBytes[i], narrowAt + narrowBytes[i + 1]),
      narrowUnits: narrow[i + 1] - narrow[i],
      wide: bytes.subarray(wideAt + wideBytes[i], wideAt + wideBytes[i + 1]),
      wideUnits: wide[i + 1] - wide[i],
      structure: bytes.subarray(structureAt + structure[i], structureAt + structure[i + 1]),
      hashes: bytes.subarray(hashAt + hashes[i], hashAt + hashes[i + 1]),
    };
  }

  private textDecoder(): CatalogRecordDecoder | null {
    if (this.decoder === undefined) {
      const { narrowAt, wideAt, structureAt, narrowUnits, wideUnits } = this.texts;
      try {
        const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
        const narrow = utf8.decode(this.bytes.subarray(narrowAt, wideAt));
        const wide = utf8.decode(this.bytes.subarray(wideAt, structureAt));
        this.decoder = narrow.length === narrowUnits && wide.length === wideUnits ? new CatalogRecordDecoder(narrow, wide) : null;
      } catch {
        this.decoder = null;
      }
    }
    return this.decoder;
  }
}

/** An entry as a writer copies it. */
interface EncodedEntry {
  narrow: Uint8Array;
  narrowUnits: number;
  wide: Uint8Array;
  wideUnits: number;
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
    const narrowBytes = this.text(this.narrow, encoded.narrow);
    const wideBytes = this.text(this.wide, encoded.wide);
    this.structure.append(encoded.structure);
    const hashBytes = assembly && assembly.hashes.length === record.quotes.length ? this.assemblyBytes(assembly) : 0;
    this.entry(key, stamp, narrowBytes, encoded.narrow.length, wideBytes, encoded.wide.length, encoded.structure.length, hashBytes);
    return true;
  }

  /**
   * Copies an entry of the base cache as it is, under a new stamp when given (the same bytes, touched), and with
   * `hashes` when given (what the last assembly derived from the file) in place of those kept.
   */
  copy(key: string, stamp: CachedStamp | undefined = this.base?.stamp(key), assembly?: FileAssembly): boolean {
    const encoded = this.base?.encoded(key);
    if (!encoded || !stamp || !isStamp(stamp) || this.keys.has(key) || this.base!.engine !== this.engine) return false;
    this.narrow.append(encoded.narrow);
    this.wide.append(encoded.wide);
    this.structure.append(encoded.structure);
    let hashBytes = encoded.hashes.length;
    if (assembly) hashBytes = this.assemblyBytes(assembly);
    else this.hashes.append(encoded.hashes);
    this.entry(key, stamp, encoded.narrow.length, encoded.narrowUnits, encoded.wide.length, encoded.wideUnits, encoded.structure.length, hashBytes);
    return true;
  }

  /** The whole file. The writer cannot be used afterwards. */
  finish(): Uint8Array {
    if (this.engine === undefined) throw new Error('an engine without a version cannot write a cache');
    const head = new ByteSink(64);
    for (const b of MAGIC) head.byte(b);
    head.u32(CACHE_FORMAT);
    head.utf8(this.engine, this.utf8);
    head.f64(this.writtenAt);
    head.varint(this.keys.size);
    head.varint(this.keyRun.length);
    const parts = [head.view(), this.keyRun.view(), this.index.view(), this.narrow.view(), this.wide.view(), this.structure.view(), this.hashes.view()];
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

  /** Appends a string's UTF-8 bytes; their count. */
  private text(sink: ByteSink, text: string): number {
    sink.reserve(text.length * 3);
    const { written } = this.utf8.encodeInto(text, sink.bytes.subarray(sink.length));
    sink.length += written;
    return written;
  }

  private entry(key: string, stamp: CachedStamp, narrowBytes: number, narrowUnits: number, wideBytes: number, wideUnits: number, structureBytes: number, hashBytes: number): void {
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
    this.text(this.keyRun, key.slice(shared));
    out.varint(stamp.size);
    out.f64(stamp.mtime);
    out.u32(parseInt(stamp.hash.slice(0, 8), 16) >>> 0);
    out.u32(parseInt(stamp.hash.slice(8, 16), 16) >>> 0);
    out.varint(narrowBytes);
    out.varint(narrowUnits);
    out.varint(wideBytes);
    out.varint(wideUnits);
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
