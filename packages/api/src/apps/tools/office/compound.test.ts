import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { CompoundFileError, overwriteStreams } from './compound.js';

/** A compound file written by cfb, with the given streams under the root. */
function compoundFile(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

const filled = (size: number, seed: number) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * seed) % 251));

const contentOf = (file: Buffer, path: string) => {
  const container = CFB.read(file, { type: 'buffer' });
  return Buffer.from(container.FileIndex[container.FullPaths.indexOf(path)]!.content as Uint8Array);
};

describe('streams written back into a compound file', () => {
  it('replaces small (mini stream) and large (FAT) streams in place and leaves the rest as it was', () => {
    const file = compoundFile({ Small: filled(300, 7), Large: filled(9000, 13), Other: filled(5000, 3) });
    const small = filled(300, 11);
    const large = filled(9000, 17);
    const copy = overwriteStreams(
      file,
      new Map([
        ['Root Entry/Small', small],
        ['Root Entry/Large', large],
      ]),
    );
    expect(copy.length).toBe(file.length);
    expect(contentOf(copy, 'Root Entry/Small').equals(small)).toBe(true);
    expect(contentOf(copy, 'Root Entry/Large').equals(large)).toBe(true);
    expect(contentOf(copy, 'Root Entry/Other').equals(filled(5000, 3))).toBe(true);
    expect(contentOf(copy, 'Root Entry/\u0001Sh33tJ5').length).toBe(4);
    // The original is not touched.
    expect(contentOf(file, 'Root Entry/Small').equals(filled(300, 7))).toBe(true);
  });

  it('follows the FAT through DIFAT sectors in a file of more than 109 FAT sectors (over 7 MB)', () => {
    const big = filled(8 * 1024 * 1024, 5);
    const file = compoundFile({ Big: big, Tail: filled(600, 9) });
    expect(file.readUInt32LE(0x48)).toBeGreaterThan(0); // DIFAT sectors in use
    const replaced = filled(big.length, 23);
    const copy = overwriteStreams(file, new Map([['Root Entry/Big', replaced]]));
    expect(contentOf(copy, 'Root Entry/Big').equals(replaced)).toBe(true);
    expect(contentOf(copy, 'Root Entry/Tail').equals(filled(600, 9))).toBe(true);
  });

  it('refuses a change of length, a missing stream and a broken file with its own error', () => {
    const file = compoundFile({ Small: filled(300, 7) });
    expect(() => overwriteStreams(file, new Map([['Root Entry/Small', filled(301, 7)]]))).toThrow(
      /from 300 to 301 bytes/,
    );
    expect(() => overwriteStreams(file, new Map([['Root Entry/Missing', filled(3, 7)]]))).toThrow(
      CompoundFileError,
    );
    // The mini FAT's sector pointed past the end of the file.
    const broken = Buffer.from(file);
    broken.writeInt32LE(0x7fff_0000, 0x3c);
    expect(() => overwriteStreams(broken, new Map([['Root Entry/Small', filled(300, 1)]]))).toThrow(
      CompoundFileError,
    );
  });
});
