import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { ENCRYPTED_FIXTURES, officeFixture } from '../../../../test/office-fixtures.js';
import { inspectOfficeFile } from '../office/detect.js';
import { decryptedCopy, DecryptionError } from './decrypt.js';

const streams = (bytes: Uint8Array) =>
  new Map(
    CFB.read(Buffer.from(bytes), { type: 'buffer' })
      .FileIndex.filter((entry) => entry.type === 2)
      .map((entry) => [entry.name, Buffer.from(entry.content as Uint8Array)]),
  );

describe('the decrypted copy', () => {
  it.each(ENCRYPTED_FIXTURES)(
    '$file: the document as it was before encryption',
    async ({ file, password, plain }) => {
      const copy = await decryptedCopy(officeFixture(file), password);
      expect((await inspectOfficeFile(copy)).report.kind).toBe('none');
      if (!plain) return; // the XOR twin was saved again by Excel, not decrypted: unprotected is what we can check
      const twin = officeFixture(plain);
      if (plain.endsWith('x')) {
        expect(copy.equals(twin)).toBe(true);
      } else {
        // The legacy twins' streams, not their compound-file layout, are what msoffcrypto-tool decrypted.
        const expected = streams(twin);
        const got = streams(copy);
        for (const [name, content] of expected) expect(got.get(name)?.equals(content), name).toBe(true);
      }
    },
  );

  // Regression: a decrypted RC4 or XOR copy was a compound file officecrypto-tool built anew, with a `Sh33tJ5`
  // stream of cfb's that the original did not have (and without any stream it did not know, nor the class id).
  it.each(ENCRYPTED_FIXTURES.filter(({ format }) => format !== 'ooxml'))(
    '$file: the copy is the original container with only the decrypted streams changed',
    async ({ file, password }) => {
      const original = officeFixture(file);
      const copy = await decryptedCopy(original, password);
      const before = CFB.read(original, { type: 'buffer' });
      const after = CFB.read(copy, { type: 'buffer' });
      expect(after.FullPaths).toEqual(before.FullPaths);
      expect(after.FullPaths.some((path) => path.includes('Sh33tJ5'))).toBe(false);
      expect(copy.length).toBe(original.length);
      // The same directory: names, class ids, dates, and where each stream lies.
      const directory = (container: typeof before) =>
        container.FileIndex.map(({ name, type, clsid, ct, mt, start, size }) => ({
          name,
          type,
          clsid,
          ct,
          mt,
          start,
          size,
        }));
      expect(directory(after)).toEqual(directory(before));
      // The bytes that differ are all inside the streams decryption changed.
      const changed = after.FileIndex.filter(
        (entry, index) =>
          entry.type === 2 &&
          !Buffer.from(entry.content as Uint8Array).equals(
            Buffer.from(before.FileIndex[index]!.content as Uint8Array),
          ),
      );
      expect(changed.length).toBeGreaterThan(0);
      let differing = 0;
      for (let i = 0; i < copy.length; i++) if (copy[i] !== original[i]) differing++;
      const changedBytes = changed.reduce((sum, entry) => sum + entry.size, 0);
      expect(differing).toBeGreaterThan(0);
      expect(differing).toBeLessThanOrEqual(changedBytes);
    },
  );

  it('refuses a wrong password', async () => {
    await expect(decryptedCopy(officeFixture(ENCRYPTED_FIXTURES[2]!.file), 'wrong')).rejects.toThrow(
      DecryptionError,
    );
  });
});
