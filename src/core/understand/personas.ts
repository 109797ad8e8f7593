import type { Persona, PersonaId } from '../model';

/** The reviewer personas, in display order. `unknown` is last. Their vocabularies are in personaCues.ts. */
export const PERSONAS: Persona[] = [
  { id: 'builder', name: 'The Builder', focus: 'Developer experience: the primitive, the DX bet, the moment of truth.' },
  { id: 'skeptic', name: 'The Skeptic', focus: 'Direct competitors, where it breaks, what kills it in 12 months.' },
  { id: 'strategist', name: 'The Strategist', focus: 'The thesis, trend timing (early / on-time), second-order effects.' },
  { id: 'product', name: 'The Product Lead', focus: 'The job-to-be-done, onboarding, the opinionated choice.' },
  { id: 'investor', name: 'The Investor', focus: 'The buyer, the moat, the business risk.' },
  { id: 'unknown', name: 'Unclassified reviewer', focus: 'A review that fits none of the personas.' },
];

const byId = new Map<PersonaId, Persona>(PERSONAS.map((p) => [p.id, p]));

export function personaById(id: PersonaId): Persona {
  return byId.get(id) ?? byId.get('unknown')!;
}

const rank = new Map<PersonaId, number>(PERSONAS.map((p, i) => [p.id, i]));

/** Display order of a persona (unknown last). */
export function personaRank(id: PersonaId): number {
  return rank.get(id) ?? PERSONAS.length;
}
