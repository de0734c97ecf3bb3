// The Money calls answer what their endpoint descriptors say: the portal types its calls and the OpenAPI
// document describes them from the same response schemas, so a field the server adds, drops or retypes
// fails here (strict parsing: no unknown keys).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { pathOf, type Endpoint } from '@lcars/contract';
import * as calls from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

/** The schema with every object strict, so an answer's extra field is an error. */
function strict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [key, strict(value)]),
    );
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(strict(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return strict(schema.unwrap() as z.ZodType).nullable();
  return schema;
}

describeEachDatabase('money answers', (kind) => {
  let api: TestServer;
  let token = '';
  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    token = await api.login('demo', api.demoPassword ?? '');
  });
  afterAll(() => api?.close());

  async function answer(call: Endpoint, path: string, body?: object): Promise<unknown> {
    const request =
      call.method === 'GET' ? api.request.get(`/api/${path}`) : api.request.post(`/api/${path}`).send(body);
    const response = await request.set('Authorization', `Bearer ${token}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const parsed = strict(call.response!).safeParse(response.body);
    expect(parsed.error?.issues ?? [], `${call.method} ${call.path}`).toEqual([]);
    return response.body;
  }

  it('answers every read call in the shape of its descriptor', async () => {
    const accounts = (await answer(calls.listAccounts, pathOf(calls.listAccounts, {}))) as { id: number }[];
    const ledgers = (await answer(calls.listLedgers, pathOf(calls.listLedgers, {}))) as { id: number }[];
    expect(accounts.length).toBeGreaterThan(0);
    expect(ledgers.length).toBeGreaterThan(0);
    const account = accounts[0]!.id;
    const ledger = ledgers[0]!.id;
    await answer(calls.getAccount, pathOf(calls.getAccount, { id: account }));
    await answer(calls.getAccountEdit, pathOf(calls.getAccountEdit, { id: account }));
    await answer(calls.accountLookups, pathOf(calls.accountLookups, {}));
    await answer(calls.ledgerLookups, pathOf(calls.ledgerLookups, {}));
    await answer(calls.creditAccountList, pathOf(calls.creditAccountList, {}));
    await answer(calls.subscriptionList, `${pathOf(calls.subscriptionList, {})}?includeInactive=true`);
    await answer(calls.getLedger, pathOf(calls.getLedger, { id: ledger }));
    const page = (await answer(
      calls.transactionPage,
      pathOf(calls.transactionPage, { ledgerId: ledger, historical: false }),
      { itemsPerPage: 5 },
    )) as { records: unknown[] };
    expect(page.records.length).toBeGreaterThan(0);
  });
});
