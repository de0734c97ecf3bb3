import { describe, expect, it } from 'vitest';
import { formatDateInput } from './formatDateInput';
import { parseDateInput, resolveTwoDigitYear, type DateInputOptions } from './parseDateInput';

// A fixed "today" so two-digit years do not drift with the calendar.
const today = '2026-06-15';

function dates(text: string, options: DateInputOptions = {}) {
  const result = parseDateInput(text, { today, ...options });
  if (!result.valid) throw new Error(`expected ${JSON.stringify(text)} to parse, got: ${result.reason}`);
  return result.dates;
}

function reason(text: string, options: DateInputOptions = {}) {
  const result = parseDateInput(text, { today, ...options });
  if (result.valid)
    throw new Error(`expected ${JSON.stringify(text)} to be invalid, got ${result.dates.join()}`);
  return result.reason;
}

describe('parseDateInput: empty input', () => {
  it.each(['', '   ', '\t\n', null, undefined])('%j clears the field', (text) => {
    expect(parseDateInput(text)).toEqual({ valid: true, dates: [] });
  });
});

describe('parseDateInput: locales', () => {
  it('en-US reads month/day/year', () => {
    expect(dates('11/23/2024', { locale: 'en-US' })).toEqual(['2024-11-23']);
    expect(dates('1/5/2024', { locale: 'en-US' })).toEqual(['2024-01-05']);
    expect(reason('23/11/2024', { locale: 'en-US' })).toBe('The month must be between 1 and 12.');
  });

  it('en-GB reads day/month/year', () => {
    expect(dates('23/11/2024', { locale: 'en-GB' })).toEqual(['2024-11-23']);
    expect(dates('05/01/2024', { locale: 'en-GB' })).toEqual(['2024-01-05']);
    expect(reason('11/23/2024', { locale: 'en-GB' })).toBe('The month must be between 1 and 12.');
  });

  it('de-DE reads day.month.year with dots', () => {
    expect(dates('23.11.2024', { locale: 'de-DE' })).toEqual(['2024-11-23']);
    expect(dates('1.2.2024', { locale: 'de-DE' })).toEqual(['2024-02-01']);
    expect(dates(' 23. 11. 2024 ', { locale: 'de-DE' })).toEqual(['2024-11-23']);
    expect(reason('23/11/2024', { locale: 'de-DE' })).toBe('Enter the date as dd.mm.yyyy.');
  });

  it('nl-NL reads day-month-year with dashes', () => {
    expect(dates('23-11-2024', { locale: 'nl-NL' })).toEqual(['2024-11-23']);
  });

  it('falls back to mm/dd/yyyy without a locale or format, or with a bad locale', () => {
    expect(dates('02/03/2024')).toEqual(['2024-02-03']);
    expect(dates('02/03/2024', { locale: 'no such locale' })).toEqual(['2024-02-03']);
    expect(reason('2/3')).toBe('Enter the date as mm/dd/yyyy.');
  });
});

describe('parseDateInput: explicit formats', () => {
  it.each([
    ['dd.mm.yyyy', '05.01.2024'],
    ['yyyy-mm-dd', '2024-01-05'],
    ['mm-dd-yyyy', '01-05-2024'],
    ['dd/mm/yyyy', '05/01/2024'],
    ['yyyy.mm.dd', '2024.01.05'],
    ['yyyy/dd/mm', '2024/05/01'],
    ['d.m.yy', '5.1.24'],
  ])('%s reads %s as 2024-01-05', (format, text) => {
    expect(dates(text, { format })).toEqual(['2024-01-05']);
  });

  it('the format wins over the locale', () => {
    expect(dates('05.01.2024', { locale: 'en-US', format: 'dd.mm.yyyy' })).toEqual(['2024-01-05']);
  });

  it('an unusable format falls back to the locale', () => {
    expect(dates('05.01.2024', { locale: 'de-DE', format: 'q' })).toEqual(['2024-01-05']);
  });
});

describe('parseDateInput: ISO year-month-day in any locale', () => {
  it.each(['en-US', 'en-GB', 'de-DE', 'nl-NL', undefined])('%s accepts 2024-1-5 and 2024-01-05', (locale) => {
    const options = locale ? { locale } : {};
    expect(dates('2024-1-5', options)).toEqual(['2024-01-05']);
    expect(dates('2024-01-05', options)).toEqual(['2024-01-05']);
    expect(dates('2024-12-31', options)).toEqual(['2024-12-31']);
  });

  it('gives the calendar reason for an impossible ISO date', () => {
    expect(reason('2023-02-29', { locale: 'de-DE' })).toBe('February 2023 has only 28 days.');
    expect(reason('2024-13-01')).toBe('The month must be between 1 and 12.');
  });

  it('accepts an ISO date even when the format puts the year first another way', () => {
    expect(dates('2024-01-05', { format: 'yyyy.dd.mm' })).toEqual(['2024-01-05']);
  });
});

