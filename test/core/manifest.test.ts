// package.json's contributions against the ids the code uses: a renamed command or view fails here, not in
// front of a user. Plain files and constants only: nothing here loads `vscode`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CommandId, PanelViewType, ViewId } from '../../src/vscode/commands/ids';
import { Setting } from '../../src/vscode/settings';
import { ContextValue } from '../../src/vscode/tree/contextValues';

const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const contributes = manifest.contributes;

interface MenuItem {
  command: string;
  when?: string;
  group?: string;
}

const declaredCommands: { command: string; title: string; category?: string; icon?: string }[] = contributes.commands;
const declaredIds = declaredCommands.map((c) => c.command);
const menuItems: [string, MenuItem][] = Object.entries(contributes.menus as Record<string, MenuItem[]>).flatMap(
  ([menu, items]) => items.map((item): [string, MenuItem] => [menu, item]),
);

/** The ids the command files implement (`id: CommandId.x`), read from the sources. */
function implementedCommandIds(): string[] {
  const folder = join(root, 'src/vscode/commands');
  const ids: string[] = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts'))) {
    for (const match of readFileSync(join(folder, file), 'utf8').matchAll(/\bid: CommandId\.(\w+)/g)) {
      ids.push((CommandId as Record<string, string>)[match[1]!]!);
    }
  }
  return ids;
}

describe('package.json commands', () => {
  it('declares only ids from CommandId', () => {
    const known = new Set<string>(Object.values(CommandId));
    expect(declaredIds.filter((id) => !known.has(id))).toEqual([]);
  });

  it('declares each command once', () => {
    expect(new Set(declaredIds).size).toBe(declaredIds.length);
  });

  it('declares exactly the commands the code implements', () => {
    expect([...declaredIds].sort()).toEqual(implementedCommandIds().sort());
  });

  it('gives every command the Verdicts category and a title', () => {
    for (const command of declaredCommands) {
      expect(command.category, command.command).toBe('Verdicts');
      expect(command.title.trim(), command.command).not.toBe('');
    }
  });

  it('activates on startup and to restore its panels; every other event is implied by the contributions', () => {
    // Webview panels have no contribution point, so their restore events must be listed.
    expect(manifest.activationEvents).toEqual(['onStartupFinished', ...Object.values(PanelViewType).map((t) => `onWebviewPanel:${t}`)]);
  });
});

describe('package.json menus', () => {
  it('name only declared commands', () => {
    const declared = new Set(declaredIds);
    expect(menuItems.filter(([, item]) => !declared.has(item.command)).map(([menu, item]) => `${menu}: ${item.command}`)).toEqual([]);
  });

  it('give every view-title and inline button an icon', () => {
    const withIcon = new Set(declaredCommands.filter((c) => c.icon).map((c) => c.command));
    const buttons = menuItems.filter(
      ([menu, item]) => (menu === 'view/title' || menu === 'view/item/context') && item.group?.startsWith(menu === 'view/title' ? 'navigation' : 'inline'),
    );
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.filter(([, item]) => !withIcon.has(item.command)).map(([, item]) => item.command)).toEqual([]);
  });

  it('refer to our views and contextValues only', () => {
    const views = new Set<string>(Object.values(ViewId));
    const contextValues = new Set<string>(Object.values(ContextValue));
    for (const [menu, item] of menuItems) {
      const when = item.when ?? '';
      for (const [, view] of when.matchAll(/\bview == ([\w.-]+)/g)) expect(views, `${menu}: ${when}`).toContain(view);
      for (const [, value] of when.matchAll(/\bviewItem == ([\w.-]+)/g)) expect(contextValues, `${menu}: ${when}`).toContain(value);
      const pattern = /\bviewItem =~ \/(.+?)\/(?:\s|$)/.exec(when)?.[1];
      if (pattern) {
        const matched = [...contextValues].filter((value) => new RegExp(pattern).test(value));
        expect(matched.length, `${menu}: ${when} matches no contextValue`).toBeGreaterThan(0);
      }
      if (menu.startsWith('view/')) expect(when, `${menu}: ${item.command} needs a view condition`).toMatch(/\bview (==|=~)/);
    }
  });

  it('hide commands that need a tree row from the Command Palette', () => {
    const hidden = new Set(
      (contributes.menus.commandPalette as MenuItem[]).filter((item) => item.when === 'false').map((item) => item.command),
    );
    expect(hidden).toEqual(new Set([CommandId.compareWith, CommandId.openSource]));
  });
});

describe('package.json views', () => {
  it('has the one activity-bar container from ViewId', () => {
    const containers = contributes.viewsContainers.activitybar as { id: string; icon: string }[];
    expect(containers.map((c) => c.id)).toEqual([ViewId.container]);
    for (const container of containers) expect(existsSync(join(root, container.icon)), container.icon).toBe(true);
  });

  it('declares exactly the tree views from ViewId, in that container', () => {
    expect(Object.keys(contributes.views)).toEqual([ViewId.container]);
    const ids = (contributes.views[ViewId.container] as { id: string }[]).map((v) => v.id);
    expect(ids).toEqual([ViewId.products, ViewId.matchups, ViewId.personas]);
  });

  it('has welcome content only for declared views', () => {
    const ids = new Set((contributes.views[ViewId.container] as { id: string }[]).map((v) => v.id));
    for (const welcome of contributes.viewsWelcome as { view: string }[]) expect(ids).toContain(welcome.view);
  });
});

describe('package.json configuration', () => {
  const properties = contributes.configuration.properties as Record<string, { description?: string; markdownDescription?: string }>;

  it('declares exactly the settings the code reads, each with a description', () => {
    expect(Object.keys(properties).sort()).toEqual(Object.values(Setting).sort());
    for (const [key, property] of Object.entries(properties)) {
      expect(property.description ?? property.markdownDescription, key).toBeTruthy();
    }
  });

  it('restricts the review folders in untrusted workspaces', () => {
    const untrusted = manifest.capabilities.untrustedWorkspaces;
    expect(untrusted.supported).toBe('limited');
    expect(untrusted.restrictedConfigurations).toEqual([Setting.reviewFolders]);
    expect(untrusted.description).toBeTruthy();
    expect(manifest.capabilities.virtualWorkspaces).toBe(true);
  });
});

describe('bundled seeds', () => {
  it('seeds/index.json lists exactly the seed files (the web host cannot list folders)', () => {
    const files = readdirSync(join(root, 'seeds')).filter((f) => f.endsWith('.txt')).sort();
    expect(files.length).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(join(root, 'seeds/index.json'), 'utf8'))).toEqual(files);
  });
});
