import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button } from '@lcars/ui';
import { formatValue, type ChartSpec } from './chartSpec';
import * as styles from './charts.css';

/** Chart.js and the drawing code: a chunk of their own, loaded when the first chart shows. */
const ChartCanvas = lazy(() => import('./ChartCanvas'));

export interface ChartFigureProps {
  title: string;
  /** What the chart shows, in a sentence: the canvas's accessible name. */
  summary: string;
  /** Undefined while loading. */
  spec: ChartSpec | undefined;
  /** The figures could not be loaded: says so instead of loading for ever. */
  failed?: boolean;
  /** Shown instead of an empty chart. */
  emptyText: string;
  /** The first column's header in the table (Month, Account). */
  categoryHeader: string;
  testId: string;
  children?: ReactNode;
}

/**
 * A chart with its numbers: the canvas (lazy) and a table of the same figures, visually hidden but read by
 * screen readers, shown to everyone with "Show as table".
 */
export function ChartFigure({
  title,
  summary,
  spec,
  failed = false,
  emptyText,
  categoryHeader,
  testId,
}: ChartFigureProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const empty = spec !== undefined && (spec.labels.length === 0 || spec.series.length === 0);
  return (
    <figure className={styles.figure} aria-labelledby={headingId} data-testid={testId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {spec && !empty ? (
          <Button
            variant="text"
            aria-expanded={asTable}
            aria-controls={tableId}
            onPress={() => setAsTable((shown) => !shown)}
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        ) : null}
      </div>
      {spec === undefined ? (
        <div className={styles.plot}>
          <p className={styles.placeholder}>
            {failed ? 'The chart could not be loaded.' : 'Loading data...'}
          </p>
        </div>
      ) : empty ? (
        <p className={styles.placeholder}>{emptyText}</p>
      ) : (
        <>
          {asTable ? null : (
            <div className={styles.plot}>
              <Suspense fallback={<p className={styles.placeholder}>Loading chart...</p>}>
                <ChartCanvas spec={spec} label={summary} />
              </Suspense>
            </div>
          )}
          <div id={tableId} className={asTable ? styles.tableWrap : styles.visuallyHidden}>
            <ChartTable spec={spec} caption={title} categoryHeader={categoryHeader} />
          </div>
        </>
      )}
    </figure>
  );
}

function ChartTable({
  spec,
  caption,
  categoryHeader,
}: {
  spec: ChartSpec;
  caption: string;
  categoryHeader: string;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {spec.series.map((series) => (
            <th key={series.label} scope="col">
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {spec.labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {spec.series.map((series) => (
              <td key={series.label}>{formatValue(series.data[index] ?? null, spec.unit, spec.currency)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
