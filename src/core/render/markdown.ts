import MarkdownIt from 'markdown-it';
import { stripBidiControls } from './escape';

/**
 * The one markdown-it instance. Review quotes are untrusted, so: no raw HTML, links only when
 * written with a scheme (no fuzzy `example.com`), images off, and links limited to the web and mail:
 * the default validator already rejects `javascript:`, `vbscript:`, `file:` and `data:` (but images);
 * on top of that `command:` (which would run editor commands), `vscode:` and every other scheme go.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.linkify.set({ fuzzyLink: false, fuzzyEmail: false });
md.disable('image');

const ALLOWED_SCHEME = /^(?:https?|mailto):/;
const defaultValidateLink = md.validateLink.bind(md);
md.validateLink = (url: string): boolean => {
  const normalized = url.trim().toLowerCase();
  return defaultValidateLink(url) && ALLOWED_SCHEME.test(normalized) && !normalized.startsWith('command:');
};

// markdown-it skips validation for an empty destination ("[text]()") and keeps a link to nowhere;
// such links, and any that fail validation, are unwrapped to their text.
md.core.ruler.push('unwrap_invalid_links', (state) => {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const kept = [];
    let dropping = false;
    for (const token of block.children) {
      if (token.type === 'link_open') {
        const href = token.attrGet('href') ?? '';
        dropping = href === '' || !md.validateLink(href);
        if (dropping) continue;
      } else if (token.type === 'link_close' && dropping) {
        dropping = false;
        continue;
      }
      kept.push(token);
    }
    block.children = kept;
  }
});

/** Marks a quote's paragraph boundaries: a blank line, as in Markdown. */
const PARAGRAPH_BREAK = /\n[ \t]*\n+/;

function prepare(text: string): string {
  return stripBidiControls(text.replace(/\r\n?/g, '\n')).trim();
}

/** Inline Markdown (code spans, emphasis, links) of one paragraph, as HTML. */
export function renderInlineMarkdown(text: string): string {
  return md.renderInline(prepare(text));
}

/**
 * A quote as HTML paragraphs. Quotes are speech, not documents: each paragraph is rendered as
 * inline Markdown, so a line starting with `#` or `-` stays text, while code spans and emphasis render.
 * When `highlight` occurs in the quote and can be wrapped without cutting through any markup,
 * it is wrapped in `<mark class="verdict-sentence">`; `highlighted` says whether that happened.
 */
export function renderQuote(text: string, highlight?: string): { html: string; highlighted: boolean } {
  const paragraphs = prepare(text).split(PARAGRAPH_BREAK).filter((p) => p.trim() !== '');
  const needle = highlight ? prepare(highlight) : '';
  let highlighted = false;
  const html = paragraphs
    .map((paragraph) => {
      if (!highlighted && needle) {
        const marked = markSentence(paragraph, needle);
        if (marked !== undefined) {
          highlighted = true;
          return `<p>${marked}</p>`;
        }
      }
      return `<p>${md.renderInline(paragraph)}</p>`;
    })
    .join('\n');
  return { html, highlighted };
}

/**
 * Renders the paragraph with the sentence wrapped in <mark>, or undefined when the sentence is not
 * there or a code span, emphasis or link crosses its edges (rendering the three pieces apart would
 * then differ from rendering the whole).
 */
function markSentence(paragraph: string, sentence: string): string | undefined {
  const range = findSentence(paragraph, sentence);
  if (!range) return undefined;
  const before = paragraph.slice(0, range.start);
  const inside = paragraph.slice(range.start, range.end);
  const after = paragraph.slice(range.end);
  const pieces = [before, inside, after].map((piece) => md.renderInline(piece));
  if (pieces.join('') !== md.renderInline(paragraph)) return undefined;
  return `${pieces[0]}<mark class="verdict-sentence">${pieces[1]}</mark>${pieces[2]}`;
}

/** Finds the sentence as written, or with its whitespace written differently (line breaks). */
function findSentence(paragraph: string, sentence: string): { start: number; end: number } | undefined {
  const exact = paragraph.indexOf(sentence);
  if (exact >= 0) return { start: exact, end: exact + sentence.length };
  const words = sentence.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const pattern = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'));
  const match = pattern.exec(paragraph);
  return match ? { start: match.index, end: match.index + match[0].length } : undefined;
}
