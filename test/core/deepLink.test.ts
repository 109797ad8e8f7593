// The paths of Verdicts links (src/vscode/links/deepLink.ts is free of `vscode`, like contextValues.ts).
import { describe, expect, it } from 'vitest';
import { deepLinkPath, parseDeepLink, type DeepLink } from '../../src/vscode/links/deepLink';

describe('deep links', () => {
  it('writes and reads product and compare links', () => {
    const links: DeepLink[] = [
      { kind: 'product', productId: 'harbor-ci-3' },
      { kind: 'product', productId: 'harbor-ci-3', persona: 'skeptic' },
      { kind: 'compare', a: 'cursor', b: 'windsurf-2' },
    ];
    for (const link of links) {
      const { path, query } = deepLinkPath(link);
      expect(parseDeepLink(path, query)).toEqual(link);
    }
    expect(deepLinkPath(links[1]!)).toEqual({ path: '/product/harbor-ci-3', query: 'persona=skeptic' });
    expect(deepLinkPath(links[2]!)).toEqual({ path: '/compare/cursor/windsurf-2', query: '' });
  });

  it('tolerates a trailing slash and other query parameters', () => {
    expect(parseDeepLink('/product/cursor/', 'utm=x&persona=builder')).toEqual({ kind: 'product', productId: 'cursor', persona: 'builder' });
    expect(parseDeepLink('/product/cursor', 'persona=')).toEqual({ kind: 'product', productId: 'cursor' });
  });

  it('rejects anything else', () => {
    for (const path of ['', '/', '/product', '/product/a/b', '/compare/a', '/compare/a/a', '/compare/a/b/c', '/open/a', '/product//']) {
      expect(parseDeepLink(path, ''), path).toBeUndefined();
    }
  });
});
