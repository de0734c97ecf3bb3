import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportReport, Job } from '@lcars/contract';
import { runImport, type ImportRun } from './importJob';

// The import dialogs' follower of a background import (Recipes, Money's history, the repository): an answer
// without a job is the report; one with a job is followed until the job ends, whose result is the report or
// whose error is what the dialog shows.

const report = (extra: Partial<ImportReport> = {}): ImportReport => ({
  preview: true,
  format: 'actual',
  created: [{ source: 'row 2', title: 'Checking', id: null }],
  skipped: [{ source: 'row 3', title: 'Nobody', reason: 'The row names no account.' }],
  counts: { transactions: 1 },
  ...extra,
});

const job = (status: Job['status'], extra: Partial<Job> = {}): Job => ({
  id: 7,
  kind: 'money.history-import',
  title: 'Money history import',
  status,
  percent: status === 'succeeded' ? 100 : 40,
  message: null,
  result: null,
  error: null,
  attempts: 1,
  cancelRequested: false,
  createdDate: '2026-11-27T00:00:00Z',
  startedDate: null,
  endedDate: null,
  ...extra,
});

let answers: (Job | undefined)[] = [];
const asked: string[] = [];
vi.mock('../core/call', () => ({
  call: (_endpoint: unknown, input: { params: { id: number } }) => {
    asked.push(`job ${String(input.params.id)}`);
    return Promise.resolve(answers.shift());
  },
}));
vi.mock('../core/liveEvents', () => ({ useLiveStore: () => undefined }));
// The progress bar's looks are not what is tested here.
vi.mock('@lcars/ui', () => ({ Stack: () => null }));
vi.mock('./progressBar.css', () => ({ progress: '', progressFill: '' }));

afterEach(() => {
  vi.useRealTimers();
  asked.length = 0;
});

async function run(send: () => Promise<ImportReport | undefined>): Promise<ImportRun[]> {
  vi.useFakeTimers();
  const runs: ImportRun[] = [];
  const ended = runImport(send, true, (next) => runs.push(next));
  await vi.runAllTimersAsync();
  expect(await ended).toEqual(runs.at(-1));
  return runs;
}

describe('runImport', () => {
  it('shows a small file’s report at once, asking for no job', async () => {
    const runs = await run(() => Promise.resolve(report()));
    expect(runs).toEqual([
      { state: 'running', preview: true },
      { state: 'done', report: report() },
    ]);
    expect(asked).toEqual([]);
  });

  it('follows a job until it ends, then shows its result as the report', async () => {
    answers = [job('running'), job('succeeded', { result: report({ preview: false }) })];
    const runs = await run(() => Promise.resolve(report({ created: [], skipped: [], counts: {}, jobId: 7 })));
    expect(runs).toEqual([
      { state: 'running', preview: true },
      { state: 'running', preview: true, jobId: 7 },
      { state: 'done', report: report({ preview: false }) },
    ]);
    expect(asked).toEqual(['job 7', 'job 7']);
  });

  it('shows why a job failed, and goes back to idle when the request itself failed', async () => {
    answers = [job('failed', { error: 'The file is not UTF-8 text.' })];
    expect((await run(() => Promise.resolve(report({ jobId: 7 })))).at(-1)).toEqual({
      state: 'failed',
      message: 'The file is not UTF-8 text.',
    });
    answers = [undefined];
    expect((await run(() => Promise.resolve(report({ jobId: 7 })))).at(-1)).toEqual({
      state: 'failed',
      message: 'The import could not be followed.',
    });
    expect((await run(() => Promise.resolve(undefined))).at(-1)).toEqual({ state: 'idle' });
  });
});
