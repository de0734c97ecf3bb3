import { describe, expect, it } from 'vitest';
import { localeDateFormat, parseDateFormat, resolveDateFormat } from './dateFormat';

describe('parseDateFormat', () => {
  it.each([
    ['dd.mm.yyyy', ['d', 'm', 'y'], '.', 'dd.mm.yyyy'],
    ['yyyy-mm-dd', ['y', 'm', 'd'], '-', 'yyyy-mm-dd'],
    ['mm/dd/yyyy', ['m', 'd', 'y'], '/', 'mm/dd/yyyy'],
    ['DD/MM/YYYY', ['d', 'm', 'y'], '/', 'dd/mm/yyyy'],
    ['d/m/yy', ['d', 'm', 'y'], '/', 'd/m/yy'],
    ['yyyy.dd.mm', ['y', 'd', 'm'], '.', 'yyyy.dd.mm'],
  ])('reads %s', (format, order, separator, pattern) => {
    expect(parseDateFormat(format)).toMatchObject({ order, separator, pattern });
  });

  it('keeps digit counts for display', () => {
    expect(parseDateFormat('d.m.yy')).toMatchObject({ dayDigits: 1, monthDigits: 1, yearDigits: 2 });
    expect(parseDateFormat('dd.mm.yyyy')).toMatchObject({ dayDigits: 2, monthDigits: 2, yearDigits: 4 });
  });

  it.each([
    '',
    'dd.mm',
    'dd.mm.dd',
    'dd/mm-yyyy',
    'dd mm yyyy',
    'dd,mm,yyyy',
    'ddd.mm.yyyy',
    'dd.mm.yyy',
    'dd.mm.y',
    'dm.mm.yyyy',
    'dd.mm.yyyy.',
    'hh:mm:ss',
  ])('refuses %j', (format) => {
    expect(parseDateFormat(format)).toBeNull();
  });
});

describe('localeDateFormat', () => {
  it.each([
    ['en-US', 'mm/dd/yyyy'],
    ['en-GB', 'dd/mm/yyyy'],
    ['de-DE', 'dd.mm.yyyy'],
    ['nl-NL', 'dd-mm-yyyy'],
    ['en-CA', 'yyyy-mm-dd'],
    ['ja-JP', 'yyyy/mm/dd'],
    // Korean writes "2024. 11. 23.": spaces and the trailing dot are not part of the separator.
    ['ko-KR', 'yyyy.mm.dd'],
    // Arabic adds a right-to-left mark before each slash.
    ['ar-EG', 'dd/mm/yyyy'],
  ])('%s writes %s', (locale, pattern) => {
    expect(localeDateFormat(locale)?.pattern).toBe(pattern);
  });

  it('is null for a malformed locale tag', () => {
    expect(localeDateFormat('not a locale!')).toBeNull();
  });
});

describe('resolveDateFormat', () => {
  it('prefers an explicit format over the locale', () => {
    expect(resolveDateFormat({ locale: 'en-US', format: 'dd.mm.yyyy' }).pattern).toBe('dd.mm.yyyy');
  });

  it('uses the locale when the format is missing or unusable', () => {
    expect(resolveDateFormat({ locale: 'de-DE' }).pattern).toBe('dd.mm.yyyy');
    expect(resolveDateFormat({ locale: 'de-DE', format: 'nonsense' }).pattern).toBe('dd.mm.yyyy');
  });

  it('falls back to mm/dd/yyyy', () => {
    expect(resolveDateFormat().pattern).toBe('mm/dd/yyyy');
    expect(resolveDateFormat({ locale: '' }).pattern).toBe('mm/dd/yyyy');
    expect(resolveDateFormat({ locale: '%%%' }).pattern).toBe('mm/dd/yyyy');
    expect(resolveDateFormat({ format: 'x' }).pattern).toBe('mm/dd/yyyy');
  });
});
