import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { NumberField } from './NumberField';
import { renderInWidth } from '../../docs/stories';

/**
 * A number formatted for the locale (react-aria NumberField): steppers, arrow keys, min/max; an empty field
 * is null.
 */
const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Warp factor', minValue: 1, maxValue: 9, defaultValue: 5, onChange: fn() },
  render: renderInWidth('16rem', NumberField),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Increase/i }));
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    const input = canvas.getByRole('textbox', { name: 'Warp factor' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Lcars: Story = { globals: { look: 'lcars' } };

export const AllLooks: Story = {
  render: (args) => <LookGallery>{(look) => <NumberField {...args} label={`Warp (${look})`} />}</LookGallery>,
};
