import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { Checkbox } from './Checkbox';

/**
 * A check box (react-aria Checkbox) with its label.
 */
const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Enable ledger', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Enable ledger' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { defaultValue: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true } };
export const WithError: Story = { args: { errorMessage: 'Accept the terms to continue.' } };
export const Lcars: Story = { globals: { look: 'lcars' }, args: { defaultValue: true } };

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>
      <Checkbox {...args} defaultValue>
        Active
      </Checkbox>
      <Checkbox {...args}>Shared users can edit</Checkbox>
    </LookGallery>
  ),
};
