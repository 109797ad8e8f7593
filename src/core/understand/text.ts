/**
 * Word tokens and sentences of a quote, computed once and shared by the persona, verdict and
 * product classifiers so each of them works on tokens instead of re-scanning the text.
 *
 * Tokens live in parallel typed arrays, not in an object per word: a quote has about a hundred words,
 * and an object plus two strings per word made garbage collection the largest cost of indexing. Each
 * token carries a hash of its lower-case form, so matchers probe a table (see `Lexicon`) and compare
 * characters only on a hit, without slicing a string per word.
 */

/** Words, numbers and dotted/hyphenated compounds: `v0.50`, `GPT-4o`, `job-to-be-done`, `3.3`. */
const WORD = /[\p{L}\p{N}]+(?:[.\-][\p{L}\p{N}]+)*/gu;

const ABBREVIATIONS = new Set(['e.g', 'i.e', 'vs', 'etc', 'inc', 'mr', 'mrs', 'ms', 'dr', 'st', 'approx', 'cf', 'no', 'fig']);
const ABBREVIATION_LIST = [...ABBREVIATIONS];
/** Longer than every abbreviation above, so a longer ASCII word before a dot is not one. */
const LONGEST_ABBREVIATION = 6;

/** One quote's tokens and sentences. Reusable: `analyzeText(text, analyzed)` overwrites it. */
const NO_NAMES: readonly number[] = [];

export class AnalyzedText {
  text = '';
  tokenCount = 0;
  sentenceCount = 0;
  /** Per token: offsets into `text` (end exclusive). */
  tokenStart = new Int32Array(128);
  tokenEnd = new Int32Array(128);
  /** Per token: index of its sentence, and its position inside that sentence (0 = first word). */
  tokenSentence = new Int32Array(128);
  tokenIndexInSentence = new Int32Array(128);
  /** Per token: `hashWord` of its lower-case form (case-sensitive tables verify the case on a hit). */
  lowerHash = new Int32Array(128);
  /** Per token: 1 when every character is ASCII, so lower-casing is a per-character fold. */
  ascii = new Uint8Array(128);
  /** Per token: its lower-case form's number in `LEXICON`, the words the engine's tables match on; 0 for any other word. */
  wordId = new Int32Array(128);
  /** Per sentence: offsets into `text` (end exclusive), white space trimmed. */
  sentenceStart = new Int32Array(16);
  sentenceEnd = new Int32Array(16);
  /**
   * Where the matchup's product names are, as token spans (first, end, first, end, …), when the file's reading has
   * found them (attribution runs first); empty otherwise. The call reading takes a name here as the thing reviewed
   * however it is cased ("Use pgvector").
   */
  names: readonly number[] = NO_NAMES;

  /** The end (exclusive) of the product name that starts at token `i`, or -1. */
  nameEndAt(i: number): number {
    const { names } = this;
    for (let k = 0; k < names.length; k += 2) if (names[k] === i) return names[k + 1];
    return -1;
  }

  /** Whether the text offset `at` lies inside one of the product names (`names`): "Buy" of "Buy Me a Coffee" is no call. */
  inName(at: number): boolean {
    const { names } = this;
    for (let k = 0; k < names.length; k += 2) if (this.tokenStart[names[k]] <= at && at < this.tokenEnd[names[k + 1] - 1]) return true;
    return false;
  }

  tokenText(i: number): string {
    return this.text.slice(this.tokenStart[i], this.tokenEnd[i]);
  }

  tokenLower(i: number): string {
    return this.tokenText(i).toLowerCase();
  }

  /** Whether token `i` is exactly `word`. */
  exactEquals(i: number, word: string): boolean {
    const start = this.tokenStart[i];
    return this.tokenEnd[i] - start === word.length && this.text.startsWith(word, start);
  }

  /** Whether token `i`, lower-cased, is `word` (itself lower-case). */
  lowerEquals(i: number, word: string): boolean {
    const start = this.tokenStart[i];
    const length = this.tokenEnd[i] - start;
    if (!this.ascii[i]) return this.tokenLower(i) === word;
    if (length !== word.length) return false;
    for (let k = 0; k < length; k++) {
      if (foldAscii(this.text.charCodeAt(start + k)) !== word.charCodeAt(k)) return false;
    }
    return true;
  }

  sentenceText(k: number): string {
    return this.text.slice(this.sentenceStart[k], this.sentenceEnd[k]);
  }

