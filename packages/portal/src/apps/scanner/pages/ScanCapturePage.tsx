import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, FileDropZone, Inline, NumberField, Stack, TextArea, TextField } from '@lcars/ui';
import { SCANNER_LIMITS, type Scan } from '@lcars/contract/scanner';
import { toastError, toastSuccess, toastWarning, useLoad } from '../../../kit';
import { fetchBlob, scanFilePaths, scannerApi } from '../api';
import { ScannerHeader } from '../components/shared';
import {
  cropFromMargins,
  cropPage,
  movePage,
  pagesForm,
  removePage,
  replacePage,
  turnPage,
  type DraftPage,
} from '../pageDraft';
import { SCANNER_BASE } from '../paths';
import * as styles from '../scanner.css';

let nextKey = 0;
const newKey = () => `page-${++nextKey}`;

const ACCEPT = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  '.pdf',
  'image/tiff',
  '.tif',
  '.tiff',
];

/** What the strip shows for a TIFF, which browsers do not draw: the server makes its pages on saving. */
const TIFF_PREVIEW =
  '<svg xmlns="http://www.w3.org/2000/svg" width="210" height="297" viewBox="0 0 210 297">' +
  '<rect width="210" height="297" fill="#fff" stroke="#888"/>' +
  '<text x="105" y="140" font-size="22" text-anchor="middle" font-family="sans-serif">TIFF</text>' +
  '<text x="105" y="170" font-size="12" text-anchor="middle" font-family="sans-serif">every page, on saving</text></svg>';

/** The device camera in a <video>, and a shutter that takes the frame as a JPEG. */
function Camera({ onShot, disabled }: { onShot: (image: Blob) => void; disabled: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    () => () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    },
    [stream],
  );
  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('This browser offers no camera here (it needs https). Add image or PDF files instead.');
      return;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 2480 }, height: { ideal: 3508 } },
        audio: false,
      });
      setStream(media);
      setProblem(null);
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
    } catch (error) {
      setProblem(`The camera could not be opened: ${(error as Error).message}`);
    }
  };
  const shoot = () => {
    const element = video.current;
    if (!element || element.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob((blob) => blob && onShot(blob), 'image/jpeg', 0.92);
  };
  return (
    <Stack>
      <video
        ref={video}
        className={styles.camera}
        playsInline
        muted
        hidden={stream === null}
        aria-label="Camera"
      />
      <div className={styles.shutterRow}>
        {stream === null ? (
          <Button variant="primary" onPress={() => void start()}>
            Start camera
          </Button>
        ) : (
          <>
            <button
              type="button"
              className={styles.shutter}
              onClick={shoot}
              disabled={disabled}
              aria-label="Take a picture of the page"
            />
            <Button
              variant="secondary"
              onPress={() => {
                for (const track of stream.getTracks()) track.stop();
                setStream(null);
              }}
            >
              Stop camera
            </Button>
          </>
        )}
      </div>
      {problem && <p role="alert">{problem}</p>}
    </Stack>
  );
}

/** The crop of the selected page, as margins in percent of the turned page. */
function CropPanel({ page, onCrop }: { page: DraftPage; onCrop: (crop: DraftPage['crop']) => void }) {
  const crop = page.crop;
  const margins = {
    left: Math.round((crop?.x ?? 0) * 100),
    top: Math.round((crop?.y ?? 0) * 100),
    right: Math.round((1 - (crop?.x ?? 0) - (crop?.width ?? 1)) * 100),
    bottom: Math.round((1 - (crop?.y ?? 0) - (crop?.height ?? 1)) * 100),
  };
  const set = (side: keyof typeof margins, value: number) => {
    const next = { ...margins, [side]: value };
    onCrop(cropFromMargins(next.left, next.top, next.right, next.bottom));
  };
  return (
    <fieldset className={styles.fields} aria-label="Crop">
      {(['left', 'top', 'right', 'bottom'] as const).map((side) => (
        <NumberField
          key={side}
          label={`Cut ${side} (%)`}
          value={margins[side]}
          minValue={0}
          maxValue={45}
          onChange={(value) => set(side, value ?? 0)}
        />
      ))}
    </fieldset>
  );
}

