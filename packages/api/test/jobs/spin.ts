// A test job that never stops by itself and ignores its abort signal: only ending its worker stops it.
import { defineJobHandler } from '../../src/jobs/handler.js';

export default defineJobHandler((job) => {
  job.progress(5, 'Spinning');
  const spin = (): Promise<never> => {
    // A CPU-bound loop: the worker's event loop never turns again.
    for (;;) Math.sqrt(Math.random());
  };
  return new Promise((resolve) => setTimeout(resolve, 20)).then(spin);
});
