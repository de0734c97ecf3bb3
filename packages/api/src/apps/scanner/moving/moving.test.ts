// Moving into and out of the Scanner: Paperless-ngx exports built from its exporter's layout (a zipped folder
// with an office file known by its archive, a --split-manifest --zip export with a TIFF, a hostile one, broken
// ones, a bomb), previewed, imported twice (nothing new the second time), a large one as a job; then the
// Scanner's own export read back into a fresh user and compared.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportReport, Job } from '@lcars/contract';
import type { Scan, ScanPageList } from '@lcars/contract/scanner';
import { ZipReader } from '../../../zip/index.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/server.js';
import { testUsers } from '../../../../test/requests.js';
import {
  paperlessBombZip,
  paperlessFolderZip,
  paperlessHostileZip,
  paperlessSplitZip,
} from '../../../../test/paperless-exports.js';
import { binaryBody } from '../../../../test/scan-documents.js';
import { buildZip } from '../../../../test/zips.js';
import { ALREADY_IMPORTED } from './write.js';

describeEachDatabase('scanner moving', (kind) => {
  let api: TestServer;
  const { addUser, as } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: { PORTAL_JOB_WORKERS: '1', PORTAL_SCANNER_NOTIFY_AFTER_MS: '0' },
    });
    await addUser('archivist', ['Member']);
    await addUser('snoop', ['Member']);
    await addUser('fresh', ['Member']);
    await addUser('mover', ['Member']);
  });
  afterAll(async () => {
    await api?.close();
  });

  const send = (file: Buffer, preview = false, user = 'archivist') =>
    api.request
      .post(`/api/scanner/import?format=paperless${preview ? '&preview=true' : ''}`)
      .set(as(user))
      .set('Content-Type', 'application/zip')
      .send(file);
  const scansOf = async (user: string): Promise<Scan[]> => {
    const list = (await api.request.get('/api/scanner/list/1/100').set(as(user))).body as ScanPageList;
    const scans: Scan[] = [];
    for (const summary of list.records) {
      scans.push((await api.request.get(`/api/scanner/scan/${summary.id}`).set(as(user))).body as Scan);
    }
    return scans.sort((a, b) => a.title.localeCompare(b.title));
  };
  const finished = async (jobId: number, user: string): Promise<Job> => {
    for (let tries = 0; tries < 600; tries += 1) {
      const job = (await api.request.get(`/api/jobs/${jobId}`).set(as(user))).body as Job;
      if (['succeeded', 'failed', 'cancelled'].includes(job.status)) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The job did not end.');
  };
  const recognised = async (user: string): Promise<void> => {
    for (let tries = 0; tries < 1200; tries += 1) {
      const scans = await scansOf(user);
      if (scans.every((scan) => scan.versions.every((version) => version.hasPdf))) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('Recognition did not end.');
  };

  let folder: { zip: Buffer; pdf: Buffer };

  it('previews a zipped export folder: what would be created, and what is skipped and why', async () => {
    folder = await paperlessFolderZip();
    const response = await send(folder.zip, true);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      preview: true,
      format: 'paperless',
      created: [
        { source: '2024-03-01 Council tax 2024.pdf', title: 'Council tax 2024', id: null },
        { source: '2023-11-20 Hardware store receipt.jpg', title: 'Hardware store receipt', id: null },
        // An office original comes in as its archive PDF.
        { source: '2024-04-02 Garden plan-archive.pdf', title: 'Garden plan', id: null },
      ],
      skipped: [
        {
          source: '2019-01-01 Old bank letter.pdf',
          title: 'Old bank letter',
          reason: "The document is in Paperless-ngx's trash.",
        },
      ],
      counts: { scans: 3, pages: 0 },
    } satisfies ImportReport);
    expect(await scansOf('archivist')).toEqual([]);
  });

  it('imports documents as scans: titles, dates, tags with the correspondent and type, notes, originals', async () => {
    const response = await send(folder.zip);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const report = response.body as ImportReport;
    expect(report.counts).toEqual({ scans: 3, pages: 4 });
    const scans = await scansOf('archivist');
    expect(scans.map((scan) => [scan.title, scan.tags, scan.pageCount, scan.createdDate])).toEqual([
      ['Council tax 2024', ['Taxes'], 2, '2024-03-01T12:00:00.000Z'],
      ['Garden plan', [], 1, '2024-04-02T12:00:00.000Z'],
      // A tag holding a comma keeps its words.
      ['Hardware store receipt', ['Home  garden'], 1, '2023-11-20T14:42:00.000Z'],
    ]);
    const tax = scans[0]!;
    // Paperless-ngx's correspondent and type become the user's own, made on first use.
    expect([tax.correspondent?.name, tax.documentType?.name]).toEqual(['City Council', 'Invoice']);
    const vocabularies = await api.request.get('/api/scanner/vocabularies').set(as('archivist'));
    expect(vocabularies.body).toMatchObject({
      correspondents: [{ name: 'City Council', scanCount: 1 }],
      documentTypes: [{ name: 'Invoice', scanCount: 1 }],
    });
    expect(tax.description).toBe('2024-03-05: Paid by direct debit.');
    expect(tax.originals.map((original) => [original.name, original.pageCount])).toEqual([
      ['2024-03-01 Council tax 2024.pdf', 2],
    ]);
    const original = await api.request
      .get(`/api/scanner/scan/${tax.id}/original/${tax.originals[0]!.id}`)
      .set(as('archivist'))
      .buffer(true)
      .parse(binaryBody);
    expect(Buffer.compare(original.body as Buffer, folder.pdf)).toBe(0);
    // The receipt is an image: its one page, no original document.
    expect(scans[2]!.originals).toEqual([]);
    // Another user sees none of it.
    expect((await api.request.get(`/api/scanner/scan/${tax.id}`).set(as('snoop'))).status).toBe(404);
    expect(await scansOf('snoop')).toEqual([]);
  }, 120_000);

  it('imports the same export twice without creating anything new', async () => {
    const again = (await send(folder.zip)).body as ImportReport;
    expect(again.created).toEqual([]);
    expect(again.counts).toEqual({ scans: 0, pages: 0 });
    expect(
      again.skipped.filter((line) => line.reason === ALREADY_IMPORTED).map((line) => line.title),
    ).toEqual(['Council tax 2024', 'Hardware store receipt', 'Garden plan']);
    expect(await scansOf('archivist')).toHaveLength(3);
  });

  it('reads a --zip --split-manifest export with its folders: a TIFF of two pages and its note', async () => {
    const answer = await send(paperlessSplitZip());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const report = answer.body as ImportReport;
    expect(report.created.map((line) => [line.source, line.title])).toEqual([
      ['originals/2022-06-30 Fax from the vet.tiff', 'Fax from the vet'],
    ]);
    const fax = (await scansOf('archivist')).find((scan) => scan.title === 'Fax from the vet')!;
    expect(fax).toMatchObject({
      pageCount: 2,
      tags: ['Taxes'],
      description: '2022-07-01: Vaccination due in June.',
    });
    expect(fax.originals[0]).toMatchObject({ contentType: 'image/tiff', pageCount: 2 });
  }, 60_000);

  it('skips what a hostile export points at: files outside it, a TIFF bomb, a missing file; long titles cut', async () => {
    // The TIFF bomb is skipped from its header's size, before decoding (the reason names its pixels).
    const response = await send(paperlessHostileZip());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const report = response.body as ImportReport;
    expect(report.created).toEqual([]);
    expect(report.skipped.map((line) => [line.source, line.title.length])).toEqual([
      ['../../../etc/passwd', 6],
      ['bomb.tif', 200],
      ['missing.pdf', 7],
    ]);
    expect(report.skipped[0]!.reason).toBe(
      '../../../etc/passwd is named in the manifest but is not in the zip.',
    );
    expect(report.skipped[1]!.reason).toMatch(/60000 x 60000 pixels/);
    expect(report.skipped[2]!.reason).toMatch(/not in the zip/);
  });

  it('answers a broken file with a 400 naming the problem, and a bomb with a 413', async () => {
    const notZip = await send(Buffer.from('manifest.json'));
    expect(notZip.status).toBe(400);
    expect(JSON.stringify(notZip.body)).toMatch(/not a readable zip/);
    const noManifest = await send(buildZip([{ name: 'readme.txt', content: Buffer.from('hello') }]));
    expect(noManifest.status).toBe(400);
    expect(JSON.stringify(noManifest.body)).toMatch(/no manifest\.json: it is not a Paperless-ngx export/);
    const notJson = await send(buildZip([{ name: 'manifest.json', content: Buffer.from('{"model": ') }]));
    expect(notJson.status).toBe(400);
    expect(JSON.stringify(notJson.body)).toMatch(/manifest\.json is not JSON/);
    const empty = await send(buildZip([{ name: 'manifest.json', content: Buffer.from('[]') }]));
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toMatch(/holds no documents/);
    const bomb = await send(paperlessBombZip());
    expect(bomb.status).toBe(413);
    const format = await api.request
      .post('/api/scanner/import?format=evernote')
      .set(as('archivist'))
      .set('Content-Type', 'application/zip')
      .send(folder.zip);
    expect(format.status).toBe(400);
  });

  it('exports every scan as its PDF with a manifest, which imports into a fresh user as the same scans', async () => {
    await recognised('archivist');
    const exported = await api.request
      .get('/api/scanner/export')
      .set(as('archivist'))
      .buffer(true)
      .parse(binaryBody);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const zip = exported.body as Buffer;
    const entries = await zipParts(zip);
    const manifest = JSON.parse(
      entries.find((entry) => entry.name === 'manifest.json')!.content.toString('utf8'),
    ) as {
      model: string;
      fields: { title: string; content: string };
      lcars?: { versions: { note: string }[] };
    }[];
    const documents = manifest.filter((object) => object.model === 'documents.document');
    expect(documents.map((document) => document.fields.title).sort()).toEqual([
      'Council tax 2024',
      'Fax from the vet',
      'Garden plan',
      'Hardware store receipt',
    ]);
    expect(
      documents.every((document) => document.lcars!.versions[0]!.note === 'Imported from Paperless-ngx'),
    ).toBe(true);
    // Each PDF carries the recognised text as its text layer.
    const pdfs = entries.filter((entry) => entry.name.endsWith('.pdf'));
    expect(pdfs).toHaveLength(4);
    const council = documents.find((document) => document.fields.title === 'Council tax 2024')!;
    expect(council.fields.content).toMatch(/Council/i);
    // Nothing of another user's.
    const theirs = await api.request
      .get('/api/scanner/export')
      .set(as('snoop'))
      .buffer(true)
      .parse(binaryBody);
    const theirManifest = (await zipParts(theirs.body as Buffer)).find(
      (entry) => entry.name === 'manifest.json',
    )!;
    expect(JSON.parse(theirManifest.content.toString('utf8'))).toEqual([]);

    const imported = await send(zip, false, 'mover');
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((imported.body as ImportReport).counts.scans).toBe(4);
    const shape = (scans: Scan[]) =>
      scans.map((scan) => ({
        title: scan.title,
        description: scan.description,
        tags: scan.tags,
        correspondent: scan.correspondent?.name ?? null,
        documentType: scan.documentType?.name ?? null,
        createdDate: scan.createdDate,
        pageCount: scan.pageCount,
      }));
    expect(shape(await scansOf('mover'))).toEqual(shape(await scansOf('archivist')));
    // Imported again: nothing new.
    expect(((await send(zip, false, 'mover')).body as ImportReport).created).toEqual([]);
  }, 180_000);

  it('a large export runs as a background job; its result is the report, and the upload is released', async () => {
    const file = buildZip([
      ...(await zipParts(folder.zip)),
      { name: 'padding.bin', content: randomBytes(5 * 1024 * 1024), stored: true },
    ]);
    const answer = await send(file, false, 'fresh');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const queued = answer.body as ImportReport;
    expect(typeof queued.jobId).toBe('number');
    const job = await finished(queued.jobId!, 'fresh');
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect((job.result as ImportReport).counts).toEqual({ scans: 3, pages: 4 });
    expect((await api.request.get(`/api/jobs/${queued.jobId!}`).set(as('snoop'))).status).toBe(404);
    const kept = async () =>
      Number(
        (
          (await api.db('stored_files').where({ kind: 'scanner.import' }).count({ n: '*' }))[0] as {
            n: unknown;
          }
        ).n,
      );
    await expect.poll(kept, { timeout: 10_000 }).toBe(0);
  }, 120_000);
});

/** The entries of a zip as parts to build another from. */
async function zipParts(zip: Buffer): Promise<{ name: string; content: Buffer }[]> {
  const reader = await ZipReader.open(zip);
  try {
    const parts = [];
    for (const entry of reader.entries) parts.push({ name: entry.name, content: await reader.read(entry) });
    return parts;
  } finally {
    reader.close();
  }
}
