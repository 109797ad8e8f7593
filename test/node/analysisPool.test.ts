// The desktop host's analysis threads (src/node/analysisPool.ts) with real worker threads running the real worker
// bundle, built here as esbuild.mjs builds it: the catalog assembled from their analyses is the one a single thread
// assembles, bad input included; a thread that cannot start or dies rejects its requests; idle threads stop.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogBuilder } from '../../src/core';
import { AnalysisPool } from '../../src/node/analysisPool';
import { buildAnalysisWorker } from '../../scripts/lib/nodeBundle.mjs';

const ROOT = join(__dirname, '..', '..');
let temp: string;
let workerFile: string;

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'verdicts-pool-'));
  workerFile = join(temp, 'analysisWorker.js');
  await buildAnalysisWorker(workerFile);
});

afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Real review files: the seeds and the first folders of the test corpus, and files the parser must complain about. */
function reviewFiles(): { file: string; content: Uint8Array }[] {
  const files: { file: string; content: Uint8Array }[] = [];
  for (const name of readdirSync(join(ROOT, 'seeds'))) files.push({ file: `file:///seeds/${name}`, content: readFileSync(join(ROOT, 'seeds', name)) });
  const corpus = join(ROOT, 'test', 'corpus');
  for (const folder of readdirSync(corpus).sort().slice(0, 6)) {
    for (const name of readdirSync(join(corpus, folder)).filter((n) => /\.(txt|md)$/.test(n))) {
      files.push({ file: `file:///corpus/${folder}/${name}`, content: readFileSync(join(corpus, folder, name)) });
    }
  }
  const text = (s: string) => new TextEncoder().encode(s);
  files.push({ file: 'file:///bad/no-title.txt', content: text('“A quote without a matchup. Ship.”\n') });
  files.push({ file: 'file:///bad/half-title.txt', content: text('Quill Notes vs\n\n“The primitive here is Quill Notes. Ship.”\n') });
  files.push({ file: 'file:///bad/not-utf8.txt', content: Uint8Array.from([0x51, 0x20, 0x76, 0x73, 0x20, 0x52, 0x0a, 0x0a, 0xe2, 0x80, 0x9c, 0xff, 0xfe, 0xe2, 0x80, 0x9d]) });
  files.push({ file: 'file:///bad/empty.txt', content: new Uint8Array() });
  return files;
}

function catalogOf(entries: readonly { file: string; analysis: Parameters<CatalogBuilder['set']>[1] }[]): string {
  const builder = new CatalogBuilder();
  for (const { file, analysis } of entries) builder.set(file, analysis);
  return JSON.stringify(builder.build());
}

describe('AnalysisPool', () => {
  it('analyses in worker threads what one thread analyses: the same catalog, problems and all', async () => {
    const files = reviewFiles();
    expect(files.length).toBeGreaterThan(20);
    const pool = new AnalysisPool({ workerFile, size: 2 });
    try {
      const analyses = await Promise.all(files.map(({ file, content }) => pool.analyze(file, content)));
      expect(pool.counts).toEqual({ analysed: files.length, started: 2 });
      const here = new CatalogBuilder();
      for (const { file, content } of files) here.set(file, content);
      const threaded = catalogOf(files.map(({ file }, i) => ({ file, analysis: analyses[i]! })));
      expect(threaded).toBe(JSON.stringify(here.build()));
      expect(JSON.parse(threaded).problems.length).toBeGreaterThan(2);
    } finally {
      pool.dispose();
    }
  });

  it('leaves the caller its bytes: a request takes a copy across', async () => {
    const pool = new AnalysisPool({ workerFile, size: 1 });
    try {
      const content = new TextEncoder().encode('Quill Notes vs Harbor Sheets\n\n“The primitive here is Quill Notes. Ship.”\n');
      // A Buffer that is a view into a larger buffer, as a host's reads may be: a Buffer's slice() is a view too, and
      // moving that to the thread would detach the whole buffer under the caller.
      const backing = Buffer.allocUnsafeSlow(content.length + 16);
      backing.set(content, 8);
      const view = backing.subarray(8, 8 + content.length);
      const analysis = await pool.analyze('file:///r/a.txt', view);
      expect(analysis.quotes.map((q) => q.verdict)).toEqual(['ship']);
      expect(view.byteLength).toBe(content.length);
      expect([...view]).toEqual([...content]);
    } finally {
      pool.dispose();
    }
  });

  it('rejects requests when its thread cannot start, and gives up after a few failures', async () => {
    const missing = join(temp, 'no-such-worker.js');
    const pool = new AnalysisPool({ workerFile: missing, size: 2 });
    const content = new TextEncoder().encode('A vs B\n\n“Ship.”\n');
    for (let attempt = 0; attempt < 3; attempt++) await expect(pool.analyze('file:///r/a.txt', content)).rejects.toThrow();
    expect(pool.usable).toBe(false);
    await expect(pool.analyze('file:///r/a.txt', content)).rejects.toThrow(/not available/);
    pool.dispose();
  });

  it('rejects the requests of a thread that dies, and starts another for the next', async () => {
    const dying = join(temp, 'dying.js');
    // A thread that exits on its first request.
    writeFileSync(dying, "require('node:worker_threads').parentPort.on('message', () => process.exit(3));\n");
    const pool = new AnalysisPool({ workerFile: dying, size: 1 });
    const content = new TextEncoder().encode('A vs B\n\n“Ship.”\n');
    await expect(pool.analyze('file:///r/a.txt', content)).rejects.toThrow(/exit code 3/);
    await expect(pool.analyze('file:///r/b.txt', content)).rejects.toThrow(/exit code 3/);
    expect(pool.counts.started).toBe(2);
    pool.dispose();
  });

  it('stops idle threads, starts them again for new work, and rejects what is waiting when disposed', async () => {
    const pool = new AnalysisPool({ workerFile, size: 1, idleMs: 20 });
    const content = new TextEncoder().encode('Quill Notes vs Harbor Sheets\n\n“The primitive here is Quill Notes. Ship.”\n');
    await pool.analyze('file:///r/a.txt', content);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await pool.analyze('file:///r/a.txt', content);
    expect(pool.counts).toEqual({ analysed: 2, started: 2 });
    const waiting = pool.analyze('file:///r/b.txt', content);
    pool.dispose();
    await expect(waiting).rejects.toThrow(/stopped/);
    expect(pool.usable).toBe(false);
  });
});
