// A test job that runs until it is stopped (a password search with no end in sight), reporting that it started.
import { defineJobHandler } from '../../src/jobs/handler.js';

export default defineJobHandler(async (job) => {
  job.progress(1, 'Searching');
  await new Promise((resolve) => job.signal.addEventListener('abort', resolve, { once: true }));
  throw new Error('Stopped.');
});
