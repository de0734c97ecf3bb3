// Money's part of "Download my data": every ledger the person can see, as the CSV Money imports back and as
// OFX, the same files as the export menu's.
import { hasClaim } from '@lcars/contract';
import type { PersonalExportContext, PersonalExportPart } from '../../module.js';
import { exportMoneyCsv, exportMoneyOfx } from './export.js';

export async function moneyPersonalExport(context: PersonalExportContext): Promise<PersonalExportPart> {
  if (!hasClaim(context.user.claims, 'Money', 'Read'))
    return { files: [], notes: ['Your role does not let you read Money.'] };
  const money = { db: context.db, user: context.user, cache: context.cache, config: context.config };
  const { csv } = await exportMoneyCsv(money, undefined);
  const { ofx } = await exportMoneyOfx(money, undefined);
  const text = new TextEncoder();
  return {
    about:
      'every ledger you can see, as CSV (Ledger, Account, Date, Memo, Amount, Reconciled, Id), which Money imports back as a whole history, and as OFX 2 (one bank statement per ledger), which finance programs read.',
    files: [
      // A BOM, as the export menu's file has, so that spreadsheet programs read accents as UTF-8.
      { path: 'money.csv', bytes: text.encode(`\uFEFF${csv}`) },
      { path: 'money.ofx', bytes: text.encode(ofx) },
    ],
  };
}
