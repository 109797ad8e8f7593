import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { buildCatalog, CatalogView, searchReviews } from '../../src/core';
import { reviewId } from '../../src/core/catalog/identity';
import { packText, plainReview, readPendingTexts, StoredReview, unpackText } from '../../src/core/catalog/storedReview';

/** V8's serializer writes a one-byte string with the tag '"' (0x22) and a two-byte one with 'c'. */
const isOneByte = (text: string) => serialize(text)[2] === 0x22;

const WIDE_TEXT = 'It’s the “safe” pick — quiet, cheap… and • ready – café crème.';

describe('packText', () => {
  it('keeps a text with common typographic characters in one byte a character, and gives it back whole', () => {
    expect(isOneByte(WIDE_TEXT)).toBe(false);
    const packed = packText(WIDE_TEXT)!;
    expect(packed).toHaveLength(WIDE_TEXT.length);
    expect([...packed].every((c) => c.charCodeAt(0) < 0x100)).toBe(true);
    expect(isOneByte(packed)).toBe(true);
    expect(unpackText(packed)).toBe(WIDE_TEXT);
  });

  it('copies a text with no wide character out of the two-byte string it is a slice of', () => {
    const file = `${WIDE_TEXT}\nA plain quote about the café, long enough to be a slice of its file.`;
    const slice = file.slice(WIDE_TEXT.length + 1);
    expect(isOneByte(slice)).toBe(false);
    const packed = packText(slice)!;
    expect(packed).toBe(slice);
    expect(isOneByte(packed)).toBe(true);
  });

  it('leaves alone a text with a wide character it has no stand-in for, or holding a stand-in itself', () => {
    expect(packText('Costs 40 € — too much')).toBeNull();
    expect(packText('Ship it 🚀')).toBeNull();
    expect(packText('odd \u0001 byte’s here')).toBeNull();
    expect(packText('bell \u0007 and ellipsis…')).toBeNull();
  });
});

