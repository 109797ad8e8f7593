// The engine's patterns run on every quote, so how V8 runs them is a cost of every analysis. A pattern that is both
// case-insensitive and in Unicode mode (`/…/iu`) folds every character through Unicode's case tables and loses the
// quick first-character scan: on the short sentence tails the attribution reads, the same pattern ran 7 to 9 times
// slower than with `i` alone. Unicode mode is needed only for what plain mode cannot say (`\p{…}`, `\u{…}`, a
// character beyond the Basic Multilingual Plane); for English words it changes nothing (only U+017F "ſ" and the
// Kelvin sign fold to ASCII letters under it).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? sourceFiles(file) : file.endsWith('.ts') ? [file] : [];
  });
}

/** Whether a pattern says something only Unicode mode can: a property class, a code point escape, an astral character. */
function needsUnicodeMode(source: string): boolean {
  return /\\[pP]\{|\\u\{/.test(source) || /[\u{10000}-\u{10FFFF}]/u.test(source);
}

/** Every pattern of a file, `/…/flags` literals and `new RegExp(…, 'flags')` with a literal flags argument, with its line. */
function patterns(file: string): { line: number; source: string | null; flags: string }[] {
  const text = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; source: string | null; flags: string }[] = [];
  const visit = (node: ts.Node): void => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sf);
      const end = literal.lastIndexOf('/');
      found.push({ line, source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (ts.isNewExpression(node) && node.expression.getText(sf) === 'RegExp' && node.arguments?.[1] && ts.isStringLiteralLike(node.arguments[1])) {
      // The source of a built pattern is only known when it is written out whole (String.raw`…` with pieces is not).
      const first = node.arguments[0];
      const source = ts.isNoSubstitutionTemplateLiteral(first) || ts.isStringLiteral(first) ? first.text : ts.isTaggedTemplateExpression(first) && ts.isNoSubstitutionTemplateLiteral(first.template) ? first.template.rawText ?? null : null;
      found.push({ line, source, flags: node.arguments[1].text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const files = sourceFiles(path.join(root, 'src/core'));

describe("the engine's patterns", () => {
  it('finds the patterns it checks (the scan itself works)', () => {
    const all = files.flatMap(patterns);
    expect(all.length).toBeGreaterThan(300);
    expect(all.some((p) => p.flags.includes('i'))).toBe(true);
    expect(needsUnicodeMode(String.raw`[\p{L}'’-]+`)).toBe(true);
    expect(needsUnicodeMode(String.raw`\b(?:i|we)\s+left\s+(?:the\s+)?$`)).toBe(false);
  });

  it('are case-insensitive in Unicode mode only when they need Unicode mode', () => {
    const slow = files.flatMap((file) =>
      patterns(file)
        .filter((p) => p.flags.includes('i') && p.flags.includes('u') && p.source !== null && !needsUnicodeMode(p.source))
        .map((p) => `${path.relative(root, file)}:${p.line}: /${p.source!.slice(0, 60)}…/${p.flags}`),
    );
    expect(slow, 'write these with `i` and without `u`').toEqual([]);
  });
});
