import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { rules } from '../../validation';
import { DateField } from './DateField';
import { renderInWidth } from '../../docs/stories';

/**
 * A date typed in the locale order and separator (or ISO yyyy-mm-dd), parsed with parseDateInput when the
 * field is left or Enter is pressed; the calendar button opens the DatePicker in a popover. The value is an
 * ISO date string or null.
 */
const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Next cycle date', today: '2026-11-21', locale: 'en-US', onChange: fn() },
  argTypes: { locale: { control: 'select', options: ['en-US', 'en-GB', 'de-DE', 'ja-JP'] } },
  render: renderInWidth('20rem', DateField),
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Next cycle date' });
    await userEvent.type(input, '2/3/25{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-02-03');
    await expect(input).toHaveValue('02/03/2025');
    await userEvent.clear(input);
    await userEvent.type(input, '02/30/2025');
    await userEvent.tab();
    await expect(canvas.getByText('February 2025 has only 28 days.')).toBeVisible();
  },
};

export const German: Story = {
  args: { locale: 'de-DE', defaultValue: '2024-11-23' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Next cycle date' })).toHaveValue('23.11.2024');
  },
};

/** The calendar opens in a popover, with focus on the chosen day. */
export const PickerOpen: Story = {
  args: { defaultValue: '2026-11-23' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    await waitFor(() => expect(dialog.querySelector('[data-date="2026-11-23"]')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-24');
    await expect(canvas.getByRole('textbox', { name: 'Next cycle date' })).toHaveValue('11/24/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('dialog', { name: 'Choose date' });
  },
};

export const Required: Story = { args: { rules: [rules.required], isRequired: true } };

export const Lcars: Story = { globals: { look: 'lcars' }, args: { defaultValue: '2026-11-23' } };

export const LcarsPickerOpen: Story = { ...PickerOpen, globals: { look: 'lcars' } };

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>
      {(look) => <DateField {...args} label={`Launch (${look})`} defaultValue="2026-11-23" />}
    </LookGallery>
  ),
};
