import { useEffect, useId, useRef, useState, type ReactNode, type TdHTMLAttributes } from 'react';
import { joinClasses } from '../field';
import * as styles from './Table.css';

export interface TableProps {
  /** Names the table (its caption) and, when it scrolls, its scroll region. */
  caption: ReactNode;
  /** Keep the caption for assistive technology only, where a heading above already says what the table is. */
  hideCaption?: boolean;
  /** TableHead and TableBody. */
  children: ReactNode;
  className?: string;
}

/** Whether an element's content is wider than the element (it scrolls sideways), kept up to date as sizes change. */
function useOverflowsInline<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * A plain data table: caption, head and body, in the look's type and rules. When it is wider than its place (a
 * phone), it scrolls sideways inside a region named by its caption, which takes focus so the keyboard can
 * scroll it too. For sorting, paging and selection use DataTable.
 */
export function Table({ caption, hideCaption, children, className }: TableProps) {
  const captionId = useId();
  const [scrollerRef, overflows] = useOverflowsInline<HTMLDivElement>();
  return (
    <div
      ref={scrollerRef}
      className={joinClasses(styles.scroller, className)}
      {...(overflows ? { role: 'region', tabIndex: 0, 'aria-labelledby': captionId } : {})}
    >
      <table className={styles.table}>
        <caption id={captionId} className={hideCaption ? styles.captionHidden : styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** The header rows (`thead`). */
export function TableHead({ children }: { children: ReactNode }) {
  return <thead>{children}</thead>;
}

/** The data rows (`tbody`). */
export function TableBody({ children }: { children: ReactNode }) {
  return <tbody>{children}</tbody>;
}

export function TableRow({ children }: { children: ReactNode }) {
  return <tr>{children}</tr>;
}

type CellAlign = 'start' | 'center' | 'end';

export interface TableCellProps extends Pick<TdHTMLAttributes<HTMLTableCellElement>, 'colSpan' | 'rowSpan'> {
  /** Default start; end for numbers and amounts, so their digits line up. */
  align?: CellAlign;
  /**
   * Keep the content on one line (dates, amounts, codes): on a narrow screen the table then scrolls sideways
   * instead. Header cells always do; a data cell wraps unless asked.
   */
  nowrap?: boolean;
  children?: ReactNode;
}

export interface TableHeaderCellProps extends Omit<TableCellProps, 'nowrap'> {
  /** col (default) heads a column in TableHead; row names its row in TableBody. */
  scope?: 'col' | 'row';
}

/** A header cell (`th`): a column's heading, or with scope="row" the name of its row. */
export function TableHeaderCell({
  scope = 'col',
  align = 'start',
  children,
  ...props
}: TableHeaderCellProps) {
  return (
    <th
      {...props}
      scope={scope}
      className={joinClasses(scope === 'row' ? styles.rowHeaderCell : styles.headerCell, styles.align[align])}
    >
      {children}
    </th>
  );
}

/** A data cell (`td`). */
export function TableCell({ align = 'start', nowrap, children, ...props }: TableCellProps) {
  return (
    <td {...props} className={joinClasses(styles.cell, styles.align[align], nowrap && styles.nowrap)}>
      {children}
    </td>
  );
}
