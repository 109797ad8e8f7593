// The cold analysis by stage: each stage run over the same quotes of a sample of the corpus, one stage at a
// time, so each is timed alone (CPU time of this process). What the index pays per 1,000 files, by stage.
import { readFileSync } from 'node:fs';

const cpuMs = (fn) => {
  const started = process.cpuUsage();
  fn();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
};

/** Per stage, CPU ms per 1,000 files over the first `sample` files (the best of `rounds` rounds). */
export function coldStages(core, files, { sample = 2_000, rounds = 3 } = {}) {
  const { AnalyzedText, analyzeText, attributionNames, buildNameMatcher, classifyPersona, classifyVerdict, ContentWords, deriveAliases, mentionScores, parseReviewFile } = core.stages;
  const chosen = files.slice(0, sample);
  const contents = chosen.map((file) => readFileSync(file));
  const best = {};
  const keep = (stage, ms) => (best[stage] = Math.min(best[stage] ?? Infinity, ms));
  for (let round = 0; round < rounds; round++) {
    let parsed;
    keep('parse', cpuMs(() => (parsed = chosen.map((file, i) => parseReviewFile(file, contents[i])))));
    const texts = parsed.flatMap((p) => p.quotes.map((q) => q.text));
    // One buffer per quote, so the stages after tokenizing read the same tokens; filled once before timing,
    // as the index reuses one buffer that has grown to size.
    const analysed = texts.map((text) => analyzeText(text, new AnalyzedText()));
    keep('tokenize', cpuMs(() => texts.forEach((text, i) => analyzeText(text, analysed[i]))));
    // The platform's segmenter on the same texts, for comparison (issue: measure it against the tokenizer):
    // sentence and word boundaries only, without the hashes and word numbers the tokenizer also computes.
    const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });
    const words = new Intl.Segmenter('en', { granularity: 'word' });
    if (round === 0) keep('Intl.Segmenter (for comparison, once)', cpuMs(() => {
      let count = 0;
      for (const text of texts) {
        for (const _ of sentences.segment(text)) count++;
        for (const segment of words.segment(text)) if (segment.isWordLike) count++;
      }
      return count;
    }));
    keep('persona', cpuMs(() => analysed.forEach((a) => classifyPersona(a))));
    keep('call', cpuMs(() => analysed.forEach((a) => classifyVerdict(a))));
    keep('attribution', cpuMs(() => {
      const words = new ContentWords();
      let q = 0;
      for (const p of parsed) {
        words.clear();
        const matcher = p.title ? buildNameMatcher(attributionNames(p.title.sides[0], p.title.sides[1], deriveAliases)) : null;
        for (let k = 0; k < p.quotes.length; k++, q++) {
          if (!matcher) continue;
          mentionScores(analysed[q], matcher);
          words.add(analysed[q]);
        }
      }
    }));
  }
  const per1000 = 1000 / chosen.length;
  return Object.fromEntries(Object.entries(best).map(([stage, ms]) => [stage, ms * per1000]));
}
