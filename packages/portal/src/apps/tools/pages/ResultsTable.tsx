import type { ToolResult } from '@lcars/contract/tools';
import { useLiveStore } from '../../../core/liveEvents';
import { RESULTS_PATH } from '../plan';
import { formatDuration, hasEnded, outcomeText, PROTECTION_LABELS, withProgress } from '../toolsText';
import { SearchProgress, ToolsLink } from './shared';
import * as styles from '../tools.css';

/** The user's searches: kind, file, status with live progress, outcome and duration. */
export function ResultsTable({ results, caption }: { results: readonly ToolResult[]; caption: string }) {
  const jobs = useLiveStore((state) => state.jobs);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.small} style={{ textAlign: 'left' }}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Kind</th>
            <th scope="col">Status</th>
            <th scope="col">Outcome</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          {results.map((stored) => {
            const result = withProgress(stored, jobs[String(stored.id)]);
            return (
              <tr key={result.id} className={styles.tableRow}>
                <td>
                  <ToolsLink to={`${RESULTS_PATH}/${result.id}`}>{result.fileName}</ToolsLink>
                  <p className={styles.small}>{new Date(result.createdDate).toLocaleString()}</p>
                </td>
                <td>{PROTECTION_LABELS[result.protection]}</td>
                <td className={styles.progressCell}>
                  <SearchProgress result={result} />
                </td>
                <td>{hasEnded(result) ? outcomeText(result) : ''}</td>
                <td>{formatDuration(result.durationMs)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
