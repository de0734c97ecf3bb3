import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { RadioGroup } from './RadioGroup';

const balanceModes = [
  { value: '1', label: 'Self' },
  { value: '2', label: 'Account' },
  { value: '3', label: 'Ledger' },
  { value: '99', label: 'None' },
];

/**
 * One of a few visible options (react-aria RadioGroup).
 */
const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Balance mode', options: balanceModes, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Account' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Ledger' })).toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: '1' } };
export const WithError: Story = { args: { errorMessage: 'Choose a balance mode.' } };
export const Lcars: Story = { globals: { look: 'lcars' }, args: { defaultValue: '3' } };

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>{(look) => <RadioGroup {...args} label={`Mode (${look})`} defaultValue="1" />}</LookGallery>
  ),
};
