import { DEFAULT_CURRENCY, formatMoney, totalsByCurrency } from '@lcars/contract/money';
import { Amount } from '../../../kit';
import * as cells from '../../../kit/cells.css';

/** The user's locale as the browser says it (en-US where it says nothing). */
export const browserLocale = (): string =>
  typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US';

/**
 * An amount in its currency's minor units (money-moves), written by Intl.NumberFormat in the user's locale
 * ("$1,234.56", "¥500", "1.234,56 €"), negatives in the error colour; without a currency, as Amount does.
 */
export function MoneyAmount({ cents, currency }: { cents: number | null | undefined; currency?: string }) {
  if (cents === null || cents === undefined) return null;
  if (currency === undefined) return <Amount cents={cents} />;
  return (
    <span className={cents < 0 ? cells.negative : cells.money}>
      {formatMoney(cents, currency, browserLocale())}
    </span>
  );
}

/**
 * Totals by currency, one after another, never summed across currencies ("$12.00 · €5.00"); nothing at all
 * reads as zero in the default currency.
 */
export function CurrencyTotals({ items }: { items: readonly { currency: string; amount: number }[] }) {
  const found = totalsByCurrency(items);
  const totals: typeof found = found.length > 0 ? found : [[DEFAULT_CURRENCY, 0]];
  return (
    <>
      {totals.map(([currency, amount], index) => (
        <span key={currency}>
          {index > 0 ? ' · ' : ''}
          <MoneyAmount cents={amount} currency={currency} />
        </span>
      ))}
    </>
  );
}
