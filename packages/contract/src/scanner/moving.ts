// Moving in and out of the Scanner: the import of a Paperless-ngx export (which also reads the Scanner's own
// export, written in the same layout) and the export of every scan as its PDF with a manifest.
import { endpoint } from '../endpoint.js';
import { importQuery, importReportSchema } from '../moving.js';

/** Paperless-ngx's `document_exporter` folder, zipped (or its `--zip`); the Scanner's own export is one too. */
export const SCANNER_IMPORT_FORMATS = ['paperless'] as const;
export type ScannerImportFormat = (typeof SCANNER_IMPORT_FORMATS)[number];

export const scannerImportQuerySchema = importQuery(SCANNER_IMPORT_FORMATS);

/** The title of the import job's Progress events. */
export const SCANNER_IMPORT_TITLE = 'Scan import';

export const scannerImportArchive = endpoint({
  method: 'POST',
  path: '/scanner/import',
  query: scannerImportQuerySchema,
  response: importReportSchema,
  summary:
    'Imports a Paperless-ngx export as a zip (the body is the file; ?format=paperless): each document with its ' +
    'original (or its archive PDF), title, created date, tags, correspondent, document type and notes becomes ' +
    'a scan; documents imported before are skipped; ?preview=true only says what would be created and skipped; ' +
    'a large file answers a jobId whose result is the report',
});

export const scannerExportAll = endpoint({
  method: 'GET',
  path: '/scanner/export',
  summary:
    "Every scan of the caller as a zip: each scan's current PDF with its text layer, and manifest.json (in " +
    "Paperless-ngx's layout) with titles, descriptions, tags, dates and every version",
});
