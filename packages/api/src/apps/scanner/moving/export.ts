// Every scan of a user as a zip, streamed: each scan's PDF with its text layer (the current version's, or the
// newest that has one while recognition runs) and manifest.json in Paperless-ngx's layout (its exporter's
// `documents.document` and `documents.tag` objects, `__exported_file_name__` naming the file), so that the
// Scanner's own import, and a reader of Paperless-ngx exports, read it back. What Paperless-ngx has no field
// for (the description and every version with its note, date, author and pages) travels in each document's
// `lcars` object. The PDFs are stored as they are (compressed already); one is read at a time.
import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { isoOf } from '../../../db/dates.js';
import { typed } from '../../../db/typed.js';
import type { ServerContext } from '../../../server-context.js';
import { tagsOf, type ScanRow, type VersionRow } from '../rows.js';

/** A version as the manifest lists it, with its author's user name. */
type VersionLine = Omit<VersionRow, 'ocr_text' | 'created_by_id'> & { created_by: string };

const safeName = (title: string): string =>
  title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, 80) || 'scan';

/** The export as a stream of zip bytes (the route sends it as it is made). */
export function scannerExport(server: Pick<ServerContext, 'db' | 'files'>, userId: number): PassThrough {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async (): Promise<void> => {
    // One PDF at a time: wait while the client is behind.
    while (out.writableLength > 8 * 1024 * 1024 && !out.destroyed) {
      await new Promise((resolve) => out.once('drain', resolve));
    }
  };
  const add = async (name: string, bytes: Uint8Array, compress: boolean): Promise<void> => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(entry);
    entry.push(bytes, true);
    await drained();
  };
  void (async () => {
    const scans = await typed<ScanRow[]>(server.db('scans').where({ user_id: userId }).orderBy('id'));
    const versions = await typed<VersionLine[]>(
      server
        .db('scan_versions as v')
        .join('scans as s', 's.id', 'v.scan_id')
        .join('users as u', 'u.id', 'v.created_by_id')
        .where('s.user_id', userId)
        .orderBy('v.version_number', 'desc')
        .select(
          'v.id',
          'v.scan_id',
          'v.version_number',
          'v.note',
          'v.page_count',
          'v.pdf_file_id',
          'v.ocr_status',
          'v.created_at',
          'u.user_name as created_by',
        ),
    );
    const tagIds = new Map<string, number>();
    const manifest: unknown[] = [];
    for (const scan of scans) {
      for (const tag of tagsOf(scan.tags)) if (!tagIds.has(tag)) tagIds.set(tag, tagIds.size + 1);
    }
    for (const [name, pk] of tagIds) manifest.push({ model: 'documents.tag', pk, fields: { name } });
    // The user's correspondents and document types, by their own ids (Paperless-ngx's models).
    for (const [model, table] of [
      ['documents.correspondent', 'scan_correspondents'],
      ['documents.documenttype', 'scan_document_types'],
    ] as const) {
      const rows = await typed<{ id: number; name: string }[]>(
        server.db(table).where({ user_id: userId }).orderBy('id').select('id', 'name'),
      );
      for (const row of rows) manifest.push({ model, pk: Number(row.id), fields: { name: row.name } });
    }
    for (const scan of scans) {
      const own = versions.filter((version) => version.scan_id === scan.id);
      const current = own.find((version) => version.id === scan.current_version_id);
      const withPdf =
        current?.pdf_file_id != null ? current : own.find((version) => version.pdf_file_id !== null);
      const fileName = `originals/${scan.id}-${safeName(scan.title)}.pdf`;
      let checksum = '';
      if (withPdf?.pdf_file_id != null) {
        const bytes = await server.files.readOwned(userId, withPdf.pdf_file_id);
        checksum = createHash('md5').update(bytes).digest('hex');
        await add(fileName, bytes, false);
      }
      manifest.push({
        model: 'documents.document',
        pk: scan.id,
        fields: {
          title: scan.title,
          content: scan.ocr_text,
          created: isoOf(scan.created_at),
          modified: isoOf(scan.modified_at),
          added: isoOf(scan.created_at),
          tags: tagsOf(scan.tags).map((tag) => tagIds.get(tag)),
          correspondent: scan.correspondent_id ?? null,
          document_type: scan.document_type_id ?? null,
          checksum,
          mime_type: 'application/pdf',
          original_filename: `${safeName(scan.title)}.pdf`,
        },
        ...(checksum === '' ? {} : { __exported_file_name__: fileName }),
        lcars: {
          description: scan.description,
          pdfVersion: withPdf?.version_number ?? null,
          versions: own.map((version) => ({
            versionNumber: version.version_number,
            note: version.note,
            createdDate: isoOf(version.created_at),
            createdBy: version.created_by,
            pageCount: version.page_count,
            ocrStatus: version.ocr_status,
          })),
        },
      });
    }
    const encoder = new TextEncoder();
    await add('manifest.json', encoder.encode(JSON.stringify(manifest, null, 2)), true);
    await add(
      'metadata.json',
      encoder.encode(JSON.stringify({ version: 'LCARS portal Scanner export 1' }, null, 2)),
      true,
    );
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
