// `npm test`: build, type-check, then the four test layers in order. Ends with exactly one line per layer
//   unit: N passed, N failed      (vitest; a failed type-check counts as one failure here)
//   editor: N passed, N failed    (mocha inside a real VS Code for the Web 1.91, web-worker extension host)
//   ui: N passed, N failed        (Playwright against the real workbench)
//   node: N passed, N failed      (the same mocha suite, and the Node-host UI test, in VS Code 1.100's server
//                                  with a Node.js extension host: the desktop entry)
// and exits non-zero if any layer failed or ran nothing. Before those lines it names every test that failed, and every
// UI test that passed only on its second run, so the tail of a log says what went wrong.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/workbench.mjs';

const results = {};
/** Failed tests, and UI tests that passed on their second run, by layer: repeated in the summary. */
const notes = [];
const started = Date.now();

const built = (await run('build', process.execPath, ['esbuild.mjs'])).code === 0;
const typed = (await run('typecheck', 'npm', ['run', '--silent', 'typecheck'])).code === 0;

results.unit = await unitLayer();
if (!typed) {
  console.log('typecheck failed: counted as one failure of the unit layer');
  results.unit.failed++;
}
results.editor = built ? await scriptLayer('editor', 'scripts/test-editor.mjs') : buildFailed('editor');
results.ui = built ? await scriptLayer('ui', 'scripts/test-ui.mjs') : buildFailed('ui');
results.node = built ? await scriptLayer('node', 'scripts/test-node.mjs') : buildFailed('node');

console.log('');
console.log(`(npm test took ${((Date.now() - started) / 60_000).toFixed(1)} min)`);
for (const note of notes) console.log(note);
let ok = true;
for (const [layer, { passed, failed }] of Object.entries(results)) {
  console.log(`${layer}: ${passed} passed, ${failed} failed`);
  if (failed > 0 || passed === 0) ok = false;
}
process.exit(ok ? 0 : 1);

async function unitLayer() {
  const report = path.join(repoRoot, 'test-results/vitest.json');
  fs.rmSync(report, { force: true });
  const { code } = await run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!fs.existsSync(report)) return { passed: 0, failed: code === 0 ? 0 : 1 };
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const { numPassedTests: passed, numFailedTests: failed, numTotalTests: total } = json;
  for (const file of json.testResults ?? []) {
    for (const test of file.assertionResults ?? []) if (test.status === 'failed') notes.push(`unit ✗ ${path.relative(repoRoot, file.name)} › ${test.fullName}`);
  }
  // A non-zero exit with no failed test is an error outside the tests (unhandled rejection, bad config).
  const outsideTests = code !== 0 && failed === 0 && total > 0 ? 1 : 0;
  return { passed, failed: failed + outsideTests };
}

/** Runs one of the layer scripts; its own closing line is held back and reported in the summary. */
async function scriptLayer(layer, script) {
  let counts;
  const closing = new RegExp(`^${layer}: (\\d+) passed, (\\d+) failed$`);
  await run(layer, process.execPath, [script, '--no-build'], (line) => {
    const match = closing.exec(line);
    if (line.startsWith('  ✗ ')) notes.push(`${layer} ✗ ${line.slice(4)}`);
    else if (line.startsWith(`${layer} flaky`)) notes.push(line);
    if (!match) return true;
    counts = { passed: +match[1], failed: +match[2] };
    return false;
  });
  return counts ?? { passed: 0, failed: 1 }; // the script died before reporting
}

function buildFailed(layer) {
  console.log(`${layer}: not run, the build failed`);
  return { passed: 0, failed: 1 };
}

/** Runs a command in the repo, streaming its output; `filter(line)` may hold a stdout line back. */
function run(label, command, args, filter) {
  console.log(`\n── ${label}: ${[path.basename(command), ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', filter ? 'pipe' : 'inherit', 'inherit'] });
    if (filter) {
      let pending = '';
      child.stdout.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop();
        for (const line of lines) if (filter(line)) console.log(line);
      });
      child.stdout.on('end', () => pending && filter(pending) && console.log(pending));
    }
    child.on('error', (error) => {
      console.error(`${label}: ${error.message}`);
      resolve({ code: 1 });
    });
    child.on('close', (code) => resolve({ code: code ?? 1 }));
  });
}
