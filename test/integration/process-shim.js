// The extension host in VS Code for the Web is a web worker: no `process`. The npm `assert` package and its
// `util` read `process.env`, `process.stderr` and friends at run time, so esbuild injects this object for
// every free `process` in the test bundle. (`global` is mapped to `globalThis` by esbuild's `define`.)
export const process = {
  env: {},
  argv: [],
  version: '',
  versions: {},
  platform: 'browser',
  browser: true,
  pid: 0,
  cwd: () => '/',
  nextTick: (callback, ...args) => queueMicrotask(() => callback(...args)),
  emitWarning: (warning) => console.warn(String(warning)),
};
