import { useState } from 'react';
import type { Repo } from '@lcars/contract/repo';
import { Button, Checkbox, Dialog, RadioGroup, Stack, TextField } from '@lcars/ui';
import { repoApi } from '../api';
import { toastSuccess } from '../../../kit';
import * as styles from '../repo.css';

const MIN_PASSPHRASE = 12;

/**
 * Export a repository as Bitwarden JSON: password-protected (Bitwarden's own encrypted export, which Bitwarden
 * and this portal import with the file password), or in clear, which is asked twice: a checkbox, then a
 * second press of a button that says what it does.
 */
export function RepoExportDialog({ repo, onClose }: { repo: Repo | null; onClose: () => void }) {
  const [mode, setMode] = useState<'encrypted' | 'plain'>('encrypted');
  const [passphrase, setPassphrase] = useState('');
  const [again, setAgain] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [asked, setAsked] = useState(false);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setMode('encrypted');
    setPassphrase('');
    setAgain('');
    setUnderstood(false);
    setAsked(false);
    setProblem('');
  };

  const passphraseProblem =
    passphrase.length > 0 && passphrase.length < MIN_PASSPHRASE
      ? `At least ${String(MIN_PASSPHRASE)} characters.`
      : again.length > 0 && again !== passphrase
        ? 'The two passphrases differ.'
        : '';
  const ready =
    mode === 'encrypted' ? passphrase.length >= MIN_PASSPHRASE && again === passphrase : understood;

  async function run(close: () => void) {
    if (!repo) return;
    if (mode === 'plain' && !asked) {
      // The second confirmation: the button now names what it does.
      setAsked(true);
      return;
    }
    setBusy(true);
    const outcome = await repoApi.exportRepo(
      repo.id,
      mode === 'encrypted'
        ? { format: 'encrypted', passphrase }
        : { format: 'plain', confirmPlainText: true },
    );
    setBusy(false);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    toastSuccess(`Saved ${outcome.data}.`);
    reset();
    close();
  }

  return (
    <Dialog
      title={repo ? `Export ${repo.title}` : 'Export'}
      isOpen={repo !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onClose();
        }
      }}
      isDismissable
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button isDisabled={busy || !ready} onPress={() => void run(close)}>
            {mode === 'plain' && asked ? 'Yes, export in clear' : 'Export'}
          </Button>
        </>
      )}
    >
      <Stack>
        <p className={styles.note}>
          A Bitwarden .json file with every record of this repository, its secrets included; attachments are
          listed in it. Unprotected, a repository with attachments is saved as a .zip with the files
          themselves. The export is recorded in the repository&apos;s audit.
        </p>
        <RadioGroup
          label="File"
          options={[
            { value: 'encrypted', label: 'Password protected (Bitwarden encrypted export)' },
            { value: 'plain', label: 'Plain text' },
          ]}
          value={mode}
          onChange={(value) => {
            setMode(value === 'plain' ? 'plain' : 'encrypted');
            setAsked(false);
            setProblem('');
          }}
        />
        {mode === 'encrypted' ? (
          <>
            <TextField
              label="File password"
              type="password"
              value={passphrase}
              onChange={setPassphrase}
              autoComplete="new-password"
              description="Bitwarden asks for it when you import the file. It cannot be recovered."
              {...(passphraseProblem !== '' && { errorMessage: passphraseProblem, isInvalid: true })}
            />
            <TextField
              label="File password again"
              type="password"
              value={again}
              onChange={setAgain}
              autoComplete="new-password"
            />
          </>
        ) : (
          <>
            <Checkbox
              value={understood}
              onChange={(value) => {
                setUnderstood(value);
                setAsked(false);
              }}
            >
              I understand the file will hold every password in clear.
            </Checkbox>
            {asked && (
              <p role="alert" className={styles.errorText}>
                Anyone who gets this file can read every secret in it. Export in clear?
              </p>
            )}
          </>
        )}
        {problem !== '' && (
          <p role="alert" className={styles.errorText}>
            {problem}
          </p>
        )}
      </Stack>
    </Dialog>
  );
}
