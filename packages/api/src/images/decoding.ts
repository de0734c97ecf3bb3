// Decoding images is bounded in concurrency: each decode holds up to PORTAL_IMAGE_MAX_PIXELS x 4 bytes while
// it runs, so PORTAL_IMAGE_DECODES of them at once (2 by default) bound what images can take of the memory,
// whatever number of uploads arrive together. A few more wait their turn; past that a 429 asks to come back.
import { ApiError } from '../http/errors.js';

/** Decodes that may wait for a slot, per slot. */
const WAITING_PER_SLOT = 8;

export class ImageDecoding {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most decodes that ran at once (for tests and benchmarks). */
  highest = 0;

  constructor(
    readonly slots: number,
    readonly queue: number = slots * WAITING_PER_SLOT,
  ) {}

  /** Runs `decode` when a slot is free; 429 when too many wait already. */
  async run<T>(decode: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.queue) {
        throw new ApiError(429, {
          detail: 'The server is busy with other images: try again in a moment.',
          headers: { 'Retry-After': '2' },
        });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    this.highest = Math.max(this.highest, this.running);
    try {
      return await decode();
    } finally {
      // The slot passes to the next in line as it is (running stays counted), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const bySlots = new Map<number, ImageDecoding>();

/** The process's decoding slots for a setting (one ImageDecoding per number of slots). */
export function imageDecoding(slots: number): ImageDecoding {
  let decoding = bySlots.get(slots);
  if (!decoding) bySlots.set(slots, (decoding = new ImageDecoding(slots)));
  return decoding;
}
