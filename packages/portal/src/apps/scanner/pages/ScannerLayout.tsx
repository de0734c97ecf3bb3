import { Link, Outlet } from 'react-router';
import { Card } from '@lcars/ui';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
import { ScannerHeader, useScannerClaim } from '../components/shared';
import { SCANNER_BASE } from '../routes';
import * as styles from '../scanner.css';

/** The Scanner app's frame. */
export function ScannerLayout() {
  return (
    <div className={styles.page}>
      <Outlet />
    </div>
  );
}

export function ScannerErrorPage() {
  return <AreaErrorPage area="Scanner" forbiddenText="Your account may not open this scanner page." />;
}

/** /scanner: the Scanner home. */
export function ScannerHomePage() {
  const canRead = useScannerClaim('Read');
  const canEdit = useScannerClaim('Edit');
  return (
    <>
      <ScannerHeader title="Scanner" home />
      <ul className={styles.cards} aria-label="Scanner pages">
        {canEdit && (
          <li className={styles.cardItem}>
            <Card title="New scan" headingLevel={2}>
              <p className={styles.muted}>
                Capture pages with the camera, or add images and PDF files. Text is recognised on the server
                and becomes searchable.
              </p>
              <p>
                <Link to={`${SCANNER_BASE}/scan/0/scan`} className={styles.link}>
                  Scan pages
                </Link>
              </p>
            </Card>
          </li>
        )}
        {canRead && (
          <li className={styles.cardItem}>
            <Card title="Scans" headingLevel={2}>
              <p className={styles.muted}>
                Your documents, searchable by title, tags and the words on their pages.
              </p>
              <p>
                <Link to={`${SCANNER_BASE}/list`} className={styles.link}>
                  Open scans
                </Link>
              </p>
            </Card>
          </li>
        )}
      </ul>
    </>
  );
}
