import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.js';
import { KeyLock } from './key-lock.js';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('the sign-in key lock', () => {
  it('runs tasks on one key one at a time, in arrival order, and tasks on other keys beside them', async () => {
    const lock = new KeyLock(100);
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const same = await Promise.all([
      lock.run(['ip:a', 'user:1'], task('1')),
      lock.run(['ip:a', 'user:2'], task('2')),
      lock.run(['user:2', 'ip:a'], task('3')),
    ]);
    expect(same).toEqual(['1', '2', '3']);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(most).toBe(1);

    most = 0;
    await Promise.all([lock.run(['ip:a'], task('a')), lock.run(['ip:b'], task('b'))]);
    expect(most).toBe(2);
    expect(lock.size).toBe(0);
  });

  it('refuses with 429 once too many wait on one key, and goes on after a failed task', async () => {
    const lock = new KeyLock(2);
    let release!: () => void;
    const held = lock.run(['ip:a'], () => new Promise<void>((resolve) => (release = resolve)));
    const waiting = [
      lock.run(['ip:a'], () => Promise.resolve()),
      lock.run(['ip:a'], () => Promise.resolve()),
    ];
    await expect(lock.run(['ip:a'], () => Promise.resolve())).rejects.toBeInstanceOf(ApiError);
    await expect(lock.run(['ip:b'], () => Promise.resolve('other'))).resolves.toBe('other');
    release();
    await Promise.all([held, ...waiting]);
    await expect(lock.run(['ip:a'], () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.run(['ip:a'], () => Promise.resolve('after'))).resolves.toBe('after');
    expect(lock.size).toBe(0);
  });
});
