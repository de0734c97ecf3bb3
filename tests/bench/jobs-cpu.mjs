// A job handler for tests/bench/jobs.mjs: keeps one core busy for the payload's milliseconds.
export default async function cpuBound(job) {
  const end = Date.now() + job.payload.ms;
  let x = 0;
  while (Date.now() < end && !job.signal.aborted) {
    for (let i = 0; i < 100_000; i++) x += Math.sqrt(i);
  }
  return { x: x > 0 };
}