describe('StoredReview', () => {
  const place = { id: 'p/builder/1', product: 'p', sources: [{ file: 'f.txt', line: 3, column: 1, matchup: null }] };
  const quote = (text: string, verdictSentence: string, gist: string) => ({ persona: 'builder' as const, verdict: 'ship' as const, text, verdictSentence, gist });

  it('reads back the text, verdict sentence and gist it was made from, packed or not', () => {
    const cases = [
      quote(WIDE_TEXT, 'quiet, cheap… and • ready', 'It’s the “safe” pick…'),
      quote(WIDE_TEXT, '', WIDE_TEXT),
      // A gist that is not a piece of the text (its line break flattened).
      quote('One line—\nand the next’s end.', 'and the next’s end.', 'One line— and the next’s end.'),
      quote('Plain text, ship it.', 'ship it.', 'Plain text, ship it.'),
      // A text with no wide character whose gist is cut short: the ellipsis is the gist's own.
      quote('Plain words only here and there, ship it.', 'ship it.', 'Plain words only…'),
      quote('Costs 40 € — ship it anyway.', 'ship it anyway.', 'Costs 40 €…'),
    ];
    for (const made of cases) {
      const review = StoredReview.of(place, made);
      expect([review.text, review.verdictSentence, review.gist]).toEqual([made.text, made.verdictSentence, made.gist]);
    }
  });

  it('writes the plain review to JSON, fields in their order, and a copy keeps the text', () => {
    const made = { ...quote(WIDE_TEXT, 'quiet, cheap… and • ready', 'It’s the “safe” pick…'), decidedBy: 'pairing' as const, stated: { persona: true } };
    const review = StoredReview.of(place, made);
    const plain = { ...place, persona: 'builder', verdict: 'ship', verdictSentence: made.verdictSentence, gist: made.gist, text: made.text, sources: place.sources, decidedBy: 'pairing', stated: { persona: true } };
    const ordered = { id: plain.id, product: plain.product, persona: plain.persona, verdict: plain.verdict, verdictSentence: plain.verdictSentence, gist: plain.gist, text: plain.text, sources: plain.sources, decidedBy: plain.decidedBy, stated: plain.stated };
    expect(JSON.stringify(review)).toBe(JSON.stringify(ordered));
    expect(JSON.stringify(plainReview(review))).toBe(JSON.stringify(ordered));
    const moved = review.placed({ id: 'q/builder/1', product: 'q', sources: [] });
    expect([moved.id, moved.product, moved.text, moved.gist, moved.decidedBy, moved.stated]).toEqual(['q/builder/1', 'q', WIDE_TEXT, made.gist, 'pairing', { persona: true }]);
  });

  it('reads pending texts from their source when first read, once, and a copy reads them first', () => {
    const made = quote(WIDE_TEXT, 'quiet, cheap… and • ready', 'It’s the “safe” pick…');
    let fills = 0;
    const reviews = [0, 1].map(() => StoredReview.pending(place, 'builder', 'ship', { fill: () => (fills++, reviews.forEach((review) => review.takeTexts(StoredReview.of(place, made)))) }));
    expect(reviews.map((review) => review.isPending)).toEqual([true, true]);
    const moved = reviews[1].placed({ id: 'q/builder/1', product: 'q', sources: [] });
    expect([moved.isPending, moved.text, moved.gist]).toEqual([false, made.text, made.gist]);
    expect(reviews.map((review) => [review.isPending, review.text, review.verdictSentence, review.gist])).toEqual([0, 1].map(() => [false, made.text, made.verdictSentence, made.gist]));
    expect(fills).toBe(1);
    // A source that fills nothing in leaves the texts empty, asked once.
    let asked = 0;
    const lost = StoredReview.pending(place, 'builder', 'ship', { fill: () => void asked++ });
    expect([lost.text, lost.verdictSentence, lost.gist, lost.isPending, asked]).toEqual(['', '', '', false, 1]);
  });

  it('readPendingTexts reads a slice of reviews’ pending texts at a time, and says where to go on', () => {
    const made = quote('Plain text, ship it.', 'ship it.', 'Plain text, ship it.');
    const pending = () => StoredReview.pending(place, 'builder', 'ship', { fill: (into) => into.takeTexts(StoredReview.of(place, made)) });
    const reviews = [pending(), StoredReview.of(place, made), pending(), pending()];
    expect(readPendingTexts(reviews, 0, 2)).toBe(2);
    expect(reviews.map((review) => review.isPending)).toEqual([false, false, true, true]);
    expect(readPendingTexts(reviews, 2, 5)).toBe(-1);
    expect(reviews.map((review) => [review.isPending, review.text])).toEqual(reviews.map(() => [false, made.text]));
  });
});

describe('a review’s id', () => {
  const catalog = () => buildCatalog([{ file: 'a.txt', content: 'Quill Notes vs Harbor Sheets\n\n“The buyer of Quill Notes is finance. Ship.”\n\n“Harbor Sheets is a toy. Skip.”' }]);
  const spelled = (review: unknown) => (review as { spelled?: string }).spelled;

  it('is not spelled while the catalog is built, only when read, and then it is what its numbers spell', () => {
    const { reviews } = catalog();
    expect(reviews.length).toBe(2);
    for (const review of reviews) expect(spelled(review)).toBeUndefined();
    const [first] = reviews as StoredReview[];
    expect(first.id).toBe(reviewId(first.product, first.persona, first.idHash, first.idSame));
    expect(spelled(first)).toBe(first.id);
    // What an export writes: every id, the same as read one by one.
    expect(JSON.parse(JSON.stringify(catalog())).reviews.map((r: { id: string }) => r.id)).toEqual(reviews.map((r) => r.id));
  });

  it('a given id is kept, and is never taken for one its numbers spell', () => {
    const review = StoredReview.of({ id: 'given/id', product: 'p', sources: [] }, { persona: 'builder', verdict: 'ship', text: 'T.', verdictSentence: '', gist: 'T.' });
    expect(review.id).toBe('given/id');
    expect(review.isIdentified('p', 0, 0)).toBe(false);
    expect(review.withSources([]).id).toBe('given/id');
    const numbered = StoredReview.of({ hash: -5, same: 2, product: 'p', sources: [] }, { persona: 'builder', verdict: 'ship', text: 'T.', verdictSentence: '', gist: 'T.' });
    expect(numbered.isIdentified('p', 2 ** 32 - 5, 2)).toBe(true);
    expect(numbered.id).toBe(`p/builder/${(2 ** 32 - 5).toString(36)}-3`);
    expect(numbered.withSources([]).id).toBe(numbered.id);
  });
});

