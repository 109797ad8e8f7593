import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { renderHoverMarkdown } from '../../../src/core/render';
import { catalogOf, hostileCatalog, product, review, smallCatalog } from './fixtures';
import { markdownLinkTargets } from './safety';

const commands = { openProduct: 'verdicts.openProduct', compareWith: 'verdicts.compareWith' };
const OUR_LINK = /^command:verdicts\.(openProduct|compareWith)\?/;

/** Markdown renderers as permissive as the ones hovers meet: autolinks of every kind, raw HTML on. */
const renderers = [
  new MarkdownIt({ html: true, linkify: true }),
  (() => {
    const md = new MarkdownIt({ html: true, linkify: true });
    md.linkify.set({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });
    md.validateLink = () => true;
    return md;
  })(),
];

function linkTargets(markdown: string): string[] {
  return renderers.flatMap((md) => markdownLinkTargets(markdown, (text) => md.render(text)));
}

describe('renderHoverMarkdown', () => {
  it('shows name, tally, a line per persona and our two commands', () => {
    const markdown = renderHoverMarkdown(smallCatalog(), ['cursor'], { commands });
    expect(markdown).toContain('**Cursor v0\\.50 – Background Agent**  \n2 ship · 0 skip · 1 no call');
    expect(markdown).toContain('✓ [The Builder](command:verdicts.openProduct?%5B%22cursor%22%2C%22builder%22%5D) · **Ship** — ');
    expect(markdown).toContain('[Open Verdicts](command:verdicts.openProduct?%5B%22cursor%22%5D)');
    expect(markdown).toContain('[Compare with…](command:verdicts.compareWith?%5B%22cursor%22%5D)');
    const targets = linkTargets(markdown);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(target).toMatch(OUR_LINK);
  });

  it('cuts a long gist at a word so each reviewer stays on one line', () => {
    const gist = 'The primitive here is a persistent, async task executor that holds editor context across a session';
    const reviews = [review('r', 'p', 'builder', 'ship', gist, '', { gist })];
    const markdown = renderHoverMarkdown(catalogOf([product('p', 'P', reviews)], reviews), ['p'], { commands });
    expect(markdown).toContain('· **Ship** — The primitive here is a persistent\\, async task executor that…  \n*Inferred by Verdicts unless marked stated.*');
  });

  it('marks reviews whose file states their labels; the rest are inferred', () => {
    const reviews = [review('r1', 'p', 'builder', 'ship', 'Yes.', 'Yes.'), { ...review('r2', 'p', 'skeptic', 'skip', 'No.', 'No.'), stated: { persona: true as const } }];
    const markdown = renderHoverMarkdown(catalogOf([product('p', 'P', reviews)], reviews), ['p'], { commands });
    expect(markdown).toMatch(/The Skeptic\]\([^)]*\) · \*\*Skip\*\* \*\(stated\)\*/);
    expect(markdown).toMatch(/The Builder\]\([^)]*\) · \*\*Ship\*\* — /);
    expect(markdown).toContain('*Inferred by Verdicts unless marked stated.*');
  });

  it('passes the arguments as JSON the command receives intact', () => {
    const reviews = [review('r', 'we(ird)"id', 'builder', 'ship', 'Yes.', 'Yes.')];
    const markdown = renderHoverMarkdown(catalogOf([product('we(ird)"id', 'Weird', reviews)], reviews), ['we(ird)"id'], { commands });
    const open = /\[Open Verdicts\]\(command:verdicts\.openProduct\?([^)\s]+)\)/.exec(markdown)!;
    expect(JSON.parse(decodeURIComponent(open[1]!))).toEqual(['we(ird)"id']);
  });

  it('lists every candidate for an ambiguous name', () => {
    const markdown = renderHoverMarkdown(smallCatalog(), ['cursor', 'llama', 'gone'], { commands });
    expect(markdown).toContain('*2 products go by this name:*');
    expect(markdown).toContain('**Llama 3\\.3 70B**');
    expect(markdown.match(/\[Open Verdicts\]/g)).toHaveLength(2);
  });

  it('is empty when no id is in the catalog', () => {
    expect(renderHoverMarkdown(smallCatalog(), ['gone'], { commands })).toBe('');
  });

  const hostile = [
    '[click me](https://evil.example)',
    '[run](command:workbench.action.terminal.sendSequence?%7B%7D)',
    '<a href="command:x">x</a> <img src=x onerror=alert(1)>',
    'https://evil.example www.evil.example evil.example mail@evil.example',
    '![img](https://evil.example/p.png) <https://evil.example>',
    '[ref]: https://evil.example\n\n[ref]',
    '$(zap) :smile: &#106;avascript:alert(1)',
    ') [x](command:evil "t") (',
  ];
  for (const text of hostile) {
    it(`has no link but ours for ${JSON.stringify(text)}`, () => {
      const markdown = renderHoverMarkdown(hostileCatalog(text), ['evil', 'other'], { commands });
      for (const target of linkTargets(markdown)) expect(target).toMatch(OUR_LINK);
      for (const md of renderers) expect(md.render(markdown)).not.toMatch(/<(a|img|script)\s(?![^>]*href="command:verdicts\.)/);
    });
  }
});
