// Which scheduled archives to keep: the newest of each of the last `daily` days that have one, and the newest of
// each of the `weekly` weeks (Monday to Sunday, UTC) before those. The rest are deleted. Pure, so that it is
// tested on its own; the names carry their time (lcars-YYYY-MM-DD-HHMMSS.zip), the file system's dates do not
// count (a copy or a restore changes them).

export const ARCHIVE_PREFIX = 'lcars-';
export const ARCHIVE_SUFFIX = '.zip';

/** The archive's name for a time: sortable, one a second at most. */
export function archiveName(at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');
  return `${ARCHIVE_PREFIX}${stamp}${ARCHIVE_SUFFIX}`;
}

/** The time a scheduled archive's name carries, or null for any other file. */
export function archiveTime(name: string): Date | null {
  if (!name.startsWith(ARCHIVE_PREFIX) || !name.endsWith(ARCHIVE_SUFFIX)) return null;
  const stamp = name.slice(ARCHIVE_PREFIX.length, -ARCHIVE_SUFFIX.length);
  // YYYY-MM-DD-HHMMSS, digits only where digits belong.
  if (stamp.length !== 17 || !/^\d{4}-\d\d-\d\d-\d{6}$/.test(stamp)) return null;
  const iso = `${stamp.slice(0, 10)}T${stamp.slice(11, 13)}:${stamp.slice(13, 15)}:${stamp.slice(15, 17)}Z`;
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? null : time;
}

const DAY_MS = 86_400_000;

/** The Monday (UTC, as days since 1970) of a time's week. */
function weekOf(time: Date): number {
  const day = Math.floor(time.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: shift so that weeks start on Mondays.
  return day - ((day + 3) % 7);
}

/** The names to delete among `names` (other files are never named). */
export function archivesToDelete(names: readonly string[], daily: number, weekly: number): string[] {
  const archives = names
    .map((name) => ({ name, time: archiveTime(name) }))
    .filter((archive): archive is { name: string; time: Date } => archive.time !== null)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
  const keep = new Set<string>();
  const days = new Set<number>();
  let oldestKeptDay = Number.POSITIVE_INFINITY;
  for (const archive of archives) {
    const day = Math.floor(archive.time.getTime() / DAY_MS);
    if (days.has(day)) continue;
    if (days.size === daily) break;
    days.add(day);
    keep.add(archive.name);
    oldestKeptDay = day;
  }
  const weeks = new Set<number>();
  for (const archive of archives) {
    if (weeks.size === weekly) break;
    if (Math.floor(archive.time.getTime() / DAY_MS) >= oldestKeptDay) continue;
    const week = weekOf(archive.time);
    if (weeks.has(week)) continue;
    weeks.add(week);
    keep.add(archive.name);
  }
  return archives.filter((archive) => !keep.has(archive.name)).map((archive) => archive.name);
}
