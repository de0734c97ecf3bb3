import { useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import {
  Checkbox,
  CurrencyField,
  DateField,
  Dialog,
  Form,
  NumberField,
  Select,
  Stack,
  TextArea,
  TextField,
  rules,
} from '@lcars/ui';
import type { Account, AccountEdit, AccountSave } from '@lcars/contract/money';
import { useSessionStore } from '../../../core/stores/session';
import { moneyApi, type AccountLookups } from '../api';
import { AccountTab, humanLabel } from '../constants';
import {
  ACCOUNT_TYPE_TITLES,
  DEFAULT_CURRENCY,
  MONEY_MESSAGES,
  currencyFieldProps,
} from '@lcars/contract/money';
import { toastSuccess, toastWarning } from '../../../kit';
import { useSaving } from '../../../kit/useSaving';
import { CancelSave } from '../../../kit/CancelSave';
import * as styles from '../money.css';

/** What the add flows preset: credit type 4 on tab 1, subscription type 3 interval 2 on tab 2. */
export interface AccountPreset {
  accountTypeId?: number;
  scheduleIntervalId?: number;
}

export interface AccountEditRequest {
  /** 0 adds a blank account. */
  id: number;
  tab?: number;
  preset?: AccountPreset;
  /** The type choices shrink to these in the credit and subscription flows. */
  typeChoices?: readonly number[];
}

const blankAccount = (preset: AccountPreset = {}): AccountEdit => ({
  id: 0,
  title: '',
  description: '',
  accountTypeId: preset.accountTypeId ?? 1,
  accountNumber: '',
  active: true,
  enableAccount: true,
  enableLedger: false,
  currentBalance: 0,
  percentageRate: 0,
  creditLimit: 0,
  amountPerCycle: 0,
  autoIncrementCycleDate: false,
  scheduleIntervalId: preset.scheduleIntervalId ?? null,
  nextCycleDate: null,
  sharedUsers: [],
  shareUsersCanEdit: true,
  shareUsersCanEditUsers: true,
  ledgerTypeId: 1,
  budgetTemplateId: null,
  ledgers: [],
  modifiedDate: '',
  createdById: null,
  modifiedById: null,
  canEdit: true,
  canEditUsers: true,
  availableAccounts: [],
  availableLedgers: [],
  createdDate: '',
});

interface AccountFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  accountTypeId: number;
  accountNumber: string;
  /** ISO 4217 (money-moves). */
  currency: string;
  active: boolean;
  enableAccount: boolean;
  enableLedger: boolean;
  ledgerTypeId: number;
  currentBalance: number | null;
  percentageRate: number | null;
  creditLimit: number | null;
  amountPerCycle: number | null;
  scheduleIntervalId: number | null;
  nextCycleDate: string | null;
  autoIncrementCycleDate: boolean;
  shareUsersCanEdit: boolean;
  shareUsersCanEditUsers: boolean;
}

/**
 * The account edit dialog: general, credit, schedule and sharing tabs. Add starts a blank
 * account (with the flow's preset); `onClose` receives the saved account, or nothing when cancelled.
 */
