// The backup archive's container: a zip written as a stream by fflate (already the API's zip library) and read
// back by yauzl (already the API's zip reader), whose central directory lets verify and restore find the
// manifest without reading the whole archive first. Every entry's sha256 and size are counted as it is
// written, for the manifest. fflate writes no zip64 records, so an archive stops, with a clear message, at
// 4 GiB rather than being written with offsets that wrap.
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** What the manifest records of each entry. */
export interface EntryDigest {
  size: number;
  sha256: string;
}

/** The largest archive fflate can write without zip64 records. */
const ZIP32_LIMIT = 0xffff_ffff;

export class ArchiveWriter {
  readonly entries: Record<string, EntryDigest> = {};
  private readonly zip: Zip;
  private written = 0;
  private failure: Error | undefined;
  private finished: Promise<void>;

  private constructor(private readonly out: WriteStream) {
    let done!: () => void;
    this.finished = new Promise((resolve, reject) => {
      done = resolve;
      out.once('error', reject);
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        return;
      }
      this.written += chunk.length;
      if (this.written > ZIP32_LIMIT) this.failure ??= new Error('The archive would pass 4 GiB.');
      out.write(chunk);
      if (final) out.end(done);
    });
  }

  static create(file: string): ArchiveWriter {
    return new ArchiveWriter(createWriteStream(file, { mode: 0o600 }));
  }

  /** Adds an entry from a stream; `compress` for text (JSON lines), stored as is for files (mostly images). */
  async add(
    name: string,
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array> | Uint8Array,
    compress: boolean,
  ): Promise<void> {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    const hash = createHash('sha256');
    let size = 0;
    const chunks = source instanceof Uint8Array ? [source] : source;
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
      entry.push(chunk);
      await this.drained();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
    this.entries[name] = { size, sha256: hash.digest('hex') };
  }

  /** Waits while the file's buffer is full, so a large file is not held in memory. */
  private async drained(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  async finish(): Promise<void> {
    this.zip.end();
    if (this.failure) throw this.failure;
    await this.finished;
  }

  /** Stops writing after a failure (the caller removes the file). */
  abort(): void {
    this.zip.terminate();
    this.out.destroy();
  }
}

/** An archive opened for reading: its entries by name, each readable as a stream. */
export interface ArchiveReader {
  readonly names: readonly string[];
  has(name: string): boolean;
  stream(name: string): Promise<Readable>;
  read(name: string): Promise<Buffer>;
  close(): void;
}

export async function openArchive(file: string): Promise<ArchiveReader> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  const stream = (name: string): Promise<Readable> => {
    const entry = entries.get(name);
    if (!entry) return Promise.reject(new Error(`The archive has no entry ${name}.`));
    return new Promise((resolve, reject) =>
      zip.openReadStream(entry, (error, readable) => (error ? reject(error) : resolve(readable))),
    );
  };
  return {
    names: [...entries.keys()],
    has: (name) => entries.has(name),
    stream,
    async read(name) {
      const chunks: Buffer[] = [];
      for await (const chunk of await stream(name)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    close: () => zip.close(),
  };
}

/** The size and sha256 of an entry's bytes as read back. */
export async function digestOf(archive: ArchiveReader, name: string): Promise<EntryDigest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of await archive.stream(name)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}
