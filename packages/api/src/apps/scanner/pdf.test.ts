import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { buildPdf } from './pdf.js';

describe('a version’s PDF', () => {
  // Regression: pdf-lib's JPEG reader reads the view's whole ArrayBuffer from its start, ignoring byteOffset.
  // A JPEG under 4 KiB read from the store is a slice of Node's shared Buffer pool (byteOffset > 0), so every
  // small page failed with "SOI not found in JPEG".
  it('embeds a tiny page (30 x 30) that sits inside a larger buffer', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const pooled = Buffer.concat([Buffer.from('x'), jpeg]).subarray(1);
    expect(pooled.byteOffset).toBeGreaterThan(0);
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const pdf = await buildPdf([{ jpeg: pooled, width: 30, height: 30, words: [] }], 'Tiny');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });
});
