// Background jobs on the wire: a user's jobs with their status and progress, and the three calls every app
// shares (apps add their own views over the same jobs). Progress itself arrives on the live channel.
import { z } from 'zod';
import { int32, queryId, queryPage } from './int32.js';
import { endpoint } from './endpoint.js';
import { pagedListSchema } from './paged.js';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** Statuses a job does not leave. */
export const FINISHED_JOB_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'cancelled'];

export const jobSchema = z.object({
  id: int32(),
  /** The registered kind ('tools.office-password'). */
  kind: z.string(),
  title: z.string(),
  status: jobStatusSchema,
  /** 0-100. */
  percent: int32().min(0).max(100),
  /** The last short status text the job reported. */
  message: z.string().nullable(),
  /** What the job made (its kind decides the shape), once it succeeded. */
  result: z.unknown().nullable(),
  /** Why it failed, once it failed. */
  error: z.string().nullable(),
  attempts: int32(),
  cancelRequested: z.boolean(),
  createdDate: z.string(),
  startedDate: z.string().nullable(),
  endedDate: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobPagedSchema = pagedListSchema(jobSchema);

export const jobListQuerySchema = z.object({
  page: queryPage().default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
  status: jobStatusSchema.optional(),
  kind: z.string().max(100).optional(),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

/** The path parameter of the calls on one job. */
const jobIdParams = z.object({ id: queryId() });

export const listJobs = endpoint({
  method: 'GET',
  path: '/jobs/list',
  request: jobListQuerySchema,
  response: jobPagedSchema,
  summary: "The caller's background jobs, newest first, paged",
});

export const getJob = endpoint({
  method: 'GET',
  path: '/jobs/:id',
  params: jobIdParams,
  response: jobSchema,
  summary: "One of the caller's jobs (404 for anyone else's)",
});

export const cancelJob = endpoint({
  method: 'POST',
  path: '/jobs/:id/cancel',
  params: jobIdParams,
  response: jobSchema,
  summary: 'Cancels a queued or running job; a running job is stopped (its worker ends)',
});

/**
 * What `lcars files check` reports: blobs nobody refers to, records whose bytes are gone, wrong counts, and
 * stored files no record refers to.
 */
export const fileCheckSchema = z.object({
  store: z.enum(['disk', 'db']),
  files: int32(),
  blobs: int32(),
  /** Content on disk (or in the table) that no stored file refers to: safe to delete. */
  orphaned: z.array(z.string()),
  /** Content stored files refer to whose bytes are missing. */
  missing: z.array(z.string()),
  /** Blobs whose reference count differs from the stored files pointing at them. */
  miscounted: z.array(z.object({ sha256: z.string(), refCount: int32(), files: int32() })),
  /** Temporary files of uploads in progress or interrupted (removed on the next start). */
  temporary: int32(),
  /**
   * Stored files nothing refers to, older than the sweep's grace period (PORTAL_FILE_SWEEP_GRACE_HOURS): left
   * by a crash or an interrupted save, counted in their owner's quota until the sweep collects them.
   */
  unreferenced: z.array(
    z.object({
      id: int32(),
      userId: int32(),
      kind: z.string(),
      size: z.number().int().min(0),
      createdDate: z.string(),
    }),
  ),
  /** Stored files nothing refers to yet, within the grace period (most are uploads being saved). */
  recentUnreferenced: int32(),
  /** Stored files whose reference count differs from the records that refer to them. */
  miscountedFiles: z.array(z.object({ id: int32(), refCount: int32(), references: int32() })),
});
export type FileCheck = z.infer<typeof fileCheckSchema>;

/** What one run of the file sweep collected and set right. */
export interface FileSweep {
  /** Stored files nothing referred to, deleted. */
  files: number;
  /** Their bytes (what their owners' quotas got back). */
  bytes: number;
  /** Blobs (rows, bytes on disk) no stored file pointed at, deleted (a swept file's own bytes go with it). */
  blobs: number;
  /** Reference counts set to what refers to them. */
  recounted: number;
}

export const checkFiles = endpoint({
  method: 'GET',
  path: '/admin/files/check',
  response: fileCheckSchema,
  summary: 'Checks the file store: orphaned and missing content, wrong reference counts (administrators)',
});

/** A user's stored files against their quota (the account's security page). */
export const fileUsageSchema = z.object({
  files: int32(),
  bytes: int32(),
  quotaBytes: int32(),
});
export type FileUsage = z.infer<typeof fileUsageSchema>;

export const getFileUsage = endpoint({
  method: 'GET',
  path: '/account/files/usage',
  response: fileUsageSchema,
  summary: "The caller's stored files and quota",
});
