// Documents the Scanner's tests upload and import, made here: PDFs of text pages (pdf-lib) and TIFFs written
// byte by byte (uncompressed greyscale strips, one directory a page), including one whose header declares a
// page far past the pixel limit with a few bytes of data.
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF of A4 pages, each with its lines of text in large type (so that recognition reads them). */
export async function textPdf(pages: readonly (readonly string[])[], title = ''): Promise<Buffer> {
  const document = await PDFDocument.create();
  if (title !== '') document.setTitle(title);
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 60, y: 740 - index * 60, size: 36, font }));
  }
  return Buffer.from(await document.save());
}

interface TiffPageSpec {
  width: number;
  height: number;
  /** Grey level of every pixel (0 black, 255 white). */
  grey?: number;
  /** Bytes of pixel data actually written (a bomb writes far fewer than it declares). */
  dataBytes?: number;
}

/** A little-endian TIFF with one uncompressed 8-bit grey page per spec, in order. */
export function greyTiff(pages: readonly TiffPageSpec[]): Buffer {
  const parts: Buffer[] = [];
  const header = Buffer.alloc(8);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  parts.push(header);
  let offset = 8;
  const directories: { at: number; patchNext: (next: number) => void }[] = [];
  for (const page of pages) {
    const data = Buffer.alloc(page.dataBytes ?? page.width * page.height, page.grey ?? 255);
    const dataAt = offset;
    parts.push(data);
    offset += data.length;
    if (offset % 2 === 1) {
      parts.push(Buffer.alloc(1));
      offset += 1;
    }
    const entries: [number, number, number][] = [
      [256, 4, page.width],
      [257, 4, page.height],
      [258, 3, 8],
      [259, 3, 1],
      [262, 3, 1],
      [273, 4, dataAt],
      [277, 3, 1],
      [278, 4, page.height],
      [279, 4, data.length],
    ];
    const directory = Buffer.alloc(2 + entries.length * 12 + 4);
    directory.writeUInt16LE(entries.length, 0);
    entries.forEach(([tag, type, value], index) => {
      const at = 2 + index * 12;
      directory.writeUInt16LE(tag, at);
      directory.writeUInt16LE(type, at + 2);
      directory.writeUInt32LE(1, at + 4);
      if (type === 3) directory.writeUInt16LE(value, at + 8);
      else directory.writeUInt32LE(value, at + 8);
    });
    const at = offset;
    directories.push({
      at,
      patchNext: (next) => directory.writeUInt32LE(next, directory.length - 4),
    });
    parts.push(directory);
    offset += directory.length;
  }
  header.writeUInt32LE(directories[0]?.at ?? 0, 4);
  directories.forEach((directory, index) => directory.patchNext(directories[index + 1]?.at ?? 0));
  return Buffer.concat(parts);
}

/** supertest's parser for a body of bytes (a PDF, a zip): `.buffer(true).parse(binaryBody)`. */
export const binaryBody = (
  response: { on: (event: string, listener: (chunk?: Buffer) => void) => void },
  done: (error: Error | null, body: Buffer) => void,
): void => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk!));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};
