import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { RepoDataType, checkRepoValue, lengthOf, type RepoField } from '@lcars/contract/repo';
import { changedValue, isMasked } from '../recordLogic';
import { toastWarning } from '../../../kit';
import { RowIconButton } from './shared';
import { GeneratorDialog } from './GeneratorDialog';
import * as styles from '../repo.css';

/** A revealed value, or the reveal under way; for a TOTP field, its current code and when it runs out. */
export type Revealed =
  { state: 'loading' } | { state: 'shown'; value: string } | { state: 'code'; code: string; until: number };

/** The seconds a TOTP code has left, counted down each second. */
function Countdown({ until }: { until: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return (
    <span className={styles.countdown} aria-label={`${String(seconds)} seconds left`}>
      {seconds}s
    </span>
  );
}

export interface ValueCellProps {
  field: RepoField;
  /** The value as the list has it (the mask for a sensitive value that has one). */
  value: string;
  revealed: Revealed | undefined;
  editing: boolean;
  /** The user may change values here (shared editor or owner, online, control mode for icons). */
  canEdit: boolean;
  controlMode: boolean;
  offline: boolean;
  onReveal: () => void;
  onHide: () => void;
  onCopy: () => void;
  onStartEdit: () => void;
  onCancelEdit: () => void;
  /** Saves a changed value; resolves false when it was not saved. */
  onCommit: (value: string) => Promise<boolean>;
}

/** An input of a value: Enter or leaving it saves a changed value, Escape puts the original back. */
function ValueInput({
  field,
  original,
  sensitive,
  autoFocus,
  onCommit,
  onCancel,
}: {
  field: RepoField;
  original: string;
  sensitive: boolean;
  autoFocus: boolean;
  onCommit: (value: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(original);
  const [busy, setBusy] = useState(false);
  const [generating, setGenerating] = useState(false);
  const frame = useRef<HTMLSpanElement>(null);
  // A sensitive text value can be generated (a password or a passphrase) instead of typed.
  const generates = sensitive && field.dataTypeId === RepoDataType.Nvarchar;
  const commit = async (value = draft) => {
    if (busy) return;
    const changed = changedValue(original, value);
    if (changed === null) {
      onCancel();
      return;
    }
    const checked = checkRepoValue(field, changed);
    if (!checked.ok) {
      toastWarning(checked.message);
      return;
    }
    setBusy(true);
    // A value the server refused stays in the input to be corrected.
    await onCommit(checked.value);
    setBusy(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(original);
      onCancel();
    }
  };
  // Leaving the input saves, unless focus only moved to the generator's button or into its dialog.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (generating || (event.relatedTarget instanceof Node && frame.current?.contains(event.relatedTarget)))
      return;
    void commit();
  };
  const input = (
    <input
      className={styles.cellInput}
      aria-label={`${field.title} value`}
      type={sensitive ? 'password' : 'text'}
      autoComplete={sensitive ? 'new-password' : 'off'}
      autoFocus={autoFocus}
      value={draft}
      disabled={busy}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    />
  );
  if (!generates) return input;
  return (
    <span className={styles.cell} ref={frame}>
      {input}
      <RowIconButton label={`Generate ${field.title}`} icon="key" onPress={() => setGenerating(true)} />
      {generating ? (
        <GeneratorDialog
          fieldTitle={field.title}
          maxLength={lengthOf(field)}
          isOpen
          onClose={() => setGenerating(false)}
          onUse={(value) => {
            setGenerating(false);
            setDraft(value);
            void commit(value);
          }}
        />
      ) : null}
    </span>
  );
}

/** One value of a record: masked and revealed on demand when sensitive, edited in place when not. */
export function ValueCell(props: ValueCellProps) {
  const { field, value, revealed, editing, canEdit, controlMode, offline } = props;
  const sensitive = field.isSensitiveInformationField;

  if (editing || (field.alwaysEdit && canEdit && !sensitive && !offline)) {
    return (
      <ValueInput
        field={field}
        original={sensitive ? '' : value}
        sensitive={sensitive}
        autoFocus={editing}
        onCommit={props.onCommit}
        onCancel={props.onCancelEdit}
      />
    );
  }

  if (!sensitive) {
    return (
      <span className={styles.valueButton} data-field={field.title}>
        {value}
      </span>
    );
  }

  const hasValue = isMasked(value);
  const totp = field.dataTypeId === RepoDataType.TOTP;
  return (
    <span className={styles.cell}>
      {revealed?.state === 'code' ? (
        <>
          <span className={styles.secret} data-code={field.title}>
            {revealed.code}
          </span>
          <Countdown until={revealed.until} />
          <RowIconButton label={`Hide code ${field.title}`} icon="hide" onPress={props.onHide} />
        </>
      ) : revealed?.state === 'loading' ? (
        <span className={styles.secret} aria-busy="true" aria-live="polite">
          Revealing…
        </span>
      ) : revealed?.state === 'shown' ? (
        <>
          <span className={styles.secret} data-revealed={field.title}>
            {revealed.value}
          </span>
          <RowIconButton label={`Hide ${field.title}`} icon="hide" onPress={props.onHide} />
        </>
      ) : hasValue ? (
        <button
          type="button"
          className={styles.secret}
          aria-label={totp ? `Show code ${field.title}` : `Reveal ${field.title}`}
          title={offline ? 'Sensitive values are not kept on this device' : `Reveal ${field.title}`}
          disabled={offline}
          onClick={props.onReveal}
        >
          {value}
        </button>
      ) : null}
      {hasValue && !offline ? (
        <RowIconButton
          label={totp ? `Copy code ${field.title}` : `Copy ${field.title}`}
          icon="copy"
          onPress={props.onCopy}
        />
      ) : null}
      {canEdit && controlMode && !offline ? (
        <RowIconButton label={`Set ${field.title}`} icon="edit" onPress={props.onStartEdit} />
      ) : null}
    </span>
  );
}
