import { describe, expect, it } from 'vitest';
import { pageTransitions, transitionDurations } from './transitions';

describe('page transitions', () => {
  it('names its sets by tempo, none by an app', () => {
    expect(pageTransitions).toEqual({
      default: { enter: 700, leave: 450 },
      quick: { enter: 400, leave: 400 },
      brisk: { enter: 650, leave: 450 },
      slow: { enter: 1000, leave: 800 },
    });
  });

  it('resolves a name or explicit durations', () => {
    expect(transitionDurations()).toEqual({ enter: 700, leave: 450 });
    expect(transitionDurations('slow')).toEqual({ enter: 1000, leave: 800 });
    expect(transitionDurations({ enter: 100, leave: 50 })).toEqual({ enter: 100, leave: 50 });
  });

  it('is instant under reduced motion', () => {
    expect(transitionDurations('brisk', true)).toEqual({ enter: 0, leave: 0 });
  });
});
