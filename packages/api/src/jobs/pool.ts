// A bounded pool of worker threads: at most `size` jobs run at once, each in a worker thread, so a
// CPU-heavy job never blocks the API's event loop. A worker is reused for the next job once its job has
// ended by itself; a job that is aborted (cancel, time limit, server stop) has its worker ended, so even a
// job that ignores its signal stops.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerStart } from './protocol.js';

/** How long a handler gets to settle after its signal is aborted before its worker is ended. */
export const ABORT_GRACE_MS = 1000;
/**
 * How long an idle worker is kept for the next job. A worker holds its own V8 heap and whatever its jobs
 * loaded (sharp, the OCR engine, pdf-lib: tens of MB each); a server at rest keeps none of that.
 */
export const IDLE_WORKER_MS = 10_000;

export type JobOutcome =
  | { kind: 'succeeded'; result: unknown }
  | { kind: 'failed'; message: string }
  | { kind: 'aborted'; reason: string };

export interface RunningWork {
  readonly done: Promise<JobOutcome>;
  /** Aborts the handler's signal, then ends the worker after the grace period. */
  abort(reason: string): void;
}

export interface WorkRequest extends WorkerStart {
  onProgress(percent: number, message: string | undefined): void;
  /** The handler's saveCheckpoint: taken until the job settles, after an abort too (its last one). */
  onCheckpoint?(state: unknown): void;
  /** Serves the worker's readFile (the store checks the file is the job's user's). */
  readFile(fileId: number): Promise<Uint8Array>;
}

/**
 * The build runs worker.js. From the TypeScript sources (tests, tsx) the worker first registers tsx's
 * loader, then imports worker.ts: tsx is a development dependency, never needed by the build.
 */
function newWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./worker.js', import.meta.url));
  // tsx's ESM entry of its API (the CommonJS one cannot register the loader from here).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, execArgv: ['--conditions=@lcars/source'] });
}

export class WorkerPool {
  private running = 0;
  private readonly idle: Worker[] = [];
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private closed = false;

  constructor(
    readonly size: number,
    private readonly idleMs = IDLE_WORKER_MS,
  ) {}

  /** Workers kept for the next job. */
  get idleWorkers(): number {
    return this.idle.length;
  }

  get busy(): number {
    return this.running;
  }

  hasRoom(): boolean {
    return this.running < this.size;
  }

  /** Ends the idle workers (the server stops); running ones end with their jobs. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private take(): Worker {
    const reused = this.idle.pop();
    if (reused) {
      clearTimeout(this.idleTimers.get(reused));
      this.idleTimers.delete(reused);
      reused.ref();
      return reused;
    }
    const worker = newWorker();
    // An idle worker that fails or exits is forgotten.
    const forget = (): void => this.forgetIdle(worker);
    worker.on('error', forget);
    worker.on('exit', forget);
    return worker;
  }

  /** Takes a worker off the idle list (if it is there) and stops its idle timer. */
  private forgetIdle(worker: Worker): void {
    const index = this.idle.indexOf(worker);
    if (index !== -1) this.idle.splice(index, 1);
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
  }

  private giveBack(worker: Worker): void {
    if (this.closed || this.idle.length >= this.size) {
      void worker.terminate();
      return;
    }
    // Idle workers do not keep the process alive, and end when no job came for them in idleMs. The worker
    // leaves the idle list at once: its 'exit' comes later, and a job given it meanwhile would die with it.
    worker.unref();
    this.idle.push(worker);
    const timer = setTimeout(() => {
      this.forgetIdle(worker);
      void worker.terminate();
    }, this.idleMs);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }

  /** Starts the job in a worker; the caller checks hasRoom() first. */
  run(request: WorkRequest): RunningWork {
    this.running++;
    const worker = this.take();
    let settle!: (outcome: JobOutcome, reusable: boolean) => void;
    let settled = false;
    let aborted: string | undefined;
    let killTimer: NodeJS.Timeout | undefined;
    const post = (message: ToWorker): void => worker.postMessage(message);
    const onMessage = (message: FromWorker): void => {
      switch (message.type) {
        case 'progress':
          if (!settled && aborted === undefined) request.onProgress(message.percent, message.message);
          break;
        case 'checkpoint':
          if (!settled) request.onCheckpoint?.(message.state);
          break;
        case 'readFile':
          request.readFile(message.fileId).then(
            (bytes) => post({ type: 'file', requestId: message.requestId, bytes }),
            (error: unknown) =>
              post({
                type: 'file',
                requestId: message.requestId,
                error: error instanceof Error ? error.message : 'The file could not be read.',
              }),
          );
          break;
        case 'succeeded':
          settle({ kind: 'succeeded', result: message.result }, true);
          break;
        case 'failed':
          settle({ kind: 'failed', message: message.message }, true);
          break;
      }
    };
    const onError = (error: Error): void =>
      settle({ kind: 'failed', message: `The job's worker failed: ${error.message}` }, false);
    const onExit = (code: number): void =>
      settle(
        { kind: 'failed', message: `The job's worker stopped unexpectedly (exit code ${code}).` },
        false,
      );
    const done = new Promise<JobOutcome>((resolve) => {
      settle = (outcome, reusable) => {
        if (settled) return;
        settled = true;
        clearTimeout(killTimer);
        this.running--;
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        // Work that succeeded while its abort was on the way is kept: its result is real (a password found
        // in the same instant as the cancel must not be thrown away). A failure after an abort is the abort's.
        resolve(
          aborted === undefined || outcome.kind === 'succeeded'
            ? outcome
            : { kind: 'aborted', reason: aborted },
        );
        if (reusable && aborted === undefined) this.giveBack(worker);
        else void worker.terminate();
      };
    });
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    post({ type: 'start', start: { handler: request.handler, job: request.job } });
    return {
      done,
      abort: (reason) => {
        if (settled || aborted !== undefined) return;
        aborted = reason;
        post({ type: 'abort', reason });
        killTimer = setTimeout(() => settle({ kind: 'aborted', reason }, false), ABORT_GRACE_MS);
      },
    };
  }
}
