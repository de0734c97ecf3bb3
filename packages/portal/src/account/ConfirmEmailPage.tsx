import { confirmAccountEmail } from '@lcars/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card, Spinner } from '@lcars/ui';
import { isAuthenticated, useSessionStore } from '../core/stores/session';
import { problemOf } from '../core/problems';
import { AccountPanel, SignInLink } from './AccountPanel';
import * as styles from './account.css';
import { send } from '../core/call';

type ConfirmState =
  { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** /account/confirm-email?userId=&code=: confirms a registration or an e-mail change, signed in or out. */
export function ConfirmEmailPage() {
  const [search] = useSearchParams();
  const userId = search.get('userId') ?? '';
  const code = search.get('code') ?? '';
  const signedIn = useSessionStore(isAuthenticated);
  const [state, setState] = useState<ConfirmState>(() =>
    userId && code
      ? { kind: 'pending' }
      : {
          kind: 'failed',
          message: 'The confirmation link is incomplete: open the link from the mail again.',
        },
  );
  // A code works once: React's development double effect must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!userId || !code || sent.current) return;
    sent.current = true;
    send(
      confirmAccountEmail,
      { body: { userId, code } },
      { context: { toastOnError: false, skipRefresh: true } },
    )
      .json()
      .then((answer) =>
        setState({ kind: 'done', message: answer.message ?? 'Your e-mail address is confirmed.' }),
      )
      .catch(async (error: unknown) => {
        const problem = await problemOf(error);
        setState({ kind: 'failed', message: problem.fields.code ?? problem.message });
      });
  }, [userId, code]);

  return (
    <AccountPanel title="Confirm e-mail">
      <Card title="E-mail confirmation">
        <div className={styles.form}>
          {state.kind === 'pending' && <Spinner label="Confirming your e-mail address" size="lg" />}
          {state.kind === 'done' && (
            <p className={styles.success} role="status">
              {state.message}
            </p>
          )}
          {state.kind === 'failed' && (
            <p className={styles.error} role="alert">
              {state.message}
            </p>
          )}
          {state.kind !== 'pending' &&
            (signedIn ? (
              <Link className={styles.link} to="/account/manage/profile">
                Back to your profile
              </Link>
            ) : (
              <SignInLink />
            ))}
        </div>
      </Card>
    </AccountPanel>
  );
}
