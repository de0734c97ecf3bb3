// PDF and TIFF uploads: made into pages on the server, the document kept as the version's original and served
// to its owner only; a TIFF bomb refused from its header, page counts bounded, broken files a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scan } from '@lcars/contract/scanner';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { binaryBody, greyTiff, textPdf } from '../../../test/scan-documents.js';
import { tiffPages } from './documents/tiff.js';

describe('tiffPages', () => {
  it('reads each page size from its directory', () => {
    const tiff = greyTiff([
      { width: 30, height: 20 },
      { width: 40, height: 50 },
    ]);
    expect(tiffPages(tiff, 10)).toEqual([
      { width: 30, height: 20 },
      { width: 40, height: 50 },
    ]);
  });
  it('refuses a loop, too many pages, BigTIFF and a directory past the end', () => {
    const tiff = greyTiff([{ width: 4, height: 4 }]);
    const first = tiff.readUInt32LE(4);
    const looped = Buffer.from(tiff);
    looped.writeUInt32LE(first, looped.length - 4);
    expect(() => tiffPages(looped, 10)).toThrow(/loop/);
    const many = greyTiff(Array.from({ length: 5 }, () => ({ width: 2, height: 2 })));
    expect(() => tiffPages(many, 4)).toThrow(/more than 4 pages/);
    const big = Buffer.from(tiff);
    big.writeUInt16LE(43, 2);
    expect(() => tiffPages(big, 10)).toThrow(/BigTIFF/);
    const cut = Buffer.from(tiff);
    cut.writeUInt32LE(cut.length + 100, 4);
    expect(() => tiffPages(cut, 10)).toThrow(/past its end/);
  });
});

