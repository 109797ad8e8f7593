import * as vscode from 'vscode';
import type { PersonaId, Tally, Verdict } from '../../core/base';

/** How verdicts and personas look wherever the extension lists them: tree rows, tooltips and quick picks. */

const verdictIcons: Record<Verdict, { codicon: string; color: string }> = {
  ship: { codicon: 'pass', color: 'testing.iconPassed' },
  skip: { codicon: 'circle-slash', color: 'testing.iconFailed' },
  none: { codicon: 'circle-large-outline', color: 'descriptionForeground' },
};

export function verdictIcon(verdict: Verdict): vscode.ThemeIcon {
  const { codicon, color } = verdictIcons[verdict];
  return new vscode.ThemeIcon(codicon, new vscode.ThemeColor(color));
}

/** `$(pass)` and friends, for labels that render codicons (quick picks, Markdown with theme icons). */
export function verdictCodicon(verdict: Verdict): string {
  return `$(${verdictIcons[verdict].codicon})`;
}

export function verdictLabel(verdict: Verdict): string {
  switch (verdict) {
    case 'ship':
      return vscode.l10n.t('ship');
    case 'skip':
      return vscode.l10n.t('skip');
    case 'none':
      return vscode.l10n.t('no call');
  }
}

/** "3 ship · 1 no call": zero counts are left out. */
export function tallyDescription(tally: Tally): string {
  const parts: string[] = [];
  if (tally.ship) parts.push(vscode.l10n.t('{0} ship', tally.ship));
  if (tally.skip) parts.push(vscode.l10n.t('{0} skip', tally.skip));
  if (tally.none) parts.push(vscode.l10n.t('{0} no call', tally.none));
  return parts.length ? parts.join(' · ') : vscode.l10n.t('no reviews');
}

/**
 * "3✓ 1✕ 1–": the tally short enough for a sidebar row at its default width (zero counts left out). Rows that
 * show it say the long form (`tallyDescription`) to screen readers.
 */
export function shortTally(tally: Tally): string {
  const parts: string[] = [];
  if (tally.ship) parts.push(`${tally.ship}✓`);
  if (tally.skip) parts.push(`${tally.skip}✕`);
  if (tally.none) parts.push(`${tally.none}–`);
  return parts.length ? parts.join(' ') : vscode.l10n.t('no reviews');
}

export function tallyOf(verdicts: Iterable<{ verdict: Verdict }>): Tally {
  const tally: Tally = { ship: 0, skip: 0, none: 0 };
  for (const { verdict } of verdicts) tally[verdict]++;
  return tally;
}

const personaCodicons: Record<PersonaId, string> = {
  builder: 'tools',
  skeptic: 'eye',
  strategist: 'telescope',
  product: 'target',
  investor: 'graph',
  unknown: 'question',
};

export function personaIcon(persona: PersonaId): vscode.ThemeIcon {
  return new vscode.ThemeIcon(personaCodicons[persona]);
}

export const productIcon = new vscode.ThemeIcon('package');
export const matchupIcon = new vscode.ThemeIcon('arrow-swap');
