/**
 * The analysis engine's version, set at build time from a hash of the parser, the understanding tables and rules,
 * and the per-file analysis (scripts/lib/engineVersion.mjs): any change to them gives a new version, and an
 * analysis cache written by another version is ignored. Undefined when the sources run unbundled without it.
 */
declare const VERDICTS_ENGINE_VERSION: string | undefined;

export const ENGINE_VERSION: string | undefined = typeof VERDICTS_ENGINE_VERSION === 'string' ? VERDICTS_ENGINE_VERSION : undefined;
