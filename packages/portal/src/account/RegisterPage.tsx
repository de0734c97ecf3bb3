import { registerAccount } from '@lcars/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Form, rules, TextField } from '@lcars/ui';
import type { RegisterRequest } from '@lcars/contract';
import { useSessionStore } from '../core/stores/session';
import { NewPasswordFields } from './NewPasswordFields';
import { PersonCheck } from './PersonCheck';
import { userNameProblem, userNameRule } from './requirements';
import { problemOf } from '../core/problems';
import { useServerCheck } from './serverCheck';
import { useRequirements } from './useRequirements';
import { AccountPanel, SignInLink } from './AccountPanel';
import { EmailField } from './FormEnd';
import * as styles from './account.css';
import { send } from '../core/call';

type RegisterValues = Omit<Required<RegisterRequest>, 'altcha'>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /account/register: a new Member, confirmed through the mailed link (docs/decisions.md). */
export function RegisterPage() {
  const requirements = useRequirements();
  const registrationEnabled = useSessionStore((state) => state.appContext?.registrationEnabled ?? true);
  const [values, setValues] = useState<Partial<RegisterValues>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [proof, setProof] = useState<string | null>(null);

  const userName = (values.userName ?? '').trim();
  const email = (values.email ?? '').trim();
  const nameCheck = useServerCheck(
    'username',
    userName,
    userName !== '' && userNameProblem(userName, requirements) === null,
  );
  const emailCheck = useServerCheck('email', email, EMAIL_PATTERN.test(email));

  const submit = async (form: RegisterValues) => {
    setPending(true);
    setError(null);
    setServerErrors({});
    try {
      const answer = await send(
        registerAccount,
        { body: { ...form, altcha: proof ?? '' } satisfies RegisterRequest },
        { context: { toastOnError: false, skipRefresh: true } },
      ).json();
      setDone(answer.message ?? 'Registration complete. Check your e-mail to confirm your address.');
    } catch (failure) {
      const problem = await problemOf(failure);
      setServerErrors(problem.fields);
      setError(problem.message);
    } finally {
      setPending(false);
    }
  };

  if (!registrationEnabled) {
    // By address with registration switched off: say so, rather than a form the server refuses (issue 29).
    return (
      <AccountPanel title="Register">
        <Card title="Registration is closed" headingLevel={2}>
          <div className={styles.form}>
            <p className={styles.muted}>
              New accounts cannot be registered here. Ask the administrator of this portal for an account.
            </p>
            <SignInLink />
          </div>
        </Card>
      </AccountPanel>
    );
  }

  if (done) {
    return (
      <AccountPanel title="Register">
        <Card title="Check your e-mail" headingLevel={2}>
          <div className={styles.form}>
            <p className={styles.success} role="status">
              {done}
            </p>
            <p className={styles.muted}>
              Open the link in the mail we sent to {email} to confirm your address, then sign in.
            </p>
            <SignInLink />
          </div>
        </Card>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel title="Register">
      <Card title="Create an account" subtitle="You confirm your e-mail address before the first sign-in">
        <Form<RegisterValues>
          aria-label="Register"
          onSubmit={submit}
          onValuesChange={(next) => {
            setValues(next);
            setServerErrors({});
          }}
        >
          <TextField
            label="User name"
            name="userName"
            autoComplete="username"
            isRequired
            rules={[rules.required, userNameRule(requirements)]}
            description={
              nameCheck.checking && userName ? 'Checking the user name...' : 'Letters, digits and . _ @ -'
            }
            errorMessage={serverErrors.userName ?? nameCheck.invalidReason ?? undefined}
          />
          <EmailField errorMessage={serverErrors.email ?? emailCheck.invalidReason ?? undefined} />
          <NewPasswordFields
            name="password"
            label="Password"
            confirmLabel="Confirm password"
            password={values.password ?? ''}
            errors={serverErrors}
          />
          <PersonCheck onProof={setProof} errorMessage={serverErrors.altcha} />
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              type="submit"
              variant="primary"
              isPending={pending}
              isDisabled={!!nameCheck.invalidReason || !!emailCheck.invalidReason}
            >
              Register
            </Button>
            <Link className={styles.link} to="/account/login">
              I have an account
            </Link>
          </div>
        </Form>
      </Card>
    </AccountPanel>
  );
}
