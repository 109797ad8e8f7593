// An analysis made in another thread carries what assembly will most likely derive from its file (its quotes'
// identity hashes): the catalog must be the one assembled from the bytes, whether the guess holds or not.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFile, CatalogBuilder } from '../../src/core';
import { catalogInputOf, presumedAssembly, type CatalogFileInput } from '../../src/core/catalog/catalogBuilder';
import { deriveAliases } from '../../src/core/understand/aliases';

const ROOT = join(__dirname, '..', '..');
const text = (s: string) => new TextEncoder().encode(s);

function seedFiles(): { file: string; content: Uint8Array }[] {
  return readdirSync(join(ROOT, 'seeds'))
    .filter((name) => name.endsWith('.txt'))
    .map((name) => ({ file: `file:///seeds/${name}`, content: readFileSync(join(ROOT, 'seeds', name)) }));
}

/** As a worker thread hands it over: what the catalog reads, with the presumed assembly. */
function madeElsewhere(file: string, content: Uint8Array): CatalogFileInput {
  const input = catalogInputOf(analyzeFile(file, content));
  return { ...input, assembly: presumedAssembly(input, deriveAliases) };
}

function catalogs(files: { file: string; content: Uint8Array }[]) {
  const here = new CatalogBuilder();
  const elsewhere = new CatalogBuilder();
  for (const { file, content } of files) {
    here.set(file, content);
    elsewhere.set(file, madeElsewhere(file, content));
  }
  return { here, elsewhere, hereCatalog: JSON.stringify(here.build()), elsewhereCatalog: JSON.stringify(elsewhere.build()) };
}

describe('presumedAssembly', () => {
  it('guesses the hashes assembly derives when every product has a slug of its own, and the catalog is the same', () => {
    const files = seedFiles();
    const { here, hereCatalog, elsewhereCatalog } = catalogs(files);
    expect(elsewhereCatalog).toBe(hereCatalog);
    for (const { file, content } of files) {
      const guessed = madeElsewhere(file, content).assembly!;
      const derived = here.assemblyOf(file)!;
      expect(guessed.seeds).toEqual(derived.seeds);
      expect(guessed.hashes).toEqual(derived.hashes);
      expect(guessed.aliases).toEqual(derived.aliases);
    }
  });

  it('guesses wrong when two names share a slug, and the catalog is the same all the same', () => {
    const files = [
      { file: 'file:///r/a.txt', content: text('Acme Pro vs Zeta Mini\n\n“The primitive here is Acme Pro: a sync engine. Ship.”\n') },
      { file: 'file:///r/b.txt', content: text('Acme-Pro vs Zeta Mini\n\n“The primitive here is Acme-Pro: a sync engine. Ship.”\n') },
    ];
    const { here, hereCatalog, elsewhereCatalog } = catalogs(files);
    expect(elsewhereCatalog).toBe(hereCatalog);
    const ids = JSON.parse(hereCatalog).products.map((p: { id: string }) => p.id).sort();
    expect(ids).toEqual(['acme-pro', 'acme-pro-2', 'zeta-mini']);
    // The second file's product is "acme-pro-2", not its slug: the guess differs from what assembly derived.
    expect(madeElsewhere(files[1]!.file, files[1]!.content).assembly!.seeds).not.toEqual(here.assemblyOf(files[1]!.file)!.seeds);
  });

  it('leaves a file without a whole title to the seed of no product, and assembles it as from its bytes', () => {
    const files = [
      { file: 'file:///r/none.txt', content: text('“A quote without a matchup. Ship.”\n') },
      { file: 'file:///r/half.txt', content: text('Quill Notes vs\n\n“The primitive here is Quill Notes. Ship.”\n') },
    ];
    const { hereCatalog, elsewhereCatalog } = catalogs(files);
    expect(elsewhereCatalog).toBe(hereCatalog);
    expect(JSON.parse(hereCatalog).reviews.length).toBe(2);
  });
});
