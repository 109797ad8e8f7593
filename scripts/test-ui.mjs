// Playwright UI tests against the real workbench. Each test/ui/*.ui.mjs file exports async functions; each
// runs in a fresh workbench (new server, browser and profile, fixture workspace mounted) as
// `test({ page, workbench })`. A file may export `workbenchOptions` (openWorkbench options for all its tests,
// e.g. another `folder`), and a test function may carry its own as `test.workbenchOptions` (and a longer limit than
// 90 s as `test.timeoutMs`). A failing test leaves a screenshot in test-results/ and runs once more, in a fresh
// workbench: a test that fails twice fails; one that passes the second time passes and is reported as flaky, with its
// first failure, on a line of its own (`ui flaky (passed on its second run): …`; one that failed twice, `ui failed: …`)
// before the last line: `ui: N passed, N failed`.
//   node scripts/test-ui.mjs [--no-build] [--grep <text>] [--verbose] [file.ui.mjs ...]
import path from 'node:path';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build, openWorkbench, repoRoot, withTimeout } from './lib/workbench.mjs';

const TEST_TIMEOUT_MS = 90_000;
const ACTION_TIMEOUT_MS = 15_000; // default wait of every locator action and waitFor
const uiDir = path.join(repoRoot, 'test/ui');
const resultsDir = path.join(repoRoot, 'test-results');

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const grepAt = args.indexOf('--grep');
const grep = grepAt >= 0 ? args[grepAt + 1] : undefined;
const named = args.filter((a, i) => a.endsWith('.ui.mjs') && (grepAt < 0 || i !== grepAt + 1));
const files = named.length
  ? named.map((f) => path.resolve(f))
  : fs.readdirSync(uiDir).filter((f) => f.endsWith('.ui.mjs')).sort().map((f) => path.join(uiDir, f));

let passed = 0;
let failed = 0;
/** Tests that failed, then passed on their second run; and tests that failed both times: title and first error line. */
const flaky = [];
const failures = [];
const started = Date.now();

try {
  if (!args.includes('--no-build')) await build();
} catch (error) {
  console.error(error.message);
  failed++;
}

for (const file of failed ? [] : files) {
  const suite = path.basename(file, '.ui.mjs');
  let tests;
  let fileOptions;
  try {
    const module = await import(pathToFileURL(file).href);
    fileOptions = module.workbenchOptions ?? {};
    tests = Object.entries(module).filter(([, value]) => typeof value === 'function');
  } catch (error) {
    console.log(`  ✗ ${suite} (could not load)\n${indent(error.stack)}`);
    failed++;
    continue;
  }
  for (const [name, test] of tests) {
    if (grep && !`${suite} ${name}`.includes(grep)) continue;
    const title = `${suite} › ${name}`;
    const first = await attempt(suite, name, test, fileOptions, '');
    if (first.ok) {
      passed++;
      console.log(`  ✓ ${title} (${first.took})`);
      continue;
    }
    console.log(`  ↻ ${title} failed (${first.took}); running it again in a fresh workbench\n${first.report}`);
    const second = await attempt(suite, name, test, fileOptions, '-again');
    if (second.ok) {
      passed++;
      flaky.push(`${title}: ${first.reason}`);
      console.log(`  ✓ ${title} (${second.took}, on its second run)`);
    } else {
      failed++;
      failures.push(`${title}: ${second.reason}`);
      console.log(`  ✗ ${title} (${second.took}), twice\n${second.report}`);
    }
  }
}

// Repeated last, where a log's tail shows them.
for (const line of flaky) console.log(`ui flaky (passed on its second run): ${line}`);
for (const line of failures) console.log(`ui failed: ${line}`);
console.log(`(ui layer took ${seconds(started)})`);
console.log(`ui: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/** One run of a test in a fresh workbench: whether it passed, how long it took, and on failure what to print. */
async function attempt(suite, name, test, fileOptions, shotSuffix) {
  const t0 = Date.now();
  let workbench;
  try {
    workbench = await openWorkbench({ ...fileOptions, ...test.workbenchOptions, verbose });
    workbench.page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await withTimeout(test.timeoutMs ?? TEST_TIMEOUT_MS, `${suite} › ${name}`, test({ page: workbench.page, workbench }));
    return { ok: true, took: seconds(t0) };
  } catch (error) {
    const took = seconds(t0);
    const text = error?.stack || String(error);
    let report = indent(text);
    // A page or browser that ended on its own reads as that, not as the step that was waiting on it.
    if (workbench?.lost) report += `\n      the page or browser ended while the test ran: ${workbench.lost}`;
    const shot = await screenshot(workbench, `${suite}-${name}${shotSuffix}.png`);
    if (shot) report += `\n      screenshot: ${path.relative(repoRoot, shot)}`;
    const reason = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim())?.trim().slice(0, 200) ?? 'no message';
    return { ok: false, took, report, reason };
  } finally {
    await workbench?.close();
  }
}

async function screenshot(workbench, name) {
  if (!workbench?.page) return undefined;
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, name);
  try {
    await workbench.page.screenshot({ path: file, timeout: 10_000 });
    return file;
  } catch {
    return undefined;
  }
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

function indent(text) {
  return text.replace(/\x1b\[[0-9;]*m/g, '').split('\n').slice(0, 12).map((line) => `      ${line}`).join('\n');
}
