// A PDF's pages as JPEG images, drawn by pdf.js in a worker thread of its own (pdf-worker.ts), ended when it
// takes longer than the time limit or its heap grows past the memory limit: a hostile PDF costs one thread
// for a bounded time, never the API's event loop.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfRenderAnswer, PdfRenderStart } from './pdf-worker.js';

export interface PdfRenderLimits {
  maxPages: number;
  maxSide: number;
  maxImagePixels: number;
  timeLimitMs: number;
}

export class PdfRenderError extends Error {
  constructor(
    readonly problem: 'broken' | 'pages' | 'encrypted' | 'time',
    message: string,
  ) {
    super(message);
  }
}

const require = createRequire(import.meta.url);
const FONTS =
  path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

/** The worker; from the TypeScript sources (tests) through tsx's loader, as jobs/pool.ts does. */
function renderWorker(start: PdfRenderStart): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: 512 };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pdf-worker.js', import.meta.url), { workerData: start, resourceLimits });
  }
  const tsx = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL('./pdf-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, {
    eval: true,
    workerData: start,
    resourceLimits,
    execArgv: ['--conditions=@lcars/source'],
  });
}

export function renderPdfPages(bytes: Uint8Array, limits: PdfRenderLimits): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const worker = renderWorker({
      bytes,
      maxPages: limits.maxPages,
      maxSide: limits.maxSide,
      maxImagePixels: limits.maxImagePixels,
      fonts: FONTS,
    });
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new PdfRenderError('time', `The PDF took longer than ${limits.timeLimitMs / 1000} s to draw.`),
          ),
        ),
      limits.timeLimitMs,
    );
    worker.once('message', (answer: PdfRenderAnswer) =>
      finish(() =>
        answer.ok ? resolve(answer.pages) : reject(new PdfRenderError(answer.problem, answer.message)),
      ),
    );
    worker.once('error', () =>
      finish(() => reject(new PdfRenderError('broken', 'The PDF could not be drawn within its memory.'))),
    );
    worker.once('exit', () =>
      finish(() => reject(new PdfRenderError('broken', 'The PDF could not be drawn.'))),
    );
  });
}
