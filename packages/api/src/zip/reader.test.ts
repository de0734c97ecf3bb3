// The bounded zip reader against zip bombs built here, byte by byte (test/zips.ts), and against real Office
// files: every bound holds before or while inflating, and a real document reads as fflate reads it.
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { officeFixture } from '../../test/office-fixtures.js';
import { buildZip, deflatedZeros } from '../../test/zips.js';
import { DEFAULT_ZIP_LIMITS, ZipFormatError, ZipLimitError, ZipReader, withZip } from './index.js';

const MIB = 1024 * 1024;

async function refusal(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describe('the bounded zip reader', () => {
  it('reads real Office packages entry by entry, as fflate does', async () => {
    for (const file of ['libreoffice/lo_plain.xlsx', 'msoffcrypto/outputs/example.docx']) {
      const bytes = officeFixture(file);
      const expected = unzipSync(bytes);
      await withZip(bytes, DEFAULT_ZIP_LIMITS, async (zip) => {
        expect(zip.entries.map((entry) => entry.name).sort()).toEqual(Object.keys(expected).sort());
        for (const entry of zip.entries) {
          expect(Buffer.from(await zip.read(entry)).equals(Buffer.from(expected[entry.name]!))).toBe(true);
        }
      });
    }
  });

  it('refuses too many entries from the end record, before reading one', async () => {
    const many = buildZip(
      Array.from({ length: 10_001 }, (_, index) => ({ name: `e${index}`, stored: true })),
    );
    const error = await refusal(ZipReader.open(many));
    expect(error).toBeInstanceOf(ZipLimitError);
    expect((error as ZipLimitError).status).toBe(413);
    expect(error.message).toContain('10000 entries');
  });

  it('refuses a declared compression ratio of a bomb before inflating', async () => {
    // 10 MiB of zeros deflate to about 10 KB: a ratio near 1,000:1.
    const bomb = buildZip([{ name: 'zeros', deflated: deflatedZeros(10 * MIB) }]);
    const error = await refusal(ZipReader.open(bomb));
    expect(error).toBeInstanceOf(ZipLimitError);
    expect(error.message).toContain('compression ratio of zeros');
  });

  it('refuses a declared total and a declared entry past their limits before inflating', async () => {
    const zeros = deflatedZeros(4 * MIB);
    const parts = Array.from({ length: 5 }, (_, index) => ({ name: `part${index}`, deflated: zeros }));
    const lenient = { ...DEFAULT_ZIP_LIMITS, ratio: 10_000 };
    const total = await refusal(ZipReader.open(buildZip(parts), { ...lenient, totalBytes: 16 * MIB }));
    expect(total.message).toContain('declared size of its entries');
    const one = await refusal(ZipReader.open(buildZip(parts), { ...lenient, entryBytes: 2 * MIB }));
    expect(one.message).toContain('declared size of part0');
  });

  it('refuses overlapping entries (one kernel named 300 times) by their declared total', async () => {
    const parts = [
      { name: 'kernel', deflated: deflatedZeros(MIB) },
      ...Array.from({ length: 299 }, (_, index) => ({ name: `copy${index}`, sameDataAs: 0 })),
    ];
    const error = await refusal(ZipReader.open(buildZip(parts), { ...DEFAULT_ZIP_LIMITS, ratio: 10_000 }));
    expect(error).toBeInstanceOf(ZipLimitError);
    expect(error.message).toContain('declared size of its entries');
  });

  it('stops an entry whose declared sizes lie at the first byte past them', async () => {
    // Declared: 50,000 bytes (ratio and sizes look harmless). Inflated: 20 MiB.
    const liar = buildZip([{ name: 'liar', deflated: { ...deflatedZeros(20 * MIB), size: 50_000 } }]);
    await withZip(liar, { ...DEFAULT_ZIP_LIMITS, ratio: 10_000 }, async (zip) => {
      const started = process.memoryUsage().arrayBuffers;
      const error = await refusal(zip.read(zip.entries[0]!));
      expect(error).toBeInstanceOf(ZipFormatError);
      expect((error as ZipFormatError).status).toBe(400);
      expect(error.message).toMatch(/too many bytes/);
      // Nothing near the 20 MiB was held.
      expect(process.memoryUsage().arrayBuffers - started).toBeLessThan(8 * MIB);
    });
  });

  it('counts what is inflated across the archive, read after read', async () => {
    const zip = buildZip([{ name: 'one-mib', content: Buffer.alloc(MIB, 7) }]);
    await withZip(zip, { ...DEFAULT_ZIP_LIMITS, ratio: 10_000, totalBytes: 2.5 * MIB }, async (reader) => {
      const entry = reader.entries[0]!;
      await reader.read(entry);
      await reader.read(entry);
      const error = await refusal(reader.read(entry));
      expect(error).toBeInstanceOf(ZipLimitError);
      expect(error.message).toContain('what its entries inflate to');
    });
  });

  it('opens a zip inside a zip only through the reader again, with the same bounds', async () => {
    const inner = buildZip([{ name: 'zeros', deflated: deflatedZeros(10 * MIB) }]);
    const outer = buildZip([{ name: 'inner.zip', content: inner, stored: true }]);
    const innerBytes = await withZip(outer, DEFAULT_ZIP_LIMITS, (zip) => zip.read(zip.entries[0]!));
    expect(innerBytes.equals(inner)).toBe(true);
    expect(await refusal(ZipReader.open(innerBytes))).toBeInstanceOf(ZipLimitError);
  });

  it('answers 400 for what is no zip, or a broken one', async () => {
    const text = await refusal(ZipReader.open(Buffer.from('just some text, no zip at all')));
    expect(text).toBeInstanceOf(ZipFormatError);
    const good = buildZip([{ name: 'a.txt', content: Buffer.from('hello') }]);
    const cut = Buffer.concat([good.subarray(0, 20), good.subarray(good.length - 60)]);
    expect(await refusal(ZipReader.open(cut))).toBeInstanceOf(ZipFormatError);
  });
});
