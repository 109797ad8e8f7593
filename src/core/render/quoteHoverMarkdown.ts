import type { QuoteOutline } from '../authoring/reviewOutline';
import { personaById } from '../understand/personas';
import { escapeMarkdown } from './escape';
import { VERDICT_LABEL, truncate } from './format';
import { commandLink } from './hoverMarkdown';

export interface QuoteHoverOptions {
  /** The command the "State a label…" link runs, with `args`; the adapter trusts only this command. */
  attributeCommand?: { id: string; args: readonly unknown[] };
}

/**
 * The "why" hover on a quote in a review file, as Markdown: its labels, which were stated and which inferred,
 * and the evidence behind each inferred one. Every piece of file text (names, the call sentence) is strictly
 * escaped; the only link is the one built here, to our own command.
 */
export function renderQuoteHoverMarkdown(quote: QuoteOutline, options: QuoteHoverOptions = {}): string {
  const { evidence, origin } = quote;
  const persona = personaById(quote.persona).name;
  const product = quote.product ? escapeMarkdown(quote.product) : '*unattributed*';
  const mark = (kind: keyof typeof origin) => (origin[kind] === 'stated' ? ' *(stated)*' : ' *(inferred)*');
  const lines = [`**${escapeMarkdown(persona)}**${mark('persona')} · **${product}**${mark('product')} · **${VERDICT_LABEL[quote.verdict]}**${mark('verdict')}`];

  const why: string[] = [];
  if (origin.persona === 'inferred') {
    // Read alone it may speak more for another persona: the file's quotes are seated together.
    const top = evidence.persona.scores[0];
    const seated = top && top.persona !== persona && quote.persona !== 'unknown' ? `; seated as ${escapeMarkdown(persona)} with the file’s other quotes, as each persona reviews a product once` : '';
    why.push(
      evidence.persona.scores.length
        ? `*Persona:* its phrases and words score ${evidence.persona.scores.map((s) => `${escapeMarkdown(s.persona)} ${s.score}`).join(', ')}${seated}`
        : '*Persona:* no persona’s phrases score enough (and the quote is too short for its words to tell), so the reviewer is unclassified',
    );
  }
  if (origin.product === 'inferred') {
    const mentions = evidence.product.mentions.map((m) => `${escapeMarkdown(truncate(m.name, 40))} ${m.score}`).join(', ');
    why.push(`*Product:* ${mentions ? `mentions score ${mentions}; ` : ''}settled by ${escapeMarkdown(evidence.product.decidedBy)}`);
  }
  if (origin.verdict === 'inferred') {
    why.push(
      evidence.verdict.sentence.trim()
        ? `*Call:* from the sentence “${escapeMarkdown(truncate(evidence.verdict.sentence.trim(), 200))}”`
        : '*Call:* no sentence makes a call (or it is conditional), so no call',
    );
  }
  if (why.length) lines.push(`**Why** (inferred)\n\n${why.map((line) => `- ${line}`).join('\n')}`);
  else lines.push('Every label is stated in the attribution line.');
  if (options.attributeCommand) {
    lines.push(commandLink('State a label…', options.attributeCommand.id, options.attributeCommand.args));
  }
  return lines.join('\n\n');
}
