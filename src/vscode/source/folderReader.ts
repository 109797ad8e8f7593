// Reading review folders: listing them, reading files in overlapping batches, and working out what a burst of
// file events means (which files to read again, which to forget). No `vscode` import: it reads through a small
// file-system interface (workspace.fs in the extension, an in-memory map in the unit test).
import type { Burst } from './changeCoalescer';
import type { Logger } from './logger';

/** What the reader needs from a file system. Keys are URI strings. */
export interface ReviewFileSystem {
  /** What is at `key` now: a file, a folder, or undefined when there is nothing (or it cannot be seen). */
  kind(key: string): Promise<'file' | 'folder' | undefined>;
  /** A file's bytes; rejects when it cannot be read. */
  read(key: string): Promise<Uint8Array>;
  /** Every review file in a folder and below it (a review file named directly is itself); rejects when it cannot be listed. */
  listReviewFiles(folder: string): Promise<string[]>;
  isReviewFile(key: string): boolean;
}

/** A file read, or `undefined` content when it could not be read (it is then forgotten). */
export interface FileRead {
  key: string;
  content: Uint8Array | undefined;
}

/** What to do about a burst of changes: files to read again, files to forget. */
export interface ChangePlan {
  read: string[];
  forget: string[];
}

/** Files read at once: enough to hide latency, few enough not to flood a remote file system. */
const READ_BATCH = 16;

export class FolderReader {
  constructor(
    private readonly fs: ReviewFileSystem,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly batchSize = READ_BATCH,
  ) {}

  /** Every review file of these folders, each once; a folder that cannot be read is said in the log and gives none. */
  async list(folders: readonly string[]): Promise<string[]> {
    const listed = await Promise.all(
      folders.map((folder) =>
        this.fs.listReviewFiles(folder).catch((error) => {
          this.logger.warn(`Review folder ${folder} cannot be read: ${String(error)}`);
          return [] as string[];
        }),
      ),
    );
    return [...new Set(listed.flat())];
  }

  /** Reads the files `batchSize` at a time, in order, one batch per step. */
  async *read(keys: readonly string[]): AsyncGenerator<FileRead[]> {
    for (let i = 0; i < keys.length; i += this.batchSize) {
      const batch = keys.slice(i, i + this.batchSize);
      yield await Promise.all(batch.map(async (key) => ({ key, content: await this.readOne(key) })));
    }
  }

  /**
   * What a burst means for the catalog, given the files it holds (`known`): a file that is gone is forgotten, with
   * everything under it when it was a folder; a folder that appeared is listed; a relisted folder is read whole
   * and its known files that are no longer listed are forgotten.
   */
  async plan(burst: Burst, known: readonly string[]): Promise<ChangePlan> {
    const read = new Set<string>();
    const forget = new Set<string>();
    const under = (folder: string) => known.filter((file) => file.startsWith(`${folder}/`));
    const relist = async (folder: string) => {
      const listed = await this.fs.listReviewFiles(folder).catch(() => [] as string[]);
      listed.forEach((file) => read.add(file));
      const present = new Set(listed);
      for (const file of under(folder)) if (!present.has(file)) forget.add(file);
    };
    for (const folder of burst.relist) await relist(folder);
    const kinds = await Promise.all(burst.entries.map((key) => this.fs.kind(key).catch(() => undefined)));
    for (let i = 0; i < burst.entries.length; i++) {
      const key = burst.entries[i]!;
      const kind = kinds[i];
      if (kind === 'folder') {
        await relist(key);
        forget.add(key); // a folder is no review file, whatever it was before
      } else {
        // Gone, or a file where a folder may have been: nothing known under it stays.
        under(key).forEach((file) => forget.add(file));
        if (kind === 'file' && this.fs.isReviewFile(key)) read.add(key);
        else forget.add(key);
      }
    }
    for (const key of read) forget.delete(key);
    const knownSet = new Set(known);
    return { read: [...read], forget: [...forget].filter((key) => knownSet.has(key)) };
  }

  /**
   * What a watcher may have missed: review files listed in `folders` that the catalog does not hold, and files
   * the catalog holds under `folders` that are no longer listed. A folder that cannot be listed hides nothing.
   */
  async unreported(folders: readonly string[], known: readonly string[]): Promise<string[]> {
    const differences: string[] = [];
    for (const folder of folders) {
      let listed: string[];
      try {
        listed = await this.fs.listReviewFiles(folder);
      } catch {
        continue;
      }
      const present = new Set(listed);
      const held = known.filter((file) => file === folder || file.startsWith(`${folder}/`));
      const heldSet = new Set(held);
      differences.push(...listed.filter((file) => !heldSet.has(file)), ...held.filter((file) => !present.has(file)));
    }
    return [...new Set(differences)];
  }

  private async readOne(key: string): Promise<Uint8Array | undefined> {
    try {
      return await this.fs.read(key);
    } catch (error) {
      this.logger.warn(`Cannot read ${key}: ${String(error)}`);
      return undefined;
    }
  }
}
