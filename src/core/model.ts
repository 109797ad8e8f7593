/**
 * The data model shared by every layer. Plain data only: the core returns these,
 * adapters turn them into editor surfaces, the CLI serialises them as JSON.
 * Lines and columns are 1-based; columns count UTF-16 code units, as editors do.
 */

export type PersonaId = 'builder' | 'skeptic' | 'strategist' | 'product' | 'investor' | 'unknown';
export type Verdict = 'ship' | 'skip' | 'none';
export type Severity = 'error' | 'warning' | 'info';

export interface Problem {
  file: string;
  line: number;
  column: number;
  severity: Severity;
  message: string;
  /** Stable machine-readable code, e.g. `empty-file`, `missing-title`. */
  code: string;
  /** Valid names close to what was written (an unknown persona, product or call), best first. */
  suggestions?: string[];
}

export interface Persona {
  id: PersonaId;
  name: string;
  focus: string;
}

export interface Tally {
  ship: number;
  skip: number;
  none: number;
}

export interface Product {
  id: string;
  /** Exactly as written in the first title that names it. */
  name: string;
  /** Short forms derived from the name by rule (the name itself excluded). */
  aliases: string[];
  /** Matchup ids, in catalog order. */
  matchups: string[];
  tally: Tally;
}

export interface SourceRef {
  file: string;
  line: number;
}

export interface Matchup {
  id: string;
  title: string;
  products: [string, string];
  source: SourceRef;
}

export interface ReviewSource {
  file: string;
  line: number;
  column: number;
  matchup: string | null;
}

export interface Review {
  id: string;
  /** Product id, or null when the quote could not be attributed. */
  product: string | null;
  persona: PersonaId;
  verdict: Verdict;
  /** The sentence that carries the call; empty when verdict is `none`. */
  verdictSentence: string;
  /** A short one-line summary for tree rows and hovers. */
  gist: string;
  /** The quote without its quote marks, word for word. */
  text: string;
  sources: ReviewSource[];
  /**
   * The labels the file states in an attribution line (`— The Skeptic, on Cursor: skip`); absent when every
   * label was inferred. A label not marked here was inferred.
   */
  stated?: StatedFlags;
  /**
   * How the file settled the product when the quote's own names did not (the same persona's quote on the other
   * product, words the two products' quotes use, their order, the count of quotes per product); absent when its
   * names did, when the file states it, or when nothing did (`product` is then null).
   */
  decidedBy?: FileDecision;
}

/** The file-level steps that settle a quote's product when its names do not. */
export type FileDecision = 'pairing' | 'vocabulary' | 'order' | 'balance';

/** Which of a review's labels its file states; the others are inferred. */
export interface StatedFlags {
  persona?: true;
  product?: true;
  verdict?: true;
}

/**
 * Why a review got its labels: the phrases that decided the persona (with their weights), the sentence and
 * expression that made the call, the mentions that decided the product. Computed on demand from the kept
 * text and matchup (`explainReview`), so the catalog stays within its memory budget.
 */
export interface ReviewEvidence {
  persona: {
    /** Score per persona, after weighing the opening sentence. */
    scores: Record<PersonaId, number>;
    /** Cue phrases as written, with the persona they speak for and the weight they added. */
    cues: { phrase: string; persona: PersonaId; weight: number }[];
  };
  verdict: {
    /** The sentence that carries the call, and the words that made it one; empty when no call. */
    sentence: string;
    expression: string;
    /**
     * When no row of the call table made the call but the word profile of its sentences did: its words
     * that weighed most, as written (`expression` is the first).
     */
    profiled?: string[];
    /**
     * When the call table's phrase read a ship but the word profile of the whole quote was far surer of a skip, which
     * it is: the profile's words that weighed most, as written (`expression` is the table's phrase).
     */
    overruled?: string[];
  };
  product: {
    /** Names found in the quote, the matchup side each stands for, and the weight it added (negative when named as a comparison). */
    mentions: { name: string; side: 0 | 1; weight: number }[];
    /**
     * Present when the quote names both sides: each weight above then holds the name profile's lean, learnt from how
     * the words around a name tell the product reviewed from its yardstick (`mentionModel.ts`).
     */
    profiled?: true;
    /**
     * When the call turns from a side it names ("Don't buy this one; buy the X"): that name, its side, and the weight
     * the call added to the other side, the one it turns from.
     */
    turnedFrom?: { name: string; side: 0 | 1; weight: number };
    /**
     * What settled the product: `names` (the mentions above), `stated` (the file's attribution line), one of the
     * file-level steps (`FileDecision`), or `none` (nothing did: the review is unattributed). Filled in where the
     * review is known (`export --json`, "Why?"); a reading of the text alone leaves it out.
     */
    decidedBy?: 'names' | 'stated' | FileDecision | 'none';
  };
}

export interface Catalog {
  version: 1;
  personas: Persona[];
  products: Product[];
  matchups: Matchup[];
  reviews: Review[];
  problems: Problem[];
}

/** A review file handed to the core: a path (any string the host understands) and its raw content. */
export interface ReviewFileInput {
  file: string;
  content: Uint8Array | string;
}
