// Money, depth on the ledger's rows: each row's category (a picker while editing), its payee and its split,
// read for the rows on screen (tags of at most 1,000 rows a call) from the ledger owner's lists.
import { useCallback, useEffect, useState } from 'react';
import { Button, Dialog, type DataTableColumn } from '@lcars/ui';
import type { Category, Transaction, TransactionSplit, TransactionTags } from '@lcars/contract/money';
import { Amount, toastSuccess } from '../../../../kit';
import { budgetApi } from '../../budgetApi';
import { parseAmount } from '../../ledgerLogic';
import * as styles from '../../money.css';
import * as budget from '../../budget.css';

export interface LedgerTags {
  categories: Category[];
  tags: ReadonlyMap<number, TransactionTags>;
  /** Replaces one row's tags (after a change). */
  put: (tags: TransactionTags) => void;
  /** Reads one row's tags again. */
  refresh: (id: number) => Promise<void>;
  /** The row whose details (payee, split) are open. */
  open: (id: number) => void;
}

const CHUNK = 1_000;

/** The ledger owner's categories and the tags of the rows given (online only: offline, none). */
export function useLedgerTags(
  ledgerId: number,
  rows: readonly Transaction[],
  offline: boolean,
): LedgerTags & { detailsOf: number | null; close: () => void } {
  const [categories, setCategories] = useState<Category[]>([]);
  const [tags, setTags] = useState<ReadonlyMap<number, TransactionTags>>(new Map());
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  useEffect(() => {
    if (offline || !(ledgerId > 0)) return;
    let live = true;
    void budgetApi.categories(ledgerId).then((answer) => {
      if (live && answer) setCategories(answer.categories);
    });
    return () => {
      live = false;
    };
  }, [ledgerId, offline]);
  const ids = rows.filter((row) => row.id > 0).map((row) => row.id);
  const key = ids.join(',');
  useEffect(() => {
    if (offline || !(ledgerId > 0) || key === '') return;
    let live = true;
    const all = key.split(',').map(Number);
    void (async () => {
      const found = new Map<number, TransactionTags>();
      for (let start = 0; start < all.length; start += CHUNK) {
        const answer = await budgetApi.tags(ledgerId, all.slice(start, start + CHUNK));
        if (!live || !answer) return;
        for (const tag of answer) found.set(tag.id, tag);
      }
      if (live) setTags(found);
    })();
    return () => {
      live = false;
    };
  }, [ledgerId, key, offline]);
  const put = useCallback((tag: TransactionTags) => {
    setTags((before) => new Map(before).set(tag.id, tag));
  }, []);
  const refresh = useCallback(
    async (id: number) => {
      const answer = await budgetApi.tags(ledgerId, [id]);
      const [tag] = answer ?? [];
      if (tag) put(tag);
    },
    [ledgerId, put],
  );
  return { categories, tags, put, refresh, open: setDetailsOf, detailsOf, close: () => setDetailsOf(null) };
}

const categoryName = (categories: readonly Category[], id: number | null): string =>
  id === null
    ? 'Uncategorised'
    : (categories.find((category) => category.id === id)?.name ?? 'Uncategorised');

