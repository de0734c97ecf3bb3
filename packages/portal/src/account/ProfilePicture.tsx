import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button, Card, FileDropZone, IMAGE_FILE_TYPES, Spinner } from '@lcars/ui';
import { getProfileImage, saveProfileImage } from '@lcars/contract';
import { call } from '../core/call';
import { useSessionStore } from '../core/stores/session';
import { adoptProfile } from './accountCalls';
import { centredCrop, clampCrop, imageDataUrl, sourceRect, type SquareCrop } from './profileImage';
import * as styles from './account.css';
import { toastSuccess, useLoad } from '../kit';

/** The crop frame on screen and the size of the stored square picture, in pixels. */
const FRAME = 240;
const OUTPUT = 256;
const MAX_ZOOM = 4;

interface LoadedImage {
  url: string;
  name: string;
  width: number;
  height: number;
}

function loadImage(file: File): Promise<LoadedImage> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () =>
      resolve({ url, name: file.name, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(`${file.name} is not an image this browser can read.`));
    };
    image.src = url;
  });
}

/** Draws the cropped square onto a canvas and answers it as a PNG data: URL. */
function cropToDataUrl(source: LoadedImage, crop: SquareCrop): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = OUTPUT;
      canvas.height = OUTPUT;
      const context = canvas.getContext('2d');
      if (!context) {
        reject(new Error('The browser cannot draw the picture.'));
        return;
      }
      const { sx, sy, size } = sourceRect(crop, source.width, source.height, FRAME);
      context.drawImage(image, sx, sy, size, size, 0, 0, OUTPUT, OUTPUT);
      resolve(canvas.toDataURL('image/png'));
    };
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = source.url;
  });
}

/** The profile picture: the current one, and a new one chosen, cropped square and uploaded (saveProfileImage, as JSON). */
export function ProfilePicture({ userId }: { userId: number }) {
  const current = useLoad(getProfileImage, { params: { userId } });
  const [files, setFiles] = useState<File[]>([]);
  const [source, setSource] = useState<LoadedImage | null>(null);
  const [crop, setCrop] = useState<SquareCrop>({ zoom: 1, x: 0, y: 0 });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const drag = useRef<{ x: number; y: number; crop: SquareCrop } | null>(null);

  useEffect(() => {
    const file = files[0];
    if (!file) return undefined;
    let cancelled = false;
    let loadedUrl: string | null = null;
    loadImage(file)
      .then((loaded) => {
        loadedUrl = loaded.url;
        if (cancelled) {
          URL.revokeObjectURL(loaded.url);
          return;
        }
        setError(null);
        setSource(loaded);
        setCrop(centredCrop(loaded.width, loaded.height, FRAME));
      })
      .catch((failure: unknown) => {
        if (!cancelled) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => {
      cancelled = true;
      if (loadedUrl) URL.revokeObjectURL(loadedUrl);
    };
  }, [files]);

  const chooseFiles = (next: File[]) => {
    setFiles(next);
    if (next.length === 0) setSource(null);
  };

  const zoomTo = (zoom: number) => {
    if (!source) return;
    // Zoom around the frame's centre.
    const ratio = zoom / crop.zoom;
    const centre = FRAME / 2;
    setCrop(
      clampCrop(
        { zoom, x: centre - (centre - crop.x) * ratio, y: centre - (centre - crop.y) * ratio },
        source.width,
        source.height,
        FRAME,
      ),
    );
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || !source) return;
    setCrop(
      clampCrop(
        {
          zoom: start.crop.zoom,
          x: start.crop.x + event.clientX - start.x,
          y: start.crop.y + event.clientY - start.y,
        },
        source.width,
        source.height,
        FRAME,
      ),
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const upload = async () => {
    if (!source) return;
    setSaving(true);
    try {
      const imageData = await cropToDataUrl(source, crop);
      const answer = await call(saveProfileImage, {
        params: { userId },
        body: { imageData, imageName: source.name },
      });
      if (answer?.success) {
        if (answer.result) current.setData(answer.result);
        else await current.reload();
        // The shell's profile block loads the picture again when the signed-in user's imageId changes.
        const own = useSessionStore.getState().accountContext?.profile;
        if (answer.result && own?.userId === userId) adoptProfile({ ...own, imageId: answer.result.id });
        toastSuccess('Profile picture saved.');
        chooseFiles([]);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  const scale = source ? (FRAME / Math.min(source.width, source.height)) * crop.zoom : 1;

  return (
    <div className={styles.grid}>
      <Card title="Current picture" headingLevel={2}>
        {current.data ? (
          current.data.imagePresent ? (
            <img
              className={styles.picture}
              src={imageDataUrl(current.data.imageData)}
              alt="Your profile picture"
            />
          ) : (
            <p className={styles.muted}>You have no profile picture yet.</p>
          )
        ) : (
          <Spinner label="Loading your picture" />
        )}
      </Card>
      <Card
        title="New picture"
        subtitle="Drag to move the picture in the square; zoom to fit"
        headingLevel={2}
      >
        <div className={styles.form}>
          <FileDropZone
            label="Choose a picture"
            accept={IMAGE_FILE_TYPES}
            maxSize={5 * 1024 * 1024}
            value={files}
            onChange={chooseFiles}
          />
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          {source && (
            <>
              <div
                className={styles.cropFrame}
                role="img"
                aria-label="Preview of the cropped picture"
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
              >
                <img
                  className={styles.cropImage}
                  src={source.url}
                  alt=""
                  draggable={false}
                  style={{
                    width: source.width,
                    height: source.height,
                    transform: `translate(${crop.x}px, ${crop.y}px) scale(${scale})`,
                  }}
                />
              </div>
              <label className={styles.field}>
                Zoom
                <input
                  type="range"
                  min={1}
                  max={MAX_ZOOM}
                  step={0.05}
                  value={crop.zoom}
                  onChange={(event) => zoomTo(Number(event.target.value))}
                />
              </label>
              <div className={styles.actions}>
                <Button variant="primary" isPending={saving} onPress={() => void upload()}>
                  Save picture
                </Button>
                <Button variant="text" onPress={() => chooseFiles([])}>
                  Cancel
                </Button>
              </div>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
