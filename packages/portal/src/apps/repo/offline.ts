// The repository's own small offline copy (apps.md: the list and the non-sensitive values can be read
// offline). One IndexedDB store of its own, versioned like the platform's tables; a sensitive value never
// reaches it (offlineCopy drops them before anything is written).
import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { Repo, RepoRecord } from '@lcars/api/contract/repo';
import { localDatabaseVersion } from '../../core/offline/tables';
import { offlineCopy } from './recordLogic';

let store: UseStore | undefined;
const repoStore = (): UseStore => (store ??= createStore(`lcars-${localDatabaseVersion()}-repo`, 'repo'));

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
