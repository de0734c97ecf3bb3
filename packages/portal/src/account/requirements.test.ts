import { describe, expect, it } from 'vitest';
import type { PasswordRequirements } from '@lcars/contract';
import { passwordProblem, requirementLines, userNameProblem } from './requirements';

const server: PasswordRequirements = {
  allowedUserNameCharacters: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._@-',
  requireDigit: false,
  requireLowercase: false,
  requireUppercase: false,
  requiredLength: 12,
  requiredUserNameLength: 3,
};

describe('password requirements', () => {
  it('enforces the length the server sends', () => {
    expect(passwordProblem('short', server)).toBe('Password must be at least 12 characters long.');
    expect(passwordProblem('long enough password', server)).toBeNull();
  });

  it('enforces the composition flags only when set', () => {
    const strict = { ...server, requireDigit: true, requireUppercase: true, requireLowercase: true };
    expect(passwordProblem('abcdefghijklm', strict)).toBe('Password must contain a digit.');
    expect(passwordProblem('abcdefghijkl1', strict)).toBe('Password must contain an uppercase letter.');
    expect(passwordProblem('ABCDEFGHIJKL1', strict)).toBe('Password must contain a lowercase letter.');
    expect(passwordProblem('Abcdefghijkl1', strict)).toBeNull();
    expect(requirementLines(strict)).toEqual([
      'At least 12 characters',
      'At least one digit',
      'At least one lowercase letter',
      'At least one uppercase letter',
    ]);
  });
});

describe('user name requirements', () => {
  it('checks length and allowed characters', () => {
    expect(userNameProblem('ab', server)).toBe('User name must be at least 3 characters long.');
    expect(userNameProblem('kirk!', server)).toBe('User name may not contain "!".');
    expect(userNameProblem('james.kirk', server)).toBeNull();
  });
});
