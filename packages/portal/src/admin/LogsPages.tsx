import { useState } from 'react';
import { Button, DataTable, Dialog, TextField, type DataTableColumn } from '@lcars/ui';
import { pageAuditLog, pageOutbox, type AuditEntry, type OutboxMail, type PagedList } from '@lcars/contract';
import { useDebounced, useLoad, type Loaded } from '../kit';
import { AdminHeader, formatDate } from './shared';
import * as styles from './admin.css';

/** The page and page size of a server-paged log: the query of its call. */
function usePaging() {
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(25);
  return { page, itemsPerPage, setPage, setItemsPerPage };
}

/** The DataTable props of a loaded page of a log. */
function pagedTable<T>(loaded: Loaded<PagedList<T>>, paging: ReturnType<typeof usePaging>) {
  return {
    rows: loaded.data?.records ?? [],
    paging: 'server' as const,
    total: loaded.data?.total ?? 0,
    page: paging.page,
    onPageChange: paging.setPage,
    itemsPerPage: paging.itemsPerPage,
    onItemsPerPageChange: (size: number) => {
      paging.setItemsPerPage(size);
      paging.setPage(1);
    },
    isLoading: loaded.loading,
  };
}

/** /admin/outbox: mails kept when no SMTP server is configured (decisions.md), newest first. */
export function OutboxPage() {
  const paging = usePaging();
  const query = { page: paging.page, itemsPerPage: paging.itemsPerPage };
  const table = pagedTable(useLoad(pageOutbox, { query }), paging);
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
  const paging = usePaging();
  const query = { page: paging.page, itemsPerPage: paging.itemsPerPage, ...(term ? { event: term } : {}) };
  const table = pagedTable(useLoad(pageAuditLog, { query }), paging);
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
