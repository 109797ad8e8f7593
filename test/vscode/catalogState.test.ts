import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../src/core/engine';
import { contentHash, openFileAnalysisCache } from '../../src/core/base';
import { catalogInputOf } from '../../src/core/catalog/catalogBuilder';
import { CatalogState, type Published } from '../../src/vscode/source/catalogState';

const bytes = (text: string) => new TextEncoder().encode(text);
const review = (a: string, b: string, quote: string) => bytes(`${a} vs ${b}\n\n“${quote}”\n`);

function setUp() {
  const state = new CatalogState(() => analyzeFile);
  const published: Published[] = [];
  const stop = state.onDidPublish((p) => published.push(p));
  return { state, published, stop };
}

describe('CatalogState', () => {
  it('holds the catalog of the files it took, and fires one change per publish', () => {
    const { state, published } = setUp();
    expect(state.accept('file:///r/a.txt', review('Quill Notes', 'Harbor Sheets', 'The primitive here is Quill Notes. Ship.'))).toBe(true);
    expect(state.view.catalog.products).toEqual([]); // nothing shows before a publish
    const catalog = state.publish();
    expect(published).toHaveLength(1);
    expect(published[0]!.catalog).toBe(catalog);
    expect(state.view.catalog).toBe(catalog);
    expect(catalog.products.map((p) => p.name).sort()).toEqual(['Harbor Sheets', 'Quill Notes']);
    expect(state.nameIndex).toBe(state.nameIndex); // built once per catalog
  });

  it('keeps the hovers’ index of names while a change keeps every product’s names, and builds it again when one changes', () => {
    const { state } = setUp();
    state.accept('file:///r/a.txt', review('Quill Notes', 'Harbor Sheets', 'The primitive here is Quill Notes. Ship.'));
    state.publish();
    const index = state.nameIndex;
    // Another quote, the same title: the same names.
    state.accept('file:///r/a.txt', review('Quill Notes', 'Harbor Sheets', 'The buyer of Harbor Sheets is finance. Skip.'));
    state.publish();
    expect(state.nameIndex).toBe(index);
    expect(state.nameIndex.at('Try Quill Notes today', 6)?.productIds).toEqual([state.view.catalog.products.find((p) => p.name === 'Quill Notes')!.id]);
    // A renamed side: a new index, which finds the new name and not the old.
    state.accept('file:///r/a.txt', review('Quill Notes', 'Harbor Docs', 'The buyer of Harbor Docs is finance. Skip.'));
    state.publish();
    expect(state.nameIndex).not.toBe(index);
    expect(state.nameIndex.at('Harbor Docs is', 2)).toBeDefined();
    expect(state.nameIndex.at('Harbor Sheets is', 2)?.text).toBe('Harbor'); // the new product's short form, not the old name
  });

  it('takes the same bytes again as no change, other bytes as one', () => {
    const { state } = setUp();
    const content = review('Quill Notes', 'Harbor Sheets', 'Ship.');
    expect(state.accept('file:///r/a.txt', content)).toBe(true);
    expect(state.accept('file:///r/a.txt', content.slice())).toBe(false);
    expect(state.accept('file:///r/a.txt', review('Quill Notes', 'Harbor Sheets', 'Skip.'))).toBe(true);
  });

  it('needs the analysis engine for bytes, and takes nothing until it is loaded', () => {
    let engine: typeof analyzeFile | undefined;
    const state = new CatalogState(() => engine);
    const content = review('Quill Notes', 'Harbor Sheets', 'Ship.');
    expect(() => state.accept('file:///r/a.txt', content)).toThrow(/analysis engine/);
    expect(state.has('file:///r/a.txt')).toBe(false);
    engine = analyzeFile;
    // The failed attempt left no fingerprint behind: the same bytes are taken now.
    expect(state.accept('file:///r/a.txt', content)).toBe(true);
    expect(state.publish().products.map((p) => p.name).sort()).toEqual(['Harbor Sheets', 'Quill Notes']);
  });

  it('forgets files, and says whether it held them', () => {
    const { state } = setUp();
    state.accept('file:///r/a.txt', review('Quill Notes', 'Harbor Sheets', 'Ship.'));
    expect(state.files()).toEqual(['file:///r/a.txt']);
    expect(state.forget('file:///r/a.txt')).toBe(true);
    expect(state.forget('file:///r/a.txt')).toBe(false);
    expect(state.publish().products).toEqual([]);
    // Forgotten means forgotten: the same bytes are new again.
    expect(state.accept('file:///r/a.txt', review('Quill Notes', 'Harbor Sheets', 'Ship.'))).toBe(true);
  });

  it('keeps the lines of files with problems for diagnostic ranges, and only those', () => {
    const { state, published } = setUp();
    state.accept('file:///r/broken.txt', bytes('Lonely Widget vs\n\n“A quote.”\n'));
    state.accept('file:///r/fine.txt', review('Quill Notes', 'Harbor Sheets', 'The primitive here is Quill Notes: a sync engine. Ship.'));
    const catalog = state.publish();
    expect(catalog.problems.some((p) => p.file === 'file:///r/broken.txt')).toBe(true);
    expect(catalog.problems.some((p) => p.file === 'file:///r/fine.txt')).toBe(false);
    expect(published[0]!.linesOf('file:///r/broken.txt')?.[0]).toBe('Lonely Widget vs');
    expect(published[0]!.linesOf('file:///r/fine.txt')).toBeUndefined();
    // A later publish without re-reading the file still has its lines.
    state.accept('file:///r/other.txt', review('Tessellate', 'Driftwood', 'Skip.'));
    state.publish();
    expect(published[1]!.linesOf('file:///r/broken.txt')?.[0]).toBe('Lonely Widget vs');
  });

  it('a stopped listener hears nothing more', () => {
    const { state, published, stop } = setUp();
    state.publish();
    stop();
    state.publish();
    expect(published).toHaveLength(1);
    expect(state.publishes).toBe(2);
  });
});

