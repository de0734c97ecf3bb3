import { useState } from 'react';
import { Button, DataTable, Dialog, Stack, TextField, type DataTableColumn } from '@lcars/ui';
import { pageAuditLog, pageOutbox, type AuditEntry, type OutboxMail } from '@lcars/contract';
import { useDebounced, useLoad } from '../kit';
import { pagedTable, usePaging } from '../kit/paging';
import { AdminHeader, formatDate } from './shared';
import * as styles from './admin.css';

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
          <Stack>
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
          </Stack>
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
      <TextField
        type="search"
        label="Event"
        placeholder="An event name, e.g. admin.user.roles"
        value={event}
        onChange={setEvent}
      />
      <DataTable<AuditEntry>
        aria-label="Audit log"
        columns={columns}
        {...table}
        emptyText="No audit entries."
      />
    </>
  );
}
