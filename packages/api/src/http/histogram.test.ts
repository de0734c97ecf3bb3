import fc from 'fast-check';
import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { CountedHistogram } from './histogram.js';

const BOUNDS = [0.001, 0.01, 0.1, 1, 10];
const labelled = fc.record({
  route: fc.constantFrom('app.context', 'money.page', 'none'),
  status: fc.constantFrom('200', '404', '500'),
  seconds: fc.double({ min: 0, max: 60, noNaN: true }),
});

describe('CountedHistogram', () => {
  it('writes the same text as prom-client’s own histogram for the same observations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(labelled, { maxLength: 60 }), async (observations) => {
        const theirs = new Registry();
        const reference = new Histogram({
          name: 'lcars_test_seconds',
          help: 'Test durations.',
          labelNames: ['route', 'status'],
          buckets: BOUNDS,
          registers: [theirs],
        });
        const ours = new Registry();
        const counted = new CountedHistogram('lcars_test_seconds', 'Test durations.', BOUNDS, ours);
        for (const { route, status, seconds } of observations) {
          reference.observe({ route, status }, seconds);
          counted.series({ route, status }).observe(seconds);
        }
        const lines = (text: string) => text.split('\n').sort();
        expect(lines(await ours.metrics())).toEqual(lines(await theirs.metrics()));
      }),
      { numRuns: 50 },
    );
  });

  it('keeps one series per combination of label values', () => {
    const counted = new CountedHistogram('lcars_test_seconds', 'Test durations.', BOUNDS, new Registry());
    const first = counted.series({ route: 'a', status: '200' });
    expect(counted.series({ route: 'a', status: '200' })).toBe(first);
    expect(counted.series({ route: 'a', status: '404' })).not.toBe(first);
  });
});
