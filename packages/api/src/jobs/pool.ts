// A bounded pool of worker threads: at most `size` jobs run at once, each in a worker of its own, so a
// CPU-heavy job never blocks the API's event loop, and a job that will not stop can be ended outright.
// A fresh worker per job costs a few tens of milliseconds, small beside the jobs this is for, and keeps
// one job's memory (and secrets) away from the next.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerStart } from './protocol.js';

/** How long a handler gets to settle after its signal is aborted before its worker is ended. */
export const ABORT_GRACE_MS = 1000;

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
  /** Serves the worker's readFile (the store checks the file is the job's user's). */
  readFile(fileId: number): Promise<Uint8Array>;
}

/**
 * The build runs worker.js. From the TypeScript sources (tests, tsx) the worker first registers tsx's
 * loader, then imports worker.ts: tsx is a development dependency, never needed by the build.
 */
function workerFor(start: WorkerStart): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./worker.js', import.meta.url), { workerData: start });
  }
  // tsx's ESM entry of its API (the CommonJS one cannot register the loader from here).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, workerData: start, execArgv: ['--conditions=@lcars/source'] });
}

export class WorkerPool {
  private running = 0;

  constructor(readonly size: number) {}

  get busy(): number {
    return this.running;
  }

  hasRoom(): boolean {
    return this.running < this.size;
  }

  /** Starts the job in a new worker; the caller checks hasRoom() first. */
  run(request: WorkRequest): RunningWork {
    this.running++;
    const start: WorkerStart = { handler: request.handler, job: request.job };
    const worker = workerFor(start);
    let settle!: (outcome: JobOutcome) => void;
    let settled = false;
    let aborted: string | undefined;
    let killTimer: NodeJS.Timeout | undefined;
    const done = new Promise<JobOutcome>((resolve) => {
      settle = (outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(killTimer);
        this.running--;
        resolve(aborted === undefined ? outcome : { kind: 'aborted', reason: aborted });
        void worker.terminate();
      };
    });
    const post = (message: ToWorker): void => worker.postMessage(message);
    worker.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'progress':
          if (!settled && aborted === undefined) request.onProgress(message.percent, message.message);
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
          settle({ kind: 'succeeded', result: message.result });
          break;
        case 'failed':
          settle({ kind: 'failed', message: message.message });
          break;
      }
    });
    worker.on('error', (error) =>
      settle({ kind: 'failed', message: `The job's worker failed: ${error.message}` }),
    );
    worker.on('exit', (code) =>
      settle({ kind: 'failed', message: `The job's worker stopped unexpectedly (exit code ${code}).` }),
    );
    return {
      done,
      abort: (reason) => {
        if (settled || aborted !== undefined) return;
        aborted = reason;
        post({ type: 'abort', reason });
        killTimer = setTimeout(() => settle({ kind: 'aborted', reason }), ABORT_GRACE_MS);
      },
    };
  }
}
