import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALL_CODE,
  CatalogView,
  NO_FILTER,
  PERSONAS,
  applyBoardPatch,
  arrangeBoard,
  buildBoard,
  buildCatalog,
  cellCall,
  describeBoardCell,
  diffBoard,
  isEmptyPatch,
  type BoardCall,
  type BoardData,
  type BoardViewOptions,
  type Catalog,
  type PersonaId,
  type Review,
  type Verdict,
} from '../../src/core';
import { boardCellTooltip, csvField, renderBoardCsv, renderBoardHeader, renderBoardMarkdown, renderBoardRows, renderBoardTable } from '../../src/core/render';

/** A catalog written out by hand: products and, per product, the reviews as [persona, verdict, sentence]. */
function catalogOf(products: Record<string, [PersonaId, Verdict, string?][]>): Catalog {
  const reviews: Review[] = [];
  const entries = Object.entries(products);
  for (const [name, list] of entries) {
    list.forEach(([persona, verdict, sentence], i) =>
      reviews.push({
        id: `${name}/${persona}/${i}`,
        product: idOf(name),
        persona,
        verdict,
        verdictSentence: sentence ?? (verdict === 'none' ? '' : `${name} gets a ${verdict}.`),
        gist: `About ${name}`,
        text: `About ${name}. ${sentence ?? ''}`,
        sources: [],
      }),
    );
  }
  return {
    version: 1,
    personas: PERSONAS,
    products: entries.map(([name]) => ({ id: idOf(name), name, aliases: [], matchups: [], tally: { ship: 0, skip: 0, none: 0 } })),
    matchups: [],
    reviews,
    problems: [],
  };
}

const idOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const options = (partial: Partial<BoardViewOptions> = {}): BoardViewOptions => ({ filter: NO_FILTER, order: 'name', query: '', ...partial });

const SAMPLE = catalogOf({
  zeta: [
    ['builder', 'ship'],
    ['skeptic', 'ship'],
    ['investor', 'ship'],
  ],
  Alpha: [
    ['builder', 'ship'],
    ['skeptic', 'skip'],
    ['strategist', 'none'],
  ],
  beta: [
    ['builder', 'ship'],
    ['skeptic', 'ship'],
    ['product', 'skip'],
    ['investor', 'skip'],
  ],
  'Gamma 10': [['strategist', 'none']],
  'Gamma 9': [],
});

const board = () => buildBoard(new CatalogView(SAMPLE));
const names = (data: BoardData, partial: Partial<BoardViewOptions> = {}) => arrangeBoard(data, options(partial)).rows.map((row) => row.name);

describe('cellCall', () => {
  const reviews = (...verdicts: Verdict[]) => verdicts.map((verdict) => ({ verdict }));
  it('is the call the reviews agree on, the majority when ships and skips differ, and no call on a tie', () => {
    expect(cellCall([])).toBe('unreviewed');
    expect(cellCall(reviews('ship'))).toBe('ship');
    expect(cellCall(reviews('skip', 'skip'))).toBe('skip');
    expect(cellCall(reviews('none'))).toBe('none');
    expect(cellCall(reviews('ship', 'skip', 'ship'))).toBe('ship');
    expect(cellCall(reviews('skip', 'none'))).toBe('skip');
    expect(cellCall(reviews('ship', 'skip'))).toBe('none');
  });
});

