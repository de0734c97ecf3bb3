// What Money's tests compare the server's answers with: the ledger transactions page as the service reads
// it from the database now, past the server and the pages it keeps (transactionPageAnswer).
import { transactionPageSchema, type TransactionPage } from '@lcars/contract/money';
import { transactionPage } from '../src/apps/money/ledger-page.js';
import type { TestServer } from './server.js';

/** The page `body` asks for, as user `userId` sees it, serialised and parsed as the HTTP answer is. */
export async function pageFromDatabase(
  api: TestServer,
  userId: number,
  ledgerId: number,
  historical: boolean,
  body: object,
): Promise<TransactionPage> {
  const user = { id: userId, userName: `user ${userId}`, claims: [], token: '' };
  const page = await transactionPage(
    { db: api.db, user },
    ledgerId,
    historical,
    transactionPageSchema.parse(body),
  );
  return JSON.parse(JSON.stringify(page)) as TransactionPage;
}
