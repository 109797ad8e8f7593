import { stripBidiControls } from '../../core/render/base';

/**
 * File text shown as a plain label (symbol names, inline labels): bidi controls dropped so text cannot
 * reorder what surrounds it, line breaks and control characters turned into spaces, and long names cut.
 */
export function plainLabel(text: string, max = 80): string {
  // eslint-disable-next-line no-control-regex
  const clean = stripBidiControls(text).replace(/[\u0000-\u001f\u007f\u2028\u2029]+/gu, ' ').replace(/\s+/gu, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
