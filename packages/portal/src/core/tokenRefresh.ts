import { LoginFailureReason } from '@lcars/contract';
import type { LoginResult } from '@lcars/contract';

/** While a refresh runs, callers waiting on it poll the heartbeat every second. */
export const HEARTBEAT_POLL_MS = 1000;

export type ExchangeAnswer = Pick<LoginResult, 'jwtToken' | 'loginFailureReason'>;

export interface TokenRefresherDeps {
  /** POST auth/token/exchange with the refresh cookie; null when the call itself failed (network). */
  exchange: () => Promise<ExchangeAnswer | null>;
  /** POST app/live; true on a 200. */
  heartbeat: () => Promise<boolean>;
  /** A new access token arrived: store it as the bearer credential. */
  onRefreshed: (token: string) => void;
  /** The refresh token is invalid, expired or reused (reason 5): clear the session and go to login. */
  onAbandoned: () => void;
  /**
   * Runs the exchange under a lock shared by the browser's tabs. The refresh token rotates on every
   * exchange and reuse of a rotated one revokes the whole family (docs/decisions.md), so two tabs must never
   * exchange at once. Defaults to running it directly.
   */
  withLock?: <T>(run: () => Promise<T>) => Promise<T>;
  pollIntervalMs?: number;
}

export interface TokenRefresher {
  /** Resolves true when a fresh token is in place and the failed call may be retried once. */
  refresh: () => Promise<boolean>;
  isRunning: () => boolean;
  /** Right after logout a 401 must not bring the session back: refreshes are off until `resume`. */
  suspend: () => void;
  resume: () => void;
  isSuspended: () => boolean;
}

/**
 * The token refresh: one at a time; a caller arriving while one runs waits for
 * it, polling the heartbeat every second meanwhile (it keeps the server and the connection warm, and a
 * failing heartbeat is logged so a stuck refresh is visible). Failure reason 5 abandons the session.
 */
export function createTokenRefresher(deps: TokenRefresherDeps): TokenRefresher {
  const withLock = deps.withLock ?? ((run) => run());
  const pollMs = deps.pollIntervalMs ?? HEARTBEAT_POLL_MS;
  let running: Promise<boolean> | null = null;
  let suspended = false;

  async function exchangeOnce(): Promise<boolean> {
    const answer = await withLock(() => deps.exchange()).catch(() => null);
    if (answer?.loginFailureReason === LoginFailureReason.RefreshInvalid) {
      suspended = true;
      deps.onAbandoned();
      return false;
    }
    if (!answer?.jwtToken) return false;
    deps.onRefreshed(answer.jwtToken);
    return true;
  }

  async function waitFor(current: Promise<boolean>): Promise<boolean> {
    let settled = false;
    const poll = async (): Promise<void> => {
      while (!settled) {
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        if (settled) return;
        const alive = await deps.heartbeat().catch(() => false);
        if (!alive) console.warn('Heartbeat failed while waiting for the token refresh.');
      }
    };
    void poll();
    try {
      return await current;
    } finally {
      settled = true;
    }
  }

  return {
    refresh() {
      if (suspended) return Promise.resolve(false);
      if (running) return waitFor(running);
      running = exchangeOnce().finally(() => {
        running = null;
      });
      return running;
    },
    isRunning: () => running !== null,
    suspend() {
      suspended = true;
    },
    resume() {
      suspended = false;
    },
    isSuspended: () => suspended,
  };
}
