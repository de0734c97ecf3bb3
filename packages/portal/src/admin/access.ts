import { data, type LoaderFunction } from 'react-router';
import { ADMIN_CLAIM, hasClaim, type Claim } from '@lcars/api/contract';
import { useSessionStore } from '../core/stores/session';

/** HTTP-like status of the admin area's refusal page. */
export const FORBIDDEN = 403;

/** Whether these claims open the admin area (platform.md section 6: Higgs / Boson). */
export function isAdmin(claims: readonly Claim[] | undefined | null): boolean {
  return !!claims && hasClaim(claims, ADMIN_CLAIM.type, ADMIN_CLAIM.value);
}

/**
 * The loader of every admin route. The shell's guard runs first (sign-in, offline); this one refuses a
 * signed-in user without Higgs/Boson with a 403 that the admin area's error boundary shows. The server
 * checks the claim on every call as well; this only keeps the screens from opening.
 */
export const requireAdmin: LoaderFunction = async () => {
  const session = useSessionStore.getState();
  await session.restore();
  if (!isAdmin(useSessionStore.getState().accountContext?.claims)) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer a status
    throw data('The admin area needs the Higgs/Boson claim.', { status: FORBIDDEN });
  }
  return null;
};
