// Runs the mocha suite (test/integration, bundled to dist/test/integration.js) inside a real
// VS Code for the Web 1.91 (web-worker extension host) with test/fixtures/workspace mounted.
// Last line: `editor: N passed, N failed`.
//   node scripts/test-editor.mjs [--no-build] [--verbose] [--grep <text> [--repeat <n>]]
import path from 'node:path';
import fs from 'node:fs';
import { repoRoot } from './lib/workbench.mjs';
import { runInEditorSuite } from './lib/inEditorSuite.mjs';

const code = await runInEditorSuite({
  layer: 'editor',
  host: 'web',
  bundle: path.join(repoRoot, 'dist/test/integration.js'),
  onLine(text) {
    const activation = /^activation: ([\d.]+) ms$/.exec(text);
    if (activation) recordTiming({ activationMs: Number(activation[1]) });
  },
});
process.exit(code);

/** Timings the editor run measured, for `npm run bench` to report: test-results/editor-timings.json. */
function recordTiming(timing) {
  const file = path.join(repoRoot, 'test-results', 'editor-timings.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ ...timing, at: new Date().toISOString() })}\n`);
}
