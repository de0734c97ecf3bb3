// Sealing an attachment as it streams: the file is cut into 64 KiB chunks, each sealed with AES-256-GCM under
// the record's data key (a chunked authenticated stream, as age and Tink's streaming AEAD do). One tag over a
// whole file would only be checked at its end, after the plain bytes had gone out; a tag per chunk lets the
// download check every chunk before it sends it. The nonce is the file's random prefix, the chunk's number and
// a last-chunk flag: chunks cannot be reordered, dropped or the file cut short. The associated data binds the
// ciphertext to its record and to its attachment row's seal id: bytes copied to another record or attachment
// fail to open.
//
// Form: a version byte, a 7-byte random prefix, then each chunk's ciphertext followed by its 16-byte tag.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from '../../files/detect.js';
import { ApiError } from '../../http/errors.js';
import { SealError } from './crypto.js';

const VERSION = 1;
const PREFIX_BYTES = 7;
const HEADER_BYTES = 1 + PREFIX_BYTES;
export const ATTACHMENT_CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const SEALED_CHUNK_BYTES = ATTACHMENT_CHUNK_BYTES + TAG_BYTES;

const associatedData = (recordId: number, sealId: string) =>
  Buffer.from(`lcars.repo.attachment.v${VERSION}:${recordId}:${sealId}`, 'utf8');

function nonceOf(prefix: Buffer, index: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, PREFIX_BYTES);
  nonce[11] = last ? 1 : 0;
  return nonce;
}

/** The ciphertext's size for a file of `plainBytes`: what the store's kind must allow. */
export function sealedSizeOf(plainBytes: number): number {
  const chunks = Math.max(1, Math.ceil(plainBytes / ATTACHMENT_CHUNK_BYTES));
  return HEADER_BYTES + plainBytes + chunks * TAG_BYTES;
}

/**
 * Seals the plain bytes going through; fails with 413 past `maxBytes` of them (before sealing more). Keeps
 * the count and the first bytes (their type is the attachment's).
 */
export class AttachmentSealer extends Transform {
  size = 0;
  head: Buffer = Buffer.alloc(0);
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private index = 0;
  private readonly prefix = randomBytes(PREFIX_BYTES);
  private readonly aad: Buffer;

  constructor(
    private readonly key: Buffer,
    recordId: number,
    sealId: string,
    private readonly maxBytes: number,
  ) {
    super();
    this.aad = associatedData(recordId, sealId);
    this.push(Buffer.concat([Buffer.from([VERSION]), this.prefix]));
  }

  private sealChunk(plain: Buffer, last: boolean): Buffer {
    const cipher = createCipheriv('aes-256-gcm', this.key, nonceOf(this.prefix, this.index++, last), {
      authTagLength: TAG_BYTES,
    });
    cipher.setAAD(this.aad);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(new ApiError(413, { detail: `The file is larger than ${this.maxBytes} bytes.` }));
      return;
    }
    if (this.head.length < SNIFF_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
    }
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    // A chunk is sealed only once more bytes follow it: the last one, sealed at the end, carries the flag.
    if (this.pendingBytes > ATTACHMENT_CHUNK_BYTES) {
      let all = Buffer.concat(this.pending);
      while (all.length > ATTACHMENT_CHUNK_BYTES) {
        this.push(this.sealChunk(all.subarray(0, ATTACHMENT_CHUNK_BYTES), false));
        all = all.subarray(ATTACHMENT_CHUNK_BYTES);
      }
      this.pending = [all];
      this.pendingBytes = all.length;
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.push(this.sealChunk(Buffer.concat(this.pending), true));
    done();
  }
}

/** Opens a sealed attachment as it streams; SealError on any altered, reordered, missing or extra byte. */
export class AttachmentOpener extends Transform {
  private buffer: Buffer = Buffer.alloc(0);
  private prefix: Buffer | undefined;
  private index = 0;
  private readonly aad: Buffer;

  constructor(
    private readonly key: Buffer,
    recordId: number,
    sealId: string,
  ) {
    super();
    this.aad = associatedData(recordId, sealId);
  }

  private openChunk(sealed: Buffer, last: boolean): Buffer {
    if (sealed.length < TAG_BYTES) throw new SealError('The attachment is cut short.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, nonceOf(this.prefix!, this.index++, last), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(this.aad);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new SealError();
    }
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    try {
      if (!this.prefix) {
        if (this.buffer.length < HEADER_BYTES) return done();
        if (this.buffer[0] !== VERSION) throw new SealError('The attachment has an unknown form.');
        this.prefix = Buffer.from(this.buffer.subarray(1, HEADER_BYTES));
        this.buffer = this.buffer.subarray(HEADER_BYTES);
      }
      // A full chunk is opened only once more bytes follow it (else it is the last, opened at the end).
      while (this.buffer.length > SEALED_CHUNK_BYTES) {
        this.push(this.openChunk(this.buffer.subarray(0, SEALED_CHUNK_BYTES), false));
        this.buffer = this.buffer.subarray(SEALED_CHUNK_BYTES);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (!this.prefix) throw new SealError('The attachment is cut short.');
      this.push(this.openChunk(this.buffer, true));
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}

/** Reads the whole ciphertext and checks every chunk, keeping nothing: SealError when any fails. */
export async function verifySealedAttachment(
  source: Readable,
  key: Buffer,
  recordId: number,
  sealId: string,
): Promise<void> {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(source, new AttachmentOpener(key, recordId, sealId), sink);
}
