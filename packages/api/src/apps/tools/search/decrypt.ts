// The decrypted copy, once the password is known: officecrypto-tool (MIT) implements decryption for every
// kind we verify (ECMA-376 Agile and Standard, RC4, RC4 CryptoAPI, XOR), and is only called once, so its
// speed does not matter. The copy is the document as it was before it was encrypted. Loaded on first use: the
// server's memory at rest stays without it (issue 19).

export class DecryptionError extends Error {}

export async function decryptedCopy(file: Uint8Array, password: string): Promise<Buffer> {
  try {
    const { default: officeCrypto } = await import('officecrypto-tool');
    return Buffer.from(await officeCrypto.decrypt(Buffer.from(file), { password }));
  } catch (error) {
    // Its messages name no secret ("The password is incorrect", format errors).
    throw new DecryptionError(`The file could not be decrypted: ${(error as Error).message}`);
  }
}
