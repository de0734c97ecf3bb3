import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { TextArea } from './TextArea';

/**
 * Multi-line text with the field chrome and an optional counter.
 */
const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: "Captain's log", counter: 140, placeholder: 'Stardate…' },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <TextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: "Captain's log" });
    await userEvent.type(area, 'We have entered the Neutral Zone.');
    await expect(canvas.getByText('33 / 140')).toBeVisible();
  },
};

export const Lcars: Story = { globals: { look: 'lcars' } };

export const AllLooks: Story = {
  render: (args) => <LookGallery>{(look) => <TextArea {...args} label={`Log (${look})`} />}</LookGallery>,
};
