import { useState } from 'react';
import type { HistoryFormat } from '@lcars/contract/money';
import {
  Button,
  Dialog,
  FileDropZone,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@lcars/ui';
import { JobProgress, runImport, toastSuccess, type ImportRun } from '../../../../../kit';
import { moneyDataApi } from '../../../dataApi';
import * as styles from './data.css';
import { countsLine } from './logic';

/** The largest history file the API takes (HISTORY_LIMITS.maxBytes of the contract). */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

const SOURCES: { id: HistoryFormat; label: string; where: string }[] = [
  {
    id: 'actual',
    label: 'Actual Budget (CSV export)',
    where: 'In Actual: All accounts (or one account), the ⋯ menu above the transactions, Export.',
  },
  {
    id: 'firefly',
    label: 'Firefly III (CSV export of transactions)',
    where: 'In Firefly III: Import and export, Export data (the /export page), Export all transactions.',
  },
  {
    id: 'ynab',
    label: 'YNAB (register CSV)',
    where:
      'In YNAB: All Accounts, Export (the file of every account’s register); in YNAB 4: File, Export Budget, the Register file.',
  },
  {
    id: 'lcars',
    label: "This portal's Money CSV export",
    where: 'From another portal: Money, Ledgers, Export CSV.',
  },
];

/**
 * Moving in (issue 31): a whole history from Actual Budget, Firefly III, YNAB or another portal's Money export.
 * The preview lists the accounts and ledgers that would be created (with each one's balance in the file)
 * and the rows skipped with why; the import then says what it made. Importing the same file again skips
 * everything it already brought in.
 */
export function HistoryImportDialog({
  isOpen,
  onOpenChange,
  onImported,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}) {
  const [format, setFormat] = useState<HistoryFormat>('actual');
  const [file, setFile] = useState<File | null>(null);
  const [importRun, setImportRun] = useState<ImportRun>({ state: 'idle' });
  const [problem, setProblem] = useState('');
  const report = importRun.state === 'done' ? importRun.report : null;
  const busy = importRun.state === 'running';

  // A large file is imported by a background job: the dialog shows its progress, then its report.
  async function run(target: File | null, source: HistoryFormat, preview: boolean) {
    if (!target) return;
    const ended = await runImport(
      () => moneyDataApi.importHistory(source, target, preview),
      preview,
      setImportRun,
    );
    if (ended.state === 'done' && !preview) {
      toastSuccess(countsLine(ended.report));
      onImported();
    }
  }

  const source = SOURCES.find((candidate) => candidate.id === format) ?? SOURCES[0]!;
  const nothingNew = report !== null && (report.counts.transactions ?? 0) === 0;
  return (
    <Dialog
      title="Import a whole history"
      size="xl"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {report && !report.preview ? 'Done' : 'Cancel'}
          </Button>
          <Button
            isDisabled={busy || !file || !report?.preview || nothingNew}
            onPress={() => void run(file, format, false)}
          >
            Import
          </Button>
        </>
      )}
    >
      <Stack>
        <Select
          label="From"
          options={SOURCES.map(({ id, label }) => ({ id, label }))}
          value={format}
          onChange={(id) => {
            const next = (SOURCES.find((candidate) => candidate.id === id) ?? SOURCES[0]!).id;
            setFormat(next);
            setImportRun({ state: 'idle' });
            void run(file, next, true);
          }}
        />
        <p className={styles.muted}>{source.where}</p>
        <FileDropZone
          label="Export file"
          accept={['.csv', '.txt']}
          maxSize={MAX_FILE_BYTES}
          description="The CSV file, up to 8 MB and 20,000 transactions. Nothing is written until you import."
          onChange={(files) => {
            const picked = files[0] ?? null;
            setProblem('');
            setImportRun({ state: 'idle' });
            setFile(picked);
            void run(picked, format, true);
          }}
          onReject={(rejected) => setProblem(rejected[0]?.reason ?? '')}
          {...(problem !== '' && { errorMessage: problem })}
        />
        {importRun.state === 'running' && (
          <JobProgress
            jobId={importRun.jobId}
            title="Money history import"
            waiting={importRun.preview ? 'Reading the file' : 'Importing'}
          />
        )}
        {importRun.state === 'failed' && (
          <p role="alert" className={styles.negative}>
            {importRun.message}
          </p>
        )}
        {report && (
          <Stack as="section" aria-label={report.preview ? 'Preview' : 'Result'}>
            <p role="status">{countsLine(report)}</p>
            {report.created.length > 0 && (
              <div className={styles.scroller}>
                <Table caption={report.preview ? 'Would be created' : 'Created'} hideCaption>
                  <TableHead>
                    <TableRow>
                      <TableHeaderCell>{report.preview ? 'Would be created' : 'Created'}</TableHeaderCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.created.map((item) => (
                      <TableRow key={item.source}>
                        <TableCell>
                          {item.source.startsWith('account ')
                            ? `Account ${item.title}`
                            : `Ledger ${item.title}`}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
            {report.skipped.length > 0 && (
              <div className={styles.scroller}>
                <Table caption="Skipped" hideCaption>
                  <TableHead>
                    <TableRow>
                      <TableHeaderCell>Skipped</TableHeaderCell>
                      <TableHeaderCell>Where</TableHeaderCell>
                      <TableHeaderCell>Why</TableHeaderCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.skipped.slice(0, 100).map((item, index) => (
                      <TableRow key={index}>
                        <TableCell>{item.title}</TableCell>
                        <TableCell nowrap>{item.source}</TableCell>
                        <TableCell>{item.reason}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
