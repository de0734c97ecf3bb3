import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RepoDataType, checkRepoValue, precisionPreview, type RepoFieldType } from './values.js';

const field = (dataTypeId: number, extra: Partial<RepoFieldType> = {}): RepoFieldType => ({
  title: 'Amount',
  dataTypeId,
  ...extra,
});
const ok = (f: RepoFieldType, raw: string) => checkRepoValue(f, raw);

describe('checkRepoValue', () => {
  it('allows the empty value for every type', () => {
    for (const type of Object.values(RepoDataType))
      expect(ok(field(type), '')).toEqual({ ok: true, value: '' });
  });

  it('names the field in every failure', () => {
    const result = ok(field(RepoDataType.Int, { title: 'PIN' }), 'abc');
    expect(result).toEqual({
      ok: false,
      message: 'PIN must be a whole number of at most 9 digits.',
    });
  });

  it('checks the integer ranges at their edges', () => {
    const cases: [number, string, string, string, string][] = [
      [RepoDataType.TinyInt, '0', '255', '-1', '256'],
      [RepoDataType.SmallInt, '-32768', '32767', '-32769', '32768'],
      [RepoDataType.Int, '-2147483648', '2147483647', '-2147483649', '2147483648'],
      [
        RepoDataType.BigInt,
        '-9223372036854775808',
        '9223372036854775807',
        '-9223372036854775809',
        '9223372036854775808',
      ],
    ];
    for (const [type, low, high, below, above] of cases) {
      expect(ok(field(type), low).ok).toBe(true);
      expect(ok(field(type), high).ok).toBe(true);
      expect(ok(field(type), below).ok).toBe(false);
      expect(ok(field(type), above).ok).toBe(false);
      expect(ok(field(type), '1.5').ok).toBe(false);
    }
    expect(ok(field(RepoDataType.Int), ' +007 ')).toEqual({ ok: true, value: '7' });
  });

  it('takes any BigInt in range and gives it back as written', () => {
    fc.assert(
      fc.property(fc.bigInt(-(2n ** 63n), 2n ** 63n - 1n), (value) => {
        expect(ok(field(RepoDataType.BigInt), value.toString())).toEqual({
          ok: true,
          value: value.toString(),
        });
      }),
    );
  });

  it('counts decimal digits against the precision, up to 38', () => {
    const decimal = (precision: number | null) =>
      field(RepoDataType.Decimal, { numericPrecision: precision });
    expect(ok(decimal(5), '123.45')).toEqual({ ok: true, value: '123.45' });
    expect(ok(decimal(5), '123.456').ok).toBe(false);
    expect(ok(decimal(5), '-0012.3400')).toEqual({ ok: true, value: '-12.34' });
    expect(ok(decimal(38), '9'.repeat(38)).ok).toBe(true);
    expect(ok(decimal(38), '9'.repeat(39)).ok).toBe(false);
    expect(ok(decimal(null), '9'.repeat(18)).ok).toBe(true);
    expect(ok(decimal(null), '9'.repeat(19)).ok).toBe(false);
    expect(ok(decimal(5), '1e5').ok).toBe(false);
    expect(ok(decimal(5), '.').ok).toBe(false);
  });

  it('property: any decimal of at most p digits is valid and normalises to the same number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 38 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 1, maxLength: 38 }),
        fc.nat({ max: 38 }),
        fc.boolean(),
        (precision, digits, point, negative) => {
          const cut = Math.min(point, digits.length);
          const text = `${negative ? '-' : ''}${digits.slice(0, cut) || '0'}.${digits.slice(cut)}`;
          // Leading zeros of the whole part and trailing zeros of the fraction are not significant (0.20 is 0.2).
          const significant =
            digits.slice(0, cut).replace(/^0+/, '').length + digits.slice(cut).replace(/0+$/, '').length;
          const result = ok(field(RepoDataType.Decimal, { numericPrecision: precision }), text);
          if (digits.length <= precision) expect(result.ok).toBe(true);
          if (significant > precision) expect(result.ok).toBe(false);
          if (result.ok) expect(Number(result.value)).toBeCloseTo(Number(text));
        },
      ),
    );
  });

  it('keeps money to four decimals and its range', () => {
    const money = field(RepoDataType.Money);
    expect(ok(money, '19.99')).toEqual({ ok: true, value: '19.99' });
    expect(ok(money, '1.23456').ok).toBe(false);
    expect(ok(money, '922337203685477.5807').ok).toBe(true);
    expect(ok(money, '922337203685477.5808').ok).toBe(false);
    expect(ok(money, '-922337203685477.5808').ok).toBe(true);
  });

  it('checks the longest value a field takes in linear time (40,000 digits once took seconds)', () => {
    const longest = 40_000;
    // CPU time, not the clock: on a loaded machine the wait for a core is not the code's cost.
    const cpu = process.cpuUsage();
    expect(ok(field(RepoDataType.Float), `${'1'.repeat(longest - 1)}x`).ok).toBe(false);
    expect(ok(field(RepoDataType.Float), `1.${'5'.repeat(longest - 3)}`).ok).toBe(true);
    expect(ok(field(RepoDataType.Decimal), `0.${'0'.repeat(longest - 3)}1`).ok).toBe(false);
    expect(ok(field(RepoDataType.Decimal, { numericPrecision: 3 }), `1.5${'0'.repeat(longest)}`)).toEqual({
      ok: true,
      value: '1.5',
    });
    const { user, system } = process.cpuUsage(cpu);
    expect((user + system) / 1000).toBeLessThan(500);
  });

  it('reads floats, bits, dates and date-times', () => {
    expect(ok(field(RepoDataType.Float), '6.02e23')).toEqual({ ok: true, value: '6.02e+23' });
    expect(ok(field(RepoDataType.Float), 'NaN').ok).toBe(false);
    expect(ok(field(RepoDataType.Float), '1e400').ok).toBe(false);
    expect(ok(field(RepoDataType.Bit), 'TRUE')).toEqual({ ok: true, value: 'true' });
    expect(ok(field(RepoDataType.Bit), '0')).toEqual({ ok: true, value: 'false' });
    expect(ok(field(RepoDataType.Bit), 'yes').ok).toBe(false);
    expect(ok(field(RepoDataType.Date), '2024-02-29').ok).toBe(true);
    expect(ok(field(RepoDataType.Date), '2023-02-29').ok).toBe(false);
    expect(ok(field(RepoDataType.Date), '2024-2-1').ok).toBe(false);
    expect(ok(field(RepoDataType.DateTime), '2024-02-29 13:45')).toEqual({
      ok: true,
      value: '2024-02-29T13:45',
    });
    expect(ok(field(RepoDataType.DateTime), '2024-02-29T13:45:10.5+02:00').ok).toBe(true);
    expect(ok(field(RepoDataType.DateTime), '2024-02-29T24:00').ok).toBe(false);
  });

  it('limits text to the field length in characters, keeping it as typed', () => {
    const text = field(RepoDataType.Nvarchar, { maxCharacterLength: 3 });
    expect(ok(text, ' ab')).toEqual({ ok: true, value: ' ab' });
    expect(ok(text, '😀😀😀').ok).toBe(true);
    expect(ok(text, 'abcd')).toEqual({ ok: false, message: 'Amount must be at most 3 characters long.' });
  });

  it('rejects an unknown data type', () => {
    expect(ok(field(42), 'x').ok).toBe(false);
  });
});

describe('precisionPreview', () => {
  it('shows the allowed digits within 38', () => {
    expect(precisionPreview(6)).toEqual({ allowed: '999999', rest: '0'.repeat(32) });
    expect(precisionPreview(38).rest).toBe('');
    expect(precisionPreview(99).allowed).toHaveLength(38);
  });
});
