// Secure repository routes (under tools/repo): parse with the contract schemas, call the
// services. Routes need Repos/Access (deletes Repos/Delete); the services check the claim of the change
// (Create, Update, Read) and the caller's rights on the repository at that moment. Key routes are the admin's.
import {
  deleteEntry as deleteEntryCall,
  deleteRepo as deleteRepoCall,
  getRepo as getRepoCall,
  listRepos as listReposCall,
  repoAudit as repoAuditCall,
  repoAttachmentDelete as repoAttachmentDeleteCall,
  repoAttachmentDownload as repoAttachmentDownloadCall,
  repoAttachments as repoAttachmentsCall,
  repoAttachmentUpload as repoAttachmentUploadCall,
  repoEntries as repoEntriesCall,
  repoExport as repoExportCall,
  repoImport as repoImportCall,
  REPO_IMPORT_BYTES,
  REPO_PASSPHRASE_HEADER,
  repoKeyStatus as repoKeyStatusCall,
  repoLookups as repoLookupsCall,
  revealValue as revealValueCall,
  rewrapRepoKeys as rewrapRepoKeysCall,
  rotateRepoKey as rotateRepoKeyCall,
  saveRepo as saveRepoCall,
  repoHealth as repoHealthCall,
  searchRepos as searchReposCall,
  totpCode as totpCodeCall,
  updateEntry as updateEntryCall,
} from '@lcars/contract/repo';
import type { UserServiceContext } from '../../http/context.js';
import { requireClaim, route, type RouteDefinition } from '../../http/routes.js';
import { deleteEntry, entriesPage, repoAudit, revealValue, updateEntry } from './entries.js';
import { keyStatus, rewrapKeys, rotateKey } from './keys.js';
import { requireRepoClaim } from './access.js';
import { REPO_IMPORT_JOB_BYTES, queueRepoImport } from './import-job.js';
import { exportRepo, importRepoFile, writableRepo } from './moving.js';
import { readRawBody } from '../../platform/profile/images.js';
import { searchRepos } from './search.js';
import { deleteAttachment, downloadAttachment, listAttachments, uploadAttachment } from './attachments.js';
import { passwordHealth } from './health.js';
import { totpCode } from './totp.js';
import { deleteRepo, getRepo, listRepos, repoLookups, saveRepo } from './repos.js';

const ACCESS = requireClaim('Repos', 'Access');
const DELETE = requireClaim('Repos', 'Delete');
const UPDATE = requireClaim('Repos', 'Update');
// The health report opens password values: the Read claim, as revealing one does.
const READ = requireClaim('Repos', 'Read');
const ADMIN = requireClaim('Higgs', 'Boson');

const contextOf = (services: UserServiceContext) => ({
  db: services.db,
  user: services.user,
  config: services.config,
});

