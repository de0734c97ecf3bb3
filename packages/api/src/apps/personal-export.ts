// "Download my data" (the account page): one zip of every app's export of what the signed-in person owns or
// may see by their rights, for data portability. Each app contributes its part through its module
// (ApiAppModule.personalExport: one entry in the app's module.ts), so an app joins the download without a
// line here. The zip is made by a background job with progress; it is kept in the file store as the
// person's own file until their next download replaces it, and only they can fetch it (another person's job
// is a 404, as every job is).
import { Readable } from 'node:stream';
import { zipSync, type Zippable } from 'fflate';
import {
  APP_ACCESS_CLAIM,
  downloadPersonalExport,
  hasClaim,
  personalExportResultSchema,
  startPersonalExport,
  type PersonalExportResult,
} from '@lcars/contract';
import { defineFileKind } from '../files/kind.js';
import { sendFile } from '../files/serve.js';
import { conflict, notFound } from '../http/errors.js';
import { AUTHENTICATED, route, type RouteDefinition } from '../http/routes.js';
import { defineJobKind, type EndedJob, type JobKind, type JobServer } from '../jobs/kind.js';
import { jobUserOf } from '../jobs/on-api-thread.js';
import { enabledAppIds } from '../platform/app/service.js';
import type { ApiAppModule, PersonalExportPart } from './module.js';

export const PERSONAL_EXPORT_JOB = 'account.export';
export const PERSONAL_EXPORT_TITLE = 'Download my data';

/** The zip while it waits to be downloaded: the person's own file, replaced by their next download. */
export const personalExportKind = defineFileKind({
  name: 'account.export',
  // A household's recipe photos and scans: generous, since it is made of what the person stored already.
  maxBytes: 4 * 1024 * 1024 * 1024,
  types: ['zip'],
});

interface PersonalExportPayload {
  /** A secret of the job: sealed in its row, gone when the job ends. */
  passphrase?: string;
}

const README = (date: string, apps: (PersonalExportResult['apps'][number] & { about: string })[]) =>
  [
    `Your data from the LCARS portal, ${date}.`,
    '',
    'One folder per app, each in an open format another program reads:',
    ...apps.map(
      (app) =>
        `- ${app.app}/ (${app.title}, ${app.files} file${app.files === 1 ? '' : 's'}): ${app.about || 'nothing to export.'}${
          app.notes.length === 0 ? '' : ` ${app.notes.join(' ')}`
        }`,
    ),
    '',
  ].join('\r\n');

/** The zip's file name: the portal's name and the day. */
const fileNameOf = (date: string) => `lcars-my-data-${date}.zip`;

