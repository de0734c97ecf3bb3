import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './credentials';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

// Users of their own for tests that change an account's settings or data: the seeded admin and demo users
// are shared by tests running in parallel. Mails (confirmation, password reset) are read from the admin
// outbox; the test server sends none.

const PASSWORD = 'e2e-own-user-password-42';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A solved registration challenge, as the register page's widget makes it (altcha-lib's solver). */
async function registrationProof(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/account/register/challenge');
  expect(response.ok()).toBeTruthy();
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let counter = 0;
/** A new user's name, address and password, not registered yet: unique per call across parallel workers. */
export function newUser(prefix: string): TestUser {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return { username: id, email: `${id}@example.org`, password: PASSWORD };
}

export async function tokenOf(
  request: APIRequestContext,
  user: { username: string; password: string },
): Promise<string> {
  const response = await request.post('/api/auth/token', {
    data: { username: user.username, password: user.password },
  });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { jwtToken: string };
  return body.jwtToken;
}

export interface OutboxMail {
  to: string;
  subject: string;
  link: string;
}

/** The newest mail to `to` with `subject`, read from the admin outbox (decisions.md: no SMTP, an outbox). */
export async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMail> {
  const token = await tokenOf(request, ADMIN);
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/admin/outbox?itemsPerPage=200', {
        headers: { authorization: `Bearer ${token}` },
      });
      const page = (await response.json()) as { records: OutboxMail[] };
      found = page.records.find((mail) => mail.to === to && subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMail;
}

/** A registered and confirmed user (the Member role: Money among others, no admin area). */
export async function confirmedUser(request: APIRequestContext, prefix: string): Promise<TestUser> {
  const user = newUser(prefix);
  const response = await request.post('/api/account/register', {
    data: {
      userName: user.username,
      email: user.email,
      password: user.password,
      confirm: user.password,
      altcha: await registrationProof(request),
    },
  });
  expect(response.ok()).toBeTruthy();
  const link = new URL((await mailTo(request, user.email, /confirm/i)).link);
  const confirmed = await request.post('/api/account/confirm-email', {
    data: { userId: link.searchParams.get('userId'), code: link.searchParams.get('code') },
  });
  expect(confirmed.ok()).toBeTruthy();
  return user;
}

/** Opens the login page, signs in and waits for the hub. */
export async function signIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto('/account/login');
  await signInHere(page, user);
}

/** Fills the login form of the page showing it and waits for the hub. */
export async function signInHere(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.getByLabel('User name').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Signing in hashes the password: on a busy machine it takes more than the default 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible({
    timeout: 30_000,
  });
}
