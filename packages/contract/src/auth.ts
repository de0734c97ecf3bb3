import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** loginFailureReason values (decisions.md). */
export const LoginFailureReason = {
  None: 0,
  EmailNotConfirmed: 1,
  WrongCredentials: 2,
  LockedOut: 3,
  Disabled: 4,
  RefreshInvalid: 5,
} as const;
export type LoginFailureReasonValue = (typeof LoginFailureReason)[keyof typeof LoginFailureReason];

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'User name is required.').max(256),
  password: z.string().min(1, 'Password is required.').max(1024),
  rememberMe: z.boolean().optional().default(false),
  // zod alone here (not contract/int32.ts's builders): this module is on the login page, and a schema built by a
  // function of ours would keep zod there.
  requestApp: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The answer of a sign-in (and of a refresh). `jwtToken` is empty unless isAuthenticated. */
export const loginResultSchema = z.object({
  loginFailureReason: z.literal(Object.values(LoginFailureReason)),
  reasonText: z.string(),
  jwtToken: z.string(),
  isAuthenticated: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

// The sign-in calls: a token for a password, a new one for the refresh cookie, signing out.

export const signIn = endpoint({
  method: 'POST',
  path: '/auth/token',
  request: loginRequestSchema,
  response: loginResultSchema,
  summary:
    'Signs in: an access token in the answer, the refresh token and a device cookie as HttpOnly cookies; 429 + Retry-After when locked out',
});

export const exchangeRefreshToken = endpoint({
  method: 'POST',
  path: '/auth/token/exchange',
  response: loginResultSchema,
  summary:
    'Rotates the refresh cookie and answers a new access token; reason 5 with 401 when invalid, expired or reused',
});

export const signOut = endpoint({
  method: 'POST',
  path: '/auth/logout',
  response: z.literal(true),
  summary: 'Revokes the refresh token family of the cookie and clears it; answers true',
});

export const signOutEverywhere = endpoint({
  method: 'POST',
  path: '/auth/logout/everywhere',
  response: z.literal(true),
  summary: 'Signs the user out of every browser and device (personal access tokens stay); answers true',
});
