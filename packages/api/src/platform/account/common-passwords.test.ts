// Regression (issue #12): "passwordpassword" and twelve spaces were accepted as new passwords; nothing
// refused the most common ones or the user's own name (NIST SP 800-63B, 5.1.1.2).
import { expect, it } from 'vitest';
import { guessablePasswordProblem } from './common-passwords.js';

it('refuses common, repeated and context-specific passwords', () => {
  for (const password of [
    'passwordpassword',
    ' '.repeat(12),
    'aaaaaaaaaaaa',
    'Password1!',
    'qwertyuiop',
    '1234567890',
    'iloveyou',
    'P@ssw0rd',
    'lcarsportal2026',
  ])
    expect(guessablePasswordProblem(password), password).not.toBeNull();
  const context = { userName: 'jean-luc', email: 'captain@enterprise.example' };
  expect(guessablePasswordProblem('Jean-Luc2024!', context)).not.toBeNull();
  expect(guessablePasswordProblem('captain12345', context)).not.toBeNull();
});

it('accepts passwords that are hard to guess', () => {
  for (const password of ['correct horse battery staple', 'Tea, Earl Grey, hot!', 'e2e-admin-password-42'])
    expect(guessablePasswordProblem(password, { userName: 'admin' }), password).toBeNull();
});
