// A large scan import's reading, in a worker thread: the stored upload through the bounded zip reader into
// neutral documents (files as bytes). The API thread makes them scans (job.ts: importSucceeded).
import { defineJobHandler } from '../../../jobs/handler.js';
import { readScannerExport, type ImportedDocument } from './paperless.js';

export interface ScanImportPayload {
  fileId: number;
  format: 'paperless';
  preview: boolean;
}

export default defineJobHandler<ScanImportPayload, ImportedDocument[]>(async (job) => {
  job.progress(2, 'Reading the file');
  const bytes = await job.readFile(job.payload.fileId);
  if (job.signal.aborted) throw new Error('The import was stopped.');
  const documents = await readScannerExport(bytes);
  job.progress(20, `Read ${documents.length} ${documents.length === 1 ? 'document' : 'documents'}`);
  return documents;
});