describe('buildBoard', () => {
  it('has a row per product and a column per persona; the unclassified column only when needed', () => {
    const data = board();
    expect(data.columns.map((c) => c.id)).toEqual(['builder', 'skeptic', 'strategist', 'product', 'investor']);
    expect(data.rows).toHaveLength(5);
    const alpha = data.rows.find((row) => row.name === 'Alpha')!;
    const code = (...calls: BoardCall[]) => calls.map((call) => CALL_CODE[call]).join('');
    expect(alpha.calls).toBe(code('ship', 'skip', 'none', 'unreviewed', 'unreviewed'));
    expect(data.rows.find((row) => row.name === 'Gamma 9')!.calls).toBe(code('unreviewed', 'unreviewed', 'unreviewed', 'unreviewed', 'unreviewed'));

    const withUnknown = buildBoard(new CatalogView(catalogOf({ solo: [['unknown', 'skip']] })));
    expect(withUnknown.columns.map((c) => c.id).at(-1)).toBe('unknown');
    expect(withUnknown.rows[0]!.calls.at(-1)).toBe(CALL_CODE.skip);
  });

  it('reads the same calls from a catalog the engine built from review files', () => {
    const catalog = buildCatalog([
      {
        file: 'a.txt',
        content:
          'Acme Sync vs Zeta Notes\n\n' +
          '“The primitive here is a sync engine. Acme Sync earns a ship: the DX bet is right.”\n\n' +
          '“The direct competitor for Zeta Notes is every notes app. Where it breaks is sync; a skip.”\n',
      },
    ]);
    const view = new CatalogView(catalog);
    const data = buildBoard(view);
    expect(data.rows.map((row) => row.id).sort()).toEqual(catalog.products.map((p) => p.id).sort());
    for (const row of data.rows) {
      data.columns.forEach((column, i) => {
        const reviews = view.reviewsOf(row.id).filter((review) => review.persona === column.id);
        expect(row.calls[i], `${row.name} × ${column.name}`).toBe(CALL_CODE[cellCall(reviews)]);
      });
    }
    expect(data.rows.some((row) => row.calls.includes(CALL_CODE.ship))).toBe(true);
  });
});

describe('arrangeBoard', () => {
  it('sorts by name case-insensitively, numbers in numeric order', () => {
    expect(names(board())).toEqual(['Alpha', 'beta', 'Gamma 9', 'Gamma 10', 'zeta']);
  });

  it('keeps rows in name order through accents, case and numbers', () => {
    const data = buildBoard(new CatalogView(catalogOf({ Eve: [], émile: [], 'Zed 007': [], 'zed 10': [], ZED: [] })));
    expect(data.rows.map((row) => row.name)).toEqual(['émile', 'Eve', 'ZED', 'Zed 007', 'zed 10']);
  });

  it('sorts by ship count, fewer skips first among equals', () => {
    expect(names(board(), { order: 'ships' })).toEqual(['zeta', 'beta', 'Alpha', 'Gamma 9', 'Gamma 10']);
  });

  it('puts the rows where personas split first, the widest split first', () => {
    const layout = arrangeBoard(board(), options({ order: 'disagreement' }));
    expect(layout.rows.map((row) => [row.name, row.split])).toEqual([
      ['beta', 2],
      ['Alpha', 1],
      ['zeta', 0],
      ['Gamma 9', 0],
      ['Gamma 10', 0],
    ]);
  });

  it('counts each row and each shown column', () => {
    const layout = arrangeBoard(board(), options());
    expect(layout.rows.find((row) => row.name === 'beta')!.tally).toEqual({ ship: 2, skip: 2, none: 0, unreviewed: 1 });
    expect(layout.columns.map((column) => column.tally.ship)).toEqual([3, 2, 0, 0, 1]);
    expect(layout.columns[1]!.tally).toEqual({ ship: 2, skip: 1, none: 0, unreviewed: 2 });
  });

  it('applies the persona filter as columns and the verdict filter as rows with such a call in a shown column', () => {
    const skeptic = arrangeBoard(board(), options({ filter: { verdicts: [], personas: ['skeptic', 'investor'] } }));
    expect(skeptic.columns.map((column) => column.id)).toEqual(['skeptic', 'investor']);
    expect(skeptic.rows.find((row) => row.name === 'beta')!.calls).toEqual(['ship', 'skip']);
    expect(skeptic.rows).toHaveLength(5);

    expect(names(board(), { filter: { verdicts: ['skip'], personas: [] } })).toEqual(['Alpha', 'beta']);
    expect(names(board(), { filter: { verdicts: ['skip'], personas: ['skeptic'] } })).toEqual(['Alpha']);
    expect(names(board(), { filter: { verdicts: ['none'], personas: [] } })).toEqual(['Alpha', 'Gamma 10']);
    // Counts follow the rows shown.
    const skips = arrangeBoard(board(), options({ filter: { verdicts: ['skip'], personas: [] } }));
    expect(skips.columns[0]!.tally.ship).toBe(2);
    expect(skips.totalRows).toBe(5);
  });

  it('narrows rows to names holding every word of the search', () => {
    expect(names(board(), { query: 'GAMMA' })).toEqual(['Gamma 9', 'Gamma 10']);
    expect(names(board(), { query: ' gamma  10 ' })).toEqual(['Gamma 10']);
    expect(names(board(), { query: 'nothing like it' })).toEqual([]);
  });
});

