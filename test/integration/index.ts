// The mocha entry the workbench runs inside the extension host (a web worker in VS Code for the Web) when
// started with `extensionTestsPath`. Output goes to the worker's console, which the workbench forwards to
// the test script; the closing line `N passed, N failed, N skipped` is what scripts/test-editor.mjs reads.
import 'mocha/mocha';

/** One line per test and a closing count; failures are printed with their error right away. */
class LineReporter {
  constructor(runner: Mocha.Runner) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    runner.on('pass', (t: Mocha.Test) => {
      passed++;
      console.log(`  ✓ ${t.titlePath().join(' › ')} (${t.duration ?? 0} ms)`);
    });
    runner.on('pending', (t: Mocha.Test) => {
      skipped++;
      console.log(`  - ${t.titlePath().join(' › ')} (skipped)`);
    });
    runner.on('fail', (t: Mocha.Runnable, error: Error) => {
      failed++;
      console.log(`  ✗ ${t.titlePath().join(' › ')}`);
      console.log(indent(error?.stack || String(error)));
    });
    runner.once('end', () => console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`));
  }
}

function indent(text: string): string {
  return text.split('\n').map((line) => `      ${line}`).join('\n');
}

/** Set at build time by `node scripts/test-editor.mjs --grep <text>` (esbuild.mjs); empty runs every test. */
declare const __VERDICTS_TEST_GREP__: string;

export async function run(): Promise<void> {
  // A real editor is slower than a unit test: activation, file reads and view refreshes take real time.
  mocha.setup({ ui: 'tdd', reporter: LineReporter as unknown as Mocha.ReporterConstructor, color: false, timeout: 15_000 });
  if (__VERDICTS_TEST_GREP__) {
    console.log(`only the tests whose suite and name contain "${__VERDICTS_TEST_GREP__}"`);
    mocha.grep(__VERDICTS_TEST_GREP__);
  }
  // Imported only now: the suites call `suite()`/`test()` at load time, which exist after setup().
  await import('./suites');
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  if (failures > 0) throw new Error(`${failures} test(s) failed`);
}
