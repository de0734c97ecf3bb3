import { ADMIN_CLAIM, hasClaim, type Claim } from '@lcars/contract';
import { requireRouteClaim } from '../shell/areaAccess';

/** Whether these claims open the admin area (the Higgs claim type, value Boson). */
export function isAdmin(claims: readonly Claim[] | undefined | null): boolean {
  return !!claims && hasClaim(claims, ADMIN_CLAIM.type, ADMIN_CLAIM.value);
}

/** The loader of every admin route: a signed-in user without Higgs/Boson gets the area's 403 page. */
export const requireAdmin = requireRouteClaim(ADMIN_CLAIM.type, ADMIN_CLAIM.value);
