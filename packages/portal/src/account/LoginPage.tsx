import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card } from '@lcars/ui';
import { loginErrorMessage, useSessionStore } from '../core/stores/session';
import { afterLoginPath } from '../shell/guard';
import * as styles from './account.css';

/** /account/login: user name, password, remember me (platform.md sections 2, 4, 8). */
export function LoginPage() {
  const login = useSessionStore((state) => state.login);
  const loggingIn = useSessionStore((state) => state.loggingIn);
  const lastUserName = useSessionStore((state) => state.lastUserName);
  const rememberedMe = useSessionStore((state) => state.rememberMe);
  const registrationEnabled = useSessionStore((state) => state.appContext?.registrationEnabled ?? true);
  const navigate = useNavigate();
  const [username, setUsername] = useState(lastUserName);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(rememberedMe);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const result = await login(username.trim(), password, rememberMe);
    if (result === false) return;
    if (!result.isAuthenticated) {
      setError(loginErrorMessage(result));
      return;
    }
    const { redirectAfterLoginUrl, setRedirectAfterLogin } = useSessionStore.getState();
    setRedirectAfterLogin('/');
    await navigate(afterLoginPath(redirectAfterLoginUrl), { replace: true });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.panel}>
        <h1 className={styles.title}>Welcome</h1>
        <Card title="Sign in" subtitle="One sign-in for every app of the portal" headingLevel={2}>
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <label className={styles.field} htmlFor={`${ids}-username`}>
              User name
              <input
                id={`${ids}-username`}
                className={styles.input}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </label>
            <label className={styles.field} htmlFor={`${ids}-password`}>
              Password
              <input
                id={`${ids}-password`}
                className={styles.input}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
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
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
            <div className={styles.actions}>
              <Button type="submit" variant="primary" isPending={loggingIn}>
                Login
              </Button>
              {registrationEnabled && (
                <Button variant="text" onPress={() => void navigate('/account/register')}>
                  Register
                </Button>
              )}
            </div>
          </form>
        </Card>
      </div>
    </div>
  );
}
