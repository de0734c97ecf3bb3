import { useState } from 'react';
import {
  Button,
  Checkbox,
  DataTable,
  Dialog,
  Stack,
  TextField,
  useConfirm,
  type DataTableColumn,
} from '@lcars/ui';
import {
  type AdminRole,
  type Claim,
  deleteAdminRole,
  getClaimCatalogue,
  listAdminRoles,
  saveAdminRole,
} from '@lcars/contract';
import { call } from '../core/call';
import { toastError, toastSuccess, useLoad } from '../kit';
import { AdminHeader, Notice } from './shared';
import { CancelSave } from '../kit/CancelSave';
import * as styles from './admin.css';

interface RoleDraft {
  id: number;
  name: string;
  description: string;
  isBuiltIn: boolean;
  claims: Claim[];
}

const NEW_ROLE: RoleDraft = { id: 0, name: '', description: '', isBuiltIn: false, claims: [] };
const key = (claim: Claim): string => `${claim.type}/${claim.value}`;

/** /admin/roles: roles with their claims; create, edit, delete (not the built-in ones). */
export function RolesPage() {
  const { data, loading, reload } = useLoad(listAdminRoles, {});
  // The claims the server's apps check (their manifests), offered as the role's checkboxes.
  const { data: catalogue } = useLoad(getClaimCatalogue, {});
  const [draft, setDraft] = useState<RoleDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirm = useConfirm();

  const open = (role: RoleDraft) => {
    setError(null);
    setDraft({ ...role, claims: [...role.claims] });
  };

  const save = async () => {
    if (!draft) return;
    if (!draft.name.trim()) {
      setError('Name is required.');
      return;
    }
    const saved = await call(saveAdminRole, {
      body: {
        id: draft.id,
        name: draft.name.trim(),
        description: draft.description.trim(),
        claims: draft.claims,
      },
    });
    if (!saved) return;
    setDraft(null);
    const message = `Role ${saved.name} saved.`;
    toastSuccess(message);
    setNotice(message);
    await reload();
  };

  const remove = async (role: AdminRole) => {
    if (role.isBuiltIn) {
      toastError('A built-in role cannot be deleted.');
      return;
    }
    if (!(await confirm({ text: `delete the role ${role.name}` }))) return;
    const deleted = await call(deleteAdminRole, { params: { id: role.id } });
    if (!deleted) return;
    const message = `Role ${role.name} deleted.`;
    toastSuccess(message);
    setNotice(message);
    await reload();
  };

  const toggle = (claim: Claim, on: boolean) =>
    setDraft((current) =>
      current
        ? {
            ...current,
            claims: on
              ? [...current.claims, claim]
              : current.claims.filter((other) => key(other) !== key(claim)),
          }
        : current,
    );

  const columns: DataTableColumn<AdminRole>[] = [
    { key: 'name', header: 'Name', isRowHeader: true },
    { key: 'description', header: 'Description', width: '2fr' },
    { key: 'claims', header: 'Claims', width: 90, align: 'end', render: (role) => role.claims.length },
    { key: 'userCount', header: 'Users', width: 80, align: 'end' },
    {
      key: 'isBuiltIn',
      header: 'Built-in',
      width: 100,
      render: (role) => (role.isBuiltIn ? <span className={styles.tag}>Built-in</span> : null),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 200,
      align: 'end',
      render: (role) => (
        <span className={styles.actions}>
          <Button variant="text" aria-label={`Edit role ${role.name}`} onPress={() => open(role)}>
            Edit
          </Button>
          {!role.isBuiltIn && (
            <Button variant="text" aria-label={`Delete role ${role.name}`} onPress={() => void remove(role)}>
              Delete
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <AdminHeader title="Roles" actions={<Button onPress={() => open(NEW_ROLE)}>New role</Button>} />
      <Notice message={notice} />
      <DataTable<AdminRole>
        aria-label="Roles"
        columns={columns}
        rows={data?.records ?? []}
        paging={false}
        isLoading={loading}
        rowHeight={52}
      />
      <Dialog
        title={draft?.id ? `Edit role ${draft.name}` : 'New role'}
        size="lg"
        isOpen={draft !== null}
        onOpenChange={(isOpen) => !isOpen && setDraft(null)}
        actions={<CancelSave onCancel={() => setDraft(null)} onSave={() => void save()} />}
      >
        {draft && (
          <Stack>
            <TextField
              label="Name"
              value={draft.name}
              isReadOnly={draft.isBuiltIn}
              description={draft.isBuiltIn ? 'A built-in role keeps its name.' : undefined}
              onChange={(name) => setDraft({ ...draft, name })}
            />
            <TextField
              label="Description"
              value={draft.description}
              onChange={(description) => setDraft({ ...draft, description })}
            />
            {Object.entries(catalogue ?? {}).map(([type, values]) => (
              <fieldset key={type} className={styles.fieldset}>
                <legend className={styles.legend}>{type}</legend>
                <div className={styles.checkGrid}>
                  {values.map((value: string) => {
                    const claim = { type, value };
                    return (
                      <Checkbox
                        key={value}
                        aria-label={`${type} ${value}`}
                        value={draft.claims.some((other) => key(other) === key(claim))}
                        onChange={(on) => toggle(claim, on)}
                      >
                        {value}
                      </Checkbox>
                    );
                  })}
                </div>
              </fieldset>
            ))}
            <Notice message={error} tone="error" />
          </Stack>
        )}
      </Dialog>
    </>
  );
}
