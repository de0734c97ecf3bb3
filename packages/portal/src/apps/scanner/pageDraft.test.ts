import { describe, expect, it } from 'vitest';
import {
  cropFromMargins,
  movePage,
  pagesForm,
  removePage,
  replacePage,
  turnPage,
  type DraftPage,
} from './pageDraft';

const page = (key: string, source: DraftPage['source']): DraftPage => ({
  key,
  source,
  preview: '',
  rotation: 0,
  crop: null,
});

describe('scanner page drafts', () => {
  const pages = [
    page('a', { kind: 'file', file: new Blob(['a']), name: 'a.jpg' }),
    page('b', { kind: 'earlier', pageId: 7 }),
    page('c', { kind: 'file', file: new Blob(['c']), name: 'c.png' }),
  ];

  it('moves, turns (both ways, wrapping) and removes pages', () => {
    expect(movePage(pages, 0, 2).map((p) => p.key)).toEqual(['b', 'c', 'a']);
    expect(movePage(pages, 0, 5).map((p) => p.key)).toEqual(['a', 'b', 'c']);
    expect(turnPage(pages, 1)[1]!.rotation).toBe(90);
    expect(turnPage(turnPage(pages, 1, -90), 1, -90)[1]!.rotation).toBe(180);
    expect(turnPage(turnPage(turnPage(turnPage(pages, 0), 0), 0), 0)[0]!.rotation).toBe(0);
    expect(removePage(pages, 1).map((p) => p.key)).toEqual(['a', 'c']);
  });

  it('replaces a page in its place, by one page or several', () => {
    const retaken = page('r', { kind: 'file', file: new Blob(['r']), name: 'r.jpg' });
    const pdfPage = page('s', { kind: 'file', file: new Blob(['s']), name: 's.jpg' });
    expect(replacePage(pages, 1, [retaken]).map((p) => p.key)).toEqual(['a', 'r', 'c']);
    expect(replacePage(pages, 0, [retaken, pdfPage]).map((p) => p.key)).toEqual(['r', 's', 'b', 'c']);
    expect(replacePage(pages, 3, [retaken]).map((p) => p.key)).toEqual(['a', 'b', 'c', 'r']);
  });

  it('makes a crop from margins, none when nothing is cut', () => {
    expect(cropFromMargins(0, 0, 0, 0)).toBeNull();
    expect(cropFromMargins(10, 20, 10, 0)).toEqual({ x: 0.1, y: 0.2, width: 0.8, height: 0.8 });
    expect(cropFromMargins(90, 0, 0, 0)).toEqual({ x: 0.45, y: 0, width: 0.55, height: 1 });
  });

  it('numbers uploads in the order of the files and names earlier pages by id', () => {
    const form = pagesForm(turnPage(movePage(pages, 2, 0), 0), { title: 'T', note: 'n' });
    expect(form.get('title')).toBe('T');
    expect(JSON.parse(form.get('pages') as string)).toEqual([
      { upload: 0, rotation: 90, crop: null },
      { upload: 1, rotation: 0, crop: null },
      { pageId: 7, rotation: 0, crop: null },
    ]);
    expect((form.getAll('file') as File[]).map((file) => file.name)).toEqual(['c.png', 'a.jpg']);
  });

  it("sends a document once, each of its pages naming its number; a TIFF's one entry stands for every page", () => {
    const pdf = new Blob(['%PDF-']);
    const tiff = new Blob(['II*']);
    const form = pagesForm(
      [
        page('p2', { kind: 'document', file: pdf, name: 'r.pdf', page: 1 }),
        page('i', { kind: 'file', file: new Blob(['i']), name: 'i.jpg' }),
        page('p1', { kind: 'document', file: pdf, name: 'r.pdf', page: 0 }),
        page('t', { kind: 'document', file: tiff, name: 'fax.tif' }),
      ],
      {},
    );
    expect(JSON.parse(form.get('pages') as string)).toEqual([
      { upload: 0, page: 1, rotation: 0, crop: null },
      { upload: 1, rotation: 0, crop: null },
      { upload: 0, page: 0, rotation: 0, crop: null },
      { upload: 2, rotation: 0, crop: null },
    ]);
    expect((form.getAll('file') as File[]).map((file) => file.name)).toEqual(['r.pdf', 'i.jpg', 'fax.tif']);
  });
});
