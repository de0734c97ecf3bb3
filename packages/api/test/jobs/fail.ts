// A test job that fails, repeating its secret in the message (the queue must mask it).
import { defineJobHandler } from '../../src/jobs/handler.js';

export default defineJobHandler<{ password: string }>((job) =>
  Promise.reject(new Error(`Wrong password ${job.payload.password} on attempt ${job.attempt}`)),
);
