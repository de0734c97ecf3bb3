// Tells the kinds of protection apart from the file itself (never from its name): an OOXML zip with or
// without flags, an encrypted OOXML package (a compound file holding EncryptionInfo), a legacy binary
// document with RC4, RC4 CryptoAPI or XOR, or nothing at all.
import CFB from 'cfb';
import type { FlagFinding, OfficeFormat, ProtectionReport } from '@lcars/contract/tools';
import {
  EncryptionFormatError,
  parseEncryptionInfo,
  STANDARD_AES_ALG_IDS,
  type Encryption,
} from './encryption.js';
import { findFlags, mayHoldFlags } from './flags.js';
import { excelEncryption, powerPointEncryption, wordEncryption } from './legacy.js';
import {
  DEFAULT_ZIP_LIMITS,
  withZip,
  ZipFormatError,
  ZipLimitError,
  type ZipLimits,
} from '../../../zip/index.js';

/** What the tools read of an Office package: the reader's bounds (a part of at most 64 MiB, as before). */
export const OFFICE_ZIP_LIMITS: ZipLimits = DEFAULT_ZIP_LIMITS;

const ZIP_SIGNATURE = 0x04034b50;

function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_SIGNATURE;
}

const COMPOUND_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export interface Inspection {
  report: ProtectionReport;
  /** What a password check needs, for the encrypted kinds. */
  encryption?: Encryption;
}

/** A file that is not an Office document this tool reads, said in words for the person who sent it. */
export class NotAnOfficeFileError extends Error {}

/**
 * What protects the file. A package past the zip reader's bounds is refused with its ZipLimitError (413); any
 * other unreadable file is a NotAnOfficeFileError.
 */
export async function inspectOfficeFile(bytes: Uint8Array): Promise<Inspection> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (isZip(buffer)) return await inspectPackage(buffer);
    if (buffer.subarray(0, 8).equals(COMPOUND_SIGNATURE)) return inspectCompound(buffer);
  } catch (error) {
    if (error instanceof ZipLimitError || error instanceof NotAnOfficeFileError) throw error;
    // Parsers of untrusted bytes (ours, cfb's, yauzl's) fail in many ways on a broken file: all mean the same.
    const reason =
      error instanceof ZipFormatError
        ? ': it is not a readable zip file'
        : error instanceof EncryptionFormatError
          ? `: ${error.message}`
          : '';
    throw new NotAnOfficeFileError(`The file looks like an Office document but cannot be read${reason}.`);
  }
  throw new NotAnOfficeFileError(
    'The file is neither an Office Open XML package nor an Office 97-2003 document.',
  );
}

function formatOfPackage(names: string[]): OfficeFormat {
  if (names.includes('word/document.xml')) return 'docx';
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  if (names.includes('ppt/presentation.xml')) return 'pptx';
  return 'unknown';
}

async function inspectPackage(zip: Buffer): Promise<Inspection> {
  const flags: FlagFinding[] = [];
  const format = await withZip(zip, OFFICE_ZIP_LIMITS, async (reader) => {
    const found = formatOfPackage(reader.entries.map((entry) => entry.name));
    if (found === 'unknown') {
      throw new NotAnOfficeFileError('The file is a zip file, but not a Word, Excel or PowerPoint document.');
    }
    // Each part streams through the XML tokenizer as it inflates: none is held whole.
    for (const entry of reader.entries.filter((candidate) => mayHoldFlags(candidate.name))) {
      flags.push(...(await findFlags(entry.name, await reader.stream(entry))));
    }
    return found;
  });
  const kind = flags.length > 0 ? 'flags' : 'none';
  return { report: { kind, format, flags, searchable: false, explanation: explain(kind, format, flags) } };
}

/**
 * The encryption of a compound (OLE) file, for a password search: synchronous, since an encrypted document is
 * never a zip. Only for a file inspectOfficeFile has read already.
 */
export function compoundEncryption(bytes: Uint8Array): Encryption | undefined {
  return inspectCompound(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).encryption;
}

