import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { buildPdf, type PdfInfo } from './pdf.js';

const INFO: PdfInfo = {
  title: 'Tiny',
  author: '',
  subject: '',
  keywords: [],
  created: '2026-03-04T05:06:07.000Z',
};

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
    const pdf = await buildPdf([{ jpeg: pooled, width: 30, height: 30, words: [] }], INFO);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });

  // Regression: every PDF was dated 1970-01-01 (a fixed date kept the bytes the same) and had a title only.
  it('carries the version’s date and the scan’s title, author, subject and tags as its details', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const info: PdfInfo = {
      title: 'Supply papers',
      author: 'Montgomery Scott',
      subject: 'From the quartermaster',
      keywords: ['starfleet', 'dry dock'],
      created: '2026-03-04T05:06:07.000Z',
    };
    const page = { jpeg, width: 40, height: 60, words: [] };
    const pdf = await buildPdf([page], info);
    // Read back as any reader would, without pdf-lib stamping its own dates on load.
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(document.getCreationDate()?.toISOString()).toBe(info.created);
    expect(document.getModificationDate()?.toISOString()).toBe(info.created);
    expect(document.getTitle()).toBe('Supply papers');
    expect(document.getAuthor()).toBe('Montgomery Scott');
    expect(document.getSubject()).toBe('From the quartermaster');
    expect(document.getKeywords()).toBe('starfleet, dry dock');
    // The same version makes the same bytes.
    expect(Buffer.from(await buildPdf([page], info)).equals(Buffer.from(pdf))).toBe(true);
  });
});
