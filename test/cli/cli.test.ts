import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import MarkdownIt from 'markdown-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnalysisWorker } from '../../scripts/lib/nodeBundle.mjs';
import { engineVersionDefine } from '../../scripts/lib/engineVersion.mjs';
import { contentHash, openFileAnalysisCache, parseReviewFile } from '../../src/core';
import { EXECUTABLE_ELEMENT, markdownLinkTargets, textOf, unsafeHtmlFindings } from '../core/render/safety';

/** The built tool, run as a child process exactly as `npx verdicts` would run it. */
const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const WORKER = join(ROOT, 'dist', 'node', 'analysisWorker.js');
let temp: string;

function run(args: string[], cwd = ROOT, cli = CLI): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8', timeout: 30_000, maxBuffer: 64 << 20 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  // The same options as the CLI entry of esbuild.mjs; only this bundle, so other work in progress cannot break it.
  await esbuild.build({
    entryPoints: [join(ROOT, 'src/cli.ts')],
    outfile: CLI,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'es2022',
    sourcemap: 'linked',
    logLevel: 'warning',
    banner: { js: '#!/usr/bin/env node' },
    define: engineVersionDefine(),
  });
  // The analysis threads' script beside it, as esbuild.mjs builds it (the CLI starts threads for many files).
  await buildAnalysisWorker(WORKER);
  temp = mkdtempSync(join(tmpdir(), 'verdicts-cli-'));
}, 60_000);

afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('verdicts and its analysis threads', () => {
  it('analyses many files in worker threads to the same output, and falls back to one thread when they fail', () => {
    const folder = join(temp, 'many');
    mkdirSync(folder, { recursive: true });
    const corpus = join(ROOT, 'test', 'corpus');
    let copied = 0;
    for (const sub of readdirSync(corpus).sort()) {
      for (const name of readdirSync(join(corpus, sub)).filter((n) => n.endsWith('.txt'))) {
        cpSync(join(corpus, sub, name), join(folder, `${sub}-${name}`));
        copied++;
      }
      if (copied >= 40) break;
    }
    // The same CLI bundle with no threads' script beside it, and with one that dies as it starts.
    const alone = join(temp, 'alone', 'dist');
    const dying = join(temp, 'dying', 'dist');
    for (const dist of [alone, dying]) {
      mkdirSync(join(dist, 'node'), { recursive: true });
      cpSync(CLI, join(dist, 'cli.js'));
    }
    writeFileSync(join(dying, 'node', 'analysisWorker.js'), 'process.exit(7);\n');

    const threaded = run(['export', 'many', '--json'], temp);
    const single = run(['export', 'many', '--json'], temp, join(alone, 'cli.js'));
    const fallen = run(['export', 'many', '--json'], temp, join(dying, 'cli.js'));
    expect(single.code).toBe(0);
    expect(JSON.parse(single.stdout).reviews.length).toBeGreaterThan(100);
    expect(threaded).toEqual({ code: 0, stdout: single.stdout, stderr: '' });
    expect(fallen.code).toBe(0);
    expect(fallen.stdout).toBe(single.stdout);
    expect(fallen.stderr).toBe(`verdicts: note: ${copied} files were analysed on one thread: their analysis threads failed.\n`);
  });
});

