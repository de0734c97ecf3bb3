import { AppFrame, HomeCards } from '../../../kit/AppHome';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
import { ScannerHeader, useScannerClaim } from '../components/shared';
import { SCANNER_BASE } from '../paths';
import { ScannerMenu } from '../components/ScannerMenu';

/** The Scanner app's frame. */
export const ScannerLayout = AppFrame;

export function ScannerErrorPage() {
  return <AreaErrorPage area="Scanner" forbiddenText="Your account may not open this scanner page." />;
}

/** /scanner: the Scanner home. */
export function ScannerHomePage() {
  const canRead = useScannerClaim('Read');
  const canEdit = useScannerClaim('Edit');
  return (
    <>
      <ScannerHeader title="Scanner" home actions={<ScannerMenu />} />
      <HomeCards
        label="Scanner pages"
        cards={[
          ...(canEdit
            ? [
                {
                  path: `${SCANNER_BASE}/scan/0/scan`,
                  title: 'New scan',
                  text:
                    'Capture pages with the camera, or add images and PDF files. Text is recognised on the ' +
                    'server and becomes searchable.',
                  linkText: 'Scan pages',
                },
              ]
            : []),
          ...(canRead
            ? [
                {
                  path: `${SCANNER_BASE}/list`,
                  title: 'Scans',
                  text: 'Your documents, searchable by title, tags and the words on their pages.',
                  linkText: 'Open scans',
                },
                {
                  path: `${SCANNER_BASE}/vocabulary`,
                  title: 'Correspondents, types and fields',
                  text: 'Who sent your documents, what kind they are, your own fields and your saved views.',
                  linkText: 'Open the lists',
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
