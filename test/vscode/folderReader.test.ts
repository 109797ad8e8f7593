import { describe, expect, it } from 'vitest';
import { FolderReader, type ReviewFileSystem } from '../../src/vscode/source/folderReader';

/** Files by URI string; folders exist where files are below them (or are named explicitly). */
class InMemoryFileSystem implements ReviewFileSystem {
  readonly files = new Map<string, Uint8Array>();
  readonly folders = new Set<string>();
  readonly unreadable = new Set<string>();
  reads = 0;
  inFlight = 0;
  mostInFlight = 0;

  write(key: string, text: string): void {
    this.files.set(key, new TextEncoder().encode(text));
  }

  async kind(key: string) {
    if (this.files.has(key)) return 'file' as const;
    if (this.folders.has(key) || [...this.files.keys()].some((file) => file.startsWith(`${key}/`))) return 'folder' as const;
    return undefined;
  }

  async read(key: string) {
    this.reads++;
    this.inFlight++;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    await Promise.resolve();
    this.inFlight--;
    const content = this.files.get(key);
    if (!content || this.unreadable.has(key)) throw new Error(`ENOENT ${key}`);
    return content;
  }

  async listReviewFiles(folder: string) {
    if (this.files.has(folder)) return this.isReviewFile(folder) ? [folder] : [];
    if ((await this.kind(folder)) !== 'folder') throw new Error(`ENOENT ${folder}`);
    return [...this.files.keys()].filter((file) => file.startsWith(`${folder}/`) && this.isReviewFile(file)).sort();
  }

  isReviewFile(key: string) {
    return key.endsWith('.txt');
  }
}

const root = 'file:///ws/reviews';
const at = (path: string) => `${root}/${path}`;
const silent = { warn: () => {} };

function setUp() {
  const fs = new InMemoryFileSystem();
  const warnings: string[] = [];
  const reader = new FolderReader(fs, { warn: (message) => warnings.push(message) }, 4);
  return { fs, reader, warnings };
}

describe('FolderReader', () => {
  it('lists every review file of the folders once, and says which folder cannot be read', async () => {
    const { fs, reader, warnings } = setUp();
    fs.write(at('a.txt'), 'A');
    fs.write(at('deep/b.txt'), 'B');
    fs.write(at('notes.md'), 'not a review');
    expect(await reader.list([root, at('deep'), 'file:///ws/missing'])).toEqual([at('a.txt'), at('deep/b.txt')]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('file:///ws/missing');
  });

  it('reads in batches of the given size, in order; an unreadable file comes back without content', async () => {
    const { fs, reader, warnings } = setUp();
    const keys = Array.from({ length: 10 }, (_, i) => at(`f${i}.txt`));
    keys.forEach((key, i) => fs.write(key, `file ${i}`));
    fs.unreadable.add(keys[3]!);
    const batches = [];
    for await (const batch of reader.read(keys)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 2]);
    expect(batches.flat().map((read) => read.key)).toEqual(keys);
    expect(batches.flat()[3]!.content).toBeUndefined();
    expect(new TextDecoder().decode(batches.flat()[9]!.content)).toBe('file 9');
    expect(fs.mostInFlight).toBe(4);
    expect(warnings).toHaveLength(1);
  });

  it('plans a burst: a changed file is read, a deleted one forgotten, a non-review file ignored', async () => {
    const { fs, reader } = setUp();
    fs.write(at('kept.txt'), 'changed');
    fs.write(at('new.txt'), 'new');
    fs.write(at('image.png'), 'png');
    const known = [at('kept.txt'), at('gone.txt'), at('other.txt')];
    const plan = await reader.plan({ entries: [at('kept.txt'), at('new.txt'), at('gone.txt'), at('image.png')], relist: [] }, known);
    expect(plan.read.sort()).toEqual([at('kept.txt'), at('new.txt')]);
    expect(plan.forget).toEqual([at('gone.txt')]);
  });

  it('a deleted folder takes its known files with it; a created folder is listed', async () => {
    const { fs, reader } = setUp();
    fs.write(at('moved/x.txt'), 'X');
    fs.write(at('moved/sub/y.txt'), 'Y');
    const known = [at('old/a.txt'), at('old/deep/b.txt'), at('older.txt')];
    const plan = await reader.plan({ entries: [at('old'), at('moved')], relist: [] }, known);
    expect(plan.forget.sort()).toEqual([at('old/a.txt'), at('old/deep/b.txt')]);
    expect(plan.read.sort()).toEqual([at('moved/sub/y.txt'), at('moved/x.txt')]);
  });

  it('a relisted folder is read whole, whatever the events said, and known files not listed are forgotten', async () => {
    const { fs, reader } = setUp();
    // 300 files created, of which the events named only some: the listing finds them all.
    for (let i = 0; i < 300; i++) fs.write(at(`many/m${i}.txt`), `Many${i}`);
    const known = [at('many/stale.txt'), at('elsewhere.txt')];
    const plan = await reader.plan({ entries: [], relist: [at('many')] }, known);
    expect(plan.read).toHaveLength(300);
    expect(plan.forget).toEqual([at('many/stale.txt')]);

    // The folder deleted: the listing fails, every known file under it goes.
    fs.files.clear();
    const gone = await reader.plan({ entries: [], relist: [at('many')] }, plan.read);
    expect(gone.read).toEqual([]);
    expect(gone.forget).toHaveLength(300);
  });

  it('finds what a watcher never reported: files on disk not held, files held no longer on disk', async () => {
    const { fs, reader } = setUp();
    fs.write(at('held.txt'), 'A');
    fs.write(at('new/unreported.txt'), 'B');
    const seed = 'file:///ext/seeds/seed.txt';
    const known = [at('held.txt'), at('deleted.txt'), seed];
    expect((await reader.unreported([root, 'file:///ws/unlistable'], known)).sort()).toEqual([at('deleted.txt'), at('new/unreported.txt')]);
    expect(await reader.unreported([root], [at('held.txt'), at('new/unreported.txt')])).toEqual([]);
  });

  it('never plans to forget what the catalog does not hold', async () => {
    const reader = new FolderReader(new InMemoryFileSystem(), silent);
    expect(await reader.plan({ entries: [at('never-read.txt')], relist: [] }, [])).toEqual({ read: [], forget: [] });
  });
});
