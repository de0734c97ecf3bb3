// Recognition of one version, as a job in a worker thread: each page in turn (Progress "page 2 of 5"), then
// the version's PDF with the text as an invisible layer. The API thread stores what it returns
// (service.ts: recognitionSucceeded).
import { defineJobHandler } from '../../jobs/handler.js';
import { openEngine, type EngineSettings, type OcrEngineName } from './ocr.js';
import { buildPdf, type PdfInfo, type PdfPage } from './pdf.js';

export interface RecognitionPayload {
  /** config.scanner's engine settings, as the API thread read them (absent in jobs queued before). */
  engine?: EngineSettings;
  versionId: number;
  title: string;
  /** The PDF's document details (absent in jobs queued before: the title alone, dated when it is made). */
  pdf?: PdfInfo;
  pages: { pageId: number; fileId: number; width: number; height: number }[];
}

export interface RecognitionResult {
  engine: OcrEngineName;
  pages: { pageId: number; text: string }[];
  pdf: Uint8Array;
}

export default defineJobHandler<RecognitionPayload, RecognitionResult>(async (job) => {
  const { pages } = job.payload;
  const total = pages.length;
  job.progress(0, `Starting, ${total} ${total === 1 ? 'page' : 'pages'}`);
  const engine = await openEngine(undefined, job.payload.engine);
  try {
    const texts: RecognitionResult['pages'] = [];
    const pdfPages: PdfPage[] = [];
    for (const [index, page] of pages.entries()) {
      if (job.signal.aborted) throw new Error('Recognition was stopped.');
      job.progress(Math.floor((index / total) * 95), `Page ${index + 1} of ${total}`);
      const jpeg = await job.readFile(page.fileId);
      const { text, words } = await engine.recognize(jpeg);
      texts.push({ pageId: page.pageId, text });
      pdfPages.push({ jpeg, width: page.width, height: page.height, words });
    }
    job.progress(96, 'Making the PDF');
    const pdf = await buildPdf(
      pdfPages,
      job.payload.pdf ?? {
        title: job.payload.title,
        author: '',
        subject: '',
        keywords: [],
        created: new Date().toISOString(),
      },
    );
    job.progress(100, `${total} of ${total} ${total === 1 ? 'page' : 'pages'} read`);
    return { engine: engine.name, pages: texts, pdf };
  } finally {
    await engine.close();
  }
});
