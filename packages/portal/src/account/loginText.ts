import { LoginFailureReason, type LoginResult } from '@lcars/api/contract';

/** platform.md section 8. */
export const EMAIL_NOT_CONFIRMED = 'Confirmation email needs to be resent.';

/** The message of a failed sign-in: "Login error: " plus the reason, or the generic one (section 8). */
export function loginFailureText(result: Pick<LoginResult, 'loginFailureReason' | 'reasonText'>): string {
  if (result.loginFailureReason === LoginFailureReason.EmailNotConfirmed) return EMAIL_NOT_CONFIRMED;
  return result.reasonText ? `Login error: ${result.reasonText}` : 'An error occurred!';
}
