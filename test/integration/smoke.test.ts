import * as assert from 'assert';
import * as vscode from 'vscode';
import { CommandId } from '../../src/vscode/contract/ids';
import { runOptions } from './support';

const EXTENSION_ID = 'verdicts-team.verdicts';

function verdicts(): vscode.Extension<unknown> {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(extension, `${EXTENSION_ID} is not installed in this editor`);
  return extension;
}

/** The ids from ids.ts that package.json contributes as commands. */
function declaredCommandIds(): string[] {
  const contributed: { command: string }[] = verdicts().packageJSON.contributes?.commands ?? [];
  const inManifest = new Set(contributed.map((c) => c.command));
  return Object.values(CommandId).filter((id) => inManifest.has(id));
}

suite('Smoke', () => {
  test('the Verdicts extension is installed', () => {
    assert.strictEqual(verdicts().id, EXTENSION_ID);
  });

  test('it runs in the host the run started, from that host\'s entry (`browser` in a web worker, `main` in Node)', async function () {
    const { host } = await runOptions();
    if (!host) {
      console.log('    skipped: the runner (test:desktop) names no host to compare with');
      this.skip();
    }
    const runtime = globalThis as { process?: { versions?: { node?: string } }; importScripts?: unknown };
    const inNode = typeof runtime.process?.versions?.node === 'string';
    assert.strictEqual(inNode ? 'node' : 'web', host, `the tests run in a ${inNode ? 'Node' : 'web worker'} host, the runner started ${host}`);
    await verdicts().activate();
    if (inNode) {
      // The module the Node host loaded for the extension is the manifest's `main`.
      const loaded = Object.keys(require.cache).map((file) => file.replace(/\\/g, '/'));
      assert.ok(loaded.some((file) => file.endsWith('/dist/node/extension.js')), 'dist/node/extension.js is not loaded');
      assert.ok(!loaded.some((file) => file.endsWith('/dist/web/extension.js')), 'the web entry is loaded in the Node host');
    } else {
      assert.strictEqual(typeof runtime.importScripts, 'function', 'not a web worker');
    }
  });

  test('it activates', async () => {
    const extension = verdicts();
    await extension.activate();
    assert.strictEqual(extension.isActive, true);
  });

  test('package.json contributes commands from ids.ts', () => {
    assert.ok(declaredCommandIds().length > 0, 'package.json contributes none of the command ids in src/vscode/contract/ids.ts');
  });

  test('every contributed command is registered after activation', async () => {
    await verdicts().activate();
    const registered = new Set(await vscode.commands.getCommands(true));
    const missing = declaredCommandIds().filter((id) => !registered.has(id));
    assert.deepStrictEqual(missing, [], `contributed but not registered: ${missing.join(', ')}`);
  });
});
