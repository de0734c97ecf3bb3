import { describe, expect, it } from 'vitest';
import { NAME_IDENTIFIER } from '@lcars/api/contract';
import type { AccountContext } from '@lcars/api/contract';
import { isAuthenticated, loginErrorMessage, useSessionStore } from './session';

const withClaims = (claims: AccountContext['claims']) => ({ accountContext: { claims } as AccountContext });

describe('session', () => {
  it('counts a user as authenticated only with the name-identifier claim', () => {
    expect(isAuthenticated({ accountContext: null })).toBe(false);
    expect(isAuthenticated(withClaims([{ type: 'Money', value: 'Access' }]))).toBe(false);
    expect(isAuthenticated(withClaims([{ type: NAME_IDENTIFIER, value: '7' }]))).toBe(true);
  });

  it('shows the spec messages for a failed login', () => {
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
});
