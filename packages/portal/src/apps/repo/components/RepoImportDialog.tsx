import { useState } from 'react';
import type { ImportReport } from '@lcars/contract';
import {
  REPO_IMPORT_BYTES,
  REPO_IMPORT_FORMATS,
  REPO_IMPORT_SOURCES,
  type Repo,
  type RepoFolderMode,
  type RepoImportFormat,
} from '@lcars/contract/repo';
import {
  Button,
  Dialog,
  FileDropZone,
  RadioGroup,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  TextField,
} from '@lcars/ui';
import { repoApi, type RepoImportChoice } from '../api';
import { JobProgress, runImport, toastSuccess, type ImportRun } from '../../../kit';
import * as styles from '../repo.css';

const FORMAT_LABELS: Record<RepoImportFormat, string> = {
  'bitwarden-json': 'Bitwarden (.json)',
  'bitwarden-csv': 'Bitwarden (.csv)',
  'keepass-xml': 'KeePass 2 (XML)',
  'keepassxc-csv': 'KeePassXC (.csv)',
  '1password-csv': '1Password (.csv)',
};

/** The format a file's name suggests (the user can change it). */
function guessFormat(name: string, current: RepoImportFormat): RepoImportFormat {
  const lower = name.toLowerCase();
  if (lower.endsWith('.json')) return 'bitwarden-json';
  if (lower.endsWith('.xml')) return 'keepass-xml';
  if (lower.endsWith('.csv')) {
    if (lower.includes('bitwarden')) return 'bitwarden-csv';
    if (lower.includes('1password')) return '1password-csv';
    if (current.endsWith('-csv')) return current;
    return 'keepassxc-csv';
  }
  return current;
}

const summaryOf = (report: ImportReport) =>
  `${report.preview ? 'Would create' : 'Created'} ${String(report.counts.records ?? 0)} record${report.counts.records === 1 ? '' : 's'} in ${String(report.counts.repositories ?? 0)} new repositor${report.counts.repositories === 1 ? 'y' : 'ies'}; ${String(report.skipped.length)} skipped.`;

/**
 * Import a password manager's export: choose the file, its format and where folders go, see what would be
 * created and what skipped (and why), then import; the result shows the counts. The file goes to the server
 * as it is and is read there in memory only.
 */
export function RepoImportDialog({
  isOpen,
  onOpenChange,
  repos,
  onImported,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The repositories the user may import into. */
  repos: Repo[];
  onImported: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<RepoImportFormat>('bitwarden-json');
  const [folders, setFolders] = useState<RepoFolderMode>('repositories');
  const [target, setTarget] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [importRun, setImportRun] = useState<ImportRun>({ state: 'idle' });
  const [problem, setProblem] = useState('');
  const report = importRun.state === 'done' ? importRun.report : null;
  const busy = importRun.state === 'running';

  const choice = (): RepoImportChoice => ({
    format,
    folders,
    repoId: target === '' ? undefined : Number(target),
    passphrase: passphrase === '' ? undefined : passphrase,
  });

  // A large file is read by a background job: the dialog shows its progress, then its report.
  async function run(preview: boolean) {
    if (!file) return;
    setProblem('');
    const ended = await runImport(
      async () => {
        const outcome = preview
          ? await repoApi.previewImport(file, choice())
          : await repoApi.importFile(file, choice());
        if (outcome.ok) return outcome.data;
        setProblem(outcome.message);
        return undefined;
      },
      preview,
      setImportRun,
    );
    if (ended.state === 'done' && !preview) {
      toastSuccess(summaryOf(ended.report));
      onImported();
    }
  }

  // Any change of the file or a choice makes the preview stale.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setImportRun({ state: 'idle' });
    };

  return (
    <Dialog
      title="Import passwords"
      size="xl"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {report && !report.preview ? 'Done' : 'Cancel'}
          </Button>
          <Button variant="secondary" isDisabled={busy || !file} onPress={() => void run(true)}>
            Preview
          </Button>
          <Button
            isDisabled={busy || !report?.preview || report.created.length === 0}
            onPress={() => void run(false)}
          >
            {report?.preview ? `Import ${String(report.created.length)}` : 'Import'}
          </Button>
        </>
      )}
    >
      <Stack>
        <FileDropZone
          label="Export file"
          accept={['.json', '.csv', '.xml']}
          maxSize={REPO_IMPORT_BYTES}
          description="Bitwarden .json or .csv, KeePass 2 XML, KeePassXC .csv or 1Password .csv, up to 16 MB. It is read on the server in memory only; delete your copy once imported."
          onChange={(files) => {
            const picked = files[0] ?? null;
            setFile(picked);
            setImportRun({ state: 'idle' });
            setProblem('');
            if (picked) setFormat((current) => guessFormat(picked.name, current));
          }}
          onReject={(rejected) => setProblem(rejected[0]?.reason ?? '')}
        />
        <div className={styles.formGrid}>
          <Select
            label="Format"
            options={REPO_IMPORT_FORMATS.map((id) => ({ id, label: FORMAT_LABELS[id] }))}
            value={format}
            onChange={changed((id: unknown) =>
              setFormat(typeof id === 'string' ? (id as RepoImportFormat) : 'bitwarden-json'),
            )}
          />
          <Select
            label="Into"
            options={[
              { id: '', label: `New repository (${REPO_IMPORT_SOURCES[format]})` },
              ...repos
                .filter((repo) => repo.canEdit)
                .map((repo) => ({ id: String(repo.id), label: repo.title })),
            ]}
            value={target}
            onChange={changed((id: unknown) => setTarget(typeof id === 'string' ? id : ''))}
          />
        </div>
        <RadioGroup
          label="Folders"
          options={[
            { value: 'repositories', label: 'Each folder becomes a repository' },
            { value: 'field', label: 'One repository, with the folder in a Folder field' },
          ]}
          value={folders}
          onChange={changed((value: string | null) =>
            setFolders(value === 'field' ? 'field' : 'repositories'),
          )}
        />
        {format === 'bitwarden-json' && (
          <TextField
            label="File password (only for a password-protected export)"
            type="password"
            value={passphrase}
            onChange={changed(setPassphrase)}
            autoComplete="off"
          />
        )}
        {importRun.state === 'running' && (
          <JobProgress
            jobId={importRun.jobId}
            title="Password import"
            waiting={importRun.preview ? 'Reading the file' : 'Importing'}
          />
        )}
        {(problem !== '' || importRun.state === 'failed') && (
          <p role="alert" className={styles.errorText}>
            {importRun.state === 'failed' ? importRun.message : problem}
          </p>
        )}
        {report && (
          <Stack as="section" aria-label={report.preview ? 'Preview' : 'Result'}>
            <p role="status">{summaryOf(report)}</p>
            {report.created.length > 0 && (
              <Table caption={report.preview ? 'Would be created' : 'Created'}>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>Title</TableHeaderCell>
                    <TableHeaderCell>Where</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.created.map((item, index) => (
                    <TableRow key={`c${String(index)}`}>
                      <TableCell>{item.title}</TableCell>
                      <TableCell>{item.source}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {report.skipped.length > 0 && (
              <Table caption="Skipped">
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>Title</TableHeaderCell>
                    <TableHeaderCell>Why</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.skipped.map((item, index) => (
                    <TableRow key={`s${String(index)}`}>
                      <TableCell>{item.title || item.source}</TableCell>
                      <TableCell>{item.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
