import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** src/core must run unchanged in the web worker host and the CLI: no `vscode`, no Node built-ins. */
const CORE = join(__dirname, '..', '..', 'src', 'core');
const forbidden = new Set(['vscode', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('src/core', () => {
  it('imports neither vscode nor Node built-ins', () => {
    const offenders: string[] = [];
    for (const file of sources(CORE)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const specifier = match[1] ?? match[2] ?? match[3];
        if (forbidden.has(specifier) || forbidden.has(specifier.split('/')[0])) offenders.push(`${relative(CORE, file)}: ${specifier}`);
      }
      if (/\bprocess\.|\bBuffer\b|\b__dirname\b/.test(text)) offenders.push(`${relative(CORE, file)}: uses a Node global`);
    }
    expect(offenders).toEqual([]);
  });

  it('the check itself catches an offending import', () => {
    const sample = "import * as fs from 'fs';\nimport { x } from 'vscode';";
    const found = [...sample.matchAll(/from\s*['"]([^'"]+)['"]/g)].map((m) => m[1]).filter((s) => forbidden.has(s));
    expect(found).toEqual(['fs', 'vscode']);
  });
});
