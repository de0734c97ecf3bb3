import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { allLooks } from '../../docs/stories';
import { IconButton } from './IconButton';
import { BellIcon, CloseIcon, MenuIcon, MoreIcon } from './icons';

/**
 * A round react-aria Button showing only an icon. `label` is required: it is the accessible name. `standard`
 * takes the colour of where it sits (an app bar, a toast); `filled` is a primary button.
 */
const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Open navigation', children: <MenuIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['standard', 'filled'] },
    label: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Filled: Story = { args: { variant: 'filled', label: 'Notifications', children: <BellIcon /> } };

export const KeyboardFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Open navigation' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const AllLooks: Story = allLooks(() => (
  <div style={{ display: 'flex', gap: '0.5rem' }}>
    <IconButton label="Open navigation">
      <MenuIcon />
    </IconButton>
    <IconButton label="Notifications" variant="filled">
      <BellIcon />
    </IconButton>
    <IconButton label="More">
      <MoreIcon />
    </IconButton>
    <IconButton label="Close" isDisabled>
      <CloseIcon />
    </IconButton>
  </div>
));
