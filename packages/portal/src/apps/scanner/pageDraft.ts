// The pages of a capture before they are saved: pure steps (add, move, turn, crop, remove, replace) the capture page
// applies, and the form that saves them (the contract's `pages` field and the files).
import type { Crop, PageInputInput, Rotation } from '@lcars/contract/scanner';

export interface DraftPage {
  /** Stable within the capture (React keys, focus after a move). */
  key: string;
  /**
   * A new image (camera, file), a page of a PDF or TIFF sent whole (the server makes its pages and keeps the
   * document as the version's original; `page` from 0, none for every page) or an earlier page of the scan
   * reused as it is.
   */
  source:
    | { kind: 'file'; file: Blob; name: string }
    | { kind: 'document'; file: Blob; name: string; page?: number }
    | { kind: 'earlier'; pageId: number };
  /** What the strip shows: an object URL of the image (before the turn and crop). */
  preview: string;
  rotation: Rotation;
  crop: Crop | null;
}

export function movePage(pages: readonly DraftPage[], from: number, to: number): DraftPage[] {
  if (from === to || from < 0 || from >= pages.length || to < 0 || to >= pages.length) return [...pages];
  const next = [...pages];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** A quarter turn clockwise (or back with -90). */
export function turnPage(pages: readonly DraftPage[], index: number, by: 90 | -90 = 90): DraftPage[] {
  return pages.map((page, i) =>
    i === index ? { ...page, rotation: ((((page.rotation + by) % 360) + 360) % 360) as Rotation } : page,
  );
}

export function cropPage(pages: readonly DraftPage[], index: number, crop: Crop | null): DraftPage[] {
  return pages.map((page, i) => (i === index ? { ...page, crop } : page));
}

export function removePage(pages: readonly DraftPage[], index: number): DraftPage[] {
  return pages.filter((_page, i) => i !== index);
}

/**
 * The page at `index` replaced by new pages (a retaken picture, or a PDF's pages), in its place; beyond the end
 * they are added after the others.
 */
export function replacePage(
  pages: readonly DraftPage[],
  index: number,
  added: readonly DraftPage[],
): DraftPage[] {
  if (index < 0 || index >= pages.length) return [...pages, ...added];
  return [...pages.slice(0, index), ...added, ...pages.slice(index + 1)];
}

/** A crop from margins in percent (left, top, right, bottom), null when nothing is cut. */
export function cropFromMargins(left: number, top: number, right: number, bottom: number): Crop | null {
  const clamp = (value: number) => Math.min(45, Math.max(0, Number.isFinite(value) ? value : 0));
  const [l, t, r, b] = [clamp(left), clamp(top), clamp(right), clamp(bottom)];
  if (l + t + r + b === 0) return null;
  return { x: l / 100, y: t / 100, width: (100 - l - r) / 100, height: (100 - t - b) / 100 };
}

/** The form of a save: the pages in order (uploads numbered in order of the files), the files, the fields. */
export function pagesForm(pages: readonly DraftPage[], fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const inputs: PageInputInput[] = [];
  const files: { file: Blob; name: string }[] = [];
  // A document's pages share one upload: it is sent once, and each page names its number in it.
  const documents = new Map<Blob, number>();
  for (const page of pages) {
    const placement = { rotation: page.rotation, crop: page.crop };
    if (page.source.kind === 'earlier') {
      inputs.push({ pageId: page.source.pageId, ...placement });
    } else if (page.source.kind === 'document') {
      let upload = documents.get(page.source.file);
      if (upload === undefined) {
        upload = files.length;
        documents.set(page.source.file, upload);
        files.push({ file: page.source.file, name: page.source.name });
      }
      inputs.push({
        upload,
        ...(page.source.page === undefined ? {} : { page: page.source.page }),
        ...placement,
      });
    } else {
      inputs.push({ upload: files.length, ...placement });
      files.push({ file: page.source.file, name: page.source.name });
    }
  }
  form.append('pages', JSON.stringify(inputs));
  for (const { file, name } of files) form.append('file', file, name);
  return form;
}
