import { useEffect, useState } from 'react';
import {
  Checkbox,
  CurrencyField,
  DateField,
  Dialog,
  Form,
  Select,
  Stack,
  TextArea,
  TextField,
  rules,
} from '@lcars/ui';
import type { Ledger, LedgerSave } from '@lcars/contract/money';
import { moneyApi, type LedgerLookups } from '../api';
import { humanLabel } from '../constants';
import { BalanceMode, LedgerType, MONEY_MESSAGES, currencyFieldProps } from '@lcars/contract/money';
import { useSessionStore } from '../../../core/stores/session';
import { toastSuccess, toastWarning } from '../../../kit';
import { useSaving } from '../../../kit/useSaving';
import { CancelSave } from '../../../kit/CancelSave';
import * as styles from '../money.css';

export interface LedgerEditRequest {
  /** 0 adds a ledger. */
  id: number;
  /** The templates page adds template ledgers (type 99). */
  ledgerTypeId?: number;
}

const blankLedger = (ledgerTypeId: number = LedgerType.Standard): Ledger => ({
  id: 0,
  title: '',
  description: '',
  accountId: null,
  balanceMode: '',
  balanceModeId: ledgerTypeId === LedgerType.Template ? BalanceMode.None : BalanceMode.Self,
  balanceAccountId: null,
  balanceLedgerId: null,
  currentBalance: null,
  currentBalanceD: null,
  ledgerTypeId,
  ledgerType: '',
  keepOrder: false,
  enableRankOrder: false,
  enableLedgerDate: true,
  enableLedgerAffectsCurrentBalance: true,
  enableSchedule: false,
  scheduleIntervalId: null,
  amountPerCycle: 0,
  nextCycleDate: null,
  autoIncrementCycleDate: false,
  sharedUsers: [],
  shareUsersCanEdit: true,
  shareUsersCanEditUsers: true,
  leftGroupUsers: [],
  rightGroupUsers: [],
  modifiedDate: '',
  createdById: null,
  modifiedById: null,
  canEdit: true,
  canEditUsers: true,
  signReversed: false,
});

interface LedgerFormValues extends Record<string, unknown> {
  title: string;
  /** ISO 4217, used while the ledger is linked to no account (an account's own currency wins). */
  currency: string;
  description: string;
  ledgerTypeId: number;
  balanceModeId: number;
  accountId: number | null;
  balanceAccountId: number | null;
  balanceLedgerId: number | null;
  budgetTemplateId: number | null;
  keepOrder: boolean;
  enableLedgerDate: boolean;
  enableLedgerAffectsCurrentBalance: boolean;
  enableSchedule: boolean;
  scheduleIntervalId: number | null;
  amountPerCycle: number | null;
  nextCycleDate: string | null;
  autoIncrementCycleDate: boolean;
  shareUsersCanEdit: boolean;
  shareUsersCanEditUsers: boolean;
}

/** Who a ledger is shared with and each one's group: 0 none, 1 left (as stored), 2 right (sign reversed). */
export interface LedgerSharing {
  shared: readonly number[];
  sides: Readonly<Record<number, 0 | 1 | 2>>;
}

export function sharingOf(ledger: Pick<Ledger, 'sharedUsers' | 'leftGroupUsers' | 'rightGroupUsers'>) {
  const sides: Record<number, 0 | 1 | 2> = {};
  for (const id of ledger.leftGroupUsers) sides[id] = 1;
  for (const id of ledger.rightGroupUsers) sides[id] = 2;
  return { shared: [...ledger.sharedUsers], sides };
}

/** The save body's user lists: a group counts only for the owner and the users it is shared with. */
export function sharingBody(sharing: LedgerSharing, ownerId: number | null | undefined) {
  const member = (id: number) => id === ownerId || sharing.shared.includes(id);
  const inGroup = (side: number) =>
    Object.entries(sharing.sides)
      .filter(([id, value]) => value === side && member(Number(id)))
      .map(([id]) => Number(id));
  return {
    sharedUsers: sharing.shared.filter((id) => id !== ownerId),
    leftGroupUsers: inGroup(1),
    rightGroupUsers: inGroup(2),
  };
}

