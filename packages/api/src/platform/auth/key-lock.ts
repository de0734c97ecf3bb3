// Sign-in attempts on the same account or from the same address take their turn here, in this process's
// memory, before they open a database transaction. On PostgreSQL the transaction then takes advisory locks on
// the same keys (for other instances): without this queue, sixty sign-ins from one address each held a pooled
// connection while waiting for that address's lock, the pool ran dry and a real user's sign-in from elsewhere
// waited 27-30 s for a connection. Waiting here costs no connection, and a key with too many waiting gets a
// 429 at once instead of a place in line.
import { ApiError } from '../../http/errors.js';

interface Turn {
  /** Resolves when the holder before this one is done. */
  ready: Promise<void>;
  release: () => void;
}

export class KeyLock {
  /** Per key: the promise the next comer waits for, and how many hold or wait. */
  private readonly keys = new Map<string, { tail: Promise<void>; count: number }>();

  constructor(private readonly maxWaitingPerKey: number) {}

  private enter(key: string): Turn {
    const entry = this.keys.get(key) ?? { tail: Promise.resolve(), count: 0 };
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const ready = entry.tail;
    entry.tail = ready.then(() => done);
    entry.count += 1;
    this.keys.set(key, entry);
    return {
      ready,
      release: () => {
        release();
        entry.count -= 1;
        if (entry.count === 0 && this.keys.get(key) === entry) this.keys.delete(key);
      },
    };
  }

  /** Runs `task` once it holds every key (taken in sorted order, so two callers never wait on each other). */
  async run<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    for (const key of sorted) {
      if ((this.keys.get(key)?.count ?? 0) > this.maxWaitingPerKey) {
        throw new ApiError(429, {
          detail: 'Too many sign-in attempts at once. Try again in a moment.',
          headers: { 'Retry-After': '1' },
        });
      }
    }
    const turns: Turn[] = [];
    try {
      for (const key of sorted) {
        const turn = this.enter(key);
        turns.push(turn);
        await turn.ready;
      }
      return await task();
    } finally {
      for (const turn of turns) turn.release();
    }
  }

  /** Keys with someone holding or waiting (for tests: the map forgets idle keys). */
  get size(): number {
    return this.keys.size;
  }
}
