// What a password check needs, read from an encrypted file's headers (MS-OFFCRYPTO): the salt, the spin count
// and the encrypted verifier. None of it is secret; the password is what opens it.
import { Parser } from 'htmlparser2';

/** ECMA-376 Agile (2.3.4.10): the password key encryptor of the EncryptionInfo XML. */
export interface AgileEncryption {
  kind: 'agile';
  hash: 'SHA1' | 'SHA256' | 'SHA384' | 'SHA512';
  spinCount: number;
  keyBits: number;
  blockSize: number;
  cipher: string;
  salt: Buffer;
  encryptedVerifierHashInput: Buffer;
  encryptedVerifierHashValue: Buffer;
}

/** An EncryptionHeader and EncryptionVerifier (2.3.2, 2.3.3): ECMA-376 Standard or RC4 CryptoAPI. */
export interface CryptoApiEncryption {
  kind: 'standard' | 'rc4cryptoapi';
  /** 0x660E-0x6610 AES-128/192/256, 0x6801 RC4. */
  algId: number;
  keyBits: number;
  salt: Buffer;
  encryptedVerifier: Buffer;
  verifierHashSize: number;
  encryptedVerifierHash: Buffer;
}

/** Office 97-2000 RC4 (2.3.6.1): MD5-based. */
export interface Rc4Encryption {
  kind: 'rc4';
  salt: Buffer;
  encryptedVerifier: Buffer;
  encryptedVerifierHash: Buffer;
}

/** XOR obfuscation (2.3.7): a 16-bit key and a 16-bit verifier, both made from the password. */
export interface XorEncryption {
  kind: 'xor';
  key: number;
  verifier: number;
}

export type Encryption = AgileEncryption | CryptoApiEncryption | Rc4Encryption | XorEncryption;

export class EncryptionFormatError extends Error {}

const AGILE_HASHES = new Set(['SHA1', 'SHA256', 'SHA384', 'SHA512']);

/** The attributes of the first element of that local name (any prefix), read by an XML tokenizer. */
function attributesOf(xml: string, element: string): Record<string, string> {
  let found: Record<string, string> | undefined;
  const parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (found === undefined && name.slice(name.indexOf(':') + 1) === element) found = attributes;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  if (!found) throw new EncryptionFormatError(`EncryptionInfo has no ${element}`);
  return found;
}

function parseAgile(xml: string): AgileEncryption {
  const key = attributesOf(xml, 'encryptedKey');
  const hash = (key.hashAlgorithm ?? '').toUpperCase().replace('-', '');
  if (!AGILE_HASHES.has(hash)) throw new EncryptionFormatError(`unsupported hash ${key.hashAlgorithm}`);
  const number = (name: string) => {
    const value = Number(key[name]);
    if (!Number.isInteger(value) || value < 0) throw new EncryptionFormatError(`bad ${name}`);
    return value;
  };
  const bytes = (name: string) => {
    const value = key[name];
    if (!value) throw new EncryptionFormatError(`no ${name}`);
    return Buffer.from(value, 'base64');
  };
  const spinCount = number('spinCount');
  if (spinCount > 10_000_000) throw new EncryptionFormatError('spin count out of range');
  return {
    kind: 'agile',
    hash: hash as AgileEncryption['hash'],
    spinCount,
    keyBits: number('keyBits'),
    blockSize: number('blockSize'),
    cipher: `${key.cipherAlgorithm ?? 'AES'}-${number('keyBits')} ${(key.cipherChaining ?? 'ChainingModeCBC').replace('ChainingMode', '')}`,
    salt: bytes('saltValue'),
    encryptedVerifierHashInput: bytes('encryptedVerifierHashInput'),
    encryptedVerifierHashValue: bytes('encryptedVerifierHashValue'),
  };
}

/** EncryptionHeader + EncryptionVerifier, starting at `at` (just after the 4-byte header size). */
function parseHeaderAndVerifier(
  buffer: Buffer,
  at: number,
  kind: CryptoApiEncryption['kind'],
): CryptoApiEncryption {
  const headerSize = buffer.readUInt32LE(at);
  const header = at + 4;
  const algId = buffer.readUInt32LE(header + 8);
  let keyBits = buffer.readUInt32LE(header + 16);
  if (kind === 'rc4cryptoapi' && keyBits === 0) keyBits = 40; // 2.3.2: 0 means 40 bits for RC4
  const verifier = header + headerSize;
  const saltSize = buffer.readUInt32LE(verifier);
  if (saltSize !== 16) throw new EncryptionFormatError('unexpected salt size');
  const salt = buffer.subarray(verifier + 4, verifier + 20);
  const encryptedVerifier = buffer.subarray(verifier + 20, verifier + 36);
  const verifierHashSize = buffer.readUInt32LE(verifier + 36);
  const hashBytes = kind === 'standard' ? 32 : 20; // AES pads the 20-byte SHA-1 to two blocks
  const encryptedVerifierHash = buffer.subarray(verifier + 40, verifier + 40 + hashBytes);
  if (encryptedVerifierHash.length !== hashBytes)
    throw new EncryptionFormatError('EncryptionVerifier is cut short');
  return { kind, algId, keyBits, salt, encryptedVerifier, verifierHashSize, encryptedVerifierHash };
}

export const STANDARD_AES_ALG_IDS: Record<number, number> = { 0x660e: 128, 0x660f: 192, 0x6610: 256 };

/** The EncryptionInfo stream of an encrypted OOXML package (2.3.4.5 Standard, 2.3.4.10 Agile). */
export function parseEncryptionInfo(info: Buffer): AgileEncryption | CryptoApiEncryption {
  if (info.length < 8) throw new EncryptionFormatError('EncryptionInfo is too short');
  const major = info.readUInt16LE(0);
  const minor = info.readUInt16LE(2);
  if (major === 4 && minor === 4) return parseAgile(info.toString('utf8', 8));
  if ((major === 3 || major === 4) && minor === 2) {
    const parsed = parseHeaderAndVerifier(info, 8, 'standard');
    if (!(parsed.algId in STANDARD_AES_ALG_IDS))
      throw new EncryptionFormatError('Standard encryption without AES');
    return parsed;
  }
  if ((major === 3 || major === 4) && minor === 3) {
    throw new EncryptionFormatError(
      'extensible encryption (a third-party cryptographic provider) is not supported',
    );
  }
  throw new EncryptionFormatError(`unknown EncryptionInfo version ${major}.${minor}`);
}

/**
 * The RC4 header of a legacy document (Word's table stream, Excel's FILEPASS, PowerPoint's
 * CryptSession10Container), starting at its EncryptionVersionInfo.
 */
export function parseLegacyRc4Header(buffer: Buffer, at: number): Rc4Encryption | CryptoApiEncryption {
  const major = buffer.readUInt16LE(at);
  const minor = buffer.readUInt16LE(at + 2);
  if (major === 1 && minor === 1) {
    return {
      kind: 'rc4',
      salt: buffer.subarray(at + 4, at + 20),
      encryptedVerifier: buffer.subarray(at + 20, at + 36),
      encryptedVerifierHash: buffer.subarray(at + 36, at + 52),
    };
  }
  if ((major === 2 || major === 3 || major === 4) && minor === 2) {
    return parseHeaderAndVerifier(buffer, at + 8, 'rc4cryptoapi'); // after the version and the flags
  }
  throw new EncryptionFormatError(`unknown RC4 encryption version ${major}.${minor}`);
}
