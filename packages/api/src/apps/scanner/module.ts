// The Scanner app module (docs/decisions.md, "Scanner"): scans with immutable versions of pages,
// each version's text recognised in the background (a job per version) and its PDF with a text layer.
import { SCANNER_OCR_TITLE, scannerManifest } from '@lcars/contract/scanner';
import { defineJobKind } from '../../jobs/kind.js';
import { defineAppModule } from '../module.js';
import * as m052 from './migrations/052_scanner.js';
import * as m002 from './migrations/scanner_002_originals.js';
import * as m003 from './migrations/scanner_003_ocr_engine.js';
import * as m004 from './migrations/scanner_004_vocabularies.js';
import * as m005 from './migrations/scanner_005_document_date.js';
import * as m006 from './migrations/scanner_006_all_versions_search.js';
import { seedScannerDemo } from './demo.js';
import { scannerRoutes } from './routes.js';
import { reindexScan } from './writes.js';
import { scanImportJob } from './moving/job.js';
import { startConsuming } from './consume.js';
import { scannerPersonalExport } from './moving/personal-export.js';
import {
  RECOGNITION_JOB,
  recognitionEnded,
  recognitionSucceeded,
  scanImageKind,
  scanPageKind,
  scanPdfKind,
} from './service.js';

export const recognitionJob = defineJobKind({
  name: RECOGNITION_JOB,
  title: SCANNER_OCR_TITLE,
  // Seconds a page, and its owner waits for it: never behind hours of password searches.
  lane: 'short',
  handler: new URL('./handler.js', import.meta.url),
  // About 10 s a page on the WebAssembly engine, 50 pages at most, on a loaded machine.
  timeLimitMs: 30 * 60_000,
  maxPayloadBytes: 64 * 1024,
  retries: 1,
  onSucceeded: recognitionSucceeded,
  onEnded: recognitionEnded,
});

export const scannerModule = defineAppModule({
  manifest: scannerManifest,
  name: 'scanner',
  routes: scannerRoutes,
  migrations: [
    { name: '052_scanner', ...m052 },
    { name: 'scanner_002_originals', ...m002 },
    { name: 'scanner_003_ocr_engine', ...m003 },
    { name: 'scanner_004_vocabularies', ...m004 },
    { name: 'scanner_005_document_date', ...m005 },
    { name: 'scanner_006_all_versions_search', ...m006 },
  ],
  jobs: [recognitionJob, scanImportJob],
  rebuildSearchIndex: async (trx) => {
    for (const { id } of await trx('scans').select<{ id: number }[]>('id')) await reindexScan(trx, id);
  },
  fileReferences: [
    { table: 'scan_pages', column: 'source_file_id', kind: scanPageKind },
    { table: 'scan_pages', column: 'image_file_id', kind: scanImageKind },
    { table: 'scan_versions', column: 'pdf_file_id', kind: scanPdfKind },
    { table: 'scan_originals', column: 'file_id', kind: scanPageKind },
  ],
  personalExport: scannerPersonalExport,
  // The demo scans need the file store and the jobs, which exist once the server listens; so does the
  // consumption folder (consume.ts).
  start: (server) => {
    // Not in test runs (NODE_ENV=test): every suite's server would queue recognition of the demo pages.
    // PORTAL_SCANNER_DEMO=true asks for them there (the end-to-end run); false turns them off anywhere.
    const wanted = server.config.scanner.demo;
    const seeding =
      server.config.demo && wanted !== false && (server.config.nodeEnv !== 'test' || wanted === true)
        ? seedScannerDemo(server).catch((error: unknown) =>
            server.log.error('Scanner: demo content failed', error),
          )
        : Promise.resolve();
    const consuming = startConsuming(server);
    return { stop: () => Promise.all([seeding, consuming.stop()]).then(() => undefined) };
  },
});
