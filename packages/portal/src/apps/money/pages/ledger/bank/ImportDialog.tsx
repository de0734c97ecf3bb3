import { useEffect, useState } from 'react';
import type {
  BankMapping,
  CsvMappingInput,
  ImportBatch,
  ImportPreviewResult,
  ImportRow,
} from '@lcars/contract/money';
import { IMPORT_DATE_FORMATS } from '@lcars/contract/money';
import {
  Button,
  Checkbox,
  Dialog,
  FileDropZone,
  Select,
  Stack,
  Table,
  TableBody,
  TextField,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  VisuallyHidden,
  formatCurrency,
} from '@lcars/ui';
import { toastInfo, toastUndo } from '../../../../../kit';
import { usePhone } from '../../../components/shared';
import { moneyDataApi } from '../../../dataApi';
import * as styles from './data.css';
import { formatOf, guessMapping, type Format } from './logic';

/** The largest statement the API takes (IMPORT_LIMITS.maxChars of the contract). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const DELIMITERS = [
  { id: ',', label: 'Comma' },
  { id: ';', label: 'Semicolon' },
  { id: '\t', label: 'Tab' },
  { id: '|', label: 'Bar' },
] as const;

export const IMPORT_STATUS_TITLES: Record<ImportRow['status'], string> = {
  new: 'New',
  duplicate: 'Duplicate',
  error: 'Failed',
};

const columnOptions = (columns: string[]) =>
  columns.map((name, index) => ({ id: String(index), label: `${index + 1}. ${name}` }));

/**
 * An amount of the statement in its own currency (issue 29: CAD, AUD and EUR all showed as "$"): the dollar
 * as "$", any other by its ISO code ("CAD 23.45"), negatives in parentheses as everywhere in Money.
 */
function StatementAmount({ row }: { row: ImportRow }) {
  if (row.amount === null) return null;
  const symbol = row.currency === null || row.currency === 'USD' ? '$' : `${row.currency} `;
  return (
    <span className={row.amount < 0 ? styles.negative : undefined}>
      {formatCurrency(row.amount, { symbol })}
    </span>
  );
}

/**
 * Import a bank statement into a ledger (issue 21): pick a CSV, OFX/QFX or QIF file; for a CSV choose (or
 * take the saved) column mapping; the preview marks duplicates and rows that failed; the chosen rows go in
 * at once, and the toast (or the list of recent imports here) undoes the whole import.
 */
