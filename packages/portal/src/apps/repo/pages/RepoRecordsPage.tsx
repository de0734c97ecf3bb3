import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { HTTPError } from 'ky';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Inline, Stack, TextField } from '@lcars/ui';
import {
  REPO_MESSAGES,
  RepoDataType,
  type Repo,
  type RepoAuditPage,
  type RepoRecord,
} from '@lcars/contract/repo';
import { confirmDialog } from '../../../shell/confirm';
import { useOfflineStore } from '../../../core/stores/offline';
import { toastFailure, type CallOptions } from '../../../core/call';
import { repoApi } from '../api';
import { REPO_BASE } from '../paths';
import { keepRecords, offlineRecords } from '../offline';
import { CLIPBOARD_CLEAR_MS, REVEAL_HIDE_MS, columnsOf, startsEdit, valueOf } from '../recordLogic';
import { RepoEditDialog, type RepoEditRequest } from '../components/RepoEditDialog';
import { RepoHeader, RowIconButton, useRepoClaim } from '../components/shared';
import { toastError, toastSuccess, useLoad } from '../../../kit';
import { ValueCell, type Revealed } from '../components/ValueCell';
import { RepoAttachments } from '../components/RepoAttachments';
import * as styles from '../repo.css';

const PAGE_SIZE = 50;
/** Codes a TOTP field shows one after another before it hides again (about two minutes at 30 s a code). */
const TOTP_ROUNDS = 4;

interface RecordsView {
  repo: Repo;
  records: RepoRecord[];
  total: number;
  /** More records than the server counts (its total is then the cap: "more than 1,000"). */
  totalIsEstimate?: boolean | undefined;
  /** The server's cursor of the next page; null on the last; undefined for the device's copy. */
  nextCursor?: string | null | undefined;
}

/** Where a page starts: its number, and the cursor of the page before it (the server's keyset paging). */
interface PagePlace {
  page: number;
  after: string | undefined;
  /** The cursor of each page before, for Previous. */
  trail: (string | undefined)[];
}

const FIRST_PAGE: PagePlace = { page: 1, after: undefined, trail: [] };

/** Online: the server's page, kept on the device without sensitive values; offline: the device's copy. */
async function loadRecords(
  repoId: number,
  { page, after }: PagePlace,
  filterBy: string,
  offline: boolean,
): Promise<RecordsView | undefined> {
  if (offline) {
    const kept = await offlineRecords(repoId);
    return kept && { repo: kept.repo, records: kept.records, total: kept.records.length };
  }
  const [repo, answer] = await Promise.all([
    repoApi.get(repoId),
    repoApi.entries(repoId, { page, itemsPerPage: PAGE_SIZE, filterBy, after }),
  ]);
  if (!repo || !answer) return undefined;
  if (page === 1 && filterBy === '') void keepRecords(repo, answer.result.records);
  const { records, total, totalIsEstimate, nextCursor } = answer.result;
  return { repo, records, total, totalIsEstimate, nextCursor };
}

/** Writes to the clipboard, and clears it later if it still holds what was written (where the browser allows). */
async function copyToClipboard(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
  } catch {
    return false;
  }
  window.setTimeout(() => {
    void (async () => {
      try {
        const current = await navigator.clipboard.readText().catch(() => value);
        if (current === value) await navigator.clipboard.writeText('');
      } catch {
        // The page lost focus or the permission: the browser keeps the clipboard as it is.
      }
    })();
  }, CLIPBOARD_CLEAR_MS);
  return true;
}

/** 403 or 404: the caller may no longer reach what was asked for. */
const isRefused = (error: unknown): error is HTTPError =>
  error instanceof HTTPError && (error.response.status === 403 || error.response.status === 404);

/**
 * Runs a call of the records page without the usual toast, and tells apart the one failure a reader of a
 * shared repository cannot guess: its owner took the sharing back (or deleted it) while the page was open.
 * Then the repository itself answers 403 or 404 too, and the caller gets 'gone'; any other failure is toasted
 * as every call's is.
 */
async function pageCall<T>(
  repoId: number,
  call: (options: Pick<CallOptions<unknown>, 'toastOnError' | 'error'>) => Promise<T | undefined>,
): Promise<T | 'gone' | undefined> {
  let failure: unknown;
  const answer = await call({ toastOnError: false, error: (error) => (failure = error) });
  if (answer !== undefined || failure === undefined) return answer;
  if (isRefused(failure)) {
    let check: unknown;
    const repo = await repoApi.get(repoId, { toastOnError: false, error: (error) => (check = error) });
    if (!repo && isRefused(check)) return 'gone';
  }
  await toastFailure(failure);
  return undefined;
}

