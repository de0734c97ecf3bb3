import { z } from 'zod';

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

/** The spec's login result. `jwtToken` is empty unless isAuthenticated. */
export interface LoginResult {
  loginFailureReason: LoginFailureReasonValue;
  reasonText: string;
  jwtToken: string;
  isAuthenticated: boolean;
}