/** A path inside the zip without folders a program could climb out of. */
const safePath = (path: string) =>
  path
    .split('/')
    .map((part) => part.replace(/[\\:*?"<>|\p{Cc}]+/gu, '_').replace(/^\.+$/, '_'))
    .filter((part) => part !== '')
    .join('/');

async function gather(
  modules: readonly ApiAppModule[],
  job: EndedJob,
  server: JobServer,
): Promise<PersonalExportResult> {
  const { passphrase } = job.payload as PersonalExportPayload;
  const user = await jobUserOf(server, job.userId);
  const enabled = await enabledAppIds(server.db);
  const contributing = modules.filter(
    (module) =>
      module.personalExport !== undefined &&
      hasClaim(user.claims, module.manifest.claimType, APP_ACCESS_CLAIM),
  );
  const files: Zippable = {};
  const apps: (PersonalExportResult['apps'][number] & { about: string })[] = [];
  for (const [index, module] of contributing.entries()) {
    // An app switched off answers no call, this one included; the person is told why it is missing.
    if (!enabled.has(module.id)) {
      apps.push({
        app: module.name,
        title: module.manifest.title,
        files: 0,
        notes: ['The administrator has switched this app off.'],
        about: '',
      });
      continue;
    }
    await server.live.progress([job.userId], {
      jobId: String(job.id),
      title: PERSONAL_EXPORT_TITLE,
      percent: 2 + Math.floor((index / contributing.length) * 88),
      done: false,
      message: `Collecting ${module.manifest.title}`,
    });
    let part: PersonalExportPart;
    try {
      part = await module.personalExport!({
        db: server.db,
        config: server.config,
        files: server.files,
        cache: server.cache,
        user,
        passphrase,
      });
    } catch (error) {
      // One app that cannot give its part (a value its key no longer opens) does not cost the others'.
      server.log.error(`Download my data: ${module.name} failed for user ${job.userId}`, error);
      apps.push({
        app: module.name,
        title: module.manifest.title,
        files: 0,
        notes: ['It could not be exported.'],
        about: '',
      });
      continue;
    }
    for (const file of part.files) {
      const path = `${module.name}/${safePath(file.path)}`;
      files[path] = file.compressed ? [file.bytes, { level: 0 }] : file.bytes;
    }
    apps.push({
      app: module.name,
      title: module.manifest.title,
      files: part.files.length,
      notes: part.notes ?? [],
      about: part.about ?? '',
    });
  }
  await server.live.progress([job.userId], {
    jobId: String(job.id),
    title: PERSONAL_EXPORT_TITLE,
    percent: 92,
    done: false,
    message: 'Packing the zip',
  });
  const date = new Date().toISOString().slice(0, 10);
  files['README.txt'] = new TextEncoder().encode(README(date, apps));
  const zip = zipSync(files, { level: 6 });
  const fileName = fileNameOf(date);
  // Made of what the person stored already, so it does not count against their quota.
  const stored = await server.files.store(Readable.from([Buffer.from(zip)]), {
    kind: personalExportKind,
    userId: job.userId,
    name: fileName,
    withinQuota: false,
  });
  // One download kept per person: the one before goes.
  const older = await server
    .db('stored_files')
    .where({ user_id: job.userId, kind: personalExportKind.name })
    .whereNot({ id: stored.id })
    .select<{ id: number }[]>('id');
  for (const { id } of older) await server.files.release(Number(id));
  return {
    fileId: stored.id,
    fileName,
    bytes: zip.byteLength,
    apps: apps.map(({ about: _about, ...app }) => app),
  };
}

/** The job kind, over the app modules the server runs. */
export function personalExportJob(modules: readonly ApiAppModule[]): JobKind {
  return defineJobKind({
    name: PERSONAL_EXPORT_JOB,
    title: PERSONAL_EXPORT_TITLE,
    // The person waits for it on the account page.
    lane: 'short',
    handler: new URL('./personal-export-handler.js', import.meta.url),
    timeLimitMs: 60_000,
    maxPayloadBytes: 4096,
    retries: 0,
    secrets: ['passphrase'],
    onSucceeded: (_result, job, server) => gather(modules, job, server),
  });
}

export const personalExportRoutes: readonly RouteDefinition[] = [
  route(startPersonalExport, AUTHENTICATED, 'account.export', ({ body }, { user }, _ctx, server) =>
    server.jobs.enqueue(
      PERSONAL_EXPORT_JOB,
      body.passphrase === undefined ? {} : { passphrase: body.passphrase },
      user.id,
    ),
  ),
  // Only the caller's own job (another's is a 404) of this kind, once it succeeded, and only while its zip is
  // the one kept (a later download replaced it: 404).
  route(
    downloadPersonalExport,
    AUTHENTICATED,
    'account.export.download',
    async ({ params }, { user }, ctx, server) => {
      const job = await server.jobs.get(user.id, params.jobId);
      if (job.kind !== PERSONAL_EXPORT_JOB) throw notFound('No such download.');
      if (job.status !== 'succeeded') throw conflict('The download is not ready: its job has not succeeded.');
      const result = personalExportResultSchema.safeParse(job.result);
      if (!result.success) throw notFound('No such download.');
      const file = await server.files.getOwned(user.id, result.data.fileId).catch(() => {
        throw notFound('This download was replaced by a newer one, or removed.');
      });
      ctx.set('Cache-Control', 'private, no-store');
      await sendFile(ctx, server.files, file, { disposition: 'attachment' });
    },
  ),
];