const GROUP_OPTIONS = [
  { id: 0, label: 'No group' },
  { id: 1, label: 'Left group' },
  { id: 2, label: 'Right group' },
];

const idOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/**
 * The ledger edit dialog (edit or add): no ledger says 'There was no ledger selected for
 * edit. Nothing to save.', an invalid form 'Fix the indicated issues before saving.', and a save is ignored
 * while one is in progress.
 */
export function LedgerEditDialog({
  request,
  ledgers,
  onClose,
}: {
  request: LedgerEditRequest | null;
  /** Every ledger the user sees: the balance ledgers and the templates to start from. */
  ledgers: readonly Ledger[];
  onClose: (saved?: Ledger) => void;
}) {
  const [ledger, setLedger] = useState<Ledger | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [lookups, setLookups] = useState<LedgerLookups | null>(null);
  const [mode, setMode] = useState<number>(BalanceMode.Self);
  const saving = useSaving();
  const [sharing, setSharing] = useState<LedgerSharing>({ shared: [], sides: {} });
  const ownId = useSessionStore((state) => state.accountContext?.profile.userId);

  // A new request starts from a clean form.
  const [shown, setShown] = useState<LedgerEditRequest | null>(null);
  if (shown !== request) {
    setShown(request);
    setLedger(null);
    setLoaded(false);
  }

  useEffect(() => {
    if (!request) return;
    let live = true;
    void Promise.all([
      request.id > 0 ? moneyApi.getLedger(request.id) : Promise.resolve(blankLedger(request.ledgerTypeId)),
      moneyApi.ledgerLookups(),
    ]).then(([found, md]) => {
      if (!live) return;
      setLedger(found ?? null);
      setSharing(found ? sharingOf(found) : { shared: [], sides: {} });
      setMode(found?.balanceModeId ?? BalanceMode.Self);
      setLookups(md?.lists ?? null);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [request]);

  const save = async (values: LedgerFormValues | null) => {
    if (saving.busy()) return;
    if (!ledger || !values) {
      toastWarning(MONEY_MESSAGES.noLedgerSelected);
      return;
    }
    const body: LedgerSave = {
      id: ledger.id,
      title: values.title,
      description: values.description,
      accountId: idOrNull(values.accountId),
      currency: values.currency.trim() === '' ? null : values.currency.trim().toUpperCase(),
      balanceModeId: Number(values.balanceModeId),
      balanceAccountId:
        Number(values.balanceModeId) === BalanceMode.Account ? idOrNull(values.balanceAccountId) : null,
      balanceLedgerId:
        Number(values.balanceModeId) === BalanceMode.Ledger ? idOrNull(values.balanceLedgerId) : null,
      ledgerTypeId: Number(values.ledgerTypeId),
      keepOrder: values.keepOrder,
      enableRankOrder: values.keepOrder,
      enableLedgerDate: values.enableLedgerDate,
      enableLedgerAffectsCurrentBalance: values.enableLedgerAffectsCurrentBalance,
      enableSchedule: values.enableSchedule,
      scheduleIntervalId: idOrNull(values.scheduleIntervalId),
      amountPerCycle: values.amountPerCycle ?? 0,
      nextCycleDate: values.nextCycleDate,
      autoIncrementCycleDate: values.autoIncrementCycleDate,
      ...sharingBody(sharing, ledger.createdById ?? ownId),
      shareUsersCanEdit: values.shareUsersCanEdit,
      shareUsersCanEditUsers: values.shareUsersCanEditUsers,
      ...(ledger.id === 0 && { budgetTemplateId: idOrNull(values.budgetTemplateId) }),
    };
    const answer = await saving.run(() => moneyApi.saveLedger(body));
    if (!answer) return;
    toastSuccess(MONEY_MESSAGES.ledgerSaved(answer.result.title));
    onClose(answer.result);
  };

  const options = (records: readonly { id: number; title: string }[] | undefined) =>
    (records ?? []).map((record) => ({ id: record.id, label: record.title }));
  const humanOptions = (records: readonly { id: number; title: string }[] | undefined) =>
    (records ?? []).map((record) => ({ id: record.id, label: humanLabel(record.title) }));
  const ownerId = ledger?.createdById ?? ownId ?? null;
  const canEditUsers = !!ledger?.canEditUsers;
  const templates = ledgers.filter((candidate) => candidate.ledgerTypeId === LedgerType.Template);
  const others = ledgers.filter(
    (candidate) => candidate.id !== ledger?.id && candidate.ledgerTypeId !== LedgerType.Template,
  );
  const isTemplate = (ledger?.ledgerTypeId ?? request?.ledgerTypeId) === LedgerType.Template;
  const noun = isTemplate ? 'template' : 'ledger';

  const defaults: LedgerFormValues | undefined = ledger
    ? {
        title: ledger.title,
        currency: ledger.currency ?? '',
        description: ledger.description,
        ledgerTypeId: ledger.ledgerTypeId,
        balanceModeId: ledger.balanceModeId,
        accountId: ledger.accountId,
        balanceAccountId: ledger.balanceAccountId,
        balanceLedgerId: ledger.balanceLedgerId,
        budgetTemplateId: null,
        keepOrder: ledger.keepOrder || ledger.enableRankOrder,
        enableLedgerDate: ledger.enableLedgerDate,
        enableLedgerAffectsCurrentBalance: ledger.enableLedgerAffectsCurrentBalance,
        enableSchedule: ledger.enableSchedule,
        scheduleIntervalId: ledger.scheduleIntervalId,
        amountPerCycle: ledger.amountPerCycle,
        nextCycleDate: ledger.nextCycleDate,
        autoIncrementCycleDate: ledger.autoIncrementCycleDate,
        shareUsersCanEdit: ledger.shareUsersCanEdit,
        shareUsersCanEditUsers: ledger.shareUsersCanEditUsers,
      }
    : undefined;

  return (
    <Dialog
      title={ledger?.id ? `Edit ${noun} ${ledger.title}` : `Add ${noun}`}
      size="lg"
      isOpen={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {!loaded ? (
        <p className={styles.muted}>Loading data...</p>
      ) : !ledger || !defaults ? (
        <Stack>
          <p className={styles.muted}>The ledger could not be loaded.</p>
          <div className={styles.formActions}>
            <CancelSave onCancel={() => onClose()} onSave={() => void save(null)} />
          </div>
        </Stack>
      ) : (
        <Form<LedgerFormValues>
          key={ledger.id}
          aria-label={noun === 'template' ? 'Template' : 'Ledger'}
          defaultValues={defaults}
          onSubmit={save}
          onInvalid={() => toastWarning(MONEY_MESSAGES.fixIssues)}
          onValuesChange={(values) => setMode(Number(values.balanceModeId))}
        >
          <Stack>
            <div className={styles.formGrid}>
              <TextField name="title" label="Title" isRequired rules={[rules.required]} />
              <Select
                name="ledgerTypeId"
                label="Ledger type"
                options={humanOptions(lookups?.ledgertypes.records).filter(
                  (option) => isTemplate === (option.id === LedgerType.Template),
                )}
                isDisabled={isTemplate}
              />
              <Select
                name="balanceModeId"
                label="Balance mode"
                options={humanOptions(lookups?.balancemodes.records)}
              />
              {mode === BalanceMode.Account ? (
                <Select
                  name="balanceAccountId"
                  label="Balance account"
                  options={options(lookups?.availableAccounts.records)}
                  isRequired
                  rules={[rules.required]}
                />
              ) : null}
              {mode === BalanceMode.Ledger ? (
                <Select
                  name="balanceLedgerId"
                  label="Balance ledger"
                  options={options(others)}
                  isRequired
                  rules={[rules.required]}
                />
              ) : null}
              <Select
                name="accountId"
                label="Account"
                placeholder="None"
                options={options(lookups?.availableAccounts.records)}
              />
              <TextField
                name="currency"
                label="Currency"
                description="ISO 4217 code: USD, EUR, JPY… A linked account's currency wins."
              />
              {ledger.id === 0 && !isTemplate && templates.length > 0 ? (
                <Select
                  name="budgetTemplateId"
                  label="Start from template"
                  placeholder="None"
                  options={options(templates)}
                />
              ) : null}
            </div>
            <TextArea name="description" label="Description" rows={2} />
            <div className={styles.formGrid}>
              <Checkbox name="keepOrder">Keep a rank order</Checkbox>
              <Checkbox name="enableLedgerDate">Show dates</Checkbox>
              <Checkbox name="enableLedgerAffectsCurrentBalance">Affects the current balance</Checkbox>
              <Checkbox name="enableSchedule">Scheduled</Checkbox>
            </div>
            <div className={styles.formGrid}>
              <CurrencyField
                name="amountPerCycle"
                label="Amount per cycle"
                {...currencyFieldProps(ledger?.currency)}
              />
              <Select
                name="scheduleIntervalId"
                label="Interval"
                placeholder="None"
                options={options(lookups?.intervals.records)}
              />
              <DateField name="nextCycleDate" label="Next cycle date" />
              <Checkbox name="autoIncrementCycleDate">Move the cycle date on automatically</Checkbox>
            </div>
            <fieldset
              className={styles.sharing}
              disabled={!canEditUsers}
              aria-describedby="ledger-sharing-help"
            >
              <legend>Sharing</legend>
              <p id="ledger-sharing-help" className={styles.muted}>
                {canEditUsers
                  ? 'Choose who sees this ledger. Left-group users see the amounts and balances as entered; right-group users see them with the sign reversed (what one side is owed, the other owes).'
                  : 'You may not change who this ledger is shared with.'}
              </p>
              <ul className={styles.shareList} aria-label="Users">
                {(lookups?.users.records ?? []).map((user) => {
                  const isOwner = user.id === ownerId;
                  const shared = isOwner || sharing.shared.includes(user.id);
                  return (
                    <li key={user.id} className={styles.shareRow}>
                      {isOwner ? (
                        <span className={styles.shareName}>
                          {user.title} <span className={styles.muted}>(owner)</span>
                        </span>
                      ) : (
                        <Checkbox
                          value={shared}
                          isDisabled={!canEditUsers}
                          onChange={(checked) =>
                            setSharing((current) => ({
                              ...current,
                              shared: checked
                                ? [...current.shared, user.id]
                                : current.shared.filter((id) => id !== user.id),
                            }))
                          }
                        >
                          {`Share with ${user.title}`}
                        </Checkbox>
                      )}
                      <Select
                        aria-label={`Group of ${user.title}`}
                        options={GROUP_OPTIONS}
                        value={shared ? (sharing.sides[user.id] ?? 0) : 0}
                        isDisabled={!canEditUsers || !shared}
                        onChange={(key) =>
                          setSharing((current) => ({
                            ...current,
                            sides: { ...current.sides, [user.id]: Number(key ?? 0) as 0 | 1 | 2 },
                          }))
                        }
                      />
                    </li>
                  );
                })}
              </ul>
              <div className={styles.formGrid}>
                <Checkbox name="shareUsersCanEdit" isReadOnly={!canEditUsers}>
                  Shared users can edit
                </Checkbox>
                <Checkbox name="shareUsersCanEditUsers" isReadOnly={!canEditUsers}>
                  Shared users can change who it is shared with
                </Checkbox>
              </div>
            </fieldset>
            <div className={styles.formActions}>
              <CancelSave onCancel={() => onClose()} isDisabled={saving.isSaving || !ledger.canEdit} />
            </div>
          </Stack>
        </Form>
      )}
    </Dialog>
  );
}
