import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Card, ConfirmDialog, Inline, Stack } from '@lcars/ui';
import type { Scan, ScanVersion } from '@lcars/contract/scanner';
import { useLiveStore } from '../../../core/liveEvents';
import { ProgressBar, toastError, toastSuccess, useLoad } from '../../../kit';
import { download, scanFilePaths, scannerApi } from '../api';
import {
  AuthImage,
  OCR_ENGINE_TEXT,
  OCR_STATUS_TEXT,
  ScannerHeader,
  useScannerClaim,
} from '../components/shared';
import { SCANNER_BASE } from '../paths';
import { ScanDetails } from '../components/ScanDetails';
import * as styles from '../scanner.css';

const dateText = (iso: string) => new Date(iso).toLocaleString();

/** The recognition of a version as its Progress events report it (live), or its stored status. */
function RecognitionProgress({ version, onDone }: { version: ScanVersion; onDone: () => void }) {
  const jobId = version.ocrJobId === null ? null : String(version.ocrJobId);
  const event = useLiveStore((state) => (jobId === null ? undefined : state.jobs[jobId]));
  const pending = version.ocrStatus === 'queued' || version.ocrStatus === 'running';
  const finished = event?.done === true;
  useEffect(() => {
    if (pending && finished) onDone();
  }, [pending, finished, onDone]);
  // Until the first event, and in case the live channel is away, the page asks again now and then.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(onDone, 5000);
    return () => clearInterval(timer);
  }, [pending, onDone]);
  if (!pending)
    return (
      <p className={styles.muted}>
        {OCR_STATUS_TEXT[version.ocrStatus]}
        {version.ocrEngine !== null && `, ${OCR_ENGINE_TEXT[version.ocrEngine]}`}
      </p>
    );
  const label = event?.message ?? OCR_STATUS_TEXT[version.ocrStatus];
  return (
    <Stack aria-live="polite">
      <span>{label}</span>
      <ProgressBar percent={event?.percent ?? 0} label={`Text recognition: ${label}`} />
    </Stack>
  );
}