/**
 * /scanner/scan/:id/scan (id 0: a new scan) and /scanner/scan/:id/modify/:versionId: pages from the camera or
 * from image and PDF files, reordered (drag, or Shift+arrow keys), turned and cropped, then saved as a new
 * scan or as the scan's next version.
 */
export function ScanCapturePage() {
  const params = useParams();
  const id = Number(params.id);
  const versionId = params.versionId === undefined ? null : Number(params.versionId);
  const isNew = id === 0;
  const navigate = useNavigate();
  const scan = useLoad<Scan>(() => (isNew ? Promise.resolve(undefined) : scannerApi.get(id)), String(id));
  const [pages, setPages] = useState<DraftPage[]>([]);
  const [selected, setSelected] = useState(0);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  /** The page the next picture or file takes the place of (its key), if any. */
  const [replacing, setReplacing] = useState<string | null>(null);
  const dragFrom = useRef<number | null>(null);
  const strip = useRef<HTMLOListElement>(null);
  const urls = useRef<string[]>([]);

  const preview = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    return url;
  };
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  // Scan again starts from the current version's pages, Modify from the chosen version's: each is reused as it
  // is unless changed, and pages taken meanwhile come after them. Saving waits until they are in the strip, so
  // a version is never made of the new pages alone.
  const startVersion = scan.data?.versions.find(
    (version) => version.id === (versionId ?? scan.data?.currentVersionId),
  );
  const [loadedVersionId, setLoadedVersionId] = useState<number | null>(null);
  const loadingEarlier =
    !isNew &&
    (scan.data === undefined || (startVersion !== undefined && loadedVersionId !== startVersion.id));
  useEffect(() => {
    if (!startVersion || !scan.data) return;
    let live = true;
    void Promise.all(
      startVersion.pages.map(async (page) => {
        const blob = await fetchBlob(scanFilePaths.original(scan.data!.id, page.id));
        return {
          key: newKey(),
          source: { kind: 'earlier', pageId: page.id },
          preview: blob ? preview(blob) : '',
          rotation: page.rotation,
          crop: page.crop,
        } satisfies DraftPage;
      }),
    ).then((loaded) => {
      if (!live) return;
      setPages((added) => [...loaded, ...added]);
      setSelected(0);
      setLoadedVersionId(startVersion.id);
    });
    return () => {
      live = false;
    };
  }, [scan.data?.id, startVersion?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  /** New pages: after the others, or in the place of the page being replaced. */
  const add = (images: { blob: Blob; name: string; source?: DraftPage['source'] }[]) => {
    const replacingKey = replacing;
    setReplacing(null);
    setPages((current) => {
      const at = replacingKey === null ? -1 : current.findIndex((page) => page.key === replacingKey);
      const room = SCANNER_LIMITS.pages - current.length + (at >= 0 ? 1 : 0);
      if (images.length > room) toastWarning(`A version holds at most ${SCANNER_LIMITS.pages} pages.`);
      const added = images.slice(0, Math.max(0, room)).map(({ blob, name, source }): DraftPage => ({
        key: newKey(),
        source: source ?? { kind: 'file', file: blob, name },
        preview: preview(blob),
        rotation: 0,
        crop: null,
      }));
      if (added.length === 0) return current;
      if (at >= 0) {
        setSelected(at);
        return replacePage(current, at, added);
      }
      setSelected(current.length + added.length - 1);
      return [...current, ...added];
    });
  };

  const addFiles = async (files: File[]) => {
    const images: { blob: Blob; name: string; source?: DraftPage['source'] }[] = [];
    for (const file of files) {
      const lower = file.name.toLowerCase();
      if (file.type === 'image/tiff' || lower.endsWith('.tif') || lower.endsWith('.tiff')) {
        images.push({
          blob: new Blob([TIFF_PREVIEW], { type: 'image/svg+xml' }),
          name: file.name,
          source: { kind: 'document', file, name: file.name },
        });
      } else if (file.type === 'application/pdf' || lower.endsWith('.pdf')) {
        setBusy(`Reading ${file.name}…`);
        try {
          // The pages are drawn here for the strip; the PDF itself is sent, kept as the version's original.
          const { pdfPagesAsImages } = await import('../pdfRender');
          const rendered = await pdfPagesAsImages(file);
          rendered.forEach((blob, page) =>
            images.push({ blob, name: file.name, source: { kind: 'document', file, name: file.name, page } }),
          );
        } catch (error) {
          toastError(`${file.name} could not be read as a PDF.`, (error as Error).message);
        }
      } else {
        images.push({ blob: file, name: file.name });
      }
    }
    setBusy(null);
    add(images);
  };

  const focusPage = (index: number) =>
    requestAnimationFrame(() => strip.current?.querySelectorAll<HTMLElement>('[data-page]')[index]?.focus());
  const move = (from: number, to: number) => {
    if (to < 0 || to >= pages.length) return;
    setPages((current) => movePage(current, from, to));
    setSelected(to);
    focusPage(to);
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const step =
      event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? -1
        : event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? 1
          : 0;
    if (step !== 0) {
      event.preventDefault();
      if (event.shiftKey) move(index, index + step);
      else {
        const next = Math.min(pages.length - 1, Math.max(0, index + step));
        setSelected(next);
        focusPage(next);
      }
    } else if (event.key === 'r' || event.key === 'R') {
      setPages((current) => turnPage(current, index, event.shiftKey ? -90 : 90));
    } else if (event.key === 'Delete') {
      setPages((current) => removePage(current, index));
    }
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragFrom.current !== null) move(dragFrom.current, index);
    dragFrom.current = null;
  };

  const save = async () => {
    if (loadingEarlier) return;
    if (pages.length === 0) return toastWarning('Add at least one page.');
    if (isNew && title.trim() === '') return toastWarning('Give the scan a title.');
    setBusy('Saving…');
    if (isNew) {
      const created = await scannerApi.create(pagesForm(pages, { title, description, tags, note }));
      setBusy(null);
      if (created) {
        toastSuccess('The scan was saved; its text is being recognised.');
        void navigate(`${SCANNER_BASE}/scan/${created.id}`);
      }
    } else {
      const version = await scannerApi.createVersion(id, pagesForm(pages, { note }));
      setBusy(null);
      if (version) {
        toastSuccess(`Version ${version.versionNumber} was saved; its text is being recognised.`);
        void navigate(`${SCANNER_BASE}/scan/${id}`);
      }
    }
  };

  const current = pages[selected];
  const replacingIndex = replacing === null ? -1 : pages.findIndex((page) => page.key === replacing);
  const scanTitle = scan.data?.title ?? 'scan';
  const heading = isNew
    ? 'New scan'
    : versionId !== null
      ? `Modify ${scanTitle}${startVersion ? `, version ${startVersion.versionNumber}` : ''}`
      : `Scan again: ${scanTitle}`;
  return (
    <>
      <ScannerHeader title={heading} />
      {startVersion && (
        <p className={styles.muted}>
          {loadingEarlier
            ? `Loading the pages of version ${startVersion.versionNumber}…`
            : `Starts from the ${startVersion.pageCount} ${startVersion.pageCount === 1 ? 'page' : 'pages'} of version ${startVersion.versionNumber}: pages you add come after them. Remove, move, turn or crop any page, then save it as a new version; version ${startVersion.versionNumber} stays as it is.`}
        </p>
      )}
      <div className={styles.capture}>
        <Camera
          onShot={(blob) => add([{ blob, name: `camera-${Date.now()}.jpg` }])}
          disabled={busy !== null}
        />
        <ol
          ref={strip}
          className={styles.strip}
          aria-label="Pages (Shift and an arrow key moves a page, R turns it)"
        >
          {pages.map((page, index) => (
            <li
              key={page.key}
              data-page
              tabIndex={index === selected ? 0 : -1}
              className={styles.stripPage}
              data-selected={index === selected}
              aria-label={`Page ${index + 1} of ${pages.length}${page.rotation ? `, turned ${page.rotation}°` : ''}${page.crop ? ', cropped' : ''}`}
              draggable
              onDragStart={() => {
                dragFrom.current = index;
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onFocus={() => setSelected(index)}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKey(event, index)}
            >
              <img
                src={page.preview}
                alt=""
                className={styles.stripImage}
                style={{ transform: `rotate(${page.rotation}deg)` }}
              />
              <span>
                {index + 1}
                {page.crop ? ' · cropped' : ''}
              </span>
              <span className={styles.stripButtons}>
                <button
                  type="button"
                  className={styles.smallButton}
                  aria-label={`Move page ${index + 1} left`}
                  onClick={() => move(index, index - 1)}
                  tabIndex={-1}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={styles.smallButton}
                  aria-label={`Turn page ${index + 1}`}
                  onClick={() => setPages((list) => turnPage(list, index))}
                  tabIndex={-1}
                >
                  ↻
                </button>
                <button
                  type="button"
                  className={styles.smallButton}
                  aria-label={`Move page ${index + 1} right`}
                  onClick={() => move(index, index + 1)}
                  tabIndex={-1}
                >
                  →
                </button>
                <button
                  type="button"
                  className={styles.smallButton}
                  aria-label={`Remove page ${index + 1}`}
                  onClick={() => setPages((list) => removePage(list, index))}
                  tabIndex={-1}
                >
                  ✕
                </button>
              </span>
            </li>
          ))}
        </ol>
        {current && (
          <>
            <Inline>
              {replacingIndex >= 0 ? (
                <>
                  <span role="status">The next picture or file replaces page {replacingIndex + 1}.</span>
                  <Button variant="secondary" onPress={() => setReplacing(null)}>
                    Keep page {replacingIndex + 1}
                  </Button>
                </>
              ) : (
                <Button variant="secondary" onPress={() => setReplacing(current.key)}>
                  Replace page {selected + 1}
                </Button>
              )}
            </Inline>
            <CropPanel page={current} onCrop={(crop) => setPages((list) => cropPage(list, selected, crop))} />
          </>
        )}
        <FileDropZone
          label="Add images, PDF or TIFF files"
          accept={ACCEPT}
          allowsMultiple
          maxSize={SCANNER_LIMITS.fileBytes}
          value={[]}
          onChange={(files) => void addFiles(files)}
          description="JPEG, PNG, WebP, PDF or TIFF; a PDF's or TIFF's pages are added, and the file is kept as the original"
        />
        <Stack
          as="form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {isNew && (
            <div className={styles.fields}>
              <TextField label="Title" value={title} onChange={setTitle} isRequired />
              <TextField label="Tags" value={tags} onChange={setTags} description="Separated by commas" />
            </div>
          )}
          {isNew && <TextArea label="Description" value={description} onChange={setDescription} />}
          <TextField
            label="Note"
            value={note}
            onChange={setNote}

            description="What this version is"
          />
          <Inline>
            <Button
              type="submit"
              variant="primary"
              isDisabled={busy !== null || loadingEarlier || pages.length === 0}
            >
              {isNew ? 'Save scan' : 'Save as new version'}
            </Button>
            {busy && <span aria-live="polite">{busy}</span>}
          </Inline>
        </Stack>
      </div>
    </>
  );
}
