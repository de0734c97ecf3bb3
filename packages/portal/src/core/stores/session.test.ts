import { HTTPError, type NormalizedOptions } from 'ky';
import { describe, expect, it } from 'vitest';
import { LoginFailureReason, NAME_IDENTIFIER } from '@lcars/contract';
import type { AccountContext } from '@lcars/contract';
import {
  isAuthenticated,
  loginErrorMessage,
  loginResultOf,
  retryAfterSecondsOf,
  useSessionStore,
} from './session';

const withClaims = (claims: AccountContext['claims']) => ({ accountContext: { claims } as AccountContext });

describe('session', () => {
  it('counts a user as authenticated only with the name-identifier claim', () => {
    expect(isAuthenticated({ accountContext: null })).toBe(false);
    expect(isAuthenticated(withClaims([{ type: 'Money', value: 'Access' }]))).toBe(false);
    expect(isAuthenticated(withClaims([{ type: NAME_IDENTIFIER, value: '7' }]))).toBe(true);
  });

  it('shows the fixed messages for a failed login', () => {
    expect(loginErrorMessage({ loginFailureReason: 2, reasonText: 'Invalid user name or password.' })).toBe(
      'Login error: Invalid user name or password.',
    );
    expect(loginErrorMessage({ loginFailureReason: 0, reasonText: '' })).toBe('An error occurred!');
    expect(loginErrorMessage({ loginFailureReason: 1, reasonText: 'x' })).toBe(
      'Confirmation email needs to be resent.',
    );
  });

  it('ignores a login without user name or password, making no call', async () => {
    const { login } = useSessionStore.getState();
    await expect(login('', 'secret', false)).resolves.toBe(false);
    await expect(login('admin', '', false)).resolves.toBe(false);
    expect(useSessionStore.getState().loggingIn).toBe(false);
  });

  it('ignores a login while another one is running', async () => {
    useSessionStore.setState({ loggingIn: true });
    await expect(useSessionStore.getState().login('admin', 'secret', false)).resolves.toBe(false);
    useSessionStore.setState({ loggingIn: false });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSecondsOf('900')).toBe(900);
    expect(retryAfterSecondsOf(' 60 ')).toBe(60);
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(retryAfterSecondsOf('Thu, 01 Jan 2026 10:05:00 GMT', now)).toBe(300);
    expect(retryAfterSecondsOf('Thu, 01 Jan 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSecondsOf(null)).toBeUndefined();
    expect(retryAfterSecondsOf('soon')).toBeUndefined();
  });

  it('keeps the Retry-After seconds of a lockout (429) on the login result', async () => {
    const refused = (status: number, headers: Record<string, string>) =>
      new HTTPError(
        new Response(
          JSON.stringify({ loginFailureReason: 3, reasonText: 'Too many failed sign-in attempts.' }),
          { status, headers: { 'Content-Type': 'application/json', ...headers } },
        ),
        new Request('http://localhost/api/auth/token', { method: 'POST' }),
        {} as NormalizedOptions,
      );
    const locked = await loginResultOf(refused(429, { 'Retry-After': '900' }));
    expect(locked).toMatchObject({ loginFailureReason: 3, isAuthenticated: false, retryAfterSeconds: 900 });
    expect(loginErrorMessage(locked)).toBe(
      'Login error: Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect((await loginResultOf(refused(429, {}))).retryAfterSeconds).toBeUndefined();
    expect('retryAfterSeconds' in (await loginResultOf(refused(401, { 'Retry-After': '5' })))).toBe(false);
  });

  it('says how long a lockout lasts, in minutes or seconds', () => {
    const lockout = { loginFailureReason: LoginFailureReason.LockedOut, reasonText: 'Locked.' };
    expect(loginErrorMessage({ ...lockout, retryAfterSeconds: 61 })).toBe(
      'Login error: Locked. Try again in 2 minutes.',
    );
    expect(loginErrorMessage({ ...lockout, retryAfterSeconds: 60 })).toBe(
      'Login error: Locked. Try again in 1 minute.',
    );
    expect(loginErrorMessage({ ...lockout, retryAfterSeconds: 30 })).toBe(
      'Login error: Locked. Try again in 30 seconds.',
    );
    expect(loginErrorMessage(lockout)).toBe('Login error: Locked.');
    expect(
      loginErrorMessage({
        loginFailureReason: LoginFailureReason.WrongCredentials,
        reasonText: 'No.',
        retryAfterSeconds: 60,
      }),
    ).toBe('Login error: No.');
  });
});
