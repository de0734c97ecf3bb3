import { z } from 'zod';

/** Personal access tokens start with this, so the bearer check can tell them from JWTs. */
export const PERSONAL_ACCESS_TOKEN_PREFIX = 'lcars_';

/** POST /api/account/tokens. */
export const personalAccessTokenCreateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100),
  /** Days until the token stops working; absent: no expiry. */
  expiresInDays: z.number().int().min(1).max(3650).optional(),
});
export type PersonalAccessTokenCreateRequest = z.input<typeof personalAccessTokenCreateSchema>;

/** A token as listed: never the token itself. */
export interface PersonalAccessToken {
  id: number;
  name: string;
  tokenPrefix: string;
  createdDate: string;
  expiresDate: string | null;
  lastUsedDate: string | null;
}

/** The answer of a creation: the only time the token is shown. */
export interface PersonalAccessTokenCreated extends PersonalAccessToken {
  token: string;
}