export function ImportDialog({
  ledgerId,
  isOpen,
  onOpenChange,
  onChanged,
}: {
  ledgerId: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: () => void;
}) {
  const [file, setFile] = useState<{ name: string; content: string; format: Format } | null>(null);
  const [qifDateFormat, setQifDateFormat] = useState<'MM/dd/yyyy' | 'dd/MM/yyyy'>('MM/dd/yyyy');
  const [mapping, setMapping] = useState<CsvMappingInput | null>(null);
  const [preview, setPreview] = useState<ImportPreviewResult | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [batches, setBatches] = useState<ImportBatch[]>([]);
  const [problem, setProblem] = useState('');
  // The mappings the user saved under a bank's name (issue 31), for any ledger that bank's files go into.
  const [bankMappings, setBankMappings] = useState<BankMapping[]>([]);
  const [bankName, setBankName] = useState('');
  const [bankId, setBankId] = useState('');

  const loadBatches = () =>
    void moneyDataApi.importBatches(ledgerId).then((found) => setBatches(found ?? []));
  const loadMappings = () => void moneyDataApi.bankMappings().then((found) => setBankMappings(found ?? []));
  // The dialog is mounted when it opens (LedgerDataBar), so its state starts clean each time.
  useEffect(() => {
    if (isOpen) {
      loadBatches();
      loadMappings();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, ledgerId]);

  const show = (result: ImportPreviewResult) => {
    setPreview(result);
    setChosen(new Set(result.rows.filter((row) => row.status === 'new').map((row) => row.index)));
  };

  async function runPreview(
    target = file,
    nextMapping: CsvMappingInput | null = mapping,
    order = qifDateFormat,
  ): Promise<void> {
    if (!target) return;
    setBusy(true);
    const result = await moneyDataApi.previewImport(ledgerId, {
      format: target.format,
      fileName: target.name,
      content: target.content,
      ...(target.format === 'csv' && nextMapping && { mapping: nextMapping }),
      ...(target.format === 'qif' && { qifDateFormat: order }),
    });
    setBusy(false);
    if (!result) return;
    if (result.needsMapping) {
      // The separator the server found in the file: a ';' file is not split with ',' (issue 29).
      const first =
        (result.savedMapping as CsvMappingInput | null) ??
        guessMapping(result.columns, result.delimiter ?? ',');
      setMapping(first);
      setPreview(result);
      // A saved mapping is the account's own: preview with it at once.
      if (result.savedMapping) await runPreview(target, first, order);
      return;
    }
    show(result);
  }

  async function pick(files: File[]) {
    const picked = files[0];
    setPreview(null);
    setMapping(null);
    setProblem('');
    if (!picked) return;
    const format = formatOf(picked.name);
    if (!format) {
      setProblem('Choose a .csv, .ofx, .qfx, .qif or camt.053 .xml file.');
      return;
    }
    const content = await picked.text();
    const next = { name: picked.name, content, format };
    setFile(next);
    await runPreview(next, null);
  }

  async function commit(close: () => void) {
    if (!file || chosen.size === 0) return;
    setBusy(true);
    const answer = await moneyDataApi.commitImport(ledgerId, {
      format: file.format,
      fileName: file.name,
      content: file.content,
      rows: [...chosen],
      ...(file.format === 'csv' && mapping && { mapping }),
      ...(file.format === 'qif' && { qifDateFormat }),
    });
    setBusy(false);
    if (!answer) return;
    onChanged();
    toastUndo(answer.message, () => void undo(answer.result.id), file.name);
    close();
  }

  async function saveBankMapping() {
    if (!mapping || bankName.trim() === '') return;
    const saved = await moneyDataApi.saveBankMapping({ name: bankName.trim(), mapping });
    if (!saved) return;
    toastInfo(`Saved the mapping for ${saved.name}.`);
    loadMappings();
  }

  async function undo(batchId: number) {
    const answer = await moneyDataApi.undoImport(batchId);
    if (!answer) return;
    toastInfo(answer.message);
    onChanged();
    loadBatches();
  }

  const choose = (index: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  const set = (change: Partial<CsvMappingInput>) =>
    setMapping((current) => (current ? { ...current, ...change } : current));
  const columns = preview?.columns ?? [];
  const rows = preview && !preview.needsMapping ? preview.rows : [];
  const allChosen =
    rows.length > 0 && rows.filter((row) => row.status !== 'error').every((row) => chosen.has(row.index));

  return (
    <Dialog
      title="Import a bank statement"
      size="xl"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button
            isDisabled={busy || chosen.size === 0 || rows.length === 0}
            onPress={() => void commit(close)}
          >
            {`Import ${chosen.size} transaction${chosen.size === 1 ? '' : 's'}`}
          </Button>
        </>
      )}
    >
      <Stack>
        <FileDropZone
          label="Statement file"
          accept={['.csv', '.ofx', '.qfx', '.qif', '.txt', '.xml', '.053']}
          maxSize={MAX_FILE_BYTES}
          description="CSV, OFX or QFX (SGML or XML), QIF, or an ISO 20022 camt.053 statement (.xml), up to 2 MB and 5000 transactions."
          onChange={(files) => void pick(files)}
          onReject={(rejected) => setProblem(rejected[0]?.reason ?? '')}
          {...(problem !== '' && { errorMessage: problem })}
        />

        {file?.format === 'qif' && (
          <Select
            label="QIF dates"
            options={[
              { id: 'MM/dd/yyyy', label: 'Month first (MM/dd/yyyy)' },
              { id: 'dd/MM/yyyy', label: 'Day first (dd/MM/yyyy)' },
            ]}
            value={qifDateFormat}
            onChange={(id) => {
              const order = id === 'dd/MM/yyyy' ? 'dd/MM/yyyy' : 'MM/dd/yyyy';
              setQifDateFormat(order);
              void runPreview(file, null, order);
            }}
          />
        )}

        {file?.format === 'csv' && mapping && (
          <Stack as="section" aria-label="Column mapping">
            <p className={styles.muted}>
              Which column holds what. The mapping is saved for this ledger's account when you import; save it
              under your bank's name to use it for any ledger.
            </p>
            <div className={styles.mapping}>
              <Select
                label="Saved bank mapping"
                options={[
                  { id: '', label: bankMappings.length === 0 ? 'None saved yet' : 'Choose a bank' },
                  ...bankMappings.map((saved) => ({ id: String(saved.id), label: saved.name })),
                ]}
                value={bankId}
                onChange={(id) => {
                  const saved = bankMappings.find((candidate) => String(candidate.id) === id);
                  if (!saved) return;
                  setBankId(String(saved.id));
                  setBankName(saved.name);
                  setMapping(saved.mapping);
                  void runPreview(file, saved.mapping);
                }}
              />
              <Select
                label="Delimiter"
                options={DELIMITERS}
                value={mapping.delimiter ?? ','}
                onChange={(id) => {
                  // Another separator splits other columns: preview with it at once.
                  const next = { ...mapping, delimiter: (id as ',' | ';' | '\t' | '|' | null) ?? ',' };
                  setMapping(next);
                  void runPreview(file, next);
                }}
              />
              <Select
                label="Lines before the header"
                options={[0, 1, 2, 3, 4, 5, 6, 8, 10].map((count) => ({
                  id: String(count),
                  label: String(count),
                }))}
                value={String(mapping.skipRows ?? 0)}
                onChange={(id) => set({ skipRows: Number(id ?? 0) })}
              />
              <Checkbox value={mapping.hasHeader ?? true} onChange={(hasHeader) => set({ hasHeader })}>
                First row names the columns
              </Checkbox>
              <Select
                label="Date column"
                options={columnOptions(columns)}
                value={String(mapping.dateColumn)}
                onChange={(id) => set({ dateColumn: Number(id ?? 0) })}
              />
              <Select
                label="Date format"
                options={IMPORT_DATE_FORMATS.map((format) => ({ id: format, label: format }))}
                value={mapping.dateFormat}
                onChange={(id) => set({ dateFormat: (id as CsvMappingInput['dateFormat']) ?? 'yyyy-MM-dd' })}
              />
              <Select
                label="Memo column"
                options={columnOptions(columns)}
                value={String(mapping.memoColumns[0] ?? 0)}
                onChange={(id) => set({ memoColumns: [Number(id ?? 0), ...mapping.memoColumns.slice(1, 2)] })}
              />
              <Select
                label="Second memo column"
                options={[{ id: '', label: 'None' }, ...columnOptions(columns)]}
                value={mapping.memoColumns[1] === undefined ? '' : String(mapping.memoColumns[1])}
                onChange={(id) =>
                  set({
                    memoColumns:
                      id === '' || id === null
                        ? mapping.memoColumns.slice(0, 1)
                        : [mapping.memoColumns[0] ?? 0, Number(id)],
                  })
                }
              />
              <Select
                label="Amounts"
                options={[
                  { id: 'signed', label: 'One signed amount column' },
                  { id: 'debitCredit', label: 'Debit and credit columns' },
                ]}
                value={mapping.amountMode}
                onChange={(id) =>
                  set(
                    id === 'debitCredit'
                      ? {
                          amountMode: 'debitCredit',
                          debitColumn: mapping.debitColumn ?? 0,
                          creditColumn: mapping.creditColumn ?? 0,
                        }
                      : { amountMode: 'signed', amountColumn: mapping.amountColumn ?? 0 },
                  )
                }
              />
              {mapping.amountMode === 'signed' ? (
                <Select
                  label="Amount column"
                  options={columnOptions(columns)}
                  value={String(mapping.amountColumn ?? 0)}
                  onChange={(id) => set({ amountColumn: Number(id ?? 0) })}
                />
              ) : (
                <>
                  <Select
                    label="Debit column (money out)"
                    options={columnOptions(columns)}
                    value={String(mapping.debitColumn ?? 0)}
                    onChange={(id) => set({ debitColumn: Number(id ?? 0) })}
                  />
                  <Select
                    label="Credit column (money in)"
                    options={columnOptions(columns)}
                    value={String(mapping.creditColumn ?? 0)}
                    onChange={(id) => set({ creditColumn: Number(id ?? 0) })}
                  />
                </>
              )}
              <Select
                label="Decimal separator"
                options={[
                  { id: '.', label: 'Point (1,234.56)' },
                  { id: ',', label: 'Comma (1.234,56)' },
                ]}
                value={mapping.decimalSeparator ?? '.'}
                onChange={(id) => set({ decimalSeparator: id === ',' ? ',' : '.' })}
              />
              <Checkbox value={mapping.negate ?? false} onChange={(negate) => set({ negate })}>
                Flip the signs (card statements)
              </Checkbox>
            </div>
            <div className={styles.mapping}>
              <div>
                <Button variant="secondary" isDisabled={busy} onPress={() => void runPreview()}>
                  Preview
                </Button>
              </div>
              <TextField label="Bank name" value={bankName} onChange={setBankName} placeholder="My bank" />
              <div>
                <Button
                  variant="secondary"
                  isDisabled={busy || bankName.trim() === ''}
                  onPress={() => void saveBankMapping()}
                >
                  Save as bank mapping
                </Button>
              </div>
            </div>
            {preview && preview.sample.length > 0 && rows.length === 0 && (
              <div className={styles.scroller}>
                <Table caption="First rows of the file" hideCaption>
                  <TableHead>
                    <TableRow>
                      {columns.map((name, index) => (
                        <TableHeaderCell key={index}>{`${index + 1}. ${name}`}</TableHeaderCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.sample.map((cells, row) => (
                      <TableRow key={row}>
                        {columns.map((_, index) => (
                          <TableCell key={index}>{cells[index] ?? ''}</TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </Stack>
        )}

        {preview && !preview.needsMapping && preview.notices.length > 0 && (
          <ul className={styles.notices} aria-label="About this file">
            {preview.notices.map((notice) => (
              <li key={notice} role="status">
                {notice}
              </li>
            ))}
          </ul>
        )}

        {rows.length > 0 && preview && (
          <Stack as="section" aria-label="Preview">
            <p role="status">
              {`${preview.counts.total} rows: ${preview.counts.new} new, ${preview.counts.duplicate} duplicate, ${preview.counts.error} failed.`}
            </p>
            <Checkbox
              value={allChosen}
              onChange={(all) =>
                setChosen(
                  new Set(all ? rows.filter((row) => row.status !== 'error').map((row) => row.index) : []),
                )
              }
            >
              Choose every row
            </Checkbox>
            <PreviewRows rows={rows} chosen={chosen} onChoose={choose} />
          </Stack>
        )}

        {batches.length > 0 && (
          <Stack as="section" aria-label="Recent imports">
            <p className={styles.muted}>Recent imports of this ledger</p>
            <Table caption="Recent imports of this ledger" hideCaption>
              <TableBody>
                {batches.slice(0, 5).map((batch) => (
                  <TableRow key={batch.id}>
                    <TableCell>{batch.fileName || batch.format.toUpperCase()}</TableCell>
                    <TableCell>{new Date(batch.createdAt).toLocaleString()}</TableCell>
                    <TableCell align="end" nowrap>{`${batch.remaining} of ${batch.rowCount}`}</TableCell>
                    <TableCell>
                      <Button
                        variant="text"
                        isDisabled={batch.remaining === 0}
                        aria-label={`Undo the import of ${batch.fileName || batch.format}`}
                        onPress={() => void undo(batch.id)}
                      >
                        Undo import
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}

/**
 * The statement's rows to choose from: a table, or on a phone a list of one card per row (issue 29: the
 * table's six columns left one character a line at 390 px).
 */
function PreviewRows({
  rows,
  chosen,
  onChoose,
}: {
  rows: ImportRow[];
  chosen: ReadonlySet<number>;
  onChoose: (index: number, on: boolean) => void;
}) {
  const phone = usePhone();
  const pick = (row: ImportRow) => (
    <Checkbox
      aria-label={`Import line ${row.line}`}
      isDisabled={row.status === 'error'}
      value={chosen.has(row.index)}
      onChange={(on) => onChoose(row.index, on)}
    />
  );
  if (phone) {
    return (
      <ul className={styles.cards} aria-label="Transactions in the file">
        {rows.map((row) => (
          <li
            key={row.index}
            className={`${styles.card} ${styles.rowOf[row.status]}`}
            data-status={row.status}
          >
            {pick(row)}
            <div className={styles.cardBody}>
              <div className={styles.cardLine}>
                <span className={styles.status[row.status]}>{IMPORT_STATUS_TITLES[row.status]}</span>
                <span>{row.date ?? ''}</span>
                <span className={styles.cardAmount}>
                  <StatementAmount row={row} />
                </span>
              </div>
              <div>{row.memo}</div>
              {row.reason ? <div className={styles.muted}>{row.reason}</div> : null}
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.scroller}>
      <Table caption="Transactions in the file" hideCaption>
        <TableHead>
          <TableRow>
            <TableHeaderCell>
              <VisuallyHidden>Import</VisuallyHidden>
            </TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Date</TableHeaderCell>
            <TableHeaderCell>Memo</TableHeaderCell>
            <TableHeaderCell align="end">Amount</TableHeaderCell>
            <TableHeaderCell>Note</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            // A row of its own (not TableRow): its mark colours the whole line, and tests read its status.
            <tr key={row.index} className={styles.rowOf[row.status]} data-status={row.status}>
              <TableCell>{pick(row)}</TableCell>
              <TableCell>
                <span className={styles.status[row.status]}>{IMPORT_STATUS_TITLES[row.status]}</span>
              </TableCell>
              <TableCell nowrap>{row.date ?? ''}</TableCell>
              <TableCell>{row.memo}</TableCell>
              <TableCell align="end" nowrap>
                <StatementAmount row={row} />
              </TableCell>
              <TableCell>{row.reason ?? ''}</TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
