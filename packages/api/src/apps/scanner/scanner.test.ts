import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument } from 'pdf-lib';
import type { Job, ProgressEvent } from '@lcars/contract';
import type { Scan, ScanPageList, ScanVersion } from '@lcars/contract/scanner';
import { openSse, type SseClient } from '../../../test/sse.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { nativeTesseractAvailable } from './ocr.js';
import { samplePage } from './sample.js';
import { blankPng } from '../../../test/images.js';
import { binaryBody } from '../../../test/scan-documents.js';

/** The text of each page of a PDF, as a reader extracts it. */
async function pdfText(bytes: Buffer): Promise<string[]> {
  const fonts = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts/',
  );
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}

describeEachDatabase('scanner', (kind) => {
  let api: TestServer;
  const { tokens, addUser, as } = testUsers(() => api);
  let stream: SseClient;
  let firstPage: Buffer;
  let secondPage: Buffer;
  let thirdPage: Buffer;

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: {
        PORTAL_JOB_WORKERS: '1',
        // One engine per database run: each path is exercised (native falls back to wasm when not installed).
        PORTAL_SCANNER_OCR: kind === 'sqlite' ? 'wasm' : 'auto',
        PORTAL_SCANNER_NOTIFY_AFTER_MS: '0',
      },
    });
    await addUser('owner', ['Member']);
    await addUser('other', ['Member']);
    stream = await openSse(`${api.url}/a-hub`, { token: tokens.owner });
    // The second page comes in sideways and the third upside down: the page's turn puts them upright.
    [firstPage, secondPage, thirdPage] = await Promise.all([
      samplePage(['Quartermaster invoice', 'Dilithium crystals'], { width: 700, height: 400, fontSize: 40 }),
      samplePage(['Shuttle manifest'], { width: 700, height: 300, fontSize: 40, format: 'png' }).then(
        (page) => sharp(page).rotate(270).png().toBuffer(),
      ),
      samplePage(['Warp core inspection'], { width: 700, height: 300, fontSize: 40, format: 'webp' }).then(
        (page) => sharp(page).rotate(180).webp().toBuffer(),
      ),
    ]);
  });
  afterAll(async () => {
    stream?.close();
    await api?.close();
  });

  async function settled(user: string, id: number, versionId: number): Promise<Scan> {
    for (let i = 0; i < 1200; i++) {
      const response = await api.request.get(`/api/scanner/scan/${id}`).set(as(user));
      const scan = response.body as Scan;
      const version = scan.versions.find((item) => item.id === versionId);
      if (version && (version.ocrStatus === 'done' || version.ocrStatus === 'failed') && version.hasPdf)
        return scan;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('Recognition did not end');
  }

  const filesOf = async (user: string): Promise<number> => {
    const row = await api
      .db('stored_files')
      .join('users', 'users.id', 'stored_files.user_id')
      .where('users.user_name', user)
      .count({ n: '*' })
      .first();
    return Number((row as { n: unknown }).n);
  };

  let scan: Scan;

  it('saves a scan of two pages, the second turned; answers it with its first version', async () => {
    const response = await api.request
      .post('/api/scanner/scan')
      .set(as('owner'))
      .field('title', 'Supply papers')
      .field('description', 'From the quartermaster')
      .field('tags', 'starfleet, invoices')
      .field('note', 'First capture')
      .field('pages', JSON.stringify([{ upload: 0 }, { upload: 1, rotation: 90 }]))
      .attach('file', firstPage, 'page1.jpg')
      .attach('file', secondPage, 'page2.png');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    scan = response.body as Scan;
    expect(scan).toMatchObject({ title: 'Supply papers', tags: ['starfleet', 'invoices'], pageCount: 2 });
    expect(scan.versions).toHaveLength(1);
    const [version] = scan.versions;
    expect(version).toMatchObject({
      versionNumber: 1,
      note: 'First capture',
      createdBy: 'owner',
      pageCount: 2,
    });
    expect(['queued', 'running']).toContain(version!.ocrStatus);
    expect(version!.pages.map((page) => [page.rotation, page.width, page.height])).toEqual([
      [0, 700, 400],
      [90, 700, 300],
    ]);
    const thumbnail = await api.request
      .get(`/api/scanner/scan/${scan.id}/page/${version!.pages[0]!.id}/thumbnail`)
      .set(as('owner'));
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
  });

  it('recognises the text page by page with Progress in order, makes it searchable, notifies the owner', async () => {
    const versionId = scan.versions[0]!.id;
    const done = await settled('owner', scan.id, versionId);
    const version = done.versions[0]!;
    expect(version.ocrStatus).toBe('done');
    // The page says which engine read it: tesseract.js where the suite asks for it, else the machine's choice.
    expect(version.ocrEngine).toBe(
      kind === 'sqlite' ? 'wasm' : (await nativeTesseractAvailable()) ? 'native' : 'wasm',
    );
    expect(version.pages[0]!.ocrText).toMatch(/Quartermaster/i);
    expect(version.pages[0]!.ocrText).toMatch(/Dilithium/i);
    expect(version.pages[1]!.ocrText).toMatch(/manifest/i);
    expect(done.ocrText).toMatch(/Shuttle/i);

    const jobId = String(version.ocrJobId);
    await stream.waitFor(
      (event) =>
        event.event === 'Progress' &&
        event.data.includes(`"jobId":"${jobId}"`) &&
        event.data.includes('"done":true'),
      20_000,
    );
    const events = stream.events
      .filter((event) => event.event === 'Progress')
      .map((event) => JSON.parse(event.data) as ProgressEvent)
      .filter((event) => event.jobId === jobId);
    const percents = events.map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const messages = events.map((event) => event.message ?? '');
    expect(messages.indexOf('Page 1 of 2')).toBeGreaterThan(-1);
    expect(messages.indexOf('Page 2 of 2')).toBeGreaterThan(messages.indexOf('Page 1 of 2'));
    expect(events.at(-1)).toMatchObject({ done: true, title: 'Text recognition' });

    const found = await api.request.get('/api/scanner/list/1/10/dilithium').set(as('owner'));
    expect(found.status).toBe(200);
    const list = found.body as ScanPageList;
    expect(list.records.map((record) => record.id)).toEqual([scan.id]);
    expect(list.records[0]!.snippet.some((part) => part.hit && /dilithium/i.test(part.text))).toBe(true);
    const prefix = await api.request.get('/api/scanner/list/1/10/quarterm').set(as('owner'));
    expect((prefix.body as ScanPageList).total).toBe(1);
    const none = await api.request.get('/api/scanner/list/1/10/klingon').set(as('owner'));
    expect((none.body as ScanPageList).total).toBe(0);

    const notes = await api.request.get('/api/user-notifications/list/false/50/1/0').set(as('owner'));
    expect(JSON.stringify(notes.body)).toContain('Text recognition finished');
  }, 180_000);

  it('downloads the PDF: it opens, holds both pages and their text as a layer', async () => {
    const versionId = scan.versions[0]!.id;
    const response = await api.request
      .get(`/api/scanner/scan/${scan.id}/version/${versionId}/pdf`)
      .set(as('owner'))
      .buffer(true)
      .parse(binaryBody);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Supply papers v1.pdf"/);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const pages = await pdfText(response.body as Buffer);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toMatch(/Quartermaster/i);
    expect(pages[1]).toMatch(/manifest/i);
    // Regression: every PDF was dated 1970-01-01 and carried the title only. A PDF date holds whole seconds.
    const details = await PDFDocument.load(response.body as Buffer, { updateMetadata: false });
    const saved = new Date(scan.versions[0]!.createdDate);
    saved.setUTCMilliseconds(0);
    expect(details.getCreationDate()?.toISOString()).toBe(saved.toISOString());
    expect(details.getModificationDate()?.toISOString()).toBe(saved.toISOString());
    expect(details.getTitle()).toBe('Supply papers');
    expect(details.getAuthor()).toBe('owner');
    expect(details.getSubject()).toBe('From the quartermaster');
    expect(details.getKeywords()).toBe('starfleet, invoices');
    const again = await api.request
      .get(`/api/scanner/scan/${scan.id}/version/${versionId}/pdf`)
      .set({ ...as('owner'), 'If-None-Match': response.headers.etag });
    expect(again.status).toBe(304);
    const image = await api.request
      .get(`/api/scanner/scan/${scan.id}/page/${scan.versions[0]!.pages[1]!.id}/image`)
      .set(as('owner'));
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  }, 180_000);

  it('refuses a spoofed image type and keeps nothing of the refused upload', async () => {
    const before = await filesOf('owner');
    const text = await api.request
      .post('/api/scanner/scan')
      .set(as('owner'))
      .field('title', 'Not an image')
      .attach('file', firstPage, 'page1.jpg')
      .attach('file', Buffer.from('<html>just text pretending</html>'), {
        filename: 'page2.jpg',
        contentType: 'image/jpeg',
      });
    expect(text.status).toBe(415);
    const gif = await api.request
      .post('/api/scanner/scan')
      .set(as('owner'))
      .field('title', 'A GIF')
      .attach('file', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), {
        filename: 'p.png',
        contentType: 'image/png',
      });
    expect(gif.status).toBe(415);
    const noTitle = await api.request
      .post('/api/scanner/scan')
      .set(as('owner'))
      .attach('file', firstPage, 'page1.jpg');
    expect(noTitle.status).toBe(400);
    expect(JSON.stringify(noTitle.body)).toContain('title');
    const badPages = await api.request
      .post('/api/scanner/scan')
      .set(as('owner'))
      .field('title', 'Bad turn')
      .field('pages', JSON.stringify([{ upload: 0, rotation: 45 }]))
      .attach('file', firstPage, 'page1.jpg');
    expect(badPages.status).toBe(400);
    expect(JSON.stringify(badPages.body)).toContain('pages.0.rotation');
    // A form's text field gets the NUL check a JSON body gets (PostgreSQL would refuse the text; SQLite kept it).
    const nul = await api.request
      .post('/api/scanner/scan')
      .set(as('owner'))
      .field('title', 'Null\u0000byte')
      .attach('file', firstPage, 'page1.jpg');
    expect(nul.status).toBe(400);
    expect((nul.body as { errors?: { field: string }[] }).errors?.[0]?.field).toBe('title');
    expect(await filesOf('owner')).toBe(before);
  });

  it('refuses pages of too many pixels from their header, four floods at once, and keeps nothing', async () => {
    // A 95 KiB PNG of 9999 x 9999 black pixels: accepted before and decoded to 300 MB, four at once 1.2 GB.
    const flood = await blankPng(9999, 9999);
    const before = await filesOf('owner');
    const memory = process.memoryUsage().rss;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.request
          .post('/api/scanner/scan')
          .set(as('owner'))
          .field('title', 'Flood')
          .attach('file', flood, { filename: 'flood.png', contentType: 'image/png' }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({
        detail: 'The image is 9999 x 9999 pixels (99,980,001): at most 40,000,000 pixels are accepted.',
        errors: [{ field: 'pages.0' }],
      });
    }
    expect(process.memoryUsage().rss - memory).toBeLessThan(150 * 1024 * 1024);
    expect(await filesOf('owner')).toBe(before);
  });

  it('gives another user a 404 for everything of the scan, and no scans in their list', async () => {
    const version = scan.versions[0]!;
    const page = version.pages[0]!;
    const stranger = as('other');
    const answers = await Promise.all([
      api.request.get(`/api/scanner/scan/${scan.id}`).set(stranger),
      api.request.post(`/api/scanner/scan/${scan.id}`).set(stranger).send({ title: 'Mine now' }),
      api.request.get(`/api/scanner/scan/${scan.id}/version/${version.id}/pdf`).set(stranger),
      api.request.get(`/api/scanner/scan/${scan.id}/page/${page.id}/image`).set(stranger),
      api.request.get(`/api/scanner/scan/${scan.id}/page/${page.id}/original`).set(stranger),
      api.request.get(`/api/scanner/scan/${scan.id}/page/${page.id}/thumbnail`).set(stranger),
      api.request
        .post(`/api/scanner/scan/${scan.id}/version`)
        .set(stranger)
        .field('pages', JSON.stringify([{ pageId: page.id }])),
      api.request.delete(`/api/scanner/scan/${scan.id}`).set(stranger),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    const list = await api.request.get('/api/scanner/list/1/10/dilithium').set(stranger);
    expect((list.body as ScanPageList).total).toBe(0);
    // Their own scan cannot borrow the owner's page either.
    const own = await api.request
      .post('/api/scanner/scan')
      .set(stranger)
      .field('title', 'Borrowing')
      .field('pages', JSON.stringify([{ pageId: page.id }]));
    expect(own.status).toBe(400);
    const anonymous = await api.request.get(`/api/scanner/scan/${scan.id}`);
    expect(anonymous.status).toBe(401);
  });

  it('saves a second version from an earlier page and a new one; the first stays as it was', async () => {
    const first = scan.versions[0]!;
    const pdfBefore = await api.request
      .get(`/api/scanner/scan/${scan.id}/version/${first.id}/pdf`)
      .set(as('owner'));
    const response = await api.request
      .post(`/api/scanner/scan/${scan.id}/version`)
      .set(as('owner'))
      .field('note', 'Cropped and a new page')
      .field(
        'pages',
        JSON.stringify([
          { pageId: first.pages[0]!.id, crop: { x: 0, y: 0, width: 1, height: 0.5 } },
          { upload: 0, rotation: 180 },
        ]),
      )
      .attach('file', thirdPage, 'page3.webp');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const second = response.body as ScanVersion;
    expect(second).toMatchObject({ versionNumber: 2, note: 'Cropped and a new page', pageCount: 2 });
    expect(second.pages[0]).toMatchObject({
      width: 700,
      height: 200,
      crop: { x: 0, y: 0, width: 1, height: 0.5 },
    });
    const done = await settled('owner', scan.id, second.id);
    expect(done.currentVersionId).toBe(second.id);
    expect(done.versions.map((version) => version.versionNumber)).toEqual([2, 1]);
    // The first version: the same pages, the same text, the same PDF.
    expect(done.versions[1]).toEqual({
      ...first,
      ocrStatus: 'done',
      ocrEngine: done.versions[1]!.ocrEngine,
      hasPdf: true,
      pages: done.versions[1]!.pages,
    });
    expect(
      done.versions[1]!.pages.map(({ id, rotation, width, height }) => ({ id, rotation, width, height })),
    ).toEqual(first.pages.map(({ id, rotation, width, height }) => ({ id, rotation, width, height })));
    const pdfAfter = await api.request
      .get(`/api/scanner/scan/${scan.id}/version/${first.id}/pdf`)
      .set(as('owner'));
    expect(pdfAfter.headers.etag).toBe(pdfBefore.headers.etag);
    // No call changes a saved version.
    for (const method of ['post', 'put', 'delete'] as const) {
      const change = await api.request[method](`/api/scanner/scan/${scan.id}/version/${first.id}`).set(
        as('owner'),
      );
      expect([404, 405]).toContain(change.status);
    }
    // Search reads every version (issue 34): the dropped words still find the scan, as found in version 1.
    expect(done.ocrText).toMatch(/Warp/i);
    const old = await api.request.get('/api/scanner/list/1/10/shuttle').set(as('owner'));
    expect((old.body as ScanPageList).records.map((item) => [item.id, item.matchedVersionNumber])).toEqual([
      [scan.id, 1],
    ]);
    const current = await api.request.get('/api/scanner/list/1/10/warp').set(as('owner'));
    expect((current.body as ScanPageList).records[0]?.id).toBe(scan.id);
    expect((current.body as ScanPageList).records[0]?.matchedVersionNumber).toBe(2);
  }, 180_000);

  // Regression: pages under ~4 KiB failed recognition with "SOI not found in JPEG" (pdf.test.ts has why).
  it('recognises a tiny page (30 x 30) and makes its PDF', async () => {
    const tiny = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const response = await api.request
      .post('/api/scanner/scan')
      .set(as('other'))
      .field('title', 'A stamp')
      .attach('file', tiny, 'stamp.jpg');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const created = response.body as Scan;
    const done = await settled('other', created.id, created.versions[0]!.id);
    expect(done.versions[0]).toMatchObject({ ocrStatus: 'done', hasPdf: true });
    // The version is marked done by the job itself, a moment before the queue marks the job succeeded.
    const job = async () =>
      (await api.request.get(`/api/jobs/${done.versions[0]!.ocrJobId}`).set(as('other'))).body as Job;
    await expect.poll(async () => (await job()).status, { timeout: 10_000 }).toBe('succeeded');
    expect((await job()).error).toBeNull();
  }, 180_000);

  // Regression: the 429 of the jobs limit was swallowed and the version ended "failed" for good.
  it('recognises a scan saved while its owner has as many jobs waiting as they may have', async () => {
    const userId = (await api.db('users').where({ user_name: 'other' }).first<{ id: number }>('id')).id;
    const waiting = Array.from({ length: api.config.jobs.perUser }, () => ({
      user_id: userId,
      kind: 'test.placeholder',
      title: 'Waiting for later',
      status: 'queued',
      payload: 'null',
      max_attempts: 1,
      // Never due while the test runs.
      run_after_ms: Date.now() + 3600_000,
      created_at: new Date(),
    }));
    await api.db('jobs').insert(waiting);
    try {
      const response = await api.request
        .post('/api/scanner/scan')
        .set(as('other'))
        .field('title', 'Busy week')
        .attach('file', firstPage, 'page1.jpg');
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const created = response.body as Scan;
      const done = await settled('other', created.id, created.versions[0]!.id);
      expect(done.versions[0]).toMatchObject({ ocrStatus: 'done', hasPdf: true });
      expect(done.ocrText).toMatch(/Quartermaster/i);
    } finally {
      await api.db('jobs').where({ user_id: userId, kind: 'test.placeholder' }).delete();
    }
  }, 180_000);

  it('edits title, description and tags (searchable at once), then deletes the scan and its files', async () => {
    const edit = await api.request
      .post(`/api/scanner/scan/${scan.id}`)
      .set(as('owner'))
      .send({ title: 'Supply papers, stardate 4523', description: 'Filed', tags: ['archive'] });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ title: 'Supply papers, stardate 4523', tags: ['archive'] });
    const byTag = await api.request.get('/api/scanner/list/1/10/archive').set(as('owner'));
    expect((byTag.body as ScanPageList).records[0]?.id).toBe(scan.id);
    const empty = await api.request.post(`/api/scanner/scan/${scan.id}`).set(as('owner')).send({ title: '' });
    expect(empty.status).toBe(400);
    const removed = await api.request.delete(`/api/scanner/scan/${scan.id}`).set(as('owner'));
    expect(removed.status).toBe(200);
    expect(await api.request.get(`/api/scanner/scan/${scan.id}`).set(as('owner'))).toHaveProperty(
      'status',
      404,
    );
    expect(await filesOf('owner')).toBe(0);
    const list = await api.request.get('/api/scanner/list/1/10').set(as('owner'));
    expect((list.body as ScanPageList).total).toBe(0);
  });
});

describe('scanner: recognition engines', () => {
  it.each(['wasm', 'native'] as const)(
    'the %s engine reads printed words with their boxes',
    async (name) => {
      const { nativeTesseractAvailable, openEngine } = await import('./ocr.js');
      if (name === 'native' && !(await nativeTesseractAvailable())) {
        console.log('scanner: Debian tesseract is not installed; the native engine is not tested');
        return;
      }
      const engine = await openEngine(name);
      try {
        const image = await samplePage(['Engineering report'], { width: 600, height: 160, fontSize: 40 });
        const { text, words } = await engine.recognize(image);
        expect(text).toMatch(/Engineering report/i);
        const word = words.find((item) => /Engineering/i.test(item.text))!;
        expect(word.x0).toBeGreaterThan(20);
        expect(word.x1).toBeGreaterThan(word.x0 + 100);
        expect(word.y1).toBeGreaterThan(word.y0 + 10);
      } finally {
        await engine.close();
      }
    },
    60_000,
  );
});
