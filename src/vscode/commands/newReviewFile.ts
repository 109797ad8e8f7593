import * as vscode from 'vscode';
import type { ProductNameProblem } from '../../core/engine';
import type { Engine } from '../source/engineLoader';
import { Setting } from '../settings';
import type { CommandServices, VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';

/**
 * Creates `<a>-vs-<b>.txt` from the template (placeholder quotes, each attributed to a persona) in the first
 * review folder and opens it with a tab stop on each placeholder and attribution:
 * `(productA?, productB?, folder?)`; missing names are asked for, a missing folder too when no review folder
 * is set (offering to add the chosen one to `verdicts.reviewFolders`). Returns the file's URI string.
 * An existing file of that name is opened, never overwritten.
 */
export const newReviewFile: VerdictsCommand = {
  id: CommandId.newReviewFile,
  async run(services, first?: unknown, second?: unknown, folder?: unknown) {
    // The template and the name checks are the parser's: the analysis engine's.
    const engine = await services.store.engine.load();
    const a = validName(engine, first) ?? (await askProductName(engine, 1));
    if (!a) return undefined;
    const b = validName(engine, second, a) ?? (await askProductName(engine, 2, a));
    if (!b) return undefined;
    const target = asUri(folder) ?? (await firstReviewFolder(services)) ?? (await chooseFolder());
    if (!target) return undefined;

    const file = vscode.Uri.joinPath(target, engine.reviewFileName(a, b));
    const existed = await exists(file);
    if (existed) {
      vscode.window.setStatusBarMessage(vscode.l10n.t('{0} already exists: opened it unchanged.', file.path.split('/').pop() ?? ''), 5_000);
    } else {
      await vscode.workspace.fs.createDirectory(target);
      const eol = vscode.workspace.getConfiguration('files', target).get<string>('eol') === '\r\n' ? '\r\n' : '\n';
      await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(engine.reviewTemplate(a, b, eol)));
    }
    const document = await vscode.workspace.openTextDocument(file);
    const editor = await vscode.window.showTextDocument(document);
    if (!existed) {
      // The same text again, as a snippet: Tab walks from each placeholder quote to its attribution to the next.
      const eol = document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
      const body = new vscode.Range(document.lineAt(0).range.end, document.lineAt(document.lineCount - 1).range.end);
      if (await editor.insertSnippet(new vscode.SnippetString(engine.reviewTemplateSnippet(eol)), body)) await document.save();
    }
    return file.toString();
  },
};

function validName(engine: Engine, value: unknown, other?: string): string | undefined {
  return typeof value === 'string' && !engine.checkProductName(value, other) ? value.trim() : undefined;
}

async function askProductName(engine: Engine, step: 1 | 2, other?: string): Promise<string | undefined> {
  const name = await vscode.window.showInputBox({
    title: vscode.l10n.t('New Review File ({0}/2)', step),
    prompt: step === 1 ? vscode.l10n.t('The first product of the matchup') : vscode.l10n.t('The product {0} is up against', other ?? ''),
    placeHolder: step === 1 ? vscode.l10n.t('For example: Harbor CI 3') : vscode.l10n.t('For example: Quillmark Docs Assistant'),
    ignoreFocusOut: true,
    validateInput: (value) => {
      const problem = engine.checkProductName(value, other);
      // An empty box is not an error yet: the prompt already says what to type.
      return problem && problem !== 'empty' ? nameProblemMessage(problem) : undefined;
    },
  });
  const trimmed = name?.trim();
  return trimmed && !engine.checkProductName(trimmed, other) ? trimmed : undefined;
}

function nameProblemMessage(problem: ProductNameProblem): string {
  switch (problem) {
    case 'empty':
      return vscode.l10n.t('Type the product name.');
    case 'too-long':
      return vscode.l10n.t('Keep the name under 80 characters: it is the title of the review file.');
    case 'line-break':
      return vscode.l10n.t('The name must fit on one line.');
    case 'quote':
      return vscode.l10n.t('Leave quotation marks out of the name: they start and end reviews.');
    case 'contains-vs':
      return vscode.l10n.t('The name cannot contain "vs": the title line reads "Product A vs Product B".');
    case 'same-as-other':
      return vscode.l10n.t('Pick a different product: a matchup needs two.');
  }
}

