import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, TextField } from '@lcars/ui';
import { LoginFailureReason } from '@lcars/contract';
import { useSessionStore, type LoginAttempt } from '../core/stores/session';
import { afterLoginPath } from '../shell/guard';
import { resendConfirmation } from './accountCalls';
import { EMAIL_NOT_CONFIRMED, loginFailureText } from './loginText';
import { FormEnd } from './FormEnd';
import { AccountPanel } from './AccountPanel';
import * as styles from './account.css';

/** /account/login: user name, password, remember me. */
export function LoginPage() {
  const login = useSessionStore((state) => state.login);
  const loggingIn = useSessionStore((state) => state.loggingIn);
  const lastUserName = useSessionStore((state) => state.lastUserName);
  const rememberedMe = useSessionStore((state) => state.rememberMe);
  const registrationEnabled = useSessionStore((state) => state.appContext?.registrationEnabled ?? true);
  const navigate = useNavigate();
  // The remembered user name comes from the `login` cookie (written by the session store on sign-in).
  const [username, setUsername] = useState(lastUserName);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(rememberedMe);
  const [failure, setFailure] = useState<LoginAttempt | null>(null);
  const [resending, setResending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const result = await login(username.trim(), password, rememberMe);
    if (result === false) return;
    if (!result.isAuthenticated) {
      setFailure(result);
      return;
    }
    const { redirectAfterLoginUrl, setRedirectAfterLogin, accountContext } = useSessionStore.getState();
    setRedirectAfterLogin('/');
    await navigate(afterLoginPath(redirectAfterLoginUrl, accountContext?.globalAppSettings.startUrl), {
      replace: true,
    });
  };

  const resend = async () => {
    setResending(true);
    await resendConfirmation(username.trim(), false);
    setResending(false);
  };

  const unconfirmed = failure?.loginFailureReason === LoginFailureReason.EmailNotConfirmed;

  return (
    <AccountPanel title="Welcome">
      <Card title="Sign in" subtitle="One sign-in for every app of the portal" headingLevel={2}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="User name"
            name="username"
            autoComplete="username"
            isRequired
            value={username}
            onChange={setUsername}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={setPassword}
          />
          {/* A native check box: the remembered choice must work with every input method and test tool. */}
          <label className={styles.checkbox}>
            <input
              className={styles.checkboxInput}
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            Remember me
          </label>
          {failure && unconfirmed && (
            <div className={styles.form}>
              <p className={styles.notice} role="alert">
                {EMAIL_NOT_CONFIRMED}
              </p>
              <Button variant="secondary" isPending={resending} onPress={() => void resend()}>
                Resend confirmation e-mail
              </Button>
            </div>
          )}
          {failure && !unconfirmed && (
            <p className={styles.error} role="alert">
              {loginFailureText(failure)}
            </p>
          )}
          <FormEnd label="Login" pending={loggingIn}>
            {registrationEnabled && (
              <Button variant="text" onPress={() => void navigate('/account/register')}>
                Register
              </Button>
            )}
          </FormEnd>
        </form>
      </Card>
      <nav className={styles.links} aria-label="Account help">
        <Link className={styles.link} to="/account/forgot">
          Forgot your password?
        </Link>
      </nav>
    </AccountPanel>
  );
}
