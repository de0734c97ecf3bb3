import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { ComboBox } from './ComboBox';
import { renderInWidth } from '../../docs/stories';

const measurements = [
  'Cup',
  'Gram',
  'Kilogram',
  'Litre',
  'Millilitre',
  'Ounce',
  'Pinch',
  'Tablespoon',
  'Teaspoon',
].map((label, index) => ({ id: index + 1, label }));

/**
 * Type to filter a list and choose one (react-aria ComboBox).
 */
const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: { label: 'Measurement', options: measurements, onChange: fn() },
  render: renderInWidth('20rem', ComboBox),
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Measurement' }), 'tea');
    await userEvent.click(await screen.findByRole('option', { name: 'Teaspoon' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByRole('combobox', { name: 'Measurement' })).toHaveValue('Teaspoon');
  },
};

export const Lcars: Story = { globals: { look: 'lcars' }, args: { defaultValue: 2 } };

export const AllLooks: Story = {
  render: (args) => <LookGallery>{(look) => <ComboBox {...args} label={`Unit (${look})`} />}</LookGallery>,
};
