// Timing and memory helpers: high-resolution clocks, percentiles, and a garbage-collected heap reading.

/** Milliseconds spent in `fn` (once), and its result. */
export function timed(fn) {
  const start = process.hrtime.bigint();
  const result = fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

/** Times `fn(item)` for every item, one clock reading per call; returns the durations in microseconds. */
export function perCallMicros(items, fn) {
  const durations = new Float64Array(items.length);
  let sink = 0;
  for (let i = 0; i < items.length; i++) {
    const start = process.hrtime.bigint();
    const result = fn(items[i], i);
    durations[i] = Number(process.hrtime.bigint() - start) / 1e3;
    if (result) sink++;
  }
  return { durations, sink };
}

export function percentile(durations, p) {
  const sorted = Float64Array.from(durations).sort();
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function mean(values) {
  let sum = 0;
  for (const v of values) sum += v;
  return values.length ? sum / values.length : NaN;
}

/**
 * The JavaScript heap in use after full collections (needs `node --expose-gc`), with the array buffers still held: a
 * catalog restored from an analysis cache keeps the cache file's bytes until its quotes' texts are read.
 */
export function settledHeap() {
  for (let i = 0; i < 3; i++) globalThis.gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
