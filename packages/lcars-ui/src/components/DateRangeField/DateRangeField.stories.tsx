import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { DateRangeField } from './DateRangeField';
import { renderInWidth } from '../../docs/stories';

/**
 * Two dates in one field, split by a dash or other non-date characters and each checked; a backwards range is
 * put in order. The calendar picks the first and the last day. Value: { start, end } or null.
 */
const meta = {
  title: 'Forms/DateRangeField',
  component: DateRangeField,
  args: { label: 'Statement period', today: '2026-11-21', locale: 'en-US', onChange: fn() },
  render: renderInWidth('24rem', DateRangeField),
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Statement period' });
    await userEvent.type(input, '01/05/2026 to 01/02/2026{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-01-02', end: '2026-01-05' });
    await expect(input).toHaveValue('01/02/2026 - 01/05/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '01/02/2026 - 13/05/2026');
    await userEvent.tab();
    await expect(canvas.getByText(/End date: The month must be between 1 and 12./)).toBeVisible();
  },
};

export const Picked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
    await userEvent.click(dialog.querySelector<HTMLElement>('[data-date="2026-11-10"]') as HTMLElement);
    await userEvent.click(dialog.querySelector<HTMLElement>('[data-date="2026-11-14"]') as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-10', end: '2026-11-14' });
  },
};

export const Lcars: Story = {
  globals: { look: 'lcars' },
  args: { defaultValue: { start: '2026-11-02', end: '2026-11-06' } },
};

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>
      {(look) => (
        <DateRangeField
          {...args}
          label={`Period (${look})`}
          defaultValue={{ start: '2026-11-02', end: '2026-11-06' }}
        />
      )}
    </LookGallery>
  ),
};
