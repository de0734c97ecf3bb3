import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Column,
  Columns,
  Dialog,
  Inline,
  NumberField,
  Select,
  Stack,
  TextArea,
  TextField,
} from '@lcars/ui';
import {
  NEW_REPO_TITLE,
  REPO_DATA_TYPES,
  REPO_MAX_LENGTH,
  REPO_MAX_PRECISION,
  REPO_MESSAGES,
  RepoDataType,
  precisionPreview,
  type Repo,
  type RepoField,
  type RepoLookups,
} from '@lcars/contract/repo';
import { repoApi } from '../api';
import { columnsOf, isNumeric, moveField, newField } from '../recordLogic';
import { RowIconButton, useUserId } from './shared';
import { toastSuccess, toastWarning } from '../../../kit';
import { useSaving } from '../../../kit/useSaving';
import { CancelSave } from '../../../kit/CancelSave';
import * as styles from '../repo.css';

export interface RepoEditRequest {
  /** 0 adds a repository. */
  id: number;
}

const blankRepo = (): Repo => ({
  id: 0,
  title: NEW_REPO_TITLE,
  description: '',
  repoEnabled: true,
  repoFields: [],
  sharedUsers: [],
  shareUsersCanEdit: false,
  shareUsersCanEditUsers: false,
  createdDate: '',
  createdById: null,
  modifiedDate: '',
  modifiedById: null,
  recs: 0,
  isOwner: true,
  canEdit: true,
  canEditUsers: true,
});

/** What is wrong with the draft, by where it shows: 'title' or 'field-<id>'. */
function problemsOf(repo: Repo): Record<string, string> {
  const problems: Record<string, string> = {};
  if (repo.title.trim() === '') problems.title = 'Title is required.';
  for (const field of repo.repoFields) {
    if (field.title.trim() === '') problems[`field-${String(field.id)}`] = 'Title is required.';
  }
  return problems;
}

/** The numeric precision preview: the digits allowed, within the 38 a numeric field can hold at most. */
function PrecisionPreview({ precision }: { precision: number }) {
  const { allowed, rest } = precisionPreview(precision);
  return (
    <p
      className={styles.preview}
      aria-label={`Precision preview: ${String(allowed.length)} of ${String(REPO_MAX_PRECISION)} digits`}
    >
      {allowed}
      <span className={styles.previewRest}>{rest}</span>
    </p>
  );
}

function FieldEditor({
  field,
  error,
  onChange,
}: {
  field: RepoField;
  error: string | undefined;
  onChange: (field: RepoField) => void;
}) {
  const numeric = isNumeric(field.dataTypeId);
  return (
    <Stack>
      <div className={styles.formGrid}>
        <TextField
          label="Field title"
          value={field.title}
          autoFocus
          isRequired
          errorMessage={error}
          onChange={(title) => onChange({ ...field, title })}
        />
        <Select
          label="Data type"
          options={REPO_DATA_TYPES.map((type) => ({ id: type.id, label: type.title }))}
          value={field.dataTypeId}
          onChange={(id) => {
            const dataTypeId = Number(id ?? RepoDataType.Nvarchar);
            onChange({
              ...field,
              dataTypeId,
              dataType: REPO_DATA_TYPES.find((type) => type.id === dataTypeId)?.title ?? '',
              // A TOTP secret is always sensitive (the server says so too).
              isSensitiveInformationField:
                dataTypeId === RepoDataType.TOTP || field.isSensitiveInformationField,
            });
          }}
        />
        {field.dataTypeId === RepoDataType.Nvarchar ? (
          <NumberField
            label="Length"
            minValue={1}
            maxValue={REPO_MAX_LENGTH}
            value={field.maxCharacterLength}
            placeholder="4000"
            onChange={(maxCharacterLength) => onChange({ ...field, maxCharacterLength })}
          />
        ) : null}
        {numeric && field.dataTypeId !== RepoDataType.Money && field.dataTypeId !== RepoDataType.Float ? (
          <NumberField
            label="Precision"
            minValue={1}
            maxValue={REPO_MAX_PRECISION}
            value={field.numericPrecision}
            placeholder="18"
            onChange={(numericPrecision) => onChange({ ...field, numericPrecision })}
          />
        ) : null}
      </div>
      {numeric && field.dataTypeId === RepoDataType.Decimal ? (
        <PrecisionPreview precision={field.numericPrecision ?? 18} />
      ) : null}
      <TextField
        label="Description"
        value={field.description}
        onChange={(description) => onChange({ ...field, description })}
      />
      <Inline space="md" alignY="end">
        <Checkbox
          value={field.isSensitiveInformationField || field.dataTypeId === RepoDataType.TOTP}
          isDisabled={field.dataTypeId === RepoDataType.TOTP}
          onChange={(isSensitiveInformationField) => onChange({ ...field, isSensitiveInformationField })}
        >
          Sensitive (encrypted, masked, revealed on demand)
        </Checkbox>
        <Checkbox value={field.alwaysEdit} onChange={(alwaysEdit) => onChange({ ...field, alwaysEdit })}>
          Always edit
        </Checkbox>
      </Inline>
    </Stack>
  );
}

