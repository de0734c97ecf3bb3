// The calls every app shares over a user's jobs: list, one, cancel. Another user's job is a 404.
import { z } from 'zod';
import { cancelJob, getJob, jobListQuerySchema, listJobs } from '@lcars/contract';
import { AUTHENTICATED, defineRoute } from '../http/routes.js';
import { validate } from '../http/validate.js';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const jobRoutes = [
  defineRoute(
    listJobs.method,
    listJobs.path,
    AUTHENTICATED,
    'jobs.list',
    (ctx, { user }, server) => server.jobs.list(user.id, validate(jobListQuerySchema, ctx.query)),
    { summary: listJobs.summary, query: jobListQuerySchema, response: listJobs.response },
  ),
  defineRoute(
    getJob.method,
    getJob.path,
    AUTHENTICATED,
    'jobs.get',
    (ctx, { user }, server) => server.jobs.get(user.id, validate(idParams, ctx.params).id),
    { summary: getJob.summary, response: getJob.response },
  ),
  defineRoute(
    cancelJob.method,
    cancelJob.path,
    AUTHENTICATED,
    'jobs.cancel',
    (ctx, { user }, server) => server.jobs.cancel(user.id, validate(idParams, ctx.params).id),
    { summary: cancelJob.summary, response: cancelJob.response },
  ),
];
