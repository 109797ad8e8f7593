import { describe, expect, it } from 'vitest';
import { ChangeCoalescer, groupBurst, type Burst, type BurstRules, type Timers } from '../../src/vscode/source/changeCoalescer';

/** A clock that moves only when told, running the timers that fall due on the way. */
class ManualClock implements Timers {
  private time = 0;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
    }
    this.time = end;
  }
}

const RULES: BurstRules = { quietMs: 1_200, maxWaitMs: 60_000, relistFrom: 20, sweepEveryMs: 10_000 };
const file = (name: string) => `file:///home/user/reviews/${name}`;

function setUp(rules = RULES, mayRelist = (_folder: string) => true) {
  const clock = new ManualClock();
  const bursts: Burst[] = [];
  const coalescer = new ChangeCoalescer((burst) => bursts.push(burst), mayRelist, rules, clock);
  return { clock, bursts, coalescer };
}

describe('ChangeCoalescer', () => {
  it('hands on one burst for events up to 1 s apart, each key once, after the quiet', () => {
    const { clock, bursts, coalescer } = setUp();
    // The spacing measured in the Node host (0.5–0.8 s), and up to 1 s.
    for (const gap of [0, 540, 800, 1_000, 650, 999, 300]) {
      clock.advance(gap);
      coalescer.note(file('burst.txt'));
    }
    expect(bursts).toEqual([]);
    clock.advance(RULES.quietMs - 1);
    expect(bursts).toEqual([]);
    clock.advance(1);
    expect(bursts).toEqual([{ entries: [file('burst.txt')], relist: [] }]);
    expect(coalescer.counts).toEqual({ events: 7, bursts: 1 });
  });

  it('a pause longer than the quiet starts a second burst', () => {
    const { clock, bursts, coalescer } = setUp();
    coalescer.note(file('a.txt'));
    clock.advance(RULES.quietMs + 1);
    coalescer.note(file('a.txt'));
    clock.advance(RULES.quietMs);
    expect(bursts.map((b) => b.entries)).toEqual([[file('a.txt')], [file('a.txt')]]);
  });

  it('a stream that never pauses is still handed on once the most a burst waits has passed', () => {
    const { clock, bursts, coalescer } = setUp({ ...RULES, maxWaitMs: 5_000 });
    for (let t = 0; t <= 5_000; t += 500) {
      coalescer.note(file(`f${t}.txt`));
      clock.advance(500);
    }
    expect(bursts).toHaveLength(1);
    expect(bursts[0]!.entries).toHaveLength(10); // 0 … 4,500 ms; the event at 5,000 ms opens the next burst
    clock.advance(RULES.quietMs);
    expect(bursts).toHaveLength(2);
  });

  it('flush hands on what is collected at once; discard and dispose drop it', () => {
    const { clock, bursts, coalescer } = setUp();
    coalescer.note(file('a.txt'));
    expect(coalescer.collecting).toBe(true);
    coalescer.flush();
    expect(bursts).toHaveLength(1);
    expect(coalescer.collecting).toBe(false);
    coalescer.flush();
    expect(bursts).toHaveLength(1);

    coalescer.note(file('b.txt'));
    coalescer.discard();
    clock.advance(RULES.quietMs * 2);
    expect(bursts).toHaveLength(1);

    coalescer.note(file('c.txt'));
    coalescer.dispose();
    coalescer.note(file('d.txt'));
    clock.advance(RULES.quietMs * 2);
    expect(bursts).toHaveLength(1);
  });

  it('a mass create in one folder becomes a relisting of that folder', () => {
    const { clock, bursts, coalescer } = setUp();
    for (let i = 0; i < 300; i++) coalescer.note(file(`many/m${i}.txt`));
    coalescer.note(file('other.txt'));
    clock.advance(RULES.quietMs);
    expect(bursts).toEqual([{ entries: [file('other.txt')], relist: [file('many')] }]);
  });
});

describe('ChangeCoalescer sweeps', () => {
  it('sweeps every sweepEveryMs, not while a burst is collected, and never after dispose', async () => {
    const { clock, coalescer } = setUp();
    let sweeps = 0;
    coalescer.startSweeping(async () => {
      sweeps++;
    });
    const tick = async (ms: number) => {
      clock.advance(ms);
      for (let i = 0; i < 5; i++) await Promise.resolve(); // let the sweep's promise settle
    };
    await tick(RULES.sweepEveryMs - 1);
    expect(sweeps).toBe(0);
    await tick(1);
    expect(sweeps).toBe(1);
    await tick(RULES.sweepEveryMs - 500);
    coalescer.note(file('a.txt')); // still collecting when the next turn comes: it is skipped
    await tick(500);
    expect(sweeps).toBe(1);
    await tick(RULES.sweepEveryMs);
    expect(sweeps).toBe(2);
    coalescer.dispose();
    await tick(RULES.sweepEveryMs * 3);
    expect(sweeps).toBe(2);
  });

  it('what a sweep notes is handed on as a burst', async () => {
    const { clock, bursts, coalescer } = setUp();
    coalescer.startSweeping(async () => coalescer.note(file('missed.txt')));
    clock.advance(RULES.sweepEveryMs);
    await Promise.resolve();
    clock.advance(RULES.quietMs);
    expect(bursts).toEqual([{ entries: [file('missed.txt')], relist: [] }]);
  });
});

describe('groupBurst', () => {
  it('lists a folder again only from `relistFrom` changed entries, and only where it may', () => {
    const few = Array.from({ length: 3 }, (_, i) => file(`x/${i}.txt`));
    expect(groupBurst(few, 20, () => true)).toEqual({ entries: few, relist: [] });
    const many = Array.from({ length: 20 }, (_, i) => file(`x/${i}.txt`));
    expect(groupBurst(many, 20, () => true)).toEqual({ entries: [], relist: [file('x')] });
    expect(groupBurst(many, 20, () => false)).toEqual({ entries: many, relist: [] });
  });

  it('a relisted folder inside another relisted folder is covered by the outer one', () => {
    const inner = Array.from({ length: 2 }, (_, i) => file(`x/y/${i}.txt`));
    const outer = [...Array.from({ length: 2 }, (_, i) => file(`x/${i}.txt`)), file('x/y')];
    expect(groupBurst([...inner, ...outer], 2, () => true)).toEqual({ entries: [], relist: [file('x')] });
  });

  it('never goes above the root of a URI', () => {
    const roots = Array.from({ length: 3 }, (_, i) => `file:///r${i}`);
    expect(groupBurst(roots, 2, () => true)).toEqual({ entries: roots, relist: [] });
  });
});
