// The one way the API opens a zip (an Office file today, data exports tomorrow): bounded before a byte is
// inflated, and again while bytes are inflated, since what a zip declares may be a lie.
//
// - Before: yauzl reads the end record and the central directory only. Too many entries, a declared total
//   or a single entry past the limits, or a declared ratio of a bomb (inflated / compressed) is refused.
// - While: each entry inflates as a stream (zlib on libuv's thread pool, never on the event loop in one go),
//   and every chunk is counted against the entry's declared size (yauzl: a size that lies is caught at its
//   first byte past it) and the archive's total. The first byte past a bound stops the inflation.
//
// Refusals are ApiErrors: 413 for a bound (ZipLimitError), 400 for a file that is no readable zip
// (ZipFormatError). Callers name the field.
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ApiError } from '../http/errors.js';

export interface ZipLimits {
  /** Entries in the central directory. */
  readonly entries: number;
  /** Inflated bytes of the whole archive: the declared sum, and what is actually inflated. */
  readonly totalBytes: number;
  /** Inflated bytes of one entry. */
  readonly entryBytes: number;
  /** Declared inflated bytes per compressed byte of one entry, once past RATIO_GRACE_BYTES. */
  readonly ratio: number;
}

/**
 * Deflate reaches about 1,030:1 at best, and real documents 2:1 to 30:1 (an XML part of the same cell over and
 * over reaches about 100:1); a bomb lives at the top of that range. Small entries may compress as well as
 * they like: the ratio is checked past this size only (Apache POI's rule, with its grace size).
 */
export const RATIO_GRACE_BYTES = 100 * 1024;

/** Bounds that no real document comes near, far below what would hurt the server. */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  entries: 10_000,
  totalBytes: 256 * 1024 * 1024,
  entryBytes: 64 * 1024 * 1024,
  ratio: 200,
};

/** A bound was passed: the archive is refused (413). */
export class ZipLimitError extends ApiError {
  constructor(detail: string) {
    super(413, { detail });
    this.name = 'ZipLimitError';
  }
}

/** The bytes are no zip, or a broken one (400). */
export class ZipFormatError extends ApiError {
  constructor(detail: string) {
    super(400, { detail });
    this.name = 'ZipFormatError';
  }
}

const MIB = 1024 * 1024;
const size = (bytes: number): string =>
  bytes >= MIB ? `${Math.round((bytes / MIB) * 10) / 10} MiB` : `${bytes} bytes`;

/** One entry of the central directory, as the archive declares it. */
export interface ZipEntry {
  readonly name: string;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  /** 0 stored, 8 deflated (the only methods read). */
  readonly compressionMethod: number;
  readonly localHeaderOffset: number;
  /** The central directory record's fields, for a writer that copies the archive (tools' unprotect). */
  readonly record: Entry;
}

function limitRefusal(what: string, limit: number, unit: 'bytes' | 'entries' | 'ratio'): ZipLimitError {
  const bound = unit === 'bytes' ? size(limit) : unit === 'entries' ? `${limit} entries` : `${limit}:1`;
  return new ZipLimitError(`The zip file is refused: ${what} is past the limit of ${bound}.`);
}

function formatRefusal(error: unknown): ZipFormatError {
  const reason = error instanceof Error ? error.message : String(error);
  return new ZipFormatError(`The file is not a readable zip file: ${reason}.`);
}

/**
 * Counts inflated bytes against the archive's total and stops the stream at the first one past it. An entry
 * cannot pass its own declared size (yauzl counts that, validateEntrySizes), and that size passed the entry
 * and ratio limits when the archive was opened; the total is what several reads add up to.
 */
class InflatedCounter extends Transform {
  constructor(
    private readonly limits: ZipLimits,
    private readonly archive: { inflated: number },
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.archive.inflated += chunk.length;
    if (this.archive.inflated > this.limits.totalBytes) {
      done(limitRefusal('what its entries inflate to', this.limits.totalBytes, 'bytes'));
    } else {
      done(null, chunk);
    }
  }
}

/** An open zip: its entries (from the central directory) and bounded streams of their contents. */
export class ZipReader {
  /** Inflated so far, across every entry read: bounded by limits.totalBytes. */
  private readonly archive = { inflated: 0 };

  private constructor(
    private readonly zip: ZipFile,
    readonly entries: readonly ZipEntry[],
    readonly limits: ZipLimits,
  ) {}

  /**
   * Opens a zip held in memory, reading its central directory only, and refuses it when what it declares
   * passes a bound (ZipLimitError) or when it is no zip (ZipFormatError).
   */
  static async open(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipReader> {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let zip: ZipFile;
    try {
      zip = await yauzl.fromBufferPromise(buffer, {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: true,
        validateEntrySizes: true,
        // Names are compared, never used as paths here: a name with "../" is a name.
        strictFileNames: false,
      });
    } catch (error) {
      throw formatRefusal(error);
    }
    try {
      // The end record's count, before a single entry is read.
      if (zip.entryCount > limits.entries)
        throw limitRefusal('its number of entries', limits.entries, 'entries');
      const entries: ZipEntry[] = [];
      let declared = 0;
      try {
        for await (const record of zip.eachEntry()) {
          const entry: ZipEntry = {
            name: record.fileName,
            compressedSize: record.compressedSize,
            uncompressedSize: record.uncompressedSize,
            compressionMethod: record.compressionMethod,
            localHeaderOffset: record.relativeOffsetOfLocalHeader,
            record,
          };
          declared += entry.uncompressedSize;
          if (entry.uncompressedSize > limits.entryBytes)
            throw limitRefusal(`the declared size of ${entry.name}`, limits.entryBytes, 'bytes');
          if (declared > limits.totalBytes)
            throw limitRefusal('the declared size of its entries', limits.totalBytes, 'bytes');
          if (
            entry.uncompressedSize > RATIO_GRACE_BYTES &&
            entry.uncompressedSize > limits.ratio * entry.compressedSize
          )
            throw limitRefusal(`the declared compression ratio of ${entry.name}`, limits.ratio, 'ratio');
          entries.push(entry);
        }
      } catch (error) {
        throw error instanceof ApiError ? error : formatRefusal(error);
      }
      return new ZipReader(zip, entries, limits);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  entry(name: string): ZipEntry | undefined {
    return this.entries.find((entry) => entry.name === name);
  }

  /** The entry's contents as a stream that fails with ZipLimitError or ZipFormatError past a bound. */
  async stream(entry: ZipEntry): Promise<Readable> {
    let inflating: Readable;
    try {
      inflating = await this.zip.openReadStreamPromise(entry.record);
    } catch (error) {
      throw formatRefusal(error);
    }
    const counter = new InflatedCounter(this.limits, this.archive);
    // yauzl's own errors (a size that was a lie, a broken deflate stream, a bad CRC) are format errors.
    inflating.once('error', (error) => counter.destroy(formatRefusal(error)));
    counter.once('close', () => inflating.destroy());
    return inflating.pipe(counter);
  }

  /** The entry's whole contents (at most limits.entryBytes). */
  async read(entry: ZipEntry): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  close(): void {
    this.zip.close();
  }
}

/** Opens a zip, hands it to `use`, and closes it whatever happens. */
export async function withZip<T>(
  bytes: Uint8Array,
  limits: ZipLimits,
  use: (zip: ZipReader) => Promise<T>,
): Promise<T> {
  const zip = await ZipReader.open(bytes, limits);
  try {
    return await use(zip);
  } finally {
    zip.close();
  }
}
