// Worker threads that analyse review files in parallel (Node only: the desktop extension host, the CLI, the bench).
// Analysis is the costly part of a first index; each file's is independent of every other's, so a folder of many
// new files is analysed on every core while the caller's thread stays free. The catalog is assembled on the caller's
// thread as before, from the same analyses: the result does not depend on which thread analysed what.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CatalogFileInput } from '../core/catalog/catalogBuilder';
import { CatalogRecordDecoder, type EncodedRecord } from '../core/cache/catalogRecord';
import type { AnalysisBatch, AnalysisReply } from './analysisProtocol';

export interface AnalysisPoolOptions {
  /** The worker's script (dist/node/analysisWorker.js). */
  workerFile: string;
  /** Threads at most; default: the cores the process may use, from 1 to 4. */
  size?: number;
  /** Threads are stopped after this long without work (ms), and started again when work comes. */
  idleMs?: number;
}

interface Waiting {
  file: string;
  resolve(analysis: CatalogFileInput): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  /** Requests sent or about to be, by id. */
  waiting: Map<number, Waiting>;
  /** Requests made in this turn of the event loop, sent together at its end. */
  outbox: { id: number; file: string; content: Uint8Array }[];
}

/** Threads that fail to start or die this many times in a row: the pool gives up (callers analyse in their own thread). */
const MAX_FAILURES = 3;

export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/**
 * Analyses files in worker threads, each request to the least busy thread, starting threads as work needs them.
 * A request is answered with the file's `CatalogFileInput` (`catalogInputOf` of its analysis), or rejected when its
 * thread failed: the caller then analyses it itself. Threads hold the process open only while they have work.
 */
export class AnalysisPool {
  readonly size: number;
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private failures = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  /** Whether a send is due at the end of this turn. */
  private sending = false;
  private readonly decoder = new CatalogRecordDecoder();
  /** Files analysed in worker threads, and threads started, since the pool was made. */
  readonly counts = { analysed: 0, started: 0 };

  constructor(private readonly options: AnalysisPoolOptions) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
  }

  /** Whether requests can still be made (false once disposed, or after threads kept failing). */
  get usable(): boolean {
    return !this.disposed && this.failures < MAX_FAILURES;
  }

  analyze(file: string, content: Uint8Array): Promise<CatalogFileInput> {
    if (!this.usable) return Promise.reject(new Error('the analysis threads are not available'));
    clearTimeout(this.idleTimer);
    let thread: Thread;
    try {
      thread = this.pick();
    } catch (error) {
      this.failures++;
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const id = this.nextId++;
    return new Promise<CatalogFileInput>((resolve, reject) => {
      if (thread.waiting.size === 0) thread.worker.ref();
      thread.waiting.set(id, { file, resolve, reject });
      thread.outbox.push({ id, file, content });
      if (!this.sending) {
        this.sending = true;
        queueMicrotask(() => this.send());
      }
    });
  }

  /**
   * Sends each thread what was asked of it in this turn, as one batch: the bytes copied into one buffer of the
   * batch's own, moved to the thread (the caller keeps its bytes, and a view into a larger buffer, such as a Buffer
   * from Node's pool, neither takes the whole buffer across nor is detached).
   */
  private send(): void {
    this.sending = false;
    for (const thread of this.threads) {
      const outbox = thread.outbox;
      if (!outbox.length) continue;
      thread.outbox = [];
      let total = 0;
      for (const request of outbox) total += request.content.byteLength;
      const bytes = new Uint8Array(total);
      const files: AnalysisBatch['files'] = [];
      let at = 0;
      for (const { id, file, content } of outbox) {
        bytes.set(content, at);
        files.push({ id, file, start: at, end: at + content.byteLength });
        at += content.byteLength;
      }
      const batch: AnalysisBatch = { files, bytes };
      thread.worker.postMessage(batch, [bytes.buffer]);
    }
  }

  /** Stops every thread; requests still waiting are rejected. */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.idleTimer);
    for (const thread of this.threads.splice(0)) this.stop(thread, new Error('the analysis threads were stopped'));
  }

  private pick(): Thread {
    let best: Thread | undefined;
    for (const thread of this.threads) if (!best || thread.waiting.size < best.waiting.size) best = thread;
    if (best && (best.waiting.size === 0 || this.threads.length >= this.size)) return best;
    return this.start();
  }

  private start(): Thread {
    const worker = new Worker(this.options.workerFile);
    const thread: Thread = { worker, waiting: new Map(), outbox: [] };
    this.threads.push(thread);
    this.counts.started++;
    worker.unref();
    worker.on('message', (replies: AnalysisReply[]) => {
      for (const reply of replies) this.answer(thread, reply);
      if (thread.waiting.size === 0) {
        worker.unref();
        this.whenIdle();
      }
    });
    worker.on('error', (error) => this.lose(thread, error));
    worker.on('exit', (code) => this.lose(thread, new Error(`an analysis thread stopped (exit code ${code})`)));
    return thread;
  }

  private answer(thread: Thread, reply: AnalysisReply): void {
    const waiting = thread.waiting.get(reply.id);
    if (!waiting) return;
    thread.waiting.delete(reply.id);
    if ('error' in reply) {
      waiting.reject(new Error(reply.error));
      return;
    }
    let analysis: CatalogFileInput;
    try {
      if ('record' in reply) {
        analysis = this.decode(waiting.file, reply.record);
        analysis.assembly = reply.assembly;
      } else analysis = reply.analysis;
    } catch (error) {
      waiting.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.failures = 0;
    this.counts.analysed++;
    waiting.resolve(analysis);
  }

  /** A record as the worker encoded it, of the file it was asked about. */
  private decode(file: string, { narrow, wide, structure }: EncodedRecord): CatalogFileInput {
    return this.decoder.decode(file, structure, 0, structure.length, narrow, 0, narrow.length, wide, 0, wide.length);
  }

  /** A thread that failed or stopped: its requests are rejected and it is replaced by the next request. */
  private lose(thread: Thread, error: Error): void {
    const at = this.threads.indexOf(thread);
    if (at < 0) return;
    this.threads.splice(at, 1);
    if (thread.waiting.size) this.failures++;
    this.stop(thread, error);
  }

  private stop(thread: Thread, error: Error): void {
    for (const waiting of thread.waiting.values()) waiting.reject(error);
    thread.waiting.clear();
    thread.outbox = [];
    thread.worker.removeAllListeners();
    // An 'error' after this is not ours to report.
    thread.worker.on('error', () => undefined);
    void thread.worker.terminate();
  }

  private whenIdle(): void {
    if (this.threads.some((thread) => thread.waiting.size > 0)) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.threads.some((thread) => thread.waiting.size > 0)) return;
      for (const thread of this.threads.splice(0)) this.stop(thread, new Error('idle'));
    }, this.options.idleMs ?? 30_000);
    this.idleTimer.unref?.();
  }
}
