import * as vscode from 'vscode';
import type { ReviewFileSystem } from './folderReader';
import type { Logger } from './logger';
import type { ReviewFiles } from './reviewFiles';
import { isReviewFileName, listReviewFiles } from './reviewLocations';

/**
 * The folder reader's file system: files through `files` (`workspace.fs`, or the disk directly in the desktop
 * host), folders listed through the workspace. Keys are URI strings.
 */
export function workspaceFileSystem(logger: Logger, files: ReviewFiles): ReviewFileSystem {
  return {
    async kind(key) {
      try {
        const { type } = await files.stat(vscode.Uri.parse(key));
        return type & vscode.FileType.Directory ? 'folder' : 'file';
      } catch {
        return undefined;
      }
    },
    read: (key) => files.readFile(vscode.Uri.parse(key)),
    listReviewFiles: async (folder) => (await listReviewFiles(vscode.Uri.parse(folder), logger)).map(String),
    isReviewFile: (key) => isReviewFileName(vscode.Uri.parse(key).path),
  };
}
