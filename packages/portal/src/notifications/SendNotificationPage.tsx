import { useState } from 'react';
import { Button, Card, Checkbox, ComboBox, RadioGroup, Select, TextArea, TextField } from '@lcars/ui';
import {
  ADMIN_CLAIM,
  getUserDirectory,
  hasClaim,
  listNotificationTemplates,
  listSystemItems,
  NOTIFICATION_LIMITS,
  sendNotificationToAll,
  sendNotificationToUser,
  type SystemItem,
} from '@lcars/contract';
import { send as sendCall } from '../core/call';
import { useSessionStore } from '../core/stores/session';
import { problemOf } from '../core/problems';
import { NotificationMessage } from './NotificationBody';
import { EMPTY_DRAFT, sendRequestOf, type SendDraft } from './sendRequest';
import { templatesInput } from './NotificationSettingsPage';
import * as accountStyles from '../account/account.css';
import * as styles from './notifications.css';
import { toastSuccess, useLoad } from '../kit';

/** The lookup lists of the form: 6 priorities, 7 severities. */
const PRIORITIES = { params: { type: 6 } };
const SEVERITIES = { params: { type: 7 } };

/** /account/notification/send: to one user, or (Higgs/Boson) to all, from a template or from scratch. */
export function SendNotificationPage() {
  const claims = useSessionStore((state) => state.accountContext?.claims ?? []);
  const isAdmin = hasClaim(claims, ADMIN_CLAIM.type, ADMIN_CLAIM.value);
  const [templatesCall] = useState(templatesInput);
  const users = useLoad(getUserDirectory, {});
  const templates = useLoad(listNotificationTemplates, templatesCall);
  const priorities = useLoad(listSystemItems, PRIORITIES);
  const severities = useLoad(listSystemItems, SEVERITIES);
  const [draft, setDraft] = useState<SendDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (patch: Partial<SendDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
    setError(null);
  };

  const chooseTemplate = (id: number) => {
    const template = templates.data?.find((item) => item.id === id);
    if (!template) {
      change({ notificationTemplateId: 0 });
      return;
    }
    change({
      notificationTemplateId: template.id,
      notificationTitle: template.defaultNotificationTitle,
      message: template.defaultMessageTemplate,
      isPlainText: template.isPlainText,
      priorityId: template.defaultPriorityId,
      severityId: template.defaultSeverityId,
    });
  };

  const validate = (): boolean => {
    const found: Record<string, string> = {};
    if (!draft.toAll && draft.targetUserId === null) found.targetUserId = 'Choose who to send to.';
    if (!draft.notificationTitle.trim()) found.notificationTitle = 'Notification title is required.';
    if (!draft.message.trim()) found.message = 'Message is required.';
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const send = async () => {
    if (!validate()) return;
    setSending(true);
    try {
      const answer = await sendCall(
        draft.toAll ? sendNotificationToAll : sendNotificationToUser,
        { body: sendRequestOf(draft) },
        { context: { toastOnError: false } },
      ).json();
      toastSuccess(
        answer.message || 'Notification sent.',
        `${answer.result.recipients} recipient${answer.result.recipients === 1 ? '' : 's'}`,
      );
      setDraft((current) => ({ ...EMPTY_DRAFT, toAll: current.toAll, targetUserId: current.targetUserId }));
    } catch (failure) {
      const problem = await problemOf(failure);
      setErrors(problem.fields);
      setError(problem.message);
    } finally {
      setSending(false);
    }
  };

  const templateOptions = [
    { id: 0, label: '<None>' },
    ...(templates.data ?? [])
      .filter((template) => !template.isDisabled)
      .map((template) => ({ id: template.id, label: template.title })),
  ];
  const itemOptions = (items: SystemItem[] | undefined) =>
    (items ?? []).map((item) => ({ id: item.id, label: item.title }));

  return (
    <div className={accountStyles.page}>
      <h1 className={accountStyles.pageTitle}>Send a notification</h1>
      <Card title="Notification" subtitle="It arrives in the recipient's notification centre at once">
        <form
          className={accountStyles.form}
          aria-label="Send a notification"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          {isAdmin && (
            <RadioGroup
              label="Send to"
              orientation="horizontal"
              options={[
                { value: 'user', label: 'One user' },
                { value: 'all', label: 'All users' },
              ]}
              value={draft.toAll ? 'all' : 'user'}
              onChange={(value) => change({ toAll: value === 'all' })}
            />
          )}
          <div className={accountStyles.grid}>
            {!draft.toAll && (
              <ComboBox
                label="Recipient"
                isRequired
                options={(users.data?.records ?? []).map((user) => ({
                  id: user.id,
                  label:
                    user.displayName === user.userName
                      ? user.userName
                      : `${user.displayName} (${user.userName})`,
                }))}
                value={draft.targetUserId}
                onChange={(id) => change({ targetUserId: id === null ? null : Number(id) })}
                placeholder="Search by name"
                errorMessage={errors.targetUserId}
              />
            )}
            <Select
              label="Template"
              options={templateOptions}
              value={draft.notificationTemplateId}
              onChange={(id) => chooseTemplate(Number(id))}
              errorMessage={errors.notificationTemplateId}
            />
            <Select
              label="Priority"
              options={itemOptions(priorities.data?.records)}
              value={draft.priorityId}
              onChange={(id) => change({ priorityId: Number(id) })}
            />
            <Select
              label="Severity"
              options={itemOptions(severities.data?.records)}
              value={draft.severityId}
              onChange={(id) => change({ severityId: Number(id) })}
            />
          </div>
          <Checkbox value={draft.sendToSelf} onChange={(sendToSelf) => change({ sendToSelf })}>
            Send a copy to me
          </Checkbox>
          <RadioGroup
            label="Format"
            orientation="horizontal"
            options={[
              { value: 'plain', label: 'Plain text' },
              { value: 'html', label: 'HTML' },
            ]}
            value={draft.isPlainText ? 'plain' : 'html'}
            onChange={(value) => change({ isPlainText: value !== 'html' })}
          />
          <TextField
            label="Title"
            isRequired
            value={draft.notificationTitle}
            onChange={(notificationTitle) => change({ notificationTitle })}
            counter={NOTIFICATION_LIMITS.titleLength}
            errorMessage={errors.notificationTitle}
          />
          <TextArea
            label="Message"
            isRequired
            value={draft.message}
            onChange={(message) => change({ message })}
            description={
              draft.isPlainText ? undefined : 'Formatting only: scripts, styles and images are removed'
            }
            errorMessage={errors.message}
          />
          <section aria-label="Preview" className={accountStyles.form}>
            <strong>Preview</strong>
            <div className={styles.preview}>
              <NotificationMessage message={draft.message} isPlainText={draft.isPlainText} />
            </div>
          </section>
          {error && (
            <p className={accountStyles.error} role="alert">
              {error}
            </p>
          )}
          <div className={accountStyles.actions}>
            <Button type="submit" variant="primary" isPending={sending}>
              Send
            </Button>
            <Button variant="text" onPress={() => change(EMPTY_DRAFT)}>
              Clear
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
