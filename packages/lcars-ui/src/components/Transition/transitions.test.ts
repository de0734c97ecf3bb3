import { describe, expect, it } from 'vitest';
import { pageTransitions, transitionDurations } from './transitions';

describe('page transitions', () => {
  it('has the durations of the spec', () => {
    expect(pageTransitions).toEqual({
      default: { enter: 700, leave: 450 },
      account: { enter: 400, leave: 400 },
      repo: { enter: 1000, leave: 800 },
      scanner: { enter: 400, leave: 400 },
      boxing: { enter: 650, leave: 450 },
    });
  });

  it('resolves a name or explicit durations', () => {
    expect(transitionDurations()).toEqual({ enter: 700, leave: 450 });
    expect(transitionDurations('repo')).toEqual({ enter: 1000, leave: 800 });
    expect(transitionDurations({ enter: 100, leave: 50 })).toEqual({ enter: 100, leave: 50 });
  });

  it('is instant under reduced motion', () => {
    expect(transitionDurations('boxing', true)).toEqual({ enter: 0, leave: 0 });
  });
});
