import type { Persona, PersonaId } from '../model';

/**
 * A cue is a phrase (matched case-insensitively on word boundaries) that suggests a persona.
 * `weight` says how strongly; the classifier weighs the opening sentence of a quote most.
 */
export interface PersonaCue {
  phrase: string;
  weight: number;
}

export interface PersonaDefinition extends Persona {
  cues: PersonaCue[];
}

const cue = (weight: number, ...phrases: string[]): PersonaCue[] => phrases.map((phrase) => ({ phrase, weight }));

/** The reviewer personas, in display order. `unknown` is last and has no cues. */
export const PERSONA_TABLE: readonly PersonaDefinition[] = [
  {
    id: 'builder',
    name: 'The Builder',
    focus: 'Developer experience: the primitive, the DX bet, the moment of truth.',
    cues: [
      ...cue(4, 'the primitive', 'primitive here', 'dx bet', 'moment of truth', 'developer experience'),
      ...cue(2, 'dx', 'first-ten-minutes', 'first ten minutes', 'api surface', 'sdk', 'ergonomics', 'boilerplate',
        'weekend script', 'glue code', 'docs', 'documentation', 'cli', 'integration', 'setup', 'hello world',
        'developer', 'developers', 'technical decision', 'architecture', 'architectural'),
      ...cue(1, 'api', 'code', 'config', 'tooling', 'debug', 'latency', 'install', 'tokenizer', 'weights'),
    ],
  },
  {
    id: 'skeptic',
    name: 'The Skeptic',
    focus: 'Direct competitors, where it breaks, what kills it in 12 months.',
    cues: [
      ...cue(4, 'direct competitor', 'direct competitors', 'where it breaks', 'this breaks', 'it breaks',
        'kill scenario', 'what kills', 'kills this', 'kills it', 'for me to be wrong'),
      ...cue(2, 'competitor', 'competitors', 'breaks', 'breaks when', 'failure mode', 'failure modes', 'red flag',
        'caveat', 'overhyped', 'hype', 'marketing', 'in 12 months', '12-month', 'ceiling', 'benchmark',
        'benchmarks', 'claims', 'falls over', 'fails'),
      ...cue(1, 'risk', 'alternative', 'alternatives', 'versus', 'compared to', 'doubt', 'skeptical'),
    ],
  },
  {
    id: 'strategist',
    name: 'The Strategist',
    focus: 'The thesis, trend timing (early / on-time), second-order effects.',
    cues: [
      ...cue(4, 'the thesis', 'thesis', 'second-order', 'second order', 'bets on', 'betting on'),
      ...cue(2, 'trend', 'trend line', 'trends', 'on-time', 'too early', 'early to', 'late to', 'falsifiable',
        'by 2026', 'by 2027', 'by 2028', 'by 2029', 'by 2030', 'within 2 years', 'within 3 years', 'future state',
        'power shift', 'shifts power', 'paradigm', 'long run', 'decade', 'trajectory', 'dependency that has to hold',
        'zoom out', 'a bet that', 'the bet is that', 'within two years', 'within three years', 'within five years',
        'in three years', 'in five years', 'is early', 'are early', 'it\'s early', 'not early', 'on time'),
      ...cue(1, 'future', 'years', 'industry', 'ecosystem', 'infrastructure', 'wave'),
    ],
  },
  {
    id: 'product',
    name: 'The Product Lead',
    focus: 'The job-to-be-done, onboarding, the opinionated choice.',
    cues: [
      ...cue(4, 'job-to-be-done', 'job to be done', 'jobs-to-be-done', 'jtbd', 'opinionated choice', 'onboarding'),
      ...cue(2, 'opinionated', 'user journey', 'users', 'user', 'workflow', 'use case', 'pain point', 'persona',
        'activation', 'retention', 'product gap', 'feature', 'features', 'ux', 'flow', 'checklist', 'first-run',
        'new users', 'what job'),
      ...cue(1, 'customer', 'experience', 'simple', 'delight', 'friction', 'roadmap', 'default'),
    ],
  },
  {
    id: 'investor',
    name: 'The Investor',
    focus: 'The buyer, the moat, the business risk.',
    cues: [
      ...cue(4, 'the buyer', 'buyer', 'the moat', 'business risk', 'business case', 'good business'),
      ...cue(2, 'moat', 'budget', 'budget line', 'procurement', 'pricing', 'margin', 'margins', 'revenue',
        'defensibility', 'defensible', 'switching cost', 'lock-in', 'network effect', 'unit economics', 'tam',
        'market', 'monetize', 'monetization', 'valuation', 'business', 'sales motion', 'flywheel'),
      ...cue(1, 'cost', 'costs', 'spend', 'enterprise', 'contract', 'customers', 'price'),
    ],
  },
  {
    id: 'unknown',
    name: 'Unclassified reviewer',
    focus: 'A review that fits none of the personas.',
    cues: [],
  },
];

export const PERSONAS: Persona[] = PERSONA_TABLE.map(({ id, name, focus }) => ({ id, name, focus }));

const byId = new Map<PersonaId, Persona>(PERSONAS.map((p) => [p.id, p]));

export function personaById(id: PersonaId): Persona {
  return byId.get(id) ?? byId.get('unknown')!;
}

const rank = new Map<PersonaId, number>(PERSONA_TABLE.map((p, i) => [p.id, i]));

/** Display order of a persona (unknown last). */
export function personaRank(id: PersonaId): number {
  return rank.get(id) ?? PERSONA_TABLE.length;
}
