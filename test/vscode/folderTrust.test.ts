import { describe, expect, it } from 'vitest';
import { asStrings, reviewFolderEntries } from '../../src/vscode/source/folderTrust';

/**
 * Which review folders are read, by trust and by the scope that names them. The real workbench runs this too
 * (test/ui/trust.ui.mjs, untrusted and trusted); here every combination is covered, including the user-settings
 * case the workbench harness cannot set up.
 */
describe('reviewFolderEntries', () => {
  const user = ['/home/me/reviews'];
  const workspace = ['reviews'];
  const folder = ['folder-reviews'];

  it('reads the most specific value in a trusted workspace: folder, then workspace, then user', () => {
    expect(reviewFolderEntries(true, true, { globalValue: user, workspaceValue: workspace, workspaceFolderValue: folder })).toEqual({
      entries: folder,
      restricted: false,
    });
    expect(reviewFolderEntries(true, true, { globalValue: user, workspaceValue: workspace })).toEqual({ entries: workspace, restricted: false });
    expect(reviewFolderEntries(true, true, { globalValue: user })).toEqual({ entries: user, restricted: false });
    expect(reviewFolderEntries(true, true, { globalValue: user, workspaceValue: [] })).toEqual({ entries: [], restricted: false });
  });

  it('reads only the user’s folders in an untrusted workspace, whatever the workspace names', () => {
    expect(reviewFolderEntries(false, true, { globalValue: user, workspaceValue: workspace, workspaceFolderValue: folder })).toEqual({
      entries: user,
      restricted: true,
    });
    expect(reviewFolderEntries(false, true, { workspaceFolderValue: ['/etc'] })).toEqual({ entries: [], restricted: true });
  });

  it('counts Restricted Mode as restricting whenever a workspace is open: VS Code hides its values from inspect()', () => {
    expect(reviewFolderEntries(false, true, { globalValue: user })).toEqual({ entries: user, restricted: true });
    expect(reviewFolderEntries(false, true, undefined)).toEqual({ entries: [], restricted: true });
  });

  it('has nothing to restrict in an empty window', () => {
    expect(reviewFolderEntries(false, false, { globalValue: user })).toEqual({ entries: user, restricted: false });
  });

  it('reads a setting as a list of non-empty strings', () => {
    expect(asStrings('reviews')).toEqual(['reviews']);
    expect(asStrings(['a', '', '  ', 3, null, 'b'])).toEqual(['a', 'b']);
    expect(asStrings({ path: 'x' })).toEqual([]);
    expect(asStrings('  ')).toEqual([]);
  });
});
