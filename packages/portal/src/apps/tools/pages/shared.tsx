import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ToolResult } from '@lcars/contract/tools';
import { appHeader } from '../../../kit/AreaHeader';
import { useLiveStore } from '../../../core/liveEvents';
import { TOOLS_BASE } from '../plan';
import { hasEnded, STATUS_TITLES } from '../toolsText';
import * as styles from '../tools.css';
import { Stack } from '@lcars/ui';

export const TOOLS_AREA = { title: 'Tools', path: TOOLS_BASE };

/** A page's heading in the app's toolbar, with the way back to the app home. */
export const ToolsHeader = appHeader(TOOLS_AREA);

export function ToolsLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.link}>
      {children}
    </Link>
  );
}

/** A search's progress: the bar and the last report (tried, per second, time left). */
export function SearchProgress({ result }: { result: ToolResult }) {
  const ended = hasEnded(result);
  return (
    <Stack space="xs">
      <progress
        className={styles.progress}
        max={100}
        value={ended && result.outcome !== 'found' ? result.percent : ended ? 100 : result.percent}
        aria-label={`Progress of the search of ${result.fileName}`}
      />
      <p className={styles.small} aria-live="polite">
        {STATUS_TITLES[result.status]}
        {result.status === 'running' || result.status === 'queued' ? ` · ${result.percent}%` : ''}
        {result.message && !ended ? ` · ${result.message}` : ''}
      </p>
    </Stack>
  );
}

/**
 * Reloads when the live channel reports the end of one of `pending` (its `done` Progress event), after a
 * resync, and every few seconds while one has not ended (the end is recorded just after the last event).
 */
export function useReloadWhileRunning(pending: readonly number[], reload: () => unknown): void {
  const jobs = useLiveStore((state) => state.jobs);
  const resyncCount = useLiveStore((state) => state.resyncCount);
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });
  const doneKey = pending.filter((id) => jobs[String(id)]?.done === true).join(',');
  useEffect(() => {
    if (doneKey !== '') void reloadRef.current();
  }, [doneKey]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void reloadRef.current();
  }, [resyncCount]);
  const waiting = pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void reloadRef.current(), 3000);
    return () => clearInterval(timer);
  }, [waiting]);
}

export const pendingIds = (results: readonly ToolResult[]): number[] =>
  results.filter((result) => !hasEnded(result)).map((result) => result.id);
