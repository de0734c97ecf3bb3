// Pixel floods refused from the header, and decoding bounded in concurrency (issue 28).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { blankPng, declaringPng } from '../../test/images.js';
import { ImageDecoding, checkImagePixels, readImageHeader } from './index.js';

describe('counting pixels from the header', () => {
  it('reads the size a file declares without decoding it, past the limit sharp keeps', async () => {
    const rss = process.memoryUsage().rss;
    expect(await readImageHeader(declaringPng(30_000, 30_000))).toMatchObject({
      format: 'png',
      width: 30_000,
      height: 30_000,
      pixels: 900_000_000,
    });
    expect(process.memoryUsage().rss - rss).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses a 95 KiB blank image of 9999 x 9999 with a 413 naming the limit', async () => {
    const bomb = await blankPng(9999, 9999);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const refused = await checkImagePixels(bomb, 40_000_000, 'pages.0').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(413);
    expect((refused as ApiError).detail).toBe(
      'The image is 9999 x 9999 pixels (99,980,001): at most 40,000,000 pixels are accepted.',
    );
    expect((refused as ApiError).errors).toEqual([
      { field: 'pages.0', message: (refused as ApiError).detail },
    ]);
  });

  it('counts every frame of an animation', async () => {
    const frames = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        sharp({ create: { width: 100, height: 100, channels: 3, background: { r: index * 5, g: 0, b: 0 } } })
          .png()
          .toBuffer(),
      ),
    );
    const animation = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const header = await readImageHeader(animation);
    expect(header?.pages).toBeGreaterThan(10);
    expect(header?.pixels).toBe(100 * 100 * header!.pages);
    await expect(checkImagePixels(animation, 100 * 100 * 5)).rejects.toThrow(/in \d+ frames/);
  });

  it('passes what is within the limit and leaves what is no image to the caller', async () => {
    const small = await blankPng(100, 50);
    expect(await checkImagePixels(small, 5000)).toMatchObject({ width: 100, height: 50, pixels: 5000 });
    await expect(checkImagePixels(small, 4999)).rejects.toThrow('at most 4,999 pixels');
    expect(await checkImagePixels(Buffer.from('no image here'), 1000)).toBeUndefined();
  });
});

describe('decoding slots', () => {
  it('runs at most its slots at once, the rest in turn, and refuses past its queue with a 429', async () => {
    const decoding = new ImageDecoding(2, 3);
    let running = 0;
    let highest = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      decoding.run(async () => {
        running += 1;
        highest = Math.max(highest, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const accepted = Array.from({ length: 5 }, task);
    const refused = await task().catch((error: unknown) => error);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).headers['Retry-After']).toBe('2');
    for (let settled = 0; settled < 5; settled++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(running).toBeLessThanOrEqual(2);
      releases.shift()?.();
    }
    await Promise.all(accepted);
    expect(highest).toBe(2);
    expect(decoding.highest).toBe(2);
    // A failed decode frees its slot too.
    await expect(decoding.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await decoding.run(() => Promise.resolve());
  });
});
