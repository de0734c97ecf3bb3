import { useEffect, useState } from 'react';
import type { OcrEngine, OcrStatus } from '@lcars/contract/scanner';
import { appHeader, useClaim } from '../../../kit';
import { fetchBlob } from '../api';
import { SCANNER_BASE } from '../paths';

export const useScannerClaim = (value: 'Access' | 'Read' | 'Edit' | 'Delete'): boolean =>
  useClaim('Scanner', value);

/** A page's heading in the app's toolbar, with the way back to the app home. */
export const ScannerHeader = appHeader({ title: 'Scanner', path: SCANNER_BASE });

/** An image of the API (thumbnail, page), fetched with the bearer token and shown from an object URL. */
export function AuthImage({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    void fetchBlob(path).then((blob) => {
      if (!live || !blob) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  return url === null ? (
    <div className={className} role="img" aria-label={alt} />
  ) : (
    <img src={url} alt={alt} className={className} loading="lazy" />
  );
}

export const OCR_STATUS_TEXT: Record<OcrStatus, string> = {
  none: 'No pages',
  queued: 'Waiting for text recognition',
  running: 'Recognising text',
  done: 'Text recognised',
  failed: 'Text recognition failed',
};

/** Which engine read a version: their accuracy and speed differ (tesseract is Debian's program). */
export const OCR_ENGINE_TEXT: Record<OcrEngine, string> = {
  native: 'read by tesseract',
  wasm: 'read by tesseract.js (WebAssembly)',
};
