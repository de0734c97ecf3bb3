import { useEffect, useState } from 'react';
import type { Ledger } from '@lcars/contract/money';
import { currencyFieldProps } from '@lcars/contract/money';
import { Button, CurrencyField, DateField, Dialog, Select, Stack, TextField } from '@lcars/ui';
import { toastSuccess } from '../../../../../kit';
import { moneyApi } from '../../../api';
import { moneyMovesApi } from '../../../movesApi';

const todayText = (): string => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * Move money from this ledger to another the user may edit (money-moves): one withdrawal here and one
 * deposit there, written together and linked; deleting either deletes both.
 */
export function TransferDialog({
  ledger,
  isOpen,
  onOpenChange,
  onDone,
}: {
  ledger: Ledger;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const [targets, setTargets] = useState<Ledger[]>([]);
  const [toLedgerId, setTo] = useState<number | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(todayText());
  const [memo, setMemo] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void moneyApi.listLedgers().then((all) => {
      setTargets((all ?? []).filter((other) => other.id !== ledger.id && other.canEdit));
    });
  }, [ledger.id]);

  const ready = toLedgerId !== null && amount !== null && amount > 0 && date !== null && !busy;

  async function send(close: () => void) {
    if (!ready) return;
    setBusy(true);
    const made = await moneyMovesApi.transfer({
      fromLedgerId: ledger.id,
      toLedgerId,
      amount,
      transactionDate: date,
      memo,
    });
    setBusy(false);
    if (!made) return;
    const target = targets.find((other) => other.id === toLedgerId)?.title ?? 'the other ledger';
    toastSuccess(`Transferred to ${target}.`);
    onDone();
    close();
  }

  return (
    <Dialog
      title={`Transfer from ${ledger.title}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button isDisabled={!ready} onPress={() => void send(close)}>
            Transfer
          </Button>
        </>
      )}
    >
      <Stack>
        <Select
          label="To ledger"
          placeholder={targets.length === 0 ? 'No other ledger you may edit' : 'Choose a ledger'}
          options={targets.map((other) => ({ id: other.id, label: other.title }))}
          value={toLedgerId}
          onChange={(id) => setTo(id === null ? null : Number(id))}
        />
        <CurrencyField
          label="Amount"
          value={amount}
          onChange={setAmount}
          {...currencyFieldProps(ledger.currency)}
        />
        <DateField label="Date" value={date} onChange={setDate} />
        <TextField label="Memo" value={memo} onChange={setMemo} />
      </Stack>
    </Dialog>
  );
}
