// A kind of file an app stores (scan pages, office files...): its size limit and the types it accepts.
import type { Transform } from 'node:stream';
import type { FileType } from './detect.js';

export interface FileKind {
  /** Prefixed with the app's folder name: 'scanner.page'. */
  readonly name: string;
  /** Past this an upload is refused with a 413, while it streams. */
  readonly maxBytes: number;
  /** The real types (from the first bytes) accepted; anything else is a 415. */
  readonly types: readonly FileType[];
  /**
   * A check of the kind's own on the bytes as they stream in (after the size and type checks), made afresh for
   * each file: it fails the upload (an ApiError) before the rest is read. A word list counts its lines here.
   */
  readonly inspect?: () => Transform;
}

export function defineFileKind(kind: FileKind): FileKind {
  return kind;
}

/**
 * A column of an app's table that holds the id of a stored file of one kind (apps declare theirs in their
 * module). The file sweep keeps a file of a declared kind while any declared column refers to it, and counts
 * its references from them; files of kinds no column declares are never swept.
 */
export interface FileReference {
  readonly table: string;
  readonly column: string;
  readonly kind: FileKind;
}
