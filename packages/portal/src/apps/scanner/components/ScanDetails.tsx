import { Link } from 'react-router';
import type { Scan } from '@lcars/contract/scanner';
import { SCANNER_BASE } from '../paths';
import { filterSearch } from '../vocabularies';
import { shownValue } from './fieldInputs';
import * as styles from '../scanner.css';

/** A scan's correspondent, document type and custom fields (each a link to the scans that share it). */
export function ScanDetails({ scan }: { scan: Scan }) {
  const rows: { name: string; value: string; to: string | null }[] = [];
  if (scan.documentDate) rows.push({ name: 'Document date', value: scan.documentDate, to: null });
  if (scan.correspondent)
    rows.push({
      name: 'Correspondent',
      value: scan.correspondent.name,
      to: filterSearch({ correspondentId: scan.correspondent.id }),
    });
  if (scan.documentType)
    rows.push({
      name: 'Document type',
      value: scan.documentType.name,
      to: filterSearch({ documentTypeId: scan.documentType.id }),
    });
  for (const field of scan.fields) {
    rows.push({
      name: field.name,
      value: shownValue(field.dataType, field.value),
      to: filterSearch({ fieldId: field.fieldId, fieldValue: String(field.value) }),
    });
  }
  if (rows.length === 0) return null;
  return (
    <dl className={styles.details} aria-label="Details">
      {rows.map((row) => (
        <div key={row.name} style={{ display: 'contents' }}>
          <dt className={styles.detailName}>{row.name}</dt>
          <dd className={styles.detailValue}>
            {row.to === null ? (
              row.value
            ) : (
              <Link to={`${SCANNER_BASE}/list?${row.to}`} className={styles.link}>
                {row.value}
              </Link>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
