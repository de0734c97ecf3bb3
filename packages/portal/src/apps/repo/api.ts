// The secure repository API (apps.md section 7) through the portal's call wrapper, on the contract's endpoint
// descriptors (their response schemas type the answers): failures toast (platform.md section 8) and resolve
// undefined, so callers never need a catch.
import type { ResponseOf } from '@lcars/contract';
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
  type RepoEntriesQuery,
  type RepoSave,
} from '@lcars/contract/repo';
import { call, type CallOptions } from '../../core/call';

export const repoApi = {
  list: () => call(listRepos, {}),
  lookups: () => call(repoLookups, {}),
  get: (id: number, options?: CallOptions<ResponseOf<typeof getRepo>>) =>
    call(getRepo, { params: { id } }, options),
  save: (repo: RepoSave) => call(saveRepo, { body: repo }),
  remove: (id: number) => call(deleteRepo, { params: { id } }),
  entries: (id: number, query: RepoEntriesQuery) => call(repoEntries, { params: { id }, body: query }),
  /** The one call that answers a sensitive value: audited as a reveal or a copy. */
  reveal: (
    id: number,
    entryId: number,
    fieldId: number,
    purpose: 'reveal' | 'copy',
    options?: CallOptions<ResponseOf<typeof revealValue>>,
  ) => call(revealValue, { params: { id, entryId }, body: { fieldId, purpose } }, options),
  /** Saves one changed value; entry 0 creates the record. */
  updateValue: (
    repoId: number,
    entryId: number,
    fieldId: number,
    secValue: string,
    options?: CallOptions<ResponseOf<typeof updateEntry>>,
  ) =>
    call(
      updateEntry,
      { params: { repoId, entryId }, body: { id: entryId, repoId, recValue: { fieldId, secValue } } },
      options,
    ),
  removeEntry: (id: number, entryId: number) => call(deleteEntry, { params: { id, entryId } }),
  audit: (id: number) => call(repoAudit, { params: { id }, query: { itemsPerPage: 100 } }),
};
