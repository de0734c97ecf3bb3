import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { CurrencyField } from './CurrencyField';
import { renderInWidth } from '../../docs/stories';

/**
 * Money in integer cents. Shown with formatCurrency ($1,234.56; negatives in parentheses), edited as plain
 * text, parsed exactly (no floating point): "0.29" is 29 cents.
 */
const meta = {
  title: 'Forms/CurrencyField',
  component: CurrencyField,
  args: { label: 'Credit limit', defaultValue: 123456, onChange: fn() },
  render: renderInWidth('18rem', CurrencyField),
} satisfies Meta<typeof CurrencyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Credit limit' });
    await expect(input).toHaveValue('$1,234.56');
    await userEvent.click(input);
    await expect(input).toHaveValue('1234.56');
    await userEvent.clear(input);
    await userEvent.type(input, '1.15');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(115);
    await expect(input).toHaveValue('$1.15');
  },
};

/** Focus selects the whole amount: a click on "$0.00" and 2500 typed is 2,500.00 (issue 29). */
export const SelectsOnFocus: Story = {
  args: { label: 'Current balance', defaultValue: 0 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Current balance' });
    await userEvent.click(input);
    await expect(input).toHaveValue('0.00');
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, 4]);
    await userEvent.keyboard('2500');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(250000);
    await expect(input).toHaveValue('$2,500.00');
  },
};

export const Negative: Story = {
  args: { defaultValue: -4200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Credit limit' })).toHaveValue('($42.00)');
  },
};

export const InvalidAmount: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Credit limit' });
    await userEvent.clear(input);
    await userEvent.type(input, '12.345');
    await userEvent.tab();
    await expect(canvas.getByText('Use at most two decimal places.')).toBeVisible();
  },
};

/** Yen have no minor unit: 1500 typed is 1,500 yen, and decimals are refused. */
export const WholeYen: Story = {
  args: { symbol: '¥', fractionDigits: 0, defaultValue: 1500 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Credit limit' });
    await expect(input).toHaveValue('¥1,500');
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    await userEvent.tab();
    await expect(canvas.getByText('This currency has no decimals.')).toBeVisible();
  },
};

export const Lcars: Story = { globals: { look: 'lcars' } };

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>{(look) => <CurrencyField {...args} label={`Balance (${look})`} />}</LookGallery>
  ),
};