describe('diffBoard and applyBoardPatch', () => {
  it('sends only the rows that changed, and nothing when nothing did', () => {
    const before = board();
    expect(isEmptyPatch(diffBoard(before, buildBoard(new CatalogView(SAMPLE)))!)).toBe(true);
    const changed = catalogOf({ zeta: [['builder', 'skip']], Alpha: SAMPLE.reviews.filter((r) => r.product === 'alpha').map((r) => [r.persona, r.verdict] as [PersonaId, Verdict]), delta: [] });
    const after = buildBoard(new CatalogView(changed));
    const patch = diffBoard(before, after)!;
    expect(patch.upserts.map((row) => row.name).sort()).toEqual(['delta', 'zeta']);
    expect(patch.removals.sort()).toEqual(['beta', 'gamma-10', 'gamma-9']);
  });

  it('asks for the whole board when the columns change', () => {
    expect(diffBoard(board(), buildBoard(new CatalogView(catalogOf({ x: [['unknown', 'ship']] }))))).toBeUndefined();
  });

  it('rebuilds the next board from the previous one and the patch (any two boards)', () => {
    const personas: PersonaId[] = ['builder', 'skeptic', 'strategist', 'product', 'investor'];
    const products = fc.dictionary(
      fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      fc.array(fc.tuple(fc.constantFrom(...personas), fc.constantFrom<Verdict>('ship', 'skip', 'none')), { maxLength: 6 }),
    );
    fc.assert(
      fc.property(products, products, (first, second) => {
        const a = buildBoard(new CatalogView(catalogOf(first)));
        const b = buildBoard(new CatalogView(catalogOf(second)));
        const patched = applyBoardPatch(a, diffBoard(a, b)!);
        for (const order of ['name', 'ships', 'disagreement'] as const) {
          expect(arrangeBoard(patched, options({ order }))).toEqual(arrangeBoard(b, options({ order })));
        }
      }),
    );
  });
});

describe('describeBoardCell', () => {
  it('keeps the reviews behind a call and the sentence that decided each', () => {
    const catalog = catalogOf({ twice: [['skeptic', 'ship', 'Ship it.'], ['skeptic', 'skip', 'A <b>skip</b> "today".'], ['builder', 'none']] });
    const view = new CatalogView(catalog);
    const detail = describeBoardCell(view, 'twice', 'skeptic')!;
    expect(detail.call).toBe('none');
    expect(detail.reviews.map((review) => review.sentence)).toEqual(['Ship it.', 'A <b>skip</b> "today".']);
    expect(boardCellTooltip(detail)).toBe('The Skeptic on twice: no call.\nShip: “Ship it.”\nSkip: “A <b>skip</b> "today".”');
    expect(describeBoardCell(view, 'twice', 'builder')!.reviews[0]!.sentence).toBe('About twice');
    expect(boardCellTooltip(describeBoardCell(view, 'twice', 'investor')!)).toBe('The Investor on twice: not reviewed.');
    expect(describeBoardCell(view, 'gone', 'builder')).toBeUndefined();
  });
});

const HOSTILE = catalogOf({
  '=HYPERLINK("http://evil.example","x") | <img src=x onerror=alert(1)>': [['builder', 'ship']],
  '-2+3 [link](javascript:alert(1)) *bold* \u202Egnp.exe': [['skeptic', 'skip']],
  '@SUM(A1) `code` # heading': [['investor', 'none']],
  '+cmd "quoted"': [],
});
const hostileLayout = () => arrangeBoard(buildBoard(new CatalogView(HOSTILE)), options());