/**
 * The repo edit dialog: title, description, enabled, sharing with users and the
 * two flags, and the fields (add at the next order with the editor open, reorder, type, length, precision,
 * sensitive, always-edit). No repo says 'There was no repo selected for edit. Nothing to save.', an invalid
 * one 'Fix the indicated issues before saving.'.
 */
export function RepoEditDialog({
  request,
  onClose,
}: {
  request: RepoEditRequest | null;
  onClose: (saved?: Repo) => void;
}) {
  const userId = useUserId();
  const [repo, setRepo] = useState<Repo | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [lookups, setLookups] = useState<RepoLookups['lists'] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const saving = useSaving();

  const [shown, setShown] = useState<RepoEditRequest | null>(null);
  if (shown !== request) {
    setShown(request);
    setRepo(null);
    setLoaded(false);
    setOpen(null);
    setShowProblems(false);
  }

  useEffect(() => {
    if (!request) return;
    let live = true;
    void Promise.all([
      request.id > 0 ? repoApi.get(request.id) : Promise.resolve(blankRepo()),
      repoApi.lookups(),
    ]).then(([found, md]) => {
      if (!live) return;
      setRepo(found ?? null);
      setLookups(md?.lists ?? null);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [request]);

  const problems = repo ? problemsOf(repo) : {};
  const fields = repo ? columnsOf(repo) : [];
  const update = (change: Partial<Repo>) =>
    setRepo((current) => (current ? { ...current, ...change } : current));
  const updateField = (field: RepoField) =>
    update({ repoFields: fields.map((candidate) => (candidate.id === field.id ? field : candidate)) });

  const save = async () => {
    if (saving.busy()) return;
    if (!repo) {
      toastWarning(REPO_MESSAGES.noSelection);
      return;
    }
    if (Object.keys(problems).length > 0) {
      setShowProblems(true);
      toastWarning(REPO_MESSAGES.invalid);
      return;
    }
    const answer = await saving.run(() =>
      repoApi.save({
        id: repo.id,
        title: repo.title,
        description: repo.description,
        repoEnabled: repo.repoEnabled,
        sharedUsers: repo.sharedUsers,
        shareUsersCanEdit: repo.shareUsersCanEdit,
        shareUsersCanEditUsers: repo.shareUsersCanEditUsers,
        repoFields: fields.map((field, order) => ({
          id: field.id,
          title: field.title,
          description: field.description,
          dataTypeId: field.dataTypeId,
          order,
          maxCharacterLength: field.dataTypeId === RepoDataType.Nvarchar ? field.maxCharacterLength : null,
          numericPrecision: isNumeric(field.dataTypeId) ? field.numericPrecision : null,
          alwaysEdit: field.alwaysEdit,
          isSensitiveInformationField: field.isSensitiveInformationField,
        })),
      }),
    );
    if (!answer) return;
    toastSuccess(answer.message ?? REPO_MESSAGES.saved(answer.result.title));
    onClose(answer.result);
  };

  const users = (lookups?.users.records ?? []).filter(
    (user) => user.id !== userId && user.id !== repo?.createdById,
  );

  return (
    <Dialog
      title={repo?.id ? `Edit repository ${repo.title}` : 'Add Repo'}
      size="lg"
      isOpen={request !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {!loaded ? (
        <p className={styles.muted}>Loading data...</p>
      ) : !repo ? (
        <Stack>
          <p className={styles.muted}>The repository could not be loaded.</p>
          <div className={styles.formActions}>
            <CancelSave onCancel={() => onClose()} onSave={() => void save()} />
          </div>
        </Stack>
      ) : (
        <Stack
          as="form"
          aria-label="Repository"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className={styles.formGrid}>
            <TextField
              label="Title"
              value={repo.title}
              isRequired
              errorMessage={showProblems ? problems.title : undefined}
              onChange={(title) => update({ title })}
            />
            <Checkbox value={repo.repoEnabled} onChange={(repoEnabled) => update({ repoEnabled })}>
              Enabled
            </Checkbox>
          </div>
          <TextArea
            label="Description"
            rows={2}
            value={repo.description}
            onChange={(description) => update({ description })}
          />

          <fieldset className={styles.sharing} disabled={!repo.canEditUsers}>
            <legend>Sharing</legend>
            <div className={styles.userChecks} role="group" aria-label="Shared with">
              {users.map((user) => (
                <Checkbox
                  key={user.id}
                  isDisabled={!repo.canEditUsers}
                  value={repo.sharedUsers.includes(user.id)}
                  onChange={(checked) =>
                    update({
                      sharedUsers: checked
                        ? [...repo.sharedUsers, user.id]
                        : repo.sharedUsers.filter((shared) => shared !== user.id),
                    })
                  }
                >
                  {user.title}
                </Checkbox>
              ))}
            </div>
            <Inline space="md" alignY="end">
              <Checkbox
                isDisabled={!repo.isOwner}
                value={repo.shareUsersCanEdit}
                onChange={(shareUsersCanEdit) => update({ shareUsersCanEdit })}
              >
                Shared users can edit
              </Checkbox>
              <Checkbox
                isDisabled={!repo.isOwner}
                value={repo.shareUsersCanEditUsers}
                onChange={(shareUsersCanEditUsers) => update({ shareUsersCanEditUsers })}
              >
                Shared users can edit users
              </Checkbox>
            </Inline>
          </fieldset>

          <Stack>
            <Columns alignY="end">
              <Column>
                <h3>Fields</h3>
              </Column>
              <Column width="content">
                <Button
                  variant="secondary"
                  onPress={() => {
                    const added = newField(fields, repo.id);
                    update({ repoFields: [...fields, added] });
                    setOpen(added.id);
                  }}
                >
                  Add field
                </Button>
              </Column>
            </Columns>
            {fields.length === 0 ? <p className={styles.muted}>No fields yet.</p> : null}
            <ol className={styles.fieldList} aria-label="Fields">
              {fields.map((field, index) => {
                const error = problems[`field-${String(field.id)}`];
                const name = field.title || 'Untitled field';
                return (
                  <li key={field.id} className={styles.fieldItem} aria-label={name}>
                    <Columns space="sm" alignY="center">
                      <Column>
                        <strong>
                          {field.title || 'Untitled field'}{' '}
                          <span className={styles.tag}>{field.dataType}</span>{' '}
                          {field.isSensitiveInformationField ? (
                            <span className={styles.tag}>Sensitive</span>
                          ) : null}
                        </strong>
                      </Column>
                      <Column width="content">
                        <Inline space="sm">
                          <RowIconButton
                            label={`Move ${name} up`}
                            icon="up"
                            disabled={index === 0}
                            onPress={() => update({ repoFields: moveField(fields, field.id, -1) })}
                          />
                          <RowIconButton
                            label={`Move ${name} down`}
                            icon="down"
                            disabled={index === fields.length - 1}
                            onPress={() => update({ repoFields: moveField(fields, field.id, 1) })}
                          />
                          <RowIconButton
                            label={`Edit field ${name}`}
                            icon="edit"
                            onPress={() => setOpen(open === field.id ? null : field.id)}
                          />
                          <RowIconButton
                            label={`Remove field ${name}`}
                            icon="delete"
                            onPress={() =>
                              update({ repoFields: fields.filter((candidate) => candidate.id !== field.id) })
                            }
                          />
                        </Inline>
                      </Column>
                    </Columns>
                    {open === field.id || (showProblems && error) ? (
                      <FieldEditor
                        field={field}
                        error={showProblems ? error : undefined}
                        onChange={updateField}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </Stack>

          <div className={styles.formActions}>
            <CancelSave onCancel={() => onClose()} isDisabled={saving.isSaving || !repo.canEdit} />
          </div>
        </Stack>
      )}
    </Dialog>
  );
}
