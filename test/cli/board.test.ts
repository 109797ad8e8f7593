import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../src/cli/args';
import { runCli, type CliHost } from '../../src/cli/runCli';
import type { ReviewFileInput } from '../../src/core';

/** `verdicts board` with an in-memory host: no process, no file system. */

const FILES: ReviewFileInput[] = [
  {
    file: 'reviews/a.txt',
    content:
      'Acme Sync vs =Zeta Notes\n\n' +
      '“The primitive here is a sync engine. Acme Sync earns a ship: the DX bet is right.”\n\n' +
      '“=Zeta Notes bets on the thesis that note sync is solved; the trend says otherwise. =Zeta Notes is a skip.”\n',
  },
];

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const host: CliHost = {
    version: '9.9.9',
    readReviews: () => ({ files: FILES, problems: [] }),
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    nonce: () => 'abcdefghijklmnop0123',
    standaloneCss: () => 'body { color: CanvasText; }',
  };
  const code = await runCli(argv, host);
  return { code, out: out.join(''), err: err.join('') };
}

describe('verdicts board', () => {
  it('parses its format and sort, and refuses the rest', () => {
    expect(parseArgs(['board'])).toEqual({ kind: 'board', paths: [], format: 'md', sort: 'name' });
    expect(parseArgs(['board', 'dir', '--format', 'CSV', '--sort=disagreement'])).toEqual({ kind: 'board', paths: ['dir'], format: 'csv', sort: 'disagreement' });
    for (const argv of [['board', '--json'], ['board', '--format', 'xml'], ['board', '--sort', 'size'], ['board', '--sort'], ['check', '--sort', 'name']]) {
      expect(parseArgs(argv).kind, JSON.stringify(argv)).toBe('usage-error');
    }
  });

  it('writes a Markdown table by default, a row per product', async () => {
    const { code, out } = await run(['board']);
    expect(code).toBe(0);
    expect(out).toMatch(/^# Verdict board\n/);
    expect(out).toContain('| Product | The Builder | The Skeptic |');
    expect(out).toMatch(/\| Acme Sync \|[^\n]*✓ Ship/);
    expect(out).toMatch(/\| \\=Zeta Notes \|[^\n]*✕ Skip/);
  });

  it('writes CSV with formula starts made inert', async () => {
    const { code, out } = await run(['board', '--format', 'csv', '--sort', 'ships']);
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"Acme Sync","Ship",/);
    expect(lines[2]).toMatch(/^"'=Zeta Notes","Not reviewed","Not reviewed","Skip",/);
  });

  it('writes a standalone HTML document without scripts, the deciding sentence as each cell’s tooltip', async () => {
    const { code, out } = await run(['board', '--format', 'html']);
    expect(code).toBe(0);
    expect(out).toMatch(/^<!DOCTYPE html>/);
    expect(out).toContain('script-src &#39;none&#39;');
    expect(out).not.toContain('<script');
    expect(out).toContain('<table class="board-table">');
    expect(out).toMatch(/title="The Strategist on =Zeta Notes: skip\.\nSkip: “[^"]*skip/);
  });

  it('has its own help', async () => {
    expect((await run(['board', '--help'])).out).toContain('--sort name | ships | disagreement');
    expect((await run(['--help'])).out).toContain('board [PATH...]');
  });
});
