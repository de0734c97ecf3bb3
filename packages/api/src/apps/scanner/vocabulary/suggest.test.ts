// Suggestions of a scan's correspondent and type: naive Bayes over the owner's own scans only. Another user's
// scans teach nothing, and another user's scan is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scan, ScanSuggestions, VocabularyItem } from '@lcars/contract/scanner';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/server.js';
import { ok, testUsers } from '../../../../test/requests.js';
import { blankPng } from '../../../../test/images.js';
import { classify, wordsOf } from './suggest.js';

describe('classify', () => {
  it('picks the label whose words the text shares, with its share of the probability', () => {
    const examples = [
      { label: 1, words: wordsOf('Grid Power electricity bill kilowatt hours meter') },
      { label: 1, words: wordsOf('Grid Power electricity meter reading') },
      { label: 2, words: wordsOf('City Council tax assessment property') },
    ];
    const power = classify(examples, wordsOf('Your electricity bill: meter 42, kilowatt hours'));
    expect(power?.label).toBe(1);
    expect(power!.confidence).toBeGreaterThan(0.9);
    expect(classify(examples, wordsOf('Council tax for your property'))?.label).toBe(2);
    expect(classify(examples, wordsOf('Nothing in common here'))).toBeNull();
    expect(classify([], wordsOf('electricity'))).toBeNull();
  });
});

describeEachDatabase('scanner suggestions', (kind) => {
  let api: TestServer;
  const { addUser, as, get, post } = testUsers(() => api);
  let page: Buffer;

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: { PORTAL_JOB_WORKERS: '1', PORTAL_SCANNER_NOTIFY_AFTER_MS: '0' },
    });
    await addUser('teacher', ['Member']);
    await addUser('copycat', ['Member']);
    page = await blankPng(30, 30);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  async function scanOf(user: string, title: string, text: string): Promise<number> {
    const scan = await ok<Scan>(
      api.request.post('/api/scanner/scan').set(as(user)).field('title', title).attach('file', page, 'p.png'),
    );
    // As recognition would have stored it.
    await api.db('scans').where({ id: scan.id }).update({ ocr_text: text });
    return scan.id;
  }

  it("learns from the owner's scans and suggests for a new one; nothing of theirs reaches another user", async () => {
    const power = await ok<VocabularyItem>(
      post('/api/scanner/vocabulary/correspondent', 'teacher', { name: 'Grid Power' }),
    );
    const council = await ok<VocabularyItem>(
      post('/api/scanner/vocabulary/correspondent', 'teacher', { name: 'City Council' }),
    );
    const invoice = await ok<VocabularyItem>(
      post('/api/scanner/vocabulary/document-type', 'teacher', { name: 'Invoice' }),
    );
    const label = async (id: number, title: string, correspondentId: number, documentTypeId?: number) =>
      ok(
        post(`/api/scanner/scan/${id}`, 'teacher', {
          title,
          correspondentId,
          ...(documentTypeId ? { documentTypeId } : {}),
        }),
      );
    await label(
      await scanOf('teacher', 'March bill', 'Grid Power electricity invoice kilowatt hours meter'),
      'March bill',
      power.id,
      invoice.id,
    );
    await label(
      await scanOf('teacher', 'April bill', 'Grid Power electricity invoice meter reading'),
      'April bill',
      power.id,
      invoice.id,
    );
    await label(
      await scanOf('teacher', 'Tax 2024', 'City Council tax assessment property band'),
      'Tax 2024',
      council.id,
    );
    const fresh = await scanOf('teacher', 'May', 'Your electricity invoice: meter 42, kilowatt hours used');
    const suggested = await ok<ScanSuggestions>(get(`/api/scanner/scan/${fresh}/suggestions`, 'teacher'));
    expect(suggested.correspondent).toMatchObject({ id: power.id, name: 'Grid Power' });
    expect(suggested.correspondent!.confidence).toBeGreaterThan(0.5);
    expect(suggested.documentType).toMatchObject({ id: invoice.id, name: 'Invoice' });
    const tax = await scanOf('teacher', 'Council letter', 'City Council: property tax band review');
    expect(
      (await ok<ScanSuggestions>(get(`/api/scanner/scan/${tax}/suggestions`, 'teacher'))).correspondent?.name,
    ).toBe('City Council');

    // The same words on another user's scan: nothing learnt from the teacher's scans.
    const theirs = await scanOf('copycat', 'May', 'Your electricity invoice: meter 42, kilowatt hours used');
    expect(await ok<ScanSuggestions>(get(`/api/scanner/scan/${theirs}/suggestions`, 'copycat'))).toEqual({
      correspondent: null,
      documentType: null,
    });
    expect((await get(`/api/scanner/scan/${fresh}/suggestions`, 'copycat')).status).toBe(404);
  }, 60_000);
});
