// Background jobs on the wire: a user's jobs with their status and progress, and the three calls every app
// shares (apps add their own views over the same jobs). Progress itself arrives on the live channel.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedListSchema } from './system-items.js';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** Statuses a job does not leave. */
export const FINISHED_JOB_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'cancelled'];

export const jobSchema = z.object({
  id: z.number().int(),
  /** The registered kind ('tools.office-password'). */
  kind: z.string(),
  title: z.string(),
  status: jobStatusSchema,
  /** 0-100. */
  percent: z.number().int().min(0).max(100),
  /** The last short status text the job reported. */
  message: z.string().nullable(),
  /** What the job made (its kind decides the shape), once it succeeded. */
  result: z.unknown().nullable(),
  /** Why it failed, once it failed. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  cancelRequested: z.boolean(),
  createdDate: z.string(),
  startedDate: z.string().nullable(),
  endedDate: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobPagedSchema = pagedListSchema(jobSchema);

export const jobListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
  status: jobStatusSchema.optional(),
  kind: z.string().max(100).optional(),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

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
  response: jobSchema,
  summary: "One of the caller's jobs (404 for anyone else's)",
});

export const cancelJob = endpoint({
  method: 'POST',
  path: '/jobs/:id/cancel',
  response: jobSchema,
  summary: 'Cancels a queued or running job; a running job is stopped (its worker ends)',
});
