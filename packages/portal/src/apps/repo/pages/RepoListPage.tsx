import { useState } from 'react';
import { Link } from 'react-router';
import { Button, DataTable, type DataTableColumn } from '@lcars/ui';
import { REPO_MESSAGES, type Repo } from '@lcars/contract/repo';
import { confirmDialog } from '../../../shell/confirm';
import { useOfflineStore } from '../../../core/stores/offline';
import { repoApi } from '../api';
import { REPO_BASE } from '../paths';
import { keepRepoList, offlineRepoList, preloadRepos } from '../offline';
import { RepoEditDialog, type RepoEditRequest } from '../components/RepoEditDialog';
import { RepoExportDialog } from '../components/RepoExportDialog';
import { RepoImportDialog } from '../components/RepoImportDialog';
import { RepoHeader, RowIconButton, useRepoClaim } from '../components/shared';
import { toastSuccess, useLoad } from '../../../kit';
import * as styles from '../repo.css';

/** Online: the server's list, kept on the device; offline: the device's copy. */
async function loadList(offline: boolean): Promise<Repo[] | undefined> {
  if (offline) return offlineRepoList();
  const repos = await repoApi.list();
  if (repos) void keepRepoList(repos);
  return repos;
}

/** /repo/sr: the repositories the user owns or that are shared with them. */
export function RepoListPage() {
  const offline = useOfflineStore((state) => state.isOffline);
  const { data, loading, reload } = useLoad(() => loadList(offline), `list-${String(offline)}`);
  const [editing, setEditing] = useState<RepoEditRequest | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState<Repo | null>(null);
  const canCreate = useRepoClaim('Create');
  const canDelete = useRepoClaim('Delete');
  const repos = data ?? [];

  const remove = async (repo: Repo) => {
    if (!(await confirmDialog({ text: REPO_MESSAGES.confirmDelete }))) return;
    const answer = await repoApi.remove(repo.id);
    if (!answer) return;
    toastSuccess(answer.message ?? REPO_MESSAGES.deleted(repo.title));
    await reload();
  };

  const columns: DataTableColumn<Repo>[] = [
    {
      key: 'title',
      header: 'Title',
      isRowHeader: true,
      width: '2fr',
      sortable: true,
      render: (repo) => (
        <Link to={`${REPO_BASE}/sr/${String(repo.id)}`} className={styles.link}>
          {repo.title}
        </Link>
      ),
    },
    { key: 'description', header: 'Description', width: '2fr' },
    { key: 'recs', header: 'Records', align: 'end', sortable: true },
    {
      key: 'isOwner',
      header: 'Sharing',
      render: (repo) => (
        <span className={styles.tag}>
          {repo.isOwner
            ? repo.sharedUsers.length > 0
              ? 'Shared'
              : 'Private'
            : repo.canEdit
              ? 'Shared with you'
              : 'Read-only'}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 152,
      align: 'end',
      render: (repo) => (
        <span className={styles.cell}>
          <RowIconButton
            label={`Export ${repo.title}`}
            icon="down"
            disabled={offline}
            onPress={() => setExporting(repo)}
          />
          <RowIconButton
            label={`Edit ${repo.title}`}
            icon="edit"
            disabled={!repo.canEdit || offline}
            onPress={() => setEditing({ id: repo.id })}
          />
          <RowIconButton
            label={`Delete ${repo.title}`}
            icon="delete"
            disabled={!repo.isOwner || !canDelete || offline}
            onPress={() => void remove(repo)}
          />
        </span>
      ),
    },
  ];

  return (
    <>
      <RepoHeader
        title="Repositories"
        actions={
          <div className={styles.toolbarGroup}>
            <Link to={REPO_BASE} className={styles.link}>
              Home
            </Link>
            {!offline ? (
              <Link to={`${REPO_BASE}/search`} className={styles.link}>
                Search all
              </Link>
            ) : null}
            {!offline ? (
              <Link to={`${REPO_BASE}/health`} className={styles.link}>
                Password health
              </Link>
            ) : null}
            {!offline && repos.length > 0 ? (
              <Button
                variant="secondary"
                onPress={() =>
                  void preloadRepos()
                    .catch(() => 0)
                    .then((count) => toastSuccess(`${String(count)} repositories kept for offline reading.`))
                }
              >
                Keep for offline
              </Button>
            ) : null}
            <Button variant="secondary" isDisabled={!canCreate || offline} onPress={() => setImporting(true)}>
              Import
            </Button>
            <Button
              variant="primary"
              isDisabled={!canCreate || offline}
              onPress={() => setEditing({ id: 0 })}
            >
              Add Repo
            </Button>
          </div>
        }
      />
      <DataTable
        aria-label="Repositories"
        columns={columns}
        rows={repos}
        isLoading={loading}
        emptyText={offline ? 'No repositories were kept on this device.' : 'There are no repositories yet.'}
        defaultSort={{ column: 'title', direction: 'asc' }}
      />
      <RepoImportDialog
        isOpen={importing}
        onOpenChange={setImporting}
        repos={repos}
        onImported={() => void reload()}
      />
      <RepoExportDialog repo={exporting} onClose={() => setExporting(null)} />
      <RepoEditDialog
        request={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void reload();
        }}
      />
    </>
  );
}
