// Which files a FileDropZone takes: accept lists and the size limit, with messages a person can act on.

/** Images the portal shows (previews, recipe photos). */
export const IMAGE_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/svg+xml',
] as const;

/** Documents the portal stores (PDF, text, office files). */
export const DOCUMENT_FILE_TYPES = [
  'application/pdf',
  'text/plain',
  'text/csv',
  'text/markdown',
  'application/rtf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;

/** 'images', 'documents', or a list of MIME types ('image/png', 'image/*') and extensions ('.pdf'). */
export type FileAccept = 'images' | 'documents' | readonly string[];

export function acceptList(accept: FileAccept | undefined): readonly string[] | undefined {
  if (accept === 'images') return IMAGE_FILE_TYPES;
  if (accept === 'documents') return DOCUMENT_FILE_TYPES;
  return accept;
}

const NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/bmp': 'BMP',
  'image/svg+xml': 'SVG',
  'image/*': 'images',
  'application/pdf': 'PDF',
  'text/plain': 'text',
  'text/csv': 'CSV',
  'text/markdown': 'Markdown',
  'application/rtf': 'RTF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument spreadsheet',
};

/** A readable list of the accepted types: 'PNG, JPEG, GIF or WebP'. */
export function describeAccept(types: readonly string[]): string {
  const names = [...new Set(types.map((type) => NAMES[type] ?? type.replace(/^\./, '').toUpperCase()))];
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** 1536 gives '1.5 KB'; binary units, as file managers show. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  const text = size >= 10 || Number.isInteger(size) ? String(Math.round(size)) : size.toFixed(1);
  return `${text} ${units[unit]}`;
}

export function isAccepted(
  file: { name: string; type: string },
  types: readonly string[] | undefined,
): boolean {
  if (!types || types.length === 0) return true;
  const name = file.name.toLowerCase();
  return types.some((type) => {
    const wanted = type.toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return file.type.toLowerCase().startsWith(wanted.slice(0, -1));
    return file.type.toLowerCase() === wanted;
  });
}

/** Why a file is refused, or null when it is taken. */
export function fileRejection(
  file: { name: string; type: string; size: number },
  types: readonly string[] | undefined,
  maxSize: number | undefined,
): string | null {
  if (!isAccepted(file, types)) {
    return `${file.name} is not an accepted type. Choose ${describeAccept(types ?? [])}.`;
  }
  if (maxSize !== undefined && file.size > maxSize) {
    return `${file.name} is too large (${formatFileSize(file.size)}). The limit is ${formatFileSize(maxSize)}.`;
  }
  return null;
}
