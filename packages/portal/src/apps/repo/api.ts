// The secure repository API (apps.md section 7) through the portal's call wrapper, on the contract's endpoint
// descriptors: failures toast (platform.md section 8) and resolve undefined, so callers never need a catch.
import { pathOf } from '@lcars/contract';
import {
  deleteEntry,
  deleteRepo,
  getRepo,
  listRepos,
  repoAudit,
  repoEntries,
  repoLookups,
  revealValue,
  saveRepo,
  updateEntry,
  type Repo,
  type RepoAuditPage,
  type RepoEntriesPage,
  type RepoEntriesQuery,
  type RepoLookups,
  type RepoRecord,
  type RepoResult,
  type RepoRevealed,
  type RepoSave,
} from '@lcars/contract/repo';
import { apiCall, type CallOptions } from '../../core/call';

export const repoApi = {
  list: () => apiCall<Repo[]>('get', pathOf(listRepos, {})),
  lookups: () => apiCall<RepoLookups>('get', pathOf(repoLookups, {})),
  get: (id: number, options?: CallOptions<Repo>) => apiCall<Repo>('get', pathOf(getRepo, { id }), options),
  save: (repo: RepoSave) => apiCall<RepoResult<Repo>>('post', pathOf(saveRepo, {}), { data: repo }),
  remove: (id: number) => apiCall<RepoResult<{ id: number }>>('delete', pathOf(deleteRepo, { id })),
  entries: (id: number, query: RepoEntriesQuery) =>
    apiCall<RepoResult<RepoEntriesPage>>('post', pathOf(repoEntries, { id }), { data: query }),
  /** The one call that answers a sensitive value: audited as a reveal or a copy. */
  reveal: (
    id: number,
    entryId: number,
    fieldId: number,
    purpose: 'reveal' | 'copy',
    options?: CallOptions<RepoResult<RepoRevealed>>,
  ) =>
    apiCall<RepoResult<RepoRevealed>>('post', pathOf(revealValue, { id, entryId }), {
      ...options,
      data: { fieldId, purpose },
    }),
  /** Saves one changed value; entry 0 creates the record. */
  updateValue: (
    repoId: number,
    entryId: number,
    fieldId: number,
    secValue: string,
    options?: CallOptions<RepoResult<RepoRecord>>,
  ) =>
    apiCall<RepoResult<RepoRecord>>('put', pathOf(updateEntry, { repoId, entryId }), {
      ...options,
      data: { id: entryId, repoId, recValue: { fieldId, secValue } },
    }),
  removeEntry: (id: number, entryId: number) =>
    apiCall<RepoResult<{ id: number }>>('delete', pathOf(deleteEntry, { id, entryId })),
  audit: (id: number) => apiCall<RepoAuditPage>('get', `${pathOf(repoAudit, { id })}?itemsPerPage=100`),
};
