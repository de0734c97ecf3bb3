import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { formatCurrency } from '../../money/formatCurrency';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';

const accounts = [
  { title: 'Household', kind: 'Checking', opened: '2364-03-01', balance: 152_300 },
  { title: 'Shuttle repairs', kind: 'Savings', opened: '2365-11-20', balance: 980_000 },
  { title: 'Holodeck credits', kind: 'Credit card', opened: '2366-07-14', balance: -45_050 },
];

function Accounts({ caption, hideCaption }: { caption: ReactNode; hideCaption?: boolean }) {
  return (
    <Table caption={caption} hideCaption={hideCaption}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Account</TableHeaderCell>
          <TableHeaderCell>Type</TableHeaderCell>
          <TableHeaderCell>Opened</TableHeaderCell>
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
              {formatCurrency(account.balance)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Layout/Table',
  component: Table,
  args: { caption: 'Accounts', hideCaption: false, children: null },
  argTypes: { children: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'A plain data table (`table`, `caption`, `thead`, `tbody`): `Table`, `TableHead`, `TableBody`, ' +
          '`TableRow`, `TableHeaderCell` (scope col, or row for the name of a row) and `TableCell` (`align` end ' +
          'for amounts). When it is wider than its place (a phone), it scrolls sideways in a region named by its ' +
          'caption that takes keyboard focus. For sorting, paging and selection use DataTable.',
      },
    },
  },
  render: (args) => <Accounts caption={args.caption} hideCaption={args.hideCaption} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Accounts' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Shuttle repairs' })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** On a phone-sized width: the table scrolls sideways inside a focusable region named "Accounts". */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '16rem' }}>
      <Accounts caption={args.caption} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Accounts' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const HiddenCaption: Story = { args: { hideCaption: true } };

export const Lcars: Story = { globals: { look: 'lcars' } };

/** The same table in every look, side by side. */
export const AllLooks: Story = {
  parameters: { controls: { disable: true } },
  render: () => <LookGallery>{(label) => <Accounts caption={`Accounts, ${label}`} />}</LookGallery>,
};
