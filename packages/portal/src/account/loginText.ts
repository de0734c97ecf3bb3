import { LoginFailureReason } from '@lcars/contract';
import { tryAgainText, type LoginAttempt } from '../core/stores/session';

/** What the login page says when the account's e-mail address is not confirmed yet. */
export const EMAIL_NOT_CONFIRMED = 'Confirmation email needs to be resent.';

/**
 * The message of a failed sign-in: "Login error: " plus the reason, or the generic one; a lockout
 * (reason 3) adds how long to wait, from the answer's Retry-After.
 */
export function loginFailureText(
  result: Pick<LoginAttempt, 'loginFailureReason' | 'reasonText' | 'retryAfterSeconds'>,
): string {
  if (result.loginFailureReason === LoginFailureReason.EmailNotConfirmed) return EMAIL_NOT_CONFIRMED;
  return result.reasonText
    ? `Login error: ${result.reasonText}${tryAgainText(result)}`
    : 'An error occurred!';
}
