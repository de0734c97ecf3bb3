// The repository's own small offline copy (so the list and the non-sensitive values can be read
// offline). One local table of its own (`repo`, declared in the registry entry so that logout and "clear" empty
// it with the platform's), versioned like them; a sensitive value never reaches it (offlineCopy drops them
// before anything is written, and the entries page carries only their mask anyway).
import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { Repo, RepoRecord } from '@lcars/contract/repo';
import { databaseNameOf } from '../../core/offline/tables';
import { repoApi } from './api';
import { offlineCopy, sameRepos } from './recordLogic';

/** The repository's local table: the list under `list`, a repository's records under `records-<id>`. */
export const REPO_TABLE = 'repo';

let store: UseStore | undefined;
const repoStore = (): UseStore => (store ??= createStore(databaseNameOf(REPO_TABLE), REPO_TABLE));

/** Records a repository keeps for offline reading: its first page of this many. */
export const OFFLINE_RECORDS = 500;

export interface OfflineRecords {
  repo: Repo;
  records: RepoRecord[];
  savedDate: string;
}

/** Keeps the list (no value is in it: repositories and their field definitions). */
export async function keepRepoList(repos: readonly Repo[]): Promise<void> {
  await set('list', repos, repoStore()).catch(() => undefined);
}

export async function offlineRepoList(): Promise<Repo[] | undefined> {
  return get<Repo[]>('list', repoStore()).catch(() => undefined);
}

/** Keeps one repository's records without their sensitive values. */
export async function keepRecords(repo: Repo, records: readonly RepoRecord[]): Promise<void> {
  const copy: OfflineRecords = {
    repo,
    records: offlineCopy(records, repo.repoFields),
    savedDate: new Date().toISOString(),
  };
  await set(`records-${String(repo.id)}`, copy, repoStore()).catch(() => undefined);
}

export async function offlineRecords(repoId: number): Promise<OfflineRecords | undefined> {
  return get<OfflineRecords>(`records-${String(repoId)}`, repoStore()).catch(() => undefined);
}

/**
 * The preload (the App settings' Preload button, or the list's Keep for offline): the list, then each
 * repository's records without their sensitive values. Answers how many repositories were kept; throws when
 * the list cannot be read, so that the app is not marked preloaded.
 */
export async function preloadRepos(): Promise<number> {
  const repos = await repoApi.list();
  if (!repos) throw new Error('The list of repositories could not be read.');
  await keepRepoList(repos);
  let count = 0;
  for (const repo of repos) {
    const answer = await repoApi.entries(repo.id, { page: 1, itemsPerPage: OFFLINE_RECORDS });
    if (!answer) continue;
    await keepRecords(repo, answer.result.records);
    count += 1;
  }
  return count;
}

/** The freshness check of the preload; a server that does not answer keeps the device's word. */
export async function isRepoCopyFresh(): Promise<boolean> {
  const kept = await offlineRepoList();
  if (!kept) return false;
  const server = await repoApi.list();
  return server === undefined || sameRepos(kept, server);
}
