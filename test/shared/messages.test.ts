import { describe, expect, it } from 'vitest';
import {
  isExtensionMessage,
  isWebviewMessage,
  parseComparePanelState,
  parsePanelState,
  parseProductPanelState,
} from '../../src/shared/messages';

describe('panel messages', () => {
  it('accepts every well-formed message from the page', () => {
    for (const message of [
      { type: 'ready' },
      { type: 'openSource', file: 'file:///r/a.txt', line: 3 },
      { type: 'openProduct', productId: 'cursor' },
      { type: 'openProduct', productId: 'cursor', persona: 'builder' },
      { type: 'openMatchup', matchupId: 'm1' },
      { type: 'compareWith', productId: 'cursor' },
      { type: 'swap' },
      { type: 'copyMarkdown' },
      { type: 'setDifferencesOnly', value: true },
      { type: 'explain', reviewId: 'file:///r/a.txt#2' },
    ]) {
      expect(isWebviewMessage(message), JSON.stringify(message)).toBe(true);
    }
  });

  it('rejects malformed ones', () => {
    for (const message of [
      null,
      'ready',
      [],
      { type: 'nope' },
      { type: 'openSource', file: 'a.txt', line: 0 },
      { type: 'openSource', file: 'a.txt', line: 1.5 },
      { type: 'openSource', file: '', line: 1 },
      { type: 'openProduct' },
      { type: 'openProduct', productId: 'x', persona: 3 },
      { type: 'setDifferencesOnly', value: 'yes' },
      { type: 'explain' },
      { type: 'explain', reviewId: '' },
      { type: 'explain', reviewId: 7 },
    ]) {
      expect(isWebviewMessage(message), JSON.stringify(message)).toBe(false);
    }
  });

  it('checks messages from the extension', () => {
    expect(isExtensionMessage({ type: 'update', html: '<p></p>', state: { kind: 'product', productId: 'x' } })).toBe(true);
    expect(isExtensionMessage({ type: 'update', html: '<p></p>', state: { kind: 'bogus' } })).toBe(false);
    expect(isExtensionMessage({ type: 'focusPersona', persona: 'skeptic' })).toBe(true);
    expect(isExtensionMessage({ type: 'focusPersona' })).toBe(false);
    expect(isExtensionMessage({ type: 'explained', reviewId: 'r1', html: '<p class="why-row"></p>' })).toBe(true);
    expect(isExtensionMessage({ type: 'explained', reviewId: 'r1' })).toBe(false);
    expect(isExtensionMessage({ type: 'explained', html: '' })).toBe(false);
  });

  it('reads saved panel state, dropping what it does not know', () => {
    expect(parseProductPanelState({ productId: 'x', persona: 'builder', scrollY: 40 })).toEqual({ kind: 'product', productId: 'x', persona: 'builder' });
    expect(parseComparePanelState({ kind: 'compare', a: 'x', b: 'y' })).toEqual({ kind: 'compare', a: 'x', b: 'y', differencesOnly: false });
    expect(parsePanelState({ kind: 'compare', a: 'x', b: 'y', differencesOnly: true })).toEqual({ kind: 'compare', a: 'x', b: 'y', differencesOnly: true });
    expect(parseProductPanelState({ kind: 'compare', productId: 'x' })).toBeUndefined();
    expect(parseProductPanelState(undefined)).toBeUndefined();
    expect(parseComparePanelState({ a: 'x' })).toBeUndefined();
  });
});
