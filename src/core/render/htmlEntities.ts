/**
 * What markdown-it needs from its `entities` dependency, in the size a review needs: esbuild.mjs and
 * vitest.config.mjs put this module in its place. The full HTML5 table of 2,231 named references was the
 * largest part of the extension bundle (77 KB of 250); these are the named references of HTML 4 (Latin-1,
 * punctuation, arrows, math, Greek), decoded as HTML5 decodes them. A name not listed stays as written and
 * is escaped like any other text; numeric references (`&#8212;`) markdown-it decodes itself. The invisible
 * joiners and direction marks of HTML 4 (`&zwj;`, `&zwnj;`, `&lrm;`, `&rlm;`) are left out on purpose: review
 * text is shown without bidi controls.
 */

/** U+00A0 to U+00FF, in order. */
const LATIN_1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para ' +
  'middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave ' +
  'Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc ' +
  'Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc ' +
  'iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

/** Capitals from U+0391 (Σ follows Ρ at U+03A3); each small letter is 0x20 above its capital. */
const GREEK = 'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho Sigma Tau Upsilon Phi Chi Psi Omega';

const OTHERS =
  'amp=& lt=< gt=> quot=" apos=\' OElig=Œ oelig=œ Scaron=Š scaron=š Yuml=Ÿ fnof=ƒ circ=ˆ tilde=˜ ensp=\u2002 emsp=\u2003 ' +
  'thinsp=\u2009 ndash=– mdash=— lsquo=‘ rsquo=’ sbquo=‚ ldquo=“ rdquo=” bdquo=„ dagger=† Dagger=‡ bull=• hellip=… ' +
  'permil=‰ prime=′ Prime=″ lsaquo=‹ rsaquo=› oline=‾ frasl=⁄ euro=€ image=ℑ weierp=℘ real=ℜ trade=™ alefsym=ℵ larr=← ' +
  'uarr=↑ rarr=→ darr=↓ harr=↔ crarr=↵ lArr=⇐ uArr=⇑ rArr=⇒ dArr=⇓ hArr=⇔ forall=∀ part=∂ exist=∃ empty=∅ nabla=∇ ' +
  'isin=∈ notin=∉ ni=∋ prod=∏ sum=∑ minus=− lowast=∗ radic=√ prop=∝ infin=∞ ang=∠ and=∧ or=∨ cap=∩ cup=∪ int=∫ there4=∴ ' +
  'sim=∼ cong=≅ asymp=≈ ne=≠ equiv=≡ le=≤ ge=≥ sub=⊂ sup=⊃ nsub=⊄ sube=⊆ supe=⊇ oplus=⊕ otimes=⊗ perp=⊥ sdot=⋅ lceil=⌈ ' +
  'rceil=⌉ lfloor=⌊ rfloor=⌋ lang=⟨ rang=⟩ loz=◊ spades=♠ clubs=♣ hearts=♥ diams=♦ sigmaf=ς thetasym=ϑ upsih=ϒ piv=ϖ';

const NAMED = new Map<string, string>();
LATIN_1.split(' ').forEach((name, i) => NAMED.set(name, String.fromCharCode(0xa0 + i)));
GREEK.split(' ').forEach((name, i) => {
  const capital = 0x391 + i + (i >= 17 ? 1 : 0);
  NAMED.set(name, String.fromCharCode(capital));
  NAMED.set(name.toLowerCase(), String.fromCharCode(capital + 0x20));
});
for (const pair of OTHERS.split(' ')) NAMED.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));

const REFERENCE = /&([A-Za-z][A-Za-z0-9]*);/g;

/** The text with its named character references decoded (markdown-it passes one reference at a time). */
export function decodeHTML(text: string): string {
  return text.indexOf('&') < 0 ? text : text.replace(REFERENCE, (reference, name: string) => NAMED.get(name) ?? reference);
}