describe('parseDateInput: two-digit years', () => {
  it('resolves to the century nearest today', () => {
    expect(dates('01/05/24')).toEqual(['2024-01-05']);
    expect(dates('01/05/75')).toEqual(['2075-01-05']);
    expect(dates('01/05/76')).toEqual(['1976-01-05']);
    expect(dates('01/05/99')).toEqual(['1999-01-05']);
    expect(dates('01/05/00')).toEqual(['2000-01-05']);
  });

  it('follows the injected today', () => {
    expect(dates('01/05/30', { today: '1990-01-01' })).toEqual(['2030-01-05']);
    expect(dates('01/05/50', { today: '1990-01-01' })).toEqual(['1950-01-05']);
    expect(dates('01/05/40', { today: new Date(2095, 0, 1) })).toEqual(['2140-01-05']);
    expect(dates('01/05/45', { today: new Date(2095, 0, 1) })).toEqual(['2045-01-05']);
    expect(dates('01/05/46', { today: new Date(2095, 0, 1) })).toEqual(['2046-01-05']);
  });

  it('both sides of the century boundary', () => {
    // Today 2026: 50 years back is 1976, up to 49 ahead is 2075.
    expect(resolveTwoDigitYear(76, 2026)).toBe(1976);
    expect(resolveTwoDigitYear(75, 2026)).toBe(2075);
    expect(resolveTwoDigitYear(0, 2049)).toBe(2000);
    expect(resolveTwoDigitYear(99, 2049)).toBe(1999);
    expect(resolveTwoDigitYear(99, 2050)).toBe(2099);
    expect(resolveTwoDigitYear(0, 2050)).toBe(2000);
    expect(resolveTwoDigitYear(0, 2051)).toBe(2100);
    expect(resolveTwoDigitYear(99, 2001)).toBe(1999);
    expect(resolveTwoDigitYear(50, 2000)).toBe(1950);
    expect(resolveTwoDigitYear(49, 2000)).toBe(2049);
  });

  it('checks leap years after resolving the century', () => {
    // 00 in 2026 is 2000, a leap year; 00 seen from 2070 is 2100, which is not one.
    expect(dates('02/29/00')).toEqual(['2000-02-29']);
    expect(reason('02/29/00', { today: '2070-01-01' })).toBe('February 2100 has only 28 days.');
  });

  it('refuses one- and three-digit years', () => {
    expect(reason('01/05/4')).toBe('Enter the year with two or four digits.');
    expect(reason('01/05/202')).toBe('Enter the year with two or four digits.');
    expect(reason('01/05/20245')).toBe('Enter the year with two or four digits.');
  });
});

describe('parseDateInput: impossible dates and bad parts', () => {
  it.each([
    ['04/31/2024', 'April 2024 has only 30 days.'],
    ['06/31/2024', 'June 2024 has only 30 days.'],
    ['09/31/2024', 'September 2024 has only 30 days.'],
    ['11/31/2024', 'November 2024 has only 30 days.'],
    ['02/29/2023', 'February 2023 has only 28 days.'],
    ['02/29/1900', 'February 1900 has only 28 days.'],
    ['02/30/2024', 'February 2024 has only 29 days.'],
    ['00/10/2024', 'The month must be between 1 and 12.'],
    ['13/10/2024', 'The month must be between 1 and 12.'],
    ['001/10/2024', 'The month must be between 1 and 12.'],
    ['01/00/2024', 'The day must be between 1 and 31.'],
    ['01/32/2024', 'The day must be between 1 and 31.'],
    ['01/100/2024', 'The day must be between 1 and 31.'],
    ['ab/10/2024', 'The month must be a number.'],
    ['01/x1/2024', 'The day must be a number.'],
    ['01/10/20y4', 'The year must be a number.'],
    ['01/-1/2024', 'The day must be a number.'],
    ['01/1.5/2024', 'The day must be a number.'],
    ['01//2024', 'The day is missing.'],
    ['01/10', 'Enter the date as mm/dd/yyyy.'],
    ['01/10/2024/5', 'Enter the date as mm/dd/yyyy.'],
    ['today', 'Enter the date as mm/dd/yyyy.'],
    ['٠١/٠٥/٢٠٢٤', 'The month must be a number.'],
  ])('%j is invalid: %s', (text, expected) => {
    expect(reason(text)).toBe(expected);
  });

  it('accepts leap days in leap years', () => {
    expect(dates('02/29/2024')).toEqual(['2024-02-29']);
    expect(dates('02/29/2000')).toEqual(['2000-02-29']);
    expect(dates('29.02.2024', { locale: 'de-DE' })).toEqual(['2024-02-29']);
    expect(reason('29.02.2023', { locale: 'de-DE' })).toBe('February 2023 has only 28 days.');
    expect(reason('31/04/2024', { locale: 'en-GB' })).toBe('April 2024 has only 30 days.');
  });

  it('refuses text too long to be a date', () => {
    expect(reason('1'.repeat(65))).toBe('That is too long for a date or a range of dates.');
  });

  it('refuses a non-string', () => {
    expect(parseDateInput(42 as unknown as string)).toEqual({
      valid: false,
      reason: 'Enter the date as mm/dd/yyyy.',
    });
  });
});

