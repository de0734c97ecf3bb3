import { describe, expect, it } from 'vitest';
import { LoginFailureReason } from '@lcars/contract';
import { loginFailureText } from './loginText';
import { profileTabOf } from './profileTabs';

describe('login failure text', () => {
  it('prefixes the reason with "Login error: "', () => {
    expect(
      loginFailureText({
        loginFailureReason: LoginFailureReason.WrongCredentials,
        reasonText: 'Wrong user name or password.',
      }),
    ).toBe('Login error: Wrong user name or password.');
  });

  it('asks to resend the confirmation for reason 1', () => {
    expect(
      loginFailureText({ loginFailureReason: LoginFailureReason.EmailNotConfirmed, reasonText: 'x' }),
    ).toBe('Confirmation email needs to be resent.');
  });

  it('says how long to wait after a lockout (reason 3, Retry-After)', () => {
    expect(
      loginFailureText({
        loginFailureReason: LoginFailureReason.LockedOut,
        reasonText: 'Too many failed sign-in attempts.',
        retryAfterSeconds: 900,
      }),
    ).toBe('Login error: Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it('falls back to the generic message without a reason', () => {
    expect(loginFailureText({ loginFailureReason: LoginFailureReason.None, reasonText: '' })).toBe(
      'An error occurred!',
    );
  });
});

describe('profile tabs', () => {
  it('chooses the tab from its id, the profile tab otherwise', () => {
    expect(profileTabOf('picture')).toBe('picture');
    expect(profileTabOf('email')).toBe('email');
    expect(profileTabOf(null)).toBe('profile');
    expect(profileTabOf('nonsense')).toBe('profile');
  });
});
