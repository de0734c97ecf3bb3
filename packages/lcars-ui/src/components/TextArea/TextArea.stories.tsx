import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { TextArea } from './TextArea';
import { renderInWidth } from '../../docs/stories';

/**
 * Multi-line text with the field chrome and an optional counter.
 */
const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: "Captain's log", counter: 140, placeholder: 'Stardate…' },
  render: renderInWidth('28rem', TextArea),
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
