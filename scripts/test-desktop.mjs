// `npm run test:desktop`: the same mocha suite in desktop VS Code (Electron, Node extension host) through
// @vscode/test-electron. That package downloads VS Code from Microsoft's update server, so this only runs
// where that server is reachable, or with VSCODE_EXECUTABLE_PATH pointing at an installed `code` binary.
// Linux without a display also needs xvfb-run.
import path from 'node:path';
import { createRequire } from 'node:module';
import { build, fixtureWorkspace, repoRoot } from './lib/workbench.mjs';

const require = createRequire(import.meta.url);
const UPDATE_SERVER = 'https://update.code.visualstudio.com/api/releases/stable';
const bundle = path.join(repoRoot, 'dist/test/integration.node.js');
const executable = process.env.VSCODE_EXECUTABLE_PATH;

if (!executable && !(await reachable(UPDATE_SERVER))) {
  console.error([
    'test:desktop cannot run here: it downloads desktop VS Code from update.code.visualstudio.com, which this',
    'machine cannot reach (only the npm registry and Debian packages are). The same suite runs in a real',
    'VS Code for the Web with `npm test` (or `npm run test:editor`). On a machine with VS Code installed,',
    'set VSCODE_EXECUTABLE_PATH to its `code` binary to skip the download.',
  ].join('\n'));
  process.exit(1);
}

await build(); // dist/node/extension.js, the desktop host's `main`, and the suite's Node bundle (esbuild.mjs)

const { runTests } = require('@vscode/test-electron');
try {
  const code = await runTests({
    vscodeExecutablePath: executable,
    extensionDevelopmentPath: repoRoot,
    extensionTestsPath: bundle,
    launchArgs: [fixtureWorkspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes'],
  });
  process.exit(code);
} catch (error) {
  console.error(`desktop tests failed: ${error?.message ?? error}`);
  process.exit(1);
}

async function reachable(url) {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}