describe('parseDateInput: ranges', () => {
  it.each([
    ['01/02/2024 - 01/05/2024', {}],
    ['01/02/2024-01/05/2024', {}],
    ['01/02/2024 – 01/05/2024', {}],
    ['01/02/2024 to 01/05/2024', {}],
    ['01/02/2024 01/05/2024', {}],
    ['01/02/2024~01/05/2024', {}],
    ['01/02/2024, 01/05/2024', {}],
    ['2024-01-02 - 2024-01-05', {}],
    ['2024-01-02 - 2024-01-05', { locale: 'en-GB' }],
    ['2024-01-02-2024-01-05', {}],
    ['2024-1-2 - 2024-1-5', { locale: 'de-DE' }],
    ['01-02-2024 - 01-05-2024', { format: 'mm-dd-yyyy' }],
    ['01-02-2024-01-05-2024', { format: 'mm-dd-yyyy' }],
    ['02-01-2024 - 05-01-2024', { locale: 'nl-NL' }],
    ['02.01.2024 - 05.01.2024', { locale: 'de-DE' }],
    ['02.01.2024-05.01.2024', { locale: 'de-DE' }],
    ['02.01.2024 05.01.2024', { locale: 'de-DE' }],
    ['02.01.24 bis 05.01.24', { locale: 'de-DE' }],
    ['02/01/2024 — 05/01/2024', { locale: 'en-GB' }],
    ['01/02/2024 - 2024-01-05', {}],
  ] as const)('%j is 2 to 5 January 2024 (%j)', (text, options) => {
    expect(dates(text, options)).toEqual(['2024-01-02', '2024-01-05']);
  });

  it('swaps a range whose end comes first', () => {
    expect(dates('01/05/2024 - 01/02/2024')).toEqual(['2024-01-02', '2024-01-05']);
    expect(dates('2024-12-31 - 2024-01-01')).toEqual(['2024-01-01', '2024-12-31']);
  });

  it('accepts a range of one day', () => {
    expect(dates('01/02/2024 - 01/02/2024')).toEqual(['2024-01-02', '2024-01-02']);
  });

  it('needs each part valid and says which one is not', () => {
    expect(reason('01/02/2024 - 02/30/2024')).toBe('End date: February 2024 has only 29 days.');
    expect(reason('04/31/2024 - 05/01/2024')).toBe('Start date: April 2024 has only 30 days.');
    expect(reason('01/ab/2024 - 01/05/2024')).toBe('Start date: The day must be a number.');
    expect(reason('01-02-2024-01-32-2024', { format: 'mm-dd-yyyy' })).toBe(
      'End date: The day must be between 1 and 31.',
    );
    expect(reason('01/02/2024 - ')).toBe('Enter the end date as mm/dd/yyyy.');
    expect(reason('2024-01-02 -', { locale: 'de-DE' })).toBe('Enter the end date as dd.mm.yyyy.');
    expect(reason('01/02/20 x')).toBe('The year must be a number.');
  });

  it('does not take the date separator alone for a range delimiter', () => {
    expect(reason('01/02/2024/01/05/2024')).toBe('Enter the date as mm/dd/yyyy.');
    expect(reason('02.01.2024.05.01.2024', { locale: 'de-DE' })).toBe('Enter the date as dd.mm.yyyy.');
    // White space around the separator belongs to a date ('23. 11. 2024'), so ' / ' is not a range.
    expect(reason('02/01/2024 / 05/01/2024', { locale: 'en-GB' })).toBe('Enter the date as dd/mm/yyyy.');
  });

  it('refuses more than two dates', () => {
    expect(reason('01/02/2024 - 01/05/2024 - 01/07/2024')).toBe('Enter one date, or two dates for a range.');
  });
});

