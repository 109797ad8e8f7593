/**
 * The paths of Verdicts links, `<scheme>://<publisher>.verdicts/product/<id>?persona=<id>` and
 * `…/compare/<idA>/<idB>`. Free of `vscode` so unit tests can read and write them. Paths and queries are
 * the decoded components `vscode.Uri` takes and gives (it does the percent-encoding); ids are slugs.
 */
export type DeepLink = { kind: 'product'; productId: string; persona?: string } | { kind: 'compare'; a: string; b: string };

/** The path and query of a link (the scheme and authority are the editor's and the extension's). */
export function deepLinkPath(link: DeepLink): { path: string; query: string } {
  if (link.kind === 'compare') return { path: `/compare/${link.a}/${link.b}`, query: '' };
  return { path: `/product/${link.productId}`, query: link.persona ? `persona=${link.persona}` : '' };
}

/** Reads a link's path and query; undefined when it is not one of ours. */
export function parseDeepLink(path: string, query: string): DeepLink | undefined {
  const [kind, ...ids] = path.split('/').filter(Boolean);
  if (kind === 'product' && ids.length === 1) {
    const persona = queryParameter(query, 'persona');
    return { kind: 'product', productId: ids[0]!, ...(persona ? { persona } : {}) };
  }
  if (kind === 'compare' && ids.length === 2 && ids[0] !== ids[1]) return { kind: 'compare', a: ids[0]!, b: ids[1]! };
  return undefined;
}

function queryParameter(query: string, name: string): string | undefined {
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=');
    if ((at < 0 ? pair : pair.slice(0, at)) === name) return (at < 0 ? '' : pair.slice(at + 1)).trim() || undefined;
  }
  return undefined;
}
