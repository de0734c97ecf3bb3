// A large history import's reading, in a worker thread: the file (which came sealed in the job's secrets) into
// postings. The API thread writes them (history-job.ts).
import type { HistoryFormat } from '@lcars/contract/money';
import { defineJobHandler } from '../../../jobs/handler.js';
import type { HistoryFile } from './history-formats.js';
import { readHistoryFile } from './history.js';

export interface HistoryImportPayload {
  format: HistoryFormat;
  preview: boolean;
  /** The file, base64: a secret of the job (sealed in its row, its key destroyed when the job ends). */
  file: string;
}

export default defineJobHandler<HistoryImportPayload, HistoryFile>((job) => {
  job.progress(2, 'Reading the file');
  const file = readHistoryFile(job.payload.format, Buffer.from(job.payload.file, 'base64'));
  job.progress(40, `Read ${file.postings.length} ${file.postings.length === 1 ? 'posting' : 'postings'}`);
  return Promise.resolve(file);
});
