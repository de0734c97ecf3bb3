import { resetAccountPassword } from '@lcars/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card, Form } from '@lcars/ui';
import { problemOf } from '../core/problems';
import { NewPasswordFields } from './NewPasswordFields';
import { FormEnd } from './FormEnd';
import { AccountPanel, SignInLink } from './AccountPanel';
import * as styles from './account.css';
import { send } from '../core/call';

type ResetValues = {
  password: string;
  confirm: string;
};

/** /account/forgot/reset?code=...: a new password with the code of the mailed link. */
export function ResetPage() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (values: ResetValues) => {
    setPending(true);
    setError(null);
    try {
      const answer = await send(
        resetAccountPassword,
        { body: { code, password: values.password, confirm: values.confirm } },
        { context: { toastOnError: false, skipRefresh: true } },
      ).json();
      setDone(answer.message ?? 'Your password has been reset. Sign in with the new password.');
    } catch (failure) {
      const problem = await problemOf(failure);
      setError(problem.fields.code ?? problem.fields.password ?? problem.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <AccountPanel title="Reset password">
      <Card title="Choose a new password">
        {done ? (
          <div className={styles.form}>
            <p className={styles.success} role="status">
              {done}
            </p>
            <SignInLink />
          </div>
        ) : !code ? (
          <div className={styles.form}>
            <p className={styles.error} role="alert">
              The reset link is incomplete: open the link from the mail again.
            </p>
            <Link className={styles.link} to="/account/forgot">
              Ask for a new link
            </Link>
          </div>
        ) : (
          <Form<ResetValues>
            aria-label="Reset password"
            onSubmit={submit}
            onValuesChange={(values) => setPassword(values.password ?? '')}
          >
            <NewPasswordFields
              name="password"
              label="New password"
              confirmLabel="Confirm new password"
              password={password}
            />
            <FormEnd label="Reset password" pending={pending} error={error} />
          </Form>
        )}
      </Card>
    </AccountPanel>
  );
}
