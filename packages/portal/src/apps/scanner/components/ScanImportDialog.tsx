// Moving in: a Paperless-ngx export (its `document_exporter` folder as a zip, or the zip its --zip makes; the
// Scanner's own export too), previewed first (what would be created, what skipped and why), then imported,
// with the result's counts. A large file runs as a background job: its progress comes on the live channel.
import { useState } from 'react';
import type { ImportReport } from '@lcars/contract';
import { SCANNER_IMPORT_TITLE } from '@lcars/contract/scanner';
import { Button, Dialog, FileDropZone, Stack } from '@lcars/ui';
import { JobProgress, runImport, toastSuccess, type ImportRun } from '../../../kit';
import { scannerApi } from '../api';
import * as styles from '../scanner.css';

/** The upload's bound, as the server has it. */
const IMPORT_BYTES = 256 * 1024 * 1024;

export const importSummary = (report: ImportReport): string => {
  const scans = report.counts.scans ?? 0;
  const pages = report.counts.pages ?? 0;
  const made = report.preview
    ? `Would create ${scans} ${scans === 1 ? 'scan' : 'scans'}`
    : `Created ${scans} ${scans === 1 ? 'scan' : 'scans'} of ${pages} ${pages === 1 ? 'page' : 'pages'}`;
  return `${made}; ${report.preview ? 'would skip' : 'skipped'} ${report.skipped.length}.`;
};

function ReportLines({ report }: { report: ImportReport }) {
  return (
    <Stack role="status">
      <span>{importSummary(report)}</span>
      {report.created.length + report.skipped.length > 0 && (
        <ul
          aria-label={report.preview ? 'What the import would do' : 'What the import did'}
          className={styles.report}
        >
          {report.created.map((line) => (
            <li key={`c${line.source}`}>
              <strong>{line.title}</strong> <span className={styles.muted}>{line.source}</span>:{' '}
              {report.preview ? 'will be created' : 'created'}
            </li>
          ))}
          {report.skipped.map((line, index) => (
            <li key={`s${index}${line.source}`}>
              <strong>{line.title}</strong> <span className={styles.muted}>{line.source}</span>: skipped,{' '}
              {line.reason}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

export function ScanImportDialog({
  isOpen,
  onOpenChange,
  onImported,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [run, setRun] = useState<ImportRun>({ state: 'idle' });
  const [problem, setProblem] = useState('');
  const busy = run.state === 'running';
  const report = run.state === 'done' ? run.report : null;

  const start = async (chosen: File, preview: boolean) => {
    setProblem('');
    const ended = await runImport(() => scannerApi.importArchive(chosen, preview), preview, setRun);
    if (!preview && ended.state === 'done') {
      toastSuccess(importSummary(ended.report));
      onImported();
    }
  };

  return (
    <Dialog
      title="Import scans"
      size="xl"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!busy}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {report && !report.preview ? 'Done' : 'Cancel'}
          </Button>
          <Button
            isDisabled={busy || !file || !report?.preview || report.created.length === 0}
            onPress={() => file && void start(file, false)}
          >
            {report?.preview ? `Import ${report.created.length}` : 'Import'}
          </Button>
        </>
      )}
    >
      <Stack>
        <FileDropZone
          label="Paperless-ngx export"
          accept={['.zip']}
          maxSize={IMPORT_BYTES}
          description="The folder document_exporter wrote, as a zip (or the zip of its --zip option), up to 256 MB. Documents already imported are skipped."
          onChange={(files) => {
            const picked = files[0] ?? null;
            setFile(picked);
            setRun({ state: 'idle' });
            setProblem('');
            // Choosing a file previews it.
            if (picked) void start(picked, true);
          }}
          onReject={(rejected) => setProblem(rejected[0]?.reason ?? '')}
        />
        {run.state === 'running' && (
          <JobProgress
            jobId={run.jobId}
            title={SCANNER_IMPORT_TITLE}
            waiting={run.preview ? 'Reading the file' : 'Importing'}
          />
        )}
        {run.state === 'failed' && (
          <p role="alert" className={styles.error}>
            {run.message}
          </p>
        )}
        {problem !== '' && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        {report && <ReportLines report={report} />}
      </Stack>
    </Dialog>
  );
}
