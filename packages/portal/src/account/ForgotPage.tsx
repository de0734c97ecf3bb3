import { forgotAccountPassword } from '@lcars/contract';
import { useState } from 'react';
import { Card, Form } from '@lcars/ui';
import type { ForgotPasswordRequest, ResultWrapper } from '@lcars/contract';
import { EmailField, FormEnd } from './FormEnd';
import { AccountPanel, SignInLink } from './AccountPanel';
import * as styles from './account.css';
import { call } from '../core/call';

/** /account/forgot: mails a reset link; the answer is the same whether or not the address exists. */
export function ForgotPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (values: ForgotPasswordRequest) => {
    setPending(true);
    const answer = (await call(forgotAccountPassword, { body: { email: values.email.trim() } })) as
      ResultWrapper<null> | undefined;
    setPending(false);
    if (answer?.success) setSent(answer.message ?? 'A mail with a reset link is on its way.');
  };

  return (
    <AccountPanel title="Forgot password">
      <Card title="Reset your password" subtitle="We mail you a link to choose a new password">
        {sent ? (
          <div className={styles.form}>
            <p className={styles.success} role="status">
              {sent}
            </p>
            <SignInLink>Back to sign in</SignInLink>
          </div>
        ) : (
          <Form<ForgotPasswordRequest> aria-label="Forgot password" onSubmit={submit}>
            <EmailField />
            <FormEnd label="Send reset link" pending={pending}>
              <SignInLink>Back to sign in</SignInLink>
            </FormEnd>
          </Form>
        )}
      </Card>
    </AccountPanel>
  );
}
