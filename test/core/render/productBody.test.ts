import { describe, expect, it } from 'vitest';
import { renderProductBody, renderWhy } from '../../../src/core/render';
import { catalogOf, hostileCatalog, product, review, smallCatalog } from './fixtures';
import { unsafeHtmlFindings } from './safety';

describe('renderProductBody', () => {
  const view = smallCatalog();
  const html = renderProductBody(view, 'cursor');

  it('has the name, the tally and the matchups as links', () => {
    expect(html).toContain('<h1 class="product-name" id="product-title">Cursor v0.50 – Background Agent</h1>');
    expect(html.replace(/<[^>]+>/g, '')).toContain('2 ship·0 skip·1 no call');
    // The chip names the other side; the full title is the tooltip.
    expect(html).toContain(
      'title="Open the matchup Cursor v0.50 – Background Agent vs Llama 3.3 70B" data-action="openMatchup" data-matchup="m1"><span class="chip-vs">vs</span> Llama 3.3 70B</button>',
    );
    expect(html).toContain('data-action="compareWith" data-product="cursor"');
  });

  it('has one card per persona, in persona order, with an id to scroll to', () => {
    const ids = [...html.matchAll(/<section class="card[^"]*" id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['card-builder', 'card-skeptic', 'card-strategist']);
    expect(html).toContain('<h2 class="persona-name" id="card-builder-title">The Builder</h2>');
  });

  it('says whether each review’s labels were inferred or stated in its file', () => {
    expect([...html.matchAll(/<span class="label-origin"[^>]*>([^<]*)<\/span>/g)].map((m) => m[1])).toEqual(['inferred', 'inferred', 'inferred']);
    const reviews = [review('r1', 'p', 'builder', 'ship', 'Yes.', 'Yes.', { stated: { persona: true, verdict: true } }), review('r2', 'p', 'skeptic', 'skip', 'No.', 'No.', { stated: { persona: true, product: true, verdict: true } })];
    const stated = renderProductBody(catalogOf([product('p', 'P', reviews)], reviews), 'p');
    expect([...stated.matchAll(/<span class="label-origin"[^>]*>([^<]*)<\/span>/g)].map((m) => m[1])).toEqual(['stated persona, call · inferred product', 'stated']);
  });

  it('shows each verdict as a badge with text, not colour alone', () => {
    expect(html).toContain('<span class="badge badge-ship" role="img" aria-label="Verdict: ship">');
    expect(html).toContain('aria-label="Verdict: no call"');
    expect(html).toMatch(/Ship<\/span>/);
  });

  it('marks the verdict sentence inside the rendered quote, with inline Markdown', () => {
    expect(html).toContain(
      '<p>The primitive here is a persistent, <em>async</em> task executor. <mark class="verdict-sentence">The specific technical decision that earns the ship: decoupling <code>agent</code> execution from editor focus.</mark></p>',
    );
    expect(html).not.toContain('verdict-callout');
  });

  it('makes its actions buttons that look like links: no "#" address, a label that contains the visible text', () => {
    expect(html).not.toContain('href="#"');
    const actions = [...html.matchAll(/<(a|button)\b([^>]*)\bdata-action="([^"]+)"[^>]*>(.*?)<\/\1>/g)];
    expect(actions.length).toBeGreaterThan(3);
    for (const [whole, tag, , , inner] of actions) {
      expect(tag, whole).toBe('button');
      expect(whole).toMatch(/^<button type="button" class="(link|button)\b/);
      const ariaLabel = /aria-label="([^"]*)"/.exec(whole)?.[1];
      const visible = inner!.replace(/<span[^>]*aria-hidden="true"[^>]*>.*?<\/span>/g, '').replace(/<[^>]+>/g, '').trim();
      if (ariaLabel !== undefined) expect(ariaLabel, whole).toContain(visible);
    }
  });

  it('links each source as file:line', () => {
    expect(html).toContain(
      'data-action="openSource" data-file="file:///reviews/001_08efac398b9b5838.txt" data-line="3"><span class="source-glyph" aria-hidden="true">↗</span>001_08efac398b9b5838.txt:3</button>',
    );
  });

  it('falls back to a pull quote when the sentence cannot be marked without cutting markup', () => {
    const reviews = [review('x', 'p', 'builder', 'ship', 'It is *good. This earns a ship* today.', 'This earns a ship* today.')];
    const body = renderProductBody(catalogOf([product('p', 'P', reviews)], reviews), 'p');
    expect(body).not.toContain('<mark');
    expect(body).toContain('<p class="verdict-callout"><span class="visually-hidden">The call: </span>This earns a ship* today.</p>');
  });

  it('names the unknown persona and groups several reviews of one persona', () => {
    const reviews = [
      review('u1', 'p', 'unknown', 'skip', 'Nope.', 'Nope.'),
      review('b1', 'p', 'builder', 'ship', 'Yes.', 'Yes.'),
      review('b2', 'p', 'builder', 'skip', 'No.', 'No.', { sources: [{ file: 'f.txt', line: 9, column: 1, matchup: 'm2' }] }),
    ];
    const matchups = [
      { id: 'm1', title: 'P vs Q', products: ['p', 'q'] as [string, string], source: { file: 'f.txt', line: 1 } },
      { id: 'm2', title: 'P vs R', products: ['p', 'r'] as [string, string], source: { file: 'f.txt', line: 8 } },
    ];
    const body = renderProductBody(catalogOf([product('p', 'P', reviews, ['m1', 'm2'])], reviews, matchups), 'p');
    expect(body).toContain('id="card-unknown"');
    expect(body).toContain('Unclassified reviewer');
    expect(body).toContain('<section class="card verdict-mixed" id="card-builder"');
    expect(body).toContain('<span class="review-count">2 reviews</span>');
    expect(body).toMatch(/in <button type="button" [^>]*data-matchup="m2">P vs R<\/button>/);
  });

  it('says so when the product is not in the catalog', () => {
    const body = renderProductBody(view, 'gone');
    expect(body).toContain('role="status"');
    expect(body).toContain('no longer in the catalog');
    expect(unsafeHtmlFindings(body)).toEqual([]);
  });

  it('leaves out buttons and action links when static', () => {
    const body = renderProductBody(view, 'cursor', { interactive: false });
    expect(body).not.toContain('data-action');
    expect(body).not.toContain('<button');
    expect(body).toContain('001_08efac398b9b5838.txt:3');
  });

  it('passes the safety check', () => {
    expect(unsafeHtmlFindings(html)).toEqual([]);
  });
});