/** What each audited event did, as the audit list says it. */
const AUDIT_VERBS: Record<string, string> = {
  'repo.copy': 'copied',
  'repo.reveal': 'revealed',
  'repo.totp': 'showed the code of',
  'repo.totp.copy': 'copied the code of',
  'repo.export': 'exported',
};

interface UnsavedRecord {
  key: number;
}

/** /repo/sr/:id: a repository's records, the fields as columns. */
export function RepoRecordsPage() {
  const repoId = Number(useParams().id);
  const navigate = useNavigate();
  const offline = useOfflineStore((state) => state.isOffline);
  const [place, setPlace] = useState<PagePlace>(FIRST_PAGE);
  const { page } = place;
  const [filterBy, setFilterBy] = useState('');
  const { data, loading, reload } = useLoad(
    () => loadRecords(repoId, place, filterBy, offline),
    `${String(repoId)}-${String(page)}-${place.after ?? ''}-${filterBy}-${String(offline)}`,
  );
  const canCreate = useRepoClaim('Create');
  const canDelete = useRepoClaim('Delete');
  const [controlMode, setControlMode] = useState<boolean | null>(null);
  const [unsaved, setUnsaved] = useState<UnsavedRecord[]>([]);
  const [editing, setEditing] = useState<{ record: number; field: number } | null>(null);
  const [revealed, setRevealed] = useState<Record<string, Revealed>>({});
  const [editRepo, setEditRepo] = useState<RepoEditRequest | null>(null);
  const [audit, setAudit] = useState<RepoAuditPage | null>(null);
  /** The record whose Attachments section is open below the table. */
  const [attachmentsOf, setAttachmentsOf] = useState<number | null>(null);
  const timers = useRef(new Map<string, number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const repo = data?.repo;
  const canEdit = Boolean(repo?.canEdit) && !offline;
  const control = (controlMode ?? canEdit) && canEdit;
  const fields = repo ? columnsOf(repo) : [];
  const key = (record: number, field: number) => `${String(record)}:${String(field)}`;

  const hide = (cell: string) => {
    window.clearTimeout(timers.current.get(cell));
    timers.current.delete(cell);
    setRevealed(({ [cell]: _gone, ...rest }) => rest);
  };

  /** The repository is no longer shared with the caller: say so and go back to the ones that are. */
  const leave = () => {
    toastError(REPO_MESSAGES.noLongerShared);
    void navigate(`${REPO_BASE}/sr`, { replace: true });
  };

  const reveal = async (record: number, field: number) => {
    const cell = key(record, field);
    setRevealed((current) => ({ ...current, [cell]: { state: 'loading' } }));
    const answer = await pageCall(repoId, (options) =>
      repoApi.reveal(repoId, record, field, 'reveal', options),
    );
    if (answer === 'gone') return leave();
    if (!answer) {
      hide(cell);
      return;
    }
    setRevealed((current) => ({ ...current, [cell]: { state: 'shown', value: answer.result.secValue } }));
    window.clearTimeout(timers.current.get(cell));
    timers.current.set(
      cell,
      window.setTimeout(() => hide(cell), REVEAL_HIDE_MS),
    );
  };

  /**
   * Shows a TOTP field's current code and fetches the next one when it runs out, for TOTP_ROUNDS codes; then the
   * code hides. Each code is one audited call: the secret never comes to the browser.
   */
  const showCode = async (record: number, field: number, round = 1) => {
    const cell = key(record, field);
    if (round === 1) setRevealed((current) => ({ ...current, [cell]: { state: 'loading' } }));
    const answer = await pageCall(repoId, (options) => repoApi.totp(repoId, record, field, 'show', options));
    if (answer === 'gone') return leave();
    if (!answer || answer.result.code === '') {
      hide(cell);
      return;
    }
    const { code, remaining } = answer.result;
    setRevealed((current) => ({
      ...current,
      [cell]: { state: 'code', code, until: Date.now() + remaining * 1000 },
    }));
    window.clearTimeout(timers.current.get(cell));
    timers.current.set(
      cell,
      window.setTimeout(
        () => (round < TOTP_ROUNDS ? void showCode(record, field, round + 1) : hide(cell)),
        remaining * 1000,
      ),
    );
  };

  const copy = async (record: number, field: number) => {
    if (fields.find((candidate) => candidate.id === field)?.dataTypeId === RepoDataType.TOTP) {
      const code = await pageCall(repoId, (options) => repoApi.totp(repoId, record, field, 'copy', options));
      if (code === 'gone') return leave();
      if (code && code.result.code !== '' && (await copyToClipboard(code.result.code)))
        toastSuccess(REPO_MESSAGES.copied);
      return;
    }
    const answer = await pageCall(repoId, (options) =>
      repoApi.reveal(repoId, record, field, 'copy', options),
    );
    if (answer === 'gone') return leave();
    if (!answer) return;
    if (await copyToClipboard(answer.result.secValue)) toastSuccess(REPO_MESSAGES.copied);
  };

  /** Saves one changed value; a first value creates the unsaved record. Then the entries reload. */
  const commit = async (record: number, field: number, value: string): Promise<boolean> => {
    const answer = await pageCall(repoId, (options) =>
      repoApi.updateValue(repoId, record < 0 ? 0 : record, field, value, options),
    );
    if (answer === 'gone') {
      leave();
      return false;
    }
    if (!answer) return false;
    setEditing(null);
    if (record < 0) setUnsaved((current) => current.filter((candidate) => candidate.key !== record));
    hide(key(record, field));
    await reload();
    return true;
  };

  const removeRecord = async (record: number) => {
    if (record < 0) {
      // Never saved: only the local row goes.
      setUnsaved((current) => current.filter((candidate) => candidate.key !== record));
      return;
    }
    if (!(await confirmDialog({ text: 'delete this record' }))) return;
    if (await repoApi.removeEntry(repoId, record)) {
      if (attachmentsOf === record) setAttachmentsOf(null);
      await reload();
    }
  };

  const onCellClick = (event: MouseEvent, record: number, fieldId: number) => {
    const field = fields.find((candidate) => candidate.id === fieldId);
    if (!field || !control || !startsEdit(event.target)) return;
    if (field.isSensitiveInformationField && record > 0) return;
    setEditing({ record, field: fieldId });
  };

  /** A record as people name it: its first plain value, else its number. */
  const labelOf = (record: RepoRecord): string => {
    const plain = fields.find(
      (field) => !field.isSensitiveInformationField && valueOf(record, field.id) !== '',
    );
    return plain ? valueOf(record, plain.id) : `record ${record.id}`;
  };
  // Attachments are the server's: not on the device's copy.
  const actions = control || !offline;

  const rows: { id: number; record: RepoRecord | null }[] = [
    ...unsaved.map((candidate) => ({ id: candidate.key, record: null })),
    ...(data?.records ?? []).map((record) => ({ id: record.id, record })),
  ];
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const lastPage = data?.nextCursor === undefined || data.nextCursor === null ? page >= pageCount : false;

  return (
    <>
      <RepoHeader
        title={repo?.title ?? 'Repository'}
        actions={
          <div className={styles.toolbarGroup}>
            <Link to={`${REPO_BASE}/sr`} className={styles.link}>
              Repositories
            </Link>
            <Button
              variant="secondary"
              aria-pressed={control}
              isDisabled={!canEdit}
              onPress={() => setControlMode(!control)}
            >
              {control ? 'Control mode' : 'View mode'}
            </Button>
            <Button variant="secondary" isDisabled={!canEdit} onPress={() => setEditRepo({ id: repoId })}>
              Edit Repo
            </Button>
            {repo?.isOwner && !offline ? (
              <Button
                variant="secondary"
                onPress={() =>
                  void (audit
                    ? Promise.resolve(setAudit(null))
                    : repoApi.audit(repoId).then((page) => setAudit(page ?? null)))
                }
              >
                {audit ? 'Hide audit' : 'Audit'}
              </Button>
            ) : null}
            <Button
              variant="primary"
              isDisabled={!canEdit || !canCreate || fields.length === 0}
              onPress={() => {
                const next = Math.min(-1, ...unsaved.map((candidate) => candidate.key - 1));
                setUnsaved((current) => [{ key: next }, ...current]);
                setControlMode(true);
              }}
            >
              Add Record
            </Button>
          </div>
        }
      />
      {repo?.description ? <p className={styles.muted}>{repo.description}</p> : null}
      {offline ? (
        <p className={styles.muted}>Offline: sensitive values are not kept on this device.</p>
      ) : null}
      {!offline ? (
        <Inline space="md" alignY="end">
          <TextField
            label="Search"
            type="search"
            value={filterBy}
            onChange={(text) => {
              setFilterBy(text);
              setPlace(FIRST_PAGE);
            }}
          />
        </Inline>
      ) : null}

      {loading && !data ? (
        <p className={styles.muted}>Loading data...</p>
      ) : !repo ? (
        <p className={styles.muted}>The repository could not be loaded.</p>
      ) : (
        <div className={styles.tableFrame}>
          <div className={styles.tableWrap}>
            {/* Explicit roles: in the card layout the table is laid out as blocks, which some browsers take as
              leaving a table, and a screen reader would lose the field name of each value. */}
            <table role="table" className={styles.table} aria-label={`${repo.title} records`}>
              <thead role="rowgroup" className={styles.thead}>
                <tr role="row">
                  {fields.map((field) => (
                    <th key={field.id} role="columnheader" className={styles.th} scope="col">
                      {field.title}
                    </th>
                  ))}
                  {actions ? (
                    <th role="columnheader" className={styles.th} scope="col">
                      <span className={styles.muted}>Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody role="rowgroup" className={styles.tbody}>
                {rows.length === 0 ? (
                  <tr role="row" className={styles.tr}>
                    <td role="cell" className={styles.td} colSpan={fields.length + 1}>
                      <span className={styles.muted}>There are no records yet.</span>
                    </td>
                  </tr>
                ) : null}
                {rows.map(({ id, record }) => (
                  <tr
                    key={id}
                    role="row"
                    className={record ? styles.tr : `${styles.tr} ${styles.unsaved}`}
                    aria-label={record ? undefined : 'Unsaved record'}
                  >
                    {fields.map((field) => {
                      const cell = key(id, field.id);
                      return (
                        <td
                          key={field.id}
                          role="cell"
                          data-label={field.title}
                          className={styles.td}
                          onClick={(event) => onCellClick(event, id, field.id)}
                        >
                          <ValueCell
                            field={field}
                            value={record ? valueOf(record, field.id) : ''}
                            revealed={revealed[cell]}
                            editing={editing?.record === id && editing.field === field.id}
                            canEdit={canEdit}
                            controlMode={control}
                            offline={offline}
                            onReveal={() =>
                              void (field.dataTypeId === RepoDataType.TOTP
                                ? showCode(id, field.id)
                                : reveal(id, field.id))
                            }
                            onHide={() => hide(cell)}
                            onCopy={() => void copy(id, field.id)}
                            onStartEdit={() => setEditing({ record: id, field: field.id })}
                            onCancelEdit={() => setEditing(null)}
                            onCommit={(value) => commit(id, field.id, value)}
                          />
                        </td>
                      );
                    })}
                    {actions ? (
                      <td role="cell" data-label="Actions" className={styles.td}>
                        {record && !offline ? (
                          <RowIconButton
                            label={`Attachments of ${labelOf(record)}`}
                            icon="attach"
                            onPress={() => setAttachmentsOf(attachmentsOf === id ? null : id)}
                          />
                        ) : null}
                        {control ? (
                          <RowIconButton
                            label={record ? 'Delete record' : 'Remove unsaved record'}
                            icon="delete"
                            disabled={record !== null && !canDelete}
                            onPress={() => void removeRecord(id)}
                          />
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {pageCount > 1 || page > 1 ? (
        <Inline space="md" alignY="end">
          <Button
            variant="text"
            isDisabled={page <= 1}
            onPress={() =>
              setPlace({
                page: page - 1,
                after: place.trail[page - 2],
                trail: place.trail.slice(0, page - 2),
              })
            }
          >
            Previous
          </Button>
          <span className={styles.muted}>
            {data?.totalIsEstimate
              ? `Page ${page} of more than ${data.total.toLocaleString('en')} records`
              : `Page ${page} of ${pageCount}`}
          </span>
          <Button
            variant="text"
            isDisabled={data?.nextCursor === null || lastPage}
            onPress={() =>
              // The server's next page follows its cursor; the device's copy pages by number.
              setPlace({
                page: page + 1,
                after: data?.nextCursor ?? undefined,
                trail: [...place.trail.slice(0, page - 1), place.after],
              })
            }
          >
            Next
          </Button>
        </Inline>
      ) : null}

      {(() => {
        const record = data?.records.find((candidate) => candidate.id === attachmentsOf);
        return record && !offline ? (
          <RepoAttachments
            key={record.id}
            repoId={repoId}
            recordId={record.id}
            label={labelOf(record)}
            canDelete={canDelete}
            onClose={() => setAttachmentsOf(null)}
          />
        ) : null;
      })()}

      {audit ? (
        <Stack as="section" aria-label="Audit">
          <h2 className={styles.heading}>Audit</h2>
          {audit.records.length === 0 ? (
            <p className={styles.muted}>Nothing was revealed or copied yet.</p>
          ) : null}
          <ul>
            {audit.records.map((entry) => (
              <li key={entry.id}>
                {entry.createdDate.replace('T', ' ').slice(0, 19)}: {entry.userName}{' '}
                {AUDIT_VERBS[entry.event] ?? 'could not open'}{' '}
                {fields.find((field) => field.id === entry.fieldId)?.title ?? 'a value'} of record{' '}
                {entry.recordId}
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}

      <RepoEditDialog
        request={editRepo}
        onClose={(saved) => {
          setEditRepo(null);
          if (saved) void reload();
        }}
      />
    </>
  );
}
