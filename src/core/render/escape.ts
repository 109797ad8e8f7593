/**
 * Escaping for review text, applied where the text lands: HTML text and attributes, or Markdown.
 * Review text is untrusted: it comes from files anyone can write.
 */

/**
 * Explicit bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). They can make
 * a quote read differently from what it says ("Trojan Source"), so they are dropped; the implicit
 * marks (LRM, RLM, ALM) only nudge neutral characters and stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Safe both as HTML text and inside a quoted attribute value. */
export function escapeHtml(text: string): string {
  return stripBidiControls(String(text)).replace(/[&<>"'`]/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * For `data-*` values the panel script reads back (file paths, ids): escaped like HTML but kept
 * character for character, bidi controls included, because they are never displayed.
 */
export function escapeDataAttribute(value: string): string {
  return String(value).replace(/[&<>"'`]/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * Strict Markdown escaping for text shown in a rendered, trusted surface (hover cards): every ASCII
 * punctuation character is backslash-escaped, so the text can form no emphasis, code, link,
 * autolink (`https://`, `www.`, `a@b.c`, fuzzy `example.com`), HTML, entity, emoji shortcode or theme
 * icon; line breaks become spaces so the text stays on its line.
 */
export function escapeMarkdown(text: string): string {
  return stripBidiControls(String(text))
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/**
 * Readable Markdown escaping for documents people also read raw (the clipboard, the CLI): escapes
 * what could change structure or start markup, leaves ordinary prose punctuation alone.
 * `<` becomes `&lt;`, not `\<`: an autolink (`http://x/\<iframe>` in markdown-it, `www.x/\<iframe>` in
 * marked) swallows the backslash into its URL, and the `<` after it would start raw HTML.
 * Line breaks become spaces: callers place the text on one line (a table cell, a quote paragraph).
 */
export function escapeMarkdownProse(text: string): string {
  return stripBidiControls(String(text))
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/[\\`*_[\]>|~$]/g, '\\$&')
    .replace(/&(?=#?\w+;)/g, '\\&')
    .replace(/</g, '&lt;')
    .replace(/^(\s*)([#>+=-]|\d+[.)])/, (_m, space: string, marker: string) => `${space}${marker.replace(/[#>+=.)-]/, '\\$&')}`);
}
