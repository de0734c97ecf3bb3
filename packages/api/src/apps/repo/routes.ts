// Secure repository routes (apps.md section 7, under tools/repo): parse with the contract schemas, call the
// services. Routes need Repos/Access (deletes Repos/Delete); the services check the claim of the change
// (Create, Update, Read) and the caller's rights on the repository at that moment. Key routes are the admin's.
import { z } from 'zod';
import {
  deleteEntry as deleteEntryCall,
  deleteRepo as deleteRepoCall,
  getRepo as getRepoCall,
  listRepos as listReposCall,
  repoAudit as repoAuditCall,
  repoAuditQuerySchema,
  repoEntries as repoEntriesCall,
  repoEntriesQuerySchema,
  repoKeyStatus as repoKeyStatusCall,
  repoLookups as repoLookupsCall,
  repoRevealSchema,
  repoRewrapSchema,
  repoSaveSchema,
  repoValueUpdateSchema,
  revealValue as revealValueCall,
  rewrapRepoKeys as rewrapRepoKeysCall,
  rotateRepoKey as rotateRepoKeyCall,
  saveRepo as saveRepoCall,
  updateEntry as updateEntryCall,
} from '@lcars/contract/repo';
import type { UserServiceContext } from '../../http/context.js';
import { requireClaim, routeFor, type RouteDefinition } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { deleteEntry, entriesPage, repoAudit, revealValue, updateEntry } from './entries.js';
import { keyStatus, rewrapKeys, rotateKey } from './keys.js';
import { deleteRepo, getRepo, listRepos, repoLookups, saveRepo } from './repos.js';

const ACCESS = requireClaim('Repos', 'Access');
const DELETE = requireClaim('Repos', 'Delete');
const ADMIN = requireClaim('Higgs', 'Boson');

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const entry = z.coerce.number().int().min(0).max(2_147_483_647);
const idParams = z.object({ id });
const entryParams = z.object({ id, entryId: entry });
const updateParams = z.object({ repoId: id, entryId: entry });

const route = routeFor;

const contextOf = (services: UserServiceContext) => ({
  db: services.db,
  user: services.user,
  config: services.config,
});

// Fixed paths before the :id ones.
export const repoRoutes: readonly RouteDefinition[] = [
  route(listReposCall, ACCESS, 'repo.list', (_ctx, services) => listRepos(contextOf(services))),
  route(repoLookupsCall, ACCESS, 'repo.md', (_ctx, services) => repoLookups(contextOf(services))),
  route(repoKeyStatusCall, ADMIN, 'repo.key.status', (_ctx, { db, config }) => keyStatus(db, config)),
  route(rotateRepoKeyCall, ADMIN, 'repo.key.rotate', (_ctx, { db, config }) => rotateKey(db, config)),
  route(rewrapRepoKeysCall, ADMIN, 'repo.key.rewrap', (ctx, { db, config }) =>
    rewrapKeys(db, config, validate(repoRewrapSchema, ctx.request.body).limit),
  ),
  route(saveRepoCall, ACCESS, 'repo.save', (ctx, services) =>
    saveRepo(contextOf(services), validate(repoSaveSchema, ctx.request.body)),
  ),
  route(getRepoCall, ACCESS, 'repo.get', (ctx, services) =>
    getRepo(contextOf(services), validate(idParams, ctx.params).id),
  ),
  route(deleteRepoCall, DELETE, 'repo.delete', (ctx, services) =>
    deleteRepo(contextOf(services), validate(idParams, ctx.params).id),
  ),
  route(repoEntriesCall, ACCESS, 'repo.entries', (ctx, services) =>
    entriesPage(
      contextOf(services),
      validate(idParams, ctx.params).id,
      validate(repoEntriesQuerySchema, ctx.request.body),
    ),
  ),
  route(repoAuditCall, ACCESS, 'repo.audit', (ctx, services) =>
    repoAudit(
      contextOf(services),
      validate(idParams, ctx.params).id,
      validate(repoAuditQuerySchema, ctx.query),
    ),
  ),
  route(revealValueCall, ACCESS, 'repo.entry.reveal', (ctx, services) => {
    const params = validate(entryParams, ctx.params);
    return revealValue(
      contextOf(services),
      { repoId: params.id, entryId: params.entryId },
      validate(repoRevealSchema, ctx.request.body),
    );
  }),
  route(updateEntryCall, ACCESS, 'repo.entry.update', (ctx, services) =>
    updateEntry(
      contextOf(services),
      validate(updateParams, ctx.params),
      validate(repoValueUpdateSchema, ctx.request.body),
    ),
  ),
  route(deleteEntryCall, DELETE, 'repo.entry.delete', (ctx, services) => {
    const params = validate(entryParams, ctx.params);
    return deleteEntry(contextOf(services), params.id, params.entryId);
  }),
];
