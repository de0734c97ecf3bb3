// The secure repository API through the portal's call wrapper, on the contract's endpoint
// descriptors (their response schemas type the answers): failures toast and resolve
// undefined, so callers never need a catch.
import { HTTPError } from 'ky';
import type { ImportReport, Problem, ResponseOf } from '@lcars/contract';
import {
  deleteEntry,
  deleteRepo,
  getRepo,
  listRepos,
  REPO_PASSPHRASE_HEADER,
  repoAudit,
  repoAttachmentDelete,
  repoAttachmentDownload,
  repoAttachments,
  repoAttachmentUpload,
  repoEntries,
  repoExport,
  repoImport,
  repoLookups,
  revealValue,
  saveRepo,
  searchRepos,
  repoHealth,
  totpCode,
  updateEntry,
  type RepoEntriesQuery,
  type RepoExportRequest,
  type RepoFolderMode,
  type RepoImportFormat,
  type RepoSave,
} from '@lcars/contract/repo';
import { call, send, type CallOptions } from '../../core/call';
import { saveFile } from '../../kit/download';
import { GENERIC_API_ERROR } from '../../core/apiErrors';

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

/** What a refused call said, in words for the dialog (its first field's message, else its detail). */
async function problemText(error: unknown): Promise<string> {
  if (!(error instanceof HTTPError)) return GENERIC_API_ERROR;
  try {
    const body = (await error.response.clone().json()) as Partial<Problem>;
    return body.errors?.[0]?.message ?? body.detail ?? body.title ?? GENERIC_API_ERROR;
  } catch {
    return GENERIC_API_ERROR;
  }
}

export interface RepoImportChoice {
  format: RepoImportFormat;
  folders: RepoFolderMode;
  /** The repository the items go into; none: one per folder, or the product's. */
  repoId?: number | undefined;
  /** An encrypted Bitwarden export's file password (sent in a header, never in the address). */
  passphrase?: string | undefined;
}

/** Imports (or previews) a password manager's export; a refusal comes back in words for the dialog. */
async function importFile(
  file: Blob,
  choice: RepoImportChoice,
  preview: boolean,
): Promise<Outcome<ImportReport>> {
  let failure: unknown = null;
  const answer = await call(
    repoImport,
    {
      query: {
        format: choice.format,
        preview,
        folders: choice.folders,
        ...(choice.repoId !== undefined && { repoId: choice.repoId }),
      },
    },
    {
      // The bytes as they are: a .json file must not be taken for a JSON body by the server.
      data: new Blob([file], { type: 'application/octet-stream' }),
      toastOnError: false,
      error: (error) => (failure = error),
      ...(choice.passphrase ? { config: { headers: { [REPO_PASSPHRASE_HEADER]: choice.passphrase } } } : {}),
    },
  );
  return answer ? { ok: true, data: answer } : { ok: false, message: await problemText(failure) };
}

export const repoApi = {
  list: () => call(listRepos, {}),
  lookups: () => call(repoLookups, {}),
  get: (id: number, options?: CallOptions<ResponseOf<typeof getRepo>>) =>
    call(getRepo, { params: { id } }, options),
  save: (repo: RepoSave) => call(saveRepo, { body: repo }),
  remove: (id: number) => call(deleteRepo, { params: { id } }),
  entries: (id: number, query: RepoEntriesQuery) => call(repoEntries, { params: { id }, body: query }),
  /** The one call that answers a sensitive value: audited as a reveal or a copy. */
  reveal: (
    id: number,
    entryId: number,
    fieldId: number,
    purpose: 'reveal' | 'copy',
    options?: CallOptions<ResponseOf<typeof revealValue>>,
  ) => call(revealValue, { params: { id, entryId }, body: { fieldId, purpose } }, options),
  /** Reused and weak passwords of the user's own repositories, judged on the server (no value comes back). */
  health: () => call(repoHealth, {}),
  /** One search over every repository the user may read (plain values only). */
  search: (q: string) => call(searchRepos, { body: { q } }),
  /** The current code of a TOTP field, computed on the server (the secret stays there): audited. */
  totp: (
    id: number,
    entryId: number,
    fieldId: number,
    purpose: 'show' | 'copy',
    options?: CallOptions<ResponseOf<typeof totpCode>>,
  ) => call(totpCode, { params: { id, entryId }, body: { fieldId, purpose } }, options),
  /** Saves one changed value; entry 0 creates the record. */
  updateValue: (
    repoId: number,
    entryId: number,
    fieldId: number,
    secValue: string,
    options?: CallOptions<ResponseOf<typeof updateEntry>>,
  ) =>
    call(
      updateEntry,
      { params: { repoId, entryId }, body: { id: entryId, repoId, recValue: { fieldId, secValue } } },
      options,
    ),
  removeEntry: (id: number, entryId: number) => call(deleteEntry, { params: { id, entryId } }),
  previewImport: (file: Blob, choice: RepoImportChoice) => importFile(file, choice, true),
  importFile: (file: Blob, choice: RepoImportChoice) => importFile(file, choice, false),
  /** Saves the repository as Bitwarden JSON; answers the file's name, or the refusal in words. */
  exportRepo: async (id: number, request: RepoExportRequest): Promise<Outcome<string>> => {
    try {
      const response = await send(
        repoExport,
        { params: { id }, body: request },
        { context: { toastOnError: false } },
      );
      const disposition = /filename="([^"]+)"/i.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
      const name = disposition ?? 'bitwarden_export.json';
      saveFile(await response.blob(), name);
      return { ok: true, data: name };
    } catch (error) {
      return { ok: false, message: await problemText(error) };
    }
  },
  audit: (id: number) => call(repoAudit, { params: { id }, query: { itemsPerPage: 100 } }),
  /** A record's attachments (names opened on the server), with the caller's room left. */
  attachments: (id: number, entryId: number, options?: CallOptions<ResponseOf<typeof repoAttachments>>) =>
    call(repoAttachments, { params: { id, entryId } }, options),
  /** Uploads a file as an attachment: the bytes as they are, sealed on the server as they stream in. */
  uploadAttachment: (
    id: number,
    entryId: number,
    file: File,
    options?: CallOptions<ResponseOf<typeof repoAttachmentUpload>>,
  ) =>
    call(
      repoAttachmentUpload,
      { params: { id, entryId }, query: { name: file.name } },
      { ...options, data: new Blob([file], { type: 'application/octet-stream' }) },
    ),
  removeAttachment: (id: number, entryId: number, attachmentId: number) =>
    call(repoAttachmentDelete, { params: { id, entryId, attachmentId } }),
  /** Saves an attachment under its own name; answers whether it came (a refusal is in words). */
  downloadAttachment: async (
    id: number,
    entryId: number,
    attachmentId: number,
    name: string,
  ): Promise<Outcome<string>> => {
    try {
      const response = await send(
        repoAttachmentDownload,
        { params: { id, entryId, attachmentId } },
        { context: { toastOnError: false } },
      );
      saveFile(await response.blob(), name);
      return { ok: true, data: name };
    } catch (error) {
      return { ok: false, message: await problemText(error) };
    }
  },
};
