// The only place that knows about timers and bursts of file events. No `vscode` import: the store feeds it keys
// (URI strings) and gets bursts back; a unit test drives it with a manual clock.

/** The clock the coalescer waits on; tests pass a manual one. */
export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface BurstRules {
  /**
   * A burst ends after this long without an event. The hosts deliver one burst's events in clumps: pauses of
   * 250–540 ms were measured in VS Code for the Web, 0.5–0.8 s in the Node host of VS Code 1.100; events up to
   * 1 s apart belong to one burst, so this is longer than that.
   */
  quietMs: number;
  /** A stream of events that never pauses is still read once this long after its first event. */
  maxWaitMs: number;
  /**
   * From this many changed entries in one folder, the folder is listed again instead of trusting each event:
   * watchers may drop or merge events of a mass create or delete, a listing does not.
   */
  relistFrom: number;
  /**
   * How often the folders are compared with the catalog while no burst is being collected. The Node host's
   * watcher was seen to report none of 300 files created at once (2 runs in 10): what a watcher never reports,
   * this sweep finds.
   */
  sweepEveryMs: number;
}

export const BURST_RULES: BurstRules = { quietMs: 1_200, maxWaitMs: 60_000, relistFrom: 20, sweepEveryMs: 10_000 };

/** One burst, as the folder reader is to resolve it. */
export interface Burst {
  /** Entries to look at one by one: a file read again or forgotten, a folder listed (or its files forgotten). */
  entries: string[];
  /** Folders whose review files are all listed and read again, and whose files not listed are forgotten. */
  relist: string[];
}

/**
 * Collects the keys of changed files and folders into bursts: a burst ends after `quietMs` without an event (or
 * `maxWaitMs` after it began), and is handed on once, each key once, however many events named it.
 */
export class ChangeCoalescer {
  private readonly pending = new Set<string>();
  private firstEventAt: number | undefined;
  private handle: unknown;
  private sweepHandle: unknown;
  private disposed = false;
  /** Events received and bursts handed on, for the tests and the log. */
  readonly counts = { events: 0, bursts: 0 };

  constructor(
    private readonly onBurst: (burst: Burst) => void,
    /** Whether a folder may be listed as a whole: only folders inside the review folders may. */
    private readonly mayRelist: (folder: string) => boolean,
    private readonly rules: BurstRules = BURST_RULES,
    private readonly timers: Timers = realTimers,
  ) {}

  /** A file or folder changed, was created or deleted. */
  note(key: string): void {
    if (this.disposed) return;
    this.counts.events++;
    this.pending.add(key);
    const now = this.timers.now();
    this.firstEventAt ??= now;
    const wait = Math.min(this.rules.quietMs, this.firstEventAt + this.rules.maxWaitMs - now);
    this.timers.clearTimeout(this.handle);
    this.handle = this.timers.setTimeout(() => this.flush(), Math.max(0, wait));
  }

  /** True while a burst is being collected. */
  get collecting(): boolean {
    return this.pending.size > 0;
  }

  /** Hands on what has been collected now, without waiting for the quiet (a caller that must be up to date). */
  flush(): void {
    this.timers.clearTimeout(this.handle);
    this.handle = undefined;
    this.firstEventAt = undefined;
    if (this.disposed || this.pending.size === 0) return;
    const keys = [...this.pending];
    this.pending.clear();
    this.counts.bursts++;
    this.onBurst(groupBurst(keys, this.rules.relistFrom, this.mayRelist));
  }

  /** Forgets what has been collected: a full reload is about to read everything anyway. */
  discard(): void {
    this.timers.clearTimeout(this.handle);
    this.handle = undefined;
    this.firstEventAt = undefined;
    this.pending.clear();
  }

  /**
   * Calls `sweep` every `sweepEveryMs` until disposed, skipping a turn while a burst is being collected; what it
   * finds comes back through `note()`. Waits for each sweep to end before timing the next.
   */
  startSweeping(sweep: () => Promise<void>): void {
    const next = () => {
      this.sweepHandle = this.timers.setTimeout(async () => {
        if (this.disposed) return;
        if (!this.collecting) await sweep().catch(() => undefined);
        if (!this.disposed) next();
      }, this.rules.sweepEveryMs);
    };
    this.timers.clearTimeout(this.sweepHandle);
    next();
  }

  dispose(): void {
    this.discard();
    this.timers.clearTimeout(this.sweepHandle);
    this.disposed = true;
  }
}

/** Splits a burst's keys: folders with `relistFrom` or more changed children are listed again as a whole. */
export function groupBurst(keys: readonly string[], relistFrom: number, mayRelist: (folder: string) => boolean): Burst {
  const byParent = new Map<string, string[]>();
  for (const key of keys) {
    const parent = parentOf(key);
    if (!byParent.has(parent)) byParent.set(parent, []);
    byParent.get(parent)!.push(key);
  }
  const relist = [...byParent].filter(([parent, children]) => parent && children.length >= relistFrom && mayRelist(parent)).map(([parent]) => parent);
  const relisted = (key: string) => relist.some((folder) => key.startsWith(`${folder}/`));
  return { entries: keys.filter((key) => !relisted(key)), relist: relist.filter((folder) => !relisted(folder)) };
}

function parentOf(key: string): string {
  const slash = key.lastIndexOf('/');
  // A URI's authority ends at its third slash ("file:///", "scheme://host/"): nothing above that is a folder.
  return slash > key.indexOf('//') + 2 ? key.slice(0, slash) : '';
}
