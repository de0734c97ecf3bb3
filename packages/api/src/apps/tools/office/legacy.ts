// Where the legacy binary formats (Word, Excel and PowerPoint 97-2003) say they are encrypted, and how.
import type { CFB$Container } from 'cfb';
import CFB from 'cfb';
import { EncryptionFormatError, parseLegacyRc4Header, type Encryption } from './encryption.js';

function stream(container: CFB$Container, name: string): Buffer | undefined {
  const entry = CFB.find(container, name);
  return entry?.content ? Buffer.from(entry.content as Uint8Array) : undefined;
}

/** Word: the FibBase at the start of the WordDocument stream (MS-DOC 2.5.2). */
export function wordEncryption(container: CFB$Container): Encryption | undefined {
  const document = stream(container, 'WordDocument');
  if (!document || document.length < 0x12)
    throw new EncryptionFormatError('WordDocument stream is too short');
  const bits = document.readUInt16LE(0x0a);
  if ((bits & 0x0100) === 0) return undefined; // fEncrypted
  const lKey = document.readUInt32LE(0x0e);
  if (bits & 0x8000) {
    // fObfuscated: XOR; lKey holds the password verifier (key in the high word for Word 95-era files).
    return { kind: 'xor', key: lKey >>> 16, verifier: lKey & 0xffff };
  }
  // The encryption header opens the table stream fWhichTblStm names.
  const table = stream(container, bits & 0x0200 ? '1Table' : '0Table');
  if (!table || table.length < lKey) throw new EncryptionFormatError('table stream is missing or too short');
  return parseLegacyRc4Header(table, 0);
}

/** Excel: a FILEPASS record among the workbook globals' first records (MS-XLS 2.4.117). */
export function excelEncryption(container: CFB$Container): Encryption | undefined {
  const book = stream(container, 'Workbook') ?? stream(container, 'Book');
  if (!book) throw new EncryptionFormatError('no Workbook stream');
  for (let at = 0; at + 4 <= book.length;) {
    const type = book.readUInt16LE(at);
    const size = book.readUInt16LE(at + 2);
    const data = at + 4;
    if (type === 0x002f) {
      const encryptionType = book.readUInt16LE(data);
      if (encryptionType === 0)
        return { kind: 'xor', key: book.readUInt16LE(data + 2), verifier: book.readUInt16LE(data + 4) };
      return parseLegacyRc4Header(book, data + 2);
    }
    // FILEPASS comes right after BOF and a few globals; past the first sheet's records there is none.
    if (type === 0x000a /* EOF */ || type === 0x0085 /* BoundSheet8 */) return undefined;
    at = data + size;
  }
  return undefined;
}

const ENCRYPTED_TOKEN = 0xf3d1c4df;

/**
 * PowerPoint: the Current User stream says whether the file is encrypted; the CryptSession10Container is
 * found through the last UserEditAtom and its persist directory (MS-PPT 2.3.2, 2.3.3, 2.3.4).
 */
export function powerPointEncryption(container: CFB$Container): Encryption | undefined {
  const user = stream(container, 'Current User');
  const document = stream(container, 'PowerPoint Document');
  if (!user || !document || user.length < 20)
    throw new EncryptionFormatError('PowerPoint streams are missing');
  if (user.readUInt32LE(12) !== ENCRYPTED_TOKEN) return undefined;
  let edit = user.readUInt32LE(16);
  for (let hops = 0; hops < 64 && edit > 0 && edit + 40 <= document.length; hops++) {
    const sessionId = document.readUInt32LE(edit + 36); // encryptSessionPersistIdRef
    const offset = persistOffset(document, document.readUInt32LE(edit + 20), sessionId);
    if (offset !== undefined) {
      // The container's record header (8 bytes), then the EncryptionVersionInfo.
      return parseLegacyRc4Header(document, offset + 8);
    }
    edit = document.readUInt32LE(edit + 16); // offsetLastEdit: the previous save
  }
  throw new EncryptionFormatError('encrypted PowerPoint file without a CryptSession10Container');
}

function persistOffset(document: Buffer, directory: number, persistId: number): number | undefined {
  if (directory + 8 > document.length) return undefined;
  const end = directory + 8 + document.readUInt32LE(directory + 4);
  for (let at = directory + 8; at + 4 <= end && end <= document.length;) {
    const entry = document.readUInt32LE(at);
    const first = entry & 0xfffff;
    const count = entry >>> 20;
    if (persistId >= first && persistId < first + count)
      return document.readUInt32LE(at + 4 + 4 * (persistId - first));
    at += 4 + 4 * count;
  }
  return undefined;
}
