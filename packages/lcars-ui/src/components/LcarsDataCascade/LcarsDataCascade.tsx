import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useMemo } from 'react';
import * as styles from './LcarsDataCascade.css';
import { joinClasses } from '../joinClasses';

export interface LcarsDataCascadeProps {
  /** Number of columns. Default 12. */
  columns?: number;
  /** Numbers per column. Default 5. */
  rows?: number;
  /** Seed of the numbers: the same seed draws the same cascade (stable renders and screenshots). Default 47. */
  seed?: number;
  className?: string;
}

/** A small deterministic generator (an LCG), so the cascade is the same on server, client and screenshot. */
function numbers(count: number, seed: number): string[] {
  let state = (Math.abs(Math.trunc(seed)) % 2147483646) + 1;
  const next = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  return Array.from({ length: count }, () => {
    const digits = 1 + Math.floor(next() * 5);
    return String(Math.floor(next() * 10 ** digits)).padStart(Math.min(digits, 2), '0');
  });
}

/**
 * The LCARS data cascade: columns of numbers that light up in a running wave. Pure decoration, hidden from
 * assistive technology; still when the user prefers reduced motion.
 */
export function LcarsDataCascade({ columns = 12, rows = 5, seed = 47, className }: LcarsDataCascadeProps) {
  const values = useMemo(() => numbers(columns * rows, seed), [columns, rows, seed]);
  return (
    <div
      className={joinClasses(styles.grid, className)}
      style={assignInlineVars({ [styles.rowsVar]: String(rows) })}
      aria-hidden
      data-testid="data-cascade"
    >
      {Array.from({ length: columns }, (_, column) => (
        <div key={column} className={[styles.column, column % 3 === 1 ? styles.bright : ''].join(' ')}>
          {Array.from({ length: rows }, (_, row) => (
            <span
              key={row}
              className={styles.cell}
              style={{ animationDelay: `${((column * 0.37 + row * 0.21) % 3.2).toFixed(2)}s` }}
            >
              {values[column * rows + row]}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
