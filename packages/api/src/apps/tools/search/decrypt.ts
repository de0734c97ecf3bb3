// The decrypted copy, once the password is known: officecrypto-tool (MIT) implements decryption for every
// kind we verify (ECMA-376 Agile and Standard, RC4, RC4 CryptoAPI, XOR), and is only called once, so its
// speed does not matter. The copy is the document as it was before it was encrypted. Loaded on first use: the
// server's memory at rest stays without it (issue 19).
//
// An encrypted OOXML package decrypts to the package itself. A legacy document (RC4, XOR) comes back as a
// compound file officecrypto-tool built anew, holding the streams it knows (others, such as macros and
// embedded objects, left out) and the `Sh33tJ5` stream its cfb writer adds: so the copy is the original file
// with the decrypted streams written back in place, and nothing else changed or added.
import CFB from 'cfb';
import { CompoundFileError, overwriteStreams } from '../office/compound.js';

export class DecryptionError extends Error {}

const COMPOUND_FILE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/** The streams whose bytes decryption changed, by path; streams only the decrypted file has are left out. */
function changedStreams(original: Buffer, decrypted: Buffer): Map<string, Uint8Array> {
  const before = CFB.read(original, { type: 'buffer' });
  const after = CFB.read(decrypted, { type: 'buffer' });
  const changed = new Map<string, Uint8Array>();
  before.FileIndex.forEach((entry, index) => {
    if (entry.type !== 2) return;
    const path = before.FullPaths[index]!;
    const twin = after.FileIndex[after.FullPaths.indexOf(path)];
    if (!twin?.content || twin.type !== 2) return;
    const content = Buffer.from(twin.content as Uint8Array);
    if (!content.equals(Buffer.from((entry.content ?? []) as Uint8Array))) changed.set(path, content);
  });
  return changed;
}

export async function decryptedCopy(file: Uint8Array, password: string): Promise<Buffer> {
  const original = Buffer.from(file);
  let decrypted: Buffer;
  try {
    const { default: officeCrypto } = await import('officecrypto-tool');
    decrypted = Buffer.from(await officeCrypto.decrypt(original, { password }));
  } catch (error) {
    // Its messages name no secret ("The password is incorrect", format errors).
    throw new DecryptionError(`The file could not be decrypted: ${(error as Error).message}`);
  }
  if (!decrypted.subarray(0, 8).equals(COMPOUND_FILE)) return decrypted;
  try {
    return overwriteStreams(original, changedStreams(original, decrypted));
  } catch (error) {
    if (error instanceof CompoundFileError)
      throw new DecryptionError(`The decrypted copy could not be written: ${error.message}`);
    throw error;
  }
}
