import { useState } from 'react';
import { Button, DataTable, Dialog, TextField, type DataTableColumn } from '@lcars/ui';
import type { AuditEntry, OutboxMail, PagedList } from '@lcars/contract';
import { useDebounced, useLoad } from '../kit';
import { AdminHeader, formatDate } from './shared';
import * as styles from './admin.css';

function usePaged<T>(path: string, extra: Record<string, string> = {}) {
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(25);
  const query = new URLSearchParams({ page: String(page), itemsPerPage: String(itemsPerPage), ...extra });
  const loaded = useLoad<PagedList<T>>(`${path}?${query.toString()}`);
  return {
    ...loaded,
    table: {
      rows: loaded.data?.records ?? [],
      paging: 'server' as const,
      total: loaded.data?.total ?? 0,
      page,
      onPageChange: setPage,
      itemsPerPage,
      onItemsPerPageChange: (size: number) => {
        setItemsPerPage(size);
        setPage(1);
      },
      isLoading: loaded.loading,
    },
    setPage,
  };
}

/** /admin/outbox: mails kept when no SMTP server is configured (decisions.md), newest first. */
export function OutboxPage() {
  const { table } = usePaged<OutboxMail>('admin/outbox');
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const columns: DataTableColumn<OutboxMail>[] = [
    { key: 'createdDate', header: 'Created', width: 200, render: (mail) => formatDate(mail.createdDate) },
    { key: 'to', header: 'To', isRowHeader: true },
    { key: 'subject', header: 'Subject', width: '2fr' },
    {
      key: 'open',
      header: 'Open',
      width: 100,
      align: 'end',
      render: (mail) => (
        <Button
          variant="text"
          aria-label={`Open mail ${mail.subject} to ${mail.to}`}
          onPress={() => setOpen(mail)}
        >
          Open
        </Button>
      ),
    },
  ];
  return (
    <>
      <AdminHeader title="Mail outbox" />
      <DataTable<OutboxMail>
        aria-label="Mail outbox"
        columns={columns}
        {...table}
        emptyText="The outbox is empty."
      />
      <Dialog
        title={open?.subject ?? 'Mail'}
        size="md"
        isOpen={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
      >
        {open && (
          <div className={styles.stack}>
            <p className={styles.muted}>
              To {open.to}, {formatDate(open.createdDate)}
            </p>
            <pre className={styles.pre}>{open.text}</pre>
            {open.link ? (
              <p>
                <a href={open.link} className={styles.link}>
                  Open the link of this mail
                </a>
              </p>
            ) : null}
          </div>
        )}
      </Dialog>
    </>
  );
}

/** /admin/audit: the audit log, newest first, optionally of one event. */
export function AuditPage() {
  const [event, setEvent] = useState('');
  const term = useDebounced(event.trim());
  const { table } = usePaged<AuditEntry>('admin/audit', term ? { event: term } : {});
  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'createdDate', header: 'When', width: 200, render: (entry) => formatDate(entry.createdDate) },
    { key: 'event', header: 'Event', isRowHeader: true },
    { key: 'userId', header: 'User id', width: 100, align: 'end' },
    {
      key: 'detail',
      header: 'Detail',
      width: '3fr',
      render: (entry) => <span className={styles.pre}>{JSON.stringify(entry.detail)}</span>,
    },
  ];
  return (
    <>
      <AdminHeader title="Audit log" />
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          type="search"
          label="Event"
          placeholder="An event name, e.g. admin.user.roles"
          value={event}
          onChange={setEvent}
        />
      </div>
      <DataTable<AuditEntry>
        aria-label="Audit log"
        columns={columns}
        {...table}
        emptyText="No audit entries."
      />
    </>
  );
}
