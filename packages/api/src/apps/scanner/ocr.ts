// Text recognition of one page image, by one of two engines:
// - native: Debian's `tesseract` program (package tesseract-ocr), when installed: about twice as fast;
// - wasm: tesseract.js (WebAssembly) with the English data of @tesseract.js-data/eng, both from npm, read
//   from node_modules (langPath): nothing is downloaded at run time.
// PORTAL_SCANNER_OCR=native|wasm forces one (auto, the default, takes native when the program is there);
// PORTAL_TESSERACT_PATH names the program (default: `tesseract` on the PATH). Both are read by config.ts
// (config.scanner) and reach the worker thread in the job's payload (EngineSettings).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { OcrWord } from './pdf.js';

const run = promisify(execFile);

export type OcrEngineName = 'native' | 'wasm';

export interface PageText {
  text: string;
  words: OcrWord[];
}

export interface OcrEngine {
  readonly name: OcrEngineName;
  recognize(image: Uint8Array): Promise<PageText>;
  close(): Promise<void>;
}

/** The engine a recognition job asks for (config.scanner's ocr and tesseractPath). */
export interface EngineSettings {
  ocr: OcrEngineName | 'auto';
  tesseractPath: string;
}

/** Without settings (a job queued before they travelled with it, or a test): auto, on the PATH. */
const DEFAULT_ENGINE: EngineSettings = { ocr: 'auto', tesseractPath: 'tesseract' };

const nativeAvailable = new Map<string, Promise<boolean>>();

/** Whether the native program runs and has English (asked once per program path). */
export function nativeTesseractAvailable(tesseractPath = DEFAULT_ENGINE.tesseractPath): Promise<boolean> {
  let available = nativeAvailable.get(tesseractPath);
  if (available === undefined) {
    available = run(tesseractPath, ['--list-langs'], { timeout: 10_000 })
      .then(({ stdout }) => /^eng$/m.test(stdout))
      .catch(() => false);
    nativeAvailable.set(tesseractPath, available);
  }
  return available;
}

/** The engine to use: the one forced by the settings, or native when installed, else wasm. */
export async function chooseEngine(settings: EngineSettings = DEFAULT_ENGINE): Promise<OcrEngineName> {
  if (settings.ocr !== 'auto') return settings.ocr;
  return (await nativeTesseractAvailable(settings.tesseractPath)) ? 'native' : 'wasm';
}

/** Words and lines out of tesseract's TSV (level 5 rows are words; block, paragraph, line number them). */
export function parseTsv(tsv: string): PageText {
  const words: OcrWord[] = [];
  const lines: string[] = [];
  let lineKey = '';
  let line: string[] = [];
  let paragraphKey = '';
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join('\t').trim();
    if (text === '') continue;
    const [left, top, width, height] = cells.slice(6, 10).map(Number) as [number, number, number, number];
    words.push({ text, x0: left, y0: top, x1: left + width, y1: top + height });
    const key = cells.slice(1, 5).join('.');
    const paragraph = cells.slice(1, 4).join('.');
    if (key !== lineKey) {
      if (line.length > 0) lines.push(line.join(' '));
      if (paragraphKey !== '' && paragraph !== paragraphKey) lines.push('');
      line = [];
      lineKey = key;
      paragraphKey = paragraph;
    }
    line.push(text);
  }
  if (line.length > 0) lines.push(line.join(' '));
  return { text: lines.join('\n').trim(), words };
}

function nativeEngine(tesseractPath: string): OcrEngine {
  return {
    name: 'native',
    async recognize(image) {
      const child = execFile(
        tesseractPath,
        ['stdin', 'stdout', '-l', 'eng', '--psm', '3', 'tsv'],
        // One thread: a job is one worker's worth of CPU, like the wasm engine. (The program gets the
        // process's environment, with this one addition: nothing is read from it here.)
        { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 64 << 20, timeout: 5 * 60_000 },
      );
      const output = new Promise<string>((resolve, reject) => {
        let stdout = '';
        let stderr = '';
        child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
        child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
        child.once('error', reject);
        child.once('close', (code) =>
          code === 0 ? resolve(stdout) : reject(new Error(`tesseract ended with ${code}: ${stderr.trim()}`)),
        );
      });
      child.stdin?.end(Buffer.from(image));
      return parseTsv(await output);
    },
    close: () => Promise.resolve(),
  };
}

interface TesseractWord {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface TesseractBlock {
  paragraphs: { lines: { words: TesseractWord[] }[] }[];
}

/**
 * The page as a binary PGM of its grey levels, decoded by sharp (libjpeg-turbo, native): the WebAssembly build
 * of leptonica then reads a header and the pixels instead of decoding the JPEG itself, and tesseract turns the
 * page grey anyway.
 */
async function greyMap(image: Uint8Array): Promise<Buffer> {
  const { data, info } = await sharp(image).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) return Buffer.from(image);
  return Buffer.concat([Buffer.from(`P5\n${info.width} ${info.height}\n255\n`), data]);
}

async function wasmEngine(): Promise<OcrEngine> {
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  const require = createRequire(import.meta.url);
  const data = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: path.join(data, '4.0.0_best_int'),
    gzip: true,
    // Read the data from node_modules every time; never write a cache next to the server.
    cacheMethod: 'none',
  });
  // Automatic page segmentation, as the tesseract program (and so the native engine, --psm 3) does: the
  // library's default takes the page as one block of text and reads across columns line by line.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
  return {
    name: 'wasm',
    async recognize(image) {
      const { data: result } = await worker.recognize(await greyMap(image), {}, { text: true, blocks: true });
      const blocks = (result.blocks ?? []) as TesseractBlock[];
      const words = blocks.flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.flatMap((line) =>
            line.words
              .filter((word) => word.text.trim() !== '')
              .map((word) => ({ text: word.text.trim(), ...word.bbox })),
          ),
        ),
      );
      return { text: result.text.trim(), words };
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

/** The named engine, or the one the settings choose. */
export async function openEngine(
  name?: OcrEngineName,
  settings: EngineSettings = DEFAULT_ENGINE,
): Promise<OcrEngine> {
  const chosen = name ?? (await chooseEngine(settings));
  return chosen === 'native' ? nativeEngine(settings.tesseractPath) : wasmEngine();
}
