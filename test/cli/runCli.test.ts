import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../src/cli/args';
import { editDistance, resolveProduct } from '../../src/cli/resolveProduct';
import { PARALLEL_AFTER, runCli, type CliHost } from '../../src/cli/runCli';
import { catalogInputOf, presumedAssembly } from '../../src/core/catalog/catalogBuilder';
import { CatalogBuilder, CatalogView, analyzeFile, buildCatalog, openFileAnalysisCache, type Problem, type ReviewFileInput } from '../../src/core';

/** The CLI's logic with an in-memory host: no process, no file system. */

const FILES: ReviewFileInput[] = [
  {
    file: 'reviews/a.txt',
    content:
      'Acme Sync 2.1 – Offline Mode & Conflict Resolution vs Zeta Notes Pro\n\n' +
      '“The primitive here is a sync engine. Acme Sync earns a ship: the DX bet is right.”\n\n' +
      '“The primitive here is a notes app. Zeta Notes Pro is a skip for me.”\n',
  },
  { file: 'reviews/b.txt', content: 'Acme Cloud vs Zeta Notes Pro\n\n“The thesis Acme Cloud bets on is sound.”\n' },
];

function fakeHost(files = FILES, problems: Problem[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const host: CliHost = {
    version: '9.9.9',
    readReviews: () => ({ files, problems }),
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    nonce: () => 'abcdefghijklmnop0123',
    standaloneCss: () => 'body { color: CanvasText; }',
  };
  return { host, out: () => out.join(''), err: () => err.join('') };
}

describe('parseArgs', () => {
  it('reads commands, paths and options in any order', () => {
    expect(parseArgs(['check'])).toEqual({ kind: 'check', paths: [] });
    expect(parseArgs(['export', 'a', '--json', 'b'])).toEqual({ kind: 'export', paths: ['a', 'b'] });
    expect(parseArgs(['--format=html', 'compare', 'A', 'B', 'dir'])).toEqual({ kind: 'compare', a: 'A', b: 'B', paths: ['dir'], format: 'html' });
    expect(parseArgs(['compare', 'A', 'B'])).toMatchObject({ format: 'md' });
    expect(parseArgs(['compare', 'A', 'B', '-f', 'markdown'])).toMatchObject({ format: 'md' });
    expect(parseArgs(['check', '--', '--odd-name.txt'])).toEqual({ kind: 'check', paths: ['--odd-name.txt'] });
    expect(parseArgs(['help', 'compare'])).toEqual({ kind: 'help', command: 'compare' });
    expect(parseArgs(['-V'])).toEqual({ kind: 'version' });
    expect(parseArgs(['check', '--cache', 'c.bin', 'seeds'])).toEqual({ kind: 'check', paths: ['seeds'], cache: 'c.bin' });
    expect(parseArgs(['export', '--json', '--cache=c.bin'])).toEqual({ kind: 'export', paths: [], cache: 'c.bin' });
  });

  it('--cache needs a file', () => {
    for (const argv of [['check', '--cache'], ['check', '--cache', '--json'], ['export', '--json', '--cache=']]) {
      expect(parseArgs(argv), JSON.stringify(argv)).toMatchObject({ kind: 'usage-error', message: expect.stringMatching(/--cache needs a file/) });
    }
  });

  it('turns every mistake into a usage error', () => {
    for (const argv of [[], ['nope'], ['check', '-x'], ['check', '--json'], ['export'], ['export', '--format', 'xml'], ['compare', 'A'], ['compare', 'A', 'B', '--json'], ['compare', ' ', 'B']]) {
      expect(parseArgs(argv).kind, JSON.stringify(argv)).toBe('usage-error');
    }
  });
});

describe('resolveProduct', () => {
  const view = new CatalogView(buildCatalog(FILES));

  it('finds names, ids and short forms regardless of case, spaces and dash style', () => {
    const name = (typed: string) => {
      const r = resolveProduct(view, typed);
      return r.kind === 'found' ? r.product.name : r.kind;
    };
    expect(name('zeta notes pro')).toBe('Zeta Notes Pro');
    expect(name('acme sync 2.1 - offline mode  & conflict resolution')).toBe('Acme Sync 2.1 – Offline Mode & Conflict Resolution');
    expect(name('Acme Sync')).toBe('Acme Sync 2.1 – Offline Mode & Conflict Resolution');
    expect(name('acme-cloud')).toBe('Acme Cloud');
    expect(name('Acme')).toBe('ambiguous');
    expect(name('Nothing Like It')).toBe('unknown');
  });

  it('suggests close names', () => {
    expect(resolveProduct(view, 'Zeta Note Pro')).toEqual({ kind: 'unknown', suggestions: ['Zeta Notes Pro'] });
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
});

describe('runCli', () => {
  it('check: sorted problem lines, a summary, exit 1 on errors', async () => {
    const io: Problem = { file: 'gone', line: 1, column: 1, severity: 'error', code: 'unreadable', message: 'Cannot read this path.' };
    const { host, out } = fakeHost([...FILES, { file: 'reviews/c.txt', content: '' }], [io]);
    expect(await runCli(['check'], host)).toBe(1);
    expect(out()).toBe(
      'gone:1:1: error: Cannot read this path.\n' +
        'reviews/c.txt:1:1: error: This review file is empty: start it with a title line “Product A vs Product B”.\n' +
        '3 files, 3 reviews, 2 errors, 0 warnings\n',
    );
  });

  it('export: the catalog with the host problems first', async () => {
    const warning: Problem = { file: 'empty', line: 1, column: 1, severity: 'warning', code: 'no-review-files', message: 'No files.' };
    const { host, out } = fakeHost(FILES, [warning]);
    expect(await runCli(['export', '--json'], host)).toBe(0);
    const catalog = JSON.parse(out());
    expect(catalog.products.map((p: { name: string }) => p.name)).toEqual(['Acme Cloud', 'Acme Sync 2.1 – Offline Mode & Conflict Resolution', 'Zeta Notes Pro']);
    expect(catalog.problems).toEqual([warning]);
  });

  it('compare --format html: static, the stylesheet inlined under the nonce, no script', async () => {
    const { host, out } = fakeHost();
    expect(await runCli(['compare', 'Acme Sync', 'Zeta Notes Pro', '--format', 'html'], host)).toBe(0);
    const html = out();
    expect(html).toContain("style-src 'nonce-abcdefghijklmnop0123'".replace(/'/g, '&#39;'));
    expect(html).toContain('<style nonce="abcdefghijklmnop0123">\nbody { color: CanvasText; }');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('data-action=');
  });

  it('an empty catalog explains itself', async () => {
    const { host, err } = fakeHost([]);
    expect(await runCli(['compare', 'A', 'B'], host)).toBe(2);
    expect(err()).toMatch(/no product is called “A”[\s\S]*no products/);
  });

  it('an internal failure is a message, not a stack trace', async () => {
    const { host, err } = fakeHost();
    host.readReviews = () => {
      throw new Error('disk on fire');
    };
    expect(await runCli(['check'], host)).toBe(1);
    expect(err()).toBe('verdicts: internal error: disk on fire\n');
  });
});

describe('runCli with --cache (an in-memory cache file)', () => {
  function cachingHost(files: ReviewFileInput[]) {
    const disk = new Map<string, Uint8Array>();
    const fake = fakeHost(files);
    let out = '';
    const host: CliHost = {
      ...fake.host,
      stdout: (t) => void (out += t),
      readCache: (path) => disk.get(path),
      writeCache: (path, bytes) => void disk.set(path, bytes.slice()),
    };
    const exported = async (argv: string[]) => {
      out = '';
      expect(await runCli(argv, host)).toBe(0);
      return out;
    };
    return { disk, exported };
  }

  it('writes the cache, then exports the same catalog from it; an edited file (no stamp) is checked by content', async () => {
    const files = FILES.map((f) => ({ ...f }));
    const { disk, exported } = cachingHost(files);
    const plain = await exported(['export', '--json']);
    expect(await exported(['export', '--json', '--cache', 'c.bin'])).toBe(plain);
    const written = disk.get('c.bin');
    expect(written?.length).toBeGreaterThan(100);
    expect(await exported(['export', '--json', '--cache', 'c.bin'])).toBe(plain);
    expect(disk.get('c.bin')).toBe(written); // nothing changed: not rewritten
    files[1].content = String(files[1].content).replace('is sound.', 'is sound. I would skip it.');
    const edited = await exported(['export', '--json', '--cache', 'c.bin']);
    expect(edited).not.toBe(plain);
    expect(edited).toBe(await cachingHost(files).exported(['export', '--json']));
  });

  it('starts from the last run’s catalog (the cache keeps its plan); files added, edited and removed since give what a run without the cache does', async () => {
    const files = FILES.map((f) => ({ ...f }));
    const { disk, exported } = cachingHost(files);
    await exported(['export', '--json', '--cache', 'c.bin']);
    // The cache holds the catalog: a new assembler restored from it has every file of the run.
    const restored = openFileAnalysisCache(disk.get('c.bin')).restore(new CatalogBuilder());
    expect(restored).toEqual(files.map((f) => f.file).sort());
    files[0].content = String(files[0].content).replace('earns a ship', 'earns a skip');
    files.splice(1, 1, { file: 'reviews/c.txt', content: 'Zeta Notes Pro vs Acme Cloud\n\n“The buyer of Acme Cloud is finance. Ship.”\n' });
    const warm = await exported(['export', '--json', '--cache', 'c.bin']);
    expect(warm).toBe(await cachingHost(files).exported(['export', '--json']));
    expect(await exported(['export', '--json', '--cache', 'c.bin'])).toBe(warm);
  });

  it('with stamps from the host, a run over unchanged files restores the catalog, and writes no cache', async () => {
    const files = FILES.map((f, i) => ({ ...f, stamp: { size: new TextEncoder().encode(String(f.content)).length, mtime: 1_000 + i } }));
    const { disk, exported } = cachingHost(files);
    const plain = await exported(['export', '--json']);
    expect(await exported(['export', '--json', '--cache', 'c.bin'])).toBe(plain);
    const written = disk.get('c.bin')!;
    const session = openFileAnalysisCache(written);
    expect(session.restorable(files.map((f) => f.file), (file) => files.find((f) => f.file === file)!.stamp)).toBe(true);
    expect(await exported(['export', '--json', '--cache', 'c.bin'])).toBe(plain);
    expect(disk.get('c.bin')).toBe(written);
    // One file touched (a new time, the same bytes): the cache is rewritten with it, and the catalog is the same.
    files[1].stamp = { ...files[1].stamp, mtime: 5_000 };
    expect(await exported(['export', '--json', '--cache', 'c.bin'])).toBe(plain);
    expect(disk.get('c.bin')).not.toBe(written);
  });
});

describe('runCli with a host that analyses many files at once (the CLI: worker threads)', () => {
  /** More files than PARALLEL_AFTER: each its own matchup, quotes that name one side or the other. */
  const many: ReviewFileInput[] = Array.from({ length: PARALLEL_AFTER + 4 }, (_, n) => ({
    file: `reviews/m${String(n).padStart(2, '0')}.txt`,
    content: `Quill${n} Notes vs Harbor${n} Sheets\n\n“The primitive here is Quill${n} Notes: a sync engine. Ship.”\n\n“The buyer of Harbor${n} Sheets is finance; no moat. Skip.”\n`,
  }));

  function threadedHost(files: ReviewFileInput[], fail: (file: string) => boolean = () => false) {
    const fake = fakeHost(files);
    const asked: string[][] = [];
    const disk = new Map<string, Uint8Array>();
    const host: CliHost = {
      ...fake.host,
      readCache: (path) => disk.get(path),
      writeCache: (path, bytes) => void disk.set(path, bytes.slice()),
      // As a thread hands it back: what the catalog reads, with the presumed assembly.
      analyseMany: async (list) => {
        asked.push(list.map((f) => f.file));
        return list.map(({ file, content }) => {
          if (fail(file)) return undefined;
          const input = catalogInputOf(analyzeFile(file, content));
          return { ...input, assembly: presumedAssembly(input) };
        });
      },
    };
    return { host, asked, out: fake.out };
  }

  it('hands it every file to analyse when there are more than PARALLEL_AFTER, and exports what one thread does', async () => {
    const single = fakeHost(many);
    expect(await runCli(['export', '--json'], single.host)).toBe(0);
    const { host, asked, out } = threadedHost(many);
    expect(await runCli(['export', '--json'], host)).toBe(0);
    expect(asked).toEqual([many.map((f) => f.file)]);
    expect(out()).toBe(single.out());
  });

  it('analyses here what it could not, and what the cache vouches for is not asked again', async () => {
    const single = fakeHost(many);
    await runCli(['export', '--json'], single.host);
    const { host, asked, out } = threadedHost(many, (file) => file.endsWith('3.txt'));
    expect(await runCli(['export', '--json', '--cache', 'c.bin'], host)).toBe(0);
    expect(out()).toBe(single.out());
    expect(await runCli(['check', '--cache', 'c.bin'], host)).toBe(0);
    expect(asked).toHaveLength(1);
  });

  it('keeps a few files to itself', async () => {
    const { host, asked } = threadedHost(many.slice(0, PARALLEL_AFTER));
    expect(await runCli(['check'], host)).toBe(0);
    expect(asked).toEqual([]);
  });
});
