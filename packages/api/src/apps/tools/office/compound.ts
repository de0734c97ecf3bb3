// Streams of a compound file (MS-CFB: the container of Word, Excel and PowerPoint 97-2003) written back in
// place. Decrypting a legacy document changes the bytes of a few streams but never their length, so the copy is
// the original file with those bytes replaced where they lie: the same directory, the same other streams
// (macros, embedded objects, pictures), the same class ids and dates, and nothing added. cfb, which reads these
// files for us, can only write a container anew, and then always adds a `Sh33tJ5` stream of its own.
import CFB, { type CFB$Container } from 'cfb';

export class CompoundFileError extends Error {}

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const END_OF_CHAIN = -2;
const FREE_SECTOR = -1;
const HEADER_FAT_ENTRIES = 109;

/** Where a stream's bytes lie in the file: pieces of (offset, length), in order. */
type Pieces = { offset: number; length: number }[];

class Layout {
  readonly sectorSize: number;
  readonly miniSectorSize: number;
  readonly cutoff: number;
  private readonly fatSectors: number[] = [];
  private miniFat: Buffer | undefined;
  private miniStream: number[] | undefined;

  constructor(
    private readonly file: Buffer,
    private readonly rootStart: number,
    private readonly rootSize: number,
  ) {
    if (file.length < 512 || !file.subarray(0, 8).equals(SIGNATURE))
      throw new CompoundFileError('not a compound file');
    const sectorShift = file.readUInt16LE(0x1e);
    const miniShift = file.readUInt16LE(0x20);
    if ((sectorShift !== 9 && sectorShift !== 12) || miniShift !== 6)
      throw new CompoundFileError('unexpected sector sizes');
    this.sectorSize = 1 << sectorShift;
    this.miniSectorSize = 1 << miniShift;
    this.cutoff = file.readUInt32LE(0x38);
    const fatCount = file.readUInt32LE(0x2c);
    for (let i = 0; i < HEADER_FAT_ENTRIES && this.fatSectors.length < fatCount; i++) {
      this.fatSectors.push(file.readInt32LE(0x4c + i * 4));
    }
    // The rest of the FAT's sectors are listed in the DIFAT chain: each sector's last entry names the next.
    const perDifat = this.sectorSize / 4 - 1;
    let difat = file.readInt32LE(0x44);
    for (let hops = 0; this.fatSectors.length < fatCount; hops++) {
      if (hops > this.sectorCount) throw new CompoundFileError('the DIFAT chain loops');
      const at = this.offsetOf(difat);
      for (let i = 0; i < perDifat && this.fatSectors.length < fatCount; i++) {
        this.fatSectors.push(this.entryAt(at + i * 4));
      }
      difat = this.entryAt(at + perDifat * 4);
    }
  }

  private get sectorCount(): number {
    return Math.ceil(this.file.length / this.sectorSize);
  }

  offsetOf(sector: number): number {
    const offset = (sector + 1) * this.sectorSize;
    if (sector < 0 || offset >= this.file.length)
      throw new CompoundFileError(`sector ${sector} is outside the file`);
    return offset;
  }

  /** A sector number stored at `offset` (FAT, DIFAT and mini FAT entries). */
  private entryAt(offset: number): number {
    if (offset + 4 > this.file.length) throw new CompoundFileError('a sector table runs past the file');
    return this.file.readInt32LE(offset);
  }

  private nextSector(sector: number): number {
    const perSector = this.sectorSize / 4;
    const fatSector = this.fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined || fatSector === FREE_SECTOR)
      throw new CompoundFileError(`sector ${sector} is in no FAT sector`);
    return this.entryAt(this.offsetOf(fatSector) + (sector % perSector) * 4);
  }

  /** The first `count` sectors of a chain (a chain that ends sooner or loops is an error). */
  private chain(start: number, count: number, next: (sector: number) => number): number[] {
    const sectors: number[] = [];
    for (let sector = start; sectors.length < count; sector = next(sector)) {
      if (sector === END_OF_CHAIN || sector < 0) throw new CompoundFileError('a chain ends too soon');
      sectors.push(sector);
    }
    return sectors;
  }

  private fatChain(start: number, count: number): number[] {
    if (count > this.sectorCount) throw new CompoundFileError('a chain is longer than the file');
    return this.chain(start, count, (sector) => this.nextSector(sector));
  }

  private miniFatBytes(): Buffer {
    if (!this.miniFat) {
      const count = this.file.readUInt32LE(0x40);
      const sectors = this.fatChain(this.file.readInt32LE(0x3c), count);
      this.miniFat = Buffer.concat(
        sectors.map((sector) => {
          const at = this.offsetOf(sector);
          return this.file.subarray(at, at + this.sectorSize);
        }),
      );
    }
    return this.miniFat;
  }

  /** Where the stream of `size` bytes starting at `start` lies. */
  pieces(start: number, size: number): Pieces {
    if (size >= this.cutoff) {
      return this.fatChain(start, Math.ceil(size / this.sectorSize)).map((sector, index) => ({
        offset: this.offsetOf(sector),
        length: Math.min(this.sectorSize, size - index * this.sectorSize),
      }));
    }
    // A small stream lies in mini sectors of the mini stream, which itself lies in the root entry's sectors.
    const miniFat = this.miniFatBytes();
    this.miniStream ??= this.fatChain(this.rootStart, Math.ceil(this.rootSize / this.sectorSize));
    const miniStream = this.miniStream;
    const miniSectors = this.chain(start, Math.ceil(size / this.miniSectorSize), (mini) => {
      if ((mini + 1) * 4 > miniFat.length) throw new CompoundFileError(`mini sector ${mini} is not listed`);
      return miniFat.readInt32LE(mini * 4);
    });
    return miniSectors.map((mini, index) => {
      const position = mini * this.miniSectorSize;
      const sector = miniStream[Math.floor(position / this.sectorSize)];
      if (sector === undefined) throw new CompoundFileError(`mini sector ${mini} is outside the mini stream`);
      return {
        offset: this.offsetOf(sector) + (position % this.sectorSize),
        length: Math.min(this.miniSectorSize, size - index * this.miniSectorSize),
      };
    });
  }
}

/**
 * The compound file with the named streams' bytes replaced (paths as cfb names them: `Root Entry/Workbook`).
 * Each must keep its length and exist in the file.
 */
export function overwriteStreams(file: Uint8Array, streams: ReadonlyMap<string, Uint8Array>): Buffer {
  const copy = Buffer.from(file);
  let container: CFB$Container;
  try {
    container = CFB.read(copy, { type: 'buffer' });
  } catch (error) {
    throw new CompoundFileError(`the file cannot be read: ${(error as Error).message}`);
  }
  const root = container.FileIndex[0]!;
  const layout = new Layout(copy, root.start, root.size);
  for (const [path, content] of streams) {
    const index = container.FullPaths.indexOf(path);
    const entry = container.FileIndex[index];
    if (!entry || entry.type !== 2) throw new CompoundFileError(`there is no stream ${path}`);
    if (entry.size !== content.length)
      throw new CompoundFileError(`${path} would change from ${entry.size} to ${content.length} bytes`);
    let read = 0;
    for (const piece of layout.pieces(entry.start, entry.size)) {
      if (piece.offset + piece.length > copy.length)
        throw new CompoundFileError(`${path} runs past the file`);
      copy.set(content.subarray(read, read + piece.length), piece.offset);
      read += piece.length;
    }
  }
  return copy;
}
