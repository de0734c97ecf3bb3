// A kind of file an app stores (scan pages, office files...): its size limit and the types it accepts.
import type { FileType } from './detect.js';

export interface FileKind {
  /** Prefixed with the app's folder name: 'scanner.page'. */
  readonly name: string;
  /** Past this an upload is refused with a 413, while it streams. */
  readonly maxBytes: number;
  /** The real types (from the first bytes) accepted; anything else is a 415. */
  readonly types: readonly FileType[];
}

export function defineFileKind(kind: FileKind): FileKind {
  return kind;
}
