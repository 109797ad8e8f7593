/**
 * Word tokens and sentences of a quote, computed once and shared by the persona, verdict and
 * product classifiers so each of them works on tokens instead of re-scanning the text.
 */

export interface Token {
  /** As written. */
  text: string;
  /** Lower-cased, for case-insensitive cue matching. */
  lower: string;
  start: number;
  end: number;
  /** Index into `sentences`. */
  sentence: number;
  /** Position of the token inside its sentence (0 = first word). */
  indexInSentence: number;
}

export interface Sentence {
  start: number;
  end: number;
  text: string;
}

export interface AnalyzedText {
  text: string;
  tokens: Token[];
  sentences: Sentence[];
}

/** Words, numbers and dotted/hyphenated compounds: `v0.50`, `GPT-4o`, `job-to-be-done`, `3.3`. */
const WORD = /[\p{L}\p{N}]+(?:[.\-][\p{L}\p{N}]+)*/gu;

/** A sentence ends at . ! or ? (optionally followed by closing quotes or brackets) before white space. */
const SENTENCE_END = /[.!?]+["'”’)\]]*(?=\s+|$)/g;

const ABBREVIATIONS = new Set(['e.g', 'i.e', 'vs', 'etc', 'inc', 'mr', 'mrs', 'ms', 'dr', 'st', 'approx', 'cf', 'no', 'fig']);

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  for (let match = SENTENCE_END.exec(text); match; match = SENTENCE_END.exec(text)) {
    const end = match.index + match[0].length;
    if (isAbbreviationBefore(text, match.index)) continue;
    // The next sentence must start with something sentence-like (a capital, digit, quote or code), not a lowercase word.
    const rest = /\S/.exec(text.slice(end, end + 4));
    if (rest && /[a-z]/.test(rest[0])) continue;
    pushSentence(sentences, text, start, end);
    start = end;
  }
  pushSentence(sentences, text, start, text.length);
  return sentences;
}

function isAbbreviationBefore(text: string, dotIndex: number): boolean {
  if (text[dotIndex] !== '.') return false;
  let i = dotIndex;
  while (i > 0 && /[\p{L}.]/u.test(text[i - 1])) i--;
  const word = text.slice(i, dotIndex).toLowerCase();
  return word.length === 1 || ABBREVIATIONS.has(word);
}

function pushSentence(sentences: Sentence[], text: string, start: number, end: number): void {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  if (end > start) sentences.push({ start, end, text: text.slice(start, end) });
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Length (1 or 2 code units) of the letter or digit at `i`, or 0: ASCII without a regex, the rest by \p{L}\p{N}. */
function wordCharAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ? 1 : 0;
  if (Number.isNaN(c)) return 0;
  const cp = text.codePointAt(i)!;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(cp)) ? (cp > 0xffff ? 2 : 1) : 0;
}

/** The same words as WORD, found with a character loop (the Unicode regex dominated indexing time). */
function forEachWord(text: string, visit: (start: number, end: number) => void): void {
  const length = text.length;
  let i = 0;
  while (i < length) {
    let step = wordCharAt(text, i);
    if (!step) {
      i++;
      continue;
    }
    const start = i;
    for (;;) {
      while (step) {
        i += step;
        step = i < length ? wordCharAt(text, i) : 0;
      }
      const separator = text.charCodeAt(i);
      if ((separator === 46 || separator === 45) && i + 1 < length && wordCharAt(text, i + 1)) {
        i++;
        step = wordCharAt(text, i);
        continue;
      }
      break;
    }
    visit(start, i);
  }
}

export function analyzeText(text: string): AnalyzedText {
  const sentences = splitSentences(text);
  const tokens: Token[] = [];
  let sentence = 0;
  let indexInSentence = 0;
  forEachWord(text, (start, end) => {
    while (sentence < sentences.length - 1 && start >= sentences[sentence].end) {
      sentence++;
      indexInSentence = 0;
    }
    const word = text.slice(start, end);
    tokens.push({ text: word, lower: word.toLowerCase(), start, end, sentence, indexInSentence });
    indexInSentence++;
  });
  return { text, tokens, sentences };
}

/** Splits a phrase into the tokens `analyzeText` would produce for it. */
export function phraseTokens(phrase: string): string[] {
  return phrase.match(WORD) ?? [];
}

/** A one-line summary: the first sentence, cut on a word boundary. */
export function gistOf(analyzed: AnalyzedText, maxLength = 100): string {
  const first = analyzed.sentences[0]?.text ?? analyzed.text;
  const flat = first.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:—–-]+$/u, '')}…`;
}
