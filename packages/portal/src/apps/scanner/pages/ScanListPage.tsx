import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Inline, TextField } from '@lcars/ui';
import type { ScanPageList } from '@lcars/contract/scanner';
import { toastError, useDebounced, useLoad } from '../../../kit';
import { scanFilePaths, scannerApi } from '../api';
import { AuthImage, OCR_STATUS_TEXT, ScannerHeader, useScannerClaim } from '../components/shared';
import { ScanImportDialog } from '../components/ScanImportDialog';
import { ScanFilters } from '../components/ScanFilters';
import { ScannerMenu } from '../components/ScannerMenu';
import { filterOf, filterSearch, useVocabularies } from '../vocabularies';
import { SCANNER_BASE } from '../paths';
import * as styles from '../scanner.css';

const ITEMS_PER_PAGE = 24;

/** /scanner/list: the caller's scans with thumbnails; the search box shows results as the user types. */
export function ScanListPage() {
  const [params, setParams] = useSearchParams();
  const urlTerm = params.get('q') ?? '';
  const [term, setTerm] = useState(urlTerm);
  // A saved view chosen from the menu changes the URL's term: the search box follows it.
  const [seenTerm, setSeenTerm] = useState(urlTerm);
  if (urlTerm !== seenTerm) {
    setSeenTerm(urlTerm);
    setTerm(urlTerm);
  }
  const debounced = useDebounced(term, 250);
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const canEdit = useScannerClaim('Edit');
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const filter = filterOf(params);
  const filterKey = filterSearch(filter);
  const vocabularies = useVocabularies();
  const view = vocabularies?.savedViews.find((saved) => String(saved.id) === params.get('view'));
  const list = useLoad<ScanPageList>(
    () => scannerApi.list(page, ITEMS_PER_PAGE, debounced, filter),
    `${page}|${debounced}|${filterKey}`,
  );
  const setFilter = (name: string, value: string | undefined) => {
    const search = new URLSearchParams(params);
    if (value === undefined) search.delete(name);
    else search.set(name, value);
    if (name === 'fieldId') search.delete('fieldValue');
    search.delete('page');
    search.delete('view');
    setParams(search, { replace: true });
  };
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    search.set('page', String(next));
    setParams(search, { replace: true });
  };
  const records = list.data?.records ?? [];
  return (
    <>
      <ScannerHeader
        title={view ? view.name : 'Scans'}
        actions={
          <Inline>
            <ScannerMenu />
            {canEdit && (
              <>
                <Link to={`${SCANNER_BASE}/scan/0/scan`} className={styles.link}>
                  New scan
                </Link>
                <Button variant="secondary" onPress={() => setImporting(true)}>
                  Import
                </Button>
              </>
            )}
            <Button
              variant="secondary"
              isDisabled={exporting}
              onPress={() => {
                setExporting(true);
                void scannerApi.exportAll().then((ok) => {
                  setExporting(false);
                  if (!ok) toastError('The scans could not be exported.');
                });
              }}
            >
              {exporting ? 'Exporting…' : 'Export all'}
            </Button>
          </Inline>
        }
      />
      <ScanImportDialog
        isOpen={importing}
        onOpenChange={setImporting}
        onImported={() => void list.reload()}
      />
      <TextField
        label="Search scans"
        type="search"
        value={term}
        onChange={(value) => {
          setTerm(value);
          const search = new URLSearchParams(params);
          search.set('q', value);
          search.delete('page');
          search.delete('view');
          setParams(search, { replace: true });
        }}
        description="Title, tags, description and the recognised text"
      />
      {vocabularies && (
        <ScanFilters
          vocabularies={vocabularies}
          filter={filter}
          term={debounced}
          onChange={setFilter}
          onSaved={(id) => {
            const search = new URLSearchParams(params);
            search.set('view', String(id));
            setParams(search, { replace: true });
          }}
        />
      )}
      <p className={styles.muted} aria-live="polite">
        {list.data === undefined
          ? 'Loading…'
          : list.data.total === 0
            ? debounced.trim() === '' && filterKey === ''
              ? 'No scans yet.'
              : 'No scan matches.'
            : list.data.totalIsEstimate
              ? `More than ${list.data.total.toLocaleString('en')} scans: the best of the newest shown`
              : `${list.data.total} ${list.data.total === 1 ? 'scan' : 'scans'}`}
      </p>
      <ul className={styles.grid} aria-label="Scans">
        {records.map((scan) => (
          <li key={scan.id}>
            <Link to={`${SCANNER_BASE}/scan/${scan.id}`} className={styles.tile}>
              {scan.firstPageId === null ? (
                <div className={styles.thumb} />
              ) : (
                <AuthImage
                  path={scanFilePaths.thumbnail(scan.id, scan.firstPageId)}
                  alt=""
                  className={styles.thumb}
                />
              )}
              <span className={styles.tileTitle}>{scan.title}</span>
              <span className={styles.muted}>
                {scan.pageCount} {scan.pageCount === 1 ? 'page' : 'pages'} · v{scan.versionNumber} ·{' '}
                {OCR_STATUS_TEXT[scan.ocrStatus]}
              </span>
              {(scan.correspondent || scan.documentType || scan.documentDate) && (
                <span className={styles.muted}>
                  {[scan.documentDate, scan.correspondent?.name, scan.documentType?.name]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              )}
              {scan.matchedVersionNumber != null && scan.matchedVersionNumber !== scan.versionNumber && (
                <span className={styles.muted} data-testid="scan-matched-version">
                  Found in version {scan.matchedVersionNumber} (an earlier version)
                </span>
              )}
              {scan.snippet.length > 0 && (
                <p className={styles.snippet}>
                  {scan.snippet.map((part, index) =>
                    part.hit ? (
                      <mark key={index} className={styles.hit}>
                        {part.text}
                      </mark>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </p>
              )}
              {scan.tags.length > 0 && (
                <span className={styles.tags}>
                  {scan.tags.map((tag) => (
                    <span key={tag} className={styles.tag}>
                      {tag}
                    </span>
                  ))}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {(list.data?.pageCount ?? 0) > 1 && (
        <Inline role="navigation" aria-label="Pages">
          <Button isDisabled={page <= 1} onPress={() => goTo(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {list.data!.pageCount}
          </span>
          <Button isDisabled={page >= list.data!.pageCount} onPress={() => goTo(page + 1)}>
            Next
          </Button>
        </Inline>
      )}
    </>
  );
}