function asUri(value: unknown): vscode.Uri | undefined {
  if (value instanceof vscode.Uri) return value;
  return typeof value === 'string' && value ? vscode.Uri.parse(value) : undefined;
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

/** The first configured review folder that is (or can become) a folder; a review folder may also name one file. */
async function firstReviewFolder({ store }: CommandServices): Promise<vscode.Uri | undefined> {
  await store.whenLoaded();
  for (const folder of store.reviewFolders) {
    try {
      if ((await vscode.workspace.fs.stat(folder)).type & vscode.FileType.Directory) return folder;
    } catch {
      return folder; // configured but not created yet: writing the file creates it
    }
  }
  return undefined;
}

/** The folder offered when the workspace has no review folder yet: a name, so not translated. */
const NEW_FOLDER_NAME = 'reviews';

interface FolderItem extends vscode.QuickPickItem {
  folder?: vscode.Uri;
}

/** No review folder yet: a `reviews` folder in a workspace folder, or any folder, added to the setting if wanted. */
async function chooseFolder(): Promise<vscode.Uri | undefined> {
  const items: FolderItem[] = (vscode.workspace.workspaceFolders ?? []).map((workspaceFolder) => ({
    label: `$(new-folder) ${NEW_FOLDER_NAME}`,
    description: workspaceFolder.name,
    detail: vscode.l10n.t('Create the folder "{0}" in {1} and add it to the review folders', NEW_FOLDER_NAME, workspaceFolder.name),
    folder: vscode.Uri.joinPath(workspaceFolder.uri, NEW_FOLDER_NAME),
  }));
  items.push({ label: `$(folder-opened) ${vscode.l10n.t('Choose a Folder…')}`, detail: vscode.l10n.t('Put the review file in a folder of your choice') });
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('New Review File: Where?'),
    placeHolder: vscode.l10n.t('No review folder is set yet (verdicts.reviewFolders)'),
    ignoreFocusOut: true,
  });
  if (!picked) return undefined;
  if (picked.folder) {
    await addReviewFolder(picked.folder);
    return picked.folder;
  }
  const [chosen] =
    (await vscode.window.showOpenDialog({
      canSelectFiles: false,
      canSelectFolders: true,
      canSelectMany: false,
      defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri,
      openLabel: vscode.l10n.t('Put the Review File Here'),
    })) ?? [];
  if (!chosen) return undefined;
  const add = vscode.l10n.t('Add to Review Folders');
  const answer = await vscode.window.showQuickPick([add, vscode.l10n.t('Only Create the File There')], {
    title: vscode.l10n.t('New Review File: Read This Folder?'),
    placeHolder: vscode.l10n.t('Verdicts reads the review files in the folders of verdicts.reviewFolders'),
    ignoreFocusOut: true,
  });
  if (answer === undefined) return undefined;
  if (answer === add) await addReviewFolder(chosen);
  return chosen;
}

/**
 * Adds a folder to `verdicts.reviewFolders`: relative to its workspace folder in that folder's settings, or
 * absolute in the user's settings (the only ones read in Restricted Mode, and for folders outside the workspace).
 */
async function addReviewFolder(folder: vscode.Uri): Promise<void> {
  const workspaceFolder = vscode.workspace.getWorkspaceFolder(folder);
  const inWorkspace = workspaceFolder && vscode.workspace.isTrusted;
  const config = vscode.workspace.getConfiguration(undefined, workspaceFolder?.uri);
  const inspected = config.inspect<string[]>(Setting.reviewFolders);
  const current = (inWorkspace ? (inspected?.workspaceFolderValue ?? inspected?.workspaceValue) : inspected?.globalValue) ?? [];
  const entry = inWorkspace
    ? folder.path.slice(workspaceFolder.uri.path.replace(/\/$/, '').length + 1) || '.'
    : folder.scheme === 'file'
      ? folder.fsPath
      : folder.toString();
  if (current.includes(entry)) return;
  const target = inWorkspace
    ? (vscode.workspace.workspaceFolders?.length ?? 0) > 1
      ? vscode.ConfigurationTarget.WorkspaceFolder
      : vscode.ConfigurationTarget.Workspace
    : vscode.ConfigurationTarget.Global;
  await config.update(Setting.reviewFolders, [...current, entry], target);
}
