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

  it('refuses a wrong password', async () => {
    await expect(decryptedCopy(officeFixture(ENCRYPTED_FIXTURES[2]!.file), 'wrong')).rejects.toThrow(
      DecryptionError,
    );
  });
});
