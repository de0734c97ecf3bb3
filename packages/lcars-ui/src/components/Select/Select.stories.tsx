import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { Select } from './Select';
import { renderInWidth } from '../../docs/stories';

const accountTypes = [
  { id: 1, label: 'Checking' },
  { id: 2, label: 'Savings' },
  { id: 3, label: 'Subscription' },
  { id: 4, label: 'CreditCard' },
  { id: 5, label: 'Loan', isDisabled: true },
];

/**
 * Choose one of a list (react-aria Select) with the field chrome.
 */
const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Account type', options: accountTypes, onChange: fn() },
  render: renderInWidth('20rem', Select),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Account type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Savings' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: /Savings/ })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const WithError: Story = { args: { errorMessage: 'Choose an account type.' } };

export const Lcars: Story = { globals: { look: 'lcars' }, args: { defaultValue: 4 } };

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>{(look) => <Select {...args} label={`Type (${look})`} defaultValue={1} />}</LookGallery>
  ),
};
