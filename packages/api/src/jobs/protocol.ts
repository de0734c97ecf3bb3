// Messages between the API thread and a job's worker thread.

export interface WorkerStart {
  handler: string;
  job: { id: number; userId: number; attempt: number; payload: unknown };
}

export type ToWorker =
  { type: 'abort'; reason: string } | { type: 'file'; requestId: number; bytes?: Uint8Array; error?: string };

export type FromWorker =
  | { type: 'progress'; percent: number; message?: string }
  | { type: 'readFile'; requestId: number; fileId: number }
  | { type: 'succeeded'; result: unknown }
  | { type: 'failed'; message: string };
