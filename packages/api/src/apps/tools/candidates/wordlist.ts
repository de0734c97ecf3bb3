// Word lists: UTF-8 text, one word a line (\n or \r\n), blank lines skipped. Checked as the bytes stream in
// (WordlistInspector, in the file store's pipeline): each line's length, the count of words, UTF-8 and no NUL,
// so that a list past a limit is refused at the first byte past it, never read whole first.
import { Transform, type TransformCallback } from 'node:stream';
import { WORDLIST_MAX_LINE_BYTES, WORDLIST_MAX_WORDS } from '@lcars/contract/tools';
import { ApiError, badRequest } from '../../../http/errors.js';

const NEWLINE = 0x0a;
const RETURN = 0x0d;

const refused = (line: number, message: string) =>
  badRequest([{ field: 'file', message: `Line ${line.toLocaleString('en')}: ${message}` }]);

/** Counts the words of a list while it streams through; fails past a limit (413) or on bad text (400). */
export class WordlistInspector extends Transform {
  /** Non-empty lines so far. */
  words = 0;
  private line = 1;
  /** Bytes of the current line so far (a trailing \r not counted). */
  private lineBytes = 0;
  private pendingReturn = false;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  constructor(
    private readonly limits = { maxWords: WORDLIST_MAX_WORDS, maxLineBytes: WORDLIST_MAX_LINE_BYTES },
  ) {
    super();
  }

  private endLine(): ApiError | undefined {
    if (this.lineBytes > 0) this.words++;
    if (this.words > this.limits.maxWords) {
      const message = `A word list holds at most ${this.limits.maxWords.toLocaleString('en')} words.`;
      return new ApiError(413, { detail: message, errors: [{ field: 'file', message }] });
    }
    this.line++;
    this.lineBytes = 0;
    this.pendingReturn = false;
    return undefined;
  }

  private scan(chunk: Buffer): ApiError | undefined {
    for (const byte of chunk) {
      if (byte === NEWLINE) {
        const error = this.endLine();
        if (error) return error;
        continue;
      }
      if (byte === 0) return refused(this.line, 'a NUL byte: a word list is text, one word a line.');
      // A \r counts only when something other than the line's end follows it.
      if (this.pendingReturn) this.lineBytes++;
      this.pendingReturn = byte === RETURN;
      if (!this.pendingReturn) this.lineBytes++;
      if (this.lineBytes > this.limits.maxLineBytes) {
        return refused(
          this.line,
          `longer than ${this.limits.maxLineBytes} bytes, the longest word a list takes.`,
        );
      }
    }
    return undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      done(refused(this.line, 'not UTF-8 text.'));
      return;
    }
    const error = this.scan(chunk);
    if (error) done(error);
    else done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    try {
      this.decoder.decode();
    } catch {
      done(refused(this.line, 'not UTF-8 text (it ends inside a character).'));
      return;
    }
    if (this.pendingReturn) this.pendingReturn = false;
    const error = this.endLine();
    if (error) return done(error);
    if (this.words === 0) {
      done(badRequest([{ field: 'file', message: 'The word list holds no words.' }]));
      return;
    }
    done();
  }
}

/** The words of a stored list, in order (duplicates kept: the count is its non-empty lines). */
export function wordlistWords(bytes: Uint8Array): string[] {
  const words: string[] = [];
  for (const raw of Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('utf8')
    .split('\n')) {
    const word = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (word !== '') words.push(word);
  }
  return words;
}
