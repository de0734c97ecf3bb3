// The real type of a file from its first bytes (magic numbers), never from its name or declared type. The
// name only tells apart what one container holds: a .xlsx is a ZIP (or, encrypted, an OLE compound file).

export const FILE_TYPES = [
  'jpeg',
  'png',
  'gif',
  'webp',
  'avif',
  'heif',
  'tiff',
  'pdf',
  'zip',
  'ole',
  // Plain text has no magic number: only a kind that accepts it takes a file none of the others matched,
  // with no NUL in its first bytes (a word list; its kind checks the rest as it streams).
  'text',
  // Ciphertext (an app's own authenticated encryption: a repository attachment): random bytes no magic number
  // tells apart. Never sniffed: the store takes it only through storeSealed, from the app that sealed it, and
  // never from a general upload (store() refuses a kind that accepts it).
  'sealed',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** Bytes needed to tell every type apart. */
export const SNIFF_BYTES = 16;

const SIGNATURES: readonly { type: FileType; at: number; bytes: readonly number[] }[] = [
  { type: 'jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'gif', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8(7|9)a
  { type: 'pdf', at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'zip', at: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK.. (a local file header)
  { type: 'zip', at: 0, bytes: [0x50, 0x4b, 0x05, 0x06] }, // PK.. (an empty archive)
  { type: 'ole', at: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { type: 'tiff', at: 0, bytes: [0x49, 0x49, 0x2a, 0x00] }, // II*. (little-endian)
  { type: 'tiff', at: 0, bytes: [0x4d, 0x4d, 0x00, 0x2a] }, // MM.* (big-endian)
];

/** ISO base media files (HEIF, AVIF): an 'ftyp' box at offset 4 whose major brand names the kind. */
const FTYP = [0x66, 0x74, 0x79, 0x70];
const BRANDS: Record<string, FileType> = {
  avif: 'avif',
  avis: 'avif',
  heic: 'heif',
  heix: 'heif',
  heim: 'heif',
  heis: 'heif',
  hevc: 'heif',
  hevx: 'heif',
  mif1: 'heif',
  msf1: 'heif',
};

const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(head: Uint8Array, at: number, bytes: readonly number[]): boolean {
  return head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
}

/** The type the first bytes show, or undefined when they match none the store accepts. */
export function detectFileType(head: Uint8Array): FileType | undefined {
  if (startsWith(head, 0, RIFF) && startsWith(head, 8, WEBP)) return 'webp';
  if (startsWith(head, 4, FTYP) && head.length >= 12) {
    const brand = BRANDS[String.fromCharCode(...head.subarray(8, 12))];
    if (brand) return brand;
  }
  return SIGNATURES.find((signature) => startsWith(head, signature.at, signature.bytes))?.type;
}

const BASE_CONTENT_TYPES: Record<FileType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heif: 'image/heif',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  zip: 'application/zip',
  ole: 'application/x-cfb',
  text: 'text/plain; charset=utf-8',
  sealed: 'application/octet-stream',
};

const OOXML: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** The Content-Type a file of this type is served with. */
export function contentTypeOf(type: FileType, name: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  // Office files: OOXML is a ZIP, and an encrypted OOXML file an OLE compound file holding the ZIP.
  if (type === 'zip' && OOXML[extension]) return OOXML[extension];
  if (type === 'ole' && (OOXML[extension] ?? LEGACY_OFFICE[extension])) {
    return (OOXML[extension] ?? LEGACY_OFFICE[extension])!;
  }
  return BASE_CONTENT_TYPES[type];
}
