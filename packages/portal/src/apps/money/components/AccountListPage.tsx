import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, IconButton, type DataTableColumn } from '@lcars/ui';
import { MONEY_BASE } from '../constants';
import { MoneyAmount } from './MoneyAmount';
import type { AccountEditRequest } from './AccountEditDialog';
import { LazyAccountEditDialog } from './lazyDialogs';
import { Icon } from '../../../shell/icons';
import { CreateButton, MoneyHeader, MoneyMenu, PHONE_ROW_HEIGHT, phoneColumns, usePhone } from './shared';
import * as styles from '../money.css';

/** A column of amounts in the row's currency's minor units, sortable, lined up at the end. */
export const amountColumn = <T extends { currency?: string }>(
  key: string,
  header: string,
  cents: (row: T) => number,
): DataTableColumn<T> => ({
  key,
  header,
  align: 'end',
  sortable: true,
  render: (row) => <MoneyAmount cents={cents(row)} currency={row.currency} />,
});

interface AccountRow {
  id: number;
  title: string;
}

export interface AccountListPageProps<T extends AccountRow> {
  title: string;
  /** The create button's label. */
  createLabel: string;
  /** The account dialog's request for an account of this list (0: a new one). */
  editRequest: (id: number) => AccountEditRequest;
  /** The list's own filters, under the title. */
  filters: ReactNode;
  /** The totals above the table (SummaryItems) and their name. */
  totals: ReactNode;
  totalsLabel: string;
  tableLabel: string;
  /** The columns between the title and the edit button. */
  columns: DataTableColumn<T>[];
  /** On a phone: the columns kept with their widths, and the second line under the title. */
  phone: { keep: Record<string, number | `${number}fr`>; sub: (row: T) => ReactNode };
  rows: T[];
  loading: boolean;
  emptyText: string;
  /** Loads the list again after a save. */
  reload: () => unknown;
  chart: ReactNode;
}

/**
 * A list of accounts of one kind (credit, subscriptions): its filters and totals, a table whose titles lead to
 * the account's view and whose edit button opens the account dialog on the list's tab, and its chart.
 */
export function AccountListPage<T extends AccountRow>(props: AccountListPageProps<T>) {
  const [editing, setEditing] = useState<AccountEditRequest | null>(null);
  const columns: DataTableColumn<T>[] = [
    {
      key: 'title',
      header: 'Title',
      isRowHeader: true,
      width: '2fr',
      sortable: true,
      render: (row) => (
        <Link to={`${MONEY_BASE}/accounts?account=${String(row.id)}`} className={styles.link}>
          {row.title}
        </Link>
      ),
    },
    ...props.columns,
    {
      key: 'edit',
      header: 'Edit',
      width: 64,
      align: 'end',
      render: (row) => (
        <IconButton label={`Edit ${row.title}`} onPress={() => setEditing(props.editRequest(row.id))}>
          <Icon name="edit" size={18} />
        </IconButton>
      ),
    },
  ];
  const phone = usePhone();
  const shown = phone ? phoneColumns(columns, props.phone.keep, props.phone.sub) : columns;

  return (
    <>
      <MoneyHeader
        title={props.title}
        toolbar={
          <>
            <CreateButton label={props.createLabel} onPress={() => setEditing(props.editRequest(0))} />
            <MoneyMenu />
          </>
        }
        extension={<div className={styles.toolbarGroup}>{props.filters}</div>}
      />
      <dl className={styles.summary} aria-label={props.totalsLabel}>
        {props.totals}
      </dl>
      <DataTable
        aria-label={props.tableLabel}
        columns={shown}
        {...(phone && { rowHeight: PHONE_ROW_HEIGHT })}
        rows={props.rows}
        isLoading={props.loading}
        paging={false}
        emptyText={props.emptyText}
        defaultSort={{ column: 'title', direction: 'asc' }}
      />
      {props.chart}
      <LazyAccountEditDialog
        request={editing}
        onClose={(saved) => {
          setEditing(null);
          // An edit from this list stays on the list (the accounts page opens the saved account's view).
          if (saved) void props.reload();
        }}
      />
    </>
  );
}
