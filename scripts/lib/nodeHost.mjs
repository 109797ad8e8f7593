// A real VS Code 1.100 server with a Node.js extension host: the host desktop VS Code uses for the manifest's
// `main`. The npm package `code-server@4.100.3` carries the VS Code server build; it is installed on first use
// into a git-ignored cache (.vscode-test/node-host/) and reused, then `server-main.js` is started directly
// (not the code-server wrapper). Recipe and reasons: ../shared/docs/node-host.md (in the project's notes).
// Used by scripts/test-node.mjs and scripts/test-ui.mjs --host node.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './workbench.mjs';

export const CODE_SERVER_VERSION = '4.100.3';
/** The VS Code version inside that code-server release (the last one that accepts Node 20). */
export const VSCODE_VERSION = '1.100.3';
export const cacheDir = path.join(repoRoot, '.vscode-test', 'node-host');
const vscodeDir = (root) => path.join(root, 'node_modules', 'code-server', 'lib', 'vscode');
const serverMain = (root) => path.join(vscodeDir(root), 'out', 'server-main.js');
const completeMarker = (root) => path.join(root, '.complete');

/**
 * Installs the server into the cache unless a complete install of this version is there. The install goes to a
 * folder of its own and is renamed into place when complete, so an interrupted one is never taken for done.
 * About 30 s and 310 MB, from the npm registry only; Debian's `rg` stands in for the ripgrep download.
 */
