// Zip files written byte by byte, so that a test can make the hostile ones a library would refuse to write:
// sizes that lie, entries that share their data, tens of thousands of entries, a bomb inside a zip.
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The entry's contents: deflated here unless `stored`. */
  content?: Buffer;
  /** Already deflated bytes (with `size` and `crc` of what they inflate to): a big bomb is made once. */
  deflated?: { bytes: Buffer; size: number; crc: number };
  stored?: boolean;
  /** What the headers say the entry inflates to, when that should be a lie. */
  declaredSize?: number;
  /** Points this entry's central record at an earlier entry's local header and data (an overlapping bomb). */
  sameDataAs?: number;
}

/** `size` zero bytes deflated, with their CRC: 60 MiB of zeros deflate to about 60 KB. */
export function deflatedZeros(size: number): { bytes: Buffer; size: number; crc: number } {
  const zeros = Buffer.alloc(size);
  return { bytes: deflateRawSync(zeros, { level: 9 }), size, crc: crc32(zeros) };
}

export function buildZip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const written: { offset: number; method: number; crc: number; compressed: number; size: number }[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    let entry: (typeof written)[number];
    if (part.sameDataAs !== undefined) {
      entry = written[part.sameDataAs]!;
    } else {
      const content = part.content ?? Buffer.alloc(0);
      const data = part.deflated?.bytes ?? (part.stored ? content : deflateRawSync(content));
      const method = part.stored ? 0 : 8;
      const crc = part.deflated?.crc ?? crc32(content);
      const size = part.declaredSize ?? part.deflated?.size ?? content.length;
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(0x0800, 6); // UTF-8 names
      header.writeUInt16LE(method, 8);
      header.writeUInt32LE(crc, 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(size, 22);
      header.writeUInt16LE(name.length, 26);
      locals.push(header, name, data);
      entry = { offset, method, crc, compressed: data.length, size };
      offset += header.length + name.length + data.length;
    }
    written.push(entry);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.compressed, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(entry.offset, 42);
    centrals.push(central, name);
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest package the tools read as an Excel workbook, with `sheets` as its worksheets. */
export function workbookWith(sheets: readonly ZipPart[]): Buffer {
  return buildZip([
    {
      name: '[Content_Types].xml',
      content: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
    },
    { name: 'xl/workbook.xml', content: Buffer.from('<?xml version="1.0"?><workbook/>') },
    ...sheets,
  ]);
}
