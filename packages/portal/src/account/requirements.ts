import type { PasswordRequirements } from '@lcars/contract';
import type { Rule } from '@lcars/ui';

/** The password requirements shown until the portal's own arrive with the app context. */
export const PLACEHOLDER_REQUIREMENTS: PasswordRequirements = {
  allowedUserNameCharacters: '',
  requireDigit: false,
  requireLowercase: false,
  requireUppercase: false,
  requiredLength: 42,
  requiredUserNameLength: 42,
};

/** Why a password does not meet the requirements, or null; the same checks the server runs. */
export function passwordProblem(password: string, requirements: PasswordRequirements): string | null {
  if ([...password].length < requirements.requiredLength) {
    return `Password must be at least ${requirements.requiredLength} characters long.`;
  }
  if (requirements.requireDigit && !/\d/.test(password)) return 'Password must contain a digit.';
  if (requirements.requireLowercase && !/\p{Ll}/u.test(password)) {
    return 'Password must contain a lowercase letter.';
  }
  if (requirements.requireUppercase && !/\p{Lu}/u.test(password)) {
    return 'Password must contain an uppercase letter.';
  }
  return null;
}

/** Why a user name is not acceptable by format, or null (the server also checks it is free). */
export function userNameProblem(name: string, requirements: PasswordRequirements): string | null {
  const value = name.trim();
  if (value.length < requirements.requiredUserNameLength) {
    return `User name must be at least ${requirements.requiredUserNameLength} characters long.`;
  }
  if (value.length > 256) return 'User name must be at most 256 characters long.';
  if (requirements.allowedUserNameCharacters) {
    const allowed = new Set(requirements.allowedUserNameCharacters);
    const bad = [...value].find((character) => !allowed.has(character));
    if (bad !== undefined) return `User name may not contain "${bad}".`;
  }
  return null;
}

/** The requirements as the lines the register and password forms list. */
export function requirementLines(requirements: PasswordRequirements): string[] {
  const lines = [`At least ${requirements.requiredLength} characters`];
  if (requirements.requireDigit) lines.push('At least one digit');
  if (requirements.requireLowercase) lines.push('At least one lowercase letter');
  if (requirements.requireUppercase) lines.push('At least one uppercase letter');
  return lines;
}

/** Form rules from the helpers above. */
export const passwordRule =
  (requirements: PasswordRequirements): Rule =>
  (value) =>
    passwordProblem(typeof value === 'string' ? value : '', requirements) ?? true;

export const userNameRule =
  (requirements: PasswordRequirements): Rule =>
  (value) =>
    userNameProblem(typeof value === 'string' ? value : '', requirements) ?? true;

/** The confirmation must repeat the password; `password` reads the form's current value. */
export const matchesRule =
  (password: () => string): Rule =>
  (value) =>
    value === password() ? true : 'The passwords do not match.';
