// Which queued job an instance starts next: fair between users, with a lane for short kinds.
// - Lanes: a long kind (a password search, hours) runs only on the general slots (PORTAL_JOB_WORKERS); a short
//   kind (text recognition) runs on any slot, and PORTAL_JOB_SHORT_WORKERS further slots are kept for short
//   kinds alone, so long searches can never hold every slot.
// - Share: one user's jobs hold at most a share of a lane's slots on an instance (PORTAL_JOB_USER_SHARE), so
//   ten searches of one member leave room for another member's.
// - Order: among the jobs that may start, the user with the fewest jobs running here goes first, then the user
//   served longest ago (or never), then the oldest job: round robin between users, first come first served
//   within one user's jobs.
// A pure function of what the poller read, so the rules are tested without a database or threads.

export type JobLane = 'short' | 'long';

export interface SlotLimits {
  /** Slots any kind may take (PORTAL_JOB_WORKERS). */
  readonly general: number;
  /** Slots only short kinds may take (PORTAL_JOB_SHORT_WORKERS). */
  readonly shortOnly: number;
  /** Percent of a lane's slots one user's jobs may hold at once (PORTAL_JOB_USER_SHARE). */
  readonly userSharePercent: number;
}

/** The oldest due job of one user in one lane. */
export interface WaitingJob {
  readonly id: number;
  /** null for the portal's own maintenance jobs, which count as one more user. */
  readonly userId: number | null;
  readonly lane: JobLane;
}

/** A job running on this instance. */
export interface RunningJob {
  readonly userId: number | null;
  readonly lane: JobLane;
}

/** How many jobs of one user may run at once in a lane: a share of the slots that lane may use, at least 1. */
export function userBound(limits: SlotLimits, lane: JobLane): number {
  const slots = lane === 'long' ? limits.general : limits.general + limits.shortOnly;
  return Math.max(1, Math.floor((slots * limits.userSharePercent) / 100));
}

/** Whether a job of the lane finds a free slot, whoever it belongs to. */
export function laneHasRoom(running: readonly RunningJob[], limits: SlotLimits, lane: JobLane): boolean {
  if (running.length >= limits.general + limits.shortOnly) return false;
  return lane === 'short' || running.filter((job) => job.lane === 'long').length < limits.general;
}

/** Whether any job at all could start now (the poller reads nothing otherwise). */
export function anyRoom(running: readonly RunningJob[], limits: SlotLimits): boolean {
  return laneHasRoom(running, limits, 'short');
}

/**
 * The job to start next, or undefined when none may. `lastStarted` holds, per user, when one of their jobs last
 * started (epoch ms; absent when never): the key of the maintenance jobs' user is null.
 */
export function chooseNext(
  waiting: readonly WaitingJob[],
  running: readonly RunningJob[],
  lastStarted: ReadonlyMap<number | null, number>,
  limits: SlotLimits,
): WaitingJob | undefined {
  const runningOf = (userId: number | null, lane?: JobLane): number =>
    running.filter((job) => job.userId === userId && (lane === undefined || job.lane === lane)).length;
  const startable = waiting.filter(
    (job) =>
      laneHasRoom(running, limits, job.lane) && runningOf(job.userId, job.lane) < userBound(limits, job.lane),
  );
  const served = (userId: number | null): number => lastStarted.get(userId) ?? Number.NEGATIVE_INFINITY;
  return startable.sort(
    (a, b) => runningOf(a.userId) - runningOf(b.userId) || served(a.userId) - served(b.userId) || a.id - b.id,
  )[0];
}
