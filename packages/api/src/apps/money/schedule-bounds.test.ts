// Regression (issue #12, item 6): 30 accounts with nextCycleDate 1000-01-01, daily, posted 12,000
// transactions in one run and stalled requests for seconds, run after run. A schedule now starts at most a
// year back, one run catches up at most MAX_CYCLES_PER_RUN cycles per account (MAX_POSTINGS_PER_RUN in
// all), yields to requests between cycles, and a user owns a bounded number of accounts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { Interval } from '@lcars/contract/money';
import { today } from './arithmetic.js';
import { MAX_CYCLES_PER_RUN, runDueSchedules } from './schedules.js';

const ACCOUNTS = 6;
const LIMIT = 8;

describeEachDatabase('money schedule bounds', (kind) => {
  let api: TestServer;
  let token = '';

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: { PORTAL_MONEY_MAX_ACCOUNTS_PER_USER: String(LIMIT), PORTAL_MONEY_SCHEDULE_MINUTES: '0' },
    });
    token = await api.login('demo', api.demoPassword ?? '');
    await api.db('money_accounts').delete();
  });
  afterAll(() => api?.close());

  const save = (body: object) =>
    api.request.post('/api/money/account/save').set('Authorization', `Bearer ${token}`).send(body);
  const daysAgo = (days: number) => today(new Date(Date.now() - days * 86_400_000));

  it('refuses a schedule that starts more than a year back', async () => {
    for (const nextCycleDate of ['1000-01-01', daysAgo(400)]) {
      const account = await save({
        title: 'Old',
        accountTypeId: 1,
        scheduleIntervalId: Interval.Daily,
        nextCycleDate,
      });
      expect(account.status).toBe(400);
      expect(JSON.stringify(account.body)).toContain('nextCycleDate');
      const ledger = await api.request
        .post('/api/money/ledger')
        .set('Authorization', `Bearer ${token}`)
        .send({ title: 'Old', enableSchedule: true, scheduleIntervalId: Interval.Daily, nextCycleDate });
      expect(ledger.status).toBe(400);
    }
  });

  it(
    'catches up a bounded number of cycles per account and run, without holding requests',
    { timeout: 120_000 },
    async () => {
      for (let i = 0; i < ACCOUNTS; i += 1) {
        const response = await save({
          title: `Daily ${i}`,
          accountTypeId: 1,
          amountPerCycle: 100,
          scheduleIntervalId: Interval.Daily,
          nextCycleDate: daysAgo(300),
          autoIncrementCycleDate: true,
        });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
      }
      let finished = false;
      const run = runDueSchedules(api.db).then((posted) => {
        finished = true;
        return posted;
      });
      // A request sent once the run has begun is answered before the run ends: the run yields between cycles.
      expect((await api.request.get('/api/health')).status).toBe(200);
      expect(finished).toBe(false);
      expect(await run).toBe(ACCOUNTS * MAX_CYCLES_PER_RUN);
      expect(await runDueSchedules(api.db)).toBe(ACCOUNTS * MAX_CYCLES_PER_RUN);
    },
  );

  it('limits the accounts a user owns, also under concurrent creation', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => save({ title: `More ${i}`, accountTypeId: 1 })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT - ACCOUNTS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8 - (LIMIT - ACCOUNTS));
  });
});
