import { useState } from 'react';
import { Card, DataTable } from '@lcars/ui';
import type { NotificationTemplate } from '@lcars/api/contract';
import { useApiData } from '../account/useApiData';
import * as styles from '../account/account.css';

/** GET notification/list/false/{rand}/1: the `rand` defeats caches (platform.md section 7). */
export function templatesPath(): string {
  return `notification/list/false/${Math.floor(Math.random() * 1_000_000)}/1`;
}

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/**
 * /account/settings/notification and /account/notification/settings: the notification templates and which of
 * them a user may opt out of. The API stores no per-user opt-outs yet, so the screen shows, and does not edit.
 */
export function NotificationSettingsPage() {
  const [path] = useState(templatesPath);
  const templates = useApiData<NotificationTemplate[]>(path);
  const rows = (templates.data ?? []).filter((template) => !template.isDisabled);

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Notification settings</h1>
      <Card title="Notification kinds" subtitle="What the portal may send you and what you may turn off">
        <div className={styles.form}>
          <p className={styles.notice} role="note">
            Opting out is not available yet: templates marked &quot;May opt out&quot; will offer it once the
            server stores your choice.
          </p>
          <DataTable<NotificationTemplate>
            aria-label="Notification kinds"
            rows={rows}
            isLoading={templates.loading}
            getRowId={(template) => template.id}
            paging={false}
            emptyText="No Items Available"
            columns={[
              { key: 'title', header: 'Kind', isRowHeader: true },
              { key: 'narrative', header: 'Description' },
              { key: 'allowUserOptOut', header: 'May opt out', render: (t) => yesNo(t.allowUserOptOut) },
              { key: 'isSystem', header: 'System', render: (t) => yesNo(t.isSystem) },
            ]}
          />
        </div>
      </Card>
    </div>
  );
}