describe('CatalogState, an analysis made elsewhere', () => {
  it('takes an analysis made in a worker thread as it is, assembles what analysing here does, and hands it to the cache', () => {
    const content = review('Quill Notes', 'Harbor Sheets', 'The primitive here is Quill Notes. Ship.');
    const here = setUp().state;
    here.accept('file:///r/a.txt', content);
    // No engine at all: the made analysis is all there is to take.
    const elsewhere = new CatalogState(() => undefined);
    const made = catalogInputOf(analyzeFile('file:///r/a.txt', content));
    const handed: unknown[] = [];
    expect(elsewhere.take('file:///r/a.txt', { fingerprint: 'f1', content, made }, (analysis) => handed.push(analysis))).toBe(true);
    expect(handed).toEqual([made]);
    expect(elsewhere.isCurrent('file:///r/a.txt', 'f1')).toBe(true);
    expect(elsewhere.isCurrent('file:///r/a.txt', 'f2')).toBe(false);
    expect(JSON.stringify(elsewhere.publish())).toBe(JSON.stringify(here.publish()));
  });
});

describe('CatalogState, restored from an analysis cache', () => {
  const files: [string, Uint8Array][] = [
    ['file:///r/a.txt', review('Quill Notes', 'Harbor Sheets', 'The primitive here is Quill Notes: a sync engine. Ship.')],
    ['file:///r/broken.txt', bytes('Lonely Widget vs\n\n“A quote.”\n')],
    ['file:///r/c.txt', review('Harbor Sheets', 'Tessellate', 'The buyer of Tessellate is finance; no moat. Skip.')],
  ];
  /** A state that took `files` as the store does (fingerprints are content hashes) and the cache written after its catalog. */
  function written() {
    const first = new CatalogState(() => analyzeFile);
    const session = openFileAnalysisCache(undefined, 'test-engine');
    for (const [file, content] of files) {
      const hash = contentHash(content);
      first.take(file, { fingerprint: hash, content }, (analysis) => session.remember(file, { size: content.length, mtime: 1, hash }, analysis));
    }
    const catalog = first.publish();
    return { catalog, bytes: session.write(undefined, (key, hash) => first.assemblyOf(key, hash), first.catalogOf)! };
  }

  it('starts from the catalog the cache keeps: files taken again as cached change nothing, and the first publish is that catalog', () => {
    const { catalog, bytes: cacheFile } = written();
    const session = openFileAnalysisCache(cacheFile, 'test-engine');
    const { state, published } = setUp();
    expect(state.restore((assembler) => session.restore(assembler), (file) => session.cachedHash(file))).toEqual(files.map(([file]) => file));
    for (const [file, content] of files) {
      expect(state.isCurrent(file, contentHash(content))).toBe(true);
      // The store reads a restored file with problems for its lines, and nothing else.
      expect(state.hasRestoredProblems(file)).toBe(file.endsWith('broken.txt'));
      expect(state.take(file, { fingerprint: contentHash(content), content })).toBe(false);
    }
    expect(JSON.stringify(state.publish())).toBe(JSON.stringify(catalog));
    expect(published[0]!.linesOf('file:///r/broken.txt')?.[0]).toBe('Lonely Widget vs');
    // A change after the restore re-assembles as usual.
    expect(state.take('file:///r/c.txt', { fingerprint: 'other', content: review('Harbor Sheets', 'Tessellate', 'Skip.') })).toBe(true);
    expect(state.publish().reviews.some((r) => r.text === 'Skip.')).toBe(true);
  });

  it('shows the last catalog while a load takes what changed: a restored file with problems is still read for its lines, and the end is the cold catalog', () => {
    const { catalog, bytes: cacheFile } = written();
    const session = openFileAnalysisCache(cacheFile, 'test-engine');
    const { state, published } = setUp();
    state.restore((assembler) => session.restore(assembler), (file) => session.cachedHash(file));
    // The catalog as the last session left it, shown before anything is read.
    state.publish();
    expect(JSON.stringify(published[0]!.catalog)).toBe(JSON.stringify(catalog));
    expect(state.hasRestoredProblems('file:///r/broken.txt')).toBe(true);
    // The load then: two files as they were (the one with problems read for its lines), one changed.
    const changed = review('Harbor Sheets', 'Tessellate', 'Tessellate has no moat at all. Skip.');
    const now: [string, Uint8Array][] = [files[0]!, files[1]!, ['file:///r/c.txt', changed]];
    expect(state.take(files[0]![0], { fingerprint: contentHash(files[0]![1]) })).toBe(false);
    expect(state.take(files[1]![0], { fingerprint: contentHash(files[1]![1]), content: files[1]![1] })).toBe(false);
    expect(state.take('file:///r/c.txt', { fingerprint: contentHash(changed), content: changed })).toBe(true);
    const last = state.publish();
    expect(published[1]!.linesOf('file:///r/broken.txt')?.[0]).toBe('Lonely Widget vs');
    expect(state.hasRestoredProblems('file:///r/broken.txt')).toBe(false);
    const cold = setUp().state;
    for (const [file, content] of now) cold.accept(file, content);
    expect(JSON.stringify(last)).toBe(JSON.stringify(cold.publish()));
  });

  it('restores only before anything was taken or published', () => {
    const { bytes: cacheFile } = written();
    const { state } = setUp();
    state.publish();
    expect(state.restore((assembler) => openFileAnalysisCache(cacheFile, 'test-engine').restore(assembler), () => undefined)).toEqual([]);
    expect(state.files()).toEqual([]);
  });
});
