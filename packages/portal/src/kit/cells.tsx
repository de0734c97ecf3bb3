import { formatCurrency } from '@lcars/ui';
import * as styles from './cells.css';

/** Cents as money, negatives in parentheses and in the error colour, as every Money screen shows amounts. */
export function Amount({ cents }: { cents: number | null | undefined }) {
  if (cents === null || cents === undefined) return null;
  return <span className={cents < 0 ? styles.negative : styles.money}>{formatCurrency(cents)}</span>;
}

/**
 * Yes / No in a table cell, as the area's tag: `tagClass` names it, or picks it by the answer (admin colours
 * a yes). `yes` and `no` rename the two answers.
 */
export function YesNo({
  value,
  tagClass,
  yes = 'Yes',
  no = 'No',
}: {
  value: boolean;
  tagClass: string | ((value: boolean) => string);
  yes?: string;
  no?: string;
}) {
  return (
    <span className={typeof tagClass === 'string' ? tagClass : tagClass(value)}>{value ? yes : no}</span>
  );
}
