import { describe, expect, it } from 'vitest';
import { badgeText } from './badgeText';

describe('badgeText', () => {
  it('shows the number up to its maximum', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
  });

  it('shows max+ past the maximum', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(10, 9)).toBe('9+');
  });

  it('never shows a negative or fractional count', () => {
    expect(badgeText(-3)).toBe('0');
    expect(badgeText(2.7)).toBe('2');
  });
});