describe('a review’s sources', () => {
  const quote = { persona: 'builder' as const, verdict: 'ship' as const, text: 'T.', verdictSentence: '', gist: 'T.' };
  const made = (review: unknown) => (review as { list?: unknown }).list !== undefined;

  it('keeps a lone source in the review, makes the array when first asked for, and then it is the sources', () => {
    const review = StoredReview.of({ id: '', product: null, source: { file: 'f.txt', line: 3, column: 2, matchup: null } }, quote);
    expect([review.sourceCount, review.sourceFile, review.sourceLine, review.sourceColumn, review.sourceMatchup]).toEqual([1, 'f.txt', 3, 2, null]);
    review.identify('p', 7, 0, 'm');
    expect(made(review)).toBe(false);
    const sources = review.sources;
    expect(sources).toEqual([{ file: 'f.txt', line: 3, column: 2, matchup: 'm' }]);
    expect(review.sources).toBe(sources);
    // Completed again, or given another source, after the array was made: the array is what changes.
    review.identify('p', 7, 0, 'n');
    sources.push({ file: 'g.txt', line: 1, column: 1, matchup: 'n' });
    expect([review.sourceCount, review.sourceMatchup, review.sources]).toEqual([2, 'n', sources]);
  });

  it('writes the same JSON whether its one source is kept in the review or given as an array', () => {
    const source = { file: 'f.txt', line: 3, column: 2, matchup: 'm' };
    const kept = StoredReview.of({ hash: 5, same: 0, product: 'p', source }, quote);
    const given = StoredReview.of({ hash: 5, same: 0, product: 'p', sources: [{ ...source }] }, quote);
    expect(JSON.stringify(kept)).toBe(JSON.stringify(given));
    expect(JSON.stringify(kept.placed({ hash: 5, same: 0, product: 'p', source }))).toBe(JSON.stringify(given));
  });
});

describe('a catalog of packed reviews', () => {
  const content = [
    'Quillon Desk vs Brevia Board',
    '',
    '“Quillon Desk’s setup took an hour — and the docs don’t cover sync… I’d skip it.”',
    '',
    '“Brevia Board is the one I’d keep: the café crowd loves it. Ship it.”',
    '',
  ].join('\n');
  const view = new CatalogView(buildCatalog([{ file: 'desk.txt', content: new TextEncoder().encode(content) }]));

  it('shows every quote word for word', () => {
    const texts = view.catalog.reviews.map((r) => r.text).sort();
    expect(texts).toEqual(['Brevia Board is the one I’d keep: the café crowd loves it. Ship it.', 'Quillon Desk’s setup took an hour — and the docs don’t cover sync… I’d skip it.']);
  });

  it('finds words with typographic characters in them, in any case, and no stand-in for one', () => {
    expect(searchReviews(view, 'DON’T', 10).map((r) => r.text)).toEqual([expect.stringContaining('don’t cover')]);
    expect(searchReviews(view, 'hour —', 10)).toHaveLength(1);
    expect(searchReviews(view, 'CAFÉ', 10).map((r) => r.text)).toEqual([expect.stringContaining('café crowd')]);
    expect(searchReviews(view, "don't", 10)).toEqual([]);
    expect(searchReviews(view, '\u0001', 10)).toEqual([]);
    expect(searchReviews(view, '\u0005', 10)).toEqual([]);
  });
});
