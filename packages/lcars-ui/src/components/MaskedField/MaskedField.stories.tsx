import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { maskPresets } from '../../masks';
import { MaskedField } from './MaskedField';
import { renderInWidth } from '../../docs/stories';

const meta = {
  title: 'Forms/MaskedField',
  component: MaskedField,
  args: { label: 'Phone', mask: 'phone', onChange: fn() },
  argTypes: { mask: { control: 'select', options: Object.keys(maskPresets) } },
  parameters: {
    docs: {
      description: {
        component:
          'Text that follows a mask as it is typed (maskEdit): literals appear by themselves, pastes are ' +
          'formatted, Backspace over a literal removes the digit before it, and the caret stays put. Presets: ' +
          Object.keys(maskPresets).join(', ') +
          '. Tokens: # digit, A/a letter, N/n alphanumeric, X symbol.',
      },
    },
  },
  render: renderInWidth('20rem', MaskedField),
} satisfies Meta<typeof MaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '5551234567');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('(555) 123-4567', '5551234567');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('(555) 123-');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('(555) 12');
  },
};

export const CreditCard: Story = {
  args: { label: 'Card number', mask: 'credit-card' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.click(input);
    await userEvent.paste('4111-1111-1111-1111');
    await expect(input).toHaveValue('4111 1111 1111 1111');
  },
};

export const DateMask: Story = { args: { label: 'Stardate', mask: 'date', defaultValue: '11232024' } };

export const Lcars: Story = { globals: { look: 'lcars' }, args: { defaultValue: '5551234567' } };

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>
      {(look) => <MaskedField {...args} label={`Phone (${look})`} defaultValue="555123" />}
    </LookGallery>
  ),
};
