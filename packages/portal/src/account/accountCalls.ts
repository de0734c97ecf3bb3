import { resendAccountEmail } from '@lcars/contract';
import type { Profile } from '@lcars/contract';
import { useSessionStore } from '../core/stores/session';
import { toastSuccess } from '../kit';
import { call } from '../core/call';

/** The toast after the confirmation e-mail is sent again. */
export const EMAIL_RESENT = 'E-Mail successfully re-sent';

/** POST account/{username}/resend-email/{isEmailChange}: the same answer whatever the account. */
export async function resendConfirmation(username: string, isEmailChange: boolean): Promise<boolean> {
  const answer = (await call(resendAccountEmail, {
    params: { username, isEmailChange: isEmailChange ? 'true' : 'false' },
  })) as { success: boolean } | undefined;
  if (answer?.success) toastSuccess(EMAIL_RESENT);
  return answer?.success === true;
}

/** The profile block of the shell reads the account context: keep it current after a change. */
export function adoptProfile(profile: Profile): void {
  const { accountContext } = useSessionStore.getState();
  if (accountContext) useSessionStore.setState({ accountContext: { ...accountContext, profile } });
}