  /** @internal Makes room for `tokens` tokens, keeping those there are. */
  growTokens(tokens: number): void {
    const size = Math.max(tokens, this.tokenStart.length * 2);
    const grow = <A extends Int32Array | Uint8Array>(old: A, fresh: A): A => (fresh.set(old), fresh);
    this.tokenStart = grow(this.tokenStart, new Int32Array(size));
    this.tokenEnd = grow(this.tokenEnd, new Int32Array(size));
    this.tokenSentence = grow(this.tokenSentence, new Int32Array(size));
    this.tokenIndexInSentence = grow(this.tokenIndexInSentence, new Int32Array(size));
    this.lowerHash = grow(this.lowerHash, new Int32Array(size));
    this.ascii = grow(this.ascii, new Uint8Array(size));
    this.wordId = grow(this.wordId, new Int32Array(size));
  }

  /** @internal */
  pushSentence(start: number, end: number): void {
    const k = this.sentenceCount++;
    if (k === this.sentenceStart.length) {
      const starts = new Int32Array(k * 2);
      const ends = new Int32Array(k * 2);
      starts.set(this.sentenceStart);
      ends.set(this.sentenceEnd);
      this.sentenceStart = starts;
      this.sentenceEnd = ends;
    }
    this.sentenceStart[k] = start;
    this.sentenceEnd[k] = end;
  }
}

/** The hash tokens carry: 31-multiplier over UTF-16 code units, 32 bits. Tables verify every hit. */
export function hashWord(word: string): number {
  let hash = 0;
  for (let i = 0; i < word.length; i++) hash = (Math.imul(hash, 31) + word.charCodeAt(i)) | 0;
  return hash;
}

function foldAscii(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

/** White space as the regular expression `\s` (and `String.prototype.trim`) see it. */
/** `text` with each run of white space as one space; itself (no copy) when it has none to change. */
export function oneSpaced(text: string): string {
  return MULTI_SPACE.test(text) ? text.replace(/\s+/gu, ' ') : text;
}
const MULTI_SPACE = /[\t\n\r\u00a0\u2028]|\s\s/u;

/**
 * `text` with each line break read as a space, character for character, so every offset still points into it: a
 * hard-wrapped quote reads as the same sentence unwrapped ("by\ncomparison" is "by comparison") for every rule that
 * spells its spaces, in the first reading and in the "Why?" alike.
 */
function flatLines(text: string): string {
  return text.includes('\n') || text.includes('\r') ? text.replace(/[\r\n]/g, ' ') : text;
}

/** Whether `text` ends as a question: a "?" with only closing quotes, brackets or spaces after it. */
export function isQuestion(text: string): boolean {
  // Character codes, not text[i]: a one-character string per step was most of what reading a sentence allocated.
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 63) return true; // ?
    if (!(c === 34 || c === 0x201d || c === 0x2019 || c === 39 || c === 41 || c === 32)) return false; // " ” ’ ' ) space
  }
  return false;
}

export function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function isSentencePunctuation(c: number): boolean {
  return c === 46 || c === 33 || c === 63; // . ! ?
}

/** Closing quotes or brackets that may follow the punctuation: " ' ” ’ ) ] */
function isCloser(c: number): boolean {
  return c === 34 || c === 39 || c === 0x201d || c === 0x2019 || c === 41 || c === 93;
}

const LETTER_OR_DOT = /[\p{L}.]/u;

/**
 * Sentence boundaries, as the pattern /[.!?]+["'”’)\]]*(?=\s+|$)/g would find them, scanned by hand:
 * a run of . ! ? and closing marks ends a sentence when white space or the end follows, unless the dot
 * ends an abbreviation ("e.g.", a single letter) or the next word starts in lower case.
 */
