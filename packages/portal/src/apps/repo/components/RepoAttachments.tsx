import { useRef, useState } from 'react';
import { Button, Inline, Spinner, Stack } from '@lcars/ui';
import { REPO_ATTACHMENT_MESSAGES, type RepoAttachment } from '@lcars/contract/repo';
import { confirmDialog } from '../../../shell/confirm';
import { toastError, toastSuccess, useLoad } from '../../../kit';
import { repoApi } from '../api';
import { RowIconButton } from './shared';
import * as styles from '../repo.css';

/** Bytes as people read them: 1.4 MB, 812 KB, 12 bytes. */
export function sizeText(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb >= 1) return Number.isInteger(mb) ? `${String(mb)} MB` : `${mb.toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/**
 * The Attachments section of a record (below the records table): its files, sealed on the server under the
 * record's key. Anyone who may read the repository downloads them; the owner and an editing share add and
 * delete. A refusal (the share taken back meanwhile) comes from the server and is said as it says it.
 */
export function RepoAttachments({
  repoId,
  recordId,
  label,
  canDelete,
  onClose,
}: {
  repoId: number;
  recordId: number;
  /** The record as the table shows it (its first plain value, or its number). */
  label: string;
  /** The Repos/Delete claim (the server checks the share too). */
  canDelete: boolean;
  onClose: () => void;
}) {
  const { data, loading, reload } = useLoad(
    () => repoApi.attachments(repoId, recordId),
    `${String(repoId)}-${String(recordId)}`,
  );
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const canEdit = Boolean(data?.canEdit);

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file || !data) return;
    if (file.size > data.maxBytes) {
      toastError(
        `${file.name} is larger than ${sizeText(data.maxBytes)}: an attachment may be at most that.`,
      );
      return;
    }
    setUploading(file.name);
    const added = await repoApi.uploadAttachment(repoId, recordId, file);
    setUploading(null);
    if (added) toastSuccess(REPO_ATTACHMENT_MESSAGES.uploaded(added.name));
    await reload();
  };

  const download = async (attachment: RepoAttachment) => {
    setDownloading(attachment.id);
    const outcome = await repoApi.downloadAttachment(repoId, recordId, attachment.id, attachment.name);
    setDownloading(null);
    if (!outcome.ok) toastError(outcome.message);
  };

  const remove = async (attachment: RepoAttachment) => {
    if (!(await confirmDialog({ text: REPO_ATTACHMENT_MESSAGES.confirmDelete }))) return;
    const left = await repoApi.removeAttachment(repoId, recordId, attachment.id);
    if (left) toastSuccess(REPO_ATTACHMENT_MESSAGES.deleted(attachment.name));
    await reload();
  };

  return (
    <Stack as="section" aria-label="Attachments">
      <Inline space="md" alignY="end">
        <h2 className={styles.heading}>Attachments of {label}</h2>
        <Button variant="text" onPress={onClose}>
          Close attachments
        </Button>
      </Inline>
      {loading && !data ? <p className={styles.muted}>Loading attachments...</p> : null}
      {data && data.attachments.length === 0 ? (
        <p className={styles.muted}>This record has no attachments.</p>
      ) : null}
      {data && data.attachments.length > 0 ? (
        <ul className={styles.attachmentList}>
          {data.attachments.map((attachment) => (
            <li key={attachment.id} className={styles.attachmentItem}>
              <span className={styles.attachmentName}>{attachment.name}</span>
              <span className={styles.muted}>
                {sizeText(attachment.size)} · {attachment.contentType.split(';')[0]} ·{' '}
                {attachment.createdDate.slice(0, 10)}
              </span>
              <span className={styles.attachmentActions}>
                {downloading === attachment.id ? (
                  <Spinner label={`Downloading ${attachment.name}`} />
                ) : (
                  <RowIconButton
                    label={`Download ${attachment.name}`}
                    icon="download"
                    onPress={() => void download(attachment)}
                  />
                )}
                {canEdit ? (
                  <RowIconButton
                    label={`Delete ${attachment.name}`}
                    icon="delete"
                    disabled={!canDelete}
                    onPress={() => void remove(attachment)}
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <Inline space="md" alignY="center">
          {canEdit ? (
            <>
              <input
                ref={input}
                type="file"
                className={styles.hiddenInput}
                aria-label="Choose a file to attach"
                tabIndex={-1}
                onChange={(event) => void upload(event.target.files)}
              />
              <Button
                variant="primary"
                isDisabled={uploading !== null}
                onPress={() => input.current?.click()}
              >
                {uploading === null ? 'Add attachment' : 'Uploading…'}
              </Button>
            </>
          ) : (
            <span className={styles.muted}>This repository is shared with you read-only.</span>
          )}
          {uploading !== null ? <Spinner label={`Uploading ${uploading}`} /> : null}
          <span className={styles.muted}>
            {sizeText(data.usedBytes)} of {sizeText(data.totalBytes)} used; at most {sizeText(data.maxBytes)}{' '}
            a file. Stored encrypted with the record's key.
          </span>
        </Inline>
      ) : null}
    </Stack>
  );
}
