// What the bundles (esbuild.mjs) and the unit tests (vitest.config.mjs) put in place of parts of markdown-it and
// its dependencies, so the tests run what ships. Verdicts renders Markdown inline only (quotes are speech:
// `renderInline`), with raw HTML, images and the typographer off (src/core/render/markdown.ts).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** Whole dependencies replaced by small modules of ours (each says why). */
export const ALIASES = {
  // The HTML 4 names instead of the 77 KB HTML5 table of 2,231 names.
  entities: `${root}/src/core/render/htmlEntities.ts`,
  // The host's URL parser instead of a punycode implementation.
  'punycode.js': `${root}/src/core/render/punycode.ts`,
};

/**
 * markdown-it modules that never run with those options: it still builds a block parser and registers rules that
 * return at once. Their stand-ins: a block parser that throws (a block `render()` would fail rather than render
 * differently), rules that do nothing, presets other than the default that fail loudly. 19 KB of the bundle.
 */
const MARKDOWN_IT_STAND_INS = {
  'parser_block.mjs':
    "import Ruler from './ruler.mjs'\nexport default class ParserBlock { constructor () { this.ruler = new Ruler() } parse () { throw new Error('this bundle renders inline Markdown only') } }",
  'rules_core/replacements.mjs': 'export default function replace () {}',
  'rules_core/smartquotes.mjs': 'export default function smartquotes () {}',
  'rules_inline/image.mjs': 'export default function image () { return false }',
  'rules_inline/html_inline.mjs': 'export default function html_inline () { return false }',
  'presets/zero.mjs': "export default { get options () { throw new Error('this bundle has the default markdown-it preset only') } }",
  'presets/commonmark.mjs': "export default { get options () { throw new Error('this bundle has the default markdown-it preset only') } }",
};

/** The stand-in source for a file of markdown-it, or undefined when the file ships as it is. */
export function markdownItStandIn(path) {
  const module = path.replace(/\\/g, '/').split('/node_modules/markdown-it/lib/')[1];
  return module === undefined ? undefined : MARKDOWN_IT_STAND_INS[module];
}

/** The esbuild plugin. */
export const inlineMarkdownOnly = {
  name: 'inline-markdown-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]markdown-it[\\/]lib[\\/].*\.mjs$/ }, (args) => {
      const contents = markdownItStandIn(args.path);
      return contents === undefined ? undefined : { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};
