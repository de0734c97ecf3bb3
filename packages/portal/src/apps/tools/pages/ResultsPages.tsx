import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Card, Stack } from '@lcars/ui';
import type { ToolResult } from '@lcars/contract/tools';
import { useLiveStore } from '../../../core/liveEvents';
import { toastError, toastSuccess } from '../../../kit';
import { useLoad } from '../../../kit/useLoad';
import { toolsApi } from '../api';
import { FINDER_PATH, RESULTS_PATH } from '../plan';
import {
  formatCount,
  formatDuration,
  hasEnded,
  outcomeText,
  PROTECTION_TITLES,
  withProgress,
} from '../toolsText';
import { ResultsTable } from './ResultsTable';
import { pendingIds, SearchProgress, ToolsHeader, useReloadWhileRunning } from './shared';
import * as styles from '../tools.css';

/** /tools/data/results: the user's searches, live. */
export function ResultsPage() {
  const list = useLoad(() => toolsApi.results(), 'results');
  const records = list.data?.records ?? [];
  useReloadWhileRunning(pendingIds(records), list.reload);
  return (
    <>
      <ToolsHeader
        title="Results"
        actions={
          <Link to={FINDER_PATH} className={styles.link}>
            Office password finder
          </Link>
        }
      />
      <Card title="Your searches" headingLevel={2}>
        {list.loading && list.data === undefined ? (
          <p className={styles.muted}>Loading data...</p>
        ) : records.length === 0 ? (
          <p className={styles.muted}>There are no saved results available.</p>
        ) : (
          <ResultsTable
            results={records}
            caption="Newest first. A search's page shows a found password once."
          />
        )}
      </Card>
    </>
  );
}