describe('verdicts export', () => {
  it('prints the seeds as a version 2 catalog (version 1 plus evidence): 6 products, 5 matchups, 24 reviews', () => {
    const { code, stdout } = run(['export', 'seeds', '--json']);
    expect(code).toBe(0);
    const catalog = JSON.parse(stdout);
    expect(Object.keys(catalog)).toEqual(['version', 'personas', 'products', 'matchups', 'reviews', 'problems']);
    expect(catalog.version).toBe(2);
    expect(catalog.products).toHaveLength(6);
    expect(catalog.matchups).toHaveLength(5);
    expect(catalog.reviews).toHaveLength(24);
    expect(catalog.problems).toEqual([]);
    expect(catalog.personas.map((p: { id: string }) => p.id)).toContain('builder');
    const product = catalog.products[0];
    expect(Object.keys(product)).toEqual(['id', 'name', 'aliases', 'matchups', 'tally']);
    const matchup = catalog.matchups[0];
    expect(matchup.source).toEqual({ file: join('seeds', '000_a2b32dc488261b88.txt'), line: 1 });
    const review = catalog.reviews[0];
    for (const key of ['id', 'product', 'persona', 'verdict', 'verdictSentence', 'text', 'sources']) expect(review).toHaveProperty(key);
    expect(review.sources[0]).toMatchObject({ file: expect.stringMatching(/^seeds[\\/]\d{3}_/), line: expect.any(Number), matchup: expect.any(String) });
    // Every review carries its evidence; a ship or skip names the sentence and the words that made it a call.
    for (const r of catalog.reviews) {
      expect(r.evidence.persona.scores).toHaveProperty(r.persona === 'unknown' ? 'builder' : r.persona);
      if (r.verdict !== 'none') {
        expect(r.evidence.verdict.sentence).toBe(r.verdictSentence);
        expect(r.verdictSentence).toContain(r.evidence.verdict.expression);
      }
      if (r.persona !== 'unknown') expect(r.evidence.persona.cues.some((c: { persona: string }) => c.persona === r.persona)).toBe(true);
    }
  });

  it('says in the evidence what settled each product: its names, or the file (pairing, vocabulary, order, balance)', () => {
    const folder = join(temp, 'decided');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'k.txt'), 'Alpha Kettle vs Beta Kettle\n\n“Under the hood Alpha Kettle runs a simple thermostat and the firmware is open.”\n\n“Under the hood it runs a plain bimetal strip, and the lid hinge is riveted.”\n');
    const { code, stdout } = run(['export', folder, '--json']);
    expect(code).toBe(0);
    const reviews = JSON.parse(stdout).reviews as { text: string; decidedBy?: string; evidence: { product: { decidedBy: string } } }[];
    const byText = (part: string) => reviews.find((r) => r.text.includes(part))!;
    expect(byText('firmware').evidence.product.decidedBy).toBe('names');
    expect(byText('bimetal').evidence.product.decidedBy).toBe('pairing');
    expect(byText('bimetal').decidedBy).toBe('pairing');
  });

  it('reads the bundled seeds when no path is given', () => {
    const { code, stdout } = run(['export', '--json'], temp);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).reviews).toHaveLength(24);
  });

  it('needs a format', () => {
    const { code, stderr } = run(['export', 'seeds']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--json/);
  });
});

describe('verdicts check', () => {
  it('passes the seeds with a summary line', () => {
    const { code, stdout } = run(['check', 'seeds']);
    expect(code).toBe(0);
    expect(stdout.trim()).toBe('5 files, 24 reviews, 0 errors, 0 warnings');
  });

  it('reports broken files as file:line:column: severity: message and exits 1', () => {
    const folder = join(temp, 'broken');
    mkdirSync(join(folder, 'nested'), { recursive: true });
    writeFileSync(join(folder, 'good.txt'), 'Alpha One vs Beta Two\n\n“Alpha One is the primitive here. This earns a ship.”\n');
    writeFileSync(join(folder, 'nested', 'no-title.txt'), '“A quote without a title line.”\n');
    writeFileSync(join(folder, 'binary.txt'), Buffer.from([0x41, 0x00, 0x42]));
    writeFileSync(join(folder, 'notes.md'), 'not a review file');
    const { code, stdout } = run(['check', 'broken'], temp);
    expect(code).toBe(1);
    const lines = stdout.trim().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^broken[\\/]nested[\\/]no-title\.txt:1:1: error: .*title/));
    expect(lines).toContainEqual(expect.stringMatching(/^broken[\\/]binary\.txt:\d+:\d+: error: /));
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^[^:]+:\d+:\d+: (error|warning|info): \S/);
    // The quote of the title-less file is kept, with an info note on its line.
    expect(lines.at(-1)).toMatch(/^3 files, \d+ reviews?, 2 errors, \d+ warnings?, 1 info$/);
  });

  it('reports a path that does not exist as an error, not a crash', () => {
    const { code, stdout, stderr } = run(['check', 'seeds', 'no-such-folder']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^no-such-folder:1:1: error: Cannot read this path: no such file or folder\.$/m);
    expect(stdout).toMatch(/^5 files, 24 reviews, 1 error, 0 warnings$/m);
    expect(stderr).toBe('');
  });

  it('does not let review text drive the terminal', () => {
    const folder = join(temp, 'escape');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'a.txt'), 'Title without separator \u001b[2J\u001b]0;pwned\u0007\n\n“Quote.”\n');
    const { code, stdout } = run(['check', folder]);
    expect(code).toBe(1);
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});

