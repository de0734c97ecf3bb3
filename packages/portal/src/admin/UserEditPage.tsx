import { useState } from 'react';
import { useParams } from 'react-router';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  Form,
  Column,
  Columns,
  IconButton,
  Inline,
  Select,
  Stack,
  TextField,
  rules,
  useConfirm,
  type SelectOption,
} from '@lcars/ui';
import {
  disableAdminUser,
  editAdminUser,
  enableAdminUser,
  getAdminUser,
  getClaimCatalogue,
  listAdminRoles,
  resetAdminUserPassword,
  setAdminUserClaims,
  setAdminUserRoles,
  unlockAdminUser,
  type AdminUser,
  type Claim,
} from '@lcars/contract';
import { call } from '../core/call';
import { useSessionStore } from '../core/stores/session';
import { toastSuccess, useLoad } from '../kit';
import { AdminHeader, Notice, formatDate } from './shared';
import * as styles from './admin.css';

interface DetailsForm extends Record<string, unknown> {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  emailConfirmed: boolean;
}

const sameClaim = (a: Claim, b: Claim): boolean => a.type === b.type && a.value === b.value;

/** /admin/users/:id/edit: details, roles, direct claims, disable/enable and a password reset. */
export function UserEditPage() {
  const { id = '' } = useParams();
  const params = { id };
  const { data: loaded } = useLoad(getAdminUser, { params });
  const { data: roleList } = useLoad(listAdminRoles, {});
  // The latest answer of a change wins over the first load.
  const [changed, setChanged] = useState<AdminUser | null>(null);
  const user = changed && String(changed.id) === id ? changed : loaded;
  const ownId = useSessionStore((state) => state.accountContext?.profile.userId);
  const [notice, setNotice] = useState<string | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const confirm = useConfirm();

  const done = (next: AdminUser | undefined, message: string) => {
    if (!next) return;
    setChanged(next);
    setNotice(message);
    toastSuccess(message);
  };

  if (!user) {
    return (
      <>
        <AdminHeader title="Edit user" />
        <p className={styles.muted}>Loading data...</p>
      </>
    );
  }

  const saveDetails = async (values: DetailsForm) =>
    done(await call(editAdminUser, { params, body: values }), 'User details saved.');

  const toggleRole = async (role: string, member: boolean) => {
    const roles = member ? [...user.roles, role] : user.roles.filter((name) => name !== role);
    done(await call(setAdminUserRoles, { params, body: { roles } }), 'Roles saved.');
  };

  const saveClaims = async (claims: Claim[], message: string) =>
    done(await call(setAdminUserClaims, { params, body: { claims } }), message);

  const setDisabled = async (disabled: boolean) => {
    if (disabled && !(await confirm({ text: `disable ${user.userName}` }))) return;
    done(
      await call(disabled ? disableAdminUser : enableAdminUser, { params }),
      disabled ? 'User disabled.' : 'User enabled.',
    );
  };

  const resetPassword = async () => {
    if (!(await confirm({ text: `reset the password of ${user.userName}` }))) return;
    const result = await call(resetAdminUserPassword, { params, body: {} });
    if (result?.password) setPassword(result.password);
  };

  // Ten wrong passwords lock an account for a while; its owner may not be able to wait (issue 29).
  const unlock = async () => {
    const result = await call(unlockAdminUser, { params });
    if (result) done(result.user, result.message);
  };

  const isSelf = ownId === user.id;

  return (
    <>
      <AdminHeader
        title={`Edit user ${user.userName}`}
        actions={
          user.disabled ? (
            <span className={styles.tagOff}>Disabled</span>
          ) : (
            <span className={styles.tagOn}>Active</span>
          )
        }
      />
      <Notice message={notice} />
      <div className={styles.cardGrid}>
        <Card title="Details" subtitle={`Created ${formatDate(user.createdDate)}`}>
          <Form<DetailsForm>
            key={`${user.id}:${user.modifiedDate}`}
            aria-label="User details"
            defaultValues={{
              userName: user.userName,
              email: user.email,
              firstName: user.firstName,
              lastName: user.lastName,
              emailConfirmed: user.emailConfirmed,
            }}
            onSubmit={saveDetails}
          >
            <TextField name="userName" label="User name" rules={[rules.required, rules.maxLength(256)]} />
            <TextField name="email" label="E-mail" type="email" rules={[rules.required, rules.email]} />
            <Stack>
              <TextField name="firstName" label="First name" rules={[rules.maxLength(100)]} />
              <TextField name="lastName" label="Last name" rules={[rules.maxLength(100)]} />
            </Stack>
            <Checkbox name="emailConfirmed">E-mail confirmed</Checkbox>
            <div className={styles.actions}>
              <Button type="submit">Save details</Button>
            </div>
          </Form>
        </Card>

        <Card title="Roles">
          {roleList ? (
            <div className={styles.checkGrid} role="group" aria-label="Roles">
              {roleList.records.map((role) => (
                <Checkbox
                  key={role.id}
                  value={user.roles.includes(role.name)}
                  onChange={(member) => void toggleRole(role.name, member)}
                  description={role.description || undefined}
                >
                  {role.name}
                </Checkbox>
              ))}
            </div>
          ) : (
            <p className={styles.muted}>Loading data...</p>
          )}
        </Card>

        <Card title="Direct claims" subtitle="Claims of this user besides those of their roles.">
          <ClaimsEditor
            claims={user.claims}
            onChange={(claims, message) => void saveClaims(claims, message)}
          />
        </Card>

        <Card title="Account">
          <Stack>
            <p className={styles.muted}>
              {user.disabled
                ? 'This user is disabled and cannot sign in.'
                : 'A disabled user cannot sign in; their sessions end at once.'}
            </p>
            <div className={styles.actions}>
              {user.disabled ? (
                <Button onPress={() => void setDisabled(false)}>Enable user</Button>
              ) : (
                <Button variant="secondary" isDisabled={isSelf} onPress={() => void setDisabled(true)}>
                  Disable user
                </Button>
              )}
              <Button variant="secondary" onPress={() => void resetPassword()}>
                Reset password
              </Button>
              <Button variant="secondary" onPress={() => void unlock()}>
                Unlock sign-in
              </Button>
            </div>
            <p className={styles.muted}>
              After ten wrong passwords an account is locked for a while. Unlock sign-in lets it sign in again
              at once.
            </p>
            {isSelf ? <p className={styles.muted}>You cannot disable your own account.</p> : null}
          </Stack>
        </Card>
      </div>

      <Dialog
        title="New password"
        role="alertdialog"
        size="sm"
        isOpen={password !== null}
        isDismissable={false}
        onOpenChange={(open) => !open && setPassword(null)}
        actions={<Button onPress={() => setPassword(null)}>Done</Button>}
      >
        <Stack>
          <p className={styles.muted}>
            The new password of {user.userName} is shown only this once. Pass it on safely.
          </p>
          <output className={styles.secret} aria-label="New password">
            {password}
          </output>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onPress={() => void navigator.clipboard?.writeText(password ?? '').catch(() => undefined)}
            >
              Copy
            </Button>
          </div>
        </Stack>
      </Dialog>
    </>
  );
}

