import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, weekOf } from './mealPlanDays';

describe('meal plan days', () => {
  it('starts weeks on Monday and steps over month and year ends', () => {
    expect(mondayOf(new Date(2026, 10, 28, 23, 30))).toBe('2026-11-23');
    expect(mondayOf(new Date(2026, 10, 30, 0, 10))).toBe('2026-11-30');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(weekOf('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });
});
