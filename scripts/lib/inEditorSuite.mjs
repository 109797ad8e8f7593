// Runs the in-editor mocha suite (test/integration) inside a real workbench and prints the layer's closing
// line `<layer>: N passed, N failed`. Shared by scripts/test-editor.mjs (VS Code for the Web 1.91, web-worker
// host, dist/test/integration.js) and scripts/test-node.mjs (VS Code 1.100 server, Node host,
// dist/test/integration.node.js). Returns the process exit code.
// Flags: --no-build, --verbose, --grep <text> (only tests whose full title contains it), --repeat <n> (each of
// those n times in a row).
import path from 'node:path';
import fs from 'node:fs';
import { build, isWorkbenchChatter, openWorkbench, repoRoot, withTimeout } from './workbench.mjs';

export async function runInEditorSuite({ layer, host, bundle, args = process.argv.slice(2), timeoutMs = 5 * 60_000, onLine }) {
  const verbose = args.includes('--verbose');
  const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const grep = valueOf('--grep');
  const repeat = Number(valueOf('--repeat') ?? 1);
  // Read by test/integration/index.ts through the extension (both hosts can); removed after the run.
  const optionsFile = path.join(path.dirname(bundle), 'options.json');
  let counts; // from the suite's closing line
  let code = 1;
  let workbench;
  const started = Date.now();
  try {
    if (!args.includes('--no-build')) await build();
    if (!fs.existsSync(bundle)) throw new Error(`${path.relative(repoRoot, bundle)} is missing: the build did not produce the test bundle`);
    fs.writeFileSync(optionsFile, JSON.stringify(grep ? { host, grep, repeat } : { host }));

    workbench = await openWorkbench({
      host,
      testsPath: bundle,
      verbose,
      onLog(type, parts) {
        const text = parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' ');
        const closing = /^(\d+) passed, (\d+) failed, (\d+) skipped$/.exec(text.trim());
        if (closing) counts = { passed: +closing[1], failed: +closing[2] };
        onLine?.(text.trim());
        if (verbose || !isWorkbenchChatter(text)) (type === 'error' ? console.error : console.log)(text);
      },
    });
    code = await withTimeout(timeoutMs * Math.max(1, repeat / 3), `the ${layer} test run`, workbench.exited);
  } catch (error) {
    console.error(`${layer} tests could not run: ${error.message}`);
  } finally {
    await workbench?.close();
    fs.rmSync(optionsFile, { force: true });
  }

  if (!counts) {
    // The suite never reported (load error, activation hang, crash): that is one failure, not zero.
    console.error('the suite did not print its closing line');
    counts = { passed: 0, failed: 1 };
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1; // the host exited with an error after the count
  console.log(`(${layer} layer took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`${layer}: ${counts.passed} passed, ${counts.failed} failed`);
  return counts.failed === 0 && counts.passed > 0 ? 0 : 1;
}