describe('review text in the product body', () => {
  const attacks: [string, string][] = [
    ['script tag', '<script>alert(1)</script>'],
    ['img onerror', '<img src=x onerror="alert(1)">'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['javascript link', '[click](javascript:alert(1))'],
    ['javascript link, entity-encoded', '[click](&#106;avascript:alert(1))'],
    ['command link', '[run](command:workbench.action.terminal.sendSequence?%7B%22text%22%3A%22rm%22%7D)'],
    ['data link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['data image', '![x](data:image/png;base64,iVBORw0KGgo=)'],
    ['vscode link', '[x](vscode://some.extension/run)'],
    ['autolink', '<javascript:alert(1)>'],
    ['html entities', '&lt;script&gt;alert(1)&lt;/script&gt; &#60;b&#62;'],
    ['attribute breakout', '" onmouseover="alert(1)" x="'],
    ['bidi override', 'safe \u202Etxt.exe\u202C and \u2066isolate\u2069'],
    ['style tag', '<style>body{display:none}</style>'],
  ];

  for (const [label, text] of attacks) {
    it(`keeps ${label} inert`, () => {
      const view = hostileCatalog(text);
      for (const id of ['evil', 'other', 'missing']) {
        const body = renderProductBody(view, id);
        expect(unsafeHtmlFindings(body), body).toEqual([]);
      }
    });
  }

  it('shows HTML as text; entities decode to text, as in Markdown', () => {
    const body = renderProductBody(hostileCatalog('<b>bold</b> &amp; &lt;i&gt; `x<y`'), 'evil');
    expect(body).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &lt;i&gt; <code>x&lt;y</code>');
  });

  it('renders real web links, with an allowed scheme only', () => {
    const body = renderProductBody(hostileCatalog('see [docs](https://example.com/a) and https://example.org'), 'evil');
    expect(body).toContain('<a href="https://example.com/a">docs</a>');
    expect(body).toContain('<a href="https://example.org">https://example.org</a>');
    expect(body).not.toMatch(/href="(?:command|javascript|data|vscode):/);
  });

  it('unwraps links to nowhere', () => {
    const body = renderProductBody(hostileCatalog('see [this]() and [that]( )'), 'evil');
    expect(body).toContain('see this and that');
    expect(body).not.toContain('href=""');
  });

  it('does not turn bare domains into links', () => {
    const body = renderProductBody(hostileCatalog('go to example.com now'), 'evil');
    expect(body).not.toContain('href="http://example.com"');
  });

  it('does not show images', () => {
    const body = renderProductBody(hostileCatalog('![pixel](https://tracker.example/p.png)'), 'evil');
    expect(body).not.toContain('<img');
  });
});

describe('the "Why?" disclosure on each review', () => {
  const KETTLE = 'Alpha Kettle vs Beta Kettle\n\n“Under the hood the Alpha Kettle runs a simple thermostat and the firmware is open. I’d say buy it.”\n';

  it('is a closed native <details> per review, drawn empty in a live panel with the review it explains', async () => {
    const { buildCatalog, CatalogView } = await import('../../../src/core');
    const catalog = buildCatalog([{ file: 'k.txt', content: KETTLE }]);
    const html = renderProductBody(new CatalogView(catalog), catalog.reviews[0].product!);
    const id = catalog.reviews[0].id.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(html.match(/<details class="why"[^>]*><summary>Why\?<\/summary>/g)).toHaveLength(1);
    expect(html).toContain(`<details class="why" data-review="${id}"><summary>Why?</summary><div class="why-list" aria-busy="true"></div></details>`);
    expect(html).not.toContain('why-row');
  });

  it('has its rows, from renderWhy, with the persona cues, the call and the mentions', async () => {
    const { buildCatalog, CatalogView } = await import('../../../src/core');
    const catalog = buildCatalog([{ file: 'k.txt', content: KETTLE }]);
    const view = new CatalogView(catalog);
    const why = renderWhy(view, catalog.reviews[0].product!, catalog.reviews[0].id)!;
    expect(why).toContain('The Builder: “Under the hood”');
    expect(why).toContain('“buy it” in “I’d say buy it.”');
    expect(why).toContain('“Alpha Kettle” <span class="why-weight">+');
    expect(unsafeHtmlFindings(why)).toEqual([]);
  });

  it('has them in place on a static page, which has no script to ask for them', async () => {
    const { buildCatalog, CatalogView } = await import('../../../src/core');
    const catalog = buildCatalog([{ file: 'k.txt', content: KETTLE }]);
    const view = new CatalogView(catalog);
    const html = renderProductBody(view, catalog.reviews[0].product!, { interactive: false });
    const why = html.slice(html.indexOf('<details class="why">'));
    expect(why).toContain(`<div class="why-list">${renderWhy(view, catalog.reviews[0].product!, catalog.reviews[0].id)}</div>`);
    expect(html).not.toContain('data-review');
  });

  it('has no rows for a review the product does not have (any more)', async () => {
    const { buildCatalog, CatalogView } = await import('../../../src/core');
    const catalog = buildCatalog([{ file: 'k.txt', content: KETTLE.replace('”\n', '”\n\n“Beta Kettle boils slowly. Skip it.”\n') }]);
    const view = new CatalogView(catalog);
    const [alpha, beta] = catalog.reviews;
    expect(alpha.product).not.toBe(beta.product);
    expect(renderWhy(view, alpha.product!, beta.id)).toBeUndefined();
    expect(renderWhy(view, alpha.product!, 'nothing')).toBeUndefined();
    expect(renderWhy(view, 'nothing', alpha.id)).toBeUndefined();
  });

  it('has a note in place of the rows, escaped, for a review gone since the page was drawn', async () => {
    const { renderWhyNote } = await import('../../../src/core/render/base');
    const note = renderWhyNote('Gone <img src=x onerror=alert(1)>');
    expect(note).toBe('<p class="why-row">Gone &lt;img src=x onerror=alert(1)&gt;</p>');
    expect(unsafeHtmlFindings(note)).toEqual([]);
  });

  it('says what settled the product when the quote’s names did not (here the same persona’s quote on the other one)', async () => {
    const { buildCatalog, CatalogView } = await import('../../../src/core');
    const content = 'Alpha Kettle vs Beta Kettle\n\n“Under the hood Alpha Kettle runs a simple thermostat and the firmware is open.”\n\n“Under the hood it runs a plain bimetal strip, and the lid hinge is riveted.”\n';
    const catalog = buildCatalog([{ file: 'p.txt', content }]);
    const view = new CatalogView(catalog);
    const paired = catalog.reviews.find((r) => r.text.includes('bimetal'))!;
    expect(paired.decidedBy).toBe('pairing');
    expect(renderWhy(view, paired.product!, paired.id)).toContain('Paired with the same persona’s quote on the other product.');
    const named = catalog.reviews.find((r) => r.text.includes('firmware'))!;
    expect(renderWhy(view, named.product!, named.id)).not.toContain('Paired with');
  });

  it('says how a quote got a persona it reads less as than another: seated with the file’s other quotes, tipped by its call', async () => {
    const { buildCatalog, CatalogView } = await import('../../../src/core');
    // Two quotes alike but for their ends, each a hair more skeptic than builder: the skip keeps the skeptic's seat.
    const body = 'Packed, loaded and adjusted the Alpha for a week on a ridge, tweaking the straps. Compared with its rivals the Alpha fails where the forums warn: the hip belt slipped, the lid zip jammed twice and the warranty claim dragged on. The frame held.';
    const content = `Alpha Pack vs Beta Pack\n\n“${body} Mine went back for a refund.”\n\n“${body} I kept mine all the same.”\n`;
    const catalog = buildCatalog([{ file: 'p.txt', content }]);
    const view = new CatalogView(catalog);
    const kept = catalog.reviews.find((r) => r.text.endsWith('all the same.'))!;
    const returned = catalog.reviews.find((r) => r.text.endsWith('back for a refund.'))!;
    expect([kept.persona, returned.persona]).toEqual(['builder', 'skeptic']);
    expect(renderWhy(view, kept.product!, kept.id)).toMatch(
      /The Builder: .*<span class="why-term">Seat<\/span> <span>Read alone, it reads more as the Skeptic \(\d+(\.\d)? against \d+(\.\d)?\)\. Each persona reviews a product once, so a file’s quotes are seated together; its call \(ship\) leans toward the Builder <span class="why-weight">\+\d/,
    );
    expect(renderWhy(view, returned.product!, returned.id)).not.toContain('Seat');
  });

  it('escapes what it quotes from the review', async () => {
    const { buildCatalog, CatalogView } = await import('../../../src/core');
    const catalog = buildCatalog([{ file: 'h.txt', content: 'Alpha Kettle vs Beta Kettle\n\n“The <b>firmware</b> of the Alpha Kettle and the SDK are fine. Get <img src=x onerror=alert(1)> it.”\n' }]);
    const view = new CatalogView(catalog);
    const productId = catalog.reviews[0].product!;
    expect(productId).toBe(catalog.products[0].id);
    for (const why of [renderWhy(view, productId, catalog.reviews[0].id)!, renderProductBody(view, productId, { interactive: false })]) {
      expect(why).not.toContain('<b>');
      expect(why).not.toContain('<img');
      expect(unsafeHtmlFindings(why)).toEqual([]);
    }
  });
});
