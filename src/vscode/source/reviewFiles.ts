import * as vscode from 'vscode';

/** Which extension host this bundle is for: esbuild.mjs defines it per bundle. */
declare const VERDICTS_HOST: 'web' | 'node' | undefined;
/** The Node host's `require` (the Node bundle only: esbuild leaves the web bundle's dead branch out). */
declare function require(id: string): unknown;

/** What the stores ask of a review file: its kind, size and time, and its bytes. */
export interface ReviewFiles {
  stat(uri: vscode.Uri): Promise<Pick<vscode.FileStat, 'type' | 'size' | 'mtime'>>;
  readFile(uri: vscode.Uri): Promise<Uint8Array>;
  /** Stats and reads served by the disk directly, so far (the desktop host's `file:` URIs). */
  readonly direct: number;
}

/** The part of Node's `fs/promises` used here. */
interface NodeFs {
  stat(path: string): Promise<{ isDirectory(): boolean; size: number; mtime: Date }>;
  readFile(path: string): Promise<Uint8Array>;
}

/**
 * Review files as the extension reads them: `workspace.fs`, except in the desktop (Node) host, where a `file:` URI
 * is read from the disk directly. Both read the same disk there, but each `workspace.fs` call first waits for a
 * round trip to the window (the extension host asks it to activate the scheme's providers), which in a remote
 * window (SSH, a container, a server) crosses the network: a reopen of thousands of files is mostly those waits.
 * Sizes and times are what `workspace.fs` gives for the same file (mtime in whole milliseconds), so the analysis
 * cache's stamps mean the same in both.
 */
export function createReviewFiles(): ReviewFiles {
  const disk = VERDICTS_HOST === 'node' ? nodeFs() : undefined;
  let direct = 0;
  return {
    get direct() {
      return direct;
    },
    async stat(uri) {
      if (!disk || uri.scheme !== 'file') return vscode.workspace.fs.stat(uri);
      direct++;
      const stat = await disk.stat(uri.fsPath);
      return { type: stat.isDirectory() ? vscode.FileType.Directory : vscode.FileType.File, size: stat.size, mtime: stat.mtime.getTime() };
    },
    async readFile(uri) {
      if (!disk || uri.scheme !== 'file') return vscode.workspace.fs.readFile(uri);
      direct++;
      return disk.readFile(uri.fsPath);
    },
  };
}

function nodeFs(): NodeFs | undefined {
  // The condition is the whole branch, so that esbuild drops the require from the web bundle.
  if (VERDICTS_HOST === 'node') {
    try {
      return require('fs/promises') as NodeFs;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
