// A PDF's pages as images, drawn in the browser by pdf.js (its own lazy chunk: only a PDF added on the capture
// page loads it; its worker is served from our own assets). About 200 dpi: enough for recognition.
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

const SCALE = 200 / 72;
export const MAX_PDF_PAGES = 50;

export async function pdfPagesAsImages(file: Blob): Promise<Blob[]> {
  // isEvalSupported: false keeps pdf.js from compiling fonts with `new Function` (and from probing for it,
  // which the portal's Content-Security-Policy reports as a violation); it draws them without.
  const document = await getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    isEvalSupported: false,
  }).promise;
  try {
    const images: Blob[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: SCALE });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport }).promise;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      if (blob) images.push(blob);
      page.cleanup();
    }
    return images;
  } finally {
    await document.destroy();
  }
}
