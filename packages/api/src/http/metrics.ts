// What the server does, in Prometheus' text format (GET /api/metrics): requests by route and status with their
// durations, the job queue, live streams, the database pool and query times, the file store, and the process
// (memory, CPU, event-loop delay). Counters that requests move are updated as they happen; what lives in the
// database (queued jobs, stored bytes) is read when Prometheus scrapes, once per scrape.
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { CountedHistogram, type HistogramSeries } from './histogram.js';
import type { Db } from '../db/knex.js';
import { isoOf } from '../db/dates.js';

/** Request durations from a cached read (a millisecond) to an upload or a search (tens of seconds). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

/** What a scrape reads from the running server (named here, not imported, so nothing imports in a circle). */
export interface MetricSources {
  db: Db;
  liveStreams(): number;
}

/** The same answer for every caller within a second: the gauges of one scrape share one query. */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | undefined;
  return () => {
    if (last === undefined || Date.now() - last.at > 1_000) last = { at: Date.now(), answer: read() };
    return last.answer;
  };
}

interface PoolLike {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

export class PortalMetrics {
  readonly registry = new Registry();
  private readonly requests: CountedHistogram;
  private readonly queries: CountedHistogram;
  private readonly queryOutcomes: Record<'ok' | 'error', HistogramSeries>;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'lcars_' });
    this.requests = new CountedHistogram(
      'lcars_http_request_duration_seconds',
      'API requests by route name (unmatched paths as "none"), method and status, with their durations.',
      REQUEST_BUCKETS,
      this.registry,
    );
    this.queries = new CountedHistogram(
      'lcars_db_query_duration_seconds',
      'Database statements by outcome (ok, error), with their durations.',
      QUERY_BUCKETS,
      this.registry,
    );
    this.queryOutcomes = {
      ok: this.queries.series({ outcome: 'ok' }),
      error: this.queries.series({ outcome: 'error' }),
    };
  }

  /** Each request's series, found by route, method and status without building a string. */
  private readonly series = new Map<string, Map<string, Map<number, HistogramSeries>>>();

  /** One API request's end: its route's name (not its path, so ids do not make new series). */
  observeRequest(route: string, method: string, status: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (byMethod === undefined)
      this.series.set(route, (byMethod = new Map<string, Map<number, HistogramSeries>>()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map<number, HistogramSeries>()));
    let series = byStatus.get(status);
    if (series === undefined)
      byStatus.set(status, (series = this.requests.series({ route, method, status: String(status) })));
    series.observe(seconds);
  }

  /** Starts reading the server's parts: the pool and the database on scrape, every statement as it ends. */
  watch(sources: MetricSources): void {
    const { db } = sources;
    const started = new Map<string, number>();
    db.on('query', (query: { __knexQueryUid: string }) => {
      // A statement whose end never came (a streamed read the caller dropped) must not grow this for ever.
      if (started.size > 10_000) started.clear();
      started.set(query.__knexQueryUid, performance.now());
    });
    const ended = (outcome: 'ok' | 'error') => (_answer: unknown, query: { __knexQueryUid: string }) => {
      const start = started.get(query.__knexQueryUid);
      if (start === undefined) return;
      started.delete(query.__knexQueryUid);
      this.queryOutcomes[outcome].observe((performance.now() - start) / 1000);
    };
    db.on('query-response', ended('ok'));
    db.on('query-error', (error: unknown, query: { __knexQueryUid: string }) => ended('error')(error, query));

    const pool = () => (db.client as { pool?: PoolLike }).pool;
    new Gauge({
      name: 'lcars_db_pool_connections',
      help: 'Database connections of this instance by state (used, free, waiting for one).',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const current = pool();
        this.set({ state: 'used' }, current?.numUsed() ?? 0);
        this.set({ state: 'free' }, current?.numFree() ?? 0);
        this.set({ state: 'waiting' }, current?.numPendingAcquires() ?? 0);
      },
    });
    new Gauge({
      name: 'lcars_live_streams',
      help: 'Live channel streams open on this instance.',
      registers: [this.registry],
      collect() {
        this.set(sources.liveStreams());
      },
    });
    // One query a scrape for the queue's three gauges, one for the store's two: a scrape collects every metric
    // at once, so each gauge's collect takes the same answer.
    const jobs = oncePerScrape(() =>
      db('jobs')
        .where({ status: 'queued' })
        .groupBy('kind')
        .select<{ kind: string; jobs: unknown; users: unknown; due: unknown }[]>(
          'kind',
          db.raw('count(*) as jobs'),
          db.raw('count(distinct user_id) as users'),
          db.raw('min(run_after_ms) as due'),
        ),
    );
    const jobGauge = (
      name: string,
      help: string,
      value: (row: Awaited<ReturnType<typeof jobs>>[number]) => number,
    ) =>
      new Gauge({
        name,
        help,
        labelNames: ['kind'],
        registers: [this.registry],
        async collect() {
          const rows = await jobs();
          this.reset();
          for (const row of rows) this.set({ kind: row.kind }, value(row));
        },
      });
    jobGauge(
      'lcars_jobs_queued',
      'Jobs waiting to run, by kind (every instance: the queue is in the database).',
      (row) => Number(row.jobs),
    );
    jobGauge(
      'lcars_jobs_queued_users',
      'Users with jobs waiting, by kind: the queue takes them in turn, so each waits about its share.',
      (row) => Number(row.users),
    );
    jobGauge(
      'lcars_jobs_oldest_wait_seconds',
      'How long the oldest waiting job of each kind has been due.',
      (row) => Math.max(0, (Date.now() - Number(row.due)) / 1000),
    );
    const lastBackups = oncePerScrape(async () => {
      const [success, failure] = await Promise.all(
        [true, false].map((ok) =>
          db('backup_runs')
            .where({ ok })
            .orderBy('id', 'desc')
            .first<{ ended_at: unknown } | undefined>('ended_at'),
        ),
      );
      const seconds = (row: { ended_at: unknown } | undefined) =>
        row === undefined ? 0 : new Date(isoOf(row.ended_at)).getTime() / 1000;
      return { success: seconds(success), failure: seconds(failure) };
    });
    new Gauge({
      name: 'lcars_backup_last_timestamp_seconds',
      help: 'When the last scheduled backup that succeeded, and the last that failed, ended (0: none yet).',
      labelNames: ['result'],
      registers: [this.registry],
      async collect() {
        const last = await lastBackups();
        this.set({ result: 'success' }, last.success);
        this.set({ result: 'failure' }, last.failure);
      },
    });
    const store = oncePerScrape(async () => {
      const [blobs, stored] = await Promise.all([
        db('file_blobs').first<{ bytes: unknown }>(db.raw('coalesce(sum(size), 0) as bytes')),
        db('stored_files').first<{ count: unknown }>(db.raw('count(*) as count')),
      ]);
      return { bytes: Number(blobs?.bytes ?? 0), files: Number(stored?.count ?? 0) };
    });
    new Gauge({
      name: 'lcars_file_store_files',
      help: 'Stored files (each user’s file counts once, however many share its content).',
      registers: [this.registry],
      async collect() {
        this.set((await store()).files);
      },
    });
    new Gauge({
      name: 'lcars_file_store_bytes',
      help: 'Bytes of the distinct contents in the file store.',
      registers: [this.registry],
      async collect() {
        this.set((await store()).bytes);
      },
    });
  }
}
