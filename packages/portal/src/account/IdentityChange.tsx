import { changeAccountEmail, changeAccountUserName, getProfile } from '@lcars/contract';
import { useState } from 'react';
import { Button, Card, TextField } from '@lcars/ui';
import type { Profile, ResultWrapper } from '@lcars/contract';
import { adoptProfile, resendConfirmation } from './accountCalls';
import { problemOf } from './problems';
import { userNameProblem } from './requirements';
import { useServerCheck } from './serverCheck';
import { useRequirements } from './useRequirements';
import * as styles from './account.css';
import { toastSuccess } from '../kit';
import { call, send } from '../core/call';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The e-mail change: checked against the server as it is typed, then a confirmation mail to the new address
 * (platform.md sections 5, 7). Errors are shown here, not toasted (section 8).
 */
export function EmailChange({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const trimmed = email.trim();
  const formatProblem =
    trimmed !== '' && !EMAIL_PATTERN.test(trimmed) ? 'Enter a valid e-mail address.' : null;
  const check = useServerCheck('email', trimmed, trimmed !== '' && formatProblem === null);

  const submit = async () => {
    if (!trimmed || formatProblem || check.invalidReason) return;
    setPending(true);
    setError(null);
    try {
      const answer = await send(
        changeAccountEmail,
        { body: { email: trimmed } },
        { context: { toastOnError: false } },
      ).json<ResultWrapper<null>>();
      toastSuccess(answer.message ?? 'A confirmation mail was sent to the new address.');
      setEmail('');
      onChanged();
    } catch (failure) {
      const problem = await problemOf(failure);
      setError(problem.fields.email ?? problem.message);
    } finally {
      setPending(false);
    }
  };

  const resend = async () => {
    setResending(true);
    await resendConfirmation(profile.userName, true);
    setResending(false);
  };

  return (
    <Card title="E-mail address" subtitle={`Currently ${profile.email || 'none'}`}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {profile.newEmailAddress && (
          <div className={styles.row}>
            <p className={styles.notice} role="status">
              Waiting for the confirmation of {profile.newEmailAddress}.
            </p>
            <Button variant="secondary" isPending={resending} onPress={() => void resend()}>
              Resend confirmation
            </Button>
          </div>
        )}
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(null);
          }}
          placeholder={profile.email || 'name@example.org'}
          description={
            check.checking ? 'Checking the address...' : 'We mail a link to confirm the new address'
          }
          errorMessage={error ?? formatProblem ?? check.invalidReason ?? undefined}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            isPending={pending}
            isDisabled={!trimmed || !!formatProblem || !!check.invalidReason || check.checking}
          >
            Change e-mail
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The user-name change: checked against the server as it is typed; the answer carries success only. */
export function UserNameChange({
  profile,
  onChanged,
}: {
  profile: Profile;
  onChanged: (profile: Profile) => void;
}) {
  const requirements = useRequirements();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const trimmed = name.trim();
  const formatProblem = trimmed !== '' ? userNameProblem(trimmed, requirements) : null;
  const check = useServerCheck('username', trimmed, trimmed !== '' && formatProblem === null);

  const submit = async () => {
    if (!trimmed || formatProblem || check.invalidReason) return;
    setPending(true);
    setError(null);
    try {
      const answer = await send(
        changeAccountUserName,
        { params: { name: trimmed } },
        { context: { toastOnError: false } },
      ).json<{ success: boolean }>();
      if (!answer.success) {
        setError('The user name could not be changed.');
        return;
      }
      toastSuccess('Your user name was changed.');
      const updated = await call(getProfile, {});
      const next = updated ?? { ...profile, userName: trimmed };
      onChanged(next);
      adoptProfile(next);
      setName('');
    } catch (failure) {
      const problem = await problemOf(failure);
      setError(problem.fields.userName ?? problem.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title="User name" subtitle={`Currently ${profile.userName}`}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="New user name"
          autoComplete="username"
          value={name}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
          placeholder={profile.userName || 'user name'}
          description={
            check.checking ? 'Checking the user name...' : 'You sign in with the new name afterwards'
          }
          errorMessage={error ?? formatProblem ?? check.invalidReason ?? undefined}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            isPending={pending}
            isDisabled={!trimmed || !!formatProblem || !!check.invalidReason || check.checking}
          >
            Change user name
          </Button>
        </div>
      </form>
    </Card>
  );
}
