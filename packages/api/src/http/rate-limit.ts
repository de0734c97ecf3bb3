// A per-address budget for the anonymous routes (sign-in, register, the e-mail and user-name checks...): a
// token bucket per client address holding `perMinute` requests and refilling at that rate, so a burst of a
// minute's worth passes and a steady stream beyond it gets 429 with Retry-After. It is kept in memory: each
// API instance counts on its own (docs/deployment.md). The map is bounded; full buckets are forgotten first.
import { ApiError } from './errors.js';

interface Bucket {
  tokens: number;
  updated: number;
}

/** Most addresses tracked at once: beyond it the longest-idle ones are dropped (they would be full anyway). */
const MAX_ADDRESSES = 50_000;

export class AddressRateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perMinute / 60_000;
  }

  /** Takes one request from the address's budget, or throws 429 with the seconds until one is back. */
  take(address: string): void {
    const now = this.now();
    const bucket = this.buckets.get(address);
    const tokens = bucket
      ? Math.min(this.perMinute, bucket.tokens + (now - bucket.updated) * this.perMs)
      : this.perMinute;
    if (tokens < 1) {
      const seconds = Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000));
      throw new ApiError(429, {
        detail: 'Too many requests from this address. Try again in a moment.',
        headers: { 'Retry-After': String(seconds) },
      });
    }
    // Re-inserted so the map's order is least recently used first.
    this.buckets.delete(address);
    this.buckets.set(address, { tokens: tokens - 1, updated: now });
    if (this.buckets.size > MAX_ADDRESSES) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
  }
}
