import { describe, expect, it } from 'vitest';
import { routeTransitionDurations } from './routeMeta';

describe('route transitions', () => {
  it("names the account pages' 400 ms both ways as the quick set", () => {
    expect(routeTransitionDurations({ duration: 'quick' })).toEqual({ enter: 400, leave: 400 });
  });

  it('reads a named set, one number, explicit durations, or the default', () => {
    expect(routeTransitionDurations({ duration: 'slow' })).toEqual({ enter: 1000, leave: 800 });
    expect(routeTransitionDurations({ duration: 300 })).toEqual({ enter: 300, leave: 300 });
    expect(routeTransitionDurations({ duration: { enter: 650, leave: 450 } })).toEqual({
      enter: 650,
      leave: 450,
    });
    expect(routeTransitionDurations(undefined)).toEqual({ enter: 700, leave: 450 });
  });
});