/** /tools/data/results/:id: one search, live; its password shown once, its decrypted copy downloaded once. */
export function ResultPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  // The password is in one answer only: kept here, on this page, while it is open (never stored anywhere).
  const [password, setPassword] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = async (): Promise<ToolResult | undefined> => {
    if (!valid) return undefined;
    const answer = await toolsApi.result(id);
    if (!answer) setMissing(true);
    if (answer?.password) setPassword(answer.password);
    return answer;
  };
  const view = useLoad(load, String(id));
  const live = useLiveStore((state) => state.jobs[String(id)]);
  const stored = view.data;
  useReloadWhileRunning(stored && !hasEnded(stored) ? [stored.id] : [], view.reload);
  const result = stored ? withProgress(stored, live) : undefined;

  const cancel = async () => {
    setBusy(true);
    const answer = await toolsApi.cancel(id);
    setBusy(false);
    if (answer) {
      view.setData(answer);
      toastSuccess('The search was cancelled.');
    }
  };
  const navigate = useNavigate();
  const resume = async () => {
    setBusy(true);
    const answer = await toolsApi.resume(id);
    setBusy(false);
    if (answer.ok) {
      toastSuccess('The search goes on from where it stopped.');
      void navigate(`${RESULTS_PATH}/${answer.data.id}`);
    } else toastError(answer.message);
  };
  const removeFile = async (fileId: number) => {
    setBusy(true);
    const answer = await toolsApi.remove(fileId);
    setBusy(false);
    if (answer.ok) toastSuccess('The file was deleted from the server.');
    else toastError(answer.message);
    await view.reload();
  };
  const download = async () => {
    if (!result) return;
    setBusy(true);
    const answer = await toolsApi.copy(id, result.fileName);
    setBusy(false);
    if (answer.ok) toastSuccess(`Downloaded ${answer.data}. It is deleted from the server now.`);
    else toastError(answer.message);
    await view.reload();
  };

  if (!valid || missing) {
    return (
      <>
        <ToolsHeader title="Result" />
        <Card title="Not found" headingLevel={2}>
          <p>There is no such search among yours.</p>
          <p>
            <Link to={RESULTS_PATH} className={styles.link}>
              Your results
            </Link>
          </p>
        </Card>
      </>
    );
  }
  if (!result) {
    return (
      <>
        <ToolsHeader title="Result" />
        <p className={styles.muted}>Loading data...</p>
      </>
    );
  }
  const ended = hasEnded(result);
  return (
    <>
      <ToolsHeader
        title={result.fileName}
        actions={
          <Link to={RESULTS_PATH} className={styles.link}>
            All results
          </Link>
        }
      />
      <div className={styles.twoColumns}>
        <Card title={ended ? outcomeText(result) : 'Searching'} headingLevel={2}>
          <Stack>
            <SearchProgress result={result} />
            {!ended && (
              <div className={styles.actions}>
                <Button variant="secondary" isDisabled={busy} onPress={() => void cancel()}>
                  Cancel search
                </Button>
              </div>
            )}
            {password !== null && (
              <div className={styles.secret} role="status">
                <span>The password of {result.fileName}:</span>
                <output className={styles.secretValue} aria-label="Found password">
                  {password}
                </output>
                <span className={styles.small}>
                  It is shown this once and not kept: note it now. Leaving this page hides it for good.
                </span>
              </div>
            )}
            {password === null && result.outcome === 'found' && result.passwordShown && (
              <p className={styles.muted}>
                The password was shown once, when the search ended, and is not kept on the server.
              </p>
            )}
            {result.outcome === 'notFound' && (
              <p>
                None of the {formatCount(String(result.total))} candidates opens the file.
                {result.keptFile ? ' Try other words or masks.' : ''}
              </p>
            )}
            {ended && result.resumable && (
              <Stack>
                <p>
                  Stopped after {formatCount(String(result.position ?? 0))} of{' '}
                  {formatCount(String(result.total))} candidates. Resuming goes on from there: the ones tried
                  already are not tried again.
                </p>
                <div className={styles.actions}>
                  <Button isDisabled={busy} onPress={() => void resume()}>
                    Resume the search
                  </Button>
                </div>
              </Stack>
            )}
            {result.resumedFrom !== null && (
              <p className={styles.small}>
                Resumed from{' '}
                <Link to={`${RESULTS_PATH}/${result.resumedFrom}`} className={styles.link}>
                  a stopped search
                </Link>
                .
              </p>
            )}
            {result.resumedAs !== null && (
              <p className={styles.small}>
                <Link to={`${RESULTS_PATH}/${result.resumedAs}`} className={styles.link}>
                  Resumed
                </Link>{' '}
                as another search.
              </p>
            )}
            {ended && result.keptFile && (
              <Stack>
                <p>
                  The file is kept for another search until{' '}
                  {new Date(result.keptFile.keptUntil).toLocaleString()}, or until you remove it.
                </p>
                <div className={styles.actions}>
                  <Link to={`${FINDER_PATH}?file=${result.keptFile.fileId}`} className={styles.link}>
                    Search it again
                  </Link>
                  <Button
                    variant="secondary"
                    isDisabled={busy}
                    onPress={() => void removeFile(result.keptFile!.fileId)}
                  >
                    Remove the file
                  </Button>
                </div>
              </Stack>
            )}
            {ended && result.outcome !== 'found' && !result.keptFile && (
              <p className={styles.muted}>
                The file is no longer kept (removed, or a day old): to search again,{' '}
                <Link to={FINDER_PATH} className={styles.link}>
                  upload it again
                </Link>
                .
              </p>
            )}
            {result.copyAvailable && (
              <Stack>
                <p>
                  A decrypted copy (no password) is ready. It can be downloaded once; it is then deleted from
                  the server.
                </p>
                <div className={styles.actions}>
                  <Button isDisabled={busy} onPress={() => void download()}>
                    Download the decrypted copy
                  </Button>
                </div>
              </Stack>
            )}
            {ended && result.outcome === 'found' && !result.copyAvailable && (
              <p className={styles.muted}>The decrypted copy was downloaded and is deleted.</p>
            )}
          </Stack>
        </Card>
        <Card title="The search" headingLevel={2}>
          <dl className={styles.facts}>
            <dt>File</dt>
            <dd>{result.fileName}</dd>
            <dt>Protection</dt>
            <dd>{PROTECTION_TITLES[result.protection]}</dd>
            <dt>Candidates</dt>
            <dd>{formatCount(String(result.total))}</dd>
            {result.tried !== null && (
              <>
                <dt>Tried</dt>
                <dd>{formatCount(String(result.tried))}</dd>
              </>
            )}
            <dt>Started</dt>
            <dd>{new Date(result.createdDate).toLocaleString()}</dd>
            {result.endedDate && (
              <>
                <dt>Ended</dt>
                <dd>{new Date(result.endedDate).toLocaleString()}</dd>
                <dt>Duration</dt>
                <dd>{formatDuration(result.durationMs)}</dd>
              </>
            )}
          </dl>
          <p className={styles.small} style={{ marginTop: '0.5rem' }}>
            Your words, masks and rules are deleted when a search ends (a stopped one’s when it is resumed, or
            a day later). The file is deleted when its password is found, when you remove it, and a day after
            its upload at the latest.
          </p>
        </Card>
      </div>
    </>
  );
}
