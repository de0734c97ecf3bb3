import { z } from 'zod';

export const claimSchema = z.object({ type: z.string().min(1), value: z.string().min(1) });
export type Claim = z.infer<typeof claimSchema>;

/** The name-identifier claim: a user counts as authenticated when their claims include it (value: user id). */
export const NAME_IDENTIFIER = 'nameidentifier';

/** The administrator's claim (admin area, admin menu and divider). */
export const ADMIN_CLAIM: Claim = { type: 'Higgs', value: 'Boson' };

export function hasClaim(claims: readonly Claim[], type: string, value: string): boolean {
  return claims.some((c) => c.type === type && c.value === value);
}
