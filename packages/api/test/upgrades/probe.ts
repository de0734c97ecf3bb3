// What a release serves from its demo data, asked the way a person's browser asks it: the recorder walks every
// app's lists into their items and records each answer; the upgrade test asks today's server the same
// questions on the release's database and wants the same answers. Only HTTP, so it works against any release.

/** One question and what the release answered. */
export interface Served {
  user: 'demo' | 'admin';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  status: number;
  answer: unknown;
}

/** Stands for a value that differed between two starts of the same release (a time, a token): not compared. */
export const VARIES = '<varies between starts>';

export interface Passwords {
  admin: string;
  demo: string;
}

type Ask = (method: Served['method'], path: string, body?: unknown) => Promise<unknown>;

async function signIn(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { jwtToken?: string };
  if (!response.ok || body.jwtToken === undefined)
    throw new Error(`Sign-in as ${username} failed: ${response.status}`);
  return body.jwtToken;
}

/** Asks as one user and records each answer; an answer that is not 200 is recorded too (and fails the walk). */
function asker(url: string, user: Served['user'], token: string, served: Served[]): Ask {
  return async (method, path, body) => {
    const response = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const answer: unknown = text === '' ? null : JSON.parse(text);
    served.push({
      user,
      method,
      path,
      ...(body === undefined ? {} : { body }),
      status: response.status,
      answer,
    });
    if (response.status !== 200)
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return answer;
  };
}

const ids = (rows: unknown): number[] => (rows as { id: number }[]).map((row) => row.id);
const records = (page: unknown): unknown[] => (page as { records: unknown[] }).records;

/** Money: accounts and ledgers, each ledger's live and reconciled transactions with running balances. */
async function walkMoney(ask: Ask): Promise<void> {
  for (const id of ids(await ask('GET', '/money/account/list'))) await ask('GET', `/money/account/${id}`);
  await ask('GET', '/money/account/credit-account-list');
  await ask('GET', '/money/account/subscription-list');
  const ledgers = (await ask('GET', '/money/ledger/list')) as { id: number; ledgerTypeId: number }[];
  for (const { id, ledgerTypeId } of ledgers) {
    await ask('GET', `/money/ledger/${id}`);
    await ask('POST', `/money/ledger/${id}/transactions/false`, { page: 1, itemsPerPage: 500 });
    // Schedules (5) and overviews (99) keep no reconciled history.
    if (ledgerTypeId !== 5 && ledgerTypeId !== 99)
      await ask('POST', `/money/ledger/${id}/transactions/true`, { page: 1, itemsPerPage: 500 });
  }
}

/** Recipes: the collection and each recipe whole. */
async function walkRecipes(ask: Ask): Promise<void> {
  for (const id of ids(await ask('GET', '/recipe/list-all'))) await ask('GET', `/recipe/${id}`);
  await ask('GET', '/recipe/favorites/list');
}

interface Repository {
  id: number;
  repoFields: { id: number; isSensitiveInformationField: boolean }[];
}

/** The secure repository: each repository's records, and sensitive values revealed (the keys must open them). */
async function walkRepo(ask: Ask): Promise<void> {
  for (const repo of (await ask('GET', '/tools/repo/list')) as Repository[]) {
    await ask('GET', `/tools/repo/${repo.id}`);
    const page = (await ask('POST', `/tools/repo/${repo.id}/entries`, { page: 1, itemsPerPage: 100 })) as {
      result: { records: { id: number }[] };
    };
    // The first record's sensitive values only: reveals are limited to 60 a minute, and the recorder walks often.
    const record = page.result.records[0];
    if (record === undefined) continue;
    for (const field of repo.repoFields.filter((candidate) => candidate.isSensitiveInformationField))
      await ask('POST', `/tools/repo/${repo.id}/entry/${record.id}`, {
        fieldId: field.id,
        purpose: 'reveal',
      });
  }
}

async function walkScanner(ask: Ask): Promise<void> {
  for (const id of ids(records(await ask('GET', '/scanner/list/1/100'))))
    await ask('GET', `/scanner/scan/${id}`);
}

async function walkBoxing(ask: Ask): Promise<void> {
  for (const id of ids(records(await ask('GET', '/boxing/fighter/list'))))
    await ask('GET', `/boxing/fighter/${id}`);
  for (const id of ids(records(await ask('GET', '/boxing/bout/list'))))
    await ask('GET', `/boxing/bout/${id}`);
  await ask('GET', '/boxing/venue/list');
}

/** Walks what the demo user and the administrator see, in a fixed order; returns every answer. */
export async function walkServed(url: string, passwords: Passwords): Promise<Served[]> {
  const served: Served[] = [];
  const demo = asker(url, 'demo', await signIn(url, 'demo', passwords.demo), served);
  for (const path of [
    '/app/list',
    '/profile',
    '/account/context/1',
    '/notification/preferences',
    '/theme/list',
  ])
    await demo('GET', path);
  await walkMoney(demo);
  await walkRecipes(demo);
  await walkRepo(demo);
  await walkScanner(demo);
  await walkBoxing(demo);
  await demo('GET', '/tools/data/results');
  const admin = asker(url, 'admin', await signIn(url, 'admin', passwords.admin), served);
  for (const path of ['/admin/users', '/admin/roles', '/admin/settings', '/user/list'])
    await admin('GET', path);
  return served;
}

/** What two answers share; where they differ, VARIES (arrays of another length differ as a whole). */
export function common(first: unknown, second: unknown): unknown {
  if (Object.is(first, second)) return first;
  if (Array.isArray(first) && Array.isArray(second) && first.length === second.length)
    return first.map((item, index) => common(item, second[index]));
  if (isRecord(first) && isRecord(second)) {
    const keys = new Set([...Object.keys(first), ...Object.keys(second)]);
    return Object.fromEntries(
      [...keys].map((key) => [key, key in first && key in second ? common(first[key], second[key]) : VARIES]),
    );
  }
  return VARIES;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Where `actual` does not serve what `expected` recorded: a missing key, another value, another number of rows.
 * Keys `actual` has beyond the recording are allowed (a later release may answer more); VARIES matches anything.
 */
export function differences(expected: unknown, actual: unknown, at = ''): string[] {
  if (expected === VARIES || Object.is(expected, actual)) return [];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${at}: a list was served before, now ${JSON.stringify(actual)}`];
    if (actual.length !== expected.length)
      return [`${at}: ${expected.length} rows before, ${actual.length} now`];
    return expected.flatMap((item, index) => differences(item, actual[index], `${at}[${index}]`));
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) return [`${at}: an object was served before, now ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([key, value]) =>
      key in actual ? differences(value, actual[key], `${at}.${key}`) : [`${at}.${key}: no longer served`],
    );
  }
  return [`${at}: ${JSON.stringify(expected)} before, ${JSON.stringify(actual)} now`];
}
