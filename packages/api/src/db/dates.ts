// Timestamps the code compares are written as JS Dates: SQLite stores them as epoch milliseconds and
// PostgreSQL as timestamptz. Reading one back gives a number, a Date, or (for SQLite defaults) text in UTC.

export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value === 'string') {
    if (/^\d+$/.test(value)) return new Date(Number(value));
    // SQLite's CURRENT_TIMESTAMP: 'YYYY-MM-DD HH:MM:SS' in UTC.
    const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** ISO 8601 text of a stored timestamp, or null. */
export function toIso(value: unknown): string | null {
  return toDate(value)?.toISOString() ?? null;
}

/** ISO text of a timestamp that is never null in the database. */
export function isoOf(value: unknown): string {
  return toIso(value) ?? new Date(0).toISOString();
}
