import type { Persona, PersonaId, ReviewSource, SourceRef, Tally, Verdict } from '../model';

/**
 * Words and small formats shared by the HTML and Markdown renderers. English only: the core has no
 * localisation; adapters localise their own chrome (titles, messages) with vscode.l10n.
 */

export const VERDICT_LABEL: Record<Verdict, string> = { ship: 'Ship', skip: 'Skip', none: 'No call' };

/** A glyph for each verdict, always shown next to the word: colour is never the only signal. */
export const VERDICT_GLYPH: Record<Verdict, string> = { ship: '✓', skip: '✕', none: '–' };

/** "3 ship · 1 skip · 2 no call" */
export function formatTally(tally: Tally): string {
  return `${tally.ship} ship · ${tally.skip} skip · ${tally.none} no call`;
}

/** The file's last path segment, for link labels; the full path goes in a tooltip. */
export function fileBaseName(file: string): string {
  const trimmed = file.replace(/[\\/]+$/, '');
  const cut = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
  return cut >= 0 ? trimmed.slice(cut + 1) : trimmed;
}

/** "001_08efac398b9b5838.txt:5" */
export function sourceLabel(source: SourceRef | ReviewSource): string {
  return `${fileBaseName(source.file)}:${source.line}`;
}

const UNKNOWN_PERSONA: Persona = {
  id: 'unknown',
  name: 'Unclassified reviewer',
  focus: 'A review that fits none of the personas.',
};

/** The persona as the catalog describes it; an id the catalog lacks still gets a readable name. */
export function describePersona(personas: readonly Persona[], id: PersonaId): Persona {
  return personas.find((p) => p.id === id) ?? personas.find((p) => p.id === 'unknown') ?? UNKNOWN_PERSONA;
}

/** Shortens to `max` characters at a word boundary when it can, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  if (single.length <= max) return single;
  let cut = single.slice(0, max - 1);
  // never split a surrogate pair
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
