import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { DEFAULT_CURRENCY, minorUnits, type Transaction } from '@lcars/contract/money';
import {
  amountEditText,
  parseAmount,
  parseLedgerDate,
  type EditableField,
  type TypedSign,
} from '../ledgerLogic';
import { useLedgerStore } from '../store';
import * as styles from '../money.css';

const FIELD_LABELS: Record<EditableField, string> = {
  memo: 'item',
  amount: 'amount',
  transactionDate: 'date',
  orderId: 'rank',
};

/** The text an editor starts with (`digits`: the ledger currency's minor units). */
function editText(row: Transaction, field: EditableField, digits: number): string {
  switch (field) {
    case 'amount':
      return amountEditText(row.amount, digits);
    case 'orderId':
      return String(row.orderId);
    default:
      return row[field];
  }
}

/** Parses what was typed into the value sent for the field (and the type a typed sign asks for), or a reason. */
function parse(
  field: EditableField,
  text: string,
  digits: number,
): { value: string | number; typeId?: TypedSign } | { error: string } {
  switch (field) {
    case 'amount': {
      const parsed = parseAmount(text, digits);
      return 'error' in parsed ? parsed : { value: parsed.cents, typeId: parsed.typeId };
    }
    case 'transactionDate': {
      const date = parseLedgerDate(text);
      return date ? { value: date } : { error: 'Enter a date as year-month-day.' };
    }
    case 'orderId': {
      const rank = Number(text.trim());
      return Number.isInteger(rank) && rank >= 0 && text.trim() !== ''
        ? { value: rank }
        : { error: 'Enter a whole number.' };
    }
    default:
      return { value: text.slice(0, 500) };
  }
}

/** Keys the grid would take for cell navigation stay with the text box while editing. */
const TEXT_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  ' ',
]);

function CellEditor({
  row,
  field,
  autoFocus,
  label,
}: {
  row: Transaction;
  field: EditableField;
  autoFocus: boolean;
  label: string;
}) {
  const commit = useLedgerStore((state) => state.commit);
  const cancel = useLedgerStore((state) => state.cancelEdit);
  // Amounts are typed in the ledger currency's units: whole yen, cents of a dollar.
  const digits = minorUnits(useLedgerStore((state) => state.ledger?.currency) ?? DEFAULT_CURRENCY);
  const original = editText(row, field, digits);
  const [text, setText] = useState(original);
  const [error, setError] = useState<string | null>(null);
  const done = useRef(false);
  // A number's editor selects its whole text when it takes focus, so what is typed replaces it: "0.00" with 1000
  // typed is 1000, not "0.001000" (issue 29). The click that focused it keeps the selection (its mouseup would
  // put the caret where it landed).
  const selectsWhole = field === 'amount' || field === 'orderId';
  const focusedByPointer = useRef(false);
  // A new value from the server (a save, a revert) replaces what the editor shows when it is not being typed in.
  const [seen, setSeen] = useState(original);
  if (seen !== original) {
    setSeen(original);
    setText(original);
  }

  const save = () => {
    if (done.current) return;
    const parsed = parse(field, text, digits);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    if (autoFocus) done.current = true;
    void commit(row.id, field, parsed.value, parsed.typeId ?? undefined).then((ok) => {
      if (!ok)
        setText(editText(useLedgerStore.getState().rows.find((r) => r.id === row.id) ?? row, field, digits));
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (TEXT_KEYS.has(event.key)) event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setText(original);
      setError(null);
      if (autoFocus) {
        done.current = true;
        cancel();
      }
    }
  };
  // A sign being typed shows the type it will save before it is saved ("-45" reads "− Out" at once).
  const typed = field === 'amount' ? parseAmount(text, digits) : null;
  const typeId = typed && !('error' in typed) && typed.typeId !== null ? typed.typeId : row.transactionTypeId;
  const deposit = typeId !== 2;
  const input = (
    <input
      className={`${styles.cellInput} ${field === 'amount' || field === 'orderId' ? styles.alignEnd : ''}`}
      aria-label={field === 'amount' ? `${label} (${deposit ? 'deposit' : 'withdrawal'})` : label}
      aria-invalid={error !== null || undefined}
      title={error ?? undefined}
      value={text}
      autoFocus={autoFocus}
      inputMode={field === 'amount' ? 'decimal' : field === 'orderId' ? 'numeric' : undefined}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={save}
      {...(selectsWhole && {
        onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
        onMouseDown: (event: MouseEvent<HTMLInputElement>) => {
          focusedByPointer.current = document.activeElement !== event.currentTarget;
        },
        onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
          if (!focusedByPointer.current) return;
          focusedByPointer.current = false;
          event.preventDefault();
          event.currentTarget.select();
        },
      })}
    />
  );
  if (field !== 'amount') return input;
  // The type sits beside the amount being typed: a pay cheque typed as 2000 visibly goes in as a deposit.
  return (
    <span className={styles.amountEditor}>
      <span
        className={`${styles.typeSign} ${deposit ? styles.typeSignTone.deposit : styles.typeSignTone.withdrawal}`}
        title={deposit ? 'Deposit: adds to the balance' : 'Withdrawal: takes from the balance'}
        aria-hidden="true"
      >
        {deposit ? '+ In' : '− Out'}
      </span>
      {input}
    </span>
  );
}

/**
 * One editable field of a transaction: its value, a button that opens its editor (one field at a time), or in
 * always-edit mode the editor itself.
 */
export function EditableCell({
  row,
  field,
  display,
  canEdit,
  alwaysEditing,
  end = false,
}: {
  row: Transaction;
  field: EditableField;
  display: ReactNode;
  canEdit: boolean;
  alwaysEditing: boolean;
  end?: boolean;
}) {
  const editing = useLedgerStore(
    (state) => state.editing !== null && state.editing.id === row.id && state.editing.field === field,
  );
  const startEdit = useLedgerStore((state) => state.startEdit);
  // When an edit ends (a commit, Escape) and its editor took the focus with it, the focus comes back to this
  // cell instead of falling to the top of the page (issue 21).
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    const ended = wasEditing.current && !editing;
    wasEditing.current = editing;
    if (!ended) return;
    const active = document.activeElement;
    if (active === null || active === document.body) button.current?.focus();
  }, [editing]);
  const name = row.memo || (row.id === 0 ? 'new transaction' : `transaction ${String(row.id)}`);
  const label = `${FIELD_LABELS[field]} of ${name}`;
  if (!canEdit) return <span className={`${styles.cellText} ${end ? styles.alignEnd : ''}`}>{display}</span>;
  if (editing || alwaysEditing) {
    return <CellEditor row={row} field={field} autoFocus={editing} label={`Edit ${label}`} />;
  }
  return (
    <button
      ref={button}
      type="button"
      className={`${styles.cellButton} ${end ? styles.alignEnd : ''}`}
      title={`Edit ${label}`}
      onClick={() => startEdit({ id: row.id, field })}
    >
      {display}
    </button>
  );
}