function splitSentencesInto(text: string, into: AnalyzedText): void {
  const length = text.length;
  // A quote that opens in lower case is written without capitals ("ok so it's free. grab it."): there a lowercase
  // word after a stop starts the next sentence.
  const uncapitalised = opensInLowerCase(text);
  let start = 0;
  // The next . ! and ? at or after p, found by indexOf (native) rather than by testing every character.
  let dot = text.indexOf('.');
  let bang = text.indexOf('!');
  let question = text.indexOf('?');
  let p = 0;
  for (;;) {
    if (dot >= 0 && dot < p) dot = text.indexOf('.', p);
    if (bang >= 0 && bang < p) bang = text.indexOf('!', p);
    if (question >= 0 && question < p) question = text.indexOf('?', p);
    p = firstOf(firstOf(dot, bang), question);
    if (p < 0) break;
    let end = p + 1;
    while (end < length && isSentencePunctuation(text.charCodeAt(end))) end++;
    while (end < length && isCloser(text.charCodeAt(end))) end++;
    const at = p;
    p = end;
    // No match can start inside this run: every start in it reaches the same end.
    if (end < length && !isSpace(text.charCodeAt(end))) continue;
    // "No." abbreviates a number only before one ("No. 5"); "I ran out of reasons to say no. Get one." is two sentences.
    if (isAbbreviationBefore(text, at) && !(isNoBefore(text, at) && !digitFollows(text, end))) continue;
    // The next sentence must start with something sentence-like (a capital, digit, quote or code), not a lowercase word.
    if (!uncapitalised && lowercaseFollows(text, end)) continue;
    pushTrimmedSentence(into, text, start, end);
    start = end;
  }
  pushTrimmedSentence(into, text, start, length);
}

/** Whether the first letter of `text` (after any quote marks, dashes, spaces or digits) is a lowercase one. */
function opensInLowerCase(text: string): boolean {
  const stop = Math.min(text.length, 16);
  for (let k = 0; k < stop; k++) {
    const c = text.charCodeAt(k);
    if (c >= 65 && c <= 90) return false;
    if (c >= 97 && c <= 122) return true;
    // Beyond ASCII: a letter tells by its case; punctuation ("‘", "—", "…") is passed over.
    if (c > 127 && LETTER_OR_DOT.test(text[k]) && text[k] !== '.') return text[k] !== text[k].toUpperCase();
  }
  return false;
}

/** Whether the word before the dot at `dot` is "no" (any case). */
function isNoBefore(text: string, dot: number): boolean {
  return dot >= 2 && (text.charCodeAt(dot - 2) | 32) === 110 && (text.charCodeAt(dot - 1) | 32) === 111 && (dot === 2 || !wordCharAt(text, dot - 3));
}

/** Whether the first non-space character from `end` (within four) is a digit or "#". */
function digitFollows(text: string, end: number): boolean {
  const stop = Math.min(end + 4, text.length);
  for (let k = end; k < stop; k++) {
    const c = text.charCodeAt(k);
    if (!isSpace(c)) return (c >= 48 && c <= 57) || c === 35;
  }
  return false;
}

/** The smaller of two indexOf results, -1 when both are. */
function firstOf(a: number, b: number): number {
  return a < 0 ? b : b < 0 ? a : Math.min(a, b);
}

/** Whether the first non-space character among the next four is a-z. */
function lowercaseFollows(text: string, end: number): boolean {
  const stop = Math.min(end + 4, text.length);
  for (let k = end; k < stop; k++) {
    const c = text.charCodeAt(k);
    if (!isSpace(c)) return c >= 97 && c <= 122;
  }
  return false;
}

function isAbbreviationBefore(text: string, dotIndex: number): boolean {
  if (text.charCodeAt(dotIndex) !== 46) return false;
  let i = dotIndex;
  let ascii = true;
  for (; i > 0; i--) {
    const c = text.charCodeAt(i - 1);
    if (c < 128) {
      if (!(c === 46 || (c >= 97 && c <= 122) || (c >= 65 && c <= 90))) break;
    } else if (LETTER_OR_DOT.test(text[i - 1])) {
      ascii = false;
    } else {
      break;
    }
  }
  const length = dotIndex - i;
  // "doesn't." and "isn’t." end a sentence: a letter after an apostrophe is a contraction, not an initial.
  const before = i > 0 ? text.charCodeAt(i - 1) : 0;
  if (before === 39 || before === 0x2019) return false;
  // An ASCII word keeps its length when lower-cased: too long to be an abbreviation, or one letter.
  if (ascii) return length === 1 || (length <= LONGEST_ABBREVIATION && isAsciiAbbreviation(text, i, length));
  const word = text.slice(i, dotIndex).toLowerCase();
  return word.length === 1 || ABBREVIATIONS.has(word);
}

/** `ABBREVIATIONS.has(text.slice(start, start + length).toLowerCase())` for ASCII text, without making the string. */
function isAsciiAbbreviation(text: string, start: number, length: number): boolean {
  for (const abbreviation of ABBREVIATION_LIST) {
    if (abbreviation.length !== length) continue;
    let k = 0;
    while (k < length && foldAscii(text.charCodeAt(start + k)) === abbreviation.charCodeAt(k)) k++;
    if (k === length) return true;
  }
  return false;
}

