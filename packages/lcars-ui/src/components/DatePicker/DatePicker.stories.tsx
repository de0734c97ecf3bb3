import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { DatePicker } from './DatePicker';

/**
 * A month calendar of 42 day cells in six static weeks (monthGrid), a month list and a year list from 100
 * years back to 52 forward (datePickerYears). Keyboard: arrows by day and week, Page Up/Down by month (Shift:
 * year), Home/End to the week ends, Enter or Space picks. DateField opens it in a popover.
 */
const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { value: '2026-11-23', today: '2026-11-21', onChange: fn(), locale: 'en-US' },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'November 2026' });
    await expect(grid.querySelectorAll('[role="gridcell"]')).toHaveLength(42);
    const years = canvas.getByRole('combobox', { name: 'Year' });
    await expect(years.querySelectorAll('option')).toHaveLength(153);
    await userEvent.click(canvas.getByRole('button', { name: /November 24, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-24');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-01');
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
  },
};

export const Range: Story = {
  args: {
    selectionMode: 'range',
    value: undefined,
    rangeValue: { start: '2026-11-09', end: '2026-11-13' },
    onRangeChange: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /November 20, 2026/ }));
    await userEvent.click(canvas.getByRole('button', { name: /November 16, 2026/ }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-11-16', end: '2026-11-20' });
  },
};

export const MondayFirst: Story = { args: { locale: 'en-GB' } };

export const Lcars: Story = { globals: { look: 'lcars' } };

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>
      <DatePicker {...args} />
    </LookGallery>
  ),
};
