// Paperless-ngx exports built here from its exporter's documented layout (`document_exporter`): manifest.json,
// a list of Django objects (`documents.tag`, `documents.correspondent`, `documents.documenttype`,
// `documents.document` with `__exported_file_name__` and `__exported_archive_name__`, `documents.note`), the
// originals and the archived PDFs beside it; with `--split-manifest` one `<name>-manifest.json` per document.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { greyTiff, textPdf } from './scan-documents.js';
import { buildZip, deflatedZeros, type ZipPart } from './zips.js';

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');
const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value, null, 2));

interface PaperlessDocument {
  pk: number;
  title: string;
  created: string;
  tags?: number[];
  correspondent?: number | null;
  document_type?: number | null;
  mime_type: string;
  original?: { name: string; bytes: Buffer };
  archive?: { name: string; bytes: Buffer };
  deleted_at?: string | null;
}

function documentObject(document: PaperlessDocument): Record<string, unknown> {
  return {
    model: 'documents.document',
    pk: document.pk,
    fields: {
      correspondent: document.correspondent ?? null,
      storage_path: null,
      title: document.title,
      content: `${document.title} text`,
      mime_type: document.mime_type,
      checksum: document.original ? md5(document.original.bytes) : null,
      archive_checksum: document.archive ? md5(document.archive.bytes) : null,
      created: document.created,
      modified: '2024-05-01T10:00:00.000Z',
      storage_type: 'unencrypted',
      added: '2024-05-01T09:00:00.000Z',
      filename: document.original?.name ?? null,
      archive_filename: document.archive?.name ?? null,
      original_filename: document.original?.name.split('/').pop() ?? null,
      archive_serial_number: null,
      owner: 1,
      deleted_at: document.deleted_at ?? null,
      document_type: document.document_type ?? null,
      tags: document.tags ?? [],
    },
    ...(document.original ? { __exported_file_name__: document.original.name } : {}),
    ...(document.archive ? { __exported_archive_name__: document.archive.name } : {}),
    __exported_thumbnail_name__: `thumbnails/${document.pk}-thumbnail.webp`,
  };
}

const vocabulary = [
  { model: 'documents.tag', pk: 1, fields: { name: 'Taxes', color: '#a6cee3', is_inbox_tag: false } },
  { model: 'documents.tag', pk: 2, fields: { name: 'Home, garden', color: '#1f78b4', is_inbox_tag: true } },
  {
    model: 'documents.correspondent',
    pk: 7,
    fields: { name: 'City Council', match: '', matching_algorithm: 1 },
  },
  { model: 'documents.documenttype', pk: 3, fields: { name: 'Invoice', match: '', matching_algorithm: 1 } },
  { model: 'auth.user', pk: 1, fields: { username: 'admin', password: 'pbkdf2_sha256$...' } },
];

/**
 * The export folder zipped by hand (everything under `export/`): a PDF with its archive, a photographed
 * receipt (JPEG, no archive), an office file known by its archive PDF only, a document in the trash, a note.
 */
