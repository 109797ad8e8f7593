// `npm start`: builds, then serves VS Code for the Web with the extension loaded and a sample workspace
// mounted. Open the printed URL in a browser; Ctrl+C stops. No browser is launched. The page says that the
// folder is read-only there, and, when the browser blocks third-party cookies, that panels cannot open and why.
//   npm start [-- --port 3000] [--folder path/to/workspace] [--theme dark|light|hc-dark|hc-light]
// PORT in the environment also sets the port.
import path from 'node:path';
import fs from 'node:fs';
import { build, fixtureWorkspace, startServer, THEMES } from './lib/workbench.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

const port = Number(option('port') ?? process.env.PORT ?? 3000);
const folder = path.resolve(option('folder') ?? fixtureWorkspace);
const theme = option('theme');
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`not a port: ${option('port') ?? process.env.PORT}`);
if (!fs.existsSync(folder)) fail(`no such folder: ${folder}`);
if (theme && !THEMES[theme]) fail(`unknown theme "${theme}": use one of ${Object.keys(THEMES).join(', ')}`);

try {
  await build();
} catch (error) {
  fail(error.message);
}

let server;
try {
  server = await startServer({
    port,
    folder,
    settings: theme ? { 'workbench.colorTheme': THEMES[theme].setting } : undefined,
    notices: ['readOnlyFolder', 'blockedWebviews'],
  });
} catch (error) {
  fail(`${error.message}${port ? ' (choose another with --port N or PORT=N)' : ''}`);
}

console.log(`Verdicts in VS Code for the Web: ${server.url}`);
console.log(`workspace: ${path.relative(process.cwd(), folder) || '.'} (read-only: edits stay in the browser tab, files changed on disk show after a page reload)`);
console.log('needs a browser that allows third-party cookies for localhost (a normal Chrome, Edge or Chromium window); the page says so otherwise');
console.log('rebuild with `npm run build` (or `npm run watch`) and reload the page; Ctrl+C stops');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}
