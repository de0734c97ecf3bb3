import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { openOverlay } from '../../docs/settle';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { BellIcon } from '../IconButton/icons';
import { Drawer, type DrawerProps } from './Drawer';

const notifications = [
  { title: 'Backup finished', text: 'All 4 repositories were saved.' },
  { title: 'New login', text: 'Signed in from a new device.' },
  { title: 'Ledger shared', text: 'Kim shared "Household" with you.' },
];

function DrawerDemo(args: DrawerProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Badge content={notifications.length} label={`${notifications.length} unread notifications`}>
        <IconButton label="Notifications" onPress={() => setOpen(true)}>
          <BellIcon />
        </IconButton>
      </Badge>
      <Drawer {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/**
 * A modal side sheet 400 wide, from the end edge by default: the notification drawer opened from the bell.
 * Focus is trapped inside; Escape, the close button or a click on the scrim close it; focus goes back to the
 * bell.
 */
const meta = {
  title: 'Shell/Drawer',
  component: Drawer,
  args: {
    title: 'Notifications',
    side: 'end',
    headerActions: <Button variant="text">Mark all read</Button>,
    children: (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '1rem' }}>
        {notifications.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>
            <div>{item.text}</div>
          </li>
        ))}
      </ul>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['end', 'start'] },
    title: { control: 'text' },
    children: { control: false },
    headerActions: { control: false },
  },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const openIt: Story['play'] = async (context) => {
  const { overlay } = await openOverlay(context, 'Notifications', 'dialog');
  await expect(overlay).toBeVisible();
};

export const Notifications: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    await openIt(context);
    const body = within(canvasElement.ownerDocument.body);
    const drawer = body.getByRole('dialog', { name: 'Notifications' });
    const width = drawer.getBoundingClientRect().width;
    await expect(width === 400 || width === canvasElement.ownerDocument.documentElement.clientWidth).toBe(
      true,
    );
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveFocus());
  },
};

export const MaterialLight: Story = { globals: { look: 'material', scheme: 'light' }, play: openIt };

export const Lcars: Story = { globals: { look: 'lcars' }, play: openIt };

export const StartSide: Story = { args: { side: 'start', title: 'Filters' }, play: openIt };
