import * as vscode from 'vscode';
import type { ReviewFileSystem } from './folderReader';
import type { Logger } from './logger';
import { isReviewFileName, listReviewFiles } from './reviewLocations';

/**
 * The folder reader's file system: `workspace.fs`, which is the disk in the Node host and whatever provider
 * serves the workspace in the web worker. Keys are URI strings.
 */
export function workspaceFileSystem(logger: Logger): ReviewFileSystem {
  return {
    async kind(key) {
      try {
        const { type } = await vscode.workspace.fs.stat(vscode.Uri.parse(key));
        return type & vscode.FileType.Directory ? 'folder' : 'file';
      } catch {
        return undefined;
      }
    },
    read: (key) => Promise.resolve(vscode.workspace.fs.readFile(vscode.Uri.parse(key))),
    listReviewFiles: async (folder) => (await listReviewFiles(vscode.Uri.parse(folder), logger)).map(String),
    isReviewFile: (key) => isReviewFileName(vscode.Uri.parse(key).path),
  };
}
