// The calls every app shares over a user's jobs: list, one, cancel. Another user's job is a 404.
import { cancelJob, getJob, listJobs } from '@lcars/contract';
import { AUTHENTICATED, route } from '../http/routes.js';

export const jobRoutes = [
  route(listJobs, AUTHENTICATED, 'jobs.list', ({ query }, { user }, _ctx, server) =>
    server.jobs.list(user.id, query),
  ),
  route(getJob, AUTHENTICATED, 'jobs.get', ({ params }, { user }, _ctx, server) =>
    server.jobs.get(user.id, params.id),
  ),
  route(cancelJob, AUTHENTICATED, 'jobs.cancel', ({ params }, { user }, _ctx, server) =>
    server.jobs.cancel(user.id, params.id),
  ),
];
