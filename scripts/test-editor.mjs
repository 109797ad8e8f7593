// Runs the mocha suite (test/integration, bundled to dist/test/integration.js) inside a real
// VS Code for the Web with test/fixtures/workspace mounted. Last line: `editor: N passed, N failed`.
//   node scripts/test-editor.mjs [--no-build] [--verbose] [--grep <text>]
// --grep runs only the tests whose full title (suite and test name, joined by a space) contains the text. The
// filter is built into the test bundle, so --grep always builds; every run without --no-build builds it away.
import path from 'node:path';
import fs from 'node:fs';
import { build, isWorkbenchChatter, openWorkbench, repoRoot, withTimeout } from './lib/workbench.mjs';

const TIMEOUT_MS = 5 * 60_000;
const bundle = path.join(repoRoot, 'dist/test/integration.js');
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const grepAt = args.indexOf('--grep');
const grep = grepAt >= 0 ? args[grepAt + 1] : undefined;
if (grepAt >= 0 && !grep) {
  console.error('--grep needs the text to look for in test titles');
  process.exit(2);
}

let counts; // from the suite's closing line
let code = 1;
let workbench;
const started = Date.now();
try {
  if (grep) process.env.VERDICTS_TEST_GREP = grep;
  if (grep || !args.includes('--no-build')) await build();
  if (!fs.existsSync(bundle)) throw new Error(`${path.relative(repoRoot, bundle)} is missing: the build did not produce the test bundle`);

  workbench = await openWorkbench({
    testsPath: bundle,
    verbose,
    onLog(type, parts) {
      const text = parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' ');
      const closing = /^(\d+) passed, (\d+) failed, (\d+) skipped$/.exec(text.trim());
      if (closing) counts = { passed: +closing[1], failed: +closing[2] };
      const activation = /^activation: ([\d.]+) ms$/.exec(text.trim());
      if (activation) recordTiming({ activationMs: Number(activation[1]) });
      if (verbose || !isWorkbenchChatter(text)) (type === 'error' ? console.error : console.log)(text);
    },
  });
  code = await withTimeout(TIMEOUT_MS, 'the editor test run', workbench.exited);
} catch (error) {
  console.error(`editor tests could not run: ${error.message}`);
} finally {
  await workbench?.close();
}

/** Timings the editor run measured, for `npm run bench` to report: test-results/editor-timings.json. */
function recordTiming(timing) {
  const file = path.join(repoRoot, 'test-results', 'editor-timings.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ ...timing, at: new Date().toISOString() })}\n`);
}

if (!counts) {
  // The suite never reported (load error, activation hang, crash): that is one failure, not zero.
  console.error('the suite did not print its closing line');
  counts = { passed: 0, failed: 1 };
}
if (code !== 0 && counts.failed === 0) counts.failed = 1; // the host exited with an error after the count
console.log(`(editor layer took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`editor: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed === 0 && counts.passed > 0 ? 0 : 1);
