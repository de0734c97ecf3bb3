import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { allLooks, pressesOnce } from '../../docs/stories';
import { Button } from './Button';

/**
 * A react-aria-components Button with a `variant`. Material look: a material button. LCARS look: a pill with
 * rounded caps and an uppercase Antonio label at its bottom end. Every react-aria Button prop (`onPress`,
 * `isDisabled`, `isPending`, `type`, ...) passes through.
 */
const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Engage', variant: 'primary', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'text'] },
    isDisabled: { control: 'boolean' },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: pressesOnce('Engage'),
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Hail' } };

export const Text: Story = { args: { variant: 'text', children: 'Cancel' } };

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Unavailable' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Unavailable' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Keyboard users see a focus ring (3:1 against the page) and press with Enter or Space. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Engage' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** The LCARS pill: uppercase Antonio on a canon colour. */
export const Lcars: Story = {
  globals: { look: 'lcars' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Button {...args} />
      <Button {...args} variant="secondary">
        Hail
      </Button>
      <Button {...args} variant="text">
        Cancel
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const pill = canvas.getByRole('button', { name: 'Engage' });
    await expect(getComputedStyle(pill).textTransform).toBe('uppercase');
    await expect(getComputedStyle(pill).fontFamily).toMatch(/^Antonio/);
  },
};

export const MaterialLight: Story = { globals: { look: 'material', scheme: 'light' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { children: 'הפעל' },
};

/** Every variant in every look, side by side. */
export const AllLooks: Story = allLooks((args) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
    <Button {...args} variant="primary">
      Engage
    </Button>
    <Button {...args} variant="secondary">
      Hail
    </Button>
    <Button {...args} variant="text">
      Cancel
    </Button>
    <Button {...args} isDisabled>
      Offline
    </Button>
  </div>
));
