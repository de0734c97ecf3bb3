import { describe, expect, it } from 'vitest';
import { navigationSwipeEdge, startsOnSwipeEdge, swipeOpens } from './swipe';

describe('navigation drawer swipe', () => {
  it('opens only from a 25 px edge', () => {
    expect(navigationSwipeEdge).toBe(25);
    expect(startsOnSwipeEdge(25, 400)).toBe(true);
    expect(startsOnSwipeEdge(26, 400)).toBe(false);
  });

  it('starts on the right edge in right-to-left pages', () => {
    expect(startsOnSwipeEdge(380, 400, 'rtl')).toBe(true);
    expect(startsOnSwipeEdge(10, 400, 'rtl')).toBe(false);
  });

  it('opens after an inward travel', () => {
    expect(swipeOpens(39)).toBe(false);
    expect(swipeOpens(40)).toBe(true);
    expect(swipeOpens(-60)).toBe(false);
    expect(swipeOpens(-60, 'rtl')).toBe(true);
  });
});