function pushTrimmedSentence(into: AnalyzedText, text: string, start: number, end: number): void {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (end > start) into.pushSentence(start, end);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** ASCII letters and digits. */
const ASCII_WORD_CHAR = new Uint8Array(128).map((_, c) => ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ? 1 : 0));

/** Length (1 or 2 code units) of the letter or digit at `i` (< text.length), or 0. */
function wordCharAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c < 128 ? ASCII_WORD_CHAR[c] : wideWordCharAt(text, i);
}

/** `wordCharAt` outside ASCII, by \p{L}\p{N}: kept apart so the ASCII path stays small enough to inline. */
function wideWordCharAt(text: string, i: number): number {
  const cp = text.codePointAt(i)!;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(cp)) ? (cp > 0xffff ? 2 : 1) : 0;
}

/**
 * Splits `text` into sentences and word tokens (the same words as WORD, found with a character loop:
 * the Unicode regex dominated indexing time). Pass `into` to reuse its buffers: it is overwritten.
 */
/** Negations often typed without the apostrophe. Not "cant" and "wont", which are words of their own. */
const UNMARKED_NEGATIONS = new Set(['dont', 'doesnt', 'didnt', 'wouldnt', 'couldnt', 'shouldnt', 'isnt', 'arent', 'wasnt', 'werent', 'havent', 'hasnt', 'hadnt', 'aint']);

export function analyzeText(raw: string, into: AnalyzedText = new AnalyzedText()): AnalyzedText {
  const text = flatLines(raw);
  into.text = text;
  into.tokenCount = 0;
  into.sentenceCount = 0;
  into.names = NO_NAMES;
  splitSentencesInto(text, into);
  const sentenceEnd = into.sentenceEnd;
  const lastSentence = into.sentenceCount - 1;
  const length = text.length;
  // The token arrays as locals: the loop writes them directly.
  let { tokenStart, tokenEnd, tokenSentence, tokenIndexInSentence, lowerHash, ascii: asciiFlags, wordId } = into;
  let capacity = tokenStart.length;
  let count = 0;
  let sentence = 0;
  let indexInSentence = 0;
  let i = 0;
  while (i < length) {
    let c = text.charCodeAt(i);
    let step = c < 128 ? ASCII_WORD_CHAR[c] : wideWordCharAt(text, i);
    if (!step) {
      i++;
      continue;
    }
    const start = i;
    let hash = 0;
    let ascii = 1;
    // Whether every character is an ASCII letter (a digit is below 65; a joining dot or hyphen clears it too).
    let letters = 1;
    for (;;) {
      while (step) {
        if (c < 128) {
          hash = (Math.imul(hash, 31) + (c >= 65 && c <= 90 ? c + 32 : c)) | 0;
          if (c < 65) letters = 0;
        } else ascii = 0;
        i += step;
        if (i >= length) break;
        c = text.charCodeAt(i);
        step = c < 128 ? ASCII_WORD_CHAR[c] : wideWordCharAt(text, i);
      }
      // A dot or hyphen between word characters joins them: "v0.50", "GPT-4o".
      if ((c === 46 || c === 45) && i + 1 < length && wordCharAt(text, i + 1)) {
        hash = (Math.imul(hash, 31) + c) | 0;
        letters = 0;
        i++;
        c = text.charCodeAt(i);
        step = c < 128 ? ASCII_WORD_CHAR[c] : wideWordCharAt(text, i);
        continue;
      }
      break;
    }
    // Lower-casing outside ASCII may change the length ("İ" → "i̇"): hash what toLowerCase gives.
    if (!ascii) hash = hashWord(text.slice(start, i).toLowerCase());
    // A negation typed without its apostrophe ("wouldnt", "dont") is read as written with it: "wouldn" and "t".
    else if (letters && i - start >= 4 && i - start <= 8 && (text.charCodeAt(i - 1) | 32) === 116 && (text.charCodeAt(i - 2) | 32) === 110 && UNMARKED_NEGATIONS.has(text.slice(start, i).toLowerCase())) {
      i--;
      hash = hashWord(text.slice(start, i).toLowerCase());
    }
    while (sentence < lastSentence && start >= sentenceEnd[sentence]) {
      sentence++;
      indexInSentence = 0;
    }
    if (count === capacity) {
      into.growTokens(count + 1);
      ({ tokenStart, tokenEnd, tokenSentence, tokenIndexInSentence, lowerHash, ascii: asciiFlags, wordId } = into);
      capacity = tokenStart.length;
    }
    tokenStart[count] = start;
    tokenEnd[count] = i;
    tokenSentence[count] = sentence;
    tokenIndexInSentence[count] = indexInSentence++;
    lowerHash[count] = hash;
    asciiFlags[count] = ascii;
    // The one table probe a token gets: every matcher after this compares word numbers.
    wordId[count] = LEXICON.idOf(into, count, ascii === 1 && letters === 1 && i - start <= SHORT_WORD);
    count++;
  }
  into.tokenCount = count;
  return into;
}

