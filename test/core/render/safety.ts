/**
 * A strict check of rendered HTML: every `<` must open or close an element we emit, with attributes
 * we emit, and links may only point to the web, mail or `#`. Anything the review text smuggled in
 * (a tag, an event handler, a `javascript:` URL) fails it. Stricter than a browser, on purpose.
 */

const ELEMENTS = new Set([
  'a', 'article', 'blockquote', 'br', 'button', 'caption', 'code', 'col', 'colgroup', 'details', 'div', 'em',
  'footer', 'h1', 'h2', 'h3', 'header', 'li', 'main', 'mark', 'nav', 'p', 's', 'section', 'span', 'strong',
  'summary', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul', 'ol',
]);

const ATTRIBUTES = new Set([
  'class', 'id', 'href', 'title', 'role', 'tabindex', 'type', 'scope', 'data-action', 'data-file', 'data-line',
  'data-matchup', 'data-product', 'data-persona', 'data-review', 'data-label', 'data-a', 'data-b', 'aria-label',
  'aria-labelledby', 'aria-hidden', 'aria-pressed', 'aria-busy',
]);

const SAFE_HREF = /^(?:#|https?:|mailto:)/i;

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z-]+(?:="[^"<>]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([a-zA-Z-]+)(?:="([^"]*)")?/g;

export function unsafeHtmlFindings(html: string): string[] {
  const findings: string[] = [];
  let tags = 0;
  for (const match of html.matchAll(TAG)) {
    tags++;
    const name = match[2]!.toLowerCase();
    if (!ELEMENTS.has(name)) findings.push(`element <${name}>`);
    if (!match[3]) continue;
    for (const attribute of match[3].matchAll(ATTRIBUTE)) {
      const attrName = attribute[1]!.toLowerCase();
      if (!ATTRIBUTES.has(attrName)) findings.push(`attribute ${attrName} on <${name}>`);
      if (attrName === 'href' && !SAFE_HREF.test(decodeEntities(attribute[2] ?? '').trim())) {
        findings.push(`href ${JSON.stringify(attribute[2])}`);
      }
    }
  }
  // Attribute values cannot hold "<", so every "<" must have opened one of the tags above.
  const opens = html.split('<').length - 1;
  if (opens !== tags) findings.push(`${opens - tags} "<" outside a known tag`);
  // data-* values are read by the script, never shown, and must keep file paths exact.
  if (/[\u202A-\u202E\u2066-\u2069]/.test(html.replace(/data-[a-z]+="[^"]*"/g, ''))) findings.push('bidi control');
  return findings;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every link destination in a Markdown string, as a CommonMark renderer with autolinking would see it. */
export function markdownLinkTargets(markdown: string, render: (md: string) => string): string[] {
  return [...render(markdown).matchAll(/href="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
}

/** What a reader sees of rendered HTML: the text between the tags, entities decoded. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}

/** Elements that run code or load content; none may come out of review text, whatever renders it. */
export const EXECUTABLE_ELEMENT = /<(script|img|iframe|svg|object|embed|style|link|meta|base|form|input|video|audio|math)\b/i;
/** Link targets that are not the web or mail: scripts, editor commands, inline documents. */
export const DANGEROUS_HREF = /href\s*=\s*["']?\s*(?:javascript|vbscript|command|data|vscode|file):/i;
