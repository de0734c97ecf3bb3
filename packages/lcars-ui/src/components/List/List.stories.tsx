import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { List } from './List';
import { renderInWidth } from '../../docs/stories';

const ledgers = [
  { id: 1, title: 'Household', description: 'Standard ledger' },
  { id: 2, title: 'Shuttle repairs', description: 'Forecast' },
  { id: 3, title: 'Holodeck credits', description: 'Debt inventory' },
];

/**
 * A list (react-aria GridList: arrow keys between items and into their buttons) with optional check-box
 * selection and a delete button per item.
 */
const meta = {
  title: 'Data/List',
  component: List,
  args: { 'aria-label': 'Ledgers', items: ledgers },
  render: renderInWidth('24rem', List),
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SelectAndDelete: Story = {
  args: { selectionMode: 'multiple', onDelete: fn(), onSelectionChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Shuttle repairs' }));
    await expect(args.onDelete).toHaveBeenCalledWith(ledgers[1]);
    await userEvent.click(canvas.getByRole('row', { name: 'Household' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([1]));
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Items Available')).toBeVisible();
  },
};

export const Lcars: Story = {
  globals: { look: 'lcars' },
  args: { selectionMode: 'multiple', onDelete: fn() },
};

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>
      {(look) => <List {...args} aria-label={`Ledgers (${look})`} onDelete={() => undefined} />}
    </LookGallery>
  ),
};
