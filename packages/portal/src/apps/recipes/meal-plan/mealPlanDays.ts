// Calendar days of the meal plan as the user's own dates (YYYY-MM-DD, no time zone), weeks from Monday.
const pad = (value: number) => String(value).padStart(2, '0');

/** A local date as YYYY-MM-DD. */
export function dayText(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date of a YYYY-MM-DD text, at local noon (a day's arithmetic never crosses a daylight change). */
export function dayOf(text: string): Date {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year!, month! - 1, day, 12);
}

export function addDays(text: string, days: number): string {
  const date = dayOf(text);
  date.setDate(date.getDate() + days);
  return dayText(date);
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: Date = new Date()): string {
  const text = dayText(date);
  return addDays(text, -((dayOf(text).getDay() + 6) % 7));
}

/** The seven days of the week from `monday`. */
export const weekOf = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/** "Monday 30 November" in the user's language. */
export const dayTitle = (text: string): string =>
  dayOf(text).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' });
