// package.json's contributions against the ids the code uses: a renamed command or view fails here, not in
// front of a user. Plain files and constants only: nothing here loads `vscode`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CommandId, PanelViewType, ViewId } from '../../src/vscode/contract/ids';
import { Setting } from '../../src/vscode/settings';
import { ContextValue } from '../../src/vscode/tree/contextValues';

const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const nls: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.nls.json'), 'utf8'));
const contributes = manifest.contributes;

/** A manifest string as users read it: `%key%` replaced from package.nls.json (English). */
function localized(text: string): string {
  return text.replace(/^%([^%]+)%$/, (whole, key: string) => nls[key] ?? whole);
}

/** Every string value in the manifest, with its JSON path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

interface MenuItem {
  command?: string;
  submenu?: string;
  when?: string;
  group?: string;
}

const submenus: { id: string; label: string; icon?: string }[] = contributes.submenus ?? [];

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
      expect(localized(command.category ?? ''), command.command).toBe('Verdicts');
      expect(localized(command.title).trim(), command.command).not.toBe('');
    }
  });

  it('activates on startup, to restore its panels and on a Verdicts link; every other event is implied by the contributions', () => {
    // Webview panels and URI handlers have no contribution point, so their events must be listed.
    expect(manifest.activationEvents).toEqual(['onStartupFinished', ...Object.values(PanelViewType).map((t) => `onWebviewPanel:${t}`), 'onUri']);
  });

  it('shows every command but the row-only ones in the Command Palette, with a when clause', () => {
    const palette = contributes.menus.commandPalette as MenuItem[];
    const conditioned = new Set(palette.map((item) => item.command));
    // Creating a review file, reloading and clearing the analysis cache make sense with an empty catalog; everything else needs reviews.
    const always = new Set<string>([CommandId.newReviewFile, CommandId.refresh, CommandId.clearAnalysisCache]);
    for (const id of declaredIds.filter((id) => !always.has(id))) expect(conditioned, id).toContain(id);
    for (const item of palette) expect(item.when, item.command).toBeTruthy();
  });

  it('binds no keys: users choose their own', () => {
    expect(contributes.keybindings).toBeUndefined();
  });
});

describe('package.json menus', () => {
  it('name only declared commands and submenus', () => {
    const declared = new Set(declaredIds);
    const declaredSubmenus = new Set(submenus.map((submenu) => submenu.id));
    const unknown = menuItems.filter(([, item]) => (item.submenu ? !declaredSubmenus.has(item.submenu) : !declared.has(item.command ?? '')));
    expect(unknown.map(([menu, item]) => `${menu}: ${item.command ?? item.submenu}`)).toEqual([]);
    // A submenu's own items are a menu too, keyed by its id.
    for (const submenu of submenus) expect(Object.keys(contributes.menus), submenu.id).toContain(submenu.id);
  });

  it('give every view-title and inline button an icon', () => {
    const withIcon = new Set([...declaredCommands.filter((c) => c.icon).map((c) => c.command), ...submenus.filter((s) => s.icon).map((s) => s.id)]);
    const buttons = menuItems.filter(
      ([menu, item]) => (menu === 'view/title' || menu === 'view/item/context') && item.group?.startsWith(menu === 'view/title' ? 'navigation' : 'inline'),
    );
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.map(([, item]) => item.command ?? item.submenu).filter((id) => !withIcon.has(id!))).toEqual([]);
  });

  it('use only the context keys the extension sets', () => {
    const ours = new Set(['verdicts.hasReviews', 'verdicts.filtered', 'verdicts.sortedBy']);
    const whens = [...menuItems.map(([, item]) => item.when ?? ''), ...(contributes.viewsWelcome as { when?: string }[]).map((w) => w.when ?? '')];
    for (const when of whens) {
      // Every `verdicts.…` name is a view id (after `view ==`) or one of our context keys.
      for (const [key] of when.matchAll(/\bverdicts\.\w+/g)) {
        if (!Object.values(ViewId).includes(key as never)) expect(ours, when).toContain(key);
      }
    }
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
    expect(hidden).toEqual(new Set([CommandId.compareWith, CommandId.openSource, CommandId.openRow]));
  });

  it('put an ellipsis on a row’s command only when it asks for more than the row (VS Code’s UX guideline)', () => {
    // Compare With… asks for the product to compare with; every other row command acts on the row alone.
    const asksForMore = new Set<string>([CommandId.compareWith]);
    const rowCommands = new Set(menuItems.filter(([menu]) => menu === 'view/item/context').map(([, item]) => item.command!));
    expect(rowCommands.size).toBeGreaterThan(0);
    for (const id of rowCommands) {
      const title = localized(declaredCommands.find((command) => command.command === id)!.title);
      expect(/(…|\.\.\.)$/.test(title), `${id}: "${title}"`).toBe(asksForMore.has(id));
    }
  });
});

describe('package.json localization', () => {
  const keys = strings(manifest).flatMap(([path, text]) => [...text.matchAll(/%([^%\s]+)%/g)].map((m): [string, string] => [path, m[1]!]));

  it('has an English string in package.nls.json for every %key% in package.json', () => {
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter(([, key]) => typeof nls[key] !== 'string' || !nls[key]!.trim()).map(([path, key]) => `${path}: ${key}`)).toEqual([]);
  });

  it('uses every string of package.nls.json', () => {
    const used = new Set(keys.map(([, key]) => key));
    expect(Object.keys(nls).filter((key) => !used.has(key))).toEqual([]);
  });

  it('leaves no user-visible text of package.json unlocalized', () => {
    const visible = /^(displayName|description|capabilities\.untrustedWorkspaces\.description|contributes\.(viewsContainers\.\w+\[\d+\]\.title|views\.[\w.]+\[\d+\]\.(name|contextualTitle)|viewsWelcome\[\d+\]\.contents|commands\[\d+\]\.(title|category)|submenus\[\d+\]\.label|configuration\.(title|properties\.[\w.]+\.(description|markdownDescription))|walkthroughs\[\d+\]\.(title|description|steps\[\d+\]\.(title|description))))$/;
    const checked = strings(manifest).filter(([path]) => visible.test(path));
    expect(checked.length).toBeGreaterThan(30);
    expect(checked.filter(([, text]) => !/^%[^%]+%$/.test(text)).map(([path]) => path)).toEqual([]);
  });
});

describe('package.json walkthrough', () => {
  const walkthroughs = contributes.walkthroughs as {
    id: string;
    steps: { id: string; media: { markdown?: string; image?: string }; completionEvents: string[]; description: string }[];
  }[];

  it('has one walkthrough: open the view, compare, the board, hover, and write reviews', () => {
    expect(walkthroughs).toHaveLength(1);
    expect(walkthroughs[0]!.steps.map((step) => step.id)).toEqual(['openView', 'compare', 'board', 'hover', 'ownReviews']);
  });

  it('has media that exist and ship in the package, and completion events on our views and commands', () => {
    const ignore = readFileSync(join(root, '.vscodeignore'), 'utf8');
    const views = new Set<string>(Object.values(ViewId));
    const commands = new Set<string>(declaredIds);
    for (const step of walkthroughs[0]!.steps) {
      const media = step.media.markdown ?? step.media.image;
      expect(media && existsSync(join(root, media)), `${step.id}: ${media}`).toBe(true);
      expect(ignore, `.vscodeignore must keep ${media}`).toContain(`!${media!.replace(/[^/]+\.md$/, '*.md')}`);
      expect(step.completionEvents.length, step.id).toBeGreaterThan(0);
      for (const event of step.completionEvents) {
        const [kind, target] = event.split(':');
        if (kind === 'onView') expect(views, event).toContain(target);
        else if (kind === 'onCommand') expect(commands, event).toContain(target);
        else expect(['onSettingChanged'], event).toContain(kind);
      }
      for (const [, command] of localized(step.description).matchAll(/\(command:(verdicts\.\w+)/g)) expect(commands, step.id).toContain(command);
    }
  });
});

describe('packaging', () => {
  it('has a 128×128 PNG icon', () => {
    const png = readFileSync(join(root, manifest.icon));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([128, 128]);
  });

  it('keeps what the extension reads at run time in the .vsix', () => {
    const ignore = readFileSync(join(root, '.vscodeignore'), 'utf8').split('\n');
    for (const kept of ['!package.nls.json', '!seeds/index.json', '!seeds/*.txt', '!dist/web/extension.js', '!dist/node/extension.js', '!media/dist/webview.js', '!LICENSE']) {
      expect(ignore, kept).toContain(kept);
    }
    expect(existsSync(join(root, 'LICENSE'))).toBe(true);
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
