import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allLooks } from '../../docs/stories';
import { IconButton } from '../IconButton/IconButton';
import { BellIcon } from '../IconButton/icons';
import { Badge } from './Badge';

/**
 * A count on top of another element. Past `max` it reads "max+". The number is drawn for
 * the eye; screen readers hear `label` (say what the number counts). 0 hides it unless `showZero`.
 */
const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { content: 3, max: 99, label: '3 unread notifications' },
  argTypes: {
    content: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number', min: 1 } },
    tone: { control: 'inline-radio', options: ['error', 'primary', 'accent', 'info'] },
    children: { control: false },
  },
  render: (args) => (
    <Badge {...args}>
      <IconButton label="Notifications">
        <BellIcon />
      </IconButton>
    </Badge>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAnIconButton: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3 unread notifications' })).toHaveTextContent('3');
  },
};

export const PastItsMaximum: Story = {
  args: { content: 120, label: '120 unread notifications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '120 unread notifications' })).toHaveTextContent('99+');
  },
};

export const SmallMaximum: Story = { args: { content: 12, max: 9, label: '12 new messages' } };

export const Dot: Story = { args: { dot: true, content: undefined, label: 'New notifications' } };

export const Zero: Story = {
  args: { content: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const AllLooks: Story = allLooks(() => (
  <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
    {(['error', 'primary', 'accent', 'info'] as const).map((tone, index) => (
      <Badge key={tone} tone={tone} content={[3, 42, 150, 7][index]} label={`${tone} count`}>
        <IconButton label={`Notifications (${tone})`}>
          <BellIcon />
        </IconButton>
      </Badge>
    ))}
    <Badge content={5} label="5 items" />
  </div>
));