/** The Category column: a picker while editing, the name (or "Split") while viewing. */
export function categoryColumn(tags: LedgerTags, editable: boolean, name: (row: Transaction) => string) {
  return {
    key: 'category',
    header: 'Category',
    width: editable ? 170 : 130,
    render: (row: Transaction) => {
      if (row.id <= 0) return null;
      const tag = tags.tags.get(row.id);
      const split = tag?.split ?? false;
      const label = split ? 'Split' : categoryName(tags.categories, tag?.categoryId ?? null);
      return (
        <span className={styles.cellLine}>
          {editable && !split ? (
            <select
              className={`${styles.cellInput} ${budget.categoryPick}`}
              aria-label={`Category of ${name(row)}`}
              value={tag?.categoryId ?? ''}
              onChange={(event) => {
                const categoryId = event.target.value === '' ? null : Number(event.target.value);
                void budgetApi.setCategory(row.id, categoryId).then((answer) => {
                  if (answer) tags.put(answer);
                });
              }}
            >
              <option value="">Uncategorised</option>
              {tags.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          ) : (
            <span className={styles.cellText} title={tag?.payee ?? undefined}>
              {label}
            </span>
          )}
          {editable ? (
            <button
              type="button"
              className={styles.smallButton}
              aria-label={`Split and payee of ${name(row)}`}
              title="Split, payee"
              onClick={() => tags.open(row.id)}
            >
              ⋯
            </button>
          ) : null}
        </span>
      );
    },
  } satisfies DataTableColumn<Transaction>;
}

interface DraftPart {
  categoryId: number | null;
  amount: string;
}

const asText = (cents: number): string => (cents / 100).toFixed(2);

/** Signed cents from text ('-12.50', '12.50'); null when it is not an amount. */
function signed(text: string): number | null {
  const parsed = parseAmount(text);
  if ('error' in parsed) return null;
  return parsed.typeId === 2 ? -parsed.cents : parsed.cents;
}

/** A row's payee (suggested from what was typed, or its memo) and its split over categories. */
export function TransactionDetailsDialog({
  row,
  ledgerId,
  tags,
  onClose,
}: {
  row: Transaction;
  ledgerId: number;
  tags: LedgerTags;
  onClose: () => void;
}) {
  const tag = tags.tags.get(row.id);
  const [payee, setPayee] = useState(tag?.payee ?? '');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [split, setSplit] = useState<TransactionSplit | null>(null);
  const [parts, setParts] = useState<DraftPart[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void budgetApi.split(row.id).then((answer) => {
      if (!answer) return;
      setSplit(answer);
      setParts(
        answer.parts.length > 0
          ? answer.parts.map((part) => ({ categoryId: part.categoryId, amount: asText(part.amount) }))
          : [
              { categoryId: tag?.categoryId ?? null, amount: asText(answer.amount) },
              { categoryId: null, amount: '0.00' },
            ],
      );
    });
  }, [row.id, tag?.categoryId]);

  // Suggestions as the payee (or, while it is empty, the memo) is typed: the server's bounded prefix search.
  const typed = (payee || row.memo).trim().slice(0, 100);
  useEffect(() => {
    if (typed === '') return;
    let live = true;
    const timer = setTimeout(() => {
      void budgetApi.suggestPayees(typed, ledgerId).then((answer) => {
        if (live && answer) setSuggestions(answer.map((item) => item.name));
      });
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, ledgerId]);

  const amounts = parts.map((part) => signed(part.amount));
  const total = amounts.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const remaining = split ? split.amount - total : 0;

  const savePayee = async () => {
    const answer = await budgetApi.setPayee(row.id, payee.trim());
    if (answer) {
      tags.put(answer);
      toastSuccess(answer.payee ? `The payee is ${answer.payee}.` : 'The payee was cleared.');
    }
  };
  const saveSplit = async (undo: boolean) => {
    if (!undo && amounts.some((value) => value === null)) {
      setError('Enter each part as an amount, e.g. -12.34.');
      return;
    }
    if (!undo && remaining !== 0) {
      setError('The parts must add up to the amount exactly.');
      return;
    }
    setError(null);
    const answer = await budgetApi.saveSplit(row.id, {
      parts: undo
        ? []
        : parts.map((part, index) => ({ categoryId: part.categoryId, amount: amounts[index] ?? 0 })),
    });
    if (!answer) return;
    await tags.refresh(row.id);
    toastSuccess(undo ? 'The split was undone.' : 'The split was saved.');
    onClose();
  };

  return (
    <Dialog
      title={`Details of ${row.memo || `transaction ${String(row.id)}`}`}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
    >
      <div className={budget.page}>
        <section className={budget.card} aria-label="Payee">
          <h3 className={budget.heading}>Payee</h3>
          <div className={budget.row}>
            <input
              className={styles.cellInput}
              style={{ flex: '1 1 12rem', width: 'auto' }}
              aria-label="Payee"
              list={`payees-${String(row.id)}`}
              value={payee}
              maxLength={100}
              onChange={(event) => setPayee(event.target.value)}
            />
            <datalist id={`payees-${String(row.id)}`}>
              {suggestions.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <Button variant="secondary" onPress={() => void savePayee()}>
              Save payee
            </Button>
          </div>
          {suggestions.length > 0 ? (
            <div className={budget.row} aria-label="Suggested payees" role="group">
              {suggestions.map((name) => (
                <button
                  key={name}
                  type="button"
                  className={styles.smallButton}
                  onClick={() => setPayee(name)}
                >
                  {name}
                </button>
              ))}
            </div>
          ) : null}
        </section>
        <section className={budget.card} aria-label="Split">
          <h3 className={budget.heading}>Split</h3>
          {split ? (
            <>
              <p className={styles.muted}>
                The parts add up to the transaction's <Amount cents={split.amount} /> exactly.
              </p>
              {parts.map((part, index) => (
                <div key={index} className={budget.row} role="group" aria-label={`Part ${String(index + 1)}`}>
                  <select
                    className={styles.cellInput}
                    style={{ flex: '2 1 10rem', width: 'auto' }}
                    aria-label={`Category of part ${String(index + 1)}`}
                    value={part.categoryId ?? ''}
                    onChange={(event) =>
                      setParts(
                        parts.map((item, at) =>
                          at === index
                            ? {
                                ...item,
                                categoryId: event.target.value === '' ? null : Number(event.target.value),
                              }
                            : item,
                        ),
                      )
                    }
                  >
                    <option value="">Uncategorised</option>
                    {tags.categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                  <input
                    className={styles.cellInput}
                    style={{ flex: '1 1 6rem', width: 'auto', textAlign: 'end' }}
                    inputMode="decimal"
                    aria-label={`Amount of part ${String(index + 1)}`}
                    aria-invalid={amounts[index] === null}
                    value={part.amount}
                    onChange={(event) =>
                      setParts(
                        parts.map((item, at) =>
                          at === index ? { ...item, amount: event.target.value } : item,
                        ),
                      )
                    }
                  />
                  {parts.length > 2 ? (
                    <button
                      type="button"
                      className={styles.smallButton}
                      aria-label={`Remove part ${String(index + 1)}`}
                      onClick={() => setParts(parts.filter((_, at) => at !== index))}
                    >
                      ✕
                    </button>
                  ) : null}
                </div>
              ))}
              <p data-testid="split-remaining" className={remaining === 0 ? styles.muted : styles.errorText}>
                {remaining === 0 ? (
                  'Balanced.'
                ) : (
                  <>
                    Still to assign: <Amount cents={remaining} />
                  </>
                )}
              </p>
              {error ? (
                <p className={styles.errorText} role="alert">
                  {error}
                </p>
              ) : null}
              <div className={budget.row}>
                <button
                  type="button"
                  className={styles.smallButton}
                  disabled={parts.length >= 50}
                  onClick={() => setParts([...parts, { categoryId: null, amount: asText(remaining) }])}
                >
                  Add part
                </button>
                <Button onPress={() => void saveSplit(false)}>Save split</Button>
                {split.parts.length > 0 ? (
                  <Button variant="secondary" onPress={() => void saveSplit(true)}>
                    Undo split
                  </Button>
                ) : null}
              </div>
            </>
          ) : (
            <p className={styles.muted}>Loading data...</p>
          )}
        </section>
      </div>
    </Dialog>
  );
}
