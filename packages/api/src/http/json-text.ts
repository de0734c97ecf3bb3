/**
 * An answer already serialised: what a handler returns when it keeps the JSON of a cached value, so that a
 * repeated answer is not serialised again on every request. It keeps the UTF-8 bytes, not the string: a
 * string body is measured (Content-Length) and encoded on every answer, a Buffer is written as it is (a
 * 15 KB Money page or the 4 KB account context, answered thousands of times a second), and a kept answer
 * holds its size once.
 */
export class JsonText {
  /** The bytes sent: treat them as read-only (a cached answer is shared by every request). */
  readonly bytes: Buffer;

  constructor(text: string) {
    this.bytes = Buffer.from(text, 'utf8');
  }

  /** The JSON text again (decoded on each call: for building another answer from this one, not per request). */
  get text(): string {
    return this.bytes.toString('utf8');
  }
}
