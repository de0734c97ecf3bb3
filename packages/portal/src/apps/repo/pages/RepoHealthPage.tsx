import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@lcars/ui';
import type { RepoHealth } from '@lcars/contract/repo';
import { useOfflineStore } from '../../../core/stores/offline';
import { repoApi } from '../api';
import { REPO_BASE } from '../paths';
import { RepoHeader } from '../components/shared';
import * as styles from '../repo.css';

/**
 * /repo/health: reused and weak passwords across the user's own repositories. The server opens the values in
 * memory, compares and judges them there, and answers places only: no password comes to the browser.
 */
export function RepoHealthPage() {
  const offline = useOfflineStore((state) => state.isOffline);
  const [report, setReport] = useState<RepoHealth | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    const answer = await repoApi.health();
    setBusy(false);
    setReport(answer ?? null);
  };
  const reused = report?.items.filter((item) => item.reusedWith > 0).length ?? 0;
  const weak = report?.items.filter((item) => item.weak !== null).length ?? 0;

  return (
    <>
      <RepoHeader
        title="Password Health"
        actions={
          <div className={styles.toolbarGroup}>
            <Link to={`${REPO_BASE}/sr`} className={styles.link}>
              Repositories
            </Link>
            <Button variant="primary" isDisabled={offline || busy} onPress={() => void check()}>
              {report ? 'Check again' : 'Check passwords'}
            </Button>
          </div>
        }
      />
      <p className={styles.muted}>
        Checks the password fields of the repositories you own. The passwords are compared on the server in
        memory; none is shown here or kept.
      </p>
      {offline ? <p className={styles.muted}>The check needs a connection.</p> : null}
      {report ? (
        <p role="status">
          {report.checked} passwords checked: {reused} reused, {weak} weak.
          {report.partial ? ' Only the first 5,000 were checked.' : ''}
        </p>
      ) : null}
      {report && report.items.length > 0 ? (
        <ul className={styles.results} aria-label="Passwords to change">
          {report.items.map((item) => (
            <li key={`${String(item.recordId)}:${String(item.fieldId)}`} className={styles.resultRecord}>
              <Link to={`${REPO_BASE}/sr/${String(item.repoId)}`} className={styles.link}>
                {item.repoTitle}
              </Link>
              <span>
                {item.label} <span className={styles.muted}>({item.fieldTitle})</span>
              </span>
              {item.reusedWith > 0 ? (
                <span className={styles.problem}>
                  Reused in {item.reusedWith} other {item.reusedWith === 1 ? 'place' : 'places'}
                </span>
              ) : null}
              {item.weak ? <span className={styles.problem}>Weak: {item.weak}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
