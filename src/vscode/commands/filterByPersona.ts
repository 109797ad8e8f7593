import * as vscode from 'vscode';
import { normalizePersonas, type PersonaId } from '../../core/base';
import { personaIcon } from '../tree/verdictStyle';
import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';

interface PersonaItem extends vscode.QuickPickItem {
  persona: PersonaId;
}

/**
 * Shows only reviews by the chosen personas: `(['skeptic'])` sets them (`[]` shows every persona again);
 * without an argument a multi-select list of the personas with reviews asks, with the current choice ticked.
 */
export const filterByPersona: VerdictsCommand = {
  id: CommandId.filterByPersona,
  async run({ store, treeState }, personas?: unknown) {
    if (personas !== undefined) return treeState.setFilter({ personas: normalizePersonas(personas) });
    await store.whenLoaded();
    const view = store.view;
    const current = new Set(treeState.filter.personas);
    const items = view.catalog.personas
      .filter((persona) => view.reviewsByPersona(persona.id).length > 0 || current.has(persona.id))
      .map(
        (persona): PersonaItem => ({
          label: `$(${personaIcon(persona.id).id}) ${persona.name}`,
          description: vscode.l10n.t('{0} reviews', view.reviewsByPersona(persona.id).length),
          detail: persona.focus,
          picked: current.has(persona.id),
          persona: persona.id,
        }),
      );
    const picked = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Filter by Persona'),
      placeHolder: vscode.l10n.t('Show reviews by these personas (none ticked: every persona)'),
      canPickMany: true,
    });
    if (picked) await treeState.setFilter({ personas: picked.map((item) => item.persona) });
  },
};