/** The type/value pairs of a user or a role, with add and remove. */
export function ClaimsEditor({
  claims,
  onChange,
}: {
  claims: readonly Claim[];
  onChange: (claims: Claim[], message: string) => void;
}) {
  const [type, setType] = useState<SelectOption['id'] | null>(null);
  const [value, setValue] = useState<SelectOption['id'] | null>(null);
  // The claims the server's apps check (their manifests), by claim type.
  const { data: catalogue } = useLoad(getClaimCatalogue, {});
  const values = type === null ? [] : (catalogue?.[String(type)] ?? []);
  const candidate: Claim | null =
    type !== null && value !== null ? { type: String(type), value: String(value) } : null;
  const exists = candidate !== null && claims.some((claim) => sameClaim(claim, candidate));

  return (
    <Stack>
      {claims.length === 0 ? (
        <p className={styles.muted}>No direct claims.</p>
      ) : (
        <Stack as="ul" aria-label="Claims">
          {claims.map((claim) => (
            <Columns key={`${claim.type}/${claim.value}`} alignY="center">
              <Column>
                {claim.type} / {claim.value}
              </Column>
              <Column width="content">
                <IconButton
                  label={`Remove claim ${claim.type} ${claim.value}`}
                  onPress={() =>
                    onChange(
                      claims.filter((other) => !sameClaim(other, claim)),
                      `Claim ${claim.type}/${claim.value} removed.`,
                    )
                  }
                >
                  ✕
                </IconButton>
              </Column>
            </Columns>
          ))}
        </Stack>
      )}
      <Stack>
        <Select
          label="Claim type"
          options={Object.keys(catalogue ?? {}).map((name) => ({ id: name, label: name }))}
          value={type}
          onChange={(next) => {
            setType(next);
            setValue(null);
          }}
        />
        <Select
          label="Claim value"
          options={values.map((name) => ({ id: name, label: name }))}
          value={value}
          onChange={setValue}
          isDisabled={type === null}
        />
      </Stack>
      <Inline>
        <Button
          variant="secondary"
          isDisabled={!candidate || exists}
          onPress={() => {
            if (!candidate) return;
            onChange([...claims, candidate], `Claim ${candidate.type}/${candidate.value} added.`);
            setValue(null);
          }}
        >
          Add claim
        </Button>
      </Inline>
    </Stack>
  );
}
