// The kept pages of the ledger transactions page (transactionPageAnswer): a page the server keeps is answered
// only to a caller whose rights hold now, is kept per viewer, and never outlives a write, even one that ran
// while the page was being read. running-balances.test.ts compares kept pages with the database's through
// every write path; this file is the attacker's side and the races.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Ledger, MoneyResult, TransactionPage } from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { pageFromDatabase } from '../../../test/money.js';
import { ok, testUsers } from '../../../test/requests.js';
import { today } from './arithmetic.js';

describeEachDatabase('money kept pages', (kind) => {
  let api: TestServer;
  const { ids, addUser, post } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory', 'eve']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const FIRST_PAGE = { itemsPerPage: 50, sortBy: 'transactionDate', sortDirection: 'desc' };
  const read = (ledgerId: number, who: string) =>
    post(`/api/money/ledger/${ledgerId}/transactions/false`, who, FIRST_PAGE);

  async function sharedLedger(title: string): Promise<Ledger> {
    return (
      await ok<MoneyResult<Ledger>>(
        post('/api/money/ledger', 'owner', {
          title,
          sharedUsers: [ids.mallory],
          leftGroupUsers: [ids.owner],
          rightGroupUsers: [ids.mallory],
        }),
      )
    ).result;
  }

  const add = (ledgerId: number, amount: number) =>
    ok(
      post(`/api/money/ledger/${ledgerId}/transaction`, 'owner', {
        amount,
        transactionTypeId: 1,
        memo: `Deposit ${amount}`,
        transactionDate: today(),
      }),
    );

  it('refuses a kept page once its share is taken back, and keeps one page per viewer', async () => {
    const ledger = await sharedLedger('Household');
    await add(ledger.id, 4250);
    const owners = await ok<TransactionPage>(read(ledger.id, 'owner'));
    const mallorys = await ok<TransactionPage>(read(ledger.id, 'mallory'));
    // The same request, two viewers: the right group sees every sign reversed, not the owner's kept page.
    expect(owners.records[0]?.amount).toBe(4250);
    expect(mallorys.records[0]?.amount).toBe(-4250);
    expect(await ok<TransactionPage>(read(ledger.id, 'mallory'))).toEqual(mallorys);

    await ok(post('/api/money/ledger', 'owner', { ...ledger, sharedUsers: [], rightGroupUsers: [] }));
    const refused = await read(ledger.id, 'mallory');
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('Deposit');
    // Nor does a user it was never shared with, though both pages are kept.
    expect((await read(ledger.id, 'eve')).status).toBe(404);
  });

  it('answers what the database holds after reads and writes that ran at the same time', async () => {
    const ledger = await sharedLedger('Busy');
    await add(ledger.id, 100);
    // Pages read while adds commit: a read that began before a commit must not be kept past it.
    const work: Promise<unknown>[] = [];
    for (let index = 0; index < 30; index += 1) {
      work.push(add(ledger.id, 1 + index));
      for (const who of ['owner', 'mallory']) work.push(ok(read(ledger.id, who)));
    }
    await Promise.all(work);
    for (const who of ['owner', 'mallory']) {
      const page = await ok<TransactionPage>(read(ledger.id, who));
      expect(page.records).toHaveLength(31);
      expect(page).toEqual(await pageFromDatabase(api, ids[who] ?? 0, ledger.id, false, FIRST_PAGE));
    }
  });
});
