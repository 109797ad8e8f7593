// Runs the same mocha suite (test/integration, bundled for Node to dist/test/integration.node.js) inside a real
// VS Code 1.100 server with a Node.js extension host, the host desktop VS Code loads the manifest's `main`
// (dist/node/extension.js) in. The server comes from the npm package code-server@4.100.3, installed on first
// use into .vscode-test/node-host/ (git-ignored, reused); it runs on a temporary copy of
// test/fixtures/workspace with a fresh data folder, and its whole process tree is ended afterwards.
// Last line: `node: N passed, N failed`.
//   node scripts/test-node.mjs [--no-build] [--verbose] [--grep <text> [--repeat <n>]]
import path from 'node:path';
import { repoRoot } from './lib/workbench.mjs';
import { runInEditorSuite } from './lib/inEditorSuite.mjs';

const code = await runInEditorSuite({
  layer: 'node',
  host: 'node',
  bundle: path.join(repoRoot, 'dist/test/integration.node.js'),
});
process.exit(code);
