// The OOXML package (a zip) read and rewritten so that only the parts we change are recompressed: every
// other entry's local header, compressed bytes and data descriptor are copied as they are, byte for byte.
// fflate inflates and deflates; the container records are handled here because fflate's zip writer
// recompresses everything.
import { deflateSync, unzipSync } from 'fflate';
import { crc32 } from 'node:zlib';

const LOCAL_SIGNATURE = 0x04034b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;

export class ZipFormatError extends Error {}

interface CentralEntry {
  name: string;
  /** The central directory record, as in the file. */
  record: Buffer;
  localOffset: number;
}

interface ZipLayout {
  entries: CentralEntry[];
  centralOffset: number;
  end: Buffer;
}

export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0) === LOCAL_SIGNATURE
  );
}

function readLayout(zip: Buffer): ZipLayout {
  // The end record is in the last 22 + 65535 bytes (its comment is at most 64 KiB).
  let endAt = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_SIGNATURE) {
      endAt = i;
      break;
    }
  }
  if (endAt < 0) throw new ZipFormatError('no zip end record');
  const count = zip.readUInt16LE(endAt + 10);
  const centralOffset = zip.readUInt32LE(endAt + 16);
  if (centralOffset === 0xffffffff || count === 0xffff)
    throw new ZipFormatError('zip64 packages are not supported');
  const entries: CentralEntry[] = [];
  let at = centralOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new ZipFormatError('broken zip central directory');
    }
    const nameLength = zip.readUInt16LE(at + 28);
    const size = 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      record: zip.subarray(at, at + size),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += size;
  }
  return { entries, centralOffset, end: zip.subarray(endAt) };
}

/** The names of the package's parts, in the package's order. */
export function zipPartNames(zip: Uint8Array): string[] {
  return readLayout(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength)).entries.map((e) => e.name);
}

/** Each entry's bytes as stored (local header, compressed data, data descriptor), by part name. */
export function storedZipEntries(zipBytes: Uint8Array): Map<string, Buffer> {
  const zip = Buffer.from(zipBytes.buffer, zipBytes.byteOffset, zipBytes.byteLength);
  const layout = readLayout(zip);
  const starts = [...new Set(layout.entries.map((e) => e.localOffset)), layout.centralOffset].sort(
    (a, b) => a - b,
  );
  return new Map(
    layout.entries.map((e) => [
      e.name,
      zip.subarray(e.localOffset, starts[starts.indexOf(e.localOffset) + 1]),
    ]),
  );
}

/** No XML part of a real document comes near this; a zip bomb's does. */
export const MAX_PART_BYTES = 64 * 1024 * 1024;

/** The uncompressed contents of the parts whose names pass `wanted` (each at most MAX_PART_BYTES). */
export function readZipParts(zip: Uint8Array, wanted: (name: string) => boolean): Map<string, Uint8Array> {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(zip, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        if (file.originalSize > MAX_PART_BYTES) throw new ZipFormatError(`${file.name} is too large`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ZipFormatError) throw error;
    throw new ZipFormatError(`unreadable zip: ${(error as Error).message}`);
  }
  // The sizes above are what the zip declares; what was inflated is checked too.
  for (const [name, content] of Object.entries(parts)) {
    if (content.length > MAX_PART_BYTES) throw new ZipFormatError(`${name} is too large`);
  }
  return new Map(Object.entries(parts));
}

/**
 * The package with some parts' contents replaced. Unchanged entries keep their exact bytes; replaced ones are
 * deflated anew, with their original names, extra fields, dates and attributes.
 */
export function replaceZipParts(zipBytes: Uint8Array, replacements: ReadonlyMap<string, Uint8Array>): Buffer {
  const zip = Buffer.from(zipBytes.buffer, zipBytes.byteOffset, zipBytes.byteLength);
  const layout = readLayout(zip);
  // An entry's bytes run from its local header to the next entry's (or the central directory).
  const starts = [...new Set(layout.entries.map((e) => e.localOffset)), layout.centralOffset].sort(
    (a, b) => a - b,
  );
  const spanEnd = (offset: number) => starts[starts.indexOf(offset) + 1] ?? layout.centralOffset;

  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let written = 0;
  for (const entry of layout.entries) {
    const at = entry.localOffset;
    if (zip.readUInt32LE(at) !== LOCAL_SIGNATURE)
      throw new ZipFormatError(`broken local header for ${entry.name}`);
    const record = Buffer.from(entry.record);
    record.writeUInt32LE(written, 42);
    const content = replacements.get(entry.name);
    if (content === undefined) {
      const span = zip.subarray(at, spanEnd(at));
      chunks.push(span);
      central.push(record);
      written += span.length;
      continue;
    }
    const headerLength = 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const header = Buffer.from(zip.subarray(at, at + headerLength));
    const compressed = Buffer.from(deflateSync(content, { level: 6 }));
    const crc = crc32(content);
    for (const [buffer, base] of [
      [header, 0],
      [record, 2], // the central record has "version made by" before the fields the local header shares
    ] as const) {
      buffer.writeUInt16LE(buffer.readUInt16LE(base + 6) & ~0x0008, base + 6); // sizes known: no data descriptor
      buffer.writeUInt16LE(8, base + 8); // deflate
      buffer.writeUInt32LE(crc, base + 14);
      buffer.writeUInt32LE(compressed.length, base + 18);
      buffer.writeUInt32LE(content.length, base + 22);
    }
    chunks.push(header, compressed);
    central.push(record);
    written += header.length + compressed.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.from(layout.end);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(written, 16);
  return Buffer.concat([...chunks, centralBytes, end]);
}
