import { lazy, Suspense } from 'react';
import type { Account, Ledger } from '@lcars/contract/money';
import type { AccountEditRequest } from './AccountEditDialog';
import type { LedgerEditRequest } from './LedgerEditDialog';

// The edit dialogs (forms, tabs, date and number fields) load on first use, keeping the Money pages' chunk small.
const AccountDialog = lazy(async () => ({
  default: (await import('./AccountEditDialog')).AccountEditDialog,
}));
const LedgerDialog = lazy(async () => ({ default: (await import('./LedgerEditDialog')).LedgerEditDialog }));

export function LazyAccountEditDialog(props: {
  request: AccountEditRequest | null;
  onClose: (saved?: Account) => void;
}) {
  if (!props.request) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialog {...props} />
    </Suspense>
  );
}

export function LazyLedgerEditDialog(props: {
  request: LedgerEditRequest | null;
  ledgers: readonly Ledger[];
  onClose: (saved?: Ledger) => void;
}) {
  if (!props.request) return null;
  return (
    <Suspense fallback={null}>
      <LedgerDialog {...props} />
    </Suspense>
  );
}