export function AccountEditDialog({
  request,
  onClose,
}: {
  request: AccountEditRequest | null;
  onClose: (saved?: Account) => void;
}) {
  const [account, setAccount] = useState<AccountEdit | null>(null);
  const [lookups, setLookups] = useState<AccountLookups | null>(null);
  const [tab, setTab] = useState<Key>(AccountTab.General);
  const [sharedUsers, setSharedUsers] = useState<number[]>([]);
  const ownId = useSessionStore((state) => state.accountContext?.profile.userId);
  const saving = useSaving();

  // A new request starts from a clean form.
  const [shown, setShown] = useState<AccountEditRequest | null>(null);
  if (shown !== request) {
    setShown(request);
    setAccount(null);
    setTab(request?.tab ?? AccountTab.General);
  }

  useEffect(() => {
    if (!request) return;
    let live = true;
    void Promise.all([
      request.id > 0 ? moneyApi.getAccountEdit(request.id) : Promise.resolve(blankAccount(request.preset)),
      moneyApi.accountLookups(),
    ]).then(([loaded, md]) => {
      if (!live) return;
      if (!loaded) {
        onClose();
        return;
      }
      setAccount(loaded);
      setSharedUsers(loaded.sharedUsers);
      setLookups(md?.lists ?? null);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per request
  }, [request]);

  const typeIds = request?.typeChoices ?? Object.keys(ACCOUNT_TYPE_TITLES).map(Number);
  const typeOptions = typeIds.map((id) => ({
    id,
    label:
      ACCOUNT_TYPE_TITLES[id] ??
      humanLabel(lookups?.accounttype.records.find((record) => record.id === id)?.title ?? ''),
  }));
  const intervalOptions = (lookups?.intervals.records ?? []).map((record) => ({
    id: record.id,
    label: record.title,
  }));
  const ledgerTypeOptions = (lookups?.ledgertypes.records ?? []).map((record) => ({
    id: record.id,
    label: humanLabel(record.title),
  }));

  // Amounts are typed in the account's currency as saved: whole yen, three decimals for dinars.
  const amountField = currencyFieldProps(account?.currency);

  const save = async (values: AccountFormValues) => {
    if (!account || saving.busy()) return;
    const body: AccountSave = {
      id: account.id,
      title: values.title,
      description: values.description,
      accountTypeId: Number(values.accountTypeId),
      accountNumber: values.accountNumber,
      currency: values.currency.trim() === '' ? null : values.currency.trim().toUpperCase(),
      active: values.active,
      enableAccount: values.enableAccount,
      enableLedger: values.enableLedger,
      currentBalance: values.currentBalance ?? 0,
      percentageRate: values.percentageRate ?? 0,
      creditLimit: values.creditLimit ?? 0,
      amountPerCycle: values.amountPerCycle ?? 0,
      autoIncrementCycleDate: values.autoIncrementCycleDate,
      scheduleIntervalId: values.scheduleIntervalId === null ? null : Number(values.scheduleIntervalId),
      nextCycleDate: values.nextCycleDate,
      sharedUsers,
      shareUsersCanEdit: values.shareUsersCanEdit,
      shareUsersCanEditUsers: values.shareUsersCanEditUsers,
      ledgerTypeId: Number(values.ledgerTypeId),
      budgetTemplateId: account.budgetTemplateId,
    };
    const answer = await saving.run(() => moneyApi.saveAccount(body));
    if (!answer) return;
    toastSuccess(answer.message || MONEY_MESSAGES.accountSaved);
    onClose(answer.result);
  };

  const defaults: AccountFormValues | undefined = account
    ? {
        title: account.title,
        description: account.description,
        accountTypeId: account.accountTypeId,
        accountNumber: account.accountNumber,
        currency: account.currency ?? DEFAULT_CURRENCY,
        active: account.active,
        enableAccount: account.enableAccount,
        enableLedger: account.enableLedger,
        ledgerTypeId: account.ledgerTypeId,
        currentBalance: account.currentBalance,
        percentageRate: account.percentageRate,
        creditLimit: account.creditLimit,
        amountPerCycle: account.amountPerCycle,
        scheduleIntervalId: account.scheduleIntervalId,
        nextCycleDate: account.nextCycleDate,
        autoIncrementCycleDate: account.autoIncrementCycleDate,
        shareUsersCanEdit: account.shareUsersCanEdit,
        shareUsersCanEditUsers: account.shareUsersCanEditUsers,
      }
    : undefined;
  const formId = `money-account-form-${String(account?.id ?? 'none')}`;
  const readOnly = account ? !account.canEdit : false;

  return (
    <Dialog
      title={account?.id ? `Edit account ${account.title}` : 'Add account'}
      size="lg"
      isOpen={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {!account || !defaults ? (
        <p className={styles.muted}>Loading data...</p>
      ) : (
        <Form<AccountFormValues>
          key={formId}
          aria-label="Account"
          defaultValues={defaults}
          onSubmit={save}
          onInvalid={() => {
            setTab(AccountTab.General);
            toastWarning(MONEY_MESSAGES.fixIssues);
          }}
        >
          <Tabs selectedKey={tab} onSelectionChange={setTab}>
            <TabList aria-label="Account sections" className={styles.tabList}>
              <Tab id={AccountTab.General} className={styles.tab}>
                General
              </Tab>
              <Tab id={AccountTab.Credit} className={styles.tab}>
                Credit
              </Tab>
              <Tab id={AccountTab.Schedule} className={styles.tab}>
                Schedule
              </Tab>
              <Tab id={AccountTab.Sharing} className={styles.tab} isDisabled={!account.canEditUsers}>
                Sharing
              </Tab>
            </TabList>
            <TabPanel
              id={AccountTab.General}
              shouldForceMount
              className={`${styles.formGrid} ${styles.tabPanel}`}
            >
              <TextField
                name="title"
                label="Title"
                isRequired
                rules={[rules.required]}
                isReadOnly={readOnly}
              />
              <Select name="accountTypeId" label="Account type" options={typeOptions} isDisabled={readOnly} />
              <TextField name="accountNumber" label="Account number" isReadOnly={readOnly} />
              <TextField
                name="currency"
                label="Currency"
                description="ISO 4217 code: USD, EUR, JPY…"
                isReadOnly={readOnly}
              />
              <CurrencyField
                name="currentBalance"
                label="Current balance"
                isReadOnly={readOnly}
                {...amountField}
              />
              <TextArea name="description" label="Description" rows={2} isReadOnly={readOnly} />
              <Select
                name="ledgerTypeId"
                label="Ledger type"
                options={ledgerTypeOptions}
                isDisabled={readOnly}
              />
              <Checkbox name="active" isReadOnly={readOnly}>
                Active
              </Checkbox>
              <Checkbox name="enableAccount" isReadOnly={readOnly}>
                Enable account
              </Checkbox>
              <Checkbox name="enableLedger" isReadOnly={readOnly}>
                Enable ledger
              </Checkbox>
            </TabPanel>
            <TabPanel
              id={AccountTab.Credit}
              shouldForceMount
              className={`${styles.formGrid} ${styles.tabPanel}`}
            >
              <NumberField
                name="percentageRate"
                label="Percentage rate"
                minValue={0}
                maxValue={1000}
                step={0.01}
                formatOptions={{ maximumFractionDigits: 2 }}
                isReadOnly={readOnly}
              />
              <CurrencyField name="creditLimit" label="Credit limit" isReadOnly={readOnly} {...amountField} />
            </TabPanel>
            <TabPanel
              id={AccountTab.Schedule}
              shouldForceMount
              className={`${styles.formGrid} ${styles.tabPanel}`}
            >
              <CurrencyField
                name="amountPerCycle"
                label="Amount per cycle"
                isReadOnly={readOnly}
                {...amountField}
              />
              <Select
                name="scheduleIntervalId"
                label="Interval"
                options={intervalOptions}
                isDisabled={readOnly}
              />
              <DateField name="nextCycleDate" label="Next cycle date" isReadOnly={readOnly} />
              <Checkbox name="autoIncrementCycleDate" isReadOnly={readOnly}>
                Move the cycle date on automatically
              </Checkbox>
            </TabPanel>
            <TabPanel id={AccountTab.Sharing} shouldForceMount className={styles.tabPanel}>
              <Stack>
                <fieldset className={styles.userChecks}>
                  <legend>Shared with</legend>
                  {(lookups?.users.records ?? [])
                    .filter((user) => user.id !== ownId)
                    .map((user) => (
                      <Checkbox
                        key={user.id}
                        value={sharedUsers.includes(user.id)}
                        onChange={(checked) =>
                          setSharedUsers((current) =>
                            checked ? [...current, user.id] : current.filter((id) => id !== user.id),
                          )
                        }
                      >
                        {user.title}
                      </Checkbox>
                    ))}
                </fieldset>
                <Checkbox name="shareUsersCanEdit">Shared users can edit</Checkbox>
                <Checkbox name="shareUsersCanEditUsers">
                  Shared users can change who it is shared with
                </Checkbox>
              </Stack>
            </TabPanel>
          </Tabs>
          <div className={styles.formActions}>
            <CancelSave onCancel={() => onClose()} isDisabled={saving.isSaving || readOnly} />
          </div>
        </Form>
      )}
    </Dialog>
  );
}
