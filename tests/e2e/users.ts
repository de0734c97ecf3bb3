import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './credentials';

// Users of their own for tests that change an account's settings: the seeded admin and demo users are
// shared by tests running in parallel.

const PASSWORD = 'e2e-own-user-password-42';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

let counter = 0;
function newUser(prefix: string): TestUser {
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

/** The confirmation link mailed to `to`, read from the admin outbox (no SMTP in the test server). */
async function confirmationLink(request: APIRequestContext, to: string): Promise<URL> {
  const token = await tokenOf(request, ADMIN);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/admin/outbox?itemsPerPage=200', {
        headers: { authorization: `Bearer ${token}` },
      });
      const page = (await response.json()) as { records: { to: string; subject: string; link: string }[] };
      link = page.records.find((mail) => mail.to === to && /confirm/i.test(mail.subject))?.link;
      return link !== undefined;
    })
    .toBe(true);
  return new URL(link ?? '');
}

/** A registered and confirmed user (the Member role: Money among others, no admin area). */
export async function confirmedUser(request: APIRequestContext, prefix: string): Promise<TestUser> {
  const user = newUser(prefix);
  const response = await request.post('/api/account/register', {
    data: { userName: user.username, email: user.email, password: user.password, confirm: user.password },
  });
  expect(response.ok()).toBeTruthy();
  const link = await confirmationLink(request, user.email);
  const confirmed = await request.post('/api/account/confirm-email', {
    data: { userId: link.searchParams.get('userId'), code: link.searchParams.get('code') },
  });
  expect(confirmed.ok()).toBeTruthy();
  return user;
}

/** Fills the login form of the page showing it and waits for the hub. */
export async function signInHere(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.getByLabel('User name').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible();
}