export async function paperlessFolderZip(): Promise<{ zip: Buffer; pdf: Buffer }> {
  const pdf = await textPdf([['Council tax bill'], ['Payment slip']]);
  const archive = await textPdf([['Council tax bill archived'], ['Payment slip archived']]);
  const receipt = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#ffffff' },
  })
    .jpeg()
    .toBuffer();
  const officeArchive = await textPdf([['Garden plan']]);
  const documents: PaperlessDocument[] = [
    {
      pk: 1,
      title: 'Council tax 2024',
      created: '2024-03-01',
      tags: [1],
      correspondent: 7,
      document_type: 3,
      mime_type: 'application/pdf',
      original: { name: '2024-03-01 Council tax 2024.pdf', bytes: pdf },
      archive: { name: '2024-03-01 Council tax 2024-archive.pdf', bytes: archive },
    },
    {
      pk: 2,
      title: 'Hardware store receipt',
      created: '2023-11-20T15:42:00+01:00',
      tags: [2],
      mime_type: 'image/jpeg',
      original: { name: '2023-11-20 Hardware store receipt.jpg', bytes: receipt },
    },
    {
      pk: 3,
      title: 'Garden plan',
      created: '2024-04-02',
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      original: { name: '2024-04-02 Garden plan.docx', bytes: Buffer.from('PK not really a docx') },
      archive: { name: '2024-04-02 Garden plan-archive.pdf', bytes: officeArchive },
    },
    {
      pk: 4,
      title: 'Old bank letter',
      created: '2019-01-01',
      mime_type: 'application/pdf',
      original: { name: '2019-01-01 Old bank letter.pdf', bytes: await textPdf([['Bank']]) },
      deleted_at: '2024-05-02T10:00:00Z',
    },
  ];
  const manifest = [
    ...vocabulary,
    ...documents.map(documentObject),
    {
      model: 'documents.note',
      pk: 1,
      fields: { note: 'Paid by direct debit.', created: '2024-03-05T08:00:00Z', document: 1, user: 1 },
    },
  ];
  const parts: ZipPart[] = [
    { name: 'export/manifest.json', content: json(manifest) },
    { name: 'export/metadata.json', content: json({ version: '2.15.3' }) },
  ];
  for (const document of documents) {
    if (document.original)
      parts.push({ name: `export/${document.original.name}`, content: document.original.bytes });
    if (document.archive)
      parts.push({ name: `export/${document.archive.name}`, content: document.archive.bytes });
  }
  return { zip: buildZip(parts), pdf };
}

/** `document_exporter --zip --split-manifest --use-folder-prefix`: a TIFF original, its manifest under json/. */
export function paperlessSplitZip(): Buffer {
  const tiff = greyTiff([
    { width: 300, height: 400, grey: 230 },
    { width: 300, height: 400, grey: 200 },
  ]);
  const document = documentObject({
    pk: 11,
    title: 'Fax from the vet',
    created: '2022-06-30',
    tags: [1],
    mime_type: 'image/tiff',
    original: { name: 'originals/2022-06-30 Fax from the vet.tiff', bytes: tiff },
  });
  const note = {
    model: 'documents.note',
    pk: 4,
    fields: { note: 'Vaccination due in June.', created: '2022-07-01T08:00:00Z', document: 11, user: 1 },
  };
  return buildZip([
    { name: 'manifest.json', content: json(vocabulary) },
    { name: 'metadata.json', content: json({ version: '2.15.3' }) },
    { name: 'json/2022-06-30 Fax from the vet-manifest.json', content: json([document, note]) },
    // Stored, as the exporter's zip holds files that compress no further (a real fax TIFF is compressed).
    { name: 'originals/2022-06-30 Fax from the vet.tiff', content: tiff, stored: true },
  ]);
}

/**
 * Hostile: a manifest naming files outside the export and a huge title, a TIFF bomb as an original (a few
 * hundred bytes declaring 60,000 x 60,000 pixels), and a document whose original is missing.
 */
export function paperlessHostileZip(): Buffer {
  const bomb = greyTiff([{ width: 60_000, height: 60_000, dataBytes: 16 }]);
  const documents = [
    documentObject({
      pk: 21,
      title: 'Escape',
      created: '2024-01-01',
      mime_type: 'application/pdf',
      original: { name: '../../../etc/passwd', bytes: Buffer.from('root:x:0:0') },
    }),
    documentObject({
      pk: 22,
      title: 'T'.repeat(5000),
      created: 'not a date',
      mime_type: 'image/tiff',
      original: { name: 'bomb.tif', bytes: bomb },
    }),
    documentObject({
      pk: 23,
      title: 'Missing',
      created: '2024-01-01',
      mime_type: 'application/pdf',
      original: { name: 'missing.pdf', bytes: Buffer.from('%PDF-') },
    }),
  ];
  return buildZip([
    { name: 'manifest.json', content: json(documents) },
    { name: 'bomb.tif', content: bomb },
  ]);
}

/** A zip whose manifest.json is a deflate bomb: refused from the declared sizes before it inflates. */
export function paperlessBombZip(): Buffer {
  return buildZip([{ name: 'manifest.json', deflated: deflatedZeros(30 * 1024 * 1024) }]);
}
