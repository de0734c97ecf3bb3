// The records screen's rules, kept pure for unit tests.
import {
  MASKED_VALUE,
  NEW_FIELD_TITLE,
  NUMERIC_DATA_TYPES,
  RepoDataType,
  type Repo,
  type RepoField,
  type RepoRecord,
} from '@lcars/contract/repo';

/** A revealed value hides again after this long. */
export const REVEAL_HIDE_MS = 20_000;
/** The clipboard is cleared this long after a copy, where the browser allows it. */
export const CLIPBOARD_CLEAR_MS = 30_000;

/** The fields as table columns: in their order. */
export function columnsOf(repo: Pick<Repo, 'repoFields'>): RepoField[] {
  return [...repo.repoFields].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** A record's value of a field as the list shows it ('' when it has none). */
export function valueOf(record: Pick<RepoRecord, 'recValues'>, fieldId: number): string {
  return record.recValues.find((value) => value.fieldId === fieldId)?.secValue ?? '';
}

export function isMasked(value: string): boolean {
  return value === MASKED_VALUE;
}

/**
 * Whether an edit must be sent: only a changed value is (an unchanged value sends
 * nothing).
 */
export function changedValue(original: string, edited: string): string | null {
  return edited === original ? null : edited;
}

/** A click that lands on an icon or a button inside a row does not start an edit. */
export function startsEdit(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  return target.closest('button, svg, [role="button"], a, input, textarea, select') === null;
}

/** A new field of the edit dialog: the next negative temporary id and the next order. */
export function newField(fields: readonly RepoField[], repoId: number): RepoField {
  const lowest = Math.min(0, ...fields.map((field) => field.id));
  const order = fields.length === 0 ? 0 : Math.max(...fields.map((field) => field.order)) + 1;
  return {
    id: lowest - 1,
    repoId,
    title: NEW_FIELD_TITLE,
    description: '',
    dataTypeId: RepoDataType.Nvarchar,
    dataType: 'Nvarchar',
    order,
    maxCharacterLength: null,
    numericPrecision: null,
    alwaysEdit: false,
    isSensitiveInformationField: false,
    isUserDefined: true,
  };
}

/** Moves a field up (-1) or down (+1) and numbers the orders again from 0. */
export function moveField(fields: readonly RepoField[], fieldId: number, by: -1 | 1): RepoField[] {
  const ordered = columnsOf({ repoFields: [...fields] });
  const from = ordered.findIndex((field) => field.id === fieldId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ordered.length) return ordered;
  const moved = [...ordered];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved.map((field, order) => ({ ...field, order }));
}

export const isNumeric = (dataTypeId: number): boolean => NUMERIC_DATA_TYPES.has(dataTypeId);

/** What a record keeps on the device for offline reading: sensitive values are left out altogether. */
export function offlineCopy(records: readonly RepoRecord[], fields: readonly RepoField[]): RepoRecord[] {
  const sensitive = new Set(
    fields.filter((field) => field.isSensitiveInformationField).map((field) => field.id),
  );
  return records.map((record) => ({
    ...record,
    recValues: record.recValues.filter((value) => !sensitive.has(value.fieldId)),
  }));
}

/** What tells a kept repository from a changed one: its id, last change and record count. */
export const repoStamp = (repo: Pick<Repo, 'id' | 'modifiedDate' | 'recs'>): string =>
  `${String(repo.id)}@${repo.modifiedDate}#${String(repo.recs)}`;

/** Whether the device's copy matches the server's list (the same repositories, unchanged, as many records). */
export function sameRepos(kept: readonly Repo[], server: readonly Repo[]): boolean {
  const stamps = (repos: readonly Repo[]) => repos.map(repoStamp).sort().join(',');
  return stamps(kept) === stamps(server);
}
