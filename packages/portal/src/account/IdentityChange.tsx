import { changeAccountEmail, changeAccountUserName, getProfile } from '@lcars/contract';
import { useState, type ReactNode } from 'react';
import { Button, Card, Inline, TextField } from '@lcars/ui';
import type { Profile } from '@lcars/contract';
import { adoptProfile, resendConfirmation } from './accountCalls';
import { problemOf } from '../core/problems';
import { userNameProblem } from './requirements';
import { useServerCheck } from './serverCheck';
import { useRequirements } from './useRequirements';
import * as styles from './account.css';
import { toastSuccess } from '../kit';
import { call, send } from '../core/call';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface IdentityFormProps {
  title: string;
  subtitle: string;
  label: string;
  type?: 'email';
  autoComplete: string;
  placeholder: string;
  /** The field's description while the server checks the value, and otherwise. */
  checkingText: string;
  hint: string;
  submitLabel: string;
  /** What the server checks as it is typed, and the field its problems name. */
  check: 'email' | 'username';
  problemField: 'email' | 'userName';
  /** What is wrong with the value before the server is asked, or null. */
  localProblem: (value: string) => string | null;
  /** Sends the change; resolves an error to show, or null when it is done. A refused call throws. */
  change: (value: string) => Promise<string | null>;
  children?: ReactNode;
}

/**
 * A change of the account's identity (its e-mail address or user name): one field checked against the server as
 * it is typed, and its button. Errors are shown under the field, not toasted.
 */
function IdentityForm(props: IdentityFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const trimmed = value.trim();
  const formatProblem = trimmed !== '' ? props.localProblem(trimmed) : null;
  const check = useServerCheck(props.check, trimmed, trimmed !== '' && formatProblem === null);

  const submit = async () => {
    if (!trimmed || formatProblem || check.invalidReason) return;
    setPending(true);
    setError(null);
    try {
      const refused = await props.change(trimmed);
      if (refused !== null) setError(refused);
      else setValue('');
    } catch (failure) {
      const problem = await problemOf(failure);
      setError(problem.fields[props.problemField] ?? problem.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={props.title} subtitle={props.subtitle}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {props.children}
        <TextField
          label={props.label}
          {...(props.type && { type: props.type })}
          autoComplete={props.autoComplete}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          placeholder={props.placeholder}
          description={check.checking ? props.checkingText : props.hint}
          errorMessage={error ?? formatProblem ?? check.invalidReason ?? undefined}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            isPending={pending}
            isDisabled={!trimmed || !!formatProblem || !!check.invalidReason || check.checking}
          >
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The e-mail change: a confirmation mail goes to the new address, which replaces the old once confirmed. */
export function EmailChange({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const [resending, setResending] = useState(false);
  const resend = async () => {
    setResending(true);
    await resendConfirmation(profile.userName, true);
    setResending(false);
  };
  return (
    <IdentityForm
      title="E-mail address"
      subtitle={`Currently ${profile.email || 'none'}`}
      label="New e-mail address"
      type="email"
      autoComplete="email"
      placeholder={profile.email || 'name@example.org'}
      checkingText="Checking the address..."
      hint="We mail a link to confirm the new address"
      submitLabel="Change e-mail"
      check="email"
      problemField="email"
      localProblem={(value) => (EMAIL_PATTERN.test(value) ? null : 'Enter a valid e-mail address.')}
      change={async (value) => {
        const answer = await send(
          changeAccountEmail,
          { body: { email: value } },
          { context: { toastOnError: false } },
        ).json();
        toastSuccess(answer.message ?? 'A confirmation mail was sent to the new address.');
        onChanged();
        return null;
      }}
    >
      {profile.newEmailAddress && (
        <Inline>
          <p className={styles.notice} role="status">
            Waiting for the confirmation of {profile.newEmailAddress}.
          </p>
          <Button variant="secondary" isPending={resending} onPress={() => void resend()}>
            Resend confirmation
          </Button>
        </Inline>
      )}
    </IdentityForm>
  );
}

/** The user-name change: the answer carries success only; the profile is read again after it. */
export function UserNameChange({
  profile,
  onChanged,
}: {
  profile: Profile;
  onChanged: (profile: Profile) => void;
}) {
  const requirements = useRequirements();
  return (
    <IdentityForm
      title="User name"
      subtitle={`Currently ${profile.userName}`}
      label="New user name"
      autoComplete="username"
      placeholder={profile.userName || 'user name'}
      checkingText="Checking the user name..."
      hint="You sign in with the new name afterwards"
      submitLabel="Change user name"
      check="username"
      problemField="userName"
      localProblem={(value) => userNameProblem(value, requirements)}
      change={async (value) => {
        const answer = await send(
          changeAccountUserName,
          { params: { name: value } },
          { context: { toastOnError: false } },
        ).json();
        if (!answer.success) return 'The user name could not be changed.';
        toastSuccess('Your user name was changed.');
        const updated = await call(getProfile, {});
        const next = updated ?? { ...profile, userName: value };
        onChanged(next);
        adoptProfile(next);
        return null;
      }}
    />
  );
}
