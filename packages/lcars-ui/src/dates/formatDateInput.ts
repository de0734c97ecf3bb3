// Showing an ISO date the way the field expects it to be typed, so what the field shows parses back
// to the same date.
import { parseIsoDate } from './calendar';
import { resolveDateFormat, type DateFormatOptions } from './dateFormat';

/** What joins the two dates of a range; parseDateInput reads it back in every format. */
export const DATE_RANGE_SEPARATOR = ' - ';

/**
 * Formats an ISO date (`yyyy-mm-dd`, or the date part of a timestamp) with the field's format or
 * locale: `formatDateInput('2024-11-23', { locale: 'de-DE' })` is `'23.11.2024'`. A pair is shown as a
 * range. Anything that is not a real date gives an empty string, so a bad value shows as an empty
 * field rather than as garbage.
 */
export function formatDateInput(
  isoDate: string | readonly string[],
  options: DateFormatOptions = {},
): string {
  if (typeof isoDate !== 'string') {
    return isoDate
      .map((date) => formatDateInput(date, options))
      .filter((text) => text !== '')
      .join(DATE_RANGE_SEPARATOR);
  }
  const date = parseIsoDate(isoDate);
  if (!date) return '';
  const format = resolveDateFormat(options);
  const text = {
    d: String(date.day).padStart(format.dayDigits, '0'),
    m: String(date.month).padStart(format.monthDigits, '0'),
    y:
      format.yearDigits === 2 ? String(date.year % 100).padStart(2, '0') : String(date.year).padStart(4, '0'),
  };
  return format.order.map((part) => text[part]).join(format.separator);
}
