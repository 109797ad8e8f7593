// Playwright UI tests against the real workbench. Each test/ui/*.ui.mjs file exports async functions; each
// runs in a fresh workbench (new server, browser and profile, fixture workspace mounted) as
// `test({ page, workbench })`. A file may export `workbenchOptions` (openWorkbench options for all its tests,
// e.g. another `folder`), and a test function may carry its own as `test.workbenchOptions` (and a longer limit than
// 90 s as `test.timeoutMs`). A failing test leaves a screenshot in test-results/. Last line: `ui: N passed, N failed`.
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
    const t0 = Date.now();
    let workbench;
    try {
      workbench = await openWorkbench({ ...fileOptions, ...test.workbenchOptions, verbose });
      workbench.page.setDefaultTimeout(ACTION_TIMEOUT_MS);
      await withTimeout(test.timeoutMs ?? TEST_TIMEOUT_MS, title, test({ page: workbench.page, workbench }));
      passed++;
      console.log(`  ✓ ${title} (${seconds(t0)})`);
    } catch (error) {
      failed++;
      console.log(`  ✗ ${title} (${seconds(t0)})\n${indent(error.stack || String(error))}`);
      // A page or browser that ended on its own reads as that, not as the step that was waiting on it.
      if (workbench?.lost) console.log(`      the page or browser ended while the test ran: ${workbench.lost}`);
      const shot = await screenshot(workbench, `${suite}-${name}.png`);
      if (shot) console.log(`      screenshot: ${path.relative(repoRoot, shot)}`);
    } finally {
      await workbench?.close();
    }
  }
}

console.log(`(ui layer took ${seconds(started)})`);
console.log(`ui: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

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
