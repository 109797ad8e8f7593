/**
 * Which `verdicts.reviewFolders` entries are read, given workspace trust. Pure (no `vscode` import) so the unit
 * tests cover every case; reviewLocations.ts feeds it what `WorkspaceConfiguration.inspect` returns.
 */

/** The scopes of one setting, as `inspect()` reports them. */
export interface InspectedSetting {
  globalValue?: unknown;
  workspaceValue?: unknown;
  workspaceFolderValue?: unknown;
}

export interface FolderEntries {
  /** The entries to read for this workspace folder (or for the window, when there is none). */
  entries: string[];
  /** True when review folders named by the workspace may be left out because it is not trusted. */
  restricted: boolean;
}

/**
 * A trusted workspace reads the most specific value (folder, then workspace, then user), as VS Code resolves
 * any setting. An untrusted one reads only the user's own value: a cloned repository must not be able to point
 * the extension at arbitrary folders. VS Code itself hides the workspace values of a restricted setting from
 * `inspect()` in Restricted Mode, so whether the workspace names folders cannot be known there; with a workspace
 * open, Restricted Mode therefore always counts as restricting.
 */
export function reviewFolderEntries(trusted: boolean, hasWorkspace: boolean, inspected: InspectedSetting | undefined): FolderEntries {
  const fromUser = inspected?.globalValue;
  const fromWorkspace = inspected?.workspaceFolderValue ?? inspected?.workspaceValue;
  if (trusted) return { entries: asStrings(fromWorkspace ?? fromUser), restricted: false };
  return { entries: asStrings(fromUser), restricted: hasWorkspace || asStrings(fromWorkspace).length > 0 };
}

/** A setting value as a list of non-empty strings; a single string counts as a list of one. */
export function asStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
}