describe('bad usage exits 2', () => {
  it.each([
    [[]],
    [['frobnicate']],
    [['check', '--nope']],
    [['compare', 'Cursor']],
    [['compare', 'Cursor', 'SmolLM3', '--format', 'pdf']],
    [['compare', 'Cursor', 'SmolLM3', '--format']],
  ])('verdicts %j', (args) => {
    const { code, stdout, stderr } = run(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^verdicts: .+\nRun “verdicts( \w+)? --help” for usage\.\n$/);
  });

  it('--help and --version exit 0', () => {
    expect(run(['--help'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Usage: verdicts <command>/) });
    expect(run(['compare', '--help'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Usage: verdicts compare/) });
    expect(run(['--version'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^\d+\.\d+\.\d+\n$/) });
  });
});

describe('verdicts compare', () => {
  it('prints Markdown', () => {
    const { code, stdout, stderr } = run(['compare', 'Cursor', 'SmolLM3', '--format', 'md']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^# Cursor v0\.50 – Background Agent & Codebase Refactoring vs SmolLM3\n/);
    expect(stdout).toContain('## Verdicts by reviewer');
    expect(stdout).toContain('| The Builder |');
  });

  it('prints a standalone HTML document with a CSP and no script', () => {
    const { code, stdout } = run(['compare', 'cursor', 'smollm3', '--format', 'html']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^<!DOCTYPE html>/);
    expect(stdout).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;;[^"]*script-src &#39;none&#39;/);
    expect(stdout).not.toMatch(/<script/i);
    expect(stdout).toContain('class="compare-table"');
    expect(stdout).toContain('SmolLM3');
  });

  it('lists both candidates for an ambiguous name', () => {
    const { code, stdout, stderr } = run(['compare', 'Together AI', 'Cursor']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('“Together AI” is ambiguous');
    expect(stderr).toContain('Together AI Inference Stack 2.0');
    expect(stderr).toContain('Together AI Llama 3.3 Fine-Tuning API');
  });

  it('suggests a name for a typo', () => {
    const { code, stderr } = run(['compare', 'Curser', 'SmolLM3']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/no product is called “Curser”[\s\S]*Did you mean “Cursor v0\.50/);
  });

  it('refuses to compare a product with itself', () => {
    const { code, stderr } = run(['compare', 'Cursor', 'cursor v0.50']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/two different products/);
  });
});

describe('hostile review text (test/fixtures/hostile-workspace)', () => {
  const fixture = join(ROOT, 'test', 'fixtures', 'hostile-workspace', 'reviews');
  const permissive = new MarkdownIt({ html: true, linkify: true });
  permissive.validateLink = () => true;

  it('export --json keeps every quote word for word: markup, links, bidi controls, the 50 KB line', () => {
    const { code, stdout } = run(['export', '--json', fixture]);
    expect(code).toBe(0);
    const catalog = JSON.parse(stdout);
    const content = readFileSync(join(fixture, 'hostile.txt'));
    const quotes = parseReviewFile('hostile.txt', content).quotes.map((q) => q.text);
    expect(catalog.reviews.map((r: { text: string }) => r.text).sort()).toEqual([...quotes].sort());
    expect(stdout).toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(catalog.products.map((p: { name: string }) => p.name)).toEqual([
      expect.stringMatching(/^Pwnbox <img src=x onerror="console\.log/),
      expect.stringMatching(/^Trojan <script>console\.log/),
    ]);
  });

  it('compare --format html is inert: escaped text, no script, a CSP without unsafe-inline', () => {
    const { code, stdout } = run(['compare', 'Pwnbox', 'Trojan', '--format', 'html', fixture]);
    expect(code).toBe(0);
    const body = /<main id="root" class="root">([\s\S]*)<\/main>/.exec(stdout)![1]!;
    expect(unsafeHtmlFindings(body)).toEqual([]);
    expect(body).not.toMatch(EXECUTABLE_ELEMENT);
    expect(stdout).not.toMatch(/<script|unsafe-inline|unsafe-eval/i);
    expect(stdout).toMatch(/script-src &#39;none&#39;/);
    expect(textOf(body)).toContain('Trojan <script>console.log(');
    expect(textOf(body)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('compare --format md is inert wherever the Markdown is rendered', () => {
    const { code, stdout } = run(['compare', 'Pwnbox', 'Trojan', '--format', 'md', fixture]);
    expect(code).toBe(0);
    const html = permissive.render(stdout);
    expect(html).not.toMatch(EXECUTABLE_ELEMENT);
    for (const target of markdownLinkTargets(stdout, (md) => permissive.render(md))) expect(target).toMatch(/^https?:/);
    expect(stdout).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});

// Each test runs the tool four to six times on every fixture, the 50 KB hostile line included.
describe('--cache FILE', { timeout: 120_000 }, () => {
  /** The seeds and every review fixture, copied so their times can be set; the paths as a user would type them. */
  function corpus(name: string): string[] {
    const folder = join(temp, name);
    cpSync(join(ROOT, 'seeds'), join(folder, 'seeds'), { recursive: true });
    cpSync(join(ROOT, 'test', 'fixtures', 'workspace', 'reviews'), join(folder, 'workspace'), { recursive: true });
    cpSync(join(ROOT, 'test', 'fixtures', 'hostile-workspace', 'reviews'), join(folder, 'hostile'), { recursive: true });
    cpSync(join(ROOT, 'test', 'core', 'fixtures', 'unseen'), join(folder, 'unseen'), { recursive: true });
    return ['seeds', 'workspace', 'hostile', 'unseen'].map((sub) => join(name, sub));
  }

  it('a warm export is byte for byte the cold one, and the cold one without a cache', () => {
    const paths = corpus('warm');
    // Modified long before the cache is written, so every file's time vouches for it (none is racily clean: such a
    // file is written again once its time can vouch, which a slow run may reach between the two exports).
    const long = new Date(Date.UTC(2021, 0, 1));
    for (const path of paths) for (const name of readdirSync(join(temp, path))) utimesSync(join(temp, path, name), long, long);
    const plain = run(['export', '--json', ...paths], temp);
    const cold = run(['export', '--json', '--cache', 'warm.cache', ...paths], temp);
    const written = statSync(join(temp, 'warm.cache'));
    const warm = run(['export', '--json', '--cache', 'warm.cache', ...paths], temp);
    expect(plain.code).toBe(0);
    expect(JSON.parse(plain.stdout).reviews.length).toBeGreaterThan(40);
    expect(cold.stdout).toBe(plain.stdout);
    expect(warm.stdout).toBe(plain.stdout);
    expect(cold.stderr + warm.stderr).toBe('');
    // Nothing changed: the warm run had nothing to write.
    expect(statSync(join(temp, 'warm.cache')).mtimeMs).toBe(written.mtimeMs);
    expect(run(['check', '--cache', 'warm.cache', ...paths], temp).stdout).toBe(run(['check', ...paths], temp).stdout);
  });

  it('keeps what assembly derived with each file, so the next run need not hash its quotes again', () => {
    const [seeds] = corpus('assembled');
    run(['export', '--json', '--cache', 'assembled.cache', seeds], temp);
    const session = openFileAnalysisCache(readFileSync(join(temp, 'assembled.cache')));
    expect(session.rejected).toBeUndefined();
    const file = join(seeds, readdirSync(join(temp, seeds)).find((name) => name.endsWith('.txt'))!);
    const { size, mtimeMs } = statSync(join(temp, file));
    // Just copied, the file is too recent for its time to vouch for it (the racy-clean rule): its content does.
    const cached = session.afterRead(file, { size, mtime: mtimeMs }, contentHash(readFileSync(join(temp, file))));
    expect(cached?.quotes.length).toBeGreaterThan(0);
    expect(cached?.assembly?.hashes).toHaveLength(cached!.quotes.length);
  });

  it('reuses a file’s analysis while its size and time vouch for it, and analyses it again when they change', () => {
    const [seeds] = corpus('stamps');
    const file = join(temp, seeds, '000_a2b32dc488261b88.txt');
    const long = new Date(Date.UTC(2021, 0, 1));
    utimesSync(file, long, long);
    const cold = run(['export', '--json', '--cache', 'stamps.cache', seeds], temp);
    // Same size, same time, other words: only a cache hit keeps the old analysis (as git trusts its index).
    const text = readFileSync(file, 'utf8');
    const swapped = text.replace(/\bship\b/, 'SHIP');
    expect(swapped).not.toBe(text);
    writeFileSync(file, swapped);
    utimesSync(file, long, long);
    const hit = run(['export', '--json', '--cache', 'stamps.cache', seeds], temp);
    expect(hit.stdout).toBe(cold.stdout);
    // A newer time: the content hash differs, so the file is analysed again.
    const later = new Date(Date.UTC(2021, 0, 2));
    utimesSync(file, later, later);
    const miss = run(['export', '--json', '--cache', 'stamps.cache', seeds], temp);
    expect(miss.stdout).toBe(run(['export', '--json', seeds], temp).stdout);
    expect(miss.stdout).not.toBe(cold.stdout);
  });

  it.each([
    ['with a bit flipped', (bytes: Buffer) => (bytes[Math.floor(bytes.length / 2)] ^= 0x20, bytes), /is damaged; it is rebuilt/],
    ['cut short (half-written)', (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.6)), /is truncated; it is rebuilt/],
    ['holding something else', () => Buffer.from('{"version": 1}'), /is not an analysis cache; it is rebuilt/],
    ['empty', () => Buffer.alloc(0), /^$/],
  ])('a cache file %s is ignored and rebuilt, never fatal', (name, spoil, note) => {
    const slug = name.replace(/\W+/g, '-');
    const paths = corpus(`spoiled-${slug}`);
    const cacheFile = join(temp, `${slug}.cache`);
    const plain = run(['export', '--json', ...paths], temp);
    run(['export', '--json', '--cache', cacheFile, ...paths], temp);
    writeFileSync(cacheFile, spoil(readFileSync(cacheFile)));
    const spoiled = run(['export', '--json', '--cache', cacheFile, ...paths], temp);
    expect(spoiled.code).toBe(0);
    expect(spoiled.stdout).toBe(plain.stdout);
    expect(spoiled.stderr).toMatch(note);
    // Rebuilt: the next run reads it without a note.
    const again = run(['export', '--json', '--cache', cacheFile, ...paths], temp);
    expect(again.stdout).toBe(plain.stdout);
    expect(again.stderr).toBe('');
  });

  it('a cache that cannot be written is a note; the output is unchanged', () => {
    const blocker = join(temp, 'not-a-folder');
    writeFileSync(blocker, 'a file where the cache folder would be');
    const { code, stdout, stderr } = run(['check', '--cache', join(blocker, 'c.cache'), 'seeds']);
    expect(code).toBe(0);
    expect(stdout.trim()).toBe('5 files, 24 reviews, 0 errors, 0 warnings');
    expect(stderr).toMatch(/^verdicts: note: cannot write the cache /);
  });
});
