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

/** What a reader's document properties show: the scan's words and the version's date. */
export interface PdfInfo {
  title: string;
  /** Who saved the version: their name, or their user name. */
  author: string;
  /** The scan's description. */
  subject: string;
  /** The scan's tags. */
  keywords: readonly string[];
  /** When the version was saved (ISO 8601): the date a reader shows as the document's. */
  created: string;
}

export async function buildPdf(pages: readonly PdfPage[], info: PdfInfo): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.setTitle(info.title);
  if (info.author !== '') document.setAuthor(info.author);
  if (info.subject !== '') document.setSubject(info.subject);
  // One entry: pdf-lib joins a list with spaces, and a tag may hold a space.
  if (info.keywords.length > 0) document.setKeywords([info.keywords.join(', ')]);
  document.setProducer('LCARS portal scanner');
  document.setCreator('LCARS portal scanner');
  // The version's date, never the time the PDF was written: a version and its PDF do not change, and the same
  // pages, text and details make the same bytes.
  const created = new Date(info.created);
  document.setCreationDate(created);
  document.setModificationDate(created);
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
