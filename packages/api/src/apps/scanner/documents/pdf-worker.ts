// Draws a PDF's pages as JPEG images, in a worker thread of its own (pdf-render.ts starts it): pdf.js parses
// and draws on the thread that calls it, so a long or hostile PDF never holds the API's event loop, and the
// thread is ended when it takes too long or grows past its memory. Pages are drawn at 300 dpi with the long
// side capped (the size recognition reads best), so the pixels drawn are bounded by our choice, not the
// file's; images inside the PDF past the pixel limit are left out by pdf.js (maxImageSize).
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfRenderStart {
  bytes: Uint8Array;
  maxPages: number;
  maxSide: number;
  maxImagePixels: number;
  /** pdf.js's standard fonts, as a folder path ending in a slash (a PDF may use them without embedding). */
  fonts: string;
}

export type PdfRenderAnswer =
  | { ok: true; pages: Uint8Array[] }
  | { ok: false; problem: 'broken' | 'pages' | 'encrypted'; message: string };

interface NodeCanvas {
  toBuffer(type: 'image/jpeg', quality: number): Buffer;
}

async function render(start: PdfRenderStart): Promise<PdfRenderAnswer> {
  let document;
  try {
    document = await getDocument({
      data: start.bytes,
      isEvalSupported: false,
      maxImageSize: start.maxImagePixels,
      standardFontDataUrl: start.fonts,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'PasswordException') {
      return { ok: false, problem: 'encrypted', message: 'The PDF is protected by a password.' };
    }
    return { ok: false, problem: 'broken', message: 'The PDF could not be read.' };
  }
  try {
    if (document.numPages > start.maxPages) {
      return {
        ok: false,
        problem: 'pages',
        message: `The PDF has ${document.numPages} pages: at most ${start.maxPages} are read.`,
      };
    }
    const pages: Uint8Array[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(300 / 72, start.maxSide / Math.max(base.width, base.height, 1));
      const viewport = page.getViewport({ scale });
      const factory = document.canvasFactory as {
        create(width: number, height: number): { canvas: NodeCanvas; context: unknown };
      };
      const { canvas, context } = factory.create(
        Math.max(1, Math.ceil(viewport.width)),
        Math.max(1, Math.ceil(viewport.height)),
      );
      // White paper under the page: a PDF page with no background would otherwise become black in a JPEG.
      const paint = context as {
        fillStyle: string;
        fillRect(x: number, y: number, w: number, h: number): void;
      };
      paint.fillStyle = '#ffffff';
      paint.fillRect(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      pages.push(new Uint8Array(canvas.toBuffer('image/jpeg', 90)));
      page.cleanup();
    }
    return { ok: true, pages };
  } catch {
    return { ok: false, problem: 'broken', message: 'A page of the PDF could not be drawn.' };
  } finally {
    await document.destroy();
  }
}

const answer = await render(workerData as PdfRenderStart);
parentPort!.postMessage(answer, answer.ok ? answer.pages.map((page) => page.buffer as ArrayBuffer) : []);
