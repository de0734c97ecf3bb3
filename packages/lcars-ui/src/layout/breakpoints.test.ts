import { describe, expect, it } from 'vitest';
import { breakpointOf, breakpoints, isMobileWidth, mediaDown, mediaUp } from './breakpoints';

describe('breakpoints', () => {
  it('are sm 600, md 960, lg 1280, xl 1920 and xxl 2560', () => {
    expect(breakpoints).toEqual({ sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
  });

  it.each([
    [0, 'xs'],
    [599, 'xs'],
    [600, 'sm'],
    [959, 'sm'],
    [960, 'md'],
    [1279, 'md'],
    [1280, 'lg'],
    [1920, 'xl'],
    [2559, 'xl'],
    [2560, 'xxl'],
    [5000, 'xxl'],
  ] as const)('width %i is %s', (width, band) => {
    expect(breakpointOf(width)).toBe(band);
  });

  it('counts everything below lg as mobile', () => {
    expect(isMobileWidth(1279)).toBe(true);
    expect(isMobileWidth(1280)).toBe(false);
  });

  it('builds media queries that do not overlap', () => {
    expect(mediaUp.lg).toBe('screen and (min-width: 1280px)');
    expect(mediaDown.lg).toBe('screen and (max-width: 1279.98px)');
  });
});
