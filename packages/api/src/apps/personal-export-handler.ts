// "Download my data" in its worker thread: nothing to read there. Every app's part is gathered from the
// database, which only the API thread holds, so the work is the kind's onSucceeded (personal-export.ts); the
// job is still a job for what a job gives the person: a place in the fair queue, progress, a result to fetch.
import { defineJobHandler } from '../jobs/handler.js';

export default defineJobHandler<unknown, null>((job) => {
  job.progress(1, 'Gathering your data');
  return Promise.resolve(null);
});