describe('parseDateInput: never throws', () => {
  it('answers a result for random text', () => {
    const alphabet = '0123456789/-.  ,:ab~–T\u0000\uD83D😀٣';
    let seed = 12345;
    const random = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % limit;
    };
    const locales = [undefined, 'en-US', 'en-GB', 'de-DE', 'nl-NL', 'xx-invalid-@@'];
    const formats = [undefined, 'dd.mm.yyyy', 'yyyy-mm-dd', 'mm-dd-yy', 'garbage'];
    for (let run = 0; run < 5000; run++) {
      const text = Array.from({ length: random(30) }, () => alphabet.charAt(random(alphabet.length))).join(
        '',
      );
      const options: DateInputOptions = { today };
      const locale = locales[random(locales.length)];
      const format = formats[random(formats.length)];
      if (locale !== undefined) options.locale = locale;
      if (format !== undefined) options.format = format;
      const result = parseDateInput(text, options);
      if (result.valid) {
        expect(result.dates.length).toBeLessThanOrEqual(2);
        for (const date of result.dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      } else {
        expect(result.reason.length).toBeGreaterThan(0);
      }
    }
  });

  it('answers for long and odd input', () => {
    for (const text of [
      '9'.repeat(10_000),
      '-'.repeat(60),
      '/'.repeat(60),
      '1-'.repeat(30),
      '\uFFFF',
      '0/0/0',
    ]) {
      expect(() => parseDateInput(text)).not.toThrow();
    }
  });
});

describe('formatDateInput', () => {
  it.each([
    [{ locale: 'en-US' }, '11/23/2024'],
    [{ locale: 'en-GB' }, '23/11/2024'],
    [{ locale: 'de-DE' }, '23.11.2024'],
    [{ locale: 'nl-NL' }, '23-11-2024'],
    [{}, '11/23/2024'],
    [{ format: 'yyyy-mm-dd' }, '2024-11-23'],
    [{ format: 'd.m.yy' }, '23.11.24'],
  ])('%j shows 2024-11-23 as %s', (options, expected) => {
    expect(formatDateInput('2024-11-23', options)).toBe(expected);
  });

  it('pads or not as the format says', () => {
    expect(formatDateInput('2024-01-05', { format: 'd/m/yyyy' })).toBe('5/1/2024');
    expect(formatDateInput('2024-01-05', { format: 'dd/mm/yyyy' })).toBe('05/01/2024');
    expect(formatDateInput('2005-01-05', { format: 'dd/mm/yy' })).toBe('05/01/05');
  });

  it('reads one-digit ISO parts and the date of a timestamp', () => {
    expect(formatDateInput('2024-1-5', { locale: 'de-DE' })).toBe('05.01.2024');
    expect(formatDateInput('2024-01-05T23:30:00Z', { locale: 'de-DE' })).toBe('05.01.2024');
  });

  it('shows a range', () => {
    expect(formatDateInput(['2024-01-02', '2024-01-05'], { locale: 'de-DE' })).toBe(
      '02.01.2024 - 05.01.2024',
    );
    expect(formatDateInput([], {})).toBe('');
  });

  it('is empty for anything that is not a real date', () => {
    expect(formatDateInput('', {})).toBe('');
    expect(formatDateInput('2023-02-29', {})).toBe('');
    expect(formatDateInput('not a date', {})).toBe('');
  });

  it.each([
    { locale: 'en-US' },
    { locale: 'en-GB' },
    { locale: 'de-DE' },
    { locale: 'nl-NL' },
    { format: 'yyyy.mm.dd' },
    { format: 'mm-dd-yyyy' },
  ])('round-trips through parseDateInput (%j)', (options) => {
    for (const value of [['2024-02-29'], ['1999-12-31'], ['2024-01-02', '2024-03-04']]) {
      expect(parseDateInput(formatDateInput(value, options), options)).toEqual({ valid: true, dates: value });
    }
  });
});