/** /scanner/scan/:id: the pages, the versions, the recognised text, download as PDF. */
export function ScanViewPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const canEdit = useScannerClaim('Edit');
  const canDelete = useScannerClaim('Delete');
  const scan = useLoad<Scan>(() => scannerApi.get(id), String(id));
  const [shownVersionId, setShownVersionId] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const data = scan.data;
  const version =
    data?.versions.find((item) => item.id === (shownVersionId ?? data.currentVersionId)) ?? data?.versions[0];
  const reload = scan.reload;
  const refresh = useCallbackOnce(reload);

  if (!data) {
    return (
      <>
        <ScannerHeader title="Scan" />
        <p className={styles.muted}>Loading…</p>
      </>
    );
  }
  const downloadPdf = async (item: ScanVersion) => {
    const ok = await download(
      scanFilePaths.pdf(data.id, item.id),
      `${data.title} v${item.versionNumber}.pdf`,
    );
    if (!ok) toastError('The PDF could not be downloaded.');
  };
  return (
    <>
      <ScannerHeader
        title={data.title}
        actions={
          <Inline>
            {canEdit && (
              <>
                <Link to={`${SCANNER_BASE}/scan/${data.id}/scan`} className={styles.link}>
                  Scan again
                </Link>
                {version && (
                  <Link to={`${SCANNER_BASE}/scan/${data.id}/modify/${version.id}`} className={styles.link}>
                    Modify pages
                  </Link>
                )}
                <Link to={`${SCANNER_BASE}/scan/${data.id}/edit`} className={styles.link}>
                  Edit
                </Link>
              </>
            )}
            {canDelete && (
              <Button variant="secondary" onPress={() => setConfirmDelete(true)}>
                Delete
              </Button>
            )}
          </Inline>
        }
      />
      {data.description !== '' && <p>{data.description}</p>}
      <ScanDetails scan={data} />
      {data.tags.length > 0 && (
        <div className={styles.tags} aria-label="Tags">
          {data.tags.map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
        </div>
      )}
      {version && (
        <Card
          title={`Version ${version.versionNumber}${version.id === data.currentVersionId ? ' (current)' : ''}`}
          headingLevel={2}
        >
          <Stack>
            <RecognitionProgress version={version} onDone={refresh} />
            <Inline>
              <Button
                variant="primary"
                isDisabled={!version.hasPdf}
                onPress={() => void downloadPdf(version)}
              >
                Download PDF
              </Button>
              <span className={styles.muted}>
                {version.pageCount} {version.pageCount === 1 ? 'page' : 'pages'} · {version.createdBy} ·{' '}
                {dateText(version.createdDate)}
              </span>
            </Inline>
            {version.pages.map((page) => (
              <section key={page.id} className={styles.pageView} aria-label={`Page ${page.pageNumber}`}>
                <AuthImage
                  path={scanFilePaths.image(data.id, page.id)}
                  alt={`Page ${page.pageNumber}`}
                  className={styles.pageImage}
                />
                <Stack>
                  <h3 style={{ margin: 0 }}>Page {page.pageNumber}</h3>
                  {page.ocrText === '' ? (
                    <p className={styles.muted}>No text recognised (yet).</p>
                  ) : (
                    <pre className={styles.ocrText} aria-label={`Text of page ${page.pageNumber}`}>
                      {page.ocrText}
                    </pre>
                  )}
                </Stack>
              </section>
            ))}
          </Stack>
        </Card>
      )}
      {data.originals.length > 0 && (
        <Card title="Originals" headingLevel={2}>
          <Stack as="ul" space="sm">
            {data.originals.map((original) => (
              <Inline key={original.id} as="li">
                <Button
                  onPress={() =>
                    void download(scanFilePaths.originalDocument(data.id, original.id), original.name).then(
                      (ok) => {
                        if (!ok) toastError('The original could not be downloaded.');
                      },
                    )
                  }
                  aria-label={`Download the original ${original.name}`}
                >
                  {original.name}
                </Button>
                <span className={styles.muted}>
                  Version {original.versionNumber} · {original.pageCount}{' '}
                  {original.pageCount === 1 ? 'page' : 'pages'} ·{' '}
                  {Math.max(1, Math.round(original.bytes / 1024))} KB
                </span>
              </Inline>
            ))}
          </Stack>
        </Card>
      )}
      <Card title="Versions" headingLevel={2}>
        <Stack as="ul" space="sm">
          {data.versions.map((item) => (
            <Inline key={item.id}>
              <Button
                variant={item.id === version?.id ? 'primary' : 'secondary'}
                onPress={() => setShownVersionId(item.id)}
              >
                Version {item.versionNumber}
              </Button>
              <span>{item.note === '' ? <span className={styles.muted}>No note</span> : item.note}</span>
              <span className={styles.muted}>
                {dateText(item.createdDate)} · {item.pageCount} {item.pageCount === 1 ? 'page' : 'pages'} ·{' '}
                {OCR_STATUS_TEXT[item.ocrStatus]}
              </span>
              {item.hasPdf && (
                <Button
                  onPress={() => void downloadPdf(item)}
                  aria-label={`Download version ${item.versionNumber} as PDF`}
                >
                  PDF
                </Button>
              )}
            </Inline>
          ))}
        </Stack>
      </Card>
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete scan"
        text="delete this scan with every version, its pages and its PDF"
        onConfirm={() => {
          void scannerApi.remove(data.id).then((done) => {
            if (!done) return;
            toastSuccess('The scan was deleted.');
            void navigate(`${SCANNER_BASE}/list`);
          });
        }}
      />
    </>
  );
}

/** A stable callback that calls the latest `run` (the reload of the loaded scan). */
function useCallbackOnce(run: () => Promise<unknown>): () => void {
  const ref = useRef(run);
  useEffect(() => {
    ref.current = run;
  });
  return useCallback(() => void ref.current(), []);
}
