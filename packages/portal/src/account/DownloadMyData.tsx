// "Download my data" (issue 31): one zip of every app's export of what the person keeps in the portal. The
// server makes it in a background job; the dialog shows the job's progress, then what each app put in, and
// saves the zip. Repositories are locked with a passphrase given here (Bitwarden's password-protected
// format); without one they are left out.
import { useState } from 'react';
import { Button, Card, Dialog, Stack, TextField } from '@lcars/ui';
import {
  downloadPersonalExport,
  personalExportResultSchema,
  startPersonalExport,
  type PersonalExportResult,
} from '@lcars/contract';
import { call, send } from '../core/call';
import { JobProgress, jobEnded, saveFile, toastError } from '../kit';
import * as styles from './account.css';

const PASSPHRASE_MIN = 12;

type Making =
  | { state: 'asking' }
  | { state: 'running'; jobId?: number }
  | { state: 'ready'; jobId: number; result: PersonalExportResult }
  | { state: 'failed'; message: string };

const filesText = (count: number) => `${count} file${count === 1 ? '' : 's'}`;

export function DownloadMyData() {
  const [open, setOpen] = useState(false);
  return (
    <Card
      title="Your data"
      subtitle="Everything you keep in the portal, in files other programs read"
      actions={<Button onPress={() => setOpen(true)}>Download my data</Button>}
    >
      <p className={styles.muted}>
        One zip with a folder per app: Money as CSV and OFX, your recipes as a Nextcloud Cookbook zip, and
        each repository as Bitwarden&apos;s password-protected JSON.
      </p>
      {open && <DownloadDialog onClose={() => setOpen(false)} />}
    </Card>
  );
}

function DownloadDialog({ onClose }: { onClose: () => void }) {
  const [passphrase, setPassphrase] = useState('');
  const [making, setMaking] = useState<Making>({ state: 'asking' });
  const [saving, setSaving] = useState(false);
  const tooShort = passphrase !== '' && passphrase.length < PASSPHRASE_MIN;

  async function make() {
    setMaking({ state: 'running' });
    const job = await call(startPersonalExport, {
      body: passphrase === '' ? {} : { passphrase },
    });
    if (!job) return setMaking({ state: 'asking' });
    setMaking({ state: 'running', jobId: job.id });
    const ended = await jobEnded(job.id);
    const result = personalExportResultSchema.safeParse(ended?.result);
    if (ended?.status === 'succeeded' && result.success)
      return setMaking({ state: 'ready', jobId: job.id, result: result.data });
    setMaking({
      state: 'failed',
      message: ended?.error ?? 'Your data could not be collected. Try again in a moment.',
    });
  }

  async function save(jobId: number, fileName: string) {
    setSaving(true);
    try {
      const zip = await send(downloadPersonalExport, { params: { jobId } }, { timeout: 600_000 }).blob();
      saveFile(zip, fileName);
    } catch {
      toastError('The zip could not be downloaded. Make it again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      title="Download my data"
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {making.state === 'ready' ? 'Done' : 'Cancel'}
          </Button>
          {making.state === 'ready' ? (
            <Button isPending={saving} onPress={() => void save(making.jobId, making.result.fileName)}>
              Save the zip
            </Button>
          ) : (
            <Button isDisabled={tooShort} isPending={making.state === 'running'} onPress={() => void make()}>
              Make the zip
            </Button>
          )}
        </>
      }
    >
      <Stack>
        {(making.state === 'asking' || making.state === 'failed') && (
          <TextField
            label="Passphrase for your repositories"
            type="password"
            autoComplete="new-password"
            value={passphrase}
            onChange={setPassphrase}
            description="At least 12 characters. It locks each repository's file; Bitwarden asks for it when you import. Leave it empty to leave your repositories out."
            {...(tooShort && { errorMessage: `Use at least ${PASSPHRASE_MIN} characters.` })}
          />
        )}
        {making.state === 'running' && (
          <JobProgress jobId={making.jobId} title="Download my data" waiting="Starting" />
        )}
        {making.state === 'failed' && (
          <p role="alert" className={styles.error}>
            {making.message}
          </p>
        )}
        {making.state === 'ready' && (
          <Stack role="status">
            <span>Your zip is ready ({Math.max(1, Math.round(making.result.bytes / 1024))} KB).</span>
            <ul>
              {making.result.apps.map((app) => (
                <li key={app.app}>
                  {app.title}: {filesText(app.files)}
                  {app.notes.length > 0 && ` (${app.notes.join(' ')})`}
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
