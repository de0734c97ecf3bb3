// A test job that reads one of its user's stored files and returns its length and first byte.
import { defineJobHandler } from '../../src/jobs/handler.js';

export default defineJobHandler<{ fileId: number }, { length: number; first: number }>(async (job) => {
  const bytes = await job.readFile(job.payload.fileId);
  return { length: bytes.length, first: bytes[0] ?? -1 };
});
