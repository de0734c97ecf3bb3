// Currencies (money-moves): accounts default to USD and take an ISO 4217 code; a ledger follows its account,
// or keeps its own when linked to none; a transfer between currencies is refused with a 400; a statement
// import sets the currency where none was set (OFX CURDEF, camt Ccy) and stores amounts in the currency's
// minor units (yen, not "cents of a yen"); the OFX export writes the ledger's currency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  centsToMinor,
  formatMoney,
  minorToDecimal,
  minorUnits,
  totalsByCurrency,
  type Account,
  type Ledger,
  type MoneyResult,
} from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { camtStatement } from '../../../test/money-moving.js';
import { ok, problemFields, testUsers } from '../../../test/requests.js';
import { typed } from '../../db/typed.js';

describe('currency arithmetic', () => {
  it('knows each currency’s minor units and converts exactly', () => {
    expect([minorUnits('USD'), minorUnits('JPY'), minorUnits('BHD'), minorUnits('EUR')]).toEqual([
      2, 0, 3, 2,
    ]);
    expect(minorToDecimal(-123_456, 'USD')).toBe('-1234.56');
    expect(minorToDecimal(5, 'USD')).toBe('0.05');
    expect(minorToDecimal(500, 'JPY')).toBe('500');
    expect(minorToDecimal(1_234, 'BHD')).toBe('1.234');
    expect(minorToDecimal(9_007_199_254_740_991, 'USD')).toBe('90071992547409.91');
    expect(centsToMinor(50_000, 'JPY')).toBe(500);
    expect(centsToMinor(50_050, 'JPY')).toBeNull();
    expect(centsToMinor(1_250, 'BHD')).toBe(12_500);
    expect(formatMoney(-1_234, 'USD', 'en-US')).toBe('($12.34)');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
    expect(formatMoney(123_456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
    expect(
      totalsByCurrency([
        { currency: 'USD', amount: 100 },
        { currency: 'EUR', amount: 5 },
        { currency: 'USD', amount: -30 },
      ]),
    ).toEqual([
      ['EUR', 5],
      ['USD', 70],
    ]);
  });
});

describeEachDatabase('money currencies', (kind) => {
  let api: TestServer;
  const { addUser, get, post } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const saveAccount = async (body: object) =>
    (
      await ok<MoneyResult<Account>>(
        await post('/api/money/account/save', 'owner', { accountTypeId: 1, ...body }),
      )
    ).result;
  const newLedger = async (body: object) =>
    (await ok<MoneyResult<Ledger>>(await post('/api/money/ledger', 'owner', body))).result;
  const ledgerOf = async (id: number) => ok<Ledger>(await get(`/api/money/ledger/${id}`, 'owner'));

  it('gives accounts USD by default, takes ISO codes, and ledgers follow their account', async () => {
    const plain = await saveAccount({ title: 'Plain' });
    expect(plain.currency).toBe('USD');
    const euro = await saveAccount({ title: 'Euro', currency: 'eur' });
    expect(euro.currency).toBe('EUR');
    const bad = await post('/api/money/account/save', 'owner', {
      title: 'Bad',
      accountTypeId: 1,
      currency: 'XYZ1',
    });
    expect(bad.status).toBe(400);
    expect(problemFields(bad.body)).toEqual(['currency']);
    // Saving without a currency keeps it.
    expect((await saveAccount({ id: euro.id, title: 'Euro account' })).currency).toBe('EUR');

    const linked = await newLedger({ title: 'Euro ledger', accountId: euro.id, currency: 'JPY' });
    expect(linked.currency).toBe('EUR');
    const own = await newLedger({ title: 'Yen', currency: 'JPY' });
    expect(own.currency).toBe('JPY');
    expect((await newLedger({ title: 'Dollar' })).currency).toBe('USD');
    const badLedger = await post('/api/money/ledger', 'owner', { title: 'x', currency: 'dollars' });
    expect(badLedger.status).toBe(400);
    expect(problemFields(badLedger.body)).toEqual(['currency']);
  });

  it('refuses a transfer between currencies with a 400, and moves one within a currency', async () => {
    const yen = await newLedger({ title: 'Yen wallet', currency: 'JPY' });
    const yenToo = await newLedger({ title: 'Yen savings', currency: 'JPY' });
    const dollars = await newLedger({ title: 'Dollars' });
    const refused = await post('/api/money/transfer', 'owner', {
      fromLedgerId: yen.id,
      toLedgerId: dollars.id,
      amount: 500,
      transactionDate: '2026-03-01',
    });
    expect(refused.status).toBe(400);
    expect(problemFields(refused.body)).toEqual(['toLedgerId']);
    expect(JSON.stringify(refused.body)).toContain('JPY and USD');
    await ok(
      await post('/api/money/transfer', 'owner', {
        fromLedgerId: yen.id,
        toLedgerId: yenToo.id,
        amount: 500,
        transactionDate: '2026-03-01',
      }),
    );
    expect((await ledgerOf(yenToo.id)).currentBalance).toBe(500);
  });

  const ofx = (currency: string, amount: string) => `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>${currency}</CURDEF>
<BANKACCTFROM><BANKID>1</BANKID><ACCTID>9</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260301</DTSTART><DTEND>20260302</DTEND>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260302</DTPOSTED><TRNAMT>${amount}</TRNAMT><FITID>A1</FITID><MEMO>Ramen</MEMO></STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

  it('takes the currency of an OFX statement where none was set, in its minor units, and exports it', async () => {
    const ledger = await newLedger({ title: 'Tokyo' });
    await ok(
      await post(`/api/money/ledger/${ledger.id}/import`, 'owner', {
        format: 'ofx',
        content: ofx('JPY', '-1500'),
        rows: [0],
      }),
    );
    expect((await ledgerOf(ledger.id)).currency).toBe('JPY');
    const rows = await typed<{ amount: number | string }[]>(
      api.db('money_transactions').where({ ledger_id: ledger.id }).select('amount'),
    );
    expect(rows.map((row) => Number(row.amount))).toEqual([-1500]);
    // Finer than yen: refused, naming the rows.
    const fine = await post(`/api/money/ledger/${ledger.id}/import`, 'owner', {
      format: 'ofx',
      content: ofx('JPY', '-12.50').replace('A1', 'A2'),
      rows: [0],
    });
    expect(fine.status).toBe(400);
    expect(problemFields(fine.body)).toEqual(['rows']);

    const exported = await get(`/api/money/export/ofx?ledgerId=${ledger.id}`, 'owner');
    expect(exported.status).toBe(200);
    expect(exported.text).toContain('<CURDEF>JPY</CURDEF>');
    expect(exported.text).toContain('<TRNAMT>-1500</TRNAMT>');

    // A currency already set stays: a later statement in another currency does not change it.
    const set = await newLedger({ title: 'Set', currency: 'GBP' });
    await ok(
      await post(`/api/money/ledger/${set.id}/import`, 'owner', {
        format: 'ofx',
        content: ofx('CAD', '-1.00'),
        rows: [0],
      }),
    );
    expect((await ledgerOf(set.id)).currency).toBe('GBP');
  });

  it("sets a linked account's currency from a camt statement's Ccy", async () => {
    const account = await saveAccount({ title: 'Girokonto' });
    const ledger = await newLedger({ title: 'Giro', accountId: account.id });
    await ok(
      await post(`/api/money/ledger/${ledger.id}/import`, 'owner', {
        format: 'camt053',
        content: camtStatement([{ cents: -4_250, date: '2026-03-02', reference: 'R1', party: 'Grocer' }], {
          opening: 10_000,
        }),
        rows: [0],
      }),
    );
    expect((await ok<Account>(await get(`/api/money/account/${account.id}`, 'owner'))).currency).toBe('EUR');
    expect((await ledgerOf(ledger.id)).currency).toBe('EUR');
  });
});
