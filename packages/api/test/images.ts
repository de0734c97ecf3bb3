// Pixel floods made in the test: PNG files whose header declares a huge image. `declaringPng` is a few dozen
// bytes (its pixel data is cut short: only a header check can see its size); `blankPng` is a real image,
// every pixel black, which a decoder would take in whole (9999 x 9999: about 100 KB as a file, 100 MB decoded
// as grey, 300 MB as RGB).
import { createDeflate, crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit greyscale PNG header of that size. */
function header(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr)]);
}

/** A PNG whose header declares width x height pixels, with a few bytes of pixel data. */
export function declaringPng(width: number, height: number): Buffer {
  return Buffer.concat([
    header(width, height),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A complete, valid PNG of width x height black pixels, deflated row by row (never held whole). */
export async function blankPng(width: number, height: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(width + 1); // a filter byte (none), then the row's pixels
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    header(width, height),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
