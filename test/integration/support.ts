// Helpers shared by the in-editor suites on own reviews, finding things and links.
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { VerdictsApi } from '../../src/extension';
import { CommandId, PanelViewType } from '../../src/vscode/contract/ids';

export const EXTENSION_ID = 'verdicts-team.verdicts';

/**
 * What the runner script asked for (`--grep <text> --repeat <n>`) and which host it started (`web`: the web worker
 * of VS Code for the Web, `node`: the Node extension host), from dist/test/options.json next to the bundle: a file
 * both hosts can read through the extension, where a web worker has no environment.
 */
export interface RunOptions {
  host?: 'web' | 'node';
  grep?: string;
  repeat?: number;
}

let options: Promise<RunOptions> | undefined;
export function runOptions(): Promise<RunOptions> {
  return (options ??= (async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    if (!extension) return {};
    try {
      const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extension.extensionUri, 'dist', 'test', 'options.json'));
      return JSON.parse(new TextDecoder().decode(bytes)) as RunOptions;
    } catch {
      return {};
    }
  })());
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function verdictsApi(): Promise<VerdictsApi> {
  const extension = vscode.extensions.getExtension<VerdictsApi>(EXTENSION_ID);
  assert.ok(extension, `${EXTENSION_ID} is not installed`);
  const api = await extension.activate();
  await api.whenLoaded();
  return api;
}

export async function waitFor<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

export function workspaceFolder(): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the fixture workspace is not open');
  return folder.uri;
}

/** Webview tabs of one of our panel types; the workbench prefixes the type ("mainThreadWebview-verdicts.product"). */
export function panelTabs(viewType: string): vscode.Tab[] {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter((tab) => tab.input instanceof vscode.TabInputWebview && (tab.input.viewType === viewType || tab.input.viewType.endsWith(`-${viewType}`)));
}

export async function closeEditors(api: VerdictsApi): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await waitFor(
    'editors to close',
    () => api.openPanels().length === 0 && panelTabs(PanelViewType.product).length + panelTabs(PanelViewType.compare).length === 0,
  );
}

/** Runs a command that shows quick picks and accepts what is selected in each until the command ends. */
export async function acceptingQuickPicks<T>(command: string, ...args: unknown[]): Promise<T> {
  let settled = false;
  const running = Promise.resolve(vscode.commands.executeCommand<T>(command, ...args)).finally(() => (settled = true));
  for (let attempt = 0; attempt < 40 && !settled; attempt++) {
    await sleep(150);
    if (!settled) await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
  }
  return running;
}

/** Hovers from this extension: the only ones whose cards link to the Verdicts commands. */
export async function verdictHovers(uri: vscode.Uri, position: vscode.Position): Promise<vscode.Hover[]> {
  const hovers = (await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, position)) ?? [];
  return hovers.filter((hover) =>
    hover.contents.some((content) => (typeof content === 'string' ? content : content.value).includes(CommandId.openProduct)),
  );
}

export function verdictDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((diagnostic) => diagnostic.source === 'Verdicts');
}

export async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

export const encode = (text: string) => new TextEncoder().encode(text);
export const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
