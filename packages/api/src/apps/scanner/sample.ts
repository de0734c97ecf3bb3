// Printed pages made here, for the demo content, the tests and the benchmark: an SVG with text, drawn by
// sharp (librsvg, with the machine's fonts: DejaVu or Liberation; any sans-serif does), so nothing is
// downloaded and the words on the page are known.
import sharp from 'sharp';

export interface SamplePageOptions {
  /** Pixels; default A4 at 100 dpi (827 x 1169). */
  width?: number;
  height?: number;
  fontSize?: number;
  format?: 'jpeg' | 'png' | 'webp';
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A white page with the lines printed in black from the top left, one below the other. */
export async function samplePage(lines: readonly string[], options: SamplePageOptions = {}): Promise<Buffer> {
  const width = options.width ?? 827;
  const height = options.height ?? 1169;
  const fontSize = options.fontSize ?? Math.round(width / 28);
  const margin = Math.round(width / 12);
  const text = lines
    .map(
      (line, index) =>
        `<text x="${margin}" y="${margin + fontSize * (index + 1) * 1.6}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    `<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" fill="#111111">${text}</g></svg>`;
  const image = sharp(Buffer.from(svg));
  const format = options.format ?? 'jpeg';
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}

export interface ColumnPageOptions {
  /** Columns side by side; the text flows down the first, then the next. */
  columns: number;
  /** Pixels of the page's width (A4 at 300 dpi: 2480); the height follows the text. */
  width?: number;
  /** Pixels a line's letters are tall (10 pt at 300 dpi is about 42). */
  fontSize?: number;
  /** Degrees the page is turned, as a sheet laid a little askew on the glass. */
  skew?: number;
  /** Grey specks, from 0 (none) to 1: a scanner's dust and the paper's grain. */
  noise?: number;
  /** JPEG quality the scanner saved with. */
  quality?: number;
}

/** A column page and its words in reading order (each column top to bottom, then the next), for scoring. */
export interface ColumnPage {
  jpeg: Buffer;
  text: string;
}

/** Lines no wider than `chars` characters, words kept whole (a greedy wrap, as a word processor does). */
function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > chars) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Deterministic specks: the same page every run. */
function specks(width: number, height: number, amount: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  let state = 7;
  for (let index = 0; index < width * height; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    if (state / 2_147_483_648 < amount * 0.02) {
      pixels[index * 4 + 3] = 90 + (state % 120);
    }
  }
  return pixels;
}

/**
 * A printed page of prose set in columns, as a book or a newsletter is, scanned: turned by a degree or so, with
 * specks and JPEG compression. A reader that takes the page as one block reads across the columns line by line
 * and scrambles it: the recognition accuracy test scores each engine on such pages.
 */
export async function columnPage(
  paragraphs: readonly string[],
  options: ColumnPageOptions,
): Promise<ColumnPage> {
  const width = options.width ?? 2480;
  const fontSize = options.fontSize ?? 42;
  const margin = Math.round(width / 12);
  const gutter = Math.round(fontSize * 1.6);
  const columnWidth = (width - 2 * margin - gutter * (options.columns - 1)) / options.columns;
  // DejaVu Sans averages about 0.6 em a character: a line is cut before it reaches the next column.
  const lines = paragraphs.flatMap((paragraph, index) => [
    ...(index > 0 ? [''] : []),
    ...wrap(paragraph, Math.floor(columnWidth / (fontSize * 0.6))),
  ]);
  const perColumn = Math.ceil(lines.length / options.columns);
  const leading = fontSize * 1.45;
  const height = Math.round(2 * margin + perColumn * leading);
  const columns = Array.from({ length: options.columns }, (_, column) =>
    lines.slice(column * perColumn, (column + 1) * perColumn),
  );
  const text = columns
    .flatMap((column, index) =>
      column.map(
        (line, row) =>
          `<text x="${Math.round(margin + index * (columnWidth + gutter))}" y="${Math.round(margin + (row + 1) * leading)}">${escapeXml(line)}</text>`,
      ),
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fbfaf6"/>` +
    `<g font-family="DejaVu Serif, Liberation Serif, Times New Roman, serif" font-size="${fontSize}" fill="#1a1a1a">${text}</g></svg>`;
  let image = sharp(Buffer.from(svg));
  if ((options.noise ?? 0) > 0) {
    const dust = await sharp(specks(width, height, options.noise ?? 0), {
      raw: { width, height, channels: 4 },
    })
      .png()
      .toBuffer();
    image = sharp(
      await image
        .composite([{ input: dust }])
        .png()
        .toBuffer(),
    );
  }
  if ((options.skew ?? 0) !== 0) image = image.rotate(options.skew ?? 0, { background: '#fbfaf6' });
  const jpeg = await image.jpeg({ quality: options.quality ?? 75 }).toBuffer();
  return { jpeg, text: columns.map((column) => column.filter((line) => line !== '').join(' ')).join(' ') };
}

/** Prose for column pages: ordinary sentences of the kind a household scans (written for these tests). */
export const SAMPLE_PROSE: readonly string[] = [
  'The cottage stood at the end of a long lane, where the hedges grew tall enough to hide a cart. Every spring ' +
    'the family cleared the ditches, mended the gate and counted the apple trees, which never came to the same ' +
    'number twice.',
  'Grandmother kept the accounts in a green ledger with a cracked spine. She wrote each payment in ink, the date ' +
    'first and the amount last, and she drew a line under every month before she allowed herself a cup of tea.',
  'In the autumn of that year the river rose over the lower meadow. The neighbours brought sandbags and lanterns, ' +
    'and by morning the water had turned back, leaving a smooth brown field and a boat nobody claimed.',
  'The village school had one teacher and forty pupils. She taught reading from the newspaper, arithmetic from ' +
    'the market prices, and geography from the letters that sailors sent home from distant harbours.',
  'When the railway arrived, the station master planted roses along the platform. Travellers remembered the ' +
    'scent long after they forgot the name of the town, and some of them came back only to see the flowers again.',
  'Winter evenings were for repairs: a chair with a loose leg, a clock that ran slow, a coat whose buttons had ' +
    'wandered. Nothing was thrown away while someone in the house still knew how to make it useful.',
];
