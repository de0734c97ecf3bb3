// Files in the formats people bring to Money, written by the tests from a small model of a household's
// history (so each test knows what every account's balance must come out as). The layouts follow each
// product's documentation and export code: ISO 20022 camt.053 (versions .02 and .08), Actual Budget's
// transaction CSV (today's and the older column set), Firefly III's Export data CSV (today's and an older
// column order). No file of those projects is copied.

/** One transaction of the model: cents as the account sees them, newest last. */
export interface ModelEntry {
  account: string;
  date: string;
  cents: number;
  payee: string;
  notes?: string;
  category?: string;
  /** Firefly: the other side's name and type (an expense, revenue or initial-balance account). */
  other?: string;
  reconciled?: boolean;
}

/** A transfer between two of the household's accounts. */
export interface ModelTransfer {
  from: string;
  to: string;
  date: string;
  cents: number;
  notes: string;
}

export function balancesOf(entries: ModelEntry[], transfers: ModelTransfer[] = []): Record<string, number> {
  const balances: Record<string, number> = {};
  for (const entry of entries) balances[entry.account] = (balances[entry.account] ?? 0) + entry.cents;
  for (const transfer of transfers) {
    balances[transfer.from] = (balances[transfer.from] ?? 0) - transfer.cents;
    balances[transfer.to] = (balances[transfer.to] ?? 0) + transfer.cents;
  }
  return balances;
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csv = (rows: string[][]) => `${rows.map((row) => row.map(quote).join(',')).join('\n')}\n`;

/** Cents as JavaScript writes amount/100 (Actual's integerToAmount): -12.5, 1234.56, 0. */
const jsAmount = (cents: number) => String(cents / 100);
/** Cents with two decimals (Firefly's bcround to the currency's places). */
const fixed = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export const HOUSEHOLD: ModelEntry[] = [
  {
    account: 'Checking',
    date: '2024-01-01',
    cents: 250_000,
    payee: 'Starting Balance',
    category: 'Income: To Budget',
  },
  {
    account: 'Savings',
    date: '2024-01-01',
    cents: 1_000_000,
    payee: 'Starting Balance',
    category: 'Income: To Budget',
  },
  {
    account: 'Checking',
    date: '2024-01-03',
    cents: -4_250,
    payee: 'Corner Grocer',
    notes: 'milk, bread "fresh"',
    category: 'Food: Groceries',
  },
  { account: 'Checking', date: '2024-01-03', cents: -350, payee: 'Cafe Nova', category: 'Food: Eating out' },
  { account: 'Checking', date: '2024-01-03', cents: -350, payee: 'Cafe Nova', category: 'Food: Eating out' },
  {
    account: 'Visa',
    date: '2024-01-05',
    cents: -12_999,
    payee: 'Hardware Store',
    notes: 'drill\nand bits',
    category: 'Home: Repairs',
  },
  {
    account: 'Checking',
    date: '2024-01-15',
    cents: 310_050,
    payee: 'Employer Inc',
    notes: 'January salary',
    category: 'Income: Salary',
    reconciled: true,
  },
  {
    account: 'Savings',
    date: '2024-01-31',
    cents: 1_234,
    payee: 'Savings Bank',
    notes: 'Interest',
    category: 'Income: Interest',
  },
];

export const HOUSEHOLD_TRANSFERS: ModelTransfer[] = [
  { from: 'Checking', to: 'Savings', date: '2024-01-20', cents: 50_000, notes: 'Monthly saving' },
  { from: 'Checking', to: 'Visa', date: '2024-01-25', cents: 12_999, notes: 'Card bill' },
];

/**
 * Actual Budget's transaction export: one row per transaction and per transfer side, newest first, a split's
 * parent with Amount 0 and its parts after it. `older` writes the column set before splits were exported.
 */
export function actualCsv(entries: ModelEntry[], transfers: ModelTransfer[], older = false): string {
  const rows: { date: string; cells: string[] }[] = [];
  const cleared = (entry: { reconciled?: boolean }) =>
    older
      ? [entry.reconciled ? 'true' : 'false', entry.reconciled ? 'true' : 'false']
      : [entry.reconciled ? 'Reconciled' : 'Cleared'];
  for (const entry of entries) {
    rows.push({
      date: entry.date,
      cells: [
        entry.account,
        entry.date,
        entry.payee,
        entry.notes ?? '',
        entry.category ?? '',
        jsAmount(entry.cents),
        ...(older ? [] : ['0']),
        ...cleared(entry),
      ],
    });
  }
  for (const transfer of transfers) {
    for (const [account, other, cents] of [
      [transfer.from, transfer.to, -transfer.cents],
      [transfer.to, transfer.from, transfer.cents],
    ] as const) {
      rows.push({
        date: transfer.date,
        cells: [
          account,
          transfer.date,
          `Transfer : ${other}`,
          transfer.notes,
          '',
          jsAmount(cents),
          ...(older ? [] : ['0']),
          ...cleared({}),
        ],
      });
    }
  }
  rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const header = older
    ? ['Account', 'Date', 'Payee', 'Notes', 'Category', 'Amount', 'Cleared', 'Reconciled']
    : ['Account', 'Date', 'Payee', 'Notes', 'Category', 'Amount', 'Split_Amount', 'Cleared'];
  return csv([header, ...rows.map((row) => row.cells)]);
}

export interface YnabOptions {
  /** 'ynab4': YNAB 4's columns (Cleared as C/U/R); 'nynab': today's YNAB (Cleared spelled out). */
  version: 'ynab4' | 'nynab';
  /** The budget's date format. */
  dates: 'MM/dd/yyyy' | 'dd.MM.yyyy' | 'yyyy-MM-dd' | 'dd/MM/yyyy';
  /** The budget's currency format. */
  currency: 'usd' | 'eur';
}

const ynabDate = (iso: string, layout: YnabOptions['dates']) => {
  const [y, m, d] = iso.split('-');
  if (layout === 'MM/dd/yyyy') return `${m}/${d}/${y}`;
  if (layout === 'dd.MM.yyyy') return `${d}.${m}.${y}`;
  if (layout === 'dd/MM/yyyy') return `${d}/${m}/${y}`;
  return iso;
};

/** A positive amount as YNAB writes it in the budget's currency format: "$1,234.56" or "1.234,56€". */
const ynabMoney = (cents: number, currency: YnabOptions['currency']) => {
  const whole = String(Math.floor(cents / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    currency === 'usd' ? ',' : '.',
  );
  const fraction = String(cents % 100).padStart(2, '0');
  return currency === 'usd' ? `$${whole}.${fraction}` : `${whole},${fraction}€`;
};

/**
 * YNAB's register export (all accounts): one row per transaction and per transfer side, Outflow and Inflow as
 * positive amounts in the budget's currency format, dates in its date format, newest first.
 */
export function ynabCsv(entries: ModelEntry[], transfers: ModelTransfer[], options: YnabOptions): string {
  const rows: { date: string; cells: string[] }[] = [];
  const cleared = (reconciled: boolean | undefined) =>
    options.version === 'ynab4' ? (reconciled ? 'R' : 'C') : reconciled ? 'Reconciled' : 'Cleared';
  const row = (
    account: string,
    date: string,
    payee: string,
    category: string,
    memo: string,
    cents: number,
    reconciled?: boolean,
  ) => {
    const [group = '', name = ''] = category.split(': ');
    const out = cents < 0 ? ynabMoney(-cents, options.currency) : ynabMoney(0, options.currency);
    const into = cents > 0 ? ynabMoney(cents, options.currency) : ynabMoney(0, options.currency);
    const when = ynabDate(date, options.dates);
    rows.push({
      date,
      cells:
        options.version === 'ynab4'
          ? [account, '', '', when, payee, category, group, name, memo, out, into, cleared(reconciled), '']
          : [account, '', when, payee, category, group, name, memo, out, into, cleared(reconciled)],
    });
  };
  for (const entry of entries)
    row(
      entry.account,
      entry.date,
      entry.payee,
      entry.category ?? '',
      entry.notes ?? '',
      entry.cents,
      entry.reconciled,
    );
  for (const transfer of transfers) {
    row(transfer.from, transfer.date, `Transfer : ${transfer.to}`, '', transfer.notes, -transfer.cents);
    row(transfer.to, transfer.date, `Transfer : ${transfer.from}`, '', transfer.notes, transfer.cents);
  }
  rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const header =
    options.version === 'ynab4'
      ? [
          'Account',
          'Flag',
          'Check Number',
          'Date',
          'Payee',
          'Category',
          'Master Category',
          'Sub Category',
          'Memo',
          'Outflow',
          'Inflow',
          'Cleared',
          'Running Balance',
        ]
      : [
          'Account',
          'Flag',
          'Date',
          'Payee',
          'Category Group/Category',
          'Category Group',
          'Category',
          'Memo',
          'Outflow',
          'Inflow',
          'Cleared',
        ];
  return csv([header, ...rows.map((item) => item.cells)]);
}

/** Actual's split: the parent (Amount 0, the total in Split_Amount) and its parts, as extra rows. */
export function actualSplitRows(account: string, date: string, parts: number[]): string {
  const total = parts.reduce((sum, part) => sum + part, 0);
  return csv([
    [
      account,
      date,
      'Big Box Store',
      `(SPLIT INTO ${parts.length}) weekly shop`,
      '',
      '0',
      jsAmount(total),
      'Cleared',
    ],
    ...parts.map((part, index) => [
      account,
      date,
      'Big Box Store',
      `(SPLIT ${index + 1} OF ${parts.length}) `,
      'Food: Groceries',
      jsAmount(part),
      '0',
      'Cleared',
    ]),
  ]);
}

const FIREFLY_META = [
  'sepa_cc',
  'sepa_ct_op',
  'sepa_ct_id',
  'sepa_db',
  'sepa_country',
  'sepa_ep',
  'sepa_ci',
  'sepa_batch_id',
  'external_url',
  'interest_date',
  'book_date',
  'process_date',
  'due_date',
  'payment_date',
  'invoice_date',
  'recurrence_id',
  'internal_reference',
  'bunq_payment_id',
  'import_hash',
  'import_hash_v2',
  'external_id',
  'original_source',
  'recurrence_total',
  'recurrence_count',
];

/**
 * Firefly III's Export data CSV of transactions, newest first. Each model entry becomes a withdrawal (to an
 * expense account, amount negative), a deposit (from a revenue account) or an opening balance (from the
 * initial balance account); each transfer one transfer row. `older` writes the column order of older
 * versions (amount before the currency, no native amounts, no notes, no meta fields).
 */
export function fireflyCsv(entries: ModelEntry[], transfers: ModelTransfer[], older = false): string {
  const header = older
    ? [
        'user_id',
        'group_id',
        'journal_id',
        'created_at',
        'updated_at',
        'group_title',
        'type',
        'amount',
        'foreign_amount',
        'currency_code',
        'foreign_currency_code',
        'description',
        'date',
        'source_name',
        'source_iban',
        'source_type',
        'destination_name',
        'destination_iban',
        'destination_type',
        'reconciled',
        'category',
        'budget',
        'bill',
        'tags',
      ]
    : [
        'user_id',
        'group_id',
        'journal_id',
        'created_at',
        'updated_at',
        'group_title',
        'type',
        'currency_code',
        'amount',
        'foreign_currency_code',
        'foreign_amount',
        'native_currency_code',
        'native_amount',
        'native_foreign_amount',
        'description',
        'date',
        'source_name',
        'source_iban',
        'source_type',
        'destination_name',
        'destination_iban',
        'destination_type',
        'reconciled',
        'category',
        'budget',
        'bill',
        'tags',
        'notes',
        ...FIREFLY_META,
      ];
  let journal = 100;
  const rows: { date: string; record: Record<string, string> }[] = [];
  const add = (record: Record<string, string>) => {
    journal += 1;
    rows.push({
      date: record.date ?? '',
      record: {
        user_id: '1',
        group_id: String(journal),
        journal_id: String(journal),
        created_at: '2024-02-01T10:00:00+01:00',
        updated_at: '2024-02-01T10:00:00+01:00',
        currency_code: 'EUR',
        native_currency_code: 'EUR',
        ...record,
        date: `${record.date}T00:00:00+01:00`,
      },
    });
  };
  for (const entry of entries) {
    const opening = entry.payee === 'Starting Balance';
    if (entry.cents < 0) {
      add({
        type: 'Withdrawal',
        amount: fixed(entry.cents),
        description: entry.notes ?? entry.payee,
        date: entry.date,
        source_name: entry.account,
        source_type: 'Asset account',
        destination_name: entry.other ?? entry.payee,
        destination_type: 'Expense account',
        reconciled: entry.reconciled ? 'true' : 'false',
        category: entry.category ?? '',
      });
    } else {
      add({
        type: opening ? 'Opening balance' : 'Deposit',
        amount: fixed(entry.cents),
        description: opening ? `Initial balance for "${entry.account}"` : (entry.notes ?? entry.payee),
        date: entry.date,
        source_name: opening ? `${entry.account} initial balance` : (entry.other ?? entry.payee),
        source_type: opening ? 'Initial balance account' : 'Revenue account',
        destination_name: entry.account,
        destination_type: 'Asset account',
        reconciled: entry.reconciled ? 'true' : 'false',
        category: entry.category ?? '',
      });
    }
  }
  for (const transfer of transfers) {
    add({
      type: 'Transfer',
      amount: fixed(transfer.cents),
      description: transfer.notes,
      date: transfer.date,
      source_name: transfer.from,
      source_type: 'Asset account',
      destination_name: transfer.to,
      destination_type: transfer.to === 'Visa' ? 'Debt' : 'Asset account',
      reconciled: 'false',
    });
  }
  rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return csv([header, ...rows.map(({ record }) => header.map((name) => record[name] ?? ''))]);
}

export interface CamtEntry {
  cents: number;
  date: string;
  reference?: string;
  party?: string;
  remittance?: string[];
  status?: 'BOOK' | 'PDNG';
  currency?: string;
}

/**
 * A camt.053 statement: `version` 2 writes the status as text and uses the default namespace; 8 writes
 * <Sts><Cd> and a prefixed namespace. `closing` overrides the closing balance (a statement that does not add up).
 */
export function camtStatement(
  entries: CamtEntry[],
  options: { opening: number; closing?: number; version?: 2 | 8; id?: string; iban?: string } = {
    opening: 0,
  },
): string {
  const version = options.version ?? 2;
  const p = version === 8 ? 'ns2:' : '';
  const booked = entries
    .filter((entry) => (entry.status ?? 'BOOK') === 'BOOK')
    .reduce((sum, entry) => sum + entry.cents, 0);
  const closing = options.closing ?? options.opening + booked;
  const amount = (cents: number, currency = 'EUR') =>
    `<${p}Amt Ccy="${currency}">${fixed(Math.abs(cents))}</${p}Amt><${p}CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</${p}CdtDbtInd>`;
  const balance = (code: string, cents: number, date: string) =>
    `<${p}Bal><${p}Tp><${p}CdOrPrtry><${p}Cd>${code}</${p}Cd></${p}CdOrPrtry></${p}Tp>${amount(cents)}<${p}Dt><${p}Dt>${date}</${p}Dt></${p}Dt></${p}Bal>`;
  const first = entries[0]?.date ?? '2026-03-01';
  const last = entries[entries.length - 1]?.date ?? first;
  const status = (value: string) =>
    version === 8 ? `<${p}Sts><${p}Cd>${value}</${p}Cd></${p}Sts>` : `<${p}Sts>${value}</${p}Sts>`;
  const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = entries
    .map((entry) =>
      [
        `<${p}Ntry>`,
        entry.reference ? `<${p}NtryRef>${entry.reference}</${p}NtryRef>` : '',
        amount(entry.cents, entry.currency),
        status(entry.status ?? 'BOOK'),
        `<${p}BookgDt><${p}Dt>${entry.date}</${p}Dt></${p}BookgDt>`,
        `<${p}ValDt><${p}Dt>${entry.date}</${p}Dt></${p}ValDt>`,
        entry.reference ? `<${p}AcctSvcrRef>${entry.reference}</${p}AcctSvcrRef>` : '',
        `<${p}BkTxCd><${p}Domn><${p}Cd>PMNT</${p}Cd></${p}Domn></${p}BkTxCd>`,
        `<${p}NtryDtls><${p}TxDtls>`,
        entry.party
          ? `<${p}RltdPties><${p}${entry.cents < 0 ? 'Cdtr' : 'Dbtr'}><${p}Nm>${xmlText(entry.party)}</${p}Nm></${p}${entry.cents < 0 ? 'Cdtr' : 'Dbtr'}></${p}RltdPties>`
          : '',
        entry.remittance
          ? `<${p}RmtInf>${entry.remittance.map((line) => `<${p}Ustrd>${xmlText(line)}</${p}Ustrd>`).join('')}</${p}RmtInf>`
          : '',
        `</${p}TxDtls></${p}NtryDtls>`,
        `</${p}Ntry>`,
      ].join('\n      '),
    )
    .join('\n    ');
  const ns = `urn:iso:std:iso:20022:tech:xsd:camt.053.001.0${version}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<${p}Document xmlns${version === 8 ? ':ns2' : ''}="${ns}">
  <${p}BkToCstmrStmt>
    <${p}GrpHdr><${p}MsgId>MSG-${options.id ?? '1'}</${p}MsgId><${p}CreDtTm>${last}T18:00:00</${p}CreDtTm></${p}GrpHdr>
    <${p}Stmt>
    <${p}Id>${options.id ?? 'STMT-1'}</${p}Id>
    <${p}ElctrncSeqNb>1</${p}ElctrncSeqNb>
    <${p}CreDtTm>${last}T18:00:00</${p}CreDtTm>
    <${p}Acct><${p}Id><${p}IBAN>${options.iban ?? 'DE89370400440532013000'}</${p}IBAN></${p}Id><${p}Ccy>EUR</${p}Ccy></${p}Acct>
    ${balance('OPBD', options.opening, first)}
    ${balance('CLBD', closing, last)}
    ${body}
    </${p}Stmt>
  </${p}BkToCstmrStmt>
</${p}Document>
`;
}