describeEachDatabase('scanner documents', (kind) => {
  let api: TestServer;
  const { addUser, as } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: { PORTAL_JOB_WORKERS: '1', PORTAL_SCANNER_NOTIFY_AFTER_MS: '0' },
    });
    await addUser('keeper', ['Member']);
    await addUser('intruder', ['Member']);
  });
  afterAll(async () => {
    await api?.close();
  });

  let pdf: Buffer;
  let scan: Scan;

  it('makes an uploaded PDF into pages and keeps the PDF as the original', async () => {
    pdf = await textPdf([['Engineering report'], ['Plasma conduits']]);
    const response = await api.request
      .post('/api/scanner/scan')
      .set(as('keeper'))
      .field('title', 'Engineering report')
      .attach('file', pdf, 'report.pdf');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    scan = response.body as Scan;
    expect(scan.pageCount).toBe(2);
    const pages = scan.versions[0]!.pages;
    // A4 drawn at 300 dpi, its long side capped at 3508 pixels.
    expect(pages[0]!.height).toBe(3508);
    expect(pages[0]!.width).toBeGreaterThan(2400);
    expect(scan.originals).toEqual([
      {
        id: expect.any(Number) as number,
        versionId: scan.versions[0]!.id,
        versionNumber: 1,
        name: 'report.pdf',
        contentType: 'application/pdf',
        bytes: pdf.length,
        pageCount: 2,
      },
    ]);
    const original = await api.request
      .get(`/api/scanner/scan/${scan.id}/original/${scan.originals[0]!.id}`)
      .set(as('keeper'))
      .buffer(true)
      .parse(binaryBody);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.headers['content-disposition']).toContain('report.pdf');
    expect(Buffer.compare(original.body as Buffer, pdf)).toBe(0);
  });

  it("answers 404 for another user's original, and for an original of another scan", async () => {
    const path = `/api/scanner/scan/${scan.id}/original/${scan.originals[0]!.id}`;
    expect((await api.request.get(path).set(as('intruder'))).status).toBe(404);
    const own = await api.request
      .post('/api/scanner/scan')
      .set(as('intruder'))
      .field('title', 'Mine')
      .attach('file', await textPdf([['Mine']]), 'mine.pdf');
    expect(own.status).toBe(200);
    const theirs = `/api/scanner/scan/${(own.body as Scan).id}/original/${scan.originals[0]!.id}`;
    expect((await api.request.get(theirs).set(as('intruder'))).status).toBe(404);
  });

  it('picks pages of a document with `page`, turned, in the order asked', async () => {
    const response = await api.request
      .post(`/api/scanner/scan/${scan.id}/version`)
      .set(as('keeper'))
      .field('pages', JSON.stringify([{ upload: 0, page: 1, rotation: 90 }, { upload: 1 }]))
      .attach('file', pdf, 'report.pdf')
      .attach(
        'file',
        greyTiff([
          { width: 300, height: 200, grey: 200 },
          { width: 200, height: 300, grey: 100 },
        ]),
        'fax.tif',
      );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const pages = (response.body as { pages: { width: number; height: number; rotation: number }[] }).pages;
    expect(pages.map((page) => [page.rotation, page.width, page.height])).toEqual([
      [90, 3508, 2479],
      [0, 300, 200],
      [0, 200, 300],
    ]);
    const again = (await api.request.get(`/api/scanner/scan/${scan.id}`).set(as('keeper'))).body as Scan;
    expect(
      again.originals.map((original) => [original.versionNumber, original.name, original.pageCount]),
    ).toEqual([
      [1, 'report.pdf', 2],
      [2, 'report.pdf', 2],
      [2, 'fax.tif', 2],
    ]);
    expect(again.originals[2]!.contentType).toBe('image/tiff');
  });

  it('refuses a TIFF bomb from its header, before decoding: 413 naming the page', async () => {
    // A few hundred bytes declaring a second page of 60,000 x 60,000 pixels.
    const bomb = greyTiff([
      { width: 10, height: 10 },
      { width: 60_000, height: 60_000, dataBytes: 16 },
    ]);
    expect(bomb.length).toBeLessThan(1024);
    const response = await api.request
      .post('/api/scanner/scan')
      .set(as('keeper'))
      .field('title', 'Bomb')
      .attach('file', bomb, 'bomb.tif');
    expect(response.status).toBe(413);
    expect(JSON.stringify(response.body)).toMatch(/Page 2 of the TIFF is 60000 x 60000 pixels/);
  });

  it('bounds the pages of a document and of a version', async () => {
    const long = await textPdf(Array.from({ length: 51 }, (_, index) => [`Page ${index + 1}`]));
    const response = await api.request
      .post('/api/scanner/scan')
      .set(as('keeper'))
      .field('title', 'Long')
      .attach('file', long, 'long.pdf');
    expect(response.status).toBe(413);
    expect(JSON.stringify(response.body)).toMatch(/51 pages: at most 50/);
    const tiff = greyTiff(Array.from({ length: 30 }, () => ({ width: 8, height: 8 })));
    const twice = await api.request
      .post('/api/scanner/scan')
      .set(as('keeper'))
      .field('title', 'Twice')
      .attach('file', tiff, 'a.tif')
      .attach('file', tiff, 'b.tif');
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toMatch(/at most 50 pages; these make 60/);
  }, 60_000);

  it('answers a broken PDF and a broken TIFF with a 400 naming the file, leaving no file behind', async () => {
    const before = await api.db('stored_files').count({ n: '*' }).first();
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x41)]);
    const response = await api.request
      .post('/api/scanner/scan')
      .set(as('keeper'))
      .field('title', 'Broken')
      .attach('file', broken, 'broken.pdf');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(/broken\.pdf: The PDF could not be read/);
    const tiff = greyTiff([{ width: 4, height: 4 }]);
    tiff.writeUInt32LE(tiff.length + 10, 4);
    const badTiff = await api.request
      .post('/api/scanner/scan')
      .set(as('keeper'))
      .field('title', 'Broken')
      .attach('file', tiff, 'broken.tif');
    expect(badTiff.status).toBe(400);
    expect(JSON.stringify(badTiff.body)).toMatch(/file\.0/);
    const after = await api.db('stored_files').count({ n: '*' }).first();
    expect(Number((after as { n: unknown }).n)).toBe(Number((before as { n: unknown }).n));
  });

  it('deletes the originals with the scan', async () => {
    const before = await api.db('scan_originals').where({ scan_id: scan.id }).count({ n: '*' }).first();
    expect(Number((before as { n: unknown }).n)).toBe(3);
    const deleted = await api.request.delete(`/api/scanner/scan/${scan.id}`).set(as('keeper'));
    expect(deleted.status).toBe(200);
    const after = await api.db('scan_originals').where({ scan_id: scan.id }).count({ n: '*' }).first();
    expect(Number((after as { n: unknown }).n)).toBe(0);
  });
});
