// A deterministic ledger for the Money benchmarks: `rows` transactions over ten years (2016-2025), salary,
// rent, groceries and small spending (and one refund in 5,000 rows), as rows of money_transactions ready to insert.
export function* ledgerRows(ledgerId, userId, rows) {
  let state = 42;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const start = Date.UTC(2016, 0, 1);
  const span = 10 * 365 * 86_400_000;
  const memos = ['Groceries', 'Rent', 'Salary', 'Electricity', 'Coffee', 'Fuel', 'Dinner', 'Pharmacy'];
  for (let index = 0; index < rows; index += 1) {
    const date = new Date(start + Math.floor((index / rows) * span)).toISOString().slice(0, 10);
    // One row in 5,000 a refund: a memo a filter finds by its trigrams (money.mjs's rare term).
    const memo = index % 5_000 === 4_999 ? `Refund ${index}` : memos[Math.floor(random() * memos.length)];
    const amount = memo === 'Salary' ? 250_000 : -(500 + Math.floor(random() * 20_000));
    yield {
      ledger_id: ledgerId,
      amount,
      transaction_type_id: amount < 0 ? 2 : 1,
      memo,
      transaction_date: date,
      order_id: index + 1,
      created_by_id: userId,
      modified_by_id: userId,
    };
  }
}