// Fixed paths before the :id ones.
export const repoRoutes: readonly RouteDefinition[] = [
  route(listReposCall, ACCESS, 'repo.list', (_input, services) => listRepos(contextOf(services))),
  route(repoLookupsCall, ACCESS, 'repo.md', (_input, services) => repoLookups(contextOf(services))),
  route(repoKeyStatusCall, ADMIN, 'repo.key.status', (_input, { db, config }) => keyStatus(db, config)),
  route(rotateRepoKeyCall, ADMIN, 'repo.key.rotate', (_input, { db, config }) => rotateKey(db, config)),
  route(rewrapRepoKeysCall, ADMIN, 'repo.key.rewrap', ({ body }, { db, config }) =>
    rewrapKeys(db, config, body.limit),
  ),
  // The body is the export file itself, read into memory only; an encrypted Bitwarden export's passphrase
  // comes in a header, never the query (addresses are logged). A large file goes to a job that carries it as
  // a sealed secret (import-job.ts); the answer then has the job's id, and its result is the report.
  route(repoImportCall, ACCESS, 'repo.import', async ({ query }, services, ctx, server) => {
    const bytes = await readRawBody(ctx.req, REPO_IMPORT_BYTES);
    const header = ctx.get(REPO_PASSPHRASE_HEADER);
    const passphrase = header === '' ? undefined : header;
    if (bytes.byteLength > REPO_IMPORT_JOB_BYTES) {
      // The claim is checked now as well as when the job writes, so a refusal is this request's 403.
      requireRepoClaim(services.user, 'Create');
      if (query.repoId !== undefined) await writableRepo(contextOf(services), query.repoId);
      return queueRepoImport(server, services.user.id, bytes, query, passphrase);
    }
    return importRepoFile(contextOf(services), bytes, query, passphrase);
  }),
  route(repoHealthCall, READ, 'repo.health', (_input, services) => passwordHealth(contextOf(services))),
  route(searchReposCall, ACCESS, 'repo.search', ({ body }, services) =>
    searchRepos(contextOf(services), body),
  ),
  route(saveRepoCall, ACCESS, 'repo.save', ({ body }, services) => saveRepo(contextOf(services), body)),
  route(getRepoCall, ACCESS, 'repo.get', ({ params }, services) => getRepo(contextOf(services), params.id)),
  route(deleteRepoCall, DELETE, 'repo.delete', ({ params }, services, _ctx, server) =>
    deleteRepo(contextOf(services), params.id, server.files),
  ),
  route(repoExportCall, ACCESS, 'repo.export', async ({ params, body }, services, ctx, server) => {
    const exported = await exportRepo(contextOf(services), params.id, body, server.files);
    ctx.set('Content-Disposition', `attachment; filename="${exported.fileName}"`);
    ctx.set('Cache-Control', 'no-store');
    if ('zip' in exported) {
      // The plain form with its attachments opened: Bitwarden's zip export with attachments.
      ctx.set('Content-Type', 'application/zip');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = exported.zip;
      return;
    }
    ctx.set('Content-Type', 'application/json; charset=utf-8');
    ctx.body = exported.text;
  }),
  route(repoEntriesCall, ACCESS, 'repo.entries', ({ params, body }, services, _ctx, server) =>
    entriesPage(contextOf(services), params.id, body, server.jwtKey),
  ),
  route(repoAuditCall, ACCESS, 'repo.audit', ({ params, query }, services) =>
    repoAudit(contextOf(services), params.id, query),
  ),
  route(revealValueCall, ACCESS, 'repo.entry.reveal', ({ params, body }, services) =>
    revealValue(contextOf(services), { repoId: params.id, entryId: params.entryId }, body),
  ),
  route(totpCodeCall, ACCESS, 'repo.entry.totp', ({ params, body }, services) =>
    totpCode(contextOf(services), { repoId: params.id, entryId: params.entryId }, body),
  ),
  route(updateEntryCall, ACCESS, 'repo.entry.update', ({ params, body }, services) =>
    updateEntry(contextOf(services), params, body),
  ),
  route(deleteEntryCall, DELETE, 'repo.entry.delete', ({ params }, services, _ctx, server) =>
    deleteEntry(contextOf(services), params.id, params.entryId, server.files),
  ),
  // Attachments: the body of an upload is the file itself (raw with ?name=, or multipart "file"), sealed as it
  // streams; the services check the claim and the caller's rights on the record at that moment (an upload's
  // claim is at the door too, so the route declares what it needs).
  route(repoAttachmentsCall, ACCESS, 'repo.attachment.list', ({ params }, services) =>
    listAttachments(contextOf(services), { repoId: params.id, recordId: params.entryId }),
  ),
  route(repoAttachmentUploadCall, UPDATE, 'repo.attachment.upload', ({ params }, services, ctx, server) =>
    uploadAttachment(ctx, contextOf(services), server.files, { repoId: params.id, recordId: params.entryId }),
  ),
  route(repoAttachmentDownloadCall, ACCESS, 'repo.attachment.download', ({ params }, services, ctx, server) =>
    downloadAttachment(ctx, contextOf(services), server.files, {
      repoId: params.id,
      recordId: params.entryId,
      attachmentId: params.attachmentId,
    }),
  ),
  route(repoAttachmentDeleteCall, DELETE, 'repo.attachment.delete', ({ params }, services, _ctx, server) =>
    deleteAttachment(contextOf(services), server.files, {
      repoId: params.id,
      recordId: params.entryId,
      attachmentId: params.attachmentId,
    }),
  ),
];
