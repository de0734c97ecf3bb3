import { useState } from 'react';
import { Button, Card, DataTable, Switch } from '@lcars/ui';
import {
  getNotificationPreferences,
  saveNotificationPreferences,
  type NotificationPreference,
} from '@lcars/contract';
import { call } from '../core/call';
import * as styles from '../account/account.css';
import { optOutsOf, preferenceChanges, PREFERENCES_SAVED, type OptOuts } from './preferences';
import { toastSuccess, useLoad } from '../kit';

/** The input of the enabled templates' list: the `rand` defeats caches. */
export function templatesInput() {
  const rand = String(Math.floor(Math.random() * 1_000_000));
  return { params: { includeDisabled: 'false', rand, version: '1' } } as const;
}

/**
 * /account/settings/notification and /account/notification/settings: the notification templates and, for
 * those that allow it, a switch to stop receiving them (GET/POST notification/preferences).
 */
export function NotificationSettingsPage() {
  const preferences = useLoad(getNotificationPreferences, {});
  const rows = preferences.data ?? [];
  const [optOuts, setOptOuts] = useState<OptOuts>({});
  const [saving, setSaving] = useState(false);
  const changes = preferenceChanges(rows, optOuts);

  const save = async () => {
    setSaving(true);
    const saved = await call(saveNotificationPreferences, { body: changes });
    setSaving(false);
    if (saved === undefined) return;
    preferences.setData(saved);
    setOptOuts(optOutsOf(saved));
    toastSuccess(PREFERENCES_SAVED);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Notification settings</h1>
      <Card title="Notification kinds" subtitle="What the portal may send you and what you may turn off">
        <div className={styles.form}>
          <DataTable<NotificationPreference>
            aria-label="Notification kinds"
            rows={rows}
            isLoading={preferences.loading}
            getRowId={(preference) => preference.notificationTemplateId}
            paging={false}
            emptyText="No Items Available"
            columns={[
              { key: 'title', header: 'Kind', isRowHeader: true },
              { key: 'narrative', header: 'Description' },
              {
                key: 'optedOut',
                header: 'Receive',
                render: (p) =>
                  p.allowUserOptOut ? (
                    <Switch
                      aria-label={`Receive ${p.title}`}
                      value={!(optOuts[p.notificationTemplateId] ?? p.optedOut)}
                      onChange={(receive) =>
                        setOptOuts((current) => ({ ...current, [p.notificationTemplateId]: !receive }))
                      }
                    >
                      {(optOuts[p.notificationTemplateId] ?? p.optedOut) ? 'Off' : 'On'}
                    </Switch>
                  ) : (
                    'Always sent'
                  ),
              },
            ]}
          />
          <div className={styles.actions}>
            <Button
              variant="primary"
              isPending={saving}
              isDisabled={changes.length === 0}
              onPress={() => void save()}
            >
              Save
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
