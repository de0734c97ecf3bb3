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
