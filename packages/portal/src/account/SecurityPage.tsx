import { useState } from 'react';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  Form,
  Inline,
  NumberField,
  TextField,
  rules,
} from '@lcars/ui';
import {
  changeAccountPassword,
  createPersonalAccessToken,
  getFileUsage,
  listPersonalAccessTokens,
  revokePersonalAccessToken,
} from '@lcars/contract';
import type { ChangePasswordRequest, PersonalAccessToken, PersonalAccessTokenCreated } from '@lcars/contract';
import { useSessionStore } from '../core/stores/session';
import { tokenStorage } from '../core/storage';
import { problemOf } from '../core/problems';
import { NewPasswordFields } from './NewPasswordFields';
import { FormEnd } from './FormEnd';
import * as styles from './account.css';
import { confirmDialog } from '../shell/confirm';
import { toastInfo, toastSuccess, toastWarning, useLoad } from '../kit';
import { call, send } from '../core/call';

/** /account/manage/security: password, signing out, personal access tokens. */
export function SecurityPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Security</h1>
      <ChangePassword />
      <Sessions />
      <AccessTokens />
      <StoredFiles />
    </div>
  );
}

type PasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirm: string;
};

function ChangePassword() {
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: PasswordValues) => {
    setPending(true);
    setError(null);
    try {
      const body: ChangePasswordRequest = values;
      const answer = await send(changeAccountPassword, { body }, { context: { toastOnError: false } }).json();
      // Older tokens stop working: this browser continues with the new one.
      const token = answer.result?.jwtToken;
      if (token) {
        tokenStorage.write(token, useSessionStore.getState().rememberMe);
        useSessionStore.setState({ token });
      }
      toastSuccess(answer.message ?? 'Your password has been changed.');
      setFormKey((key) => key + 1);
    } catch (failure) {
      const problem = await problemOf(failure);
      setError(problem.fields.currentPassword ?? problem.fields.newPassword ?? problem.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title="Change password" subtitle="Every other session ends; this one continues">
      <Form<PasswordValues>
        key={formKey}
        aria-label="Change password"
        onSubmit={submit}
        onValuesChange={(values) => setNewPassword(values.newPassword ?? '')}
      >
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          isRequired
          rules={[rules.required]}
        />
        <NewPasswordFields
          name="newPassword"
          label="New password"
          confirmLabel="Confirm new password"
          password={newPassword}
        />
        <FormEnd label="Change password" pending={pending} error={error} />
      </Form>
    </Card>
  );
}

function Sessions() {
  const signOut = useSessionStore((state) => state.signOut);
  const loggingOut = useSessionStore((state) => state.loggingOut);
  return (
    <Card
      title="Sessions"
      subtitle="Signing out revokes this browser's refresh token and every token rotated from it"
    >
      <div className={styles.form}>
        <p className={styles.muted}>
          Signing out everywhere ends the sessions of every browser and device, this one included. Personal
          access tokens keep working: revoke them below.
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" isPending={loggingOut} onPress={() => void signOut()}>
            Sign out of this browser
          </Button>
          <Button
            variant="secondary"
            isPending={loggingOut}
            onPress={() =>
              void confirmDialog({ text: 'sign out of every browser and device' }).then(
                (confirmed) => confirmed && signOut({ everywhere: true }),
              )
            }
          >
            Sign out everywhere
          </Button>
        </div>
      </div>
    </Card>
  );
}

type TokenValues = {
  name: string;
  expiresInDays: number | null;
};

const formatDate = (value: string | null): string =>
  value ? new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—';

function AccessTokens() {
  const tokens = useLoad(listPersonalAccessTokens, {});
  const [created, setCreated] = useState<PersonalAccessTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<PersonalAccessToken | null>(null);
  const [pending, setPending] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const create = async (values: TokenValues) => {
    setPending(true);
    const answer = await call(createPersonalAccessToken, {
      body: {
        name: values.name.trim(),
        ...(values.expiresInDays ? { expiresInDays: values.expiresInDays } : {}),
      },
    });
    setPending(false);
    if (answer) {
      setCreated(answer);
      setFormKey((key) => key + 1);
      await tokens.reload();
    }
  };

  const revoke = async (token: PersonalAccessToken) => {
    const answer = await call(revokePersonalAccessToken, { params: { id: token.id } });
    if (answer?.success) {
      toastSuccess(`Token ${token.name} revoked.`);
      if (created?.id === token.id) setCreated(null);
      await tokens.reload();
    }
  };

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toastInfo('Token copied to the clipboard.');
    } catch {
      toastWarning('Copying failed: select the token and copy it yourself.');
    }
  };

  return (
    <Card title="Personal access tokens" subtitle="For scripts and the lcars command line; they act as you">
      <div className={styles.form}>
        {created && (
          <div className={styles.form} role="status">
            <p className={styles.notice}>
              Copy the token {created.name} now: it is shown this once and cannot be seen again.
            </p>
            <code className={styles.tokenValue} aria-label="New token">
              {created.token}
            </code>
            <Inline>
              <Button variant="secondary" onPress={() => void copy(created.token)}>
                Copy token
              </Button>
              <Button variant="text" onPress={() => setCreated(null)}>
                Done
              </Button>
            </Inline>
          </div>
        )}
        <DataTable<PersonalAccessToken>
          aria-label="Personal access tokens"
          rows={tokens.data ?? []}
          isLoading={tokens.loading}
          getRowId={(token) => token.id}
          emptyText="No personal access tokens."
          paging={false}
          columns={[
            { key: 'name', header: 'Name', isRowHeader: true },
            { key: 'tokenPrefix', header: 'Starts with', render: (token) => `${token.tokenPrefix}…` },
            { key: 'createdDate', header: 'Created', render: (token) => formatDate(token.createdDate) },
            { key: 'expiresDate', header: 'Expires', render: (token) => formatDate(token.expiresDate) },
            { key: 'lastUsedDate', header: 'Last used', render: (token) => formatDate(token.lastUsedDate) },
            {
              key: 'revoke',
              header: 'Revoke',
              align: 'end',
              render: (token) => (
                <Button variant="text" onPress={() => setRevoking(token)} aria-label={`Revoke ${token.name}`}>
                  Revoke
                </Button>
              ),
            },
          ]}
        />
        <Form<TokenValues> key={formKey} aria-label="New personal access token" onSubmit={create}>
          <div className={styles.grid}>
            <TextField
              label="Token name"
              name="name"
              isRequired
              rules={[rules.required, rules.maxLength(100)]}
            />
            <NumberField
              label="Expires after (days)"
              name="expiresInDays"
              minValue={1}
              maxValue={3650}
              description="Empty: never expires"
            />
          </div>
          <FormEnd label="Create token" pending={pending} />
        </Form>
      </div>
      <ConfirmDialog
        isOpen={revoking !== null}
        text={revoking ? `revoke the token ${revoking.name}` : undefined}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
      />
    </Card>
  );
}

const megabytes = (bytes: number): string =>
  `${(bytes / 1048576).toLocaleString(undefined, { maximumFractionDigits: bytes < 10 * 1048576 ? 1 : 0 })} MB`;

/** The user's stored files (scans, images, office files the apps keep) against the quota. */
function StoredFiles() {
  const usage = useLoad(getFileUsage, {});
  const data = usage.data;
  return (
    <Card title="Stored files" subtitle="Scans, pictures and documents the apps keep for you">
      <div className={styles.form}>
        {data === undefined ? (
          <p className={styles.muted}>
            {usage.loading ? 'Loading…' : 'Your stored files could not be loaded.'}
          </p>
        ) : (
          <>
            <p>
              {data.files === 1 ? '1 file' : `${data.files} files`}: {megabytes(data.bytes)} of your{' '}
              {megabytes(data.quotaBytes)}.
            </p>
            <meter
              className={styles.storageMeter}
              aria-label="Stored files against your quota"
              min={0}
              max={data.quotaBytes}
              high={data.quotaBytes * 0.9}
              value={data.bytes}
            />
          </>
        )}
      </div>
    </Card>
  );
}
