// The workbench server behind `npm start` and the editor/UI tests (scripts/lib/workbench.mjs), over HTTP only:
// quiet on stdout, and the page notices `npm start` asks for.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { fixtureWorkspace, startServer } from '../../scripts/lib/workbench.mjs';

describe('the workbench server', () => {
  let server: { url: string; close(): Promise<void> };
  const written: string[] = [];

  beforeAll(async () => {
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
      written.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof process.stdout.write);
    server = await startServer({ folder: fixtureWorkspace, notices: ['readOnlyFolder', 'blockedWebviews'] });
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
  });

  it('writes no request log, not even for answers that are not 2xx', async () => {
    expect((await fetch(`${server.url}no-such-file`)).status).toBe(404);
    const page = await fetch(server.url);
    expect(page.status).toBe(200);
    const etag = page.headers.get('etag');
    if (etag) await fetch(server.url, { headers: { 'If-None-Match': etag } });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the logger writes when the response finishes
    expect(written.filter((line) => /(GET|HEAD) \//.test(line))).toEqual([]);
  });

  it('puts the notices in the page and serves the frame that probes for blocked webviews', async () => {
    const page = await (await fetch(server.url)).text();
    expect(page).toContain('verdicts-start-notices');
    expect(page).toContain('"readOnlyFolder"');
    expect(page).toContain('"blockedWebviews"');
    const frame = await fetch(`${server.url}verdicts-probe/frame.html`);
    expect(frame.status).toBe(200);
    expect(await frame.text()).toContain('navigator.serviceWorker.register');
    expect((await fetch(`${server.url}verdicts-probe/worker.js`)).headers.get('content-type')).toMatch(/javascript/);
  });
});
