import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, mediaDown, useMediaQuery, type DataTableColumn } from '@lcars/ui';
import { hasClaim } from '@lcars/contract';
import { useOfflineStore } from '../../../core/stores/offline';
import { useSessionStore } from '../../../core/stores/session';
import { AreaHeader, AreaMenu, YesNo as KitYesNo } from '../../../kit';
import { MONEY_BASE } from '../constants';
import { MoneyClaim } from '@lcars/contract/money';
import { moneyMenu } from '../plan';
import * as styles from '../money.css';

export function useMoneyClaim(value: string): boolean {
  return useSessionStore((state) => hasClaim(state.accountContext?.claims ?? [], MoneyClaim.type, value));
}

/** The Money menu: a drop-down of the app's pages the user may open (from the routes' metadata). */
export function MoneyMenu() {
  return <AreaMenu routes={moneyMenu} label="Money menu" />;
}

/** The portal runs from the device's copy: Money reads it, and nothing can be changed. */
export function useMoneyOffline(): boolean {
  return useOfflineStore((state) => state.isOffline);
}

/** Says that a page shows the copy kept on this device (offline), under its heading. */
export function OfflineCopyNote() {
  const offline = useMoneyOffline();
  if (!offline) return null;
  return (
    <p className={styles.muted} role="note">
      Offline: this is the copy of your Money kept on this device. Changes need the connection.
    </p>
  );
}

/**
 * An add action: enabled with Money Create, otherwise a disabled placeholder button;
 * disabled offline too.
 */
export function CreateButton({ label, onPress }: { label: string; onPress: () => void }) {
  const canCreate = useMoneyClaim(MoneyClaim.create);
  const offline = useMoneyOffline();
  return canCreate && !offline ? (
    <Button variant="primary" onPress={onPress}>
      {label}
    </Button>
  ) : (
    <Button
      variant="primary"
      isDisabled
      aria-description={offline ? 'Needs the connection' : 'Needs the Money Create permission'}
    >
      {label}
    </Button>
  );
}

const MONEY_AREA = { title: 'Money', path: MONEY_BASE };

/** A Money page's heading in the page's toolbar, the way back to the app home, and an optional second row. */
export function MoneyHeader({
  title,
  toolbar,
  extension,
  home,
}: {
  title: string;
  toolbar?: ReactNode;
  extension?: ReactNode;
  home?: boolean;
}) {
  return (
    <AreaHeader
      area={MONEY_AREA}
      title={title}
      layout="toolbar"
      actions={toolbar}
      {...(extension !== undefined && { extension })}
      {...(home !== undefined && { home })}
    />
  );
}

/** Yes / No in Money's plain tag. */
export function YesNo({ value }: { value: boolean }) {
  return <KitYesNo value={value} tagClass={styles.tag} />;
}

/** One figure of a page's summary bar (a `dl`): its label above its value. */
export function SummaryItem({
  label,
  value,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.summaryItem}>
      <dt className={styles.summaryLabel}>{label}</dt>
      <dd className={styles.summaryValue} data-testid={testId} style={{ margin: 0 }}>
        {value}
      </dd>
    </div>
  );
}

export const lookupTitle = (
  records: readonly { id: number; title: string }[] | undefined,
  id: number | null | undefined,
): string => records?.find((record) => record.id === id)?.title ?? '';

/** A phone (below 600 px): Money's tables show a reduced column set there, never scrolling sideways. */
export function usePhone(): boolean {
  return useMediaQuery(mediaDown.sm);
}

/**
 * Whether an element is narrower than `width` pixels: a table beside the account panel, or inside the lcars
 * frame's side panel, has a phone's room on a wide screen (issue 29: its amounts were cut at the left,
 * "($245,000.00)" read "5,000.00)").
 */
export function useNarrow<T extends HTMLElement>(width: number): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setNarrow(element.getBoundingClientRect().width < width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return [ref, narrow];
}

/** A cell of two lines on a phone: the main value, and what the hidden columns said, small, below it. */
export function TwoLine({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <span className={styles.twoLine}>
      <span className={styles.twoLineMain}>{main}</span>
      <span className={styles.twoLineSub}>{sub}</span>
    </span>
  );
}

/** The row height of a table whose first cell shows two lines on a phone: its name may wrap once. */
export const PHONE_ROW_HEIGHT = 76;

/**
 * The columns a phone shows (issue 21: no sideways scrolling at 390 px): only `keep`, in that order, with the
 * widths given, and the row header column drawing `sub` under its own value.
 */
export function phoneColumns<T>(
  columns: readonly DataTableColumn<T>[],
  keep: Record<string, number | `${number}fr`>,
  sub: (row: T) => ReactNode,
): DataTableColumn<T>[] {
  return Object.entries(keep).flatMap(([key, width]) => {
    const column = columns.find((candidate) => candidate.key === key);
    if (!column) return [];
    if (!column.isRowHeader) return [{ ...column, width }];
    const render = column.render;
    return [
      {
        ...column,
        width,
        render: (row: T) => <TwoLine main={render ? render(row) : null} sub={sub(row)} />,
      },
    ];
  });
}
