import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archiveName, archiveTime, archivesToDelete } from './retention.js';

const at = (iso: string) => archiveName(new Date(iso));

describe('backup retention', () => {
  it('names an archive by its time and reads the time back; other files are not archives', () => {
    expect(at('2026-11-27T03:15:09.123Z')).toBe('lcars-2026-11-27-031509.zip');
    expect(archiveTime('lcars-2026-11-27-031509.zip')?.toISOString()).toBe('2026-11-27T03:15:09.000Z');
    for (const other of ['notes.txt', 'lcars-2026-11-27.zip', 'lcars-2026-13-40-031509.zip', 'lcars-x.zip']) {
      expect(archiveTime(other)).toBeNull();
    }
  });

  it('keeps the newest of each of the last days, then the newest of each week before them', () => {
    const names = [
      at('2026-11-27T03:00:00Z'),
      at('2026-11-27T15:00:00Z'), // the newest of the 27th
      at('2026-11-26T03:00:00Z'),
      at('2026-11-25T03:00:00Z'),
      at('2026-11-20T03:00:00Z'), // Friday of the week before: weekly
      at('2026-11-18T03:00:00Z'), // same week, older: deleted
      at('2026-11-10T03:00:00Z'), // the week before that: weekly
      at('2026-10-01T03:00:00Z'), // past the weeks kept
      'notes.txt',
    ];
    expect(archivesToDelete(names, 3, 2).sort()).toEqual(
      [at('2026-11-27T03:00:00Z'), at('2026-11-18T03:00:00Z'), at('2026-10-01T03:00:00Z')].sort(),
    );
  });

  it('never deletes the newest archive nor keeps more than the days and weeks asked for', () => {
    const time = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) });
    fc.assert(
      fc.property(
        fc.uniqueArray(time, { minLength: 1, maxLength: 60, selector: (ms) => Math.floor(ms / 1000) }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 6 }),
        (times, daily, weekly) => {
          const names = times.map((ms) => archiveName(new Date(ms)));
          const deleted = new Set(archivesToDelete(names, daily, weekly));
          const newest = archiveName(new Date(Math.max(...times)));
          expect(deleted.has(newest)).toBe(false);
          expect(names.length - deleted.size).toBeLessThanOrEqual(daily + weekly);
          for (const name of deleted) expect(names).toContain(name);
        },
      ),
    );
  });
});
