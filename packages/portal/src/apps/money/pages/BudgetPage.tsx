// /money/budget and /money/budget/:month: a month's budget against what was spent, per category and group,
// with what carried in and what is left; amounts typed in place; a budget template fills the month.
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@lcars/ui';
import { LedgerType, minorUnits, type BudgetLine, type BudgetMonth } from '@lcars/contract/money';
import { toastSuccess, useLoad } from '../../../kit';
import { MoneyAmount } from '../components/MoneyAmount';
import { budgetApi } from '../budgetApi';
import { moneyApi } from '../api';
import { MONEY_BASE } from '../constants';
import { parseAmount } from '../ledgerLogic';
import { MoneyHeader, MoneyMenu, useMoneyOffline, usePhone } from '../components/shared';
import * as styles from '../money.css';
import * as budget from '../budget.css';

/** This month as YYYY-MM (the device's calendar). */
export function thisMonth(now = new Date()): string {
  return `${String(now.getFullYear())}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** The month `delta` months from `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + delta;
  return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** An amount in the currency's minor units as typed: '12.50' (USD), '1500' (JPY); nothing for 0. */
const amountText = (cents: number, digits: number): string =>
  cents === 0 ? '' : (cents / 10 ** digits).toFixed(digits);

/** The budgeted amount of one category, typed in place and saved when the field is left. */
function BudgetInput({
  line,
  month,
  currency,
  disabled,
  onSaved,
}: {
  line: BudgetLine;
  month: string;
  currency: string;
  disabled: boolean;
  onSaved: (answer: BudgetMonth) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const digits = minorUnits(currency);
  const save = async () => {
    if (text === null) return;
    const parsed = text.trim() === '' ? { cents: 0, typeId: null } : parseAmount(text, digits);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    if (parsed.cents !== line.budgeted) {
      const answer = await budgetApi.setBudget(month, line.categoryId, parsed.cents, currency);
      if (answer) onSaved(answer);
    }
    setText(null);
  };
  return (
    <>
      <input
        className={`${styles.cellInput} ${budget.number} ${budget.amountInput}`}
        inputMode="decimal"
        aria-label={`Budget for ${line.name}`}
        aria-invalid={error !== null}
        disabled={disabled}
        value={text ?? amountText(line.budgeted, digits)}
        placeholder={amountText(0, digits) || (0).toFixed(digits)}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      {error ? <span className={styles.errorText}>{error}</span> : null}
    </>
  );
}

const Left = ({ cents, currency }: { cents: number; currency: string }) => (
  <span className={cents < 0 ? budget.over : undefined}>
    <MoneyAmount cents={cents} currency={currency} />
  </span>
);

/** A phone's category cell: what was spent, small under the name (the Spent column is left out). */
const Spent = ({ cents, currency }: { cents: number; currency: string }) => (
  <span className={budget.sub}>
    spent <MoneyAmount cents={cents} currency={currency} />
  </span>
);

export function BudgetPage() {
  const params = useParams();
  const navigate = useNavigate();
  const month = params.month && MONTH.test(params.month) ? params.month : thisMonth();
  // Each currency has a budget of its own; the URL keeps the one shown (the main one when it says none).
  const [search, setSearch] = useSearchParams();
  const asked = search.get('currency') ?? undefined;
  const offline = useMoneyOffline();
  const phone = usePhone();
  const loaded = useLoad(() => budgetApi.month(month, asked), `budget:${month}:${asked ?? ''}`);
  const [fresh, setFresh] = useState<BudgetMonth | null>(null);
  const data =
    fresh?.month === month && (asked === undefined || fresh.currency === asked) ? fresh : loaded.data;
  const currency = data?.currency ?? asked ?? 'USD';
  const ledgers = useLoad(() => moneyApi.listLedgers(), 'ledgers');
  const templates = (ledgers.data ?? []).filter((ledger) => ledger.ledgerTypeId === LedgerType.Template);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const chosen = templateId ?? templates[0]?.id ?? null;
  const [overwrite, setOverwrite] = useState(false);

  const go = (delta: number) =>
    void navigate(`${MONEY_BASE}/budget/${shiftMonth(month, delta)}${asked ? `?currency=${asked}` : ''}`);
  const fill = async () => {
    if (chosen === null) return;
    const answer = await budgetApi.fill(month, chosen, overwrite, currency);
    if (!answer) return;
    setFresh(answer);
    toastSuccess(`The budget of ${month} was filled from the template.`);
  };

  return (
    <>
      <MoneyHeader
        title="Budget"
        toolbar={
          <>
            <Link to={`${MONEY_BASE}/categories`} className={styles.link}>
              Categories
            </Link>
            <Link to={`${MONEY_BASE}/rules`} className={styles.link}>
              Rules
            </Link>
            <MoneyMenu />
          </>
        }
      />
      <div className={budget.page}>
        <div className={budget.row} role="group" aria-label="Month">
          <button
            type="button"
            className={styles.smallButton}
            onClick={() => go(-1)}
            aria-label="Previous month"
          >
            ‹ Previous
          </button>
          <h2 className={budget.heading} data-testid="budget-month">
            {month}
          </h2>
          <button type="button" className={styles.smallButton} onClick={() => go(1)} aria-label="Next month">
            Next ›
          </button>
          {data && data.currencies.length > 1 ? (
            <label className={styles.muted}>
              Currency{' '}
              <select
                value={currency}
                onChange={(event) => setSearch({ currency: event.target.value })}
                data-testid="budget-currency"
              >
                {data.currencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {data ? (
          <table className={budget.table} aria-label={`Budget of ${month}`}>
            <thead>
              <tr>
                <th className={budget.headCell}>Category</th>
                <th className={`${budget.headCell} ${budget.number}`}>Budgeted</th>
                {phone ? null : <th className={`${budget.headCell} ${budget.number}`}>Spent</th>}
                {phone ? null : <th className={`${budget.headCell} ${budget.number}`}>Carried</th>}
                <th className={`${budget.headCell} ${budget.number}`}>Left</th>
              </tr>
            </thead>
            {data.groups.map((group) => (
              <tbody key={group.groupId ?? 'ungrouped'} aria-label={group.name}>
                <tr className={budget.groupRow}>
                  <th scope="rowgroup" className={budget.cell}>
                    {group.name}
                    {phone ? <Spent cents={group.spent} currency={currency} /> : null}
                  </th>
                  <td className={`${budget.cell} ${budget.number}`}>
                    <MoneyAmount cents={group.budgeted} currency={currency} />
                  </td>
                  {phone ? null : (
                    <td className={`${budget.cell} ${budget.number}`}>
                      <MoneyAmount cents={group.spent} currency={currency} />
                    </td>
                  )}
                  {phone ? null : (
                    <td className={`${budget.cell} ${budget.number}`}>
                      <MoneyAmount cents={group.carried} currency={currency} />
                    </td>
                  )}
                  <td className={`${budget.cell} ${budget.number}`}>
                    <Left cents={group.left} currency={currency} />
                  </td>
                </tr>
                {group.categories.map((line) => (
                  <tr key={line.categoryId} data-testid={`budget-line-${line.name}`}>
                    <th scope="row" className={budget.cell} style={{ fontWeight: 'normal' }}>
                      {line.name}
                      {line.carryOver ? <span className={styles.muted}> ↻</span> : null}
                      {phone ? <Spent cents={line.spent} currency={currency} /> : null}
                    </th>
                    <td className={budget.cell}>
                      <BudgetInput
                        line={line}
                        month={month}
                        currency={currency}
                        disabled={offline}
                        onSaved={setFresh}
                      />
                    </td>
                    {phone ? null : (
                      <td className={`${budget.cell} ${budget.number}`}>
                        <MoneyAmount cents={line.spent} currency={currency} />
                      </td>
                    )}
                    {phone ? null : (
                      <td className={`${budget.cell} ${budget.number}`}>
                        <MoneyAmount cents={line.carried} currency={currency} />
                      </td>
                    )}
                    <td className={`${budget.cell} ${budget.number}`} data-testid={`left-${line.name}`}>
                      <Left cents={line.left} currency={currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
            <tfoot>
              <tr>
                <th scope="row" className={budget.cell} style={{ fontWeight: 'normal' }}>
                  Uncategorised
                  {phone ? <Spent cents={data.uncategorised} currency={currency} /> : null}
                </th>
                <td className={budget.cell} />
                {phone ? null : (
                  <td className={`${budget.cell} ${budget.number}`}>
                    <MoneyAmount cents={data.uncategorised} currency={currency} />
                  </td>
                )}
                {phone ? null : <td className={budget.cell} />}
                <td className={budget.cell} />
              </tr>
              <tr className={budget.groupRow}>
                <th scope="row" className={budget.cell}>
                  Total
                  {phone ? <Spent cents={data.totals.spent} currency={currency} /> : null}
                </th>
                <td className={`${budget.cell} ${budget.number}`}>
                  <MoneyAmount cents={data.totals.budgeted} currency={currency} />
                </td>
                {phone ? null : (
                  <td className={`${budget.cell} ${budget.number}`} data-testid="budget-total-spent">
                    <MoneyAmount cents={data.totals.spent} currency={currency} />
                  </td>
                )}
                {phone ? null : (
                  <td className={`${budget.cell} ${budget.number}`}>
                    <MoneyAmount cents={data.totals.carried} currency={currency} />
                  </td>
                )}
                <td className={`${budget.cell} ${budget.number}`}>
                  <Left cents={data.totals.left} currency={currency} />
                </td>
              </tr>
            </tfoot>
          </table>
        ) : (
          <p className={styles.muted}>
            {loaded.loading ? 'Loading data...' : 'The budget could not be loaded.'}
          </p>
        )}
        {data && data.groups.length === 0 ? (
          <p className={styles.muted}>
            There are no categories yet: add them under{' '}
            <Link to={`${MONEY_BASE}/categories`}>Categories</Link>.
          </p>
        ) : null}
        <div className={budget.card}>
          <h3 className={budget.heading}>Fill from a template</h3>
          {templates.length === 0 ? (
            <p className={styles.muted}>
              A budget template (under <Link to={`${MONEY_BASE}/templates`}>Budget Templates</Link>) fills a
              month: each category gets what the template's rows in it spend.
            </p>
          ) : (
            <div className={budget.row}>
              <label className={budget.field}>
                <span className={budget.label}>Template</span>
                <select
                  className={styles.cellInput}
                  value={chosen ?? ''}
                  onChange={(event) => setTemplateId(Number(event.target.value))}
                >
                  {templates.map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.title}
                    </option>
                  ))}
                </select>
              </label>
              <label className={budget.row}>
                <input
                  type="checkbox"
                  checked={overwrite}
                  onChange={(event) => setOverwrite(event.target.checked)}
                />
                Replace amounts already set
              </label>
              <Button isDisabled={offline || chosen === null} onPress={() => void fill()}>
                Fill {month}
              </Button>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
