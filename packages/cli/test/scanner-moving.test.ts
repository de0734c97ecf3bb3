import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '@lcars/contract';
import { ADMIN_PASSWORD, login, runCli, startServer, type RunningServer } from './harness.js';
import { storedZip } from './stored-zip.js';

/** A one-page PDF written by hand: a blank page of 200 x 300 points (its cross-reference table exact). */
function blankPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** `lcars import scanner` (a Paperless-ngx export) and `lcars export scanner` against a real server. */
describe('lcars import and export of scans against a real server', () => {
  let server: RunningServer;
  let work: string;
  const lcars = (args: string[]) => runCli(args, { configDir: join(work, 'admin') });

  beforeAll(async () => {
    server = await startServer();
    work = await mkdtemp(join(tmpdir(), 'lcars-scanner-'));
    await login(server.url, join(work, 'admin'), 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('previews and imports a Paperless-ngx export, skips it the second time, and exports every scan', async () => {
    const manifest = [
      { model: 'documents.tag', pk: 1, fields: { name: 'Insurance' } },
      {
        model: 'documents.document',
        pk: 5,
        fields: {
          title: 'Policy schedule',
          created: '2025-02-03',
          tags: [1],
          correspondent: null,
          document_type: null,
          checksum: '0123456789abcdef0123456789abcdef',
          mime_type: 'application/pdf',
          deleted_at: null,
        },
        __exported_file_name__: '2025-02-03 Policy schedule.pdf',
      },
    ];
    const file = join(work, 'export.zip');
    await writeFile(
      file,
      storedZip([
        { name: 'manifest.json', content: Buffer.from(JSON.stringify(manifest)) },
        { name: '2025-02-03 Policy schedule.pdf', content: blankPdf() },
      ]),
    );
    const preview = await lcars(['import', 'scanner', file, '--preview', '--json']);
    expect(preview.code, preview.stderr).toBe(0);
    expect(JSON.parse(preview.stdout)).toEqual({
      preview: true,
      format: 'paperless',
      created: [{ source: '2025-02-03 Policy schedule.pdf', title: 'Policy schedule', id: null }],
      skipped: [],
      counts: { scans: 1, pages: 0 },
    });
    const imported = await lcars(['import', 'scanner', file, '--json']);
    expect(imported.code, imported.stderr).toBe(0);
    const report = JSON.parse(imported.stdout) as ImportReport;
    expect(report.counts).toEqual({ scans: 1, pages: 1 });
    expect(typeof report.created[0]!.id).toBe('number');
    const again = JSON.parse((await lcars(['import', 'scanner', file, '--json'])).stdout) as ImportReport;
    expect(again.created).toEqual([]);
    expect(again.skipped[0]!.reason).toBe('This document was imported before.');

    const out = join(work, 'scans.zip');
    const exported = await lcars(['export', 'scanner', '--out', out, '--json']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({ app: 'scanner', format: 'zip', file: out });
    expect((await readFile(out)).subarray(0, 2).toString('latin1')).toBe('PK');
  }, 60_000);
});