/** Splits a phrase into the tokens `analyzeText` would produce for it. */
export function phraseTokens(phrase: string): string[] {
  return phrase.match(WORD) ?? [];
}

/** A one-line summary: the first sentence, cut on a word boundary. */
export function gistOf(analyzed: AnalyzedText, maxLength = 100): string {
  const first = analyzed.sentenceCount ? analyzed.sentenceText(0) : analyzed.text;
  // Sentences are trimmed already; most have no run of spaces or line break to flatten, and stay a slice.
  const flat = hasIrregularSpace(first) ? first.replace(/\s+/g, ' ').trim() : first;
  if (flat.length <= maxLength) return flat;
  const space = flat.lastIndexOf(' ', maxLength - 2);
  let end = space > maxLength * 0.6 ? space : maxLength - 1;
  // Without the white space and , ; : — – - it would end on; one slice plus "…" keeps the gist two small strings.
  while (end > 0 && isGistTrailer(flat.charCodeAt(end - 1))) end--;
  return `${flat.slice(0, end)}…`;
}

function isGistTrailer(c: number): boolean {
  return isSpace(c) || c === 44 || c === 59 || c === 58 || c === 0x2014 || c === 0x2013 || c === 45;
}

/** Whether `replace(/\s+/g, ' ').trim()` would change `text`: a character loop, cheaper than the regex it replaces. */
function hasIrregularSpace(text: string): boolean {
  const last = text.length - 1;
  for (let i = 0; i <= last; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (i === 0 || i === last || text.charCodeAt(i + 1) === 32) return true;
    } else if ((c < 33 || c > 126) && isSpace(c)) {
      return true;
    }
  }
  return false;
}

/**
 * An open-addressing table (per slot a hash and a non-zero value; 0 is free) grown to `size` slots (a power of
 * two), every occupied slot placed again by `mixHash`: the one rehash of the engine's typed hash tables.
 */
export function rehashed(hashes: Int32Array, slots: Int32Array, size: number) {
  const grownHashes = new Int32Array(size);
  const grownSlots = new Int32Array(size);
  const mask = size - 1;
  for (let k = 0; k < slots.length; k++) {
    if (slots[k] === 0) continue;
    let i = mixHash(hashes[k]) & mask;
    while (grownSlots[i] !== 0) i = (i + 1) & mask;
    grownHashes[i] = hashes[k];
    grownSlots[i] = slots[k];
  }
  return { hashes: grownHashes, slots: grownSlots };
}

/** Spreads a hash's bits, so that masking the low ones picks a well-distributed slot. */
export function mixHash(hash: number): number {
  const x = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  return x ^ (x >>> 16);
}

/**
 * The engine's vocabulary: every lower-case word that a table of the engine matches on (persona cues, call
 * expressions, stop words), numbered once as the tables load. `analyzeText` looks each token up here once,
 * so the matchers index arrays by word number and compare integers instead of each probing its own table
 * and comparing characters: one pass of lookups serves every table.
 */
export class Lexicon {
  /** Open addressing over typed arrays: per slot the word's hash and its number (0: free). */
  private hashes = new Int32Array(1024);
  private ids = new Int32Array(1024);
  /** Per number, the word (lower-case) and its length. */
  private readonly words: string[] = [''];
  private lengths = new Int32Array(512);
  /** Per number, 1 when the word is at most SHORT_WORD letters a–z. */
  private shortLetters = new Uint8Array(512);