describe('board exports', () => {
  it('Markdown: one table row per product, names unable to add cells, links, code or HTML', () => {
    const markdown = renderBoardMarkdown(hostileLayout());
    const rows = markdown.split('\n').filter((line) => line.startsWith('| '));
    // Header, alignment, tally row and four products; each with the same number of unescaped cell separators.
    expect(rows).toHaveLength(7);
    const separators = (line: string) => line.replace(/\\\|/g, '').split('|').length;
    for (const row of rows) expect(separators(row), row).toBe(separators(rows[0]!));
    expect(markdown).not.toMatch(/<img|<script|[^\\]\]\(javascript|[^\\]`code/);
    expect(markdown).not.toContain('\u202E');
    expect(markdown).toContain('\\[link\\]');
    expect(markdown).toContain('| ✓ Ship |');
  });

  it('CSV: every field quoted, quotes doubled, formula starts made inert, bidi controls dropped', () => {
    const csv = renderBoardCsv(hostileLayout());
    const lines = csv.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('"Product","The Builder","The Skeptic","The Strategist","The Product Lead","The Investor","Ship","Skip","No call","Not reviewed"');
    const firstFields = lines.slice(1, -1).map((line) => /^"(?:[^"]|"")*"/.exec(line)![0]);
    expect(firstFields.sort()).toEqual([
      `"'+cmd ""quoted"""`,
      `"'-2+3 [link](javascript:alert(1)) *bold* gnp.exe"`,
      `"'=HYPERLINK(""http://evil.example"",""x"") | <img src=x onerror=alert(1)>"`,
      `"'@SUM(A1) \`code\` # heading"`,
    ]);
    expect(lines.find((line) => line.startsWith(`"'+cmd`))).toMatch(/"Not reviewed","0","0","0","5"$/);
    expect(csvField('\t=1')).toBe(`"'\t=1"`);
    expect(csvField('plain - text')).toBe('"plain - text"');
  });

  it('follows the layout: filters, search and order as shown', () => {
    const data = board();
    const layout = arrangeBoard(data, options({ order: 'disagreement', filter: { verdicts: ['skip'], personas: ['skeptic', 'product'] } }));
    const csv = renderBoardCsv(layout, '\n').trim().split('\n');
    expect(csv).toEqual(['"Product","The Skeptic","The Product Lead","Ship","Skip","No call","Not reviewed"', '"beta","Ship","Skip","1","1","0","0"', '"Alpha","Skip","Not reviewed","0","1","0","1"']);
    expect(renderBoardMarkdown(layout)).toContain('2 of 5 products, sorted by disagreement.');
  });
});

describe('board HTML', () => {
  it('renders rows as an ARIA grid with one tab stop, names escaped', () => {
    const layout = hostileLayout();
    const html = renderBoardRows(layout, 0, 10, { active: [1, 3], selected: new Set([layout.rows[0]!.id]) });
    expect(html.match(/role="row"/g)).toHaveLength(4);
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toMatch(/data-row="1"[^]*?data-col="3" tabindex="0"/);
    expect(html.match(/ checked/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img|\u202E/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('aria-rowindex="2"');
    // Every call has a glyph as well as a colour class.
    expect(html).toMatch(/call-ship"[^>]*><span class="call-glyph" aria-hidden="true">✓<\/span><span class="call-word">Ship/);
    expect(html).toMatch(/call-unreviewed"[^>]*><span class="call-glyph" aria-hidden="true">·<\/span><\/div>/);
    expect(renderBoardRows(layout, 3, 99)).toContain('data-row="3"');
    expect(renderBoardRows(layout, 4, 99)).toBe('');
  });

  it('heads each persona column with its tally, and the static table escapes the tooltips too', () => {
    const layout = hostileLayout();
    expect(renderBoardHeader(layout).match(/role="columnheader"/g)).toHaveLength(layout.columns.length + 3);
    const table = renderBoardTable(layout, () => '"><script>alert(1)</script>');
    expect(table).not.toContain('<script');
    expect(table).toContain('title="&quot;&gt;&lt;script&gt;');
  });
});
