// A version's PDF: one page per scanned page (the JPEG as it is, no re-encoding), sized as A4 at the page's
// proportions, and the recognised words as invisible text (render mode 3) laid over where they are on the
// image, so that any PDF reader finds and selects them. Runs in the recognition job's worker, or in the API
// thread when recognition failed (then without text).
import {
  PDFDocument,
  StandardFonts,
  TextRenderingMode,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSqueeze,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  type PDFFont,
} from 'pdf-lib';

/** A word and its box in the page image's pixels. */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PdfPage {
  jpeg: Uint8Array;
  width: number;
  height: number;
  words: readonly OcrWord[];
}

const A4_SHORT = 595.28;
const A4_LONG = 841.89;

/** What the standard font can write: other characters become '?' (the text layer stays findable). */
function encodable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return [...text].map((char) => (set.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/**
 * The bytes in an array of their own. pdf-lib's JPEG reader reads the view's whole ArrayBuffer from its start
 * and ignores byteOffset, and a file under 4 KiB read from the store is a slice of Node's shared Buffer pool:
 * such a page failed with "SOI not found in JPEG".
 */
function exactBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

export async function buildPdf(pages: readonly PdfPage[], title: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setProducer('LCARS portal scanner');
  document.setCreator('LCARS portal scanner');
  // Fixed dates: the same pages and text make the same bytes.
  document.setCreationDate(new Date(0));
  document.setModificationDate(new Date(0));
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const source of pages) {
    const image = await document.embedJpg(exactBytes(source.jpeg));
    const scale = (source.width <= source.height ? A4_SHORT : A4_LONG) / source.width;
    const width = source.width * scale;
    const height = source.height * scale;
    const page = document.addPage([width, height]);
    page.drawImage(image, { x: 0, y: 0, width, height });
    if (source.words.length === 0) continue;
    const fontKey = page.node.newFontDictionary(font.name, font.ref);
    page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
    for (const word of source.words) {
      const text = encodable(font, word.text.trim());
      if (text === '') continue;
      const boxWidth = (word.x1 - word.x0) * scale;
      const size = Math.max(1, (word.y1 - word.y0) * scale);
      const natural = font.widthOfTextAtSize(text, size);
      const squeeze = natural > 0 ? Math.max(1, Math.min(1000, (boxWidth / natural) * 100)) : 100;
      // Baseline a fifth of the box above its bottom: descenders stay inside the box.
      const x = word.x0 * scale;
      const y = height - word.y1 * scale + size * 0.2;
      page.pushOperators(
        beginText(),
        setFontAndSize(fontKey, size),
        setCharacterSqueeze(squeeze),
        setTextMatrix(1, 0, 0, 1, x, y),
        showText(font.encodeText(text)),
        endText(),
      );
    }
    page.pushOperators(popGraphicsState());
  }
  return document.save();
}