  /** The number of `word` (matched as its lower-case form), adding it when new. Numbers start at 1. */
  intern(word: string): number {
    const lower = word.toLowerCase();
    const hash = hashWord(lower);
    const mask = this.ids.length - 1;
    let slot = mixHash(hash) & mask;
    for (let id = this.ids[slot]; id !== 0; id = this.ids[slot]) {
      if (this.hashes[slot] === hash && this.words[id] === lower) return id;
      slot = (slot + 1) & mask;
    }
    const id = this.words.push(lower) - 1;
    if (id >= this.lengths.length) {
      const grown = new Int32Array(this.lengths.length * 2);
      grown.set(this.lengths);
      this.lengths = grown;
      const flags = new Uint8Array(this.lengths.length);
      flags.set(this.shortLetters);
      this.shortLetters = flags;
    }
    this.lengths[id] = lower.length;
    this.shortLetters[id] = lower.length <= SHORT_WORD && /^[a-z]+$/.test(lower) ? 1 : 0;
    this.hashes[slot] = hash;
    this.ids[slot] = id;
    if (id * 2 > this.ids.length) this.rehash();
    return id;
  }

  /** The number of the words of `phrase`, as `analyzeText` would split it. */
  internPhrase(phrase: string): number[] {
    return phraseTokens(phrase.toLowerCase()).map((word) => this.intern(word));
  }

  /**
   * The number of token `i` of `analyzed` (its lower-case form), or 0 when it is no table's word. `shortLetters`:
   * the token is ASCII letters only, at most SHORT_WORD of them; with a short-letters word of the same length,
   * the same hash is then the same word (see SHORT_WORD), and no character is compared.
   */
  idOf(analyzed: AnalyzedText, i: number, shortLetters = false): number {
    const hash = analyzed.lowerHash[i];
    const ids = this.ids;
    const mask = ids.length - 1;
    let slot = mixHash(hash) & mask;
    for (let id = ids[slot]; id !== 0; id = ids[slot]) {
      // The hash and the length (of an ASCII token: lower-casing keeps it) reject other words before any character.
      if (this.hashes[slot] === hash && (!analyzed.ascii[i] || this.lengths[id] === analyzed.tokenEnd[i] - analyzed.tokenStart[i])) {
        if ((shortLetters && this.shortLetters[id] === 1) || analyzed.lowerEquals(i, this.words[id])) return id;
      }
      slot = (slot + 1) & mask;
    }
    return 0;
  }

  /** Words known so far. */
  get count(): number {
    return this.words.length - 1;
  }

  private rehash(): void {
    ({ hashes: this.hashes, slots: this.ids } = rehashed(this.hashes, this.ids, this.ids.length * 2));
  }
}

/**
 * Two words of at most this many letters a–z, of the same length, with the same `hashWord`, are the same word:
 * letters differ by at most 25 (< 31), so the hashes differ by Σ dₖ·31ᵏ with |dₖ| ≤ 25, which is 0 only when every
 * dₖ is (the lowest non-zero dₖ would have to be a multiple of 31), and is below 2³² in size for six letters
 * (25·(31⁶ − 1)/30 ≈ 7.4·10⁸), so the 32-bit hash keeps it non-zero. Seven letters could wrap: they are compared.
 */
const SHORT_WORD = 6;

/**
 * The one lexicon. Tables intern their words when their modules load, before any text is analysed; a word
 * interned later is simply not found in texts analysed before it.
 */
export const LEXICON = new Lexicon();

/**
 * Values keyed by word number (`LEXICON`): a typed index over a dense list, so a lookup is a bounds check and
 * two array reads, and a miss (most tokens) one. (A sparse JavaScript array read past its holes is much slower.)
 */
export class WordMap<V> {
  /** Per word number, 1 + the value's position in `values`; 0 for none. */
  private index = new Int32Array(256);
  private readonly values: V[] = [];

  get(id: number): V | undefined {
    if (id >= this.index.length) return undefined;
    const at = this.index[id];
    return at === 0 ? undefined : this.values[at - 1];
  }

  /** The value for `id`, adding `create()` when there is none. */
  upsert(id: number, create: () => V): V {
    const known = this.get(id);
    if (known !== undefined) return known;
    const value = create();
    this.set(id, value);
    return value;
  }

  set(id: number, value: V): void {
    if (id >= this.index.length) {
      const grown = new Int32Array(Math.max(id + 1, this.index.length * 2));
      grown.set(this.index);
      this.index = grown;
    }
    const at = this.index[id];
    if (at !== 0) this.values[at - 1] = value;
    else this.index[id] = this.values.push(value);
  }
}