function inspectCompound(buffer: Buffer): Inspection {
  const container = CFB.read(buffer, { type: 'buffer' });
  const has = (name: string) => CFB.find(container, name) !== null;
  let format: OfficeFormat;
  let encryption: Encryption | undefined;
  if (has('EncryptionInfo') && has('EncryptedPackage')) {
    format = 'ooxml';
    const info = CFB.find(container, 'EncryptionInfo')!.content as Uint8Array;
    encryption = parseEncryptionInfo(Buffer.from(info));
  } else if (has('WordDocument')) {
    format = 'doc';
    encryption = wordEncryption(container);
  } else if (has('Workbook') || has('Book')) {
    format = 'xls';
    encryption = excelEncryption(container);
  } else if (has('PowerPoint Document')) {
    format = 'ppt';
    encryption = powerPointEncryption(container);
  } else {
    throw new EncryptionFormatError('a compound file, but not a Word, Excel or PowerPoint document');
  }
  const kind = encryption?.kind ?? 'none';
  const report: ProtectionReport = {
    kind,
    format,
    flags: [],
    searchable: encryption !== undefined,
    explanation: explain(kind, format, []),
  };
  if (encryption?.kind === 'agile') {
    Object.assign(report, {
      cipher: encryption.cipher,
      hash: encryption.hash.replace('SHA', 'SHA-'),
      spinCount: encryption.spinCount,
      keyBits: encryption.keyBits,
    });
  } else if (encryption?.kind === 'standard') {
    const keyBits = STANDARD_AES_ALG_IDS[encryption.algId]!;
    Object.assign(report, { cipher: `AES-${keyBits} ECB`, hash: 'SHA-1', spinCount: 50_000, keyBits });
  } else if (encryption?.kind === 'rc4cryptoapi') {
    Object.assign(report, { cipher: 'RC4', hash: 'SHA-1', keyBits: encryption.keyBits });
  } else if (encryption?.kind === 'rc4') {
    Object.assign(report, { cipher: 'RC4', hash: 'MD5', keyBits: 40 });
  }
  return { report, encryption };
}

const FLAG_WORDS: Record<FlagFinding['flag'], string> = {
  sheetProtection: 'a protected sheet',
  workbookProtection: 'a protected workbook structure',
  documentProtection: 'editing restrictions',
  writeProtection: 'a password to modify',
  modifyPassword: 'a password to modify',
  readOnlyRecommended: 'a read-only recommendation',
};

const APPLICATION: Record<OfficeFormat, string> = {
  docx: 'Word document',
  xlsx: 'Excel workbook',
  pptx: 'PowerPoint presentation',
  ooxml: 'Office document',
  doc: 'Word 97-2003 document',
  xls: 'Excel 97-2003 workbook',
  ppt: 'PowerPoint 97-2003 presentation',
  unknown: 'file',
};

/** What the kind means, in plain words. */
export function explain(kind: ProtectionReport['kind'], format: OfficeFormat, flags: FlagFinding[]): string {
  const what = APPLICATION[format];
  switch (kind) {
    case 'none':
      return `This ${what} is not protected: it opens without a password.`;
    case 'flags': {
      const names = [...new Set(flags.map((f) => FLAG_WORDS[f.flag]))].join(', ');
      return (
        `This ${what} is not encrypted; it only carries protection flags (${names}). Anyone can read its ` +
        'content; the flags ask the application to restrict editing. An unprotected copy, with the flags ' +
        'removed and nothing else changed, can be made without any password.'
      );
    }
    case 'agile':
      return (
        `This ${what} is encrypted with a password (ECMA-376 Agile encryption, Office 2010 and later). ` +
        'Without the password its content cannot be read. Each guess costs many hash rounds, so only a ' +
        'search from what you remember about the password can succeed.'
      );
    case 'standard':
      return (
        `This ${what} is encrypted with a password (ECMA-376 Standard encryption, Office 2007): AES with a ` +
        'key made from the password by 50,000 SHA-1 rounds. A search from what you remember can find it.'
      );
    case 'rc4cryptoapi':
      return (
        `This ${what} is encrypted with a password (RC4 CryptoAPI, Office 2002-2003 and the 97-2003 formats ` +
        'saved by later versions). Guesses are cheap to check, so even broad searches finish quickly.'
      );
    case 'rc4':
      return (
        `This ${what} is encrypted with a password (RC4 with a 40-bit key, Office 97-2000). Guesses are ` +
        'cheap to check, so even broad searches finish quickly.'
      );
    case 'xor':
      return (
        `This ${what} is protected by XOR obfuscation, an old and weak scheme: the password only scrambles ` +
        'the content. A search checks guesses almost instantly.'
      );
  }
}
