// The OOXML package rewritten so that only the parts we change are recompressed: every other entry's local
// header, compressed bytes and data descriptor are copied as they are, byte for byte. The entries come from
// the bounded reader (zip/), which has read the central directory and refused what passes its bounds; this
// file only copies and deflates, it never inflates.
import { deflateSync } from 'fflate';
import { crc32 } from 'node:zlib';
import { ZipFormatError, type ZipEntry, type ZipReader } from '../../../zip/index.js';

const LOCAL_SIGNATURE = 0x04034b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const ZIP64_EXTRA = 0x0001;

/** The bytes of an entry as stored: local header, compressed data, and its data descriptor when it has one. */
function storedSpan(zip: Buffer, entry: ZipEntry): { start: number; end: number; headerLength: number } {
  const start = entry.localHeaderOffset;
  if (start + 30 > zip.length || zip.readUInt32LE(start) !== LOCAL_SIGNATURE) {
    throw new ZipFormatError(`The local header of ${entry.name} is broken.`);
  }
  const headerLength = 30 + zip.readUInt16LE(start + 26) + zip.readUInt16LE(start + 28);
  let end = start + headerLength + entry.compressedSize;
  if (entry.record.generalPurposeBitFlag & 0x0008) {
    // A data descriptor follows: crc and two sizes, with or without its signature.
    end += end + 4 <= zip.length && zip.readUInt32LE(end) === DESCRIPTOR_SIGNATURE ? 16 : 12;
  }
  if (end > zip.length) throw new ZipFormatError(`The data of ${entry.name} runs past the end of the file.`);
  return { start, end, headerLength };
}

/** The central directory record of an entry, from the fields the reader read, pointing at `offset`. */
function centralRecord(entry: ZipEntry, offset: number): Buffer {
  const { record } = entry;
  const fixed = Buffer.alloc(46);
  fixed.writeUInt32LE(CENTRAL_SIGNATURE, 0);
  fixed.writeUInt16LE(record.versionMadeBy, 4);
  fixed.writeUInt16LE(record.versionNeededToExtract, 6);
  fixed.writeUInt16LE(record.generalPurposeBitFlag, 8);
  fixed.writeUInt16LE(record.compressionMethod, 10);
  fixed.writeUInt16LE(record.lastModFileTime, 12);
  fixed.writeUInt16LE(record.lastModFileDate, 14);
  fixed.writeUInt32LE(record.crc32, 16);
  fixed.writeUInt32LE(record.compressedSize, 20);
  fixed.writeUInt32LE(record.uncompressedSize, 24);
  fixed.writeUInt16LE(record.fileNameRaw.length, 28);
  fixed.writeUInt16LE(record.extraFieldRaw.length, 30);
  fixed.writeUInt16LE(record.fileCommentRaw.length, 32);
  fixed.writeUInt16LE(record.internalFileAttributes, 36);
  fixed.writeUInt32LE(record.externalFileAttributes, 38);
  fixed.writeUInt32LE(offset, 42);
  return Buffer.concat([fixed, record.fileNameRaw, record.extraFieldRaw, record.fileCommentRaw]);
}

function refuseZip64(reader: ZipReader): void {
  if (reader.entries.some((entry) => entry.record.extraFields.some((field) => field.id === ZIP64_EXTRA))) {
    throw new ZipFormatError('zip64 packages are not supported');
  }
}

/** Each entry's bytes as stored (local header, compressed data, data descriptor), by part name. */
export function storedZipEntries(zipBytes: Uint8Array, reader: ZipReader): Map<string, Buffer> {
  const zip = Buffer.from(zipBytes.buffer, zipBytes.byteOffset, zipBytes.byteLength);
  return new Map(
    reader.entries.map((entry) => {
      const span = storedSpan(zip, entry);
      return [entry.name, zip.subarray(span.start, span.end)];
    }),
  );
}

/**
 * The package with some parts' contents replaced. Unchanged entries keep their exact bytes; replaced ones are
 * deflated anew, with their original names, extra fields, dates and attributes. The archive comment (Office
 * writes none) is not kept.
 */
export function replaceZipParts(
  zipBytes: Uint8Array,
  reader: ZipReader,
  replacements: ReadonlyMap<string, Uint8Array>,
): Buffer {
  refuseZip64(reader);
  const zip = Buffer.from(zipBytes.buffer, zipBytes.byteOffset, zipBytes.byteLength);
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let written = 0;
  for (const entry of reader.entries) {
    const span = storedSpan(zip, entry);
    const content = replacements.get(entry.name);
    if (content === undefined) {
      chunks.push(zip.subarray(span.start, span.end));
      central.push(centralRecord(entry, written));
      written += span.end - span.start;
      continue;
    }
    const header = Buffer.from(zip.subarray(span.start, span.start + span.headerLength));
    const record = centralRecord(entry, written);
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
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_SIGNATURE, 0);
  end.writeUInt16LE(reader.entries.length, 8);
  end.writeUInt16LE(reader.entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(written, 16);
  return Buffer.concat([...chunks, centralBytes, end]);
}
