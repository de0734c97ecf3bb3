import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allLooks } from '../../docs/stories';
import { AccountsTable as Accounts } from '../../docs/AccountsTable';
import { Table } from './Table';

/**
 * A plain data table (`table`, `caption`, `thead`, `tbody`): `Table`, `TableHead`, `TableBody`, `TableRow`,
 * `TableHeaderCell` (scope col, or row for the name of a row) and `TableCell` (`align` end for amounts). When
 * it is wider than its place (a phone), it scrolls sideways in a region named by its caption that takes
 * keyboard focus. For sorting, paging and selection use DataTable.
 */
const meta = {
  title: 'Layout/Table',
  component: Table,
  args: { caption: 'Accounts', hideCaption: false, children: null },
  argTypes: { children: { control: false } },
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
export const AllLooks: Story = allLooks((_args, label) => <Accounts caption={`Accounts, ${label}`} />);
