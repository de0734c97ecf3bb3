// The document's date: dates read from the recognised text by a tokenizer (bounded, linear), suggested on the
// scan, and the date its owner sets (checked against the calendar; another user's scan is a 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scan, ScanPageList } from '@lcars/contract/scanner';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../test/requests.js';
import { blankPng } from '../../../test/images.js';
import { findDates } from './dates.js';

describe('findDates', () => {
  it('reads the formats people write, in the order they appear', () => {
    expect(findDates('Invoice 2024-03-15, due 15.04.2024')).toEqual(['2024-03-15', '2024-04-15']);
    expect(findDates('Date: 03/15/2024')).toEqual(['2024-03-15']);
    // A first number past 12 cannot be a month: day first.
    expect(findDates('Date: 15/03/2024')).toEqual(['2024-03-15']);
    expect(findDates('London, 15 March 2024')).toEqual(['2024-03-15']);
    expect(findDates('London, 1. Sept. 2023')).toEqual(['2023-09-01']);
    expect(findDates('Dated March 15, 2024 and Mar 3rd, 2025')).toEqual(['2024-03-15', '2025-03-03']);
    expect(findDates('2024/12/01')).toEqual(['2024-12-01']);
  });
  it('skips what is not a real day, a number inside another, and dates seen before', () => {
    expect(findDates('2023-02-29 31.04.2024 13/13/2024 1899-01-01')).toEqual([]);
    expect(findDates('Ref 12024-03-15 or A15.03.2024 or 15.03.20245')).toEqual([]);
    expect(findDates('15 March 2024; 2024-03-15; 15.03.2024; May 2 2024')).toEqual([
      '2024-03-15',
      '2024-05-02',
    ]);
    expect(findDates('Mayday 5 2024 and 2024-3')).toEqual([]);
  });
  it('keeps at most five and reads a hostile text in one bounded pass', () => {
    const many = Array.from({ length: 20 }, (_, day) => `2024-01-${String(day + 1).padStart(2, '0')}`);
    expect(findDates(many.join(' '))).toHaveLength(5);
    const hostile = '1.1.1.1/1/1-1-'.repeat(200_000) + ' 15 March 2024';
    // CPU time, not the clock: on a loaded machine the wait for a core is not the code's cost.
    const cpu = process.cpuUsage();
    // The date is past the bound: only the first 50,000 characters are read.
    expect(findDates(hostile)).toEqual([]);
    const { user, system } = process.cpuUsage(cpu);
    expect((user + system) / 1000).toBeLessThan(1_000);
  });
});

describeEachDatabase('scanner document date', (kind) => {
  let api: TestServer;
  const { addUser, as, get, post } = testUsers(() => api);
  let scan: Scan;

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: { PORTAL_JOB_WORKERS: '1', PORTAL_SCANNER_NOTIFY_AFTER_MS: '0' },
    });
    await addUser('letters', ['Member']);
    await addUser('prying', ['Member']);
    scan = await ok<Scan>(
      api.request
        .post('/api/scanner/scan')
        .set(as('letters'))
        .field('title', 'Letter')
        .attach('file', await blankPng(40, 40), 'page.png'),
    );
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('suggests the dates of the recognised text, and keeps the date its owner sets', async () => {
    // As recognition would have stored it.
    await api
      .db('scans')
      .where({ id: scan.id })
      .update({ ocr_text: 'Berlin, 15 March 2024\nDue by 2024-04-01' });
    const read = await ok<Scan>(get(`/api/scanner/scan/${scan.id}`, 'letters'));
    expect(read.suggestedDates).toEqual(['2024-03-15', '2024-04-01']);
    expect(read.documentDate).toBeNull();
    const saved = await ok<Scan>(
      post(`/api/scanner/scan/${scan.id}`, 'letters', { title: 'Letter', documentDate: '2024-03-15' }),
    );
    expect(saved.documentDate).toBe('2024-03-15');
    const list = await ok<ScanPageList>(get('/api/scanner/list/1/10', 'letters'));
    expect(list.records[0]!.documentDate).toBe('2024-03-15');
    // Left out, it stays; null clears it.
    expect(
      (await ok<Scan>(post(`/api/scanner/scan/${scan.id}`, 'letters', { title: 'L' }))).documentDate,
    ).toBe('2024-03-15');
    const cleared = await ok<Scan>(
      post(`/api/scanner/scan/${scan.id}`, 'letters', { title: 'L', documentDate: null }),
    );
    expect(cleared.documentDate).toBeNull();
  });

  it('refuses a date that is not a day, naming it; another user gets 404', async () => {
    for (const documentDate of ['2024-02-30', '15.03.2024']) {
      const wrong = await post(`/api/scanner/scan/${scan.id}`, 'letters', { title: 'L', documentDate });
      expect(wrong.status).toBe(400);
      expect(problemFields(wrong.body)).toEqual(['documentDate']);
    }
    expect((await get(`/api/scanner/scan/${scan.id}`, 'prying')).status).toBe(404);
    const theirs = await post(`/api/scanner/scan/${scan.id}`, 'prying', {
      title: 'L',
      documentDate: '2024-01-01',
    });
    expect(theirs.status).toBe(404);
  });
});