export function ensureNodeHost({ log = console.log } = {}) {
  if (isInstalled(cacheDir)) return vscodeDir(cacheDir);
  const rg = commandOnPath('rg');
  if (!rg) throw new Error('No `rg` on PATH: install Debian\'s ripgrep (apt-get install -y ripgrep); the server\'s workspace search needs it');
  const started = Date.now();
  log(`Installing code-server@${CODE_SERVER_VERSION} (VS Code ${VSCODE_VERSION}) into ${path.relative(repoRoot, cacheDir)}/ (once; reused by later runs)…`);
  fs.mkdirSync(path.dirname(cacheDir), { recursive: true });
  const staging = fs.mkdtempSync(`${cacheDir}.partial-`);
  try {
    fs.writeFileSync(path.join(staging, 'package.json'), JSON.stringify({ private: true }));
    // code-server's own install scripts refuse root, build kerberos and download ripgrep: skip them all.
    npm(staging, ['install', `code-server@${CODE_SERVER_VERSION}`, '--ignore-scripts']);
    // VS Code's own dependencies; native modules stay unbuilt (all optional for the server and its host).
    npm(vscodeDir(staging), ['install', '--omit=dev', '--ignore-scripts']);
    // The built-in extensions' dependencies (their scripts are harmless and some are needed).
    npm(path.join(vscodeDir(staging), 'extensions'), ['install', '--omit=dev']);
    const rgTarget = path.join(vscodeDir(staging), 'node_modules', '@vscode', 'ripgrep', 'bin', 'rg');
    fs.mkdirSync(path.dirname(rgTarget), { recursive: true });
    fs.copyFileSync(rg, rgTarget);
    fs.chmodSync(rgTarget, 0o755);
    if (!fs.existsSync(serverMain(staging))) throw new Error(`the install has no ${path.relative(staging, serverMain(staging))}`);
    fs.writeFileSync(completeMarker(staging), `${CODE_SERVER_VERSION}\n`);
    if (isInstalled(cacheDir)) {
      // Another run finished the same install meanwhile: keep that one.
      fs.rmSync(staging, { recursive: true, force: true });
      return vscodeDir(cacheDir);
    }
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.renameSync(staging, cacheDir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  log(`Installed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return vscodeDir(cacheDir);
}

function isInstalled(root) {
  try {
    return fs.readFileSync(completeMarker(root), 'utf8').trim() === CODE_SERVER_VERSION && fs.existsSync(serverMain(root));
  } catch {
    return false;
  }
}

function npm(cwd, args) {
  // Quiet unless it fails (the built-in extensions' postinstall lists every file it prunes).
  const result = spawnSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
    // Installing as root (CI) must not switch users for the scripts that do run.
    env: { ...process.env, npm_config_unsafe_perm: 'true', npm_config_update_notifier: 'false' },
  });
  if (result.status !== 0) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed in ${path.relative(repoRoot, cwd)} (exit ${result.status})`);
}

function commandOnPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** A port nobody listens on right now. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Settings for the window. The browser keeps this workbench's user settings in its own storage, which a fresh
 * profile starts empty, so they go where both the server and the page read them: the machine settings, and the
 * workspace settings of the folder's copy (the theme is read from there, not from the machine's).
 */
function writeSettings(dataDir, folderCopy, settings) {
  const machine = path.join(dataDir, 'data', 'Machine', 'settings.json');
  fs.mkdirSync(path.dirname(machine), { recursive: true });
  fs.writeFileSync(machine, JSON.stringify(settings, null, 2));
  if (!folderCopy) return;
  const workspace = path.join(folderCopy, '.vscode', 'settings.json');
  let existing = {};
  try {
    existing = JSON.parse(fs.readFileSync(workspace, 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') return; // not plain JSON: leave the folder's settings as they are
  }
  fs.mkdirSync(path.dirname(workspace), { recursive: true });
  fs.writeFileSync(workspace, JSON.stringify({ ...settings, ...existing }, null, 2));
}

const live = new Set();

/**
 * Starts the VS Code server on 127.0.0.1 with a free port, a fresh server data folder and extensions folder, and
 * a temporary copy of `folder` (if given) to open. Returns { port, origin, dataDir, folder (the copy),
 * remoteUri(absPath), close() }; close() ends the server's whole process tree (extension host, file watcher,
 * pty host) and removes its folders, the copy included. Safe to call twice.
 */
export async function startNodeHost({ settings = {}, folder, log = () => {} } = {}) {
  const dir = ensureNodeHost({ log: console.log });
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verdicts-node-host-'));
  const dataDir = path.join(tmp, 'server-data');
  // Tests write review files: into a copy, never into the repository's fixture.
  const folderCopy = folder ? path.join(tmp, 'workspace', path.basename(folder)) : undefined;
  if (folderCopy) fs.cpSync(folder, folderCopy, { recursive: true });
  const extensionsDir = path.join(tmp, 'extensions');
  fs.mkdirSync(extensionsDir, { recursive: true });
  writeSettings(dataDir, folderCopy, settings);

  const child = spawn(process.execPath, [
    path.join(dir, 'out', 'server-main.js'),
    '--host', '127.0.0.1', '--port', String(port),
    '--without-connection-token', '--accept-server-license-terms', '--disable-telemetry',
    '--disable-workspace-trust', '--enable-smoke-test-driver',
    '--extensions-dir', extensionsDir, '--server-data-dir', dataDir,
  ], {
    // Its own process group: the whole tree can be ended at once.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, VSCODE_AGENT_FOLDER: dataDir },
  });
  const output = [];
  const collect = (chunk) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    for (const line of text.split('\n')) if (line.trim()) log(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let closing;
  const host = {
    port,
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    folder: folderCopy,
    pid: child.pid,
    /** A path of this machine as the workbench names it: on the server. */
    remoteUri: (absPath) => `vscode-remote://127.0.0.1:${port}${absPath.split(path.sep).join('/')}`,
    output: () => output.join(''),
    close() {
      closing ??= (async () => {
        await endProcessTree(child);
        fs.rmSync(tmp, { recursive: true, force: true });
        live.delete(host);
      })();
      return closing;
    },
  };
  live.add(host);
  endOnExit();

  try {
    await waitForListening(child, port, output);
  } catch (error) {
    await host.close();
    throw error;
  }
  return host;
}

async function waitForListening(child, port, output) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the VS Code server exited (${child.exitCode ?? child.signalCode}) before listening:\n${output.join('').slice(-2000)}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/version`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok || response.status === 404) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the VS Code server did not listen on port ${port} within 60 s:\n${output.join('').slice(-2000)}`);
}

/** Every process below `pid` (children, grandchildren…), from /proc; [] where there is no /proc. */
function descendantsOf(pid) {
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children = new Map();
  for (const name of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const stack = [pid];
  while (stack.length) {
    for (const child of children.get(stack.pop()) ?? []) {
      found.push(child);
      stack.push(child);
    }
  }
  return found;
}

function signal(pid, sig) {
  try {
    process.kill(pid, sig);
    return true;
  } catch {
    return false;
  }
}

const alive = (pid) => signal(pid, 0);

/**
 * Ends the server and everything it started: its process group, and any descendant that left the group.
 * SIGTERM first, SIGKILL for whatever is still there after 3 s.
 */
async function endProcessTree(child) {
  const pid = child.pid;
  if (!pid) return;
  const tree = [pid, ...descendantsOf(pid)];
  signal(-pid, 'SIGTERM');
  for (const p of tree) signal(p, 'SIGTERM');
  const deadline = Date.now() + 3_000;
  while (Date.now() < deadline && tree.some(alive)) await new Promise((resolve) => setTimeout(resolve, 100));
  const remaining = [...tree, ...descendantsOf(pid)].filter(alive);
  signal(-pid, 'SIGKILL');
  for (const p of remaining) signal(p, 'SIGKILL');
}

/** The synchronous last resort when this process exits without closing: kill the groups. */
let exitHooked = false;
function endOnExit() {
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const host of live) {
      for (const p of descendantsOf(host.pid)) signal(p, 'SIGKILL');
      signal(-host.pid, 'SIGKILL');
    }
  });
}

/** Closes every live server: for signal handlers. */
export function closeAllNodeHosts() {
  return Promise.allSettled([...live].map((host) => host.close()));
}

/**
 * The workbench page of a started host: its folder (the copy) or a workspace file in it, the extension under
 * development and, when given, the mocha bundle to run, as the test payload the smoke-test driver honours.
 */
export function nodeHostUrl(host, { extensionPath = repoRoot, testsPath, workspaceFile } = {}) {
  const payload = [['extensionDevelopmentPath', host.remoteUri(path.resolve(extensionPath))]];
  if (testsPath) payload.push(['extensionTestsPath', host.remoteUri(path.resolve(testsPath))]);
  const query = new URLSearchParams();
  if (host.folder && workspaceFile) query.set('workspace', path.join(host.folder, workspaceFile));
  else if (host.folder) query.set('folder', host.folder);
  query.set('payload', JSON.stringify(payload));
  return `${host.origin}/?${query}`;
}
