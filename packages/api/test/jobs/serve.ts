// A server with the test job kinds, as a child process the crash test can kill -9:
//   node --import tsx --conditions=@lcars/source test/jobs/serve.ts   (settings from the environment)
import { z } from 'zod';
import { ROUTES } from '../../src/app.js';
import { listen, prepare } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { AUTHENTICATED, defineRoute } from '../../src/http/routes.js';
import { validate } from '../../src/http/validate.js';
import { defineJobKind } from '../../src/jobs/kind.js';

const slow = defineJobKind({
  name: 'test.slow',
  title: 'Adding slowly',
  handler: new URL('./steps.js', import.meta.url),
  timeLimitMs: 10_000,
  maxPayloadBytes: 1000,
  retries: 1,
  // Sealed under the job's own key, which must outlive a kill -9 of the server running it.
  secrets: ['numbers'],
});

const enqueue = defineRoute(
  'POST',
  '/test-jobs/:kind',
  AUTHENTICATED,
  'test.jobs.enqueue',
  (ctx, { user }, server) =>
    server.jobs.enqueue(
      validate(z.object({ kind: z.string() }), ctx.params).kind,
      (ctx.request as { body?: unknown }).body,
      user.id,
    ),
);

const { server } = await prepare(loadConfig(), undefined, undefined, { jobKinds: [slow] });
const listening = await listen(server, undefined, [...ROUTES, enqueue]);
// A line of its own (not a log line) that the test reads the address from.
process.stdout.write(`LISTENING ${listening.url}\n`);
