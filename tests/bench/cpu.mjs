// CPU time of processes, for the benchmarks' "CPU per request" figures: steadier than req/s on a busy machine.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) the processes have used so far, in microseconds; null off Linux or once one ended. */
export function cpuMicros(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}
