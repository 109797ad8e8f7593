import { escapeDataAttribute, escapeHtml } from './escape';

export interface HtmlDocumentOptions {
  title: string;
  /** The page body (from renderProductBody / renderCompareBody); placed inside `<main id="root">`. */
  body: string;
  /** Per-render nonce for the script (and inline styles); base64 or hex characters only. */
  nonce: string;
  /** The webview's `cspSource`, allowed for styles, images and fonts. Absent in standalone documents. */
  cspSource?: string;
  /** Stylesheets, already as webview URIs. */
  styleUris?: readonly string[];
  /** The panel script, already as a webview URI. Ignored in standalone documents. */
  scriptUri?: string;
  /**
   * A static document that works on its own (the CLI's `--format html`): CSS inlined with the
   * nonce, no script, and the theme colours fall back to built-in light/dark values.
   */
  standalone?: boolean;
  /** CSS to inline in a `<style nonce>`, e.g. the contents of media/panel.css for standalone documents. */
  inlineCss?: string;
  /** Initial state for the panel script: JSON in an escaped `data-state` attribute, never in a script. */
  state?: unknown;
  /** Extra classes on <body>, e.g. the panel kind. */
  bodyClass?: string;
  lang?: string;
}

const NONCE = /^[A-Za-z0-9+/=_-]{16,}$/;

/** The Content-Security-Policy for a document: nothing by default, no 'unsafe-inline' anywhere. */
export function contentSecurityPolicy(options: Pick<HtmlDocumentOptions, 'nonce' | 'cspSource' | 'standalone' | 'inlineCss'>): string {
  const nonce = `'nonce-${options.nonce}'`;
  const source = options.standalone ? undefined : options.cspSource;
  const styles = [source, options.inlineCss !== undefined ? nonce : undefined].filter(Boolean).join(' ');
  const directives = [
    "default-src 'none'",
    `style-src ${styles || "'none'"}`,
    options.standalone ? "script-src 'none'" : `script-src ${nonce}`,
    `img-src ${source ?? "'none'"}`,
    `font-src ${source ?? "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ];
  return directives.join('; ');
}

/** A complete HTML document around a rendered body, for a webview panel or a standalone file. */
export function renderHtmlDocument(options: HtmlDocumentOptions): string {
  if (!NONCE.test(options.nonce)) throw new Error('renderHtmlDocument: the nonce must be 16+ base64/hex characters');
  const standalone = options.standalone === true;
  const nonceAttr = `nonce="${escapeHtml(options.nonce)}"`;
  const styleLinks = (options.styleUris ?? [])
    .map((uri) => `<link rel="stylesheet" href="${escapeHtml(uri)}">`)
    .join('\n    ');
  // A "<" could end the <style> element early ("</style>"); in CSS it is only ever valid escaped.
  const inlineStyle =
    options.inlineCss !== undefined ? `<style ${nonceAttr}>\n${options.inlineCss.replace(/</g, '\\3c ')}\n</style>` : '';
  const script = !standalone && options.scriptUri ? `<script ${nonceAttr} src="${escapeHtml(options.scriptUri)}"></script>` : '';
  const state = options.state === undefined ? '' : ` data-state="${escapeDataAttribute(JSON.stringify(options.state))}"`;
  const bodyClass = ['verdicts', standalone ? 'standalone' : '', options.bodyClass ?? ''].filter(Boolean).join(' ');

  return `<!DOCTYPE html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(options))}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${standalone ? '<meta name="color-scheme" content="light dark">' : ''}
    <title>${escapeHtml(options.title)}</title>
    ${styleLinks}
    ${inlineStyle}
  </head>
  <body class="${escapeHtml(bodyClass)}"${state}>
    <main id="root" class="root">
${options.body}
    </main>
    ${script}
  </body>
</html>
`;
}
