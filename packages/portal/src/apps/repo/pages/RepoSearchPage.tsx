import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Inline, Stack, TextField } from '@lcars/ui';
import type { RepoSearchResult } from '@lcars/contract/repo';
import { useOfflineStore } from '../../../core/stores/offline';
import { repoApi } from '../api';
import { REPO_BASE } from '../paths';
import { RepoHeader } from '../components/shared';
import * as styles from '../repo.css';

/** The records of a result grouped by their repository, in the order the server found them (newest first). */
function byRepository(records: RepoSearchResult['records']) {
  const groups = new Map<number, { title: string; records: RepoSearchResult['records'] }>();
  for (const record of records) {
    const group = groups.get(record.repoId) ?? { title: record.repoTitle, records: [] };
    group.records.push(record);
    groups.set(record.repoId, group);
  }
  return [...groups.entries()];
}

/**
 * /repo/search: one search over every repository the user may read now: titles, descriptions and plain values
 * (a sensitive value is never searched). The text goes in the request's body, never the address.
 */
export function RepoSearchPage() {
  const offline = useOfflineStore((state) => state.isOffline);
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [result, setResult] = useState<RepoSearchResult | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const q = text.trim();
    if (q.length < 2 || busy) return;
    setBusy(true);
    const answer = await repoApi.search(q);
    setBusy(false);
    setSearched(q);
    setResult(answer ?? null);
  };

  const groups = result ? byRepository(result.records) : [];
  const nothing = result && result.repos.length === 0 && result.records.length === 0;

  return (
    <>
      <RepoHeader
        title="Search Repositories"
        actions={
          <div className={styles.toolbarGroup}>
            <Link to={`${REPO_BASE}/sr`} className={styles.link}>
              Repositories
            </Link>
          </div>
        }
      />
      <Stack
        as="form"
        aria-label="Search repositories"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <Inline space="md" alignY="end">
          <TextField
            label="Search"
            type="search"
            value={text}
            isDisabled={offline}
            description="Titles, descriptions and plain values; sensitive values are never searched."
            onChange={setText}
          />
          <Button type="submit" variant="primary" isDisabled={offline || busy || text.trim().length < 2}>
            Search
          </Button>
        </Inline>
      </Stack>
      {offline ? <p className={styles.muted}>Search needs a connection.</p> : null}
      {nothing ? <p className={styles.muted}>Nothing holds &lsquo;{searched}&rsquo;.</p> : null}
      {result && result.repos.length > 0 ? (
        <Stack as="section" aria-label="Repositories found">
          <h2 className={styles.heading}>Repositories</h2>
          <ul className={styles.results}>
            {result.repos.map((repo) => (
              <li key={repo.id}>
                <Link to={`${REPO_BASE}/sr/${String(repo.id)}`} className={styles.link}>
                  {repo.title}
                </Link>
                {repo.description ? <span className={styles.muted}> {repo.description}</span> : null}
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      {groups.length > 0 ? (
        <Stack as="section" aria-label="Records found">
          <h2 className={styles.heading}>Records</h2>
          {groups.map(([repoId, group]) => (
            <Stack key={repoId} as="section" aria-label={`Records of ${group.title}`}>
              <Link to={`${REPO_BASE}/sr/${String(repoId)}`} className={styles.link}>
                {group.title}
              </Link>
              <ul className={styles.results}>
                {group.records.map((record) => (
                  <li key={record.recordId} className={styles.resultRecord}>
                    {record.values.map((value) => (
                      <span key={value.fieldId} className={styles.resultValue}>
                        <span className={styles.muted}>{value.fieldTitle}: </span>
                        {value.matched ? <mark>{value.value}</mark> : value.value}
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
            </Stack>
          ))}
          {result?.more ? (
            <p className={styles.muted}>More records hold it: a longer text narrows them.</p>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
