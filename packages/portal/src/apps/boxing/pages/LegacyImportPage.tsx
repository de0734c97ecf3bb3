import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, FileDropZone } from '@lcars/ui';
import { LEGACY_MAX_CHARS, weightClassLabel, type LegacyPreview } from '@lcars/contract/boxing';
import { boxingApi } from '../api';
import { BOXING_BASE, BoxingHeader, ScrollRegion, useBoxingClaim } from '../components/shared';
import { toastSuccess } from '../../../kit';
import * as styles from '../boxing.css';

interface LoadedFile {
  name: string;
  format: 'csv' | 'json';
  content: string;
}

/** /games/boxing/fighter/legacy: a legacy roster file, previewed row by row, imported on confirmation. */
export function LegacyImportPage() {
  const canEdit = useBoxingClaim('Edit');
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [preview, setPreview] = useState<LegacyPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (files: File[]) => {
    setPreview(null);
    setProblem(null);
    const chosen = files[0];
    if (!chosen) return setFile(null);
    const content = await chosen.text();
    const format =
      chosen.name.toLowerCase().endsWith('.json') ||
      content.trimStart().startsWith('[') ||
      content.trimStart().startsWith('{')
        ? 'json'
        : 'csv';
    const loaded = { name: chosen.name, format, content } as const;
    setFile(loaded);
    setBusy(true);
    const answer = await boxingApi.previewLegacy({ format: loaded.format, content: loaded.content });
    setBusy(false);
    if (answer.ok) setPreview(answer.data);
    else setProblem(answer.problem.message);
  };

  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    const answer = await boxingApi.importLegacy({ format: file.format, content: file.content });
    setBusy(false);
    if (!answer.ok) return setProblem(answer.problem.message);
    toastSuccess(
      `${answer.data.imported} fighter${answer.data.imported === 1 ? '' : 's'} imported, ${answer.data.skipped} skipped.`,
    );
    setFile(null);
    setPreview(null);
  };

  return (
    <>
      <BoxingHeader
        title="Legacy fighter import"
        trail={[{ to: `${BOXING_BASE}/fighters`, label: 'Fighters' }]}
      />
      <Card title="Roster file" headingLevel={2}>
        <p className={styles.muted}>
          A CSV or JSON export of the older Boxing app: Name, Nickname, Division, Stance, Height, Reach, Age,
          PWR, SPD, STA, CHN, DEF, ACC, HRT, Record. Nothing is kept until you confirm; then only the valid
          rows that are not duplicates are imported.
        </p>
        {canEdit ? (
          <FileDropZone
            label="Legacy roster file"
            accept={['.csv', '.json', 'text/csv', 'application/json']}
            maxSize={LEGACY_MAX_CHARS * 2}
            onChange={(files) => void choose(files)}
          />
        ) : (
          <p>Importing fighters needs the Boxing Edit permission.</p>
        )}
        {busy && <p className={styles.muted}>Reading the file…</p>}
        {problem && (
          <p role="alert" className={styles.rowError}>
            {problem}
          </p>
        )}
      </Card>
      {preview && file && (
        <Card title={`Preview of ${file.name}`} headingLevel={2}>
          <p role="status">
            {preview.total} rows: {preview.valid} to import, {preview.invalid} with errors,{' '}
            {preview.duplicates} duplicate{preview.duplicates === 1 ? '' : 's'}.
          </p>
          <ScrollRegion label="Import preview">
            <table className={styles.table} aria-label="Preview">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Name</th>
                  <th scope="col">Division</th>
                  <th scope="col">Record</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.row} className={styles.tableRow}>
                    <td>{row.row}</td>
                    <th scope="row">{row.name || '(no name)'}</th>
                    <td>{row.fighter ? weightClassLabel(row.fighter.weightClassId) : ''}</td>
                    <td>
                      {row.fighter ? `${row.fighter.wins}-${row.fighter.losses}-${row.fighter.draws}` : ''}
                    </td>
                    <td>
                      {row.errors.length > 0 ? (
                        <span className={styles.rowError}>
                          Error: {row.errors.map((error) => error.message).join(' ')}
                        </span>
                      ) : row.duplicate ? (
                        <span className={styles.rowDuplicate}>
                          Duplicate{' '}
                          {row.duplicate === 'existing' ? 'of one of your fighters' : 'of an earlier row'}
                        </span>
                      ) : (
                        'Ready'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <div className={styles.actions} style={{ marginTop: '1rem' }}>
            <Button variant="primary" isDisabled={busy || preview.valid === 0} onPress={() => void confirm()}>
              Import {preview.valid} fighter{preview.valid === 1 ? '' : 's'}
            </Button>
            <Button variant="secondary" onPress={() => (setFile(null), setPreview(null))}>
              Cancel
            </Button>
            <Link to={`${BOXING_BASE}/fighter/list`} className={styles.link}>
              Fighter list
            </Link>
          </div>
        </Card>
      )}
    </>
  );
}
