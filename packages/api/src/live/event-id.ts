// Event ids that compare across API instances: milliseconds since the epoch times 1000 plus a counter,
// kept monotonic within an instance. Instances agree on order as far as their clocks agree (NTP).

let last = 0;

/** The next event id, as a decimal string (what SSE's `id:` and Last-Event-ID carry). */
export function nextEventId(now: number = Date.now()): string {
  last = Math.max(last + 1, now * 1000);
  return String(last);
}

/** A Last-Event-ID as a number, or null when it is not one of ours. */
export function parseEventId(value: string | undefined | null): number | null {
  if (value === undefined || value === null || !/^\d{1,16}$/.test(value.trim())) return null;
  return Number(value.trim());
}
