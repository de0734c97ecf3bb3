import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { INT32_MAX } from './int32.js';

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

/** The answer shapes of PersonalAccessToken and PersonalAccessTokenCreated, for the calls below. */
export const personalAccessTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tokenPrefix: z.string(),
  createdDate: z.string(),
  expiresDate: z.string().nullable(),
  lastUsedDate: z.string().nullable(),
});
export const personalAccessTokenCreatedSchema = personalAccessTokenSchema.extend({ token: z.string() });

// The personal access token calls: list, create, revoke.

export const listPersonalAccessTokens = endpoint({
  method: 'GET',
  path: '/account/tokens',
  response: z.array(personalAccessTokenSchema),
  summary: 'Personal access tokens of the user (never the token itself)',
});

export const createPersonalAccessToken = endpoint({
  method: 'POST',
  path: '/account/tokens',
  request: personalAccessTokenCreateSchema,
  response: personalAccessTokenCreatedSchema,
  summary: 'Creates a personal access token; the token is in this answer only',
});

export const revokePersonalAccessToken = endpoint({
  method: 'DELETE',
  path: '/account/tokens/:id',
  params: z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) }),
  response: z.object({ success: z.boolean() }),
  summary: 'Revokes a personal access token at once',
});
