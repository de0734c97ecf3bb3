// Background jobs for the apps: register kinds in the app module, enqueue through server.jobs.
export { defineJobKind, type EndedJob, type JobKind } from './kind.js';
export { JobQueue } from './queue.js';
export { listUserJobs } from './records.js';
