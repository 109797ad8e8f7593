import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, renderHtmlDocument } from '../../../src/core/render';

const NONCE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** The policy as the browser reads it from the meta tag. */
function cspOf(html: string): string {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1]!.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

describe('renderHtmlDocument', () => {
  const webview = renderHtmlDocument({
    title: 'Cursor <b>',
    body: '<p>body</p>',
    nonce: NONCE,
    cspSource: 'https://file+.vscode-resource.vscode-cdn.net',
    styleUris: ['https://file+.vscode-resource.vscode-cdn.net/ext/media/panel.css'],
    scriptUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/media/dist/webview.js',
    state: { kind: 'product', productId: '"></body><script>alert(1)</script>' },
  });

  it('has a CSP with a nonce for scripts and no unsafe-inline', () => {
    const csp = cspOf(webview);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src 'nonce-${NONCE}'`);
    expect(csp).toContain('style-src https://file+.vscode-resource.vscode-cdn.net');
    expect(csp).toContain('img-src https://file+.vscode-resource.vscode-cdn.net');
    expect(webview).not.toContain('unsafe-inline');
    expect(webview).not.toContain('unsafe-eval');
  });

  it('loads the stylesheet and the script with the nonce', () => {
    expect(webview).toContain('<link rel="stylesheet" href="https://file+.vscode-resource.vscode-cdn.net/ext/media/panel.css">');
    expect(webview).toContain(`<script nonce="${NONCE}" src="https://file+.vscode-resource.vscode-cdn.net/ext/media/dist/webview.js"></script>`);
    expect(webview.match(/<script/g)).toHaveLength(1);
  });

  it('puts the state in an escaped data attribute, never in a script', () => {
    const attribute = /<body class="verdicts" data-state="([^"]*)">/.exec(webview)![1]!;
    const decoded = attribute.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&#96;/g, '`').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({ kind: 'product', productId: '"></body><script>alert(1)</script>' });
    expect(webview).toContain('<title>Cursor &lt;b&gt;</title>');
  });

  it('rejects a weak nonce', () => {
    expect(() => renderHtmlDocument({ title: 't', body: '', nonce: 'x"' })).toThrow();
  });

  it('makes a standalone document: inline CSS with the nonce, no script', () => {
    const standalone = renderHtmlDocument({
      title: 'A vs B',
      body: '<p>body</p>',
      nonce: NONCE,
      standalone: true,
      inlineCss: 'body { color: var(--vscode-foreground, #111); } </style><script>x</script>',
      scriptUri: 'https://example.com/should-not-appear.js',
    });
    expect(standalone).toContain(`<style nonce="${NONCE}">`);
    expect(standalone).not.toContain('<script');
    expect(standalone).not.toContain('should-not-appear');
    expect(standalone).toContain('<body class="verdicts standalone">');
    expect(standalone).not.toContain('unsafe-inline');
    const csp = cspOf(standalone);
    expect(csp).toBe(`default-src 'none'; style-src 'nonce-${NONCE}'; script-src 'none'; img-src 'none'; font-src 'none'; base-uri 'none'; form-action 'none'`);
  });

  it('allows inline styles only by nonce in a webview', () => {
    expect(contentSecurityPolicy({ nonce: NONCE, cspSource: 'vscode-src', inlineCss: '' })).toContain(`style-src vscode-src 'nonce-${NONCE}'`);
  });
});
