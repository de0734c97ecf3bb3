import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../components/Table';
import { formatCurrency } from '../money/formatCurrency';

// Stories and visual tests only (not part of the library build): a small Table of accounts, wide enough that a
// phone scrolls it sideways.
const accounts = [
  { title: 'Household', kind: 'Checking', opened: '2364-03-01', rate: '0.5 %', balance: 152_300 },
  { title: 'Shuttle repairs', kind: 'Savings', opened: '2365-11-20', rate: '2.1 %', balance: 980_000 },
  { title: 'Holodeck credits', kind: 'Credit card', opened: '2366-07-14', rate: '19.9 %', balance: -45_050 },
];

export function AccountsTable({ caption, hideCaption }: { caption: ReactNode; hideCaption?: boolean }) {
  return (
    <Table caption={caption} hideCaption={hideCaption}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Account</TableHeaderCell>
          <TableHeaderCell>Type</TableHeaderCell>
          <TableHeaderCell>Opened</TableHeaderCell>
          <TableHeaderCell align="end">Rate</TableHeaderCell>
          <TableHeaderCell align="end">Balance</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {accounts.map((account) => (
          <TableRow key={account.title}>
            <TableHeaderCell scope="row">{account.title}</TableHeaderCell>
            <TableCell>{account.kind}</TableCell>
            <TableCell nowrap>{account.opened}</TableCell>
            <TableCell align="end" nowrap>
              {account.rate}
            </TableCell>
            <TableCell align="end" nowrap>
              {formatCurrency(account.balance)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
