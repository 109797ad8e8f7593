import * as vscode from 'vscode';
import { Setting } from '../settings';
import { asStrings, reviewFolderEntries } from './folderTrust';
import type { Logger } from './logger';

/** Folders are searched this deep at most: deep enough for any real layout, a stop for symlink cycles. */
const MAX_DEPTH = 12;
const SKIPPED_FOLDERS = new Set(['node_modules']);

export function isReviewFileName(name: string): boolean {
  return /\.txt$/i.test(name);
}

export interface ReviewFolders {
  /** The folders to read, without duplicates. */
  folders: vscode.Uri[];
  /** True when review folders named by workspace settings may be left out because the workspace is not trusted. */
  restricted: boolean;
}

/**
 * The folders named by `verdicts.reviewFolders`. In an untrusted workspace only the user's own setting counts
 * (the rules are in folderTrust.ts).
 */
export function resolveReviewFolders(logger: Logger): ReviewFolders {
  const trusted = vscode.workspace.isTrusted;
  const workspaceFolders = vscode.workspace.workspaceFolders ?? [];
  const scopes: (vscode.WorkspaceFolder | undefined)[] = workspaceFolders.length ? [...workspaceFolders] : [undefined];
  const folders = new Map<string, vscode.Uri>();
  let restricted = false;
  for (const scope of scopes) {
    const inspected = vscode.workspace.getConfiguration(undefined, scope?.uri).inspect<unknown>(Setting.reviewFolders);
    const chosen = reviewFolderEntries(trusted, workspaceFolders.length > 0, inspected);
    restricted ||= chosen.restricted;
    for (const entry of chosen.entries) {
      const uri = resolveFolder(entry, scope);
      if (uri) folders.set(uri.toString(), uri);
      else logger.warn(`Ignoring review folder "${entry}": a relative path needs an open workspace folder.`);
    }
  }
  return { folders: [...folders.values()], restricted };
}

/** Workspace-relative paths, absolute paths and URIs, each as the user would expect. */
export function resolveFolder(entry: string, scope: vscode.WorkspaceFolder | undefined): vscode.Uri | undefined {
  const text = entry.trim();
  let uri: vscode.Uri;
  if (/^[a-zA-Z][\w+.-]+:\/\//.test(text)) {
    uri = vscode.Uri.parse(text);
  } else if (/^([a-zA-Z]:[\\/]|[\\/])/.test(text)) {
    // An absolute path lives on the workspace's own file system (a virtual workspace has no `file:` disk).
    uri = scope && scope.uri.scheme !== 'file' ? scope.uri.with({ path: text.replace(/\\/g, '/') }) : vscode.Uri.file(text);
  } else if (scope) {
    uri = vscode.Uri.joinPath(scope.uri, text.replace(/\\/g, '/'));
  } else {
    return undefined;
  }
  return uri.path.length > 1 && uri.path.endsWith('/') ? uri.with({ path: uri.path.replace(/\/+$/, '') }) : uri;
}

/** Every review file in a folder and below it, sorted; a review file named directly is returned as itself. */
export async function listReviewFiles(root: vscode.Uri, logger: Logger): Promise<vscode.Uri[]> {
  const stat = await vscode.workspace.fs.stat(root);
  if (!(stat.type & vscode.FileType.Directory)) {
    return isReviewFileName(root.path) ? [root] : [];
  }
  const found: vscode.Uri[] = [];
  const walk = async (folder: vscode.Uri, depth: number): Promise<void> => {
    let entries: [string, vscode.FileType][];
    try {
      entries = await vscode.workspace.fs.readDirectory(folder);
    } catch (error) {
      logger.warn(`Cannot list ${folder.toString(true)}: ${String(error)}`);
      return;
    }
    await Promise.all(
      entries.map(async ([name, type]) => {
        const child = vscode.Uri.joinPath(folder, name);
        if (type & vscode.FileType.Directory) {
          if (depth < MAX_DEPTH && !name.startsWith('.') && !SKIPPED_FOLDERS.has(name)) await walk(child, depth + 1);
        } else if (isReviewFileName(name)) {
          found.push(child);
        }
      }),
    );
  };
  await walk(root, 0);
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The sample reviews shipped in `seeds/`. The web host serves extension files over HTTP, which can be read but
 * not listed, so `seeds/index.json` names them; a unit test keeps that list in step with the folder.
 */
export async function listBundledSeeds(extensionUri: vscode.Uri, logger: Logger): Promise<vscode.Uri[]> {
  const folder = vscode.Uri.joinPath(extensionUri, 'seeds');
  try {
    const entries = await vscode.workspace.fs.readDirectory(folder);
    return entries
      .filter(([name, type]) => type & vscode.FileType.File && isReviewFileName(name))
      .map(([name]) => name)
      .sort()
      .map((name) => vscode.Uri.joinPath(folder, name));
  } catch {
    // Listing is not supported here: fall back to the index.
  }
  try {
    const index = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, 'index.json'))));
    return asStrings(index).filter(isReviewFileName).map((name) => vscode.Uri.joinPath(folder, name));
  } catch (error) {
    logger.error(`Cannot find the bundled sample reviews: ${String(error)}`);
    return [];
  }
}

/** Whether `uri` is `folder` itself or lies below it. */
export function isInside(uri: vscode.Uri, folder: vscode.Uri): boolean {
  const a = uri.toString();
  const b = folder.toString();
  return a === b || a.startsWith(b.endsWith('/') ? b : `${b}/`);
}
