// Messages between the API thread and a job worker thread. A worker runs one job at a time and is reused
// for the next, unless the job was aborted: then the worker is ended.

export interface WorkerStart {
  handler: string;
  job: { id: number; userId: number; attempt: number; payload: unknown; checkpoint?: unknown };
}

export type ToWorker =
  | { type: 'start'; start: WorkerStart }
  | { type: 'abort'; reason: string }
  | { type: 'file'; requestId: number; bytes?: Uint8Array; error?: string };

export type FromWorker =
  | { type: 'progress'; percent: number; message?: string }
  | { type: 'readFile'; requestId: number; fileId: number }
  | { type: 'checkpoint'; state: unknown }
  | { type: 'succeeded'; result: unknown }
  | { type: 'failed'; message: string };
