// A job worker thread: runs the jobs the pool sends it, one at a time, each with the kind's handler module.
import { parentPort } from 'node:worker_threads';
import type { JobHandler } from './handler.js';
import type { FromWorker, ToWorker, WorkerStart } from './protocol.js';

/** Progress messages closer together than this are folded (the last one wins), except 100 %. */
const PROGRESS_INTERVAL_MS = 50;

const port = parentPort;
if (!port) throw new Error('jobs/worker.ts runs only as a worker thread.');
const send = (message: FromWorker): void => port.postMessage(message);

let controller = new AbortController();
const fileRequests = new Map<number, { resolve(bytes: Uint8Array): void; reject(error: Error): void }>();
let nextRequest = 1;
let lastSent = 0;
let pending: NodeJS.Timeout | undefined;

function progress(percent: number, message?: string): void {
  const clamped = Math.max(0, Math.min(100, Math.round(Number.isFinite(percent) ? percent : 0)));
  const event: FromWorker =
    message === undefined
      ? { type: 'progress', percent: clamped }
      : { type: 'progress', percent: clamped, message: message.slice(0, 200) };
  clearTimeout(pending);
  const wait = lastSent + PROGRESS_INTERVAL_MS - Date.now();
  if (wait <= 0 || clamped === 100) {
    lastSent = Date.now();
    send(event);
  } else {
    pending = setTimeout(() => {
      lastSent = Date.now();
      send(event);
    }, wait);
  }
}

function readFile(fileId: number): Promise<Uint8Array> {
  const requestId = nextRequest++;
  return new Promise((resolve, reject) => {
    fileRequests.set(requestId, { resolve, reject });
    send({ type: 'readFile', requestId, fileId });
  });
}

function saveCheckpoint(state: unknown): void {
  send({ type: 'checkpoint', state });
}

async function run(start: WorkerStart): Promise<void> {
  controller = new AbortController();
  lastSent = 0;
  try {
    const module = (await import(start.handler)) as { default?: JobHandler };
    if (typeof module.default !== 'function')
      throw new Error('The job handler module has no default export.');
    const result = await module.default({
      ...start.job,
      signal: controller.signal,
      progress,
      readFile,
      saveCheckpoint,
    });
    clearTimeout(pending);
    send({ type: 'succeeded', result });
  } catch (error) {
    clearTimeout(pending);
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'start') void run(message.start);
  else if (message.type === 'abort') controller.abort(new Error(message.reason));
  else {
    const request = fileRequests.get(message.requestId);
    fileRequests.delete(message.requestId);
    if (message.bytes) request?.resolve(message.bytes);
    else request?.reject(new Error(message.error ?? 'The file could not be read.'));
  }
});
